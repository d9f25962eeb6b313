import Foundation
@testable import KinshipFlow
import KinshipPlan
import Testing

/// Presentation slots in flow analysis: the guard that fixes already-presenting, the user's swipe
/// as an edge, and what the swipe lets no-way-back see.
@Suite struct PresentationFlowTests {
    static let folder = Golden.flow.appendingPathComponent("already-presenting")

    @Test func unlessPresentingFixesAlreadyPresenting() {
        let unguarded = FlowCheck.run("spec.yaml", in: Self.folder)
        #expect(unguarded.diagnostics.filter { $0.id == "already-presenting" }.count == 2)
        let guarded = FlowCheck.run("guarded.yaml", in: Self.folder)
        #expect(guarded.diagnostics.isEmpty, "\(guarded.text)")
        let mail = try? #require(guarded.flows.first)
        // Mount, compose presented, viewer presented: never both.
        #expect(mail?.configurationCount == 3)
    }

    @Test func theSwipeIsAnEdgeOnlyForDismissibleSheets() throws {
        let check = FlowCheck.run("guarded.yaml", in: Self.folder)
        let mail = try #require(check.flows.first)
        let edges = (0..<mail.configurationCount).flatMap { mail.edges(from: $0) }
        #expect(edges.contains { $0.transition == "swipeDown(compose)" && $0.isUserSwipe })
        #expect(!edges.contains { $0.transition == "swipeDown(viewer)" }, "a full-screen cover cannot be swiped")
    }

    @Test func withoutADismissTheSwipeIsTheWayBack() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kinship-swipe-\(UUID().uuidString)")
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
        let noWayBack = check.diagnostics.filter { $0.id == "no-way-back" }
        // The swipe brings the sheet back to mount; the locked sheet has no way back.
        #expect(noWayBack.count == 1)
        #expect(noWayBack.first?.notes.first?.message.hasSuffix("--events lock") == true, "\(check.text)")
    }
}
