public import Foundation

extension UIView {
    /// Which parts of a view's frame follow its superview's size (UIKit's raw values).
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Animation options (UIKit's raw values). The model keeps them but only
    /// the duration changes timing; transitions all look alike to callbacks.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    /// Whether views animate: false inside `performWithoutAnimation(_:)`.
    public static var areAnimationsEnabled: Bool { animationsDisabledDepth == 0 }
    @exclusivity(unchecked) static var animationsDisabledDepth = 0

    /// Runs `actionsWithoutAnimation` with animations off, as UIKit does: `UIView.animate` and a
    /// split view controller's `show(_:)` started inside it end at once (at the end of the turn).
    /// Calls with their own `animated:` argument (pushes, `transition(from:to:)`) keep it, and
    /// their callbacks say what the caller passed.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        animationsDisabledDepth += 1
        defer { animationsDisabledDepth -= 1 }
        actionsWithoutAnimation()
    }

    /// Runs `animations` now and `completion(true)` when the virtual clock
    /// reaches now + `delay` + `duration` (after the end of the turn when that is 0).
    /// UIKit's three `animate(withDuration:…)` overloads, with its labels and defaults.
    public static func animate(
        withDuration duration: TimeInterval,
        delay: TimeInterval,
        options: AnimationOptions = [],
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        UIModelRunLoop.main.runAnimations(animations)
        UIModelRunLoop.main.addAnimation(duration: areAnimationsEnabled ? delay + duration : 0, owner: nil) {
            completion?(true)
        }
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay and no options.
    public static func animate(
        withDuration duration: TimeInterval,
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay, options or completion.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }
}
