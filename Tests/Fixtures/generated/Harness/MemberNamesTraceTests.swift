import KinshipUIKit
import Testing
@testable import GeneratedMemberNames

/// Transitions named like UIKit's own methods and properties (`loadView`, `viewDidLoad`, `show`,
/// `title`, `view`) and like the generated `state`, children named like the `Child` enum's
/// members (Tests/Fixtures/generated/member-names): the code compiles, each answer runs the
/// transition (its label written, so `loadView()` stays UIKit's), and the trace is `run`'s.
@MainActor
@Suite struct MemberNamesTraceTests {
    typealias H = TraceHarness
    static let spec = "Tests/Fixtures/generated/member-names/member-names.yaml"

    static func card(_ path: String, _ raise: @escaping (CardViewController) -> Void) -> H.Action {
        H.on(path, CardViewController.self) { raise($0); return true }
    }
    static func note(_ path: String) -> H.Action {
        H.on(path, NoteViewController.self) { $0.outputs.tap(); return true }
    }

    static let actions: [String: H.Action] = [
        "title.tap": card("Deck/title") { $0.outputs.tap() },
        "title.hold": card("Deck/title") { $0.outputs.hold() },
        "child.tap": card("Deck/child") { $0.outputs.tap() },
        "child.hold": card("Deck/child") { $0.outputs.hold() },
        "rawValue.tap": note("Deck/rawValue"),
        "allCases.tap": note("Deck/allCases"),
        "loadView": H.on("Deck", DeckController.self) { $0.loadView(animated: true) },
        "viewDidLoad": H.on("Deck", DeckController.self) { $0.viewDidLoad(animated: true) },
    ]

    @Test func answersRunTheTransitionsNotUIKitsMethods() throws {
        try H.expectSameTrace(
            spec: Self.spec, events: "title.tap,rawValue.tap,title.hold,child.hold,loadView,viewDidLoad,title.hold,child.tap",
            actions: Self.actions) { MemberNamesAssembly.makeRoot() }
    }

    /// `viewDidLoad` as an answer once mounted the children a second time (UIKit's
    /// `viewDidLoad()` was called); now the deck mounts `title` once and the answer shows `title`.
    @Test func viewDidLoadAnswerMountsNothingAgain() {
        let (loop, deck, window) = H.onScreen { MemberNamesAssembly.makeRoot() }
        _ = window
        #expect(deck.loadView(animated: false))
        loop.runUntilIdle()
        #expect(deck.state.view == .rawValue)
        (deck.controller(.rawValue) as? NoteViewController)?.outputs.tap()
        loop.runUntilIdle()
        #expect(deck.state.view == .title)
        #expect(deck.children.count == 1)
        #expect(loop.trace.lines.filter { $0 == "Deck/title.didMove(toParent: Deck)" }.count == 2)
        #expect(loop.trace.diagnostics.isEmpty)
    }
}
