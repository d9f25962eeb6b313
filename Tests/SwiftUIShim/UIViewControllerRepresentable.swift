// A UIKit view controller in SwiftUI views: how the SwiftUI target shows a screen of `class:`.
public import UIKit

/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
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
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context
    typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable {
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:)
    /// ("The default implementation of this method does nothing.")
    @MainActor @preconcurrency
    public static func dismantleUIViewController(
        _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
    ) {}
    /// A representable is a primitive view: SwiftUI never asks for its body.
    public var body: Never { fatalError("a UIViewControllerRepresentable has no body") }
}

extension UIViewControllerRepresentable where Self.Coordinator == Void {
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()
    @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { () }
}

/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext/coordinator
    @MainActor @preconcurrency public let coordinator: Representable.Coordinator
}
