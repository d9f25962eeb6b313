import Foundation
import KinshipFlow
import KinshipPlan
@testable import KinshipRuntime
import Testing

/// Golden `kinship run specs/app.yaml --open URL` traces: for every route of a bundled spec,
/// its example URL matched back to it, its witness run on the UIKit model after launch.
@MainActor
struct RouteOpenGoldenTests {
    nonisolated static let specs = ["app", "mail", "folders"]

    @Test(arguments: specs)
    func openEveryRoute(_ name: String) throws {
        let spec = try SpecRunGoldenTests.load(name)
        let folder = Golden.fixtures.appendingPathComponent("specs/\(name)/open")
        let results = RouteAnalysis.analyze(spec, options: FlowOptions(specPath: "specs/\(name).yaml"))
        #expect(results.count == spec.routes.count)
        for result in results {
            // The example URL, with every query item given too, so each `set:` shows.
            let query = result.route.pattern?.query.map { "\($0.key)=" + ($0.parameter.type == .string ? $0.parameter.name : $0.parameter.type == .bool ? "true" : "1") } ?? []
            let url = try #require(result.route.pattern?.exampleURL) + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
            // What `kinship run --open URL` does: match, run the witness, then the route's sets.
            guard case .steps(let matched, let steps, let values, let target) = RouteAnalysis.open(url, in: spec, options: FlowOptions(specPath: "specs/\(name).yaml")) else {
                Issue.record("\(url) opens nothing")
                continue
            }
            #expect(matched.name.value == result.route.name.value, "\(url) opens \(matched.name.value)")
            #expect(steps.map(\.event) == result.steps?.map(\.event))
            let runtime = try Runtime(plan: PlanLowering.lower(spec), root: try #require(spec.root?.value))
            runtime.launch()
            for step in steps {
                runtime.handle(Event(kind: .transition(target: step.path, name: step.transition), text: step.event, location: "--open"))
            }
            for set in matched.sets where values[set.parameter.value] != nil {
                let target = try #require(target)
                #expect(runtime.setInput(set.input.value, ofChild: target.child, inContainer: target.container))
            }
            runtime.finish()
            var out = "# kinship run specs/\(name).yaml --open \(url)\n# witness: \(steps.map(\.event).joined(separator: ", "))\n"
            out += runtime.traceLines.joined(separator: "\n") + "\n"
            let problems = runtime.diagnostics.map(\.description)
            if !problems.isEmpty { out += "--- stderr\n" + problems.joined(separator: "\n") + "\n" }
            #expect(problems.isEmpty, "\(result.route.name.value): \(problems)")
            Golden.assertMatches(out, folder.appendingPathComponent("\(result.route.name.value).txt"))
        }
    }
}
