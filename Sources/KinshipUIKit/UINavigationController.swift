public import Foundation

/// UIKit's navigation controller with its callback order (rule 8):
/// push B over A traces B.willMove(Nav), B.viewDidLoad, A.viewWillDisappear,
/// B.viewWillAppear, A.viewDidDisappear, B.viewDidAppear, B.didMove(Nav);
/// pop traces B.willMove(nil), B.viewWillDisappear, A.viewWillAppear,
/// B.viewDidDisappear, A.viewDidAppear, B.didMove(nil). The did half comes
/// when the animation ends, or at the end of the turn when not animated.
@MainActor
open class UINavigationController: UIViewController {
    /// The toolbar's view (`toolbar`, UIViewController+Bars.swift); hidden by default, as in UIKit.
    let toolbarView = UIToolbar(frame: .zero)
    public var isToolbarHidden = true
    /// The navigation bar's view (`navigationBar`, UIViewController+Bars.swift); always shown [M].
    let navigationBarView = UINavigationBar(frame: .zero)
    /// Told just before a controller's view shows as the top (`navigationController(_:willShow:animated:)`).
    public weak var delegate: (any UINavigationControllerDelegate)?

    /// The model duration of an animated push or pop (UIKit chooses its own).
    public static var transitionDuration: TimeInterval = 0.35

    var stack: [UIViewController] = []
    /// Made by a split view controller to wrap a column's controller (model bookkeeping).
    var isSplitColumnWrapper = false

    /// The left-edge swipe that pops the top; `isEnabled = false` turns it off (optional, as in UIKit).
    public var interactivePopGestureRecognizer: UIGestureRecognizer? { edgeSwipe }
    private lazy var edgeSwipe = UIGestureRecognizer()

    /// Creates an empty navigation controller (UIKit's designated initialiser).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates an empty navigation controller (nothing is decoded; see `UIViewController`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a navigation controller showing `rootViewController` (designated in UIKit too).
    /// Its willMove/didMove are traced before the caller can name the controller; set
    /// `viewControllers` after naming it to get PATHs in those lines.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// The stack, root first.
    public var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    public var topViewController: UIViewController? { stack.last }
    /// The controller whose view is shown (the top; presentation is not modelled).
    public var visibleViewController: UIViewController? { stack.last }

    /// Pushes `viewController` onto the stack.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        // Only a child of this controller can be in its stack: a new controller is pushed
        // without looking through the stack, so a push costs the same at any depth.
        guard viewController.parent !== self || !stack.contains(where: { $0 === viewController }) else {
            UIModelRunLoop.main.trace.report(.invalidArgument, self, UIModelMessage.pushTwice)
            return
        }
        changeStack(removed: [], added: [viewController], animated: animated) { $0.append(viewController) }
    }

    /// Pops the top controller and returns it (nil when only the root is left).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        // The stack holds each controller once (a second push is refused), so only the top goes.
        changeStack(removed: [top], added: [], animated: animated) { $0.removeLast() }
        return top
    }

    /// Pops until `viewController` is on top; returns the popped controllers.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.lastIndex(ofIdentical: viewController) else { return nil }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        changeStack(to: Array(stack[...index]), animated: animated)
        return popped
    }

    /// Pops everything above the root; returns the popped controllers.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack. A new top is shown like a push when it was not in
    /// the stack before, like a pop otherwise.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var seen = Set<ObjectIdentifier>()
        let unique = viewControllers.filter { seen.insert(ObjectIdentifier($0)).inserted }
        changeStack(to: unique, animated: animated)
    }

    override func prepareChildViewsForAppearance(appearing: Bool) {
        guard appearing, let top = stack.last, !top.isViewInside(self) else { return }
        // The top's view first shows with the container's: the delegate hears of it first.
        delegate?.navigationController(self, willShow: top, animated: false)
        embedChildViewQuietly(top, frame: view.bounds)
    }

    private func changeStack(to newStack: [UIViewController], animated: Bool) {
        let oldMembers = ControllerSet(stack)
        let newMembers = ControllerSet(newStack)
        let removed = stack.filter { !newMembers.contains($0) }
        let added = newStack.filter { !oldMembers.contains($0) }
        changeStack(removed: removed, added: added, animated: animated) { $0 = newStack }
    }

    /// Moves `removed` out and `added` in, in UIKit's order; `update` changes the stack in
    /// place, so a push or pop does not copy it.
    private func changeStack(
        removed: [UIViewController], added: [UIViewController], animated: Bool,
        update: (inout [UIViewController]) -> Void
    ) {
        let oldTop = stack.last
        for controller in removed.reversed() { controller.sendWillMove(toParent: nil) }
        for controller in added { performAddChild(controller) }
        update(&stack)
        let newTop = stack.last
        // A bar-hiding entry came or went: the tab bar controller lays out again, as UIKit's does
        // when its bar leaves or returns (the model moves it at once, not along the push) [M].
        if let tabs = parent as? UITabBarController,
            removed.contains(where: \.hidesBottomBarWhenPushed) || added.contains(where: \.hidesBottomBarWhenPushed)
        {
            tabs.viewIfLoaded?.setNeedsLayout()
        }

        let finishMoves = {
            for controller in removed.reversed() { self.finishRemovingChild(controller) }
            for controller in added where controller.parent === self { controller.sendDidMove(toParent: self) }
        }
        // "Called just before the navigation controller displays a view controller's view and
        // navigation item properties" (Apple, navigationController(_:willShow:animated:)) [D]:
        // before the appearance callbacks; off screen, when the view shows (above) [M].
        if let newTop, oldTop !== newTop, showsChildrenNow {
            delegate?.navigationController(self, willShow: newTop, animated: animated)
        }
        guard oldTop !== newTop, showsChildrenNow else {
            if let oldTop, oldTop !== newTop { removeChildViewQuietly(oldTop) }
            finishMoves()
            return
        }
        let duration = animated ? UINavigationController.transitionDuration : 0
        let isPush = newTop.map { top in added.contains { $0 === top } } ?? false
        let bounds = view.bounds
        if isPush, let newTop { embedChildViewQuietly(newTop, frame: bounds) }
        let oldStarted = oldTop?.beginAppearance(false, animated: animated) ?? false
        let oldGeneration = oldTop?.appearGeneration ?? 0
        if !isPush, let newTop { embedChildViewQuietly(newTop, frame: bounds, below: oldTop?.storedView) }
        let newStarted = newTop?.beginAppearance(true, animated: animated) ?? false
        let newGeneration = newTop?.appearGeneration ?? 0

        UIModelRunLoop.main.addAnimation(duration: duration, owner: self) {
            if let oldTop { self.removeChildViewQuietly(oldTop) }
            if oldStarted { oldTop?.finishAppearance(ifGeneration: oldGeneration) }
            if newStarted { newTop?.finishAppearance(ifGeneration: newGeneration) }
            finishMoves()
        }
    }
}

/// The navigation controller's delegate methods the model calls (optional in UIKit).
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Told just before `viewController`'s view shows as the top: a push, a pop, a new stack,
    /// or the container's first appearance. Not told for a cancelled edge swipe [M].
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
}
