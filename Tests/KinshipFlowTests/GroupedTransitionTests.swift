import Foundation
@testable import KinshipFlow
import KinshipPlan
import KinshipSpec
import Testing

/// Transitions that set a slot whatever it holds (tab taps, unguarded shows) are tried once
/// per group of configurations and their edges kept per group (ConstantMoves.swift). Grouping
/// starts at 17 such transitions on a slot; with it from 1, every fixture and bundled spec must
/// give the same findings, configurations and edges as trying each transition everywhere.
@Suite struct GroupedTransitionTests {
    static var inputs: [(folder: URL, file: String, arguments: [String])] {
        Golden.cases.map { name in
            let folder = Golden.flow.appendingPathComponent(name)
            let args = (try? String(contentsOf: folder.appendingPathComponent("args.txt"), encoding: .utf8)) ?? ""
            return (folder, "spec.yaml", args.split(whereSeparator: \.isWhitespace).map(String.init))
        } + Golden.specFiles.map { (Golden.specs, $0, []) }
    }

    @Test("grouping finds what trying every transition finds", arguments: inputs.indices)
    func groupingChangesNothing(_ index: Int) throws {
        let input = Self.inputs[index]
        let plain = ContainerModel.$constantMinimum.withValue(Int.max) {
            FlowCheck.run(input.file, in: input.folder, arguments: input.arguments)
        }
        let grouped = ContainerModel.$constantMinimum.withValue(1) {
            FlowCheck.run(input.file, in: input.folder, arguments: input.arguments)
        }
        #expect(grouped.text == plain.text, "\(input.file) in \(input.folder.lastPathComponent)")
        try #require(grouped.flows.count == plain.flows.count)
        for (g, p) in zip(grouped.flows, plain.flows) {
            #expect(g.configurationCount == p.configurationCount, "\(g.name)")
            // Stopped by `--max-states`, the interrupted configuration's stored edges are counted
            // and its grouped ones not (ConstantGroups.swift): the count is compared when complete.
            if p.isComplete { #expect(g.edgeCount == p.edgeCount, "\(g.name)") }
            #expect(g.edges == p.edges, "\(g.name)")
            #expect(g.isComplete == p.isComplete, "\(g.name)")
            for c in 0..<min(g.configurationCount, 64) {
                #expect(g.label(of: c) == p.label(of: c), "\(g.name) configuration \(c)")
                #expect(g.path(to: c) == p.path(to: c), "\(g.name) configuration \(c)")
            }
        }
    }

    /// Some fixture must use grouping with the minimum at 1, or the test above checks nothing.
    @Test func fixturesExerciseGrouping() {
        let grouped = ContainerModel.$constantMinimum.withValue(1) {
            Self.inputs.contains { input in
                FlowCheck.run(input.file, in: input.folder, arguments: input.arguments).flows.contains {
                    !$0.explorer.groups.isEmpty
                }
            }
        }
        #expect(grouped)
    }

    /// A container of 40 unguarded shows into one slot (grouped past the minimum) and a
    /// transition that pins the other slot once the third child shows: `no-way-back` needs every
    /// group's edges walked backwards, and its shortest path goes through a grouped show.
    @Test func wideShowsKeepTheirFindings() throws {
        let n = 40
        var yaml = "kinship: 1\nscreens:\n  S: { class: S }\ncontainers:\n  Grid:\n    children:\n"
        for i in 0..<n { yaml += "      c\(i): S\n" }
        yaml += "      x: S\n    slots:\n      main:\n        initial: c0\n        accepts:\n"
        for i in 0..<n { yaml += "          - c\(i)\n" }
        yaml += "      side: { accepts: [x] }\n    transitions:\n"
        for i in 0..<n { yaml += "      show\(i): { main: { show: c\(i) } }\n" }
        yaml += "      pin: { main: { from: c3, show: c3 }, side: { show: x } }\nroot: Grid\n"
        let loaded = SpecLoader().load("/wide/spec.yaml", contents: Array(yaml.utf8))
        let spec = try #require(loaded.spec)
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics.map(\.message))")
        let options = FlowOptions(specPath: "spec.yaml")
        let grouped = FlowAnalysis.diagnostics(spec, options: options, workers: 1)
        let plain = ContainerModel.$constantMinimum.withValue(Int.max) {
            FlowAnalysis.diagnostics(spec, options: options, workers: 1)
        }
        #expect(grouped == plain)
        let noWayBack = try #require(grouped.first { $0.id == .noWayBack })
        #expect(noWayBack.notes.map(\.message) == ["reproduce with: kinship run spec.yaml --events show3,pin"])
        #expect(noWayBack.message.contains("(\(n) such configurations)"))
        let flows = FlowAnalysis.explore(spec, plan: PlanLowering.lower(spec), options: options)
        let flow = try #require(flows.first)
        #expect(!flow.explorer.groups.isEmpty)
        #expect(flow.configurationCount == 2 * n)
        // Each show leads from every configuration of its group but its own target.
        #expect(flow.edgeCount == 2 * n * (n - 1) + 1)
    }
}
