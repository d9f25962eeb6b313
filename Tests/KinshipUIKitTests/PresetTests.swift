import Foundation
import KinshipUIKit
import Testing

/// Rules 8 and 9 (navigation and tabs presets) and the split preset.
@MainActor
@Suite struct PresetTests {
    private func navigation(_ root: UIViewController) -> UINavigationController {
        let nav = UINavigationController()
        nav.restorationIdentifier = "Mail"
        nav.viewControllers = [root]
        return nav
    }

    @Test func rule8NavigationPushAndPopAnimated() {
        let loop = UIModelRunLoop.reset()
        let inbox = screen("inbox")
        let nav = navigation(inbox)
        launch(nav)
        #expect(
            lines(since: 0) == [
                "Mail/inbox.willMove(toParent: Mail)",
                "Mail/inbox.didMove(toParent: Mail)",
                "Mail.viewDidLoad",
                "Mail.viewWillAppear(animated: false)",
                "Mail/inbox.viewDidLoad",
                "Mail/inbox.viewWillAppear(animated: false)",
                "Mail.viewDidAppear(animated: false)",
                "Mail/inbox.viewDidAppear(animated: false)",
            ])
        let message = screen("message")
        var mark = traceCount
        nav.pushViewController(message, animated: true)
        #expect(loop.hasAnimationInFlight(nav))
        loop.runUntilIdle(of: nav)
        #expect(
            lines(since: mark) == [
                "Mail/message.willMove(toParent: Mail)",
                "Mail/message.viewDidLoad",
                "Mail/inbox.viewWillDisappear(animated: true)",
                "Mail/message.viewWillAppear(animated: true)",
                "Mail/inbox.viewDidDisappear(animated: true)",
                "Mail/message.viewDidAppear(animated: true)",
                "Mail/message.didMove(toParent: Mail)",
            ])
        #expect(loop.now == UINavigationController.transitionDuration)
        #expect(nav.topViewController === message)
        #expect(inbox.parent === nav)

        mark = traceCount
        let popped = nav.popViewController(animated: true)
        loop.runUntilIdle()
        #expect(popped === message)
        #expect(
            lines(since: mark) == [
                "Mail/message.willMove(toParent: nil)",
                "Mail/message.viewWillDisappear(animated: true)",
                "Mail/inbox.viewWillAppear(animated: true)",
                "Mail/message.viewDidDisappear(animated: true)",
                "Mail/inbox.viewDidAppear(animated: true)",
                "Mail/message.didMove(toParent: nil)",
            ])
        #expect(nav.children.count == 1)
        #expect(diagnostics.isEmpty)
    }

    @Test func rule8NonAnimatedPushDeliversDidCallbacksAtTheEndOfTheTurn() {
        let loop = UIModelRunLoop.reset()
        let nav = navigation(screen("inbox"))
        launch(nav)
        let mark = traceCount
        nav.pushViewController(screen("message"), animated: false)
        #expect(traceCount == mark + 4)
        loop.endTurn()
        #expect(
            lines(since: mark + 4) == [
                "Mail/inbox.viewDidDisappear(animated: false)",
                "Mail/message.viewDidAppear(animated: false)",
                "Mail/message.didMove(toParent: Mail)",
            ])
        #expect(loop.now == 0)
    }

    @Test func popToRootRemovesEveryEntryTopFirst() {
        let loop = UIModelRunLoop.reset()
        let nav = navigation(screen("a"))
        launch(nav)
        nav.pushViewController(screen("b"), animated: false)
        nav.pushViewController(screen("c"), animated: false)
        loop.runUntilIdle()
        let mark = traceCount
        let popped = nav.popToRootViewController(animated: true)
        loop.runUntilIdle()
        #expect(popped?.map(\.restorationIdentifier) == ["b", "c"])
        #expect(
            lines(since: mark) == [
                "Mail/c.willMove(toParent: nil)",
                "Mail/b.willMove(toParent: nil)",
                "Mail/c.viewWillDisappear(animated: true)",
                "Mail/a.viewWillAppear(animated: true)",
                "Mail/c.viewDidDisappear(animated: true)",
                "Mail/a.viewDidAppear(animated: true)",
                "Mail/c.didMove(toParent: nil)",
                "Mail/b.didMove(toParent: nil)",
            ])
        #expect(diagnostics.isEmpty)
    }

    @Test func pushingAnEntryTwiceIsRefused() {
        UIModelRunLoop.reset()
        let inbox = screen("inbox")
        let nav = navigation(inbox)
        let mark = traceCount
        nav.pushViewController(inbox, animated: false)
        #expect(traceCount == mark)
        #expect(diagnostics.map(\.id) == [.invalidArgument])
    }

    @Test func rule9TabSwitchLoadsTheNewTabOnFirstSelection() {
        let loop = UIModelRunLoop.reset()
        let tabs = UITabBarController()
        tabs.restorationIdentifier = "App"
        let feed = screen("feed")
        let profile = screen("profile")
        tabs.viewControllers = [feed, profile]
        launch(tabs)
        #expect(!profile.isViewLoaded)  // unselected tabs are not loaded
        #expect(
            lines(since: 0) == [
                "App/feed.willMove(toParent: App)",
                "App/feed.didMove(toParent: App)",
                "App/profile.willMove(toParent: App)",
                "App/profile.didMove(toParent: App)",
                "App.viewDidLoad",
                "App.viewWillAppear(animated: false)",
                "App/feed.viewDidLoad",
                "App/feed.viewWillAppear(animated: false)",
                "App.viewDidAppear(animated: false)",
                "App/feed.viewDidAppear(animated: false)",
            ])
        var mark = traceCount
        tabs.selectedIndex = 1
        loop.runUntilIdle()
        #expect(
            lines(since: mark) == [
                "App/profile.viewDidLoad",
                "App/profile.viewWillAppear(animated: false)",
                "App/feed.viewWillDisappear(animated: false)",
                "App/feed.viewDidDisappear(animated: false)",
                "App/profile.viewDidAppear(animated: false)",
            ])
        #expect(tabs.selectedViewController === profile)
        mark = traceCount
        tabs.selectedViewController = feed
        loop.runUntilIdle()
        #expect(
            lines(since: mark) == [
                "App/feed.viewWillAppear(animated: false)",
                "App/profile.viewWillDisappear(animated: false)",
                "App/profile.viewDidDisappear(animated: false)",
                "App/feed.viewDidAppear(animated: false)",
            ])
        #expect(diagnostics.isEmpty)
    }

    /// Each column is wrapped in a navigation controller (`[primary]`, `[secondary]`); a
    /// controller set in the secondary column without clearing it first is pushed onto the
    /// column's wrapper (Apple's engineers, FB8640357: "it's pushed onto the nav stack").
    @Test func splitShowsBothColumnsAndPushesOntoTheSecondary() {
        let loop = UIModelRunLoop.reset()
        let split = UISplitViewController()
        split.restorationIdentifier = "Split"
        split.viewControllers = [screen("list"), screen("detail")]
        launch(split, size: CGSize(width: 1000, height: 800))
        #expect(split.viewController(for: .primary)?.view.frame.width == 400)
        #expect(split.viewController(for: .secondary)?.view.frame.width == 600)
        let mark = traceCount
        split.setViewController(screen("other"), for: .secondary)
        loop.runUntilIdle()
        #expect(
            lines(since: mark) == [
                "Split/[secondary]/other.willMove(toParent: Split/[secondary])",
                "Split/[secondary]/other.viewDidLoad",
                "Split/[secondary]/detail.viewWillDisappear(animated: true)",
                "Split/[secondary]/other.viewWillAppear(animated: true)",
                "Split/[secondary]/detail.viewDidDisappear(animated: true)",
                "Split/[secondary]/other.viewDidAppear(animated: true)",
                "Split/[secondary]/other.didMove(toParent: Split/[secondary])",
            ])
        #expect((split.viewController(for: .secondary)?.parent as? UINavigationController)?.viewControllers.count == 2)
        #expect(split.children.map(\.restorationIdentifier) == [nil, nil], "the wrappers are the split's children")
        #expect(diagnostics.isEmpty)
    }
}
