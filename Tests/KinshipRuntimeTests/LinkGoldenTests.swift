import Foundation
import KinshipFlow
import KinshipLinks
import KinshipPlan
@testable import KinshipRuntime
import KinshipSyntax
import KinshipTestSupport
import Testing

/// Golden traces of `open(URL)` at any point of a run (`Tests/Fixtures/runtime/links`): each
/// `NAME.events` script runs on `spec.yaml` and its trace and diagnostics are `NAME.trace.txt`.
@MainActor
struct LinkGoldenTests {
    static let folder = Golden.fixtures.appendingPathComponent("runtime/links")
    nonisolated static let cases = ["under-sheet", "other-tab", "three-deep", "on-top", "sheet-other-tab"]

    static func run(_ script: String, path: String) throws -> Runtime {
        let spec = try RuntimeHarness.spec(folder.appendingPathComponent("spec.yaml").path)
        let runtime = try Runtime(plan: PlanLowering.lower(spec), root: "App")
        let planner = LinkPlanner(spec: spec, options: FlowOptions(specPath: "spec.yaml"))
        runtime.links = planner.opener
        runtime.launch()
        for event in try EventParser.parseScript(script, path: path) { runtime.handle(event) }
        runtime.finish()
        return runtime
    }

    @Test(arguments: cases)
    func linkTrace(_ name: String) throws {
        let script = try String(contentsOf: Self.folder.appendingPathComponent(name + ".events"), encoding: .utf8)
        let runtime = try Self.run(script, path: name + ".events")
        var out = runtime.traceLines.joined(separator: "\n") + "\n"
        let problems = runtime.diagnostics.map(\.description)
        if !problems.isEmpty { out += "--- stderr\n" + problems.joined(separator: "\n") + "\n" }
        #expect(problems.isEmpty, "\(problems)")
        Golden.assertMatches(out, Self.folder.appendingPathComponent(name + ".trace.txt"))
    }

    /// What the rule promises, read off the traces rather than only recorded: the sheet is gone
    /// before the push, the album's value comes before its viewDidLoad, and a link to what is on
    /// top moves nothing.
    @Test func linkDismissesSelectsThenPushesWithValuesBeforeLoad() throws {
        let lines = try Self.run("showSettings\nwrite\nopen(links://album/a/track/t)\n", path: "t").traceLines
        func index(_ line: String) -> Int { lines.lastIndex(of: line) ?? -1 }
        #expect(index("App/compose.viewDidDisappear(animated: true)") >= 0)
        #expect(
            index("App/compose.viewDidDisappear(animated: true)") < index("App/library.viewDidAppear(animated: false)"))
        #expect(index("App/library.viewDidAppear(animated: false)") < index("App/library/track.viewDidLoad"))
        #expect(index("App/library/track.set(trackID)") >= 0)
        #expect(index("App/library/track.set(trackID)") < index("App/library/track.viewDidLoad"))

        let onTop = try Self.run("openAlbum\nopen(links://album/9)\n", path: "t").traceLines
        #expect(onTop.last == "App/library/album.set(albumID)")
    }

    @Test func openWithAURLIsALinkAndOtherwiseATransitionOrAnOutput() throws {
        #expect(try EventParser.parse("open(links://album/7)", location: "x").kind == .openURL("links://album/7"))
        #expect(try EventParser.parse("open", location: "x").kind == .transition(target: nil, name: "open"))
        #expect(
            try EventParser.parse("open(7)", location: "x").kind
                == .output(path: nil, name: "open", values: [EventValue(label: nil, value: "7")]))
        // In a --events list a comma inside the parentheses stays in the URL, as in an output's values.
        #expect(
            try EventParser.parseList("open(links://a/b?x=1,2),open").map(\.kind) == [
                .openURL("links://a/b?x=1,2"), .transition(target: nil, name: "open"),
            ])
        // Without `scheme://` it is no link.
        #expect(try EventParser.parse("open(links:/a)", location: "x").kind != .openURL("links:/a"))
    }

    @Test func aLinkNoRouteMatchesIsReportedAndMovesNothing() throws {
        let runtime = try Self.run("open(links://nowhere)\n", path: "t.events")
        #expect(runtime.diagnostics.contains { $0.id == .unknownEvent && $0.message.contains("no route matches") })
    }
}
