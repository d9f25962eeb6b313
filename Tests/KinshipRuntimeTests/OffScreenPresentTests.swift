import Foundation
@testable import KinshipRuntime
import KinshipSpec
import KinshipTestSupport
import Testing

/// grammar.md, When a controller may present: UIKit refuses a present only when the presenter it
/// picks is out of the window; a covered controller's present goes to the window's root.
@MainActor
@Suite struct OffScreenPresentTests {
    static let folder = Golden.fixtures.appendingPathComponent("difftest")

    func run(_ name: String, _ events: String) throws -> Runtime {
        let spec = try RuntimeHarness.spec(Self.folder.appendingPathComponent(name).path)
        return try RuntimeHarness.run(spec, events)
    }

    @Test func aTabNotSelectedPresentsFromTheTabBar() throws {
        let runtime = try run("present-off-screen-tab.yaml", "Tabs/search.found(x),Tabs/sheet/info.done")
        #expect(runtime.diagnostics.filter { $0.id == .notInWindowHierarchy }.isEmpty, "\(runtime.diagnostics)")
        #expect(runtime.traceLines.contains("Tabs/sheet/info.viewDidAppear(animated: false)"))
        // The presented controller is on screen, so its output is heard and dismisses it.
        #expect(runtime.traceLines.contains("Tabs/sheet/info.viewDidDisappear(animated: false)"))
    }

    @Test func aFullScreenCoverFromATabNotSelectedCoversTheTabBar() throws {
        let lines = try run("present-off-screen-tab.yaml", "Tabs/search.near(y)").traceLines
        let cover = try #require(lines.firstIndex(of: "Tabs/cover/info.viewWillAppear(animated: false)"))
        #expect(lines[..<cover].contains("Tabs.viewWillDisappear(animated: false)"))
    }

    @Test func aFullScreenCoverTakesThePresentersViewOutUntilItIsDismissed() throws {
        // UIModalPresentationStyle.fullScreen: the presenter's views are removed after the
        // presentation completes, and put back in place for the dismissal.
        let covered = try run("present-off-screen-tab.yaml", "Tabs/search.near(y)")
        let root = try #require(covered.rootViewController)
        #expect(root.viewIfLoaded?.window == nil)
        let dismissed = try run("present-off-screen-tab.yaml", "Tabs/search.near(y),Tabs/cover/info.done")
        let window = try #require(dismissed.rootViewController?.viewIfLoaded?.window)
        #expect(window.subviews.count == 1 && window.subviews.first === dismissed.rootViewController?.view)
        // A page sheet leaves them where they are.
        let sheet = try run("present-off-screen-tab.yaml", "Tabs/search.found(x)")
        #expect(sheet.rootViewController?.viewIfLoaded?.window != nil)
    }

    @Test func aControllerNotInTheTreeYetOrPoppedIsRefused() throws {
        let runtime = try run("present-off-screen-detached.yaml", "Nav/list.picked(a),Nav.close,Nav/list.again(b)")
        let refused = runtime.diagnostics.filter { $0.id == .notInWindowHierarchy }.map(\.path)
        #expect(refused == ["detail", "Nav/detail"])
        #expect(!runtime.traceLines.contains { $0.contains("/info.viewWillAppear") })
    }
}
