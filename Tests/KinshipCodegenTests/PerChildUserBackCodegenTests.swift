import Foundation
import KinshipCodegen
import Testing

/// `userBack: { confirm: false }` in generated code: the navigation preset hides the Back button
/// of the confirm entry alone, as it arrives (pushed or set), and leaves the gesture recognizer on.
@Suite struct PerChildUserBackCodegenTests {
    @Test func hidesBackForTheListedChildrenOnly() throws {
        let files = try GoldenSupport.generate("Tests/Fixtures/user-back-per-child/checkout.yaml")
        let checkout = try #require(files.first { $0.name == "Checkout.swift" }).contents
        #expect(checkout.contains("/// userBack: { confirm: false }: their own Back button is hidden."))
        #expect(
            checkout.contains(
                "if let child = child(of: viewController), [.confirm].contains(child) { viewController.navigationItem.hidesBackButton = true }"
            ))
        #expect(checkout.contains("for controller in viewControllers {"))
        #expect(!checkout.contains("interactivePopGestureRecognizer?.isEnabled = false"))
    }
}
