public import Foundation

// iOS 26's tab accessory, declared so the generated code's iOS 26 branch type-checks. Its bodies
// do nothing: generated code takes that branch only when `usesSystemAccessory` is true, which it
// never is against the model (it lays bars out as iOS 18 and earlier do).

/// developer.apple.com/documentation/uikit/uitabaccessory: "An accessory view that displays
/// above the tab bar"; `init(contentView:)`.
@available(iOS 26.0, *)
@MainActor
public final class UITabAccessory {
    public let contentView: UIView
    public init(contentView: UIView) { self.contentView = contentView }
}

@available(iOS 26.0, *)
extension UITabBarController {
    /// developer.apple.com/documentation/uikit/uitabbarcontroller/bottomaccessory
    public var bottomAccessory: UITabAccessory? { nil }

    /// developer.apple.com/documentation/uikit/uitabbarcontroller/setbottomaccessory(_:animated:)
    public func setBottomAccessory(_ bottomAccessory: UITabAccessory?, animated: Bool) {}
}
