// UIViewControllerRepresentable as Apple documents it, for the `--swiftui-bridge` representables
// and the SwiftUI target's wrappers of UIKit screens.

public import UIKit

/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/uiviewcontrollertype
    associatedtype UIViewControllerType: UIViewController
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/coordinator
    associatedtype Coordinator = Void
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
    @MainActor @preconcurrency func updateUIViewController(
        _ uiViewController: Self.UIViewControllerType, context: Self.Context)
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:)
    @MainActor @preconcurrency static func dismantleUIViewController(
        _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

extension UIViewControllerRepresentable {
    /// The default does nothing (Apple: "The default implementation of this method does nothing").
    public static func dismantleUIViewController(
        _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
    ) {}

    /// A representable is a primitive view: SwiftUI never asks for its body.
    public var body: Never { fatalError("UIViewControllerRepresentable has no body") }
}

extension UIViewControllerRepresentable where Self.Coordinator == Void {
    /// The default coordinator when a representable declares none.
    public func makeCoordinator() -> Self.Coordinator { () }
}
