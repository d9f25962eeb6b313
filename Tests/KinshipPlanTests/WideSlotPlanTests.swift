import Foundation
@testable import KinshipPlan
import KinshipSpec
import KinshipTestSupport
import Testing

/// An unguarded `show` or `select` on a slot accepting many children is one swap from whatever
/// the slot holds (`top(SLOT)`), not one case per occupant: N shows made N² cases
/// (MoveLowering.wideMinimum). The wide plan's size is counted, so a quadratic lowering fails.
struct WideSlotPlanTests {
    static func grid(_ n: Int, tabs: Bool = false) throws -> Spec {
        var y = "kinship: 1\nscreens:\n  S: SViewController\ncontainers:\n  Grid:\n    children:\n"
        for i in 0..<n { y += "      c\(i): S\n" }
        y +=
            "    slots:\n      main:\n" + (tabs ? "        kind: tabs\n" : "")
            + "        initial: c0\n        accepts:\n"
        for i in 0..<n { y += "          - c\(i)\n" }
        y += "    transitions:\n"
        let operation = tabs ? "select" : "show"
        for i in 0..<n { y += "      t\(i): { main: { \(operation): c\(i) } }\n" }
        y += "root: Grid\n"
        let loaded = SpecLoader().load("/wide.yaml", contents: Array(y.utf8))
        #expect(!loaded.diagnostics.contains { $0.severity == .error }, "\(loaded.diagnostics.map(\.message))")
        return try #require(loaded.spec)
    }

    @Test(arguments: [false, true])
    func wideMovesHaveAFewCasesEach(_ tabs: Bool) throws {
        let n = 2_000
        let plan = PlanLowering.lower(try Self.grid(n, tabs: tabs))
        let grid = try #require(plan.container(named: "Grid"))
        #expect(grid.transitions.count == n)
        let cases = grid.transitions.reduce(0) { $0 + $1.moves.reduce(0) { $0 + $1.cases.count } }
        // Already there; (a single slot) empty: embed; otherwise: the swap.
        #expect(cases == n * (tabs ? 2 : 3))
        let show = try #require(grid.transition(named: "t5")?.moves.first)
        #expect(show.cases.first?.when == .holds(slot: "main", child: "c5"))
        #expect(show.cases.last?.when == .otherwise)
        let swap = try #require(show.cases.last?.steps)
        if tabs {
            #expect(swap.contains(.setFrame(.child("c5"), slot: "main")))
        } else {
            #expect(swap.first == .addChild(.child("c5")))
            #expect(swap.contains(.willMoveToNil(.top(slot: "main"))))
        }
    }

    /// Below the minimum a slot keeps its case per occupant, which reads better in the plan.
    @Test func narrowSlotsKeepACasePerOccupant() throws {
        let plan = PlanLowering.lower(try Self.grid(MoveLowering.wideMinimum - 1))
        let show = try #require(plan.container(named: "Grid")?.transition(named: "t0")?.moves.first)
        #expect(show.cases.count == MoveLowering.wideMinimum - 1)
        #expect(!show.cases.contains { $0.when == .otherwise })
    }

    /// A tab bar that declares a `select` per tab: each selects its own index.
    @Test func wideTabBarSelectsItsOwnIndex() throws {
        let n = 40
        var y = "kinship: 1\nscreens:\n  S: SViewController\ncontainers:\n  Bar:\n    kind: tabs\n    children:\n"
        for i in 0..<n { y += "      t\(i): S\n" }
        y += "    slots:\n      content:\n        accepts: [" + (0..<n).map { "t\($0)" }.joined(separator: ", ") + "]\n"
        y += "    transitions:\n"
        for i in 0..<n { y += "      s\(i): { content: { select: t\(i) } }\n" }
        y += "root: Bar\n"
        let loaded = SpecLoader().load("/bar.yaml", contents: Array(y.utf8))
        let plan = PlanLowering.lower(try #require(loaded.spec))
        let bar = try #require(plan.container(named: "Bar"))
        for i in [0, 17, 39] {
            let steps = bar.transition(named: "s\(i)")?.moves.first?.cases.last?.steps
            #expect(steps == [.setSelectedIndex(i, .child("t\(i)"))])
        }
    }
}
