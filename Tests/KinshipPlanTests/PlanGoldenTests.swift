import Foundation
import KinshipPlan
import KinshipSpec
import KinshipTestSupport
import Testing

/// Golden plans: every spec in specs/ (Tests/Fixtures/specs/<spec>/plan.txt), and a split view
/// that collapses at compact width (Tests/Fixtures/split/plan.txt and plan.json).
struct PlanGoldenTests {
    static let names = [
        "tunnel", "menu", "vertical-navigation", "tab-bar", "app", "app-library", "folders", "mail",
        "checkout", "safe-area", "podcasts", "hosted-screens",
    ]

    static func load(_ path: String) throws -> Spec {
        let loaded = SpecLoader().load(path)
        #expect(loaded.diagnostics.isEmpty, "\(path) should check clean: \(loaded.diagnostics.map(\.message))")
        return try #require(loaded.spec)
    }

    static func load(named name: String) throws -> Spec {
        try load(Golden.specs.appendingPathComponent(name + ".yaml").path)
    }

    @Test(arguments: names)
    func plan(_ name: String) throws {
        let plan = PlanLowering.lower(try Self.load(named: name))
        Golden.assertMatches(
            PlanTextRenderer().render(plan),
            Golden.fixtures.appendingPathComponent("specs/\(name)/plan.txt"))
    }

    @Test func splitPlan() throws {
        let folder = Golden.fixtures.appendingPathComponent("split")
        let loaded = SpecLoader().load(
            Golden.fixtures.appendingPathComponent("generated/compact-split/compact-split.yaml").path)
        #expect(!loaded.diagnostics.contains { $0.severity == .error }, "\(loaded.diagnostics.map(\.message))")
        let spec = try #require(loaded.spec)
        let plan = PlanLowering.lower(spec)
        Golden.assertMatches(PlanTextRenderer().render(plan), folder.appendingPathComponent("plan.txt"))
        let json = String(decoding: try PlanJSONStream.encoder().encode(plan), as: UTF8.self) + "\n"
        Golden.assertMatches(json, folder.appendingPathComponent("plan.json"))
    }
}
