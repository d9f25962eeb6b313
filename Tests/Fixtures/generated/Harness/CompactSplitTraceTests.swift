import Foundation
import KinshipUIKit
import Testing
@testable import GeneratedCompactSplit

/// A split view at compact and regular width (Tests/Fixtures/generated/compact-split/compact-split.yaml): the
/// generated code traces what the runtime traces, and on a phone a move into the secondary
/// column shows it (`show(.secondary)` pushes it over the list), as it must on a device.
@MainActor
@Suite struct CompactSplitTraceTests {
    typealias H = TraceHarness

    static let actions: [String: H.Action] = [
        "read": H.on("Reader", Reader.self) { $0.read() },
        "close": H.on("Reader", Reader.self) { $0.close() },
        "back": H.on("Reader", Reader.self) { $0.back() },
        "tapBack(message)": H.back("Reader"), "swipeBack(message)": H.edgeSwipe("Reader"),
        "swipeBackCancelled(message)": H.edgeSwipe("Reader", cancelled: true),
        "list.picked": H.on("Reader/list", MailboxesViewController.self) { $0.outputs.picked(); return true },
    ]

    static let ipad = CGSize(width: 1024, height: 768)

    @Test func compactWidth() throws {
        try H.expectSameTrace(spec: "Tests/Fixtures/generated/compact-split/compact-split.yaml",
                              events: "read,back,list.picked,close,back,background,foreground",
                              actions: Self.actions) { CompactSplitAssembly.makeRoot() }
    }

    @Test func regularWidth() throws {
        try H.expectSameTrace(spec: "Tests/Fixtures/generated/compact-split/compact-split.yaml", size: Self.ipad,
                              events: "read,close,list.picked,back",
                              actions: Self.actions) { CompactSplitAssembly.makeRoot() }
    }

    @Test func resizingAcrossTheThreshold() throws {
        try H.expectSameTrace(spec: "Tests/Fixtures/generated/compact-split/compact-split.yaml",
                              events: "resize(1024x768),read,resize(390x844),back,resize(1024x768),resize(390x844)",
                              actions: Self.actions) { CompactSplitAssembly.makeRoot() }
    }

    /// The user's Back in the collapsed navigation bar: as the app's own `back`, and remembered
    /// across an expand and a collapse.
    @Test func usersBackWhileCollapsed() throws {
        try H.expectSameTrace(spec: "Tests/Fixtures/generated/compact-split/compact-split.yaml",
                              events: "read,tapBack(message),read,swipeBack(message),resize(1024x768),resize(390x844),list.picked,resize(1024x768),resize(390x844)",
                              actions: Self.actions) { CompactSplitAssembly.makeRoot() }
    }

    /// The edge swipe in the collapsed split, let go and then completed: the primary's navigation
    /// controller's own swipe (the message's column stays on top, then is popped).
    @Test func edgeSwipeWhileCollapsed() throws {
        try H.expectSameTrace(spec: "Tests/Fixtures/generated/compact-split/compact-split.yaml",
                              events: "read,swipeBackCancelled(message),swipeBack(message),list.picked,tapBack(message)",
                              actions: Self.actions) { CompactSplitAssembly.makeRoot() }
    }

    /// What a user sees on an iPhone: the list at launch, the message after `read`, the list
    /// again after `back`; the column a move showed survives a collapse.
    @Test func aCompactSplitShowsTheSecondary() throws {
        let (loop, reader, window) = H.onScreen { CompactSplitAssembly.makeRoot() }
        let list = reader.controller(.list), message = reader.controller(.message)
        #expect(reader.isCollapsed)
        #expect(list.view.window === window)
        #expect(reader.controller(.empty).viewIfLoaded?.window == nil, "the placeholder column is not shown")
        #expect(reader.read())
        loop.runUntilIdle()
        #expect(reader.state.secondary == .message)
        #expect(message.view.window === window && message.view.frame == window.bounds)
        #expect(list.view.window == nil)
        #expect(reader.back())
        loop.runUntilIdle()
        #expect(list.view.window === window && message.viewIfLoaded?.window == nil)
        // Regular width: both columns; back to compact after reading, the message stays on top.
        window.resize(to: Self.ipad)
        loop.runUntilIdle()
        #expect(!reader.isCollapsed && list.view.window === window && message.view.window === window)
        #expect(reader.read())
        window.resize(to: CGSize(width: 390, height: 844))
        loop.runUntilIdle()
        #expect(reader.isCollapsed && message.view.window === window && list.view.window == nil)
    }
}
