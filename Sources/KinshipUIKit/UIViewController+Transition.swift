package import Foundation

/// `transition(from:to:duration:options:animations:completion:)` (rule 7).
extension UIViewController {
    /// The transition with its completion delivered to `completion` (with `context`) instead of a
    /// block: for interpreters of plans, which would otherwise allocate a closure per transition.
    /// Behaves exactly as the public method called with no animations block.
    package func transition(
        from fromViewController: UIViewController,
        to toViewController: UIViewController,
        duration: TimeInterval,
        options: UIView.AnimationOptions = [],
        completion: any UIModelTransitionCompletion,
        context: Int
    ) {
        performTransition(
            from: fromViewController, to: toViewController, duration: duration, animations: nil,
            completion: .handler(completion, context: context))
    }

    func performTransition(
        from source: UIViewController,
        to destination: UIViewController,
        duration: TimeInterval,
        animations: (() -> Void)?,
        completion: UIModelTransitionEnd.Completion
    ) {
        let loop = UIModelRunLoop.main
        // UIKit checks these in this order and throws; the model reports and does nothing.
        guard shouldAutomaticallyForwardAppearanceMethods else {
            loop.trace.report(.legacyContainment, self, UIModelMessage.legacyContainment)
            return
        }
        guard source.isChild(of: self), destination.isChild(of: self), source !== destination else {
            loop.trace.report(
                .commonParentRequired, self,
                UIModelMessage.commonParent(
                    from: source.tracePath.text, to: destination.tracePath.text))
            return
        }
        let animated = duration > 0
        let containerIsVisible = isAppearingOrAppeared

        // The transition sends its own appearance calls; the views moving must not add rule-4 ones.
        loop.suppressViewDrivenAppearance += 1
        if let sourceView = source.storedView, let slot = sourceView.superview {
            slot.insertSubview(destination.view, aboveSubview: sourceView)
        }
        loop.suppressViewDrivenAppearance -= 1

        let sourceStarted = source.beginAppearance(false, animated: animated)
        let sourceGeneration = source.appearGeneration
        let destinationStarted = containerIsVisible && destination.beginAppearance(true, animated: animated)
        let destinationGeneration = destination.appearGeneration
        loop.runAnimations(animations)

        loop.addAnimation(
            duration: duration, owner: self,
            end: .transition(
                UIModelTransitionEnd(
                    source: source, destination: destination, sourceStarted: sourceStarted,
                    destinationStarted: destinationStarted, sourceGeneration: sourceGeneration,
                    destinationGeneration: destinationGeneration, completion: completion)))
    }
}
