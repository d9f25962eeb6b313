import Foundation
import KinshipUIKit
import Testing

/// Rule 12: size changes, layout and legacy rotation flags.
@MainActor
@Suite struct SizeRuleTests {
    private func halves() -> SlotContainer {
        let tunnel = SlotContainer("Tunnel")
        tunnel.initial = [(screen("startMap"), top), (screen("targetMap"), bottom), (screen("badge"), .zero)]
        let half: (CGSize) -> CGSize = { CGSize(width: $0.width, height: $0.height / 2) }
        tunnel.childSizes = ["startMap": half, "targetMap": half, "badge": { _ in .zero }]
        tunnel.slotFrames = [
            "startMap": { CGRect(x: 0, y: 0, width: $0.width, height: $0.height / 2) },
            "targetMap": { CGRect(x: 0, y: $0.height / 2, width: $0.width, height: $0.height / 2) },
        ]
        return tunnel
    }

    @Test func rule12SizeChangeGoesParentFirstWithEachSlotsSizeThenLayout() {
        let loop = UIModelRunLoop.reset()
        let tunnel = halves()
        let window = launch(tunnel)
        loop.trace.recordsLayout = true
        let mark = traceCount
        window.resize(to: CGSize(width: 844, height: 390))
        loop.runUntilIdle()
        #expect(
            lines(since: mark) == [
                "Tunnel.viewWillTransition(to: 844x390)",
                "Tunnel/startMap.viewWillTransition(to: 844x195)",
                "Tunnel/targetMap.viewWillTransition(to: 844x195)",
                // Turned, the window's insets change (47 / 34 to 47 each side / 21): each view
                // hears of it at the start of its pass.
                "Tunnel.viewSafeAreaInsetsDidChange",
                "Tunnel.viewWillLayoutSubviews",
                "Tunnel.viewDidLayoutSubviews",
                "Tunnel/startMap.viewSafeAreaInsetsDidChange",
                "Tunnel/startMap.viewWillLayoutSubviews",
                "Tunnel/startMap.viewDidLayoutSubviews",
                "Tunnel/targetMap.viewSafeAreaInsetsDidChange",
                "Tunnel/targetMap.viewWillLayoutSubviews",
                "Tunnel/targetMap.viewDidLayoutSubviews",
            ])
        #expect(tunnel.children[1].view.frame == CGRect(x: 0, y: 195, width: 844, height: 195))
        // The same size again changes nothing.
        let again = traceCount
        window.resize(to: CGSize(width: 844, height: 390))
        loop.runUntilIdle()
        #expect(traceCount == again)
        #expect(diagnostics.isEmpty)
    }

    @Test func rule12LegacyRotationReachesVisibleChildrenOnly() {
        let loop = UIModelRunLoop.reset()
        let tunnel = halves()
        let hidden = screen("hidden")
        tunnel.addChild(hidden)  // a child whose view is not shown gets no rotation callbacks
        let window = launch(tunnel)
        loop.trace.recordsLegacyRotation = true
        let mark = traceCount
        window.resize(to: CGSize(width: 844, height: 390))
        loop.runUntilIdle()
        #expect(
            lines(since: mark) == [
                "Tunnel.viewWillTransition(to: 844x390)",
                "Tunnel/startMap.viewWillTransition(to: 844x195)",
                "Tunnel/targetMap.viewWillTransition(to: 844x195)",
                "Tunnel.willRotate(to: landscapeRight)",
                "Tunnel/startMap.willRotate(to: landscapeRight)",
                "Tunnel/targetMap.willRotate(to: landscapeRight)",
                "Tunnel/badge.willRotate(to: landscapeRight)",
                "Tunnel.willAnimateRotation(to: landscapeRight)",
                "Tunnel/startMap.willAnimateRotation(to: landscapeRight)",
                "Tunnel/targetMap.willAnimateRotation(to: landscapeRight)",
                "Tunnel/badge.willAnimateRotation(to: landscapeRight)",
                "Tunnel.didRotate(from: portrait)",
                "Tunnel/startMap.didRotate(from: portrait)",
                "Tunnel/targetMap.didRotate(from: portrait)",
                "Tunnel/badge.didRotate(from: portrait)",
            ])
        #expect(window.interfaceOrientation == .landscapeRight)
    }

    /// openradar 24277475: in a navigation controller only the top entry hears a resize back to
    /// the size the covered entries had when they were covered. The base implementation forwards
    /// to every child whose view's size differs from its new size; a covered entry's view is out
    /// of the window, so no layout pass resizes it and it keeps that size.
    @Test func rule12CoveredEntryHearsOnlyASizeItsViewDoesNotHave() {
        let loop = UIModelRunLoop.reset()
        let inbox = screen("inbox")
        let nav = UINavigationController()
        nav.restorationIdentifier = "Mail"
        nav.viewControllers = [inbox]
        let window = launch(nav)
        nav.pushViewController(screen("message"), animated: false)
        loop.runUntilIdle()
        let mark = traceCount
        window.resize(to: CGSize(width: 1024, height: 768))
        loop.runUntilIdle()
        window.resize(to: CGSize(width: 390, height: 844))
        loop.runUntilIdle()
        #expect(
            lines(since: mark) == [
                "Mail.viewWillTransition(to: 1024x768)",
                "Mail/inbox.viewWillTransition(to: 1024x768)",
                "Mail/message.viewWillTransition(to: 1024x768)",
                "Mail.viewWillTransition(to: 390x844)",
                "Mail/message.viewWillTransition(to: 390x844)",
            ])
        #expect(inbox.view.bounds.size == CGSize(width: 390, height: 844))
        #expect(diagnostics.isEmpty)
    }

    /// The same rule on a tab bar: a tab that was shown and then left keeps its view's size out
    /// of the window; one never selected has no view and hears nothing.
    @Test func rule12HiddenTabHearsOnlyASizeItsViewDoesNotHave() {
        let loop = UIModelRunLoop.reset()
        let tabs = UITabBarController()
        tabs.restorationIdentifier = "App"
        tabs.viewControllers = [screen("feed"), screen("profile"), screen("more")]
        let window = launch(tabs)
        tabs.selectedIndex = 1
        loop.runUntilIdle()
        let mark = traceCount
        window.resize(to: CGSize(width: 1024, height: 768))
        loop.runUntilIdle()
        window.resize(to: CGSize(width: 390, height: 844))
        loop.runUntilIdle()
        #expect(
            lines(since: mark) == [
                "App.viewWillTransition(to: 1024x768)",
                "App/feed.viewWillTransition(to: 1024x768)",
                "App/profile.viewWillTransition(to: 1024x768)",
                "App.viewWillTransition(to: 390x844)",
                "App/profile.viewWillTransition(to: 390x844)",
            ])
        #expect(diagnostics.isEmpty)
    }

    @Test func layoutRunsBetweenWillAppearAndDidAppear() {
        let loop = UIModelRunLoop.reset()
        loop.trace.recordsLayout = true
        let tunnel = SlotContainer("Tunnel")
        tunnel.initial = [(screen("startMap"), top)]
        launch(tunnel)
        #expect(
            lines(since: 0) == [
                "Tunnel.viewDidLoad",
                "Tunnel/startMap.willMove(toParent: Tunnel)",
                "Tunnel/startMap.viewDidLoad",
                "Tunnel/startMap.didMove(toParent: Tunnel)",
                "Tunnel.viewWillAppear(animated: false)",
                "Tunnel/startMap.viewWillAppear(animated: false)",
                // Before a view first appears (Apple), after viewWillAppear and before the layout
                // pass (grammar.md, Safe area: a published log) [L].
                "Tunnel.viewSafeAreaInsetsDidChange",
                "Tunnel.viewWillLayoutSubviews",
                "Tunnel.viewDidLayoutSubviews",
                "Tunnel/startMap.viewSafeAreaInsetsDidChange",
                "Tunnel/startMap.viewWillLayoutSubviews",
                "Tunnel/startMap.viewDidLayoutSubviews",
                "Tunnel.viewDidAppear(animated: false)",
                "Tunnel/startMap.viewDidAppear(animated: false)",
            ])
    }

    @Test func autoresizingFollowsTheSuperview() {
        UIModelRunLoop.reset()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
        child.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 160)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 180, height: 30))
    }
}
