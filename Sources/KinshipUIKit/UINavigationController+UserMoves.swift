import Foundation

/// The user's own moves on a navigation stack: the Back button and the left-edge swipe, which
/// UIKit makes without a call from the app. Orders are cited in grammar.md ("The user's own
/// moves"), from UIKIT-FACTS.md: Back and a completed swipe are an animated pop; a cancelled
/// swipe tells the top it will disappear and the controller below it will appear, then, as
/// the finger lets go, the one below disappears again and the top appears again.
extension UINavigationController {
    /// Whether the user can go back now: two or more entries, the top's Back button not
    /// hidden (a hidden Back button stops the edge swipe too: widely reported, followed by the
    /// model), nothing presented over the stack (nothing under a presentation can be touched)
    /// and nothing moving.
    public var userCanGoBack: Bool {
        guard viewControllers.count > 1, let top = topViewController, presentedViewController == nil,
            !UIModelRunLoop.main.hasAnimationInFlight(self)
        else { return false }
        return top.extrasStore?.navigationItem?.hidesBackButton != true
    }

    /// The user taps the navigation bar's Back button (a model of the tap; UIKit has no such
    /// call): an animated pop of the top. Returns false when there is no Back button to tap
    /// (see `userCanGoBack`; a hidden button cannot be tapped).
    @discardableResult
    public func simulateBackTap() -> Bool {
        guard userCanGoBack else { return false }
        popViewController(animated: true)
        return true
    }

    /// The user swipes from the left edge. Completed, it is the animated pop Back makes (will
    /// callbacks as the finger starts, did callbacks when the pop ends). `cancelled`: the finger
    /// lets go before the pop completes; the top stays on top and stays a child (no willMove or
    /// didMove: the model's choice, no log places them) and the controller below leaves again.
    /// Returns false when the gesture is off (`interactivePopGestureRecognizer.isEnabled`) or
    /// the user cannot go back.
    @discardableResult
    public func simulateEdgeSwipe(cancelled: Bool = false) -> Bool {
        guard userCanGoBack, interactivePopGestureRecognizer?.isEnabled != false else { return false }
        guard cancelled else {
            popViewController(animated: true)
            return true
        }
        let stack = viewControllers
        guard showsChildrenNow, let top = stack.last else { return true }
        let below = stack[stack.count - 2]
        let topStarted = top.beginAppearance(false, animated: true)
        embedChildViewQuietly(below, frame: view.bounds, below: top.storedView)
        let belowStarted = below.beginAppearance(true, animated: true)
        // The finger moves for the length of a pop, then lets go: the controller below
        // disappears again and the top appears again, each will then did.
        UIModelRunLoop.main.addAnimation(duration: UINavigationController.transitionDuration, owner: self) {
            if belowStarted, below.beginAppearance(false, animated: true) { below.finishAppearance() }
            self.removeChildViewQuietly(below)
            if topStarted, top.beginAppearance(true, animated: true) { top.finishAppearance() }
        }
        return true
    }
}

/// A navigation item: only the Back button's visibility is modelled.
@MainActor
public final class UINavigationItem {
    /// Hides the Back button (and, as reported, the edge swipe with it).
    public var hidesBackButton = false
    /// The title the bar shows for this controller (UIKit copies `UIViewController.title` here).
    public var title: String?

    public init() {}
}

/// A gesture recognizer: only whether it is enabled is modelled.
@MainActor
public final class UIGestureRecognizer {
    public var isEnabled = true

    public init() {}
}
