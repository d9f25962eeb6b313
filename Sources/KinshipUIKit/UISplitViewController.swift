import Foundation

/// UIKit's split view controller, modelled expanded: both columns are shown
/// side by side. Replacing a column's controller behaves like a correct
/// custom container (willMove(nil), view out, didMove(nil); addChild, view
/// in, didMove), so appearance follows rule 4.
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

    private var primary: UIViewController?
    private var secondary: UIViewController?

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

    /// `[primary, secondary]`, skipping an empty column. Setting assigns the
    /// first element to the primary column and the second to the secondary one.
    public var viewControllers: [UIViewController] {
        get { [primary, secondary].compactMap { $0 } }
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

    /// Puts `viewController` in `column`, replacing what was there.
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
    }

    /// Shows `column`; both columns are always visible in the expanded model.
    open func show(_ column: Column) {}

    /// Shows `viewController` in the secondary column.
    open func showDetailViewController(_ viewController: UIViewController, sender: Any?) {
        setViewController(viewController, for: .secondary)
    }

    open override func size(
        forChildContentContainer container: any UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        guard let child = container as? UIViewController else { return parentSize }
        return frame(for: child, in: CGRect(origin: .zero, size: parentSize)).size
    }

    override func prepareChildViewsForAppearance(appearing: Bool) {
        guard appearing, let container = view else { return }
        for child in [primary, secondary].compactMap({ $0 }) where !child.isViewInside(self) {
            embedChildViewQuietly(child, frame: frame(for: child, in: container.bounds))
        }
    }

    override func layoutChildViews() {
        guard let container = storedView else { return }
        for child in [primary, secondary].compactMap({ $0 }) where child.isViewInside(self) {
            child.storedView?.frame = frame(for: child, in: container.bounds)
        }
    }

    private func frame(for child: UIViewController, in bounds: CGRect) -> CGRect {
        guard primary != nil, secondary != nil else { return bounds }
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
        if showsChildrenNow, let container = view, let childView = child.view {
            childView.frame = frame(for: child, in: container.bounds)
            childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(childView)
        }
        child.sendDidMove(toParent: self)
    }
}
