public import Foundation

/// A controller in the model: UIKit's names, signatures and callback order.
///
/// Every callback the framework sends goes through an internal `send…`
/// dispatcher that records the trace line and then calls the open method, so
/// subclasses that override a callback (calling super or not) are traced
/// exactly as iOS would call them. The bodies of the open methods only do the
/// bookkeeping a direct, user-made call needs.
@MainActor
open class UIViewController: UIContentContainer {
    /// UIKit's state-restoration identifier. The plan interpreter sets it to the instance name;
    /// generated code does only when the app left it nil (see `traceName`).
    public var restorationIdentifier: String? {
        didSet {
            guard traceName == nil else { return }
            cachedPath = nil
            UIViewController.hierarchyVersion &+= 1
        }
    }

    /// Model only (UIKit has no such property): the controller's name in trace PATHs. Generated
    /// code sets it to the instance name behind `#if canImport(KinshipUIKit)`, so traces name the
    /// instance even when the app gave the controller a restorationIdentifier of its own. Without
    /// it the restorationIdentifier names the controller, and without that the class name.
    public var traceName: String? {
        didSet {
            cachedPath = nil
            UIViewController.hierarchyVersion &+= 1
        }
    }

    /// The name trace PATHs give this controller.
    var traceLabel: String { traceName ?? restorationIdentifier ?? String(describing: type(of: self)) }

    // Stored state below skips dynamic exclusivity checks (see UIView): every access is
    // instantaneous or an in-place mutation that calls no other code.
    /// The containing controller. Unowned rather than weak (see `UIView.superview`);
    /// `deinit` clears the children's links.
    public internal(set) var parent: UIViewController? {
        get { parentRef?.takeUnretainedValue() }
        set {
            if let newValue { parentRef = Unmanaged.passUnretained(newValue) } else { parentRef = nil }
        }
    }
    /// `parent`'s storage, `Unmanaged` so identity checks and ancestry walks (`isChild(of:)`,
    /// `isDescendant(of:)`) read it without retaining the parent.
    @exclusivity(unchecked) nonisolated(unsafe) var parentRef: Unmanaged<UIViewController>?
    /// Child controllers, in the order they were added.
    @exclusivity(unchecked) public internal(set) var children: [UIViewController] = []

    // View loading.
    @exclusivity(unchecked) var storedView: UIView?
    @exclusivity(unchecked) var isLoadingView = false

    // Trace PATH caching (see UIViewController+Path.swift).
    @exclusivity(unchecked) var cachedPath: UITracePath?
    @exclusivity(unchecked) var cachedPathVersion = -1
    @exclusivity(unchecked) var detachedPath: UITracePath?
    @exclusivity(unchecked) var isWindowRoot = false

    /// The insets `viewSafeAreaInsetsDidChange()` last reported (UIView+SafeArea.swift).
    var lastSafeAreaInsets: UIEdgeInsets? {
        get { extrasStore?.lastSafeAreaInsets }
        set { if newValue != nil || extrasStore != nil { extras.lastSafeAreaInsets = newValue } }
    }

    // Containment bookkeeping (see UIViewController+Containment.swift).
    @exclusivity(unchecked) var lastMove = MoveRecord.none
    @exclusivity(unchecked) var isDispatchingMove = false
    @exclusivity(unchecked) var movingToParent = false
    @exclusivity(unchecked) var movingFromParent = false
    @exclusivity(unchecked) var didMoveWithoutViewTurn = -1
    @exclusivity(unchecked) var viewLeftTurn = -1

    // Appearance state (see UIViewController+Appearance.swift).
    @exclusivity(unchecked) var appearState = AppearState.disappeared
    @exclusivity(unchecked) var appearGeneration = 0
    @exclusivity(unchecked) var deferredDidGeneration = -1
    @exclusivity(unchecked) var appearAnimated = false
    @exclusivity(unchecked) var appearanceDispatchDepth = 0
    @exclusivity(unchecked) var manualTransitionDepth = 0
    @exclusivity(unchecked) var manualTransitionAppearing = false

    // Presentation (see UIViewController+Presentation.swift). The presenter retains what it
    // presents, as UIKit does; the back links are weak and cleared on dismissal. Kept in
    // `ControllerExtras`, made on first use: most controllers never present, and inline fields
    // would make every controller larger for the runtime's view-tree walks.
    var presentedStore: UIViewController? {
        get { extrasStore?.presented }
        set { if newValue != nil || extrasStore != nil { extras.presented = newValue } }
    }
    var presentingStore: UIViewController? {
        get { extrasStore?.presenting }
        set { if newValue != nil || extrasStore != nil { extras.presenting = newValue } }
    }
    /// The controller `present` was called on: the presented controller's PATH hangs under it.
    /// Weak, like the links below: the source usually keeps the presented controller as a
    /// child property, and a cycle would outlive the run (LeakSanitizer checks the fuzzer's).
    var presentationSource: UIViewController? {
        get { extrasStore?.presentationSource }
        set { if newValue != nil || extrasStore != nil { extras.presentationSource = newValue } }
    }
    /// The container that made this controller ahead of the move that will show it (a `set`
    /// before a push): set-trace lines name it where that move will put it. Not UIKit API;
    /// generated code sets it only under `#if canImport(KinshipUIKit)`.
    public var preparedBy: UIViewController? {
        get { extrasStore?.preparedBy }
        set { if newValue != nil || extrasStore != nil { extras.preparedBy = newValue } }
    }
    var beingPresented: Bool {
        get { extrasStore?.beingPresented ?? false }
        set { if newValue || extrasStore != nil { extras.beingPresented = newValue } }
    }
    var beingDismissed: Bool {
        get { extrasStore?.beingDismissed ?? false }
        set { if newValue || extrasStore != nil { extras.beingDismissed = newValue } }
    }
    /// The controllers a covering presentation made disappear, to reappear on dismissal.
    var coveredByPresentation: UIViewController? {
        get { extrasStore?.coveredByPresentation }
        set { if newValue != nil || extrasStore != nil { extras.coveredByPresentation = newValue } }
    }
    var storedPresentationController: UIPresentationController? {
        get { extrasStore?.presentationController }
        set { if newValue != nil || extrasStore != nil { extras.presentationController = newValue } }
    }
    /// How this controller is presented (UIKit's default since iOS 13: a page sheet).
    public var modalPresentationStyle: UIModalPresentationStyle {
        get { extrasStore?.modalPresentationStyle ?? .pageSheet }
        set { if newValue != .pageSheet || extrasStore != nil { extras.modalPresentationStyle = newValue } }
    }
    public var modalTransitionStyle: UIModalTransitionStyle {
        get { extrasStore?.modalTransitionStyle ?? .coverVertical }
        set { if newValue != .coverVertical || extrasStore != nil { extras.modalTransitionStyle = newValue } }
    }
    /// True: the user cannot swipe the sheet down (UIKit then tells the presentation
    /// controller's delegate presentationControllerDidAttemptToDismiss).
    public var isModalInPresentation: Bool {
        get { extrasStore?.isModalInPresentation ?? false }
        set { if newValue || extrasStore != nil { extras.isModalInPresentation = newValue } }
    }
    /// The item a navigation bar shows for this controller (only `hidesBackButton` is
    /// modelled), made on first use as in UIKit.
    public var navigationItem: UINavigationItem {
        if let item = extrasStore?.navigationItem { return item }
        let item = UINavigationItem()
        extras.navigationItem = item
        return item
    }
    /// currentContext and overCurrentContext presentations from inside this controller
    /// present over it rather than over the window's root.
    public var definesPresentationContext: Bool {
        get { extrasStore?.definesPresentationContext ?? false }
        set { if newValue || extrasStore != nil { extras.definesPresentationContext = newValue } }
    }
    /// The rarely set state above (and nib names, title, reported insets), made on first write.
    @exclusivity(unchecked) var extrasStore: ControllerExtras?
    var extras: ControllerExtras {
        if let made = extrasStore { return made }
        let made = ControllerExtras()
        extrasStore = made
        return made
    }

    /// Animations this controller owns that have not ended (see UIModelRunLoop).
    /// Nonisolated storage: read by `UIModelRunLoop.hasAnimationInFlight(_:)` on a borrowed controller.
    @exclusivity(unchecked) nonisolated(unsafe) var animationsInFlight = 0

    /// The nib name given at creation; the model loads no nibs, so the view is always `loadView()`'s.
    open var nibName: String? { extrasStore?.nibName }
    /// The nib bundle given at creation (kept, never read: there are no nibs to load).
    open var nibBundle: Bundle? { extrasStore?.nibBundle }
    /// The title a navigation or tab bar would show; the model keeps it and draws nothing.
    open var title: String? {
        get { extrasStore?.title }
        set { if newValue != nil || extrasStore != nil { extras.title = newValue } }
    }

    /// UIKit's designated initialiser: a controller with no view loaded. UIKit loads the nib
    /// when the view is first touched; the model has no nibs, so `loadView()` makes a plain view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        if nibNameOrNil != nil || nibBundleOrNil != nil {
            extras.nibName = nibNameOrNil
            extras.nibBundle = nibBundleOrNil
        }
    }

    /// UIKit's other designated initialiser, which storyboards use. The model keeps no archives,
    /// so nothing is decoded: the controller is as `init(nibName: nil, bundle: nil)` makes it.
    public required init?(coder: NSCoder) {}

    /// `UIViewController()`, as Objective-C's `init` gives it: no nib.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    isolated deinit {
        for child in children { child.parent = nil }
        if storedView?.owner === self { storedView?.owner = nil }
    }

    // MARK: - View

    /// The root view; touching it loads it first (rule 3), once.
    public var view: UIView! {
        get {
            if let storedView { return storedView }
            loadViewNow()
            return storedView
        }
        set {
            storedView?.owner = nil
            storedView = newValue
            newValue?.owner = self
        }
    }

    /// The view if it has been loaded, without loading it.
    public var viewIfLoaded: UIView? { storedView }
    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { storedView != nil }

    /// Loads the view now if it has not been loaded yet.
    public func loadViewIfNeeded() {
        if storedView == nil { loadViewNow() }
    }

    /// Creates the view; override to build your own and assign `view`.
    open func loadView() {
        view = UIView(frame: .zero)
    }

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}

    // MARK: - Appearance callbacks

    /// The view is about to be added to a visible hierarchy.
    open func viewWillAppear(_ animated: Bool) { noteDirectAppearanceCall("viewWillAppear:") }
    /// The view was added to a visible hierarchy.
    open func viewDidAppear(_ animated: Bool) { noteDirectAppearanceCall("viewDidAppear:") }
    /// The view is about to leave the visible hierarchy.
    open func viewWillDisappear(_ animated: Bool) { noteDirectAppearanceCall("viewWillDisappear:") }
    /// The view left the visible hierarchy.
    open func viewDidDisappear(_ animated: Bool) { noteDirectAppearanceCall("viewDidDisappear:") }

    /// Whether appearance changes are forwarded to children automatically
    /// (true); a container returning false forwards by hand (rule 10).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Tells the controller its appearance is about to change (manual forwarding).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        performBeginAppearanceTransition(isAppearing, animated: animated)
    }

    /// Tells the controller its appearance change is complete (manual forwarding).
    open func endAppearanceTransition() {
        performEndAppearanceTransition()
    }

    /// True while the controller is being added to a parent (between willMove and didMove).
    public var isMovingToParent: Bool { movingToParent }
    /// True while the controller is being removed from its parent (between willMove(nil) and didMove(nil)).
    public var isMovingFromParent: Bool { movingFromParent }

    // MARK: - Containment

    /// Adds `childController` as a child: sets its parent, then sends
    /// `willMove(toParent: self)`. Nothing else (rule 1).
    open func addChild(_ childController: UIViewController) {
        performAddChild(childController)
    }

    /// Detaches from the parent, then sends `didMove(toParent: nil)` (rule 2).
    open func removeFromParent() {
        performRemoveFromParent()
    }

    /// Called when the controller is about to be added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {
        if !isDispatchingMove { noteMove(isWill: true, parent: parent, direct: true) }
    }

    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {
        if !isDispatchingMove { noteMove(isWill: false, parent: parent, direct: true) }
    }

    /// Swaps two children's views with an animation (rule 7).
    open func transition(
        from fromViewController: UIViewController,
        to toViewController: UIViewController,
        duration: TimeInterval,
        options: UIView.AnimationOptions = [],
        animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        performTransition(
            from: fromViewController, to: toViewController, duration: duration,
            animations: animations, completion: completion.map { .block($0) } ?? .none)
    }

    // MARK: - Presentation (UIViewController+Presentation.swift)

    /// Presents `viewControllerToPresent` modally.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        performPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents (with everything above it), or, when it
    /// presents nothing, this controller (or the presented controller it is inside).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        var current: UIViewController = self
        while current.presentedStore == nil, current.presentingStore == nil, let parent = current.parent {
            current = parent
        }
        guard let target = current.presentedStore ?? (current.presentingStore != nil ? current : nil) else {
            completion?()
            return
        }
        performDismiss(target, animated: flag, completion: completion)
    }

    /// Performs a storyboard segue. A controller the model makes has no storyboard, so UIKit
    /// raises NSInvalidArgumentException ("Receiver … has no segue with identifier …"); the
    /// model reports it and does nothing. Generated containers override it for their
    /// transitions' identifiers (`identifier:`).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        UIModelRunLoop.main.trace.report(.invalidArgument, self, UIModelMessage.noSegue(tracePath.text, identifier))
    }

    // MARK: - Size and layout

    /// The view's size is about to change; the base implementation forwards
    /// to children whose size changes (rule 12). Call super.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        forwardSizeTransition(to: size, with: coordinator)
    }

    /// The size a child gets when this controller's size becomes `parentSize`; defaults to `parentSize`.
    open func size(
        forChildContentContainer container: any UIContentContainer,
        withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }

    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Called when the safe-area insets of the root view change, and before it first appears;
    /// the model calls it at the start of a layout pass (see `reportSafeAreaChange(of:)`).
    open func viewSafeAreaInsetsDidChange() {}

    /// Model only: whether the layout pass tells this class of controller about safe-area
    /// changes. UIKit tells every controller, and so does the model by default (generated code
    /// overrides `viewSafeAreaInsetsDidChange()`); `kinship run`'s own controllers override
    /// nothing and read the insets when they lay out, so they opt out and a run of thousands of
    /// controllers does not compute insets it never reads.
    open class var observesSafeAreaChanges: Bool { true }

    /// Legacy rotation: before the interface rotates.
    open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    /// Legacy rotation: inside the rotation's animation block.
    open func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    /// Legacy rotation: after the interface rotated.
    open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}

    // MARK: - Hooks for the presets (internal, so only this module overrides them)

    /// Installs the views of the children a preset shows, just before it
    /// forwards an appearance change to them (rule 5: an unloaded child gets
    /// viewDidLoad just before its viewWillAppear).
    func prepareChildViewsForAppearance(appearing: Bool) {}

    /// Positions the children's views during layout, between the will/did layout callbacks.
    func layoutChildViews() {}
}

/// A controller's rarely set state, out of line (see `UIViewController.extrasStore`).
@MainActor
final class ControllerExtras {
    var presented: UIViewController?
    /// Weak, not unowned: a presenter released while its presentation stands (the runtime
    /// releasing a popped instance that a context presentation is linked to) leaves a nil link,
    /// not a dangling one that the next `presentingViewController` walk would read (a crash in
    /// the runtime's release of popped instances, scripts/difftest seed 20261130).
    weak var presenting: UIViewController?
    weak var presentationSource: UIViewController?
    /// Whether `present` was ever called on this controller: what it presented hangs its PATH
    /// under this one's, so a move of this controller makes more than its own PATH stale.
    var presentedFrom = false
    /// The container that made this controller ahead of the push or present that shows it.
    weak var preparedBy: UIViewController?
    var beingPresented = false
    var beingDismissed = false
    weak var coveredByPresentation: UIViewController?
    /// Where this controller's view was when a full-screen presentation over it took it out
    /// (UIPresentationController.shouldRemovePresentersView); the dismissal puts it back there.
    weak var viewRemovedFrom: UIView?
    var viewRemovedAt = 0
    var presentationController: UIPresentationController?
    var modalPresentationStyle: UIModalPresentationStyle = .pageSheet
    var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    var isModalInPresentation = false
    var definesPresentationContext = false
    var nibName: String?
    var nibBundle: Bundle?
    var title: String?
    var lastSafeAreaInsets: UIEdgeInsets?
    var navigationItem: UINavigationItem?
    var additionalSafeAreaInsets = UIEdgeInsets.zero
    var hidesBottomBarWhenPushed = false
}
