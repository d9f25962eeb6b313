public import Foundation

/// A view in the model: a frame, a superview, ordered subviews, and the
/// controller that owns it (when it is some controller's `view`).
///
/// Inserting or removing a view is where UIKit's view-driven containment
/// behaviour hangs: appearance callbacks when a controller's view joins or
/// leaves a visible window (rule 4), and the hierarchy checks of rule 11.
@MainActor
open class UIView {
    // Exclusivity: the model's stored properties are only ever accessed instantaneously or by
    // in-place mutations that call no other code, so dynamic checks (paid on every access in
    // the runtime's hottest paths) are switched off for them; publicly writable ones keep theirs.
    @exclusivity(unchecked) private var storedFrame: CGRect
    @exclusivity(unchecked) private var storedBounds: CGRect

    /// The view this one is a subview of.
    public var superview: UIView? { superviewRef?.takeUnretainedValue() }
    /// `superview`'s storage: unretained rather than weak (weak references move every
    /// retain/release of the object to a slow path); `deinit` below clears the links that could
    /// dangle. `Unmanaged`, and readable from the nonisolated walks in UIView+Walks.swift, so
    /// those can borrow each view on the way up instead of retaining it.
    @exclusivity(unchecked) nonisolated(unsafe) var superviewRef: Unmanaged<UIView>?
    /// Subviews, back to front.
    @exclusivity(unchecked) public private(set) var subviews: [UIView] = []
    /// How the frame follows changes of the superview's size.
    public var autoresizingMask: AutoresizingMask = []
    /// Hidden views stay in the hierarchy; only a window's visibility drives appearance.
    /// Unchecked like the stored state above: the observer runs after the write has ended.
    @exclusivity(unchecked) public var isHidden: Bool = false {
        didSet { if oldValue != isHidden { hiddenDidChange() } }
    }

    /// Whether hit testing may return this view or its subviews (hitTest below).
    public var isUserInteractionEnabled = true
    /// Opacity; only hit testing reads it (a view under 0.01 is skipped, as in UIKit).
    public var alpha: CGFloat = 1
    /// Whether subviews are drawn only inside the bounds; kept, not drawn (the model renders nothing).
    public var clipsToBounds = false

    /// The controller whose `view` this is (UIKit's view delegate); cleared by the controller's deinit.
    @exclusivity(unchecked) unowned(unsafe) var owner: UIViewController?
    // Nonisolated storage below: read by the walks in UIView+Walks.swift (main-actor code only).
    /// Set only on a window that is key and visible, so the ancestry walk stays cheap.
    @exclusivity(unchecked) nonisolated(unsafe) var isVisibleWindow = false
    /// Set by UIWindow, sparing a dynamic cast on the layout path.
    @exclusivity(unchecked) nonisolated(unsafe) var isWindow = false
    @exclusivity(unchecked) nonisolated(unsafe) var needsLayout = true
    @exclusivity(unchecked) nonisolated(unsafe) var subtreeNeedsLayout = false
    /// Subviews marked since the last layout, so a pass need not scan every subview
    /// (may hold repeated entries, or ones laid out since; the pass checks each).
    /// Unretained: every entry is a current subview, held by `subviews`, because detaching a
    /// subview also drops its entries (`detachSubview`); marking then retains nothing.
    @exclusivity(unchecked) nonisolated(unsafe) var dirtySubviews: [Unmanaged<UIView>] = []

    /// Creates a view with the given frame (bounds start at the origin).
    public init(frame: CGRect) {
        storedFrame = frame
        storedBounds = CGRect(origin: .zero, size: frame.size)
    }

    /// UIKit's other designated initialiser (archives). The model decodes nothing: a zero-sized view.
    public required init?(coder: NSCoder) {
        storedFrame = .zero
        storedBounds = .zero
    }

    isolated deinit {
        for subview in subviews { subview.superviewRef = nil }
    }

    /// Creates a zero-sized view.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// The view's rectangle in its superview's coordinates.
    public var frame: CGRect {
        get { storedFrame }
        set {
            let old = storedFrame
            guard newValue != old else { return }
            let loop = UIModelRunLoop.main
            if loop.recordsFrames { loop.recordFrame(of: self, newValue) }
            setFrame(newValue, from: old)
        }
    }

    /// The view's own coordinate space; changing its size resizes the frame.
    public var bounds: CGRect {
        get { storedBounds }
        set {
            guard newValue != storedBounds else { return }
            storedBounds.origin = newValue.origin
            if newValue.size != storedFrame.size {
                frame = CGRect(origin: storedFrame.origin, size: newValue.size)
            }
        }
    }

    /// The window the view is in, if any.
    public var window: UIWindow? {
        let top = UIView.topmost(from: Unmanaged.passUnretained(self))
        return UIView.isWindow(top) ? unsafeDowncast(top.takeUnretainedValue(), to: UIWindow.self) : nil
    }

    /// Whether `view` is this view or one of its ancestors.
    public func isDescendant(of view: UIView) -> Bool {
        UIView.isDescendant(Unmanaged.passUnretained(self), of: Unmanaged.passUnretained(view))
    }

    /// Adds `view` in front of the other subviews.
    public func addSubview(_ view: UIView) {
        insert(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in `subviews` (clamped to the valid range).
    public func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: index)
    }

    /// Inserts `view` just above `sibling` (at the front when `sibling` is not a subview).
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        // No `Optional.map` here: a main-actor closure handed to it pays a runtime executor check.
        if let index = subviews.lastIndex(ofIdentical: sibling) {
            insert(view, at: index + 1)
        } else {
            insert(view, at: subviews.count)
        }
    }

    /// Inserts `view` just below `sibling` (at the back when `sibling` is not a subview).
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insert(view, at: subviews.lastIndex(ofIdentical: sibling) ?? 0)
    }

    /// Moves `view` to the front, with no appearance consequences.
    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.lastIndex(ofIdentical: view) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Detaches the view from its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let wasVisible = isInVisibleWindow
        owner?.viewWillLeave(parent)
        parent.detachSubview(self)
        parent.setNeedsLayout()
        if wasVisible { UIView.visibilityChanged(of: self, visible: false) }
    }

    /// Marks the view for layout at the end of the turn (or the next `layoutIfNeeded`).
    public func setNeedsLayout() {
        needsLayout = true
        markSubtreeNeedsLayout()
    }

    /// Lays out this view and its subviews now where marked, parents first.
    public func layoutIfNeeded() {
        layoutSubtree()
    }

    /// Whether `point` (in this view's coordinates) is inside it: its bounds. Overridable, as in UIKit.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The farthest descendant (or this view) containing `point`, front subviews first; nil when
    /// the point is outside, or the view is hidden, takes no interaction or is nearly transparent
    /// (UIEvent.swift gives the evidence). Overridable, as generated slot views do.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            let origin = subview.frame.origin, inner = subview.bounds.origin
            let local = CGPoint(x: point.x - origin.x + inner.x, y: point.y - origin.y + inner.y)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Override to position subviews; the owning controller's
    /// `viewWillLayoutSubviews` / `viewDidLayoutSubviews` bracket this call.
    open func layoutSubviews() {}

    // MARK: - Internal hooks (overridden by UIWindow)

    func setFrame(_ newValue: CGRect, from old: CGRect) {
        storedFrame = newValue
        guard newValue.size != old.size else { return }
        storedBounds.size = newValue.size
        resizeSubviews(from: old.size)
        setNeedsLayout()
    }

    func hiddenDidChange() {}

    // MARK: - Internal machinery

    /// Whether the view is in a key, visible, unhidden window (UIKit's "on screen").
    var isInVisibleWindow: Bool {
        UIView.isVisibleWindow(UIView.topmost(from: Unmanaged.passUnretained(self)))
    }

    /// The controller owning the nearest view from here up (rule 11's "nearest owning controller").
    var nearestOwningController: UIViewController? {
        unowned(unsafe) var view = self
        while true {
            if let owner = view.owner { return owner }
            guard let next = view.superview else { return nil }
            view = next
        }
    }

    private func insert(_ view: UIView, at requested: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if let child = view.owner, !child.allowsInsertion(into: self) { return }
        let wasVisible = view.isInVisibleWindow
        if let old = view.superview { old.detachSubview(view) }
        subviews.insert(view, at: min(max(0, requested), subviews.count))
        view.superviewRef = Unmanaged.passUnretained(self)
        setNeedsLayout()
        if view.subtreeNeedsLayout {
            // Marked while elsewhere: this view's pass must find it.
            dirtySubviews.append(Unmanaged.passUnretained(view))
        } else if view.needsLayout {
            view.setNeedsLayout()
        }
        view.owner?.viewWasInserted(into: self)
        let visible = isInVisibleWindow
        if wasVisible != visible { UIView.visibilityChanged(of: view, visible: visible) }
    }

    private func detachSubview(_ view: UIView) {
        // Search from the back: stacks remove their newest entry.
        if let index = subviews.lastIndex(ofIdentical: view) {
            subviews.remove(at: index)
        }
        view.superviewRef = nil
        // Keeps `dirtySubviews` to current subviews (its entries are unretained). Usually empty.
        let detached = Unmanaged.passUnretained(view).toOpaque()
        var index = dirtySubviews.count - 1
        while index >= 0 {
            if dirtySubviews[index].toOpaque() == detached { dirtySubviews.remove(at: index) }
            index -= 1
        }
    }

    /// Starts view-driven appearance changes for the topmost controllers in `view`'s subtree.
    static func visibilityChanged(of view: UIView, visible: Bool) {
        if let controller = view.owner {
            controller.viewDrivenAppearance(visible: visible)
            return
        }
        for subview in view.subviews {
            visibilityChanged(of: subview, visible: visible)
        }
    }
}
