import Foundation
@testable import KinshipFlow
import KinshipPlan
import KinshipSpec
import KinshipSyntax
import Testing

/// `kinship check` runs flow analysis its own way: one reused explorer per thread, each container
/// lowered when its turn comes, containers split over threads. These tests hold that path to the
/// findings of `FlowAnalysis.explore` (which the golden fixtures pin) and to itself across
/// thread counts.
@Suite struct CheckPathTests {
    @Test("check's flow path reports what explore reports, on every flow fixture", arguments: Golden.cases)
    func agreesWithExplore(_ name: String) throws {
        let folder = Golden.flow.appendingPathComponent(name)
        let args = (try? String(contentsOf: folder.appendingPathComponent("args.txt"), encoding: .utf8)) ?? ""
        let loadedSpec = SpecLoader().load(folder.appendingPathComponent("spec.yaml").path)
        let spec = loadedSpec.spec, found = loadedSpec.diagnostics
        let loaded = try #require(spec)
        guard !found.contains(where: { $0.severity == .error }) else { return }
        let options = FlowCheck.options(
            args.split(whereSeparator: \.isWhitespace).map(String.init), specPath: "spec.yaml")
        let explored = FlowAnalysis.explore(loaded, plan: PlanLowering.lower(loaded), options: options).flatMap(
            \.diagnostics)
        for workers in [1, 3] {
            let checked = FlowAnalysis.diagnostics(loaded, options: options, workers: workers)
            #expect(render(checked) == render(explored), "\(name), \(workers) worker(s)")
        }
    }

    @Test(
        "a container's shape is its full plan without steps, layout rules or child classes, on every flow fixture",
        arguments: Golden.cases)
    func shapeIsPlanWithoutSteps(_ name: String) throws {
        let spec = SpecLoader().load(Golden.flow.appendingPathComponent(name).appendingPathComponent("spec.yaml").path)
            .spec
        let loaded = try #require(spec)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for container in loaded.containers {
            var full = PlanLowering.lower(container, in: loaded)
            full.mount = []
            full.appearance = nil
            (full.layout.spacing, full.layout.insets, full.layout.designSize, full.layout.slots) = (0, .zero, nil, [])
            for c in full.children.indices {
                (full.children[c].className, full.children[c].isContainer, full.children[c].title) = ("", false, nil)
                (full.children[c].outputs, full.children[c].inputs) = ([], [])
            }
            for t in full.transitions.indices {
                for m in full.transitions[t].moves.indices {
                    for c in full.transitions[t].moves[m].cases.indices {
                        full.transitions[t].moves[m].cases[c].steps = []
                    }
                }
            }
            let shape = PlanLowering.lower(container, in: loaded, detail: .shape)
            #expect(try encoder.encode(shape) == encoder.encode(full), "\(name): \(container.name.value)")
        }
    }

    @Test("shaping over one reused plan gives each container's own shape, on every flow fixture")
    func shapeIntoReusedPlan() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var containers: [(Spec, Container)] = []
        for name in Golden.cases {
            let spec = SpecLoader().load(
                Golden.flow.appendingPathComponent(name).appendingPathComponent("spec.yaml").path
            ).spec
            let loaded = try #require(spec)
            containers += loaded.containers.map { (loaded, $0) }
        }
        // Forwards then backwards, so each shape lands on plans of larger and smaller ones.
        for order in [containers, containers.reversed()] {
            var reused = try #require(order.first.map { PlanLowering.lower($0.1, in: $0.0, detail: .shape) })
            for (spec, container) in order {
                PlanLowering.lower(container, in: spec, detail: .shape, into: &reused)
                #expect(
                    try encoder.encode(reused)
                        == encoder.encode(PlanLowering.lower(container, in: spec, detail: .shape)),
                    "\(container.name.value)")
            }
        }
    }

    @Test("a spec of 1,200 containers gives the same findings, in the same order, on 1 and 4 threads")
    func threadsAgree() throws {
        var yaml = "kinship: 1\nscreens:\n  A: AViewController\n  B: BViewController\ncontainers:\n"
        for i in 0..<1_200 {
            // Every fifth container pops below its root: a stack-underflow finding to keep in order.
            let back =
                i % 5 == 0 ? "    back: { content: { pop: 1 } }\n" : "    back: { content: { pop: 1, from: b } }\n"
            yaml +=
                "  C\(i):\n    kind: navigation\n    children: { a: A, b: B }\n"
                + "    slots:\n      content: { accepts: [a, b], initial: [a] }\n    transitions:\n"
                + "      open: { content: { push: b, from: a } }\n"
                + back.replacingOccurrences(of: "    back", with: "      back")
        }
        let loader = SpecLoader()
        let loadedSpec = loader.load("/threads/spec.yaml", contents: Array(yaml.utf8))
        let spec = loadedSpec.spec, found = loadedSpec.diagnostics
        let loaded = try #require(spec)
        #expect(!found.contains { $0.severity == .error }, "\(found.prefix(3).map(\.message))")
        let options = FlowOptions(specPath: "spec.yaml")
        let one = FlowAnalysis.diagnostics(loaded, options: options, workers: 1)
        let four = FlowAnalysis.diagnostics(loaded, options: options, workers: 4)
        #expect(one.count == 240)
        #expect(Set(one.map(\.id)) == [.stackUnderflow] as Set<DiagnosticID>)
        #expect(render(four) == render(one))
    }

    @Test("orderedParts covers every index once, in order, whatever the split")
    func orderedPartsKeepOrder() {
        for workers in [1, 2, 3, 7] {
            let out = orderedParts(count: 1_000, minimumPerPart: 10, workers: workers) { Array($0) }
            #expect(out == Array(0..<1_000), "\(workers) workers")
        }
        #expect(orderedParts(count: 0, workers: 4) { Array($0) }.isEmpty)
    }

    private func render(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map {
            "\($0.id) \($0.range.map { "\($0.start.line):\($0.start.column)" } ?? "-") \($0.message) \($0.notes.map(\.message))"
        }
    }
}
