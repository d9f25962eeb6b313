import Foundation
@testable import KinshipRuntime
import KinshipSpec
import KinshipTestSupport
import Testing

/// The app's trip to the background tells the scene delegate and no controller; hiding the window
/// is the event that makes the tree disappear (grammar.md, The app's background).
@MainActor
@Suite struct AppBackgroundTests {
    let app: Spec

    init() throws {
        app = try RuntimeHarness.spec(Golden.specs.appendingPathComponent("app.yaml").path)
    }

    /// The lines `events` adds after launch.
    func lines(after events: String) throws -> [String] {
        let launched = try RuntimeHarness.run(app, "").traceLines.count
        return Array(try RuntimeHarness.run(app, events).traceLines.dropFirst(launched))
    }

    @Test func backgroundAndForegroundSendNoAppearanceCallback() throws {
        #expect(
            try lines(after: "background,foreground") == [
                "scene.sceneWillResignActive", "scene.sceneDidEnterBackground",
                "scene.sceneWillEnterForeground", "scene.sceneDidBecomeActive",
            ])
    }

    @Test func aSecondTripInTheSameDirectionChangesNothing() throws {
        #expect(
            try lines(after: "foreground,background,background,foreground,foreground") == [
                "scene.sceneWillResignActive", "scene.sceneDidEnterBackground",
                "scene.sceneWillEnterForeground", "scene.sceneDidBecomeActive",
            ])
    }

    @Test func codeRunsInTheBackgroundAsItWouldInTheForeground() throws {
        // A push the app makes while in the background (a notification's handler) is a push:
        // the controllers are still in the window, so they hear it as they would otherwise.
        let inBackground = try lines(after: "background,openDetail,foreground")
        let inForeground = try lines(after: "openDetail")
        #expect(inBackground.filter { !$0.hasPrefix("scene.") } == inForeground)
        #expect(
            inBackground.first == "scene.sceneWillResignActive" && inBackground.last == "scene.sceneDidBecomeActive")
    }

    @Test func hidingTheWindowMakesTheVisibleTreeDisappearAndShowingItReappear() throws {
        #expect(
            try lines(after: "hideWindow,showWindow") == [
                "App.viewWillDisappear(animated: false)",
                "App/feed.viewWillDisappear(animated: false)",
                "App/feed/list.viewWillDisappear(animated: false)",
                "App.viewDidDisappear(animated: false)",
                "App/feed.viewDidDisappear(animated: false)",
                "App/feed/list.viewDidDisappear(animated: false)",
                "App.viewWillAppear(animated: false)",
                "App/feed.viewWillAppear(animated: false)",
                "App/feed/list.viewWillAppear(animated: false)",
                "App.viewDidAppear(animated: false)",
                "App/feed.viewDidAppear(animated: false)",
                "App/feed/list.viewDidAppear(animated: false)",
            ])
    }
}
