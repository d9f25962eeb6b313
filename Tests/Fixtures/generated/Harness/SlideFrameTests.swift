import Foundation
import KinshipUIKit
import Testing
@testable import GeneratedVerticalNavigation

/// Slides that slide: specs/vertical-navigation.yaml's `open` (slideUp, 0.3 s) and `back`
/// (slideDown) run on the model, whose animations blocks run as UIKit documents them (at once,
/// the values they set being the views' final ones), and the frames each view was given are
/// read back: before the transition, inside its animations block, and after it ends.
@MainActor
@Suite struct SlideFrameTests {
    /// The generated container on screen at 390x844, its mount done.
    private func mounted() -> (UIModelRunLoop, VerticalNavigationController, UIWindow) {
        TraceHarness.onScreen { VerticalNavigationAssembly.makeRoot() }
    }

    private func changes(_ loop: UIModelRunLoop, _ view: UIView) -> [String] {
        loop.frames(of: view).map { "\($0.inAnimations ? "animated" : "set") \($0.frame.origin.x),\($0.frame.origin.y) \($0.frame.width)x\($0.frame.height)" }
    }

    @Test func openSlidesTheDetailUpOverTheList() {
        let (loop, stack, window) = mounted()
        let list = stack.controller(.list), detail = stack.controller(.detail)
        let slot = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(list.view.frame == slot)
        loop.recordsFrames = true
        #expect(stack.open())
        // Before the transition: on the slot (the plan's frame step), then below it; inside the
        // animations block: onto the slot, while the list leaves through the top.
        #expect(changes(loop, detail.view) == ["set 0.0,0.0 390.0x844.0", "set 0.0,844.0 390.0x844.0", "animated 0.0,0.0 390.0x844.0"])
        #expect(changes(loop, list.view) == ["animated 0.0,-844.0 390.0x844.0"])
        // Both views are in the slot while the slide runs.
        #expect(detail.view.superview != nil && detail.view.superview === list.view.superview)
        loop.runUntilIdle()
        // After: the detail fills the slot; the list's view has left the hierarchy.
        #expect(detail.view.frame == slot)
        #expect(list.view.superview == nil)
        #expect(stack.state.content == [.list, .detail])
        _ = window
    }

    @Test func backSlidesTheDetailDownAndTheListBackOn() {
        let (loop, stack, window) = mounted()
        #expect(stack.open())
        loop.runUntilIdle()
        let list = stack.controller(.list), detail = stack.controller(.detail)
        loop.recordsFrames = true
        #expect(stack.back())
        // The list comes back from above (it was left above the slot by `open`).
        #expect(changes(loop, list.view) == ["set 0.0,0.0 390.0x844.0", "set 0.0,-844.0 390.0x844.0", "animated 0.0,0.0 390.0x844.0"])
        #expect(changes(loop, detail.view) == ["animated 0.0,844.0 390.0x844.0"])
        loop.runUntilIdle()
        #expect(list.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(detail.view.superview == nil)
        _ = window
    }

    @Test func withoutAnimationTheFramesEndTheSame() {
        let (loop, stack, window) = mounted()
        loop.recordsFrames = true
        #expect(stack.open(animated: false))
        loop.runUntilIdle()
        #expect(stack.controller(.detail).view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        _ = window
    }
}
