import Foundation
import KinshipUIKit
import Testing

/// A split view controller at compact width (grammar.md, "Split view controllers at compact
/// width"): the size class a window's size gives, the collapse at launch and on resize, and
/// `show(_:)` while collapsed.
@MainActor
struct SplitCollapseTests {
    /// The HIG's device table, reproduced: phones are compact except Plus/Max models in
    /// landscape; iPads and their wider multitasking windows are regular.
    @Test(arguments: [
        (390.0, 844.0, UIUserInterfaceSizeClass.compact), (844, 390, .compact), (667, 375, .compact),
        (874, 402, .compact),
        (736, 414, .regular), (896, 414, .regular), (932, 430, .regular), (430, 932, .compact),
        (1024, 768, .regular), (768, 1024, .regular), (678, 1024, .regular), (639, 1366, .compact),
        (507, 768, .compact), (320, 1024, .compact), (1366, 1024, .regular),
    ])
    func sizeClassOfAWindow(width: Double, height: Double, expected: UIUserInterfaceSizeClass) {
        #expect(UITraitCollection.horizontalSizeClass(forWindowSize: CGSize(width: width, height: height)) == expected)
    }

    final class Delegate: UISplitViewControllerDelegate {
        var top = UISplitViewController.Column.primary
        var collapses = 0
        func splitViewController(
            _ svc: UISplitViewController,
            topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
        ) -> UISplitViewController.Column {
            top
        }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) { collapses += 1 }
    }

    func makeSplit(_ delegate: Delegate?) -> UISplitViewController {
        let split = UISplitViewController(style: .doubleColumn)
        split.restorationIdentifier = "Split"
        split.delegate = delegate
        split.setViewController(screen("list"), for: .primary)
        split.setViewController(screen("detail"), for: .secondary)
        return split
    }

    /// Without a delegate the collapse keeps the proposal: the secondary.
    @Test func withoutADelegateAPhoneOpensOnTheSecondary() {
        _ = UIModelRunLoop.reset()
        let split = makeSplit(nil)
        let mark = traceCount
        let window = launch(split)
        #expect(split.isCollapsed && split.traitCollection.horizontalSizeClass == .compact)
        #expect(
            split.viewControllers.map(\.restorationIdentifier) == ["list"],
            "collapsed: the primary only, as UIKit documents")
        #expect(
            lines(since: mark).filter { $0.contains("Appear") } == [
                "Split.viewWillAppear(animated: false)", "Split/[primary].viewWillAppear(animated: false)",
                "Split/[primary]/[secondary].viewWillAppear(animated: false)",
                "Split/[primary]/[secondary]/detail.viewWillAppear(animated: false)",
                "Split.viewDidAppear(animated: false)", "Split/[primary].viewDidAppear(animated: false)",
                "Split/[primary]/[secondary].viewDidAppear(animated: false)",
                "Split/[primary]/[secondary]/detail.viewDidAppear(animated: false)",
            ], "collapsed, the secondary's wrapper is pushed onto the primary's")
        #expect(split.viewController(for: .secondary)?.view.frame == window.bounds)
        #expect(split.viewController(for: .primary)?.isViewLoaded == false)
    }

    /// Collapsed on the primary, show(.secondary) pushes (rule 8's order) and show(.primary)
    /// pops; inside performWithoutAnimation the callbacks say animated: false.
    @Test func showWhileCollapsedPushesAndPops() {
        let loop = UIModelRunLoop.reset()
        let delegate = Delegate()
        let split = makeSplit(delegate)
        _ = launch(split)
        #expect(delegate.collapses == 1)
        var mark = traceCount
        split.show(.secondary)
        loop.runUntilIdle()
        #expect(
            lines(since: mark) == [
                "Split/[secondary].willMove(toParent: nil)", "Split/[secondary].didMove(toParent: nil)",
                "Split/[primary]/[secondary].willMove(toParent: Split/[primary])",
                "Split/[primary]/[secondary].viewDidLoad",
                "Split/[primary]/list.viewWillDisappear(animated: true)",
                "Split/[primary]/[secondary].viewWillAppear(animated: true)",
                "Split/[primary]/[secondary]/detail.viewDidLoad",
                "Split/[primary]/[secondary]/detail.viewWillAppear(animated: true)",
                "Split/[primary]/list.viewDidDisappear(animated: true)",
                "Split/[primary]/[secondary].viewDidAppear(animated: true)",
                "Split/[primary]/[secondary]/detail.viewDidAppear(animated: true)",
                "Split/[primary]/[secondary].didMove(toParent: Split/[primary])",
            ])
        mark = traceCount
        UIView.performWithoutAnimation { split.show(.primary) }
        loop.runUntilIdle()
        #expect(
            lines(since: mark) == [
                "Split/[primary]/[secondary].willMove(toParent: nil)",
                "Split/[primary]/[secondary].viewWillDisappear(animated: false)",
                "Split/[primary]/[secondary]/detail.viewWillDisappear(animated: false)",
                "Split/[primary]/list.viewWillAppear(animated: false)",
                "Split/[primary]/[secondary].viewDidDisappear(animated: false)",
                "Split/[primary]/[secondary]/detail.viewDidDisappear(animated: false)",
                "Split/[primary]/list.viewDidAppear(animated: false)",
                "Split/[primary]/[secondary].didMove(toParent: nil)",
            ])
        mark = traceCount
        split.show(.primary)
        loop.runUntilIdle()
        #expect(lines(since: mark).isEmpty, "the primary is already on top")
        // Set without clearing while popped off (its wrapper keeps the PATH it had): pushed onto
        // the secondary's wrapper (FB8640357), containment calls only, no appearance.
        split.setViewController(screen("other"), for: .secondary)
        loop.runUntilIdle()
        #expect(
            lines(since: mark) == [
                "Split/[primary]/[secondary]/other.willMove(toParent: Split/[primary]/[secondary])",
                "Split/[primary]/[secondary]/other.didMove(toParent: Split/[primary]/[secondary])",
            ])
        #expect(diagnostics.isEmpty)
    }

    /// Resizing across the threshold: the hidden column leaves (collapse) or joins (expand)
    /// with rule 4's callbacks, before the size change's viewWillTransition(to:).
    @Test func resizeCollapsesAndExpands() {
        let loop = UIModelRunLoop.reset()
        let delegate = Delegate()
        let split = makeSplit(delegate)
        let window = launch(split, size: CGSize(width: 1024, height: 768))
        #expect(!split.isCollapsed && split.viewControllers.count == 2)
        var mark = traceCount
        window.resize(to: CGSize(width: 390, height: 844))
        loop.runUntilIdle()
        #expect(
            lines(since: mark) == [
                "Split/[secondary].viewWillDisappear(animated: false)",
                "Split/[secondary]/detail.viewWillDisappear(animated: false)",
                "Split.viewWillTransition(to: 390x844)",
                "Split/[primary].viewWillTransition(to: 390x844)",
                "Split/[primary]/list.viewWillTransition(to: 390x844)",
                "Split/[secondary].viewDidDisappear(animated: false)",
                "Split/[secondary]/detail.viewDidDisappear(animated: false)",
            ])
        #expect(split.isCollapsed && split.viewController(for: .primary)?.view.frame == window.bounds)
        mark = traceCount
        window.resize(to: CGSize(width: 1024, height: 768))
        loop.runUntilIdle()
        #expect(
            lines(since: mark) == [
                "Split/[secondary].viewWillAppear(animated: false)",
                "Split/[secondary]/detail.viewWillAppear(animated: false)",
                "Split.viewWillTransition(to: 1024x768)",
                "Split/[primary].viewWillTransition(to: 410x768)",
                "Split/[primary]/list.viewWillTransition(to: 410x768)",
                "Split/[secondary].viewWillTransition(to: 614x768)",
                "Split/[secondary]/detail.viewWillTransition(to: 614x768)",
                "Split/[secondary].viewDidAppear(animated: false)",
                "Split/[secondary]/detail.viewDidAppear(animated: false)",
            ])
        #expect(!split.isCollapsed && diagnostics.isEmpty)
    }

    /// showDetailViewController(_:sender:) puts the controller in the secondary column and shows it.
    @Test func showDetailPushesWhileCollapsed() {
        let loop = UIModelRunLoop.reset()
        let delegate = Delegate()
        let split = makeSplit(delegate)
        let window = launch(split)
        let detail = screen("more")
        split.showDetailViewController(detail, sender: nil)
        loop.runUntilIdle()
        #expect(detail.view.window === window && split.viewController(for: .primary)?.view.window == nil)
    }
}

extension SplitCollapseTests {
    /// Collapsed on a column that loses its child: its wrapper is popped off the primary's and
    /// leaves with the child it wraps; the primary's child shows.
    @Test func anEmptiedTopColumnShowsTheOther() {
        let loop = UIModelRunLoop.reset()
        let delegate = Delegate()
        delegate.top = .secondary
        let split = makeSplit(delegate)
        let window = launch(split)
        let list = split.viewController(for: .primary)
        #expect(split.viewController(for: .secondary)?.view.window === window && list?.isViewLoaded == false)
        let mark = traceCount
        split.setViewController(nil, for: .secondary)
        loop.runUntilIdle()
        #expect(
            lines(since: mark) == [
                "Split/[primary]/[secondary].willMove(toParent: nil)",
                "Split/[primary]/[secondary].viewWillDisappear(animated: false)",
                "Split/[primary]/[secondary]/detail.viewWillDisappear(animated: false)",
                "Split/[primary]/list.viewDidLoad",
                "Split/[primary]/list.viewWillAppear(animated: false)",
                "Split/[primary]/[secondary].viewDidDisappear(animated: false)",
                "Split/[primary]/[secondary]/detail.viewDidDisappear(animated: false)",
                "Split/[primary]/list.viewDidAppear(animated: false)",
                "Split/[primary]/[secondary].didMove(toParent: nil)",
            ])
        #expect(list?.view.window === window && diagnostics.isEmpty)
    }

    /// Cleared, then refilled in the same turn (how generated code replaces the secondary): the
    /// column stays on top and its wrapper gets the new root. Set without the clear, the new
    /// controller is pushed onto the wrapper instead (FB8640357), animated.
    @Test func clearingThenSettingTheSecondaryReplacesIt() {
        func replace(clearingFirst: Bool) -> [String] {
            let loop = UIModelRunLoop.reset()
            let delegate = Delegate()
            delegate.top = .secondary
            let split = makeSplit(delegate)
            _ = launch(split)
            let mark = traceCount
            if clearingFirst { split.setViewController(nil, for: .secondary) }
            split.setViewController(screen("other"), for: .secondary)
            loop.runUntilIdle()
            #expect(split.viewController(for: .primary)?.isViewLoaded == false, "the list never showed")
            return lines(since: mark)
        }
        let cleared = replace(clearingFirst: true)
        #expect(
            cleared == [
                "Split/[primary]/[secondary]/detail.willMove(toParent: nil)",
                "Split/[primary]/[secondary]/other.willMove(toParent: Split/[primary]/[secondary])",
                "Split/[primary]/[secondary]/other.viewDidLoad",
                "Split/[primary]/[secondary]/detail.viewWillDisappear(animated: false)",
                "Split/[primary]/[secondary]/other.viewWillAppear(animated: false)",
                "Split/[primary]/[secondary]/detail.viewDidDisappear(animated: false)",
                "Split/[primary]/[secondary]/other.viewDidAppear(animated: false)",
                "Split/[primary]/[secondary]/detail.didMove(toParent: nil)",
                "Split/[primary]/[secondary]/other.didMove(toParent: Split/[primary]/[secondary])",
            ])
        let pushed = replace(clearingFirst: false)
        #expect(pushed.contains("Split/[primary]/[secondary]/detail.viewWillDisappear(animated: true)"))
        #expect(!pushed.contains { $0.contains("detail.willMove(toParent: nil)") })
    }
}

extension SplitCollapseTests {
    /// A split with only a secondary collapses onto it, whatever the delegate answers.
    @Test func aSplitWithoutAPrimaryCollapsesOntoTheSecondary() {
        _ = UIModelRunLoop.reset()
        let delegate = Delegate()
        let split = UISplitViewController(style: .doubleColumn)
        split.restorationIdentifier = "Split"
        split.delegate = delegate
        let detail = screen("detail")
        split.setViewController(detail, for: .secondary)
        let window = launch(split)
        #expect(split.isCollapsed && detail.view.window === window)
    }
}
