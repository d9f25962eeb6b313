import Foundation
import KinshipPlan
@testable import KinshipRuntime
import KinshipSpec
import KinshipTestSupport
import Testing

/// Golden plan and trace for every spec in specs/: launch, then the events in
/// Tests/Fixtures/specs/<spec>/events.txt (each transition, a resize, background/foreground).
@MainActor
struct SpecRunGoldenTests {
    nonisolated static let names = [
        "tunnel", "menu", "vertical-navigation", "tab-bar", "app", "app-library", "folders", "mail", "checkout",
        "safe-area", "podcasts", "hosted-screens",
    ]

    static func load(_ name: String) throws -> Spec {
        let loader = SpecLoader()
        let loadedSpec = loader.load(Golden.specs.appendingPathComponent(name + ".yaml").path)
        let spec = loadedSpec.spec, diagnostics = loadedSpec.diagnostics
        #expect(diagnostics.isEmpty, "\(name).yaml should check clean: \(diagnostics.map(\.message))")
        return try #require(spec)
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
        let out = RuntimeHarness.goldenText(runtime)
        Golden.assertMatches(out, folder.appendingPathComponent("trace.txt"))
        // The seeds' specs are correct containers: the model must find no misuse in them.
        #expect(runtime.diagnostics.isEmpty, "\(name): \(runtime.diagnostics.map(\.description))")
    }

    /// The seeds whose children raise outputs: outputs.txt raises them (and some that cannot
    /// fire), and the trace, with the error events, is golden.
    nonisolated static let withOutputs = [
        "tunnel", "menu", "vertical-navigation", "checkout", "podcasts", "hosted-screens",
    ]

    @Test(arguments: withOutputs)
    func outputTrace(_ name: String) throws {
        let folder = Golden.fixtures.appendingPathComponent("specs/\(name)")
        let script = try String(contentsOf: folder.appendingPathComponent("outputs.txt"), encoding: .utf8)
        let out = try Self.run(name, try EventParser.parseScript(script, path: "outputs.txt"))
        Golden.assertMatches(out, folder.appendingPathComponent("outputs.trace.txt"))
    }

    /// An output answered by a transition traces exactly as the transition's own event.
    @Test(arguments: [
        ("tunnel", "Tunnel/startMap.radarTapped", "reveal"),
        ("tunnel", "startMap.radarTapped,startGeo.done", "reveal,conceal"),
        ("menu", "bar.selected(page: 2)", "showTwo"),
        ("menu", "Menu/bar.selected(3),bar.selected(1)", "showThree,showOne"),
        ("vertical-navigation", "detail.infoTapped", ""),
        ("checkout", "items.reviewTapped", "Shop/cart.review"),
    ])
    func outputRunsLikeItsTransition(_ name: String, _ outputs: String, _ transitions: String) throws {
        let raised = try Self.run(name, try EventParser.parseList(outputs))
        let direct = try Self.run(name, try EventParser.parseList(transitions))
        if name == "vertical-navigation" {
            // infoTapped while the list is on top: detail is not visible, so nothing moves.
            #expect(raised.hasPrefix(direct.components(separatedBy: "--- stderr").first ?? direct))
            #expect(raised.contains("[output-not-visible]"))
        } else {
            #expect(raised == direct)
        }
    }

    @Test func setPrintsOneLineBeforeThePush() throws {
        let raised = try Self.run("vertical-navigation", try EventParser.parseList("list.selected(item: 1)"))
        let direct = try Self.run("vertical-navigation", try EventParser.parseList("open"))
        let launchLines = try Self.run("vertical-navigation", []).split(separator: "\n").count
        var expected = direct.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        expected.insert("Stack/detail.set(item)", at: launchLines)
        #expect(raised == expected.joined(separator: "\n"))
    }

    static func run(_ name: String, _ events: [Event]) throws -> String {
        let spec = try load(name)
        let runtime = try Runtime(plan: PlanLowering.lower(spec), root: try #require(spec.root?.value))
        runtime.launch()
        for event in events { runtime.handle(event) }
        runtime.finish()
        let out = RuntimeHarness.goldenText(runtime)
        return out
    }
}
