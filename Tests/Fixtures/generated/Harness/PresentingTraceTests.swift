import KinshipUIKit
import Testing
@testable import GeneratedPresenting

/// Custom containers that present: the generated container is its sheet's presentation delegate,
/// so its stored state follows the user's swipe; a currentContext cover defines its context.
@MainActor
@Suite struct PresentingTraceTests {
    typealias H = TraceHarness

    static let actions: [String: H.Action] = [
        "openSettings": H.on("Reader", Reader.self) { $0.openSettings() },
        "closeSettings": H.on("Reader", Reader.self) { $0.closeSettings() },
        "showPhoto": H.on("Reader/settings", SettingsFlow.self) { $0.showPhoto() },
        "hidePhoto": H.on("Reader/settings", SettingsFlow.self) { $0.hidePhoto() },
        "swipeDown(settings)": H.swipe("Reader/settings"),
        "swipeDownCancelled(settings)": H.swipe("Reader/settings", cancelled: true),
    ]

    @Test func presentDismissAndSwipe() throws {
        try H.expectSameTrace(spec: "Tests/Fixtures/generated/presenting/presenting.yaml",
                              events: "openSettings,swipeDown(settings),openSettings,showPhoto,hidePhoto,swipeDownCancelled(settings),resize(844x390),showPhoto,closeSettings,openSettings,closeSettings",
                              actions: Self.actions) { PresentingAssembly.makeRoot() }
    }

    @Test func theDelegateEmptiesTheSlot() throws {
        _ = H.generatedTrace(events: "openSettings", actions: Self.actions) { PresentingAssembly.makeRoot() }
        let loop = UIModelRunLoop.main
        let reader = try #require(loop.windows.last?.rootViewController as? Reader)
        loop.runUntilIdle()
        #expect(reader.state.sheet == .settings)
        let settings = try #require(reader.presentedViewController as? SettingsFlow)
        #expect(settings.presentationController?.delegate === reader)
        #expect(settings.definesPresentationContext)
        settings.simulateSwipeDown()
        loop.runUntilIdle()
        #expect(reader.state.sheet == nil)
        #expect(reader.openSettings(), "the sheet can be presented again")
    }

    /// A present UIKit refuses (the window is hidden: nothing is on screen) presents nothing: the
    /// method returns false and the slot stays empty, as `kinship run` counts the transition
    /// refused (it returned true). Shown again, the same call presents.
    @Test func aPresentUIKitRefusesReturnsFalse() throws {
        _ = H.generatedTrace(events: "hideWindow", actions: Self.actions) { PresentingAssembly.makeRoot() }
        let loop = UIModelRunLoop.main
        let window = try #require(loop.windows.last)
        let reader = try #require(window.rootViewController as? Reader)
        #expect(window.isHidden)
        #expect(!reader.openSettings(animated: false))
        #expect(reader.state.sheet == nil)
        #expect(reader.presentedViewController == nil)
        window.isHidden = false
        #expect(reader.openSettings(animated: false))
        loop.runUntilIdle()
        #expect(reader.state.sheet == .settings)
    }
}
