public import Foundation

/// What a size transition's alongside and completion blocks are told.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the change is animated.
    var isAnimated: Bool { get }
    /// The length of the change's animation.
    var transitionDuration: TimeInterval { get }
    /// Always false in the model: size changes are never cancelled.
    var isCancelled: Bool { get }
    /// Always false in the model.
    var isInteractive: Bool { get }
}

/// Passed to `viewWillTransition(to:with:)`, as in UIKit.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the size change and `completion` after it.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the size change.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The model's coordinator: alongside blocks run after the new layout, and
/// completion blocks at the end of the turn.
@MainActor
public final class UIModelTransitionCoordinator: UIViewControllerTransitionCoordinator {
    public let isAnimated: Bool
    public let transitionDuration: TimeInterval
    public var isCancelled: Bool { false }
    public var isInteractive: Bool { false }

    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    /// A coordinator for a change lasting `duration` seconds.
    public init(duration: TimeInterval) {
        self.transitionDuration = duration
        self.isAnimated = duration > 0
    }

    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside blocks registered so far.
    public func runAlongsideAnimations() {
        let blocks = alongside
        alongside.removeAll()
        for block in blocks { block(self) }
    }

    /// Runs the completion blocks registered so far.
    public func complete() {
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(self) }
    }
}

/// Something that takes part in size changes (UIKit's UIContentContainer);
/// `UIViewController` conforms.
@MainActor
public protocol UIContentContainer: AnyObject {
    /// The container's size is about to change to `size`.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// The size a child container gets for a new parent size.
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
}
