import Foundation
import KinshipPlan
@testable import KinshipRuntime
import KinshipTestSupport
import KinshipUIKit
import Testing

/// Golden traces of the user's own moves (Tests/Fixtures/user-moves/<case>.events against
/// Tests/Fixtures/generated/user-moves/user-moves.yaml; `split` against the compact split), and
/// what each move leaves in the slots.
@MainActor
struct UserMoveGoldenTests {
    nonisolated static let cases = ["tapBack", "swipeBack", "swipeBackCancelled", "tapTab", "refusals", "split"]

    static let folder = Golden.fixtures.appendingPathComponent("user-moves")

    static func run(_ name: String) throws -> Runtime {
        try run(
            script: String(contentsOf: folder.appendingPathComponent(name + ".events"), encoding: .utf8),
            split: name == "split", path: name + ".events")
    }

    static func run(script: String, split: Bool = false, path: String = "events") throws -> Runtime {
        let file =
            split
            ? Golden.fixtures.appendingPathComponent("generated/compact-split/compact-split.yaml")
            : Golden.fixtures.appendingPathComponent("generated/user-moves/user-moves.yaml")
        var options = Runtime.Options()
        if split { options.size = CGSize(width: 390, height: 844) }
        let runtime = try Runtime(
            plan: PlanLowering.lower(RuntimeHarness.spec(file.path)), root: split ? "Reader" : "App", options: options)
        runtime.launch()
        for event in try EventParser.parseScript(script, path: path) { runtime.handle(event) }
        runtime.finish()
        return runtime
    }

    @Test(arguments: cases)
    func trace(_ name: String) throws {
        let runtime = try Self.run(name)
        let out = RuntimeHarness.goldenText(runtime)
        Golden.assertMatches(out, Self.folder.appendingPathComponent(name + ".trace.txt"))
    }

    /// Back and a completed edge swipe trace exactly as the app's own animated `pop: 1`.
    @Test(arguments: ["tapBack(message)", "swipeBack(message)", "App/mail.tapBack(message)"])
    func backIsTheAppsAnimatedPop(_ move: String) throws {
        let user = try Self.run(script: "open\n\(move)\n")
        let app = try Self.run(script: "open\nclose\n")
        #expect(user.traceLines == app.traceLines)
        #expect(user.diagnostics.isEmpty)
        #expect(user.nodes.first { $0.path == "App/mail" }?.contents["content"] == ["inbox"])
    }

    /// A cancelled swipe leaves the top on top and a child: no willMove or didMove.
    @Test func cancelledSwipeLeavesTheTopOnTop() throws {
        let runtime = try Self.run(script: "open\nswipeBackCancelled(message)\n")
        let before = try Self.run(script: "open\n").traceLines.count
        let lines = runtime.traceLines[before...]
        #expect(!lines.contains { $0.contains("willMove") || $0.contains("didMove") })
        #expect(lines.last == "App/mail/message.viewDidAppear(animated: true)")
        #expect(runtime.nodes.first { $0.path == "App/mail" }?.contents["content"] == ["inbox", "message"])
    }

    /// A tap on a tab selects it as the app's `select` does (unanimated).
    @Test func tapTabSwitchesTabs() throws {
        let runtime = try Self.run(script: "tapTab(settings)\n")
        #expect(runtime.nodes.first { $0.path == "App" }?.contents["content"] == ["settings"])
        #expect(runtime.traceLines.contains("App/settings/list.viewDidAppear(animated: false)"))
        #expect(runtime.diagnostics.isEmpty)
    }

    @Test func userMovesParse() throws {
        #expect(
            try EventParser.parse("App/mail.tapBack(message)", location: "t").kind
                == .userMove(path: "App/mail", move: .tapBack, child: "message"))
        #expect(
            try EventParser.parse("swipeBackCancelled(message)", location: "t").kind
                == .userMove(path: nil, move: .swipeBackCancelled, child: "message"))
        #expect(
            try EventParser.parse("tapTab(settings)", location: "t").kind
                == .userMove(path: nil, move: .tapTab, child: "settings"))
        #expect(throws: EventParser.Failure.self) { try EventParser.parse("tapBack", location: "t") }
        #expect(throws: EventParser.Failure.self) { try EventParser.parse("tapTab()", location: "t") }
    }
}
