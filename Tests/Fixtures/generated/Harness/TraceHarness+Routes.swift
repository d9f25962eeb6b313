import Foundation
import KinshipFlow
import KinshipPlan
import KinshipRuntime
import KinshipSpec
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

    /// Opens `url` with a generated router (`inputs` sets the route's `set:` inputs on each level
    /// first; then `steps` turns the launched root into its steps, each run once the previous
    /// one's animations have ended, as the runtime waits between events) and expects the trace
    /// `kinship run SPEC --open URL` prints: a `PATH.set(INPUT)` per input, then the witness.
    static func expectRouterMatchesRunOpen<Root: UIViewController>(
        spec: String, url: String, makeRoot: () -> Root, inputs: ((Root) -> Bool)? = nil, steps: (Root) -> [RouterStep]?
    ) throws {
        let loadedSpec = SpecLoader().load(repository.appendingPathComponent(spec).path)
        let loaded = loadedSpec.spec, diagnostics = loadedSpec.diagnostics
        #expect(!diagnostics.contains { $0.severity == .error })
        let parsed = try #require(loaded)
        guard case .steps(let route, let witness, let values, let target, let levels) = RouteAnalysis.open(url, in: parsed, options: FlowOptions(specPath: spec)) else {
            Issue.record("\(url) opens nothing")
            return
        }
        // As `kinship run --open` runs it: each level's inputs the URL gives values, then the witness.
        let runtime = try Runtime(plan: PlanLowering.lower(parsed), root: try #require(parsed.root?.value))
        runtime.launch()
        runtime.open(levels.map { Runtime.OpenLevel(container: $0.path, child: $0.child, made: $0.made, transitions: $0.steps.map(\.transition), inputs: $0.inputs) })
        runtime.finish()
        let expected = runtime.traceLines
        let setsInputs = target != nil && route.sets.contains { values[$0.parameter.value] != nil }
        let loop = UIModelRunLoop.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = makeRoot()
        window.rootViewController = root
        window.makeKeyAndVisible()
        loop.endTurn()
        // The route's inputs first, top level first, as `run --open` sets them before the witness.
        if let inputs {
            #expect(inputs(root), "\(url): an instance on the way did not take its inputs")
            loop.endTurn()
        } else {
            #expect(!setsInputs, "\(url) sets inputs: pass the router's setInputs")
        }
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
