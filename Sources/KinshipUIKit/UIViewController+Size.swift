import Foundation

/// Size changes (rule 12): `viewWillTransition(to:with:)` travels parent
/// first, depth first, each child getting the size its parent gives it;
/// legacy rotation callbacks travel to visible children only.
extension UIViewController {
    func forwardSizeTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children {
            guard let childView = child.storedView else { continue }
            let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
            if childSize != childView.bounds.size {
                child.sendViewWillTransition(to: childSize, with: coordinator)
            }
        }
    }

    /// Calls `body` on this controller, then on each child whose view is
    /// inside its parent's view, depth first, in children order.
    func forEachVisibleController(_ body: (UIViewController) -> Void) {
        body(self)
        for child in children where child.isViewInside(self) {
            child.forEachVisibleController(body)
        }
    }
}
