import Foundation
import KinshipUIKit
import Testing
@testable import GeneratedOverlay

/// An overlay whose front slot is usually empty (Tests/Fixtures/generated/overlay/overlay.yaml):
/// the generated code traces what the runtime traces, and its slot views let a touch on an
/// empty slot through to the views below, as hit testing works in UIKit.
@MainActor
@Suite struct OverlayTraceTests {
    typealias H = TraceHarness

    static let actions: [String: H.Action] = [
        "showControls": H.on("Player", PlayerViewController.self) { $0.showControls() },
        "hideControls": H.on("Player", PlayerViewController.self) { $0.hideControls() },
    ]

    @Test func showAndHideTheControls() throws {
        try H.expectSameTrace(spec: "Tests/Fixtures/generated/overlay/overlay.yaml",
                              events: "showControls,hideControls,showControls,resize(844x390),hideControls,background,foreground",
                              actions: Self.actions) { OverlayAssembly.makeRoot() }
    }

    @Test func anEmptyOverlaySlotDoesNotInterceptHits() throws {
        let (loop, player, window) = H.onScreen { OverlayAssembly.makeRoot() }
        let video = player.controller(.video), controls = player.controller(.controls)
        let point = CGPoint(x: 195, y: 700)
        // The empty `chrome` slot view covers the video, in front of it; the hit goes through it.
        #expect(player.state.chrome == nil)
        #expect(window.hitTest(point, with: nil) === video.view)
        // A plain view there would have taken it: the model hit-tests as UIKit does.
        let plain = UIView(frame: player.view.bounds)
        player.view.addSubview(plain)
        #expect(window.hitTest(point, with: nil) === plain)
        plain.removeFromSuperview()
        // Controls shown: the hit lands on their view; hidden again, on the video's.
        #expect(player.showControls())
        loop.runUntilIdle()
        #expect(window.hitTest(point, with: nil) === controls.view)
        controls.view.isUserInteractionEnabled = false
        #expect(window.hitTest(point, with: nil) === video.view, "a view taking no interaction passes the touch on")
        controls.view.isUserInteractionEnabled = true
        #expect(player.hideControls())
        loop.runUntilIdle()
        #expect(window.hitTest(point, with: nil) === video.view)
        // With no child view under the point, the container's own view takes the touch.
        video.view.isHidden = true
        #expect(window.hitTest(point, with: nil) === player.view)
        // Outside the window: nothing.
        #expect(window.hitTest(CGPoint(x: 500, y: 10), with: nil) == nil)
    }
}
