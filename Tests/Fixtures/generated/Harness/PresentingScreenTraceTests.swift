import KinshipUIKit
import Testing
@testable import GeneratedPresentingScreen

/// A screen that presents: the app's screen class (here the stand-in) owns the generated
/// `MapPresenter`, whose transitions present from the screen, so the presented children's
/// PATHs are the screen's, and the trace is the runtime's.
@MainActor
@Suite struct PresentingScreenTraceTests {
    typealias H = TraceHarness

    static let actions: [String: H.Action] = [
        "openSettings": H.on("App/map", RGMapViewController.self) { $0.presenter.openSettings() },
        "closeSettings": H.on("App/map", RGMapViewController.self) { $0.presenter.closeSettings() },
        "openNotes": H.on("App/map", RGMapViewController.self) { $0.presenter.openNotes() },
        "closeNotes": H.on("App/map", RGMapViewController.self) { $0.presenter.closeNotes() },
        "openInfo": H.on("App/map", RGMapViewController.self) { $0.presenter.openInfo() },
        "closeInfo": H.on("App/map", RGMapViewController.self) { $0.presenter.closeInfo() },
        "swipeDown(info)": H.swipe("App/map/info#2"),
        "notes.done": H.on("App/map/notes", NotesViewController.self) { $0.outputs.done(); return true },
        "swipeDown(settings)": H.swipe("App/map/settings"),
        "swipeDownCancelled(settings)": H.swipe("App/map/settings", cancelled: true),
    ]

    @Test func presentDismissSwipeAndOutput() throws {
        try H.expectSameTrace(spec: "Tests/Fixtures/generated/presenting-screen/presenting-screen.yaml",
                              events: "openSettings,swipeDownCancelled(settings),swipeDown(settings),openNotes,openSettings,notes.done,"
                                + "openSettings,resize(844x390),closeSettings,openNotes,closeNotes,openInfo,closeInfo,openInfo,swipeDown(info),openInfo",
                              actions: Self.actions) { PresentingScreenAssembly.makeRoot() }
    }

    @Test func thePresenterFollowsTheSwipe() throws {
        _ = H.generatedTrace(events: "openSettings", actions: Self.actions) { PresentingScreenAssembly.makeRoot() }
        let loop = UIModelRunLoop.main
        let app = try #require(loop.windows.last?.rootViewController as? App)
        let map = try #require(app.viewControllers.first as? RGMapViewController)
        loop.runUntilIdle()
        #expect(map.presenter.state.modal == .settings)
        let settings = try #require(map.presentedViewController as? SettingsNav)
        #expect(settings.presentingViewController === app, "UIKit presents from the top of the hierarchy")
        #expect(settings.presentationController?.delegate === map.presenter)
        settings.simulateSwipeDown()
        loop.runUntilIdle()
        #expect(map.presenter.state.modal == nil)
        #expect(map.presenter.openSettings(), "the sheet can be presented again")
    }
}
