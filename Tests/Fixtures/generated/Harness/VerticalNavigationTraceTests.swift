import KinshipUIKit
import Testing
@testable import GeneratedVerticalNavigation

/// The proof that the code apps ship makes the plan's calls: the spec's golden uikit code (as
/// `kinship generate` writes it, compiled unchanged against the model through the test-only
/// `UIKit` module) traces exactly what the runtime traces for the same events.
@MainActor
@Suite struct VerticalNavigationTraceTests {
    typealias H = TraceHarness

    @Test func verticalNavigation() throws {
        let stack = { (run: @escaping (VerticalNavigationController) -> Bool) in
            H.on("Stack", VerticalNavigationController.self, run)
        }
        let actions: [String: H.Action] = [
            "open": stack { $0.open() }, "more": stack { $0.more() }, "back": stack { $0.back() },
            "home": stack { $0.home() },
        ]
        try H.expectSameTrace(spec: "specs/vertical-navigation.yaml",
                              events: "open,more,back,more,back,back,back,more,home,open,more,resize(844x390),background,foreground,back,back",
                              actions: actions) { VerticalNavigationAssembly.makeRoot() }
    }
}
