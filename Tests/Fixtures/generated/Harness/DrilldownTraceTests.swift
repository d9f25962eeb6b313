import KinshipUIKit
import Testing
@testable import GeneratedDrilldown

/// Outputs of a repeated child and a `set` before the push that makes it: the generated code
/// (as `kinship generate` writes it for apps) traces exactly what the runtime traces.
@MainActor
@Suite struct DrilldownTraceTests {
    typealias H = TraceHarness

    @Test func drillDown() throws {
        func list(_ item: Int) -> H.Action {
            H.on("Nav/drill/list", ListViewController.self) { $0.outputs.selected(item); return true }
        }
        func detail(_ n: Int, _ raise: @escaping (DetailViewController) -> Void) -> H.Action {
            H.on("Nav/drill/detail#\(n)", DetailViewController.self) { raise($0); return true }
        }
        let actions: [String: H.Action] = [
            "home.browse": H.on("Nav/home", HomeViewController.self) { $0.outputs.browse(); return true },
            "list.done": H.on("Nav/drill/list", ListViewController.self) { $0.outputs.done(); return true },
            "list.selected(item: 1)": list(1),
            "Nav/drill/detail#1.related(item: 2)": detail(1) { $0.outputs.related(2) },
            "Nav/drill/detail#2.flagged(on: true)": detail(2) { $0.outputs.flagged(true) },
            "Nav/drill/detail#2.close": detail(2) { $0.outputs.close() },
            "Nav/drill/detail#1.flagged(false)": detail(1) { $0.outputs.flagged(false) },
            "Nav/drill/detail#1.close": detail(1) { $0.outputs.close() },
            "list.selected(item: 3)": list(3),
            "Nav/drill/detail#3.close": detail(3) { $0.outputs.close() },
        ]
        var root: Nav?
        try H.expectSameTrace(spec: "Tests/Fixtures/generated/drilldown/drilldown.yaml",
                              events: "home.browse,list.selected(item: 1),Nav/drill/detail#1.related(item: 2),Nav/drill/detail#2.flagged(on: true),Nav/drill/detail#2.close,"
                                  + "Nav/drill/detail#1.flagged(false),Nav/drill/detail#1.close,list.selected(item: 3),Nav/drill/detail#3.close,list.done",
                              actions: actions) {
            let made = DrilldownAssembly.makeRoot()
            root = made
            return made
        }
        // list.done went up through Drill's emit to Nav, which popped the drill-down.
        #expect(root?.viewControllers.count == 1)
    }
}
