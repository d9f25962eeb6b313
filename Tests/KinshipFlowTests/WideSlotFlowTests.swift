import Foundation
@testable import KinshipFlow
@testable import KinshipPlan
import KinshipSpec
import Testing

/// Wide slots are lowered to one swap from any other occupant (MoveLowering.wideMinimum, from
/// 17 children); with the minimum at 2, every flow fixture and bundled spec must give the same
/// findings, configurations, edges and paths as with a case per occupant.
@Suite struct WideSlotFlowTests {
    @Test(
        "one swap from any occupant finds what a case per occupant finds",
        arguments: GroupedTransitionTests.inputs.indices)
    func wideLoweringChangesNothing(_ index: Int) throws {
        let input = GroupedTransitionTests.inputs[index]
        let narrow = MoveLowering.$wideMinimum.withValue(Int.max) {
            FlowCheck.run(input.file, in: input.folder, arguments: input.arguments)
        }
        let wide = MoveLowering.$wideMinimum.withValue(2) {
            FlowCheck.run(input.file, in: input.folder, arguments: input.arguments)
        }
        #expect(wide.text == narrow.text, "\(input.file) in \(input.folder.lastPathComponent)")
        try #require(wide.flows.count == narrow.flows.count)
        for (w, n) in zip(wide.flows, narrow.flows) {
            #expect(w.configurationCount == n.configurationCount, "\(w.name)")
            if n.isComplete { #expect(w.edgeCount == n.edgeCount, "\(w.name)") }
            #expect(w.edges == n.edges, "\(w.name)")
            for c in 0..<min(w.configurationCount, 64) {
                #expect(w.label(of: c) == n.label(of: c), "\(w.name) configuration \(c)")
                #expect(w.path(to: c) == n.path(to: c), "\(w.name) configuration \(c)")
            }
        }
    }

    /// Some fixture must lower a wide move with the minimum at 2, or the test above checks nothing.
    @Test func fixturesExerciseWideMoves() {
        let wide = MoveLowering.$wideMinimum.withValue(2) {
            GroupedTransitionTests.inputs.contains { input in
                guard let (_, plan) = FlowCheck.load(input.folder.appendingPathComponent(input.file)) else {
                    return false
                }
                return plan.containers.contains { c in
                    c.kind == .custom && c.transitions.contains { $0.moves.contains(where: Self.isWideSwap) }
                }
            }
        }
        #expect(wide)
    }

    /// A custom container's show or select lowered to the swap from any occupant.
    static func isWideSwap(_ move: MovePlan) -> Bool {
        switch move.effect {
        case .show, .select: move.cases.contains { $0.when == .otherwise }
        default: false
        }
    }
}
