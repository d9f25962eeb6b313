import Foundation
@testable import KinshipFlow
import KinshipPlan
import KinshipSpec
import Testing

/// Presentation slots in flow analysis: the guard that fixes already-presenting, the user's swipe
/// as an edge, and what the swipe lets no-way-back see.
@Suite struct PresentationFlowTests {
    static let folder = Golden.flow.appendingPathComponent("already-presenting")

    @Test func unlessPresentingFixesAlreadyPresenting() {
        let unguarded = FlowCheck.run("spec.yaml", in: Self.folder)
        #expect(unguarded.diagnostics.filter { $0.id == .alreadyPresenting }.count == 2)
        let guarded = FlowCheck.run("guarded.yaml", in: Self.folder)
        #expect(guarded.diagnostics.isEmpty, "\(guarded.text)")
        // Mount, compose presented, viewer presented: never both.
        #expect(guarded.flows.first?.configurationCount == 3)
    }

    @Test func theSwipeIsAnEdgeOnlyForDismissibleSheets() throws {
        let check = FlowCheck.run("guarded.yaml", in: Self.folder)
        let mail = try #require(check.flows.first)
        let edges = (0..<mail.configurationCount).flatMap { mail.edges(from: $0) }
        #expect(edges.contains { $0.transition == "swipeDown(compose)" && $0.isUserMove })
        #expect(!edges.contains { $0.transition == "swipeDown(viewer)" }, "a full-screen cover cannot be swiped")
    }

    @Test func withoutADismissTheSwipeIsTheWayBack() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kinship-swipe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = """
            kinship: 1
            screens: { Home: HomeViewController, Sheet: SheetViewController }
            containers:
              Host:
                children: { home: Home, sheet: Sheet, locked: Sheet }
                slots:
                  main: { accepts: [home], initial: home }
                  modal: { kind: presentation, accepts: [sheet] }
                  lockedModal: { kind: presentation, dismissible: false, accepts: [locked] }
                transitions:
                  open: { modal: { present: sheet, unlessPresenting: true } }
                  lock: { lockedModal: { present: locked, unlessPresenting: true } }
            root: Host
            """
        try spec.write(to: directory.appendingPathComponent("spec.yaml"), atomically: true, encoding: .utf8)
        let check = FlowCheck.run("spec.yaml", in: directory)
        let noWayBack = check.diagnostics.filter { $0.id == .noWayBack }
        // The swipe brings the sheet back to mount; the locked sheet has no way back.
        #expect(noWayBack.count == 1)
        #expect(noWayBack.first?.notes.first?.message.hasSuffix("--events lock") == true, "\(check.text)")
    }
}

/// Presents through a presenter shared by many container instances: a tab bar of presenting tabs.
@Suite struct SharedPresenterFlowTests {
    /// 400 navigation tabs, each with an unguarded sheet, all presenting through the tab bar (the
    /// window's root): each tab's present is refused while another tab presents, so each is one
    /// finding, paired with one other tab (the pairing stays linear in the tabs), and each
    /// counterexample names that tab's and its partner's events by instance path, selecting
    /// each tab before it presents (a tab off screen is not in the window hierarchy).
    @Test func everyTabOfAPresentingTabBarIsPaired() throws {
        let n = 400
        var yaml =
            "kinship: 1\nscreens: { S: SViewController, C: CViewController }\ncontainers:\n  App:\n    kind: tabs\n    children:\n"
        for i in 0..<n { yaml += "      t\(i): N\(i)\n" }
        yaml += "    slots:\n      content:\n        initial: t0\n        accepts:\n"
        for i in 0..<n { yaml += "          - t\(i)\n" }
        yaml += "    transitions:\n"
        for i in 0..<n { yaml += "      go\(i): { content: { select: t\(i) } }\n" }
        for i in 0..<n {
            yaml += "  N\(i):\n    kind: navigation\n    children: { s: S, c: C }\n"
            yaml +=
                "    slots: { content: { accepts: [s], initial: [s] }, sheet: { kind: presentation, accepts: [c] } }\n"
            yaml += "    transitions: { w: { sheet: { present: c } }, d: { sheet: { dismiss: c, from: c } } }\n"
        }
        yaml += "root: App\n"
        let loadedSpec = SpecLoader().load("/shared/spec.yaml", contents: Array(yaml.utf8))
        let spec = loadedSpec.spec, found = loadedSpec.diagnostics
        let loaded = try #require(spec)
        #expect(!found.contains { $0.severity == .error }, "\(found.prefix(3).map(\.message))")
        let paired = FlowAnalysis.pairedDiagnostics(loaded, options: FlowOptions(specPath: "spec.yaml"))
        #expect(paired.count == n)
        #expect(
            paired.first?.message.hasPrefix(
                "transition 'w' of 'App/t0': its present goes to 'App', which is already presenting 'App/t1/c'") == true
        )
        #expect(
            paired.first?.notes.first?.message
                == "reproduce with: kinship run spec.yaml --events App.go1,App/t1.w,App.go0,App/t0.w")
        #expect(
            paired.last?.notes.first?.message
                == "reproduce with: kinship run spec.yaml --events App/t0.w,App.go\(n - 1),App/t\(n - 1).w")
    }
}
