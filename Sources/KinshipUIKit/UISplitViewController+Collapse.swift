import Foundation

/// Collapsing and expanding (grammar.md, "Split view controllers at compact width").
///
/// Documented by Apple: collapsing happens when the split view controller goes from a
/// horizontally regular to a horizontally compact environment, and then only one child is
/// shown (`isCollapsed`); in a column-style split the delegate's
/// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` chooses which column that
/// is; `show(_:)` makes a column visible. How the hidden column leaves and comes back, and the
/// order of its callbacks, is not documented: the model removes and adds its view (rule 4), and
/// showing a column while collapsed is a navigation push or pop (rule 8), because the collapsed
/// interface is the primary's navigation controller with the secondary pushed onto it.
extension UISplitViewController {
    /// Collapses for a compact size class and expands for a regular one; `onScreen`: the views
    /// that leave or join send their appearance callbacks (rule 4).
    func matchSizeClass(_ sizeClass: UIUserInterfaceSizeClass, onScreen: Bool) {
        switch sizeClass {
        case .compact where !isCollapsed: collapse(onScreen: onScreen)
        case .regular where isCollapsed: expand(onScreen: onScreen)
        default: return
        }
    }

    private func collapse(onScreen: Bool) {
        // The proposal without a delegate: the secondary when there is one. Apple does not
        // document the default proposal; reports of column-style splits opening on the detail
        // on iPhone say it is the secondary (grammar.md cites them).
        let proposed: Column = secondary != nil ? .secondary : .primary
        let answer =
            delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
        isCollapsed = true
        // The answer's column, unless it is empty and the other is not (a split without a primary).
        topColumn = answer == .secondary ? .secondary : .primary
        if viewController(for: topColumn) == nil { topColumn = topColumn == .secondary ? .primary : .secondary }
        if viewController(for: topColumn) == nil { topColumn = .primary }
        if let hidden = topColumn == .secondary ? primary : secondary, let hiddenView = hidden.storedView,
            hiddenView.superview != nil
        {
            if onScreen {
                hiddenView.removeFromSuperview()
            } else {
                removeChildViewQuietly(hidden)
            }
        }
        storedView?.setNeedsLayout()
        delegate?.splitViewControllerDidCollapse(self)
    }

    private func expand(onScreen: Bool) {
        let hidden = topColumn == .secondary ? primary : secondary
        isCollapsed = false
        topColumn = .primary
        // Off screen, prepareChildViewsForAppearance embeds both columns when the split appears.
        if onScreen, let hidden, let container = storedView, !hidden.isViewInside(self), let hiddenView = hidden.view {
            hiddenView.frame = frame(for: hidden, in: container.bounds)
            hiddenView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(hiddenView)
        }
        storedView?.setNeedsLayout()
        delegate?.splitViewControllerDidExpand(self)
    }

    /// Whether `child` is the column a collapsed split keeps out of view.
    func isHiddenColumn(_ child: UIViewController) -> Bool {
        isCollapsed && child !== (topColumn == .secondary ? secondary : primary)
    }

    /// Collapsed: `column` comes on top as a navigation push (the secondary over the primary)
    /// or pop (back to the primary), animated unless animations are off
    /// (`UIView.performWithoutAnimation`).
    func showCollapsed(_ column: Column) {
        guard column != topColumn, let newTop = viewController(for: column) else { return }
        delegate?.splitViewController(self, willShow: column)
        let oldTop = viewController(for: topColumn)
        topColumn = column
        guard showsChildrenNow, let container = view else {
            if let oldTop { removeChildViewQuietly(oldTop) }
            return
        }
        let animated = UIView.areAnimationsEnabled
        let bounds = container.bounds
        let isPush = column == .secondary
        if isPush { embedChildViewQuietly(newTop, frame: bounds) }
        let oldStarted = oldTop?.beginAppearance(false, animated: animated) ?? false
        let oldGeneration = oldTop?.appearGeneration ?? 0
        if !isPush { embedChildViewQuietly(newTop, frame: bounds, below: oldTop?.storedView) }
        let newStarted = newTop.beginAppearance(true, animated: animated)
        let newGeneration = newTop.appearGeneration
        UIModelRunLoop.main.addAnimation(
            duration: animated ? UINavigationController.transitionDuration : 0, owner: self
        ) {
            if let oldTop, self.viewController(for: self.topColumn) !== oldTop { self.removeChildViewQuietly(oldTop) }
            if oldStarted { oldTop?.finishAppearance(ifGeneration: oldGeneration) }
            if newStarted { newTop.finishAppearance(ifGeneration: newGeneration) }
        }
    }

    /// Collapsed on a column that is now empty: the other column's child, if any, is what
    /// remains to show (its view joins: rule 4).
    func fillEmptyTopColumn() {
        let other: Column = topColumn == .secondary ? .primary : .secondary
        guard isCollapsed, viewController(for: topColumn) == nil, let remaining = viewController(for: other) else {
            return
        }
        topColumn = other
        guard showsChildrenNow, let container = view, !remaining.isViewInside(self), let remainingView = remaining.view
        else { return }
        remainingView.frame = container.bounds
        remainingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(remainingView)
    }
}

extension UISplitViewController {
    /// Whether the user can go back now: collapsed with the secondary on top (collapsing put it
    /// on the primary's navigation stack, so Back is that stack's pop), nothing presented over
    /// the split and nothing moving.
    public var userCanGoBack: Bool {
        isCollapsed && topColumn == .secondary && primary != nil && presentedViewController == nil
            && !UIModelRunLoop.main.hasAnimationInFlight(self)
    }

    /// The user taps Back in a collapsed split (a model of the tap): the primary column comes
    /// back on top as a navigation pop, animated. Returns false when there is no Back.
    @discardableResult
    public func simulateBackTap() -> Bool {
        guard userCanGoBack else { return false }
        showCollapsed(.primary)
        return true
    }
}

extension UIViewController {
    /// A window's size class changed (before `viewWillTransition(to:with:)`, as UIKit's trait
    /// change comes before its size change): every split view controller on screen, parent
    /// first, collapses or expands. Splits off screen catch up when they next appear.
    func sizeClassDidChange(to sizeClass: UIUserInterfaceSizeClass) {
        forEachVisibleController { controller in
            (controller as? UISplitViewController)?.matchSizeClass(sizeClass, onScreen: controller.showsChildrenNow)
        }
    }
}
