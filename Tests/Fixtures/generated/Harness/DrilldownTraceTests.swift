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
            H.on("Drill/list", ListViewController.self) { $0.outputs.selected(item); return true }
        }
        func detail(_ n: Int, _ raise: @escaping (DetailViewController) -> Void) -> H.Action {
            H.on("Drill/detail#\(n)", DetailViewController.self) { raise($0); return true }
        }
        let actions: [String: H.Action] = [
            "list.selected(item: 1)": list(1),
            "Drill/detail#1.related(item: 2)": detail(1) { $0.outputs.related(2) },
            "Drill/detail#2.flagged(on: true)": detail(2) { $0.outputs.flagged(true) },
            "Drill/detail#2.close": detail(2) { $0.outputs.close() },
            "Drill/detail#1.flagged(false)": detail(1) { $0.outputs.flagged(false) },
            "Drill/detail#1.close": detail(1) { $0.outputs.close() },
            "list.selected(item: 3)": list(3),
        ]
        var root: DrillViewController?
        try H.expectSameTrace(spec: "Tests/Fixtures/generated/drilldown/drilldown.yaml",
                              events: "list.selected(item: 1),Drill/detail#1.related(item: 2),Drill/detail#2.flagged(on: true),Drill/detail#2.close,"
                                  + "Drill/detail#1.flagged(false),Drill/detail#1.close,list.selected(item: 3)",
                              actions: actions) {
            let made = DrilldownAssembly.makeRoot()
            root = made
            return made
        }
        // The third selection's item reached the instance its push made (detail#3), on top now.
        #expect((root?.children.last as? DetailViewController)?.item == 3)
        #expect(root?.children.last?.restorationIdentifier == "detail#3")
    }
}
