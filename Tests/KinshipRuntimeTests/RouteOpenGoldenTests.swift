import Foundation
import KinshipFlow
import KinshipPlan
@testable import KinshipRuntime
import KinshipTestSupport
import Testing

/// Golden `kinship run specs/app.yaml --open URL` traces: for every route of a bundled spec,
/// its example URL matched back to it, its witness run on the UIKit model after launch.
@MainActor
struct RouteOpenGoldenTests {
    nonisolated static let specs = ["app", "mail", "folders", "podcasts"]

    @Test(arguments: specs)
    func openEveryRoute(_ name: String) throws {
        let spec = try SpecRunGoldenTests.load(name)
        let folder = Golden.fixtures.appendingPathComponent("specs/\(name)/open")
        let results = RouteAnalysis.analyze(spec, options: FlowOptions(specPath: "specs/\(name).yaml"))
        #expect(results.count == spec.routes.count)
        for result in results {
            // The example URL, with every query item given too, so each `set:` shows.
            let query =
                result.route.pattern?.query.map {
                    "\($0.key)="
                        + ($0.parameter.type == .string ? $0.parameter.name : $0.parameter.type == .bool ? "true" : "1")
                } ?? []
            let url =
                try #require(result.route.pattern?.exampleURL)
                + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
            // What `kinship run --open URL` does: match, set each level's inputs, run the witness.
            guard
                case .steps(let matched, let steps, _, _, let levels) = RouteAnalysis.open(
                    url, in: spec, options: FlowOptions(specPath: "specs/\(name).yaml"))
            else {
                Issue.record("\(url) opens nothing")
                continue
            }
            #expect(matched.name.value == result.route.name.value, "\(url) opens \(matched.name.value)")
            #expect(steps.map(\.event) == result.steps?.map(\.event))
            let runtime = try Runtime(plan: PlanLowering.lower(spec), root: try #require(spec.root?.value))
            runtime.launch()
            runtime.open(
                levels.map {
                    Runtime.OpenLevel(
                        container: $0.path, child: $0.child, made: $0.made, transitions: $0.steps.map(\.transition),
                        inputs: $0.inputs)
                })
            runtime.finish()
            var out =
                "# kinship run specs/\(name).yaml --open \(url)\n# witness: \(steps.map(\.event).joined(separator: ", "))\n"
            out += runtime.traceLines.joined(separator: "\n") + "\n"
            let problems = runtime.diagnostics.map(\.description)
            if !problems.isEmpty { out += "--- stderr\n" + problems.joined(separator: "\n") + "\n" }
            #expect(problems.isEmpty, "\(result.route.name.value): \(problems)")
            Golden.assertMatches(out, folder.appendingPathComponent("\(result.route.name.value).txt"))
        }
    }
}
