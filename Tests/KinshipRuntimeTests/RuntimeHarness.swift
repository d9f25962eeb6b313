import Foundation
import KinshipPlan
@testable import KinshipRuntime
import KinshipSpec

/// Loads a spec and runs events on it, for tests.
@MainActor
enum RuntimeHarness {
    /// A run as trace goldens hold it: the trace, then what it reported after `--- stderr`.
    static func goldenText(_ runtime: Runtime) -> String {
        var out = runtime.traceLines.joined(separator: "\n") + "\n"
        let problems = runtime.diagnostics.map(\.description)
        if !problems.isEmpty { out += "--- stderr\n" + problems.joined(separator: "\n") + "\n" }
        return out
    }

    static func spec(_ path: String) throws -> Spec {
        let loadedSpec = SpecLoader().load(path)
        let spec = loadedSpec.spec, diagnostics = loadedSpec.diagnostics
        guard let spec, !diagnostics.contains(where: { $0.severity == .error }) else {
            throw RuntimeError("\(path) does not check: \(diagnostics.map(\.message))")
        }
        return spec
    }

    static func spec(yaml: String) throws -> Spec {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("kinship-\(UUID().uuidString).yaml")
        try yaml.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        return try spec(url.path)
    }

    /// Launches the root, handles `events` (comma-separated, as `--events`), runs until idle.
    static func run(_ spec: Spec, _ events: String, options: Runtime.Options = Runtime.Options()) throws -> Runtime {
        let root = spec.root?.value ?? spec.containers.first?.name.value ?? ""
        let runtime = try Runtime(plan: PlanLowering.lower(spec), root: root, options: options)
        runtime.launch()
        for event in try EventParser.parseList(events) { runtime.handle(event) }
        runtime.finish()
        return runtime
    }
}
