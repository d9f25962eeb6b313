import KinshipUIKit
import Testing
@testable import GeneratedWide

/// Slots wide enough to be lowered to one swap from any other occupant (`top(SLOT)`), in a
/// custom single slot, a manual custom tabs slot and a tab bar with a `select` per tab
/// (Tests/Fixtures/generated/wide/wide.yaml): the generated code traces what the runtime
/// traces. Two events run through `performSegue(withIdentifier:sender:)` with the identifier
/// their transition declares, and must trace as the transition itself.
@MainActor
@Suite struct WideTraceTests {
    typealias H = TraceHarness

    static var actions: [String: H.Action] {
        let grid = { (run: @escaping (GridViewController) -> Bool) in H.on("Home/grid", GridViewController.self, run) }
        let pager = { (run: @escaping (PagerViewController) -> Bool) in H.on("Home/pager", PagerViewController.self, run) }
        let home = { (run: @escaping (Home) -> Bool) in H.on("Home", Home.self, run) }
        return [
            "show0": grid { $0.show0() }, "show3": grid { $0.show3() }, "show12": grid { $0.show12() },
            "show5": grid { grid in
                let before = grid.state.main
                grid.performSegue(withIdentifier: "showTileFive", sender: nil)
                return grid.state.main != before
            },
            "clearMain": grid { $0.clearMain() },
            "page0": pager { $0.page0() }, "page4": pager { $0.page4() }, "page9": pager { $0.page9() },
            "tab0": home { $0.tab0() }, "tab7": home { $0.tab7() },
            "tab1": home { home in
                home.performSegue(withIdentifier: "openPager", sender: nil)
                return home.selectedIndex == 1
            },
        ]
    }

    @Test func wideSlotsTraceAsTheRuntime() throws {
        try H.expectSameTrace(
            spec: "Tests/Fixtures/generated/wide/wide.yaml",
            events: "show5,clearMain,show3,show12,tab1,page4,page4,page9,page0,tab7,tab0,show5,show0,resize(844x390)",
            actions: Self.actions) { WideAssembly.makeRoot() }
    }
}
