public import Foundation

/// UIKit's column-style split view controller. Expanded (a regular horizontal size class), both
/// columns are shown side by side; collapsed (compact), one column is: see
/// UISplitViewController+Collapse.swift. Replacing a column's controller behaves like a correct
/// custom container (willMove(nil), view out, didMove(nil); addChild, view in, didMove), so
/// appearance follows rule 4. The model does not wrap the columns in navigation controllers as
/// UIKit does (their controllers are its direct children, so trace PATHs name them directly).
@MainActor
open class UISplitViewController: UIViewController {
    /// The columns of a split view controller.
    public enum Column: Int, Sendable {
        case primary
        case supplementary
        case secondary
        case compact
    }

    /// The primary column's share of the width.
    public var preferredPrimaryColumnWidthFraction: CGFloat = 0.4 {
        didSet { storedView?.setNeedsLayout() }
    }

    var primary: UIViewController?
    var secondary: UIViewController?

    /// The column-style delegate: it chooses the column a collapse shows.
    public weak var delegate: (any UISplitViewControllerDelegate)?

    /// Whether one column is shown (a compact horizontal size class); see `isCollapsed` in UIKit.
    public internal(set) var isCollapsed = false
    /// The column shown while collapsed: `.primary` or `.secondary`.
    var topColumn = Column.primary

    /// The column styles of iOS 14's split view controller.
    public enum Style: Int, Sendable {
        /// The classic interface (before iOS 14); the model lays it out as `doubleColumn`.
        case unspecified
        /// Primary and secondary columns.
        case doubleColumn
        /// Primary, supplementary and secondary columns (the model shows primary and secondary).
        case tripleColumn
    }

    /// The style given at creation.
    public private(set) var style: Style = .unspecified

    /// Creates an empty split view controller with columns of `style`.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates an empty split view controller of style `unspecified` (UIKit's designated initialiser).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates an empty split view controller (nothing is decoded; see `UIViewController`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Expanded: `[primary, secondary]`, skipping an empty column. Collapsed: the primary only,
    /// as UIKit documents (the model has no `.compact` column). Setting assigns the first
    /// element to the primary column and the second to the secondary one.
    public var viewControllers: [UIViewController] {
        get { isCollapsed ? [primary].compactMap { $0 } : [primary, secondary].compactMap { $0 } }
        set {
            setViewController(newValue.first, for: .primary)
            setViewController(newValue.count > 1 ? newValue[1] : nil, for: .secondary)
        }
    }

    /// The controller shown in `column` (the model has primary and secondary only).
    open func viewController(for column: Column) -> UIViewController? {
        switch column {
        case .primary: return primary
        case .secondary: return secondary
        case .supplementary, .compact: return nil
        }
    }

    /// Puts `viewController` in `column`, replacing what was there. While collapsed, only the
    /// column on top has its view in the hierarchy; the other column's controllers change
    /// without appearance callbacks.
    open func setViewController(_ viewController: UIViewController?, for column: Column) {
        let old = self.viewController(for: column)
        guard old !== viewController else { return }
        switch column {
        case .primary: primary = viewController
        case .secondary: secondary = viewController
        case .supplementary, .compact: return
        }
        if let old { replaceOut(old) }
        if let viewController { replaceIn(viewController, column: column) }
        if isCollapsed, viewController == nil {
            // Cleared and refilled in one turn (Apple's way to replace the secondary, below), the
            // column keeps its place on top; left empty, the other column shows at the end of the turn.
            UIModelRunLoop.main.performAtEndOfTurn { [weak self] in self?.fillEmptyTopColumn() }
        }
    }

    /// Makes `column` visible. Expanded, both columns already are (the model has no display
    /// modes). Collapsed, showing the secondary pushes it over the primary and showing the
    /// primary pops back to it, with UINavigationController's appearance order (rule 8).
    open func show(_ column: Column) {
        guard isCollapsed else { return }
        switch column {
        case .primary: showCollapsed(.primary)
        case .secondary: showCollapsed(.secondary)
        case .supplementary, .compact: return
        }
    }

    /// Shows `viewController` in the secondary column.
    open func showDetailViewController(_ viewController: UIViewController, sender: Any?) {
        setViewController(viewController, for: .secondary)
        show(.secondary)
    }

    open override func size(
        forChildContentContainer container: any UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        guard let child = container as? UIViewController else { return parentSize }
        // The column a collapsed split keeps out of view hears of no size change (the model's
        // choice: its view is out of the window); it is sized when it is shown.
        if isHiddenColumn(child), let hiddenView = child.storedView { return hiddenView.bounds.size }
        return frame(for: child, in: CGRect(origin: .zero, size: parentSize)).size
    }

    override func prepareChildViewsForAppearance(appearing: Bool) {
        guard appearing, let container = view else { return }
        // UIKit collapses a split view controller when it joins a compact window, before its
        // children appear (and expands it when it comes back to a regular one).
        matchSizeClass(traitCollection.horizontalSizeClass, onScreen: false)
        for child in shownChildren where !child.isViewInside(self) {
            embedChildViewQuietly(child, frame: frame(for: child, in: container.bounds))
        }
    }

    override func layoutChildViews() {
        guard let container = storedView else { return }
        for child in [primary, secondary].compactMap({ $0 }) where child.isViewInside(self) {
            child.storedView?.frame = frame(for: child, in: container.bounds)
        }
    }

    /// The controllers whose views the split shows now.
    var shownChildren: [UIViewController] {
        guard isCollapsed else { return [primary, secondary].compactMap { $0 } }
        return [topColumn == .secondary ? secondary : primary].compactMap { $0 }
    }

    func frame(for child: UIViewController, in bounds: CGRect) -> CGRect {
        guard !isCollapsed, primary != nil, secondary != nil else { return bounds }
        let primaryWidth = (bounds.width * preferredPrimaryColumnWidthFraction).rounded()
        if child === primary {
            return CGRect(x: bounds.minX, y: bounds.minY, width: primaryWidth, height: bounds.height)
        }
        return CGRect(
            x: bounds.minX + primaryWidth, y: bounds.minY,
            width: bounds.width - primaryWidth, height: bounds.height)
    }

    private func replaceOut(_ old: UIViewController) {
        guard old.parent === self else { return }
        old.sendWillMove(toParent: nil)
        old.storedView?.removeFromSuperview()
        finishRemovingChild(old)
    }

    private func replaceIn(_ child: UIViewController, column: Column) {
        performAddChild(child)
        guard child.parent === self else { return }
        let shown = !isCollapsed || column == topColumn
        if shown, showsChildrenNow, let container = view, let childView = child.view {
            childView.frame = frame(for: child, in: container.bounds)
            childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(childView)
        }
        child.sendDidMove(toParent: self)
    }
}

/// The column-style delegate methods the model calls (all optional in UIKit).
@MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The column a collapse shows; UIKit proposes one and uses the answer.
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// Sent before a collapsed split brings `column` on top: a move's `show(_:)` or the user's Back.
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// Sent after the split collapsed.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// Sent after the split expanded.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        proposedTopColumn
    }

    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}

    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}

    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}
