import Foundation
import KinshipPlan
@testable import KinshipRuntime
import Testing

/// Golden plan and trace for every spec in specs/: launch, then the events in
/// Tests/Fixtures/specs/<spec>/events.txt (each transition, a resize, background/foreground).
@MainActor
struct SpecRunGoldenTests {
    nonisolated static let names = ["tunnel", "menu", "vertical-navigation", "tab-bar", "app", "app-library", "mail"]

    static func load(_ name: String) throws -> Spec {
        let loader = SpecLoader()
        let (spec, diagnostics) = loader.load(Golden.specs.appendingPathComponent(name + ".yaml").path)
        #expect(diagnostics.isEmpty, "\(name).yaml should check clean: \(diagnostics.map(\.message))")
        return try #require(spec)
    }

    @Test(arguments: names)
    func plan(_ name: String) throws {
        let plan = PlanLowering.lower(try Self.load(name))
        Golden.assertMatches(PlanTextRenderer().render(plan),
                             Golden.fixtures.appendingPathComponent("specs/\(name)/plan.txt"))
    }

    @Test(arguments: names.filter { $0 != "app-library" })
    func trace(_ name: String) throws {
        let spec = try Self.load(name)
        let folder = Golden.fixtures.appendingPathComponent("specs/\(name)")
        let script = try String(contentsOf: folder.appendingPathComponent("events.txt"), encoding: .utf8)
        let events = try EventParser.parseScript(script, path: "events.txt")
        let runtime = try Runtime(plan: PlanLowering.lower(spec), root: try #require(spec.root?.value))
        runtime.launch()
        for event in events { runtime.handle(event) }
        runtime.finish()
        var out = runtime.traceLines.joined(separator: "\n") + "\n"
        let problems = runtime.diagnostics.map(\.description)
        if !problems.isEmpty { out += "--- stderr\n" + problems.joined(separator: "\n") + "\n" }
        Golden.assertMatches(out, folder.appendingPathComponent("trace.txt"))
        // The seeds' specs are correct containers: the model must find no misuse in them.
        #expect(problems.isEmpty, "\(name): \(problems)")
    }
}
