public import Foundation

/// One change of a view's `frame`, as a test reads it back: which view, the new frame, and
/// whether it was made inside an animations block.
///
/// UIKit documents the `animations` block of `UIView.animate(withDuration:…)`,
/// `UIView.transition(with:…)` and `UIViewController.transition(from:to:…)` as "a block object
/// containing the changes to commit to the views": the block runs at once and the properties
/// it sets take their final values then (the on-screen presentation catches up over the
/// duration). The model runs the block synchronously in the same place, so the frames a test
/// sees are the values UIKit's views hold; `inAnimations` says which ones a device animates.
public struct UIModelFrameChange {
    public let view: UIView
    public let frame: CGRect
    /// Set inside an animations block: on a device the view moves there over the duration.
    public let inAnimations: Bool
}

extension UIModelRunLoop {
    /// Runs an animations block now, marking the frame changes it makes.
    func runAnimations(_ animations: (() -> Void)?) {
        guard let animations else { return }
        animationsDepth += 1
        animations()
        animationsDepth -= 1
    }

    func recordFrame(of view: UIView, _ frame: CGRect) {
        frameChanges.append(UIModelFrameChange(view: view, frame: frame, inAnimations: animationsDepth > 0))
    }

    /// The frames `view` was given since recording started, oldest first.
    public func frames(of view: UIView) -> [UIModelFrameChange] {
        frameChanges.filter { $0.view === view }
    }
}
