import Foundation
import KinshipUIKit
import Testing
@testable import GeneratedFolders

/// Slides by hand: specs/folders.yaml's `Outline` forwards appearance itself
/// (`forwardsAppearance: false`), so its moves use `UIView.animate` instead of
/// `transition(from:to:)`; `expand` (slideLeft) still moves the new group on from the right and
/// the covered list off to the left, inside the animations block.
@MainActor
@Suite struct OutlineSlideTests {
    @Test func expandSlidesTheNewGroupInFromTheRight() throws {
        let (loop, files, window) = TraceHarness.onScreen { FoldersAssembly.makeRoot() }
        let outline = try #require(files.controller(.outline) as? OutlineStackController)
        let groups = outline.controller(.groups)
        let slot = groups.view.frame
        #expect(slot.width > 0)
        loop.recordsFrames = true
        #expect(outline.expand())
        let group = try #require(outline.children.last)
        #expect(group !== groups)
        let moved = { (view: UIView) in loop.frames(of: view).map { "\($0.inAnimations ? "animated" : "set") \($0.frame.origin.x)" } }
        let w = slot.width
        #expect(moved(group.view) == ["set 0.0", "set \(w)", "animated 0.0"])
        #expect(moved(groups.view) == ["animated \(-w)"])
        loop.runUntilIdle()
        #expect(group.view.frame == slot)
        #expect(groups.view.superview == nil)
        _ = window
    }
}
