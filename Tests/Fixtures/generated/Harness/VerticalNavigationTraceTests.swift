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

    /// The list's selection sets the detail's item, then pushes it.
    @Test func selection() throws {
        let stack = { (run: @escaping (VerticalNavigationController) -> Bool) in
            H.on("Stack", VerticalNavigationController.self, run)
        }
        func select(_ item: Int) -> H.Action {
            H.on("Stack/list", ListViewController.self) { $0.outputs.selected(item); return true }
        }
        let actions: [String: H.Action] = [
            "list.selected(item: 4)": select(4), "list.selected(item: 5)": select(5),
            "detail.infoTapped": H.on("Stack/detail", DetailViewController.self) { $0.outputs.infoTapped(); return true },
            "back": stack { $0.back() },
        ]
        var root: VerticalNavigationController?
        try H.expectSameTrace(spec: "specs/vertical-navigation.yaml",
                              events: "list.selected(item: 4),detail.infoTapped,back,back,list.selected(item: 5)",
                              actions: actions) {
            let made = VerticalNavigationAssembly.makeRoot()
            root = made
            return made
        }
        #expect((root?.controller(.detail) as? DetailViewController)?.item == 5)
    }
}
