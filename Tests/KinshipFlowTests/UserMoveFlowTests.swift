import Foundation
@testable import KinshipFlow
@testable import KinshipPlan
import KinshipSpec
import KinshipSyntax
import Testing

/// The user's own moves in flow analysis: Back and tab taps as edges, what they let the
/// warnings see, their opt-outs, and how explore and graph --states mark them.
@Suite struct UserMoveFlowTests {
    static let folder = Golden.flow.appendingPathComponent("user-moves-clean")

    /// The spec of `user-moves-clean` with `edit` applied, checked in a scratch folder.
    static func check(_ edit: (String) -> String) throws -> FlowCheck {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kinship-user-moves-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = try String(contentsOf: folder.appendingPathComponent("spec.yaml"), encoding: .utf8)
        try edit(spec).write(to: directory.appendingPathComponent("spec.yaml"), atomically: true, encoding: .utf8)
        return FlowCheck.run("spec.yaml", in: directory)
    }

    /// A tab bar of two stacks declaring only forward pushes checks clean: the user goes back
    /// and taps the other tab.
    @Test func forwardPushesOnlyCheckClean() throws {
        let check = FlowCheck.run("spec.yaml", in: Self.folder)
        #expect(check.diagnostics.isEmpty, "\(check.text)")
        let edges = check.flows.flatMap(\.edges)
        #expect(edges.contains { $0.transition == "tapBack(message)" && $0.isUserMove })
        #expect(edges.contains { $0.transition == "tapTab(settings)" && $0.isUserMove })
        #expect(!edges.contains { $0.transition.hasPrefix("tapBack(inbox") }, "no Back on a stack's root")
    }

    /// Without the user's moves (opted out) the same spec has the three warnings they answer.
    @Test func optOutsBringTheWarningsBack() throws {
        let check = try Self.check { spec in
            spec.replacingOccurrences(of: "initial: [inbox] }", with: "initial: [inbox], userBack: false }")
                .replacingOccurrences(of: "initial: [list] }", with: "initial: [list], userBack: false }")
                .replacingOccurrences(of: "initial: mail }", with: "initial: mail, untappable: [settings] }")
        }
        #expect(check.diagnostics.filter { $0.id == .noWayBack }.count == 2, "\(check.text)")
        #expect(
            check.diagnostics.filter { $0.id == .unreachableChild }.map(\.message)
                == ["child 'settings' is accepted by slot 'content' of 'App', but no reachable configuration shows it"])
    }

    /// Per child (`userBack: { message: false }`): no Back explored from that page alone, so
    /// the message has no way back; the settings stack keeps its Back.
    @Test func perChildOptOut() throws {
        let check = try Self.check { spec in
            spec.replacingOccurrences(
                of: "initial: [inbox] }", with: "initial: [inbox], userBack: { message: false } }")
        }
        let edges = check.flows.flatMap(\.edges)
        #expect(!edges.contains { $0.transition == "tapBack(message)" }, "\(check.text)")
        #expect(edges.contains { $0.transition == "tapBack(detail)" && $0.isUserMove })
        #expect(check.diagnostics.filter { $0.id == .noWayBack }.count == 1, "\(check.text)")
    }

    /// Under the container's own sheet the user cannot tap: the tab is reached only after
    /// dismissing it.
    @Test func noTapsUnderAPresentation() throws {
        let check = try Self.check { spec in
            spec.replacingOccurrences(
                of: "    children: { mail: MailStack, settings: SettingsStack }",
                with: "    children: { mail: MailStack, settings: SettingsStack, about: Inbox }"
            )
            .replacingOccurrences(
                of: "      content: { accepts: [mail, settings], initial: mail }",
                with:
                    "      content: { accepts: [mail, settings], initial: mail }\n      sheet: { kind: presentation, accepts: [about], dismissible: false }\n    transitions:\n      about: { sheet: { present: about } }\n      done: { sheet: { dismiss: about, from: about } }"
            )
        }
        let app = try #require(check.flows.first { $0.name == "App" })
        let covered = (0..<app.configurationCount).filter { app.contents(of: $0)[1] == ["about"] }
        #expect(covered.count == 2, "the sheet over either tab")
        for configuration in 0..<app.configurationCount where app.contents(of: configuration)[1] == ["about"] {
            #expect(!app.edges(from: configuration).contains { $0.isUserMove }, "\(app.label(of: configuration))")
        }
        #expect(check.diagnostics.isEmpty, "\(check.text)")
    }

    /// A declared `pop: 1` or `select` that runs wherever the user's move would adds no edge of
    /// the user's (the bench corpus and the bundled specs explore as before), and a child only
    /// ever at the bottom of the stack has no Back; alike with few transitions and many.
    @Test(arguments: [0, 20])
    func declaredMovesStandInForTheUsers(padding: Int) {
        func move(_ effect: SlotEffect, _ slot: String = "content") -> MovePlan {
            MovePlan(slot: slot, effect: effect, animation: .none, duration: 0, cases: [])
        }
        let filler = (0..<padding).map {
            TransitionPlan(name: "f\($0)", guards: [], moves: [move(.show("z"), "other")])
        }
        let stack = DeclaredMoves(
            filler + [
                TransitionPlan(name: "open", guards: [], moves: [move(.push("x"))]),
                TransitionPlan(name: "more", guards: [], moves: [move(.push("y"))]),
                TransitionPlan(name: "back", guards: [.holds(slot: "content", child: "x")], moves: [move(.pop(1))]),
                TransitionPlan(name: "elsewhere", guards: [.holds(slot: "other", child: "y")], moves: [move(.pop(1))]),
            ], slot: "content", presentationSlots: ["sheet"])
        #expect(!stack.mayPop("x", initial: ["root"]), "the declared back pops x already")
        #expect(stack.mayPop("y", initial: ["root"]), "a guard on another slot asks more than the user's Back")
        #expect(!stack.mayPop("root", initial: ["root"]), "never above the root")
        #expect(stack.mayPop("mid", initial: ["root", "mid"]))
        let tabs = DeclaredMoves(
            filler + [
                TransitionPlan(name: "go", guards: [.empty(slot: "sheet")], moves: [move(.select("b"))]),
                TransitionPlan(
                    name: "guarded", guards: [.holds(slot: "content", child: "a")], moves: [move(.select("c"))]),
            ], slot: "content", presentationSlots: ["sheet"])
        #expect(tabs.selects("b") && !tabs.selects("c") && !tabs.selects("a"))
    }

    /// A deep link is opened by the app's code, which cannot tap for the user: a tab only the
    /// user's tap shows is no route's witness (the generated router could not replay it).
    @Test func routesUseTheAppsOwnTransitions() throws {
        let route =
            "routes:\n  settings: { url: \"app://settings\", open: App/settings }\n  message: { url: \"app://message\", open: App/mail/message }\n"
        let check = try Self.check { $0 + route }
        #expect(
            check.diagnostics.map(\.id) == [.unreachableRoute, .routeUnreachableFrom] as [DiagnosticID], "\(check.text)"
        )
        #expect(check.diagnostics.first?.message.contains("'settings'") == true, "\(check.text)")
        // The message route opens from launch, but not once the user has tapped the settings tab:
        // the link's code cannot tap back, and no transition selects the mail tab.
        #expect(check.diagnostics.last?.message.contains("after App.tapTab(settings)") == true, "\(check.text)")
    }

    @Test func exploreAndGraphMarkTheUsersMoves() throws {
        let check = FlowCheck.run("spec.yaml", in: Self.folder)
        let text = ExploreRenderer(files: SourceFiles()).text(check.flows)
        #expect(text.contains("tapBack(message) -> #0  (the user's Back)"), "\(text)")
        #expect(text.contains("tapTab(settings) -> #1  (the user's tap)"), "\(text)")
        let (_, plan) = try #require(FlowCheck.load(Self.folder.appendingPathComponent("spec.yaml")))
        let mermaid = MermaidRenderer().render(ContainmentTree(plan), states: check.flows)
        #expect(
            mermaid.contains("-.->|\"tapBack(message)\"|") || mermaid.contains("-.->|tapBack(message)|"), "\(mermaid)")
        let dot = DOTRenderer().render(ContainmentTree(plan), states: check.flows)
        #expect(
            dot.split(separator: "\n").contains { $0.contains("tapTab(settings)") && $0.contains("style=dotted") },
            "\(dot)")
    }
}

/// `kinship graph` labels the push of a child whose page hides Back.
@Suite struct PerChildUserBackGraphTests {
    @Test func thePushSaysNoBack() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/user-back-per-child/checkout.yaml")
        let loaded = SpecLoader().load(url.path)
        let spec = try #require(loaded.spec)
        let dot = DOTRenderer().render(ContainmentTree(PlanLowering.lower(spec)))
        #expect(dot.contains(#"-> "Checkout/confirm" [label="push (no Back)"]"#), "\(dot)")
        #expect(dot.contains(#"-> "Checkout/address" [label="push"]"#))
    }
}
