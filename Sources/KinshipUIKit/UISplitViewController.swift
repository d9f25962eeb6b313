public import Foundation

/// UIKit's column-style split view controller (grammar.md, "Split view controllers").
///
/// Each navigation column (primary, supplementary, secondary) is a navigation controller: the
/// app's own when it sets one, else a wrapper the split makes ("If the vc is not a
/// UINavigationController, one will be created, except for UISplitViewControllerColumnCompact",
/// UISplitViewController.h), named `[primary]`, `[supplementary]`, `[secondary]` in trace
/// PATHs. Those navigation controllers are the split's children; the `.compact` column's
/// controller is a child too, shown only while collapsed. Collapsing and expanding:
/// UISplitViewController+Collapse.swift.
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

    /// The supplementary column's share of the width (three columns).
    public var preferredSupplementaryColumnWidthFraction: CGFloat = 0.3 {
        didSet { storedView?.setNeedsLayout() }
    }

    /// What the app set in each column (`viewController(for:)` answers it).
    var columnContent: [Column: UIViewController] = [:]
    /// The navigation controller each navigation column is: the app's own or a wrapper.
    var columnNavigation: [Column: UINavigationController] = [:]
    /// Columns set to nil in this turn: refilled before its end, the wrapper stays (Apple's way
    /// to replace the secondary); left empty, the column's navigation controller leaves.
    var clearedColumns: Set<Column> = []

    /// The column-style delegate: it chooses the column a collapse shows.
    public weak var delegate: (any UISplitViewControllerDelegate)?

    /// Whether one column is shown (a compact horizontal size class); see `isCollapsed` in UIKit.
    public internal(set) var isCollapsed = false

    /// The column styles of iOS 14's split view controller.
    public enum Style: Int, Sendable {
        /// The classic interface (before iOS 14); the model lays it out as `doubleColumn`.
        case unspecified
        /// Primary and secondary columns.
        case doubleColumn
        /// Primary, supplementary and secondary columns.
        case tripleColumn
    }

    /// The style given at creation.
    public private(set) var style: Style = .unspecified

    /// Creates an empty split view controller with columns of `style`.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
        if style == .tripleColumn { preferredPrimaryColumnWidthFraction = 0.25 }
    }

    /// Creates an empty split view controller of style `unspecified` (UIKit's designated initialiser).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates an empty split view controller (nothing is decoded; see `UIViewController`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Expanded: the primary, supplementary and secondary columns' controllers, skipping an
    /// empty column. Collapsed: one controller, the `.compact` column's if set, else the
    /// primary's (Apple, `viewControllers`). Setting assigns the first element to the primary
    /// column and the second to the secondary one.
    public var viewControllers: [UIViewController] {
        get {
            if isCollapsed { return [columnContent[.compact] ?? columnContent[.primary]].compactMap { $0 } }
            return [Column.primary, .supplementary, .secondary].compactMap { columnContent[$0] }
        }
        set {
            setViewController(newValue.first, for: .primary)
            setViewController(newValue.count > 1 ? newValue[1] : nil, for: .secondary)
        }
    }

    /// The controller the app set in `column` (not the wrapper the split made for it).
    open func viewController(for column: Column) -> UIViewController? {
        columnContent[column]
    }

    /// Puts `viewController` in `column`. A navigation column gets a wrapper unless it is given a
    /// navigation controller; given another controller while its wrapper holds one, the
    /// secondary column pushes it (Apple's engineers, FB8640357: "it's pushed onto the nav
    /// stack"), the other columns make it the wrapper's root. The `.compact` column is replaced
    /// like a custom container's child (rule 4).
    open func setViewController(_ viewController: UIViewController?, for column: Column) {
        if column == .supplementary, style != .tripleColumn { return }
        if column == .compact {
            setCompactViewController(viewController)
            return
        }
        let wasCleared = clearedColumns.remove(column) != nil
        guard let viewController else {
            guard columnContent[column] != nil else { return }
            columnContent[column] = nil
            clearedColumns.insert(column)
            UIModelRunLoop.main.performAtEndOfTurn { [weak self] in self?.finishClearing(column) }
            return
        }
        if columnContent[column] === viewController, !wasCleared { return }
        columnContent[column] = viewController
        if let navigation = viewController as? UINavigationController {
            install(navigation, in: column)
            return
        }
        if let wrapper = columnNavigation[column], wrapper.isSplitColumnWrapper {
            if column == .secondary, !wasCleared, !wrapper.stack.isEmpty {
                wrapper.pushViewController(viewController, animated: UIView.areAnimationsEnabled)
            } else {
                wrapper.setViewControllers([viewController], animated: false)
            }
            return
        }
        let wrapper = UINavigationController()
        wrapper.isSplitColumnWrapper = true
        wrapper.traceName = "[\(column.name)]"
        install(wrapper, in: column)
        wrapper.setViewControllers([viewController], animated: false)
    }

    /// Makes `column` visible. Expanded, every column already is (the model has no display
    /// modes). Collapsed, see `showCollapsed(_:)`.
    open func show(_ column: Column) {
        guard isCollapsed else { return }
        showCollapsed(column)
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
        // A column a collapsed split keeps out of view hears of no size change (the model's
        // choice: its view is out of the window); it is sized when it is shown.
        if !shownChildren.contains(where: { $0 === child }), let hiddenView = child.storedView {
            return hiddenView.bounds.size
        }
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
        for child in shownChildren where child.isViewInside(self) {
            child.storedView?.frame = frame(for: child, in: container.bounds)
        }
    }

    /// The navigation controllers of the navigation columns, primary first.
    var navigationColumns: [UINavigationController] {
        [Column.primary, .supplementary, .secondary].compactMap { columnNavigation[$0] }
    }

    /// The children whose views the split shows now: every navigation column expanded; the
    /// `.compact` column's controller collapsed, else the primary's navigation controller (the
    /// other columns pushed onto it or out of view).
    var shownChildren: [UIViewController] {
        guard isCollapsed else { return navigationColumns.filter { $0.parent === self } }
        if let compact = columnContent[.compact] { return [compact] }
        if let primary = columnNavigation[.primary] { return primary.parent === self ? [primary] : [] }
        return navigationColumns.suffix(1).filter { $0.parent === self }
    }

    func frame(for child: UIViewController, in bounds: CGRect) -> CGRect {
        let columns = isCollapsed ? [] : navigationColumns.filter { $0.parent === self }
        guard columns.count > 1, let index = columns.firstIndex(where: { $0 === child }) else { return bounds }
        var widths = [(bounds.width * preferredPrimaryColumnWidthFraction).rounded()]
        if columns.count == 3 { widths.append((bounds.width * preferredSupplementaryColumnWidthFraction).rounded()) }
        widths.append(bounds.width - widths.reduce(0, +))
        let x = widths[..<index].reduce(bounds.minX, +)
        return CGRect(x: x, y: bounds.minY, width: widths[index], height: bounds.height)
    }

    /// Makes `navigation` the child that is `column`, replacing the one that was.
    private func install(_ navigation: UINavigationController, in column: Column) {
        if let old = columnNavigation[column], old !== navigation { uninstall(old) }
        columnNavigation[column] = navigation
        performAddChild(navigation)
        guard navigation.parent === self else { return }
        if showsChildrenNow, shownChildren.contains(where: { $0 === navigation }), let container = view,
            let childView = navigation.view
        {
            childView.frame = frame(for: navigation, in: container.bounds)
            childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(childView)
            storedView?.setNeedsLayout()
        }
        navigation.sendDidMove(toParent: self)
    }

    /// A column's navigation controller leaves: popped off the primary's stack if a collapse
    /// pushed it there, else removed like a custom container's child (rule 4).
    func uninstall(_ navigation: UINavigationController) {
        if let holder = navigation.parent as? UINavigationController, holder !== self {
            holder.setViewControllers(holder.stack.filter { $0 !== navigation }, animated: false)
            return
        }
        guard navigation.parent === self else { return }
        navigation.sendWillMove(toParent: nil)
        navigation.storedView?.removeFromSuperview()
        finishRemovingChild(navigation)
    }

    /// The `.compact` column: a plain child, its view in the split only while collapsed.
    private func setCompactViewController(_ viewController: UIViewController?) {
        let old = columnContent[.compact]
        guard old !== viewController else { return }
        columnContent[.compact] = viewController
        if let old, old.parent === self {
            old.sendWillMove(toParent: nil)
            old.storedView?.removeFromSuperview()
            finishRemovingChild(old)
        }
        if let viewController {
            performAddChild(viewController)
            if viewController.parent === self { viewController.sendDidMove(toParent: self) }
        }
        if isCollapsed { refreshShownViews() }
    }

    /// The column left empty at the end of the turn: its navigation controller leaves.
    private func finishClearing(_ column: Column) {
        guard clearedColumns.remove(column) != nil, columnContent[column] == nil,
            let navigation = columnNavigation.removeValue(forKey: column)
        else { return }
        // The wrapper leaves with the controller it wraps (its view goes with it) [M].
        uninstall(navigation)
        if isCollapsed { refreshShownViews() }
    }

    /// Puts the views of `shownChildren` into the split's view and takes the others out, each a
    /// view joining or leaving the window (rule 4).
    func refreshShownViews() {
        guard let container = storedView else { return }
        let shown = ControllerSet(shownChildren)
        for child in children where !shown.contains(child) && child.isViewInside(self) {
            child.storedView?.removeFromSuperview()
        }
        guard showsChildrenNow else { return }
        for child in shownChildren where !child.isViewInside(self) {
            guard let childView = child.view else { continue }
            childView.frame = frame(for: child, in: container.bounds)
            childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(childView)
        }
        container.setNeedsLayout()
    }
}

extension UISplitViewController.Column {
    /// The column's name in Swift (`primary`, …), also its wrapper's PATH name in brackets.
    public var name: String {
        switch self {
        case .primary: "primary"
        case .supplementary: "supplementary"
        case .secondary: "secondary"
        case .compact: "compact"
        }
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
