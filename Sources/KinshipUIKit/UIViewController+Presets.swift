import Foundation

/// Helpers shared by the preset containers, which move their children's
/// views themselves and send the appearance calls UIKit's presets send.
extension UIViewController {
    /// Runs `body` with rule-4 (view-driven) appearance callbacks off.
    func withoutViewDrivenAppearance(_ body: () -> Void) {
        let loop = UIModelRunLoop.main
        loop.suppressViewDrivenAppearance += 1
        body()
        loop.suppressViewDrivenAppearance -= 1
    }

    /// Puts `child`'s view (loading it if needed) into this controller's view
    /// at `frame`, resizing with it, without appearance callbacks.
    func embedChildViewQuietly(_ child: UIViewController, frame: CGRect, below sibling: UIView? = nil) {
        guard let container = view else { return }
        withoutViewDrivenAppearance {
            guard let childView = child.view else { return }
            childView.frame = frame
            childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if let sibling, sibling.superview === container {
                container.insertSubview(childView, belowSubview: sibling)
            } else if childView.superview !== container {
                container.addSubview(childView)
            }
        }
    }

    /// Takes `child`'s view out of the hierarchy without appearance callbacks.
    func removeChildViewQuietly(_ child: UIViewController) {
        guard let childView = child.storedView, childView.superview != nil else { return }
        withoutViewDrivenAppearance { childView.removeFromSuperview() }
    }

    /// Detaches `child` and sends its `didMove(toParent: nil)`.
    func finishRemovingChild(_ child: UIViewController) {
        guard child.parent === self else { return }
        child.detachFromParent()
        child.sendDidMove(toParent: nil)
    }

    /// Whether a preset should animate a change of what it shows now.
    var showsChildrenNow: Bool { isViewLoaded && isAppearingOrAppeared }
}

/// Identity set of controllers, for O(n) list differences in the presets.
struct ControllerSet {
    private var ids: Set<ObjectIdentifier>

    init(_ controllers: [UIViewController]) {
        ids = Set(controllers.map(ObjectIdentifier.init))
    }

    func contains(_ controller: UIViewController) -> Bool {
        ids.contains(ObjectIdentifier(controller))
    }
}
