public import Foundation

/// The window: launch (rule 6), hiding and showing (`isHidden`), its scene (the app's
/// background), and size changes (rule 12) when its frame's size changes.
@MainActor
open class UIWindow: UIView {
    /// The model duration of a size change (UIKit picks its own).
    public static var sizeTransitionDuration: TimeInterval = 0.35

    /// The window's scene: going to the background changes its state, not the window's.
    public let windowScene = UIWindowScene()
    /// Whether `makeKeyAndVisible()` was called.
    public private(set) var isKeyWindow = false
    /// The interface orientation, derived from the window's shape unless set by `resize(to:orientation:)`.
    public private(set) var interfaceOrientation: UIInterfaceOrientation
    @exclusivity(unchecked) var isQueuedForLayout = false
    /// Model only (UIKit computes it): the insets the device reserves at a window size, by
    /// default `UIModelDevice`'s table; `kinship run --safe-area` sets it. A change lays the
    /// window out again.
    public var safeAreaInsetsForSize: @MainActor (CGSize) -> UIEdgeInsets = UIModelDevice.safeAreaInsets(for:) {
        didSet { rootViewController?.viewIfLoaded?.setNeedsLayout() }
    }
    /// Model only: the presets' bar heights at a window size, by default `UIBarMetrics`'s table;
    /// `kinship run --bar-heights` fixes them. A change lays the window out again.
    public var barMetricsForSize: @MainActor (CGSize) -> UIBarMetrics = { UIBarMetrics.metrics(for: $0) } {
        didSet { rootViewController?.viewIfLoaded?.setNeedsLayout() }
    }
    /// The window's own safe-area insets at its current size.
    var systemSafeAreaInsets: UIEdgeInsets { safeAreaInsetsForSize(bounds.size) }
    private var requestedOrientation: UIInterfaceOrientation?

    /// The controller whose view fills the window. Setting it on a visible
    /// window swaps views with rule-4 appearance callbacks.
    public var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            replaceRoot(oldValue)
        }
    }

    /// Creates a hidden window, as UIKit does; `makeKeyAndVisible()` shows it.
    public override init(frame: CGRect) {
        interfaceOrientation = UIInterfaceOrientation.from(size: frame.size)
        super.init(frame: frame)
        isWindow = true
        isHidden = true
    }

    /// A hidden window of zero size (nothing is decoded; see `UIView`).
    public required init?(coder: NSCoder) {
        interfaceOrientation = .portrait
        super.init(coder: coder)
        isWindow = true
        isHidden = true
    }

    /// Shows the window: the root's view loads (its viewDidLoad embeds its
    /// children off screen), then the root and its visible descendants
    /// appear, with did-callbacks at the end of the turn (rule 6).
    public func makeKeyAndVisible() {
        isKeyWindow = true
        if isHidden {
            isHidden = false
        } else {
            updateVisibility()
        }
    }

    /// Resizes the window, optionally naming the orientation the change rotates to.
    public func resize(to size: CGSize, orientation: UIInterfaceOrientation? = nil) {
        requestedOrientation = orientation
        frame = CGRect(origin: frame.origin, size: size)
        requestedOrientation = nil
    }

    override func hiddenDidChange() {
        updateVisibility()
    }

    private func updateVisibility() {
        let visible = !isHidden
        guard visible != isVisibleWindow else { return }
        if visible {
            UIModelRunLoop.main.register(self)
            installRootView()
            isVisibleWindow = true
        } else {
            isVisibleWindow = false
        }
        UIView.visibilityChanged(of: self, visible: visible)
    }

    private func installRootView() {
        // A root under a full-screen presentation stays out until the dismissal puts it back.
        guard let root = rootViewController, root.viewRemovedFromForPresentation == nil, let rootView = root.view,
            rootView.superview !== self
        else { return }
        rootView.frame = bounds
        rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(rootView)
    }

    private func replaceRoot(_ old: UIViewController?) {
        if let old {
            old.isWindowRoot = false
            if let oldView = old.storedView, oldView.superview === self { oldView.removeFromSuperview() }
        }
        guard let root = rootViewController else { return }
        root.isWindowRoot = true
        root.detachedPath = nil
        UIViewController.hierarchyVersion &+= 1
        if isVisibleWindow { installRootView() }
    }

    override func setFrame(_ newValue: CGRect, from old: CGRect) {
        let newOrientation = requestedOrientation ?? UIInterfaceOrientation.from(size: newValue.size)
        let oldOrientation = interfaceOrientation
        interfaceOrientation = newOrientation
        guard newValue.size != old.size, let root = rootViewController, let rootView = root.storedView else {
            super.setFrame(newValue, from: old)
            return
        }
        let duration = UIWindow.sizeTransitionDuration
        let coordinator = UIModelTransitionCoordinator(duration: duration)
        let oldClass = UITraitCollection.horizontalSizeClass(forWindowSize: old.size)
        let newClass = UITraitCollection.horizontalSizeClass(forWindowSize: newValue.size)
        if oldClass != newClass, isVisibleWindow {
            // The trait change comes before the size change (UIKIT-FACTS 8): splits collapse or
            // expand first, then every controller hears of the new size.
            root.sizeClassDidChange(to: newClass)
            for subview in subviews where subview !== rootView {
                if let presented = subview.owner, presented.presentingStore != nil {
                    presented.sizeClassDidChange(to: newClass)
                }
            }
        }
        if rootView.bounds.size != newValue.size {
            root.sendViewWillTransition(to: newValue.size, with: coordinator)
            // Presented controllers (their views are the window's other subviews, in
            // presentation order) hear of it after the root, through their presentation
            // controllers. The model gives every style the window's size.
            for subview in subviews where subview !== rootView {
                if let presented = subview.owner, presented.presentingStore != nil {
                    presented.sendViewWillTransition(to: newValue.size, with: coordinator)
                }
            }
        }
        let rotates = newOrientation != oldOrientation
        if rotates {
            root.forEachVisibleController { $0.sendWillRotate(to: newOrientation, duration: duration) }
        }
        super.setFrame(newValue, from: old)
        rootView.frame = bounds
        layoutIfNeeded()
        if rotates {
            root.forEachVisibleController { $0.sendWillAnimateRotation(to: newOrientation, duration: duration) }
        }
        coordinator.runAlongsideAnimations()
        UIModelRunLoop.main.performAtEndOfTurn {
            if rotates {
                root.forEachVisibleController { $0.sendDidRotate(from: oldOrientation) }
            }
            coordinator.complete()
        }
    }
}
