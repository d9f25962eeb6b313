import KinshipUIKit
import Testing
@testable import GeneratedUserMoves

/// Every user move on generated presets, made on the model (Back, the edge swipe completed and
/// let go, tab taps, a re-tap that pops a tab to its root) traces exactly what `kinship run`
/// traces for the same events; the opt-outs are UIKit's own (`userBack: false` hides the Back
/// buttons and turns the swipe off, `untappable` is refused by `shouldSelect`), and nothing
/// under the sheet can be touched, in both.
@MainActor
@Suite struct UserMovesTraceTests {
    typealias H = TraceHarness

    static let actions: [String: H.Action] = [
        "open": H.on("App/mail", MailStack.self) { $0.open() },
        "close": H.on("App/mail", MailStack.self) { $0.close() },
        "openDetail": H.on("App/settings", SettingsStack.self) { $0.openDetail() },
        "next": H.on("App/setup", SetupStack.self) { $0.next() },
        "done": H.on("App/setup", SetupStack.self) { $0.done() },
        "showSetup": H.on("App", App.self) { $0.showSetup() },
        "showAbout": H.on("App", App.self) { $0.showAbout() },
        "closeAbout": H.on("App", App.self) { $0.closeAbout() },
        "tapBack(message)": H.back("App/mail"),
        "swipeBack(message)": H.edgeSwipe("App/mail"),
        "swipeBackCancelled(message)": H.edgeSwipe("App/mail", cancelled: true),
        "tapTab(mail)": H.tapTab("App", "mail"),
        "tapTab(settings)": H.tapTab("App", "settings"),
        // The tap happens; the delegate refuses it.
        "tapTab(setup)": H.tapTab("App", "setup"),
        "tapBack(step)": H.back("App/setup", refused: true),
        "swipeBack(step)": H.edgeSwipe("App/setup", refused: true),
        "under.tapBack(message)": H.back("App/mail", refused: true),
        "under.tapTab(settings)": H.tapTab("App", "settings", refused: true),
    ]

    static let spec = "Tests/Fixtures/generated/user-moves/user-moves.yaml"

    @Test func backSwipesAndTaps() throws {
        try H.expectSameTrace(spec: Self.spec,
                              events: "open,tapBack(message),open,swipeBackCancelled(message),swipeBack(message),open,close,"
                                  + "tapTab(settings),openDetail,tapTab(mail),tapTab(settings),tapTab(settings),tapTab(mail)",
                              actions: Self.actions) { UserMovesAssembly.makeRoot() }
    }

    @Test func optOutsAndPresentation() throws {
        // The runtime's events name no PATH for the refused moves under the sheet: the
        // harness's keys differ only to choose the refusing action.
        let generated = H.generatedTrace(events: "tapTab(setup),showSetup,next,tapBack(step),swipeBack(step),done,tapTab(mail),open,showAbout,"
                                             + "under.tapBack(message),under.tapTab(settings),closeAbout,tapBack(message)",
                                         actions: Self.actions) { UserMovesAssembly.makeRoot() }
        let expected = try H.runtimeTrace(Self.spec, events: "tapTab(setup),showSetup,next,tapBack(step),swipeBack(step),done,tapTab(mail),open,showAbout,"
                                              + "tapBack(message),tapTab(settings),closeAbout,tapBack(message)")
        #expect(generated.lines == expected)
        #expect(generated.diagnostics.isEmpty)
        #expect(expected.contains("App/mail/message.didMove(toParent: nil)"))
    }
}
