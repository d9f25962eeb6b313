import Foundation

/// The user's Back and edge swipe in a collapsed split. Collapsing pushed the columns above the
/// primary onto the primary's navigation controller ("pushes the secondary onto the primary
/// navigation controller", Apple, `collapseSecondaryViewController(_:for:)`), so Back and the
/// swipe are that navigation controller's own (UINavigationController+UserMoves.swift): a
/// pop of the top column, or a swipe let go that leaves it on top.
extension UISplitViewController {
    /// Whether the user can go back now: collapsed without a `.compact` column, a column above
    /// the primary on top, and the primary's navigation controller able to pop (nothing
    /// presented over it, nothing moving).
    public var userCanGoBack: Bool {
        guard isCollapsed, collapsedTopColumn != .primary, collapsedTopColumn != .compact,
            let primary = columnNavigation[.primary], presentedViewController == nil
        else { return false }
        return primary.userCanGoBack
    }

    /// The column Back shows: the one under the top on the primary's stack.
    var columnUnderTop: Column {
        collapsedTopColumn == .secondary && columnNavigation[.supplementary] != nil ? .supplementary : .primary
    }

    /// The user taps Back in a collapsed split (a model of the tap): an animated pop of the top
    /// column off the primary's stack. The split's delegate hears `willShow` of the column
    /// under it [M]. Returns false when there is no Back.
    @discardableResult
    public func simulateBackTap() -> Bool {
        guard userCanGoBack, let primary = columnNavigation[.primary] else { return false }
        delegate?.splitViewController(self, willShow: columnUnderTop)
        guard primary.simulateBackTap() else { return false }
        holdWhilePrimaryMoves(animated: true)
        return true
    }

    /// The user's edge swipe in a collapsed split: completed, the pop Back makes; `cancelled`,
    /// the top column stays on top (the navigation controller's cancelled swipe) and the
    /// delegate hears nothing [M]. Returns false when there is no Back.
    @discardableResult
    public func simulateEdgeSwipe(cancelled: Bool = false) -> Bool {
        guard userCanGoBack, let primary = columnNavigation[.primary] else { return false }
        if !cancelled { delegate?.splitViewController(self, willShow: columnUnderTop) }
        guard primary.simulateEdgeSwipe(cancelled: cancelled) else { return false }
        holdWhilePrimaryMoves(animated: true)
        return true
    }
}

extension UIViewController {
    /// Model only (UIKit has no such property): the children a spec names. A split view
    /// controller's are its columns' controllers, seen through the navigation controllers it
    /// wraps them in (also a column the user's Back popped off the collapsed stack); another
    /// controller's are its `children`. Test harnesses find controllers by spec PATH with it.
    public var specChildren: [UIViewController] {
        guard let split = self as? UISplitViewController else { return children }
        let columns: [UISplitViewController.Column] = [.primary, .supplementary, .secondary, .compact]
        let contents = columns.compactMap { split.viewController(for: $0) }
        // A wrapper's stack may hold more than its root (the secondary's pushes).
        let wrapped = split.navigationColumns.filter(\.isSplitColumnWrapper).flatMap { $0.stack }
        var seen = Set<ObjectIdentifier>()
        return (contents + wrapped + children.filter { !split.isColumnNavigation($0) }).filter { controller in
            (controller as? UINavigationController)?.isSplitColumnWrapper != true
                && seen.insert(ObjectIdentifier(controller)).inserted
        }
    }
}

extension UIViewController {
    /// Model only: the PATH without a split's column wrappers (`Reader/[secondary]/message` is
    /// `Reader/message`), as a spec, events and the runtime's messages name controllers.
    public var specPathDescription: String {
        tracePathDescription.split(separator: "/", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("[") }.joined(separator: "/")
    }
}
