import Foundation
import KinshipUIKit
import Testing

/// Trace spelling, PATHs, diagnostics formatting and object lifetimes.
@MainActor
@Suite struct TraceFormatTests {
    @Test func sizesPrintAsIntegersWhenWholeElseUpToTwoDecimals() {
        #expect(UITraceFormat.size(CGSize(width: 844, height: 195)) == "844x195")
        #expect(UITraceFormat.size(CGSize(width: 195.5, height: 40.333)) == "195.5x40.33")
        #expect(UITraceFormat.size(CGSize(width: 0.004, height: 10.999)) == "0x11")
    }

    @Test func pathsFollowRenamesAndNesting() {
        UIModelRunLoop.reset()
        let app = SlotContainer("App")
        let feed = SlotContainer("feed")
        app.addChild(feed)
        let cell = screen("cell")
        feed.addChild(cell)
        feed.restorationIdentifier = "timeline"
        cell.willMove(toParent: nil)
        #expect(
            lines(since: 0) == [
                "App/feed.willMove(toParent: App)",
                "App/feed/cell.willMove(toParent: App/feed)",
                "App/timeline/cell.willMove(toParent: nil)",
            ])
        #expect(cell.tracePathDescription == "App/timeline/cell")
    }

    @Test func diagnosticsFormatLikeTheCLI() {
        let diagnostic = UIModelDiagnostic(
            id: .unbalancedAppearance, path: "Tunnel/startMap",
            message: "Unbalanced calls to begin/end appearance transitions for Tunnel/startMap", traceLine: 3)
        #expect(diagnostic.severity == .warning)
        #expect(
            diagnostic.description == "warning: [unbalanced-appearance] Tunnel/startMap: Unbalanced calls to "
                + "begin/end appearance transitions for Tunnel/startMap (at trace line 3)")
        #expect(UIModelDiagnostic.ID.legacyContainment.severity == .error)
    }

    @Test func resetGivesAFreshClockAndTrace() {
        let first = UIModelRunLoop.reset()
        _ = screen("a").view
        UIView.animate(withDuration: 1, animations: {})
        first.runUntilIdle()
        let second = UIModelRunLoop.reset()
        #expect(second !== first)
        #expect(second.now == 0)
        #expect(second.trace.count == 0)
        #expect(UITrace.current === second.trace)
    }

    @Test func droppingAParentLeavesChildrenAndViewsSafe() {
        UIModelRunLoop.reset()
        let child = screen("child")
        let childView: UIView
        do {
            let parent = SlotContainer("P")
            parent.embed(child, frame: top)
            childView = child.view
        }
        #expect(child.parent == nil)
        #expect(childView.superview == nil)
        var orphan: UIView? = UIView()
        weak let weakOrphan = orphan
        do {
            let owner = screen("owner")
            owner.view = orphan
        }
        orphan = nil
        #expect(weakOrphan == nil)
    }
}
