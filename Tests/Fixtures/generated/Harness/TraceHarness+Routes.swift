import Foundation
import KinshipFlow
import KinshipPlan
import KinshipRuntime
import KinshipUIKit
import Testing

/// Generated routers against `kinship run --open`.
@MainActor
extension TraceHarness {
    /// A step of a generated router's witness: its `PATH.transition` and a call that runs it.
    struct RouterStep {
        var event: String
        var perform: () -> Bool
    }

    /// Opens `url` with a generated router (`steps` turns the launched root into its steps,
    /// each run once the previous one's animations have ended, as the runtime waits between
    /// events) and expects the trace `kinship run SPEC --open URL` prints for the witness.
    static func expectRouterMatchesRunOpen<Root: UIViewController>(
        spec: String, url: String, makeRoot: () -> Root, steps: (Root) -> [RouterStep]?
    ) throws {
        let (loaded, diagnostics) = SpecLoader().load(repository.appendingPathComponent(spec).path)
        #expect(!diagnostics.contains { $0.severity == .error })
        let parsed = try #require(loaded)
        guard case .steps(_, let witness, _, _) = RouteAnalysis.open(url, in: parsed, options: FlowOptions(specPath: spec)) else {
            Issue.record("\(url) opens nothing")
            return
        }
        let expected = try runtimeTrace(spec, events: witness.map(\.event).joined(separator: ","))
        let loop = UIModelRunLoop.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = makeRoot()
        window.rootViewController = root
        window.makeKeyAndVisible()
        loop.endTurn()
        let generated = try #require(steps(root), "the generated router matches no route for \(url)")
        #expect(generated.map(\.event) == witness.map(\.event))
        for step in generated {
            loop.runUntilIdle()
            #expect(step.perform(), "\(step.event) did not run")
            loop.endTurn()
        }
        loop.runUntilIdle()
        #expect(loop.trace.diagnostics.isEmpty, "\(loop.trace.diagnostics)")
        #expect(loop.trace.lines == expected, "\(url): the generated router's trace differs from kinship run --open")
    }
}
