import Foundation
import KinshipUIKit
import Testing

/// The columns of a column-style split (grammar.md, "Split view controllers"): the wrappers it
/// makes, three columns collapsed onto the primary's stack, the `.compact` column, and the
/// user's Back and edge swipe while collapsed.
@MainActor
struct SplitColumnTests {
    final class Delegate: UISplitViewControllerDelegate {
        var top = UISplitViewController.Column.primary
        var shown: [UISplitViewController.Column] = []
        func splitViewController(
            _ svc: UISplitViewController,
            topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
        ) -> UISplitViewController.Column {
            top
        }
        func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
            shown.append(column)
        }
    }

    func makeTriple(_ delegate: Delegate) -> UISplitViewController {
        let split = UISplitViewController(style: .tripleColumn)
        split.restorationIdentifier = "Mail"
        split.delegate = delegate
        split.setViewController(screen("boxes"), for: .primary)
        split.setViewController(screen("messages"), for: .supplementary)
        split.setViewController(screen("message"), for: .secondary)
        return split
    }

    /// A navigation controller the app sets is the column itself; anything else is wrapped.
    @Test func columnsAreWrappedUnlessNavigationControllers() {
        _ = UIModelRunLoop.reset()
        let split = UISplitViewController(style: .doubleColumn)
        split.restorationIdentifier = "Split"
        let own = UINavigationController()
        own.restorationIdentifier = "nav"
        own.viewControllers = [screen("list")]
        split.setViewController(own, for: .primary)
        split.setViewController(screen("detail"), for: .secondary)
        _ = launch(split, size: CGSize(width: 1024, height: 768))
        #expect(split.children.count == 2 && split.children.first === own)
        #expect(split.viewController(for: .secondary)?.tracePathDescription == "Split/[secondary]/detail")
        #expect(split.viewController(for: .secondary)?.specPathDescription == "Split/detail")
        #expect(own.viewControllers.first?.tracePathDescription == "Split/nav/list")
        #expect(diagnostics.isEmpty)
    }

    /// Expanded, three columns side by side; collapsed with the secondary on top, the
    /// supplementary's and the secondary's wrappers are pushed onto the primary's, and Back
    /// pops one column at a time.
    @Test func threeColumnsCollapseOntoThePrimary() {
        let loop = UIModelRunLoop.reset()
        let delegate = Delegate()
        delegate.top = .secondary
        let split = makeTriple(delegate)
        let window = launch(split, size: CGSize(width: 1024, height: 768))
        let boxes = split.viewController(for: .primary), messages = split.viewController(for: .supplementary)
        let message = split.viewController(for: .secondary)
        #expect(boxes?.view.frame.width == 256 && messages?.view.frame.width == 307 && message?.view.frame.width == 461)
        #expect(split.viewControllers.count == 3)
        window.resize(to: CGSize(width: 390, height: 844))
        loop.runUntilIdle()
        #expect(split.isCollapsed && message?.view.window === window && boxes?.view.window == nil)
        #expect(
            message?.tracePathDescription == "Mail/[primary]/[secondary]/message",
            "pushed side by side on the primary stack")
        #expect(split.viewControllers.map(\.restorationIdentifier) == ["boxes"])
        #expect(split.simulateBackTap())
        loop.runUntilIdle()
        #expect(messages?.view.window === window && message?.viewIfLoaded?.window == nil)
        #expect(delegate.shown == [.supplementary])
        #expect(split.simulateEdgeSwipe())
        loop.runUntilIdle()
        #expect(boxes?.view.window === window && delegate.shown == [.supplementary, .primary])
        #expect(!split.userCanGoBack && !split.simulateBackTap(), "nothing above the primary")
        // show(.secondary) pushes both columns again; expanding puts all three back side by side.
        split.show(.secondary)
        loop.runUntilIdle()
        #expect(message?.view.window === window)
        window.resize(to: CGSize(width: 1024, height: 768))
        loop.runUntilIdle()
        #expect(!split.isCollapsed && [boxes, messages, message].allSatisfy { $0?.view.window === window })
        #expect(split.children.count == 3 && diagnostics.isEmpty)
    }

    /// A cancelled edge swipe leaves the secondary on top and tells the split's delegate nothing.
    @Test func aCancelledSwipeKeepsTheSecondary() {
        let loop = UIModelRunLoop.reset()
        let delegate = Delegate()
        let split = UISplitViewController(style: .doubleColumn)
        split.restorationIdentifier = "Split"
        split.delegate = delegate
        split.setViewController(screen("list"), for: .primary)
        split.setViewController(screen("detail"), for: .secondary)
        let window = launch(split)
        split.show(.secondary)
        loop.runUntilIdle()
        delegate.shown.removeAll()
        let mark = traceCount
        #expect(split.simulateEdgeSwipe(cancelled: true))
        loop.runUntilIdle()
        #expect(
            lines(since: mark) == [
                "Split/[primary]/[secondary].viewWillDisappear(animated: true)",
                "Split/[primary]/[secondary]/detail.viewWillDisappear(animated: true)",
                "Split/[primary]/list.viewWillAppear(animated: true)",
                "Split/[primary]/list.viewWillDisappear(animated: true)",
                "Split/[primary]/list.viewDidDisappear(animated: true)",
                "Split/[primary]/[secondary].viewWillAppear(animated: true)",
                "Split/[primary]/[secondary]/detail.viewWillAppear(animated: true)",
                "Split/[primary]/[secondary].viewDidAppear(animated: true)",
                "Split/[primary]/[secondary]/detail.viewDidAppear(animated: true)",
            ])
        #expect(delegate.shown.isEmpty && split.viewController(for: .secondary)?.view.window === window)
        #expect(split.userCanGoBack && diagnostics.isEmpty)
    }

    /// The `.compact` column is shown alone while collapsed (Apple: "that view controller is
    /// shown when isCollapsed is true") and is not wrapped; expanded, the other columns show.
    @Test func theCompactColumnShowsWhileCollapsed() {
        let loop = UIModelRunLoop.reset()
        let delegate = Delegate()
        let split = UISplitViewController(style: .doubleColumn)
        split.restorationIdentifier = "Split"
        split.delegate = delegate
        split.setViewController(screen("list"), for: .primary)
        split.setViewController(screen("detail"), for: .secondary)
        let phone = screen("phone")
        split.setViewController(phone, for: .compact)
        let window = launch(split)
        #expect(split.isCollapsed && phone.view.window === window && phone.tracePathDescription == "Split/phone")
        #expect(split.viewControllers.first === phone)
        #expect(split.viewController(for: .primary)?.isViewLoaded == false)
        split.show(.secondary)
        loop.runUntilIdle()
        #expect(phone.view.window === window && !split.userCanGoBack, "the compact column shows alone")
        let mark = traceCount
        window.resize(to: CGSize(width: 1024, height: 768))
        loop.runUntilIdle()
        #expect(phone.viewIfLoaded?.window == nil && split.viewController(for: .secondary)?.view.window === window)
        #expect(lines(since: mark).contains("Split/phone.viewDidDisappear(animated: false)"))
        window.resize(to: CGSize(width: 390, height: 844))
        loop.runUntilIdle()
        #expect(phone.view.window === window && split.viewController(for: .primary)?.view.window == nil)
        #expect(diagnostics.isEmpty)
    }
}
