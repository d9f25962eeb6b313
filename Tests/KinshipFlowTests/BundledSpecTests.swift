import Foundation
@testable import KinshipFlow
import KinshipPlan
import Testing

/// The specs under `specs/` are the project's own examples: each must explore clean, and the
/// explored graph must agree with the plan's own semantics.
@Suite struct BundledSpecTests {
    @Test("every bundled spec explores clean", arguments: Golden.specFiles)
    func exploresClean(_ file: String) {
        let output = FlowCheck.run(file, in: Golden.specs)
        #expect(output.diagnostics.isEmpty, "\(file):\n\(output.text)")
        #expect(!output.flows.isEmpty, "\(file) explored no container")
        for flow in output.flows { #expect(flow.isComplete, "\(file): \(flow.name) hit the limit") }
    }

    @Test func configurationCounts() throws {
        let counts = Dictionary(
            uniqueKeysWithValues: Golden.specFiles.flatMap { file in
                FlowCheck.run(file, in: Golden.specs).flows.map { ("\(file):\($0.name)", $0.configurationCount) }
            })
        #expect(counts["tunnel.yaml:Tunnel"] == 2)
        #expect(counts["vertical-navigation.yaml:Stack"] == 3)
        #expect(counts["menu.yaml:Menu"] == 3)
        #expect(counts["app.yaml:FeedNav"] == 2)
        #expect(counts["tab-bar.yaml:TabBar"] == 3)
    }

    /// Every edge of every explored graph (bundled specs and fixtures) leads where applying the
    /// transition's moves with `SlotEffect.apply` to the source configuration leads: the packed
    /// encoding and the memoised outcomes lose nothing.
    @Test(
        "edges agree with SlotEffect.apply",
        arguments: Golden.specFiles.map { Golden.specs.appendingPathComponent($0) }
            + Golden.cases.map { Golden.flow.appendingPathComponent("\($0)/spec.yaml") })
    func edgesAgreeWithApply(_ url: URL) throws {
        guard let (spec, plan) = FlowCheck.load(url) else { return }
        for flow in FlowAnalysis.explore(spec, plan: plan, options: FlowOptions(specPath: url.path)) {
            for edge in flow.edges {
                var state = Dictionary(uniqueKeysWithValues: zip(flow.slotNames, flow.contents(of: edge.from)))
                let transition = try #require(flow.transitions.first { $0.name == edge.transition })
                for move in transition.moves { state[move.slot] = move.effect.apply(to: state[move.slot] ?? []) }
                #expect(
                    flow.slotNames.map { state[$0] ?? [] } == flow.contents(of: edge.to),
                    "\(flow.name): \(edge.transition) from #\(edge.from)")
            }
        }
    }

    @Test func pathsAreShortestFromMount() throws {
        let output = FlowCheck.run("vertical-navigation.yaml", in: Golden.specs)
        let stack = try #require(output.flows.first)
        #expect(stack.path(to: 0) == [])
        #expect(stack.label(of: 2) == "content=[list,detail,info]")
        #expect(stack.path(to: 2) == ["open", "more"])
    }
}
