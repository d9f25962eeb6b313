// The context SwiftUI hands a representable. SwiftUI makes it; tests that play SwiftUI's part on
// the UIKit model (make, update, dismantle) make one with the testing initialiser.

/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext/coordinator
    public let coordinator: Representable.Coordinator

    /// Not Apple's (SwiftUI's initialiser is private): what a test playing SwiftUI's part calls,
    /// with the coordinator it got from `makeCoordinator()`.
    @_spi(Testing) public init(coordinator: Representable.Coordinator) {
        self.coordinator = coordinator
    }
}
