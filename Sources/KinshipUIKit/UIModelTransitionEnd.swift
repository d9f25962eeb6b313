import Foundation

/// Receives the end of a transition started with the model's closure-free entry point
/// (`transition(from:to:duration:options:completion:context:)`): an interpreter that keeps its
/// completions in long-lived objects starts each transition without allocating a closure.
@MainActor
package protocol UIModelTransitionCompletion: AnyObject {
    /// Runs where the completion block would, with the `context` given when the transition started.
    func transitionDidComplete(context: Int)
}

/// What a transition does when its animation ends (rule 7), kept as a value in the animation
/// queue instead of a closure that captures the same things.
struct UIModelTransitionEnd {
    enum Completion {
        case none
        case block((Bool) -> Void)
        case handler(any UIModelTransitionCompletion, context: Int)
    }

    let source: UIViewController
    let destination: UIViewController
    let sourceStarted: Bool
    let destinationStarted: Bool
    let sourceGeneration: Int
    let destinationGeneration: Int
    let completion: Completion

    @MainActor
    func run(on loop: UIModelRunLoop) {
        loop.suppressViewDrivenAppearance += 1
        source.storedView?.removeFromSuperview()
        loop.suppressViewDrivenAppearance -= 1
        if destinationStarted { destination.finishAppearance(ifGeneration: destinationGeneration) }
        if sourceStarted { source.finishAppearance(ifGeneration: sourceGeneration) }
        switch completion {
        case .none: break
        case .block(let block): block(true)
        case let .handler(handler, context): handler.transitionDidComplete(context: context)
        }
    }
}
