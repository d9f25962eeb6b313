import Foundation

/// Collapsing and expanding (grammar.md, "Split view controllers").
///
/// Documented by Apple: collapsing happens when the split view controller goes from a
/// horizontally regular to a horizontally compact environment, and then only one child is
/// shown (`isCollapsed`): the `.compact` column's controller if one is set, else the primary
/// (`viewControllers`); the delegate's `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`
/// chooses the column on top. Without a `.compact` column the collapsed interface is the
/// primary's navigation controller with the columns above it pushed onto it
/// (`collapseSecondaryViewController(_:for:)`: "pushes the secondary onto the primary
/// navigation controller"); showing a column is that navigation controller's push or pop
/// (rule 8), and expanding takes the pushed columns back. How the pushed columns' views move
/// is not documented: the model moves a view that stays on screen without appearance callbacks
/// and lets the others leave or join the window (rule 4).
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

    /// Whether `controller` is one of the navigation columns' controllers.
    func isColumnNavigation(_ controller: UIViewController) -> Bool {
        navigationColumns.contains { $0 === controller }
    }

    /// The column on top while collapsed, read from the primary's stack.
    var collapsedTopColumn: Column {
        if columnContent[.compact] != nil { return .compact }
        guard let primary = columnNavigation[.primary] else {
            return columnNavigation[.secondary] != nil ? .secondary : .primary
        }
        if let secondary = columnNavigation[.secondary], primary.stack.contains(where: { $0 === secondary }) {
            return .secondary
        }
        if let supplementary = columnNavigation[.supplementary],
            primary.stack.contains(where: { $0 === supplementary })
        {
            return .supplementary
        }
        return .primary
    }

    /// The columns' navigation controllers a collapsed split pushes onto the primary's to show
    /// `column`: the supplementary under the secondary in three columns.
    func pushedNavigations(for column: Column) -> [UINavigationController] {
        switch column {
        case .secondary: [columnNavigation[.supplementary], columnNavigation[.secondary]].compactMap { $0 }
        case .supplementary: [columnNavigation[.supplementary]].compactMap { $0 }
        case .primary, .compact: []
        }
    }

    private func collapse(onScreen: Bool) {
        // The proposal without a delegate: the secondary when there is one. Apple does not
        // document the default proposal; reports of column-style splits opening on the detail
        // on iPhone say it is the secondary (grammar.md cites them).
        let proposed: Column = columnContent[.secondary] != nil ? .secondary : .primary
        let answer =
            delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
        isCollapsed = true
        if columnContent[.compact] == nil, let primary = columnNavigation[.primary], primary.parent === self {
            let pushed = pushedNavigations(for: answer)
            if !pushed.isEmpty { stack(pushed, onto: primary) }
        }
        settleViews(onScreen: onScreen)
        delegate?.splitViewControllerDidCollapse(self)
    }

    private func expand(onScreen: Bool) {
        isCollapsed = false
        if let primary = columnNavigation[.primary] {
            let pushed = primary.stack.compactMap { $0 as? UINavigationController }.filter { isColumnNavigation($0) }
            if !pushed.isEmpty { unstack(pushed, from: primary) }
        }
        // A column the user's Back popped off the primary's stack has no parent: it rejoins.
        for navigation in navigationColumns where navigation.parent == nil {
            performAddChild(navigation)
            if navigation.parent === self { navigation.sendDidMove(toParent: self) }
        }
        settleViews(onScreen: onScreen)
        delegate?.splitViewControllerDidExpand(self)
    }

    /// On screen, views leave and join the window with their callbacks (rule 4); off screen they
    /// only move, and the split's appearance embeds what it shows.
    private func settleViews(onScreen: Bool) {
        if onScreen {
            refreshShownViews()
        } else {
            let shown = ControllerSet(shownChildren)
            for child in children where !shown.contains(child) { removeChildViewQuietly(child) }
        }
        storedView?.setNeedsLayout()
    }

    /// Collapsing with a column above the primary on top: its navigation controller moves onto
    /// the primary's stack (leaving the split: rule 1's willMove(nil), didMove(nil), then
    /// willMove(primary)); a view already on screen stays there, the primary's old top leaves.
    private func stack(_ pushed: [UINavigationController], onto primary: UINavigationController) {
        let oldTop = primary.stack.last
        for navigation in pushed { primary.performAddChild(navigation) }
        primary.stack.append(contentsOf: pushed)
        if primary.showsChildrenNow, let newTop = primary.stack.last, let container = primary.view {
            if newTop.storedView?.isInVisibleWindow == true {
                primary.embedChildViewQuietly(newTop, frame: container.bounds)
            } else if let newView = newTop.view {
                newView.frame = container.bounds
                newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                container.addSubview(newView)
            }
            if let oldTop, oldTop !== newTop { oldTop.storedView?.removeFromSuperview() }
        }
        for navigation in pushed where navigation.parent === primary { navigation.sendDidMove(toParent: primary) }
    }

    /// Expanding: the pushed columns leave the primary's stack and become the split's children
    /// again; the one on screen stays there, the primary's own top comes back into view.
    private func unstack(_ pushed: [UINavigationController], from primary: UINavigationController) {
        let removed = ControllerSet(pushed)
        primary.stack.removeAll { removed.contains($0) }
        for navigation in pushed { performAddChild(navigation) }
        if let container = storedView {
            for navigation in pushed where navigation.storedView?.isInVisibleWindow == true {
                embedChildViewQuietly(navigation, frame: frame(for: navigation, in: container.bounds))
            }
        }
        if primary.showsChildrenNow, let top = primary.stack.last, !top.isViewInside(primary),
            let topView = top.view, let container = primary.view
        {
            topView.frame = container.bounds
            topView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(topView)
        }
        for navigation in pushed where navigation.parent === self { navigation.sendDidMove(toParent: self) }
    }

    /// Collapsed: `column` comes on top as the primary navigation controller's push (the columns
    /// above it) or pop (back to it), animated unless animations are off
    /// (`UIView.performWithoutAnimation`). A `.compact` column shows alone: nothing changes.
    func showCollapsed(_ column: Column) {
        guard columnContent[.compact] == nil, column != .compact, column != collapsedTopColumn,
            let primary = columnNavigation[.primary], primary.parent === self,
            column == .primary || columnNavigation[column] != nil
        else { return }
        delegate?.splitViewController(self, willShow: column)
        let own = primary.stack.filter { !isColumnNavigation($0) }
        let animated = UIView.areAnimationsEnabled
        primary.setViewControllers(own + pushedNavigations(for: column), animated: animated)
        holdWhilePrimaryMoves(animated: animated)
    }

    /// The split's move lasts as long as its primary's push or pop: whoever waits for the split
    /// (the runtime before the split's next transition) waits for it.
    func holdWhilePrimaryMoves(animated: Bool) {
        UIModelRunLoop.main.addAnimation(
            duration: animated ? UINavigationController.transitionDuration : 0, owner: self
        ) {}
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
