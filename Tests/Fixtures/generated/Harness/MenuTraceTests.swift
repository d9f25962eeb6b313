import KinshipUIKit
import Testing
@testable import GeneratedMenu

/// The proof that the code apps ship makes the plan's calls: the spec's golden uikit code (as
/// `kinship generate` writes it, compiled unchanged against the model through the test-only
/// `UIKit` module) traces exactly what the runtime traces for the same events.
@MainActor
@Suite struct MenuTraceTests {
    typealias H = TraceHarness

    @Test func menu() throws {
        let menu = { (run: @escaping (DropDownMenuController) -> Bool) in H.on("Menu", DropDownMenuController.self, run) }
        let actions: [String: H.Action] = [
            "showOne": menu { $0.showOne() }, "showTwo": menu { $0.showTwo() }, "showThree": menu { $0.showThree() },
        ]
        try H.expectSameTrace(spec: "specs/menu.yaml", events: "showTwo,showThree,resize(844x390),showOne,showOne,background,foreground,showThree",
                              actions: actions) { MenuAssembly.makeRoot() }
    }

    /// The menu bar reports the page picked; the container's switch chooses the transition.
    @Test func selection() throws {
        func pick(_ page: Int) -> H.Action {
            H.on("Menu/bar", MenuBarViewController.self) { $0.outputs.selected(page); return true }
        }
        let actions: [String: H.Action] = [
            "bar.selected(page: 2)": pick(2), "bar.selected(page: 3)": pick(3),
            "bar.selected(page: 1)": pick(1), "bar.selected(page: 7)": pick(7),
        ]
        try H.expectSameTrace(spec: "specs/menu.yaml", events: "bar.selected(page: 2),bar.selected(page: 3),bar.selected(page: 7),bar.selected(page: 1)",
                              actions: actions) { MenuAssembly.makeRoot() }
    }
}
