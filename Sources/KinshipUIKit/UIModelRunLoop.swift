public import Foundation

/// A model of the main run loop with a virtual clock (DESIGN.md rule 13).
///
/// A *turn* is the synchronous code of one event. `endTurn()` then runs the
/// layout pass and the deferred callbacks in the order they were queued, and
/// ends animations already due (non-animated preset changes are zero-length
/// animations, so their did-callbacks land at the end of the turn).
/// Animations end at start + duration (ties: start order); each animation's
/// end is a turn of its own: its did-callbacks and completion run together,
/// followed by that turn's deferred work, before the next animation ends.
@MainActor
public final class UIModelRunLoop {
    /// The run loop every model object uses. Replace it (or call `reset()`)
    /// before each run or test so traces and clocks do not mix.
    /// Read on nearly every model call; an assignment replaces it whole, so no access can
    /// overlap another and the dynamic exclusivity check is skipped.
    @exclusivity(unchecked) public static var main = UIModelRunLoop()

    /// Installs a fresh run loop (clock at 0, empty trace) and returns it.
    @discardableResult
    public static func reset() -> UIModelRunLoop {
        let loop = UIModelRunLoop()
        main = loop
        return loop
    }

    /// Where callbacks and diagnostics are recorded.
    public let trace: UITrace
    /// Virtual time in seconds since the run loop was created.
    @exclusivity(unchecked) public private(set) var now: TimeInterval = 0

    enum Deferred {
        case appearanceDid(UIViewController, generation: Int)
        case block(() -> Void)
    }

    struct Animation {
        let end: TimeInterval
        let sequence: Int
        let owner: UIViewController?
        let finish: Finish
    }

    /// What runs when an animation ends: a block, or a transition's end kept as a value.
    enum Finish {
        case block(() -> Void)
        case transition(UIModelTransitionEnd)

        // Borrowing: the end runs in place, with no copy of its references.
        @MainActor borrowing func run(on loop: UIModelRunLoop) {
            switch self {
            case .block(let finish): finish()
            case .transition(let end): end.run(on: loop)
            }
        }
    }

    // Unchecked exclusivity (see UIView): mutations of these call no other code.
    @exclusivity(unchecked) private var queue: [Deferred] = []
    @exclusivity(unchecked) private var queueHead = 0
    @exclusivity(unchecked) private var animations = AnimationQueue()
    @exclusivity(unchecked) private var nextSequence = 0
    @exclusivity(unchecked) private var windowsNeedingLayout: [UIWindow] = []
    /// Windows made visible on this run loop, kept alive as UIApplication
    /// keeps its windows, so a caller can drop its reference after launch.
    public private(set) var windows: [UIWindow] = []

    /// Counts turns so misuse checks can tell "in the same turn" apart.
    @exclusivity(unchecked) private(set) var turn = 0
    /// While positive, views joining or leaving a window cause no rule-4
    /// appearance callbacks: a transition is sending its own.
    @exclusivity(unchecked) var suppressViewDrivenAppearance = 0
    /// While positive, an animations block is running (UIModelFrameLog.swift).
    @exclusivity(unchecked) var animationsDepth = 0
    /// Frame changes, recorded only while `recordsFrames` is true (off: runs pay one check).
    @exclusivity(unchecked) public var recordsFrames = false
    @exclusivity(unchecked) public internal(set) var frameChanges: [UIModelFrameChange] = []

    public init(trace: UITrace = UITrace()) {
        self.trace = trace
    }

    /// Whether nothing is deferred and no animation is in flight.
    public var isIdle: Bool {
        queueHead >= queue.count && animations.isEmpty && windowsNeedingLayout.isEmpty
    }

    /// Whether `controller` owns an animation that has not ended (a transition
    /// it runs, or a push/pop/tab switch of a preset). Callers wait for it.
    public func hasAnimationInFlight(_ controller: UIViewController) -> Bool {
        controller.animationsInFlight > 0
    }

    /// `hasAnimationInFlight(_:)` for a controller the caller keeps alive but does not hold
    /// strongly (the runtime walking its container tree), read without retaining it.
    /// Nonisolated only to borrow the controller without a closure executor check; call it from
    /// main-actor code.
    package nonisolated static func hasAnimationInFlight(_ controller: Unmanaged<UIViewController>) -> Bool {
        controller._withUnsafeGuaranteedRef { $0.animationsInFlight > 0 }
    }

    /// Number of animations in flight anywhere.
    public var animationsInFlight: Int { animations.count }

    /// Queues `block` to run at the end of the current turn, after what is already queued.
    public func performAtEndOfTurn(_ block: @escaping () -> Void) {
        queue.append(.block(block))
    }

    /// Ends the current turn: runs the layout pass and every deferred
    /// callback (including ones queued while draining), then ends the
    /// animations already due, such as non-animated (zero-duration) ones.
    public func endTurn() {
        drainQueue()
        turn &+= 1
        while let end = animations.firstEnd, end <= now {
            finishNextAnimation()
        }
    }

    private func drainQueue() {
        while true {
            if !windowsNeedingLayout.isEmpty {
                // One window at a time, in queue order, without copying the list; windows queued
                // meanwhile join its end, and layout still goes before deferred callbacks.
                let window = windowsNeedingLayout.removeFirst()
                window.isQueuedForLayout = false
                window.layoutIfNeeded()
                continue
            }
            guard queueHead < queue.count else { break }
            let item = queue[queueHead]
            queueHead += 1
            run(item)
        }
        if !queue.isEmpty { queue.removeAll(keepingCapacity: true) }
        queueHead = 0
    }

    /// Ends the turn, then ends animations one by one until nothing is pending.
    public func runUntilIdle() {
        endTurn()
        while !animations.isEmpty {
            finishNextAnimation()
        }
    }

    /// Ends the turn, then ends animations in time order until `controller`
    /// has none in flight (others ending earlier finish too, as they would).
    public func runUntilIdle(of controller: UIViewController) {
        endTurn()
        while controller.animationsInFlight > 0, !animations.isEmpty {
            finishNextAnimation()
        }
    }

    /// Ends the turn, then lets virtual time pass up to `time`, ending every
    /// animation due by then.
    public func run(until time: TimeInterval) {
        endTurn()
        while let end = animations.firstEnd, end <= time {
            finishNextAnimation()
        }
        now = max(now, time)
    }

    /// Schedules `finish` to run when an animation of `duration` seconds
    /// started now ends. `owner` is the container that is busy meanwhile.
    public func addAnimation(duration: TimeInterval, owner: UIViewController?, finish: @escaping () -> Void) {
        addAnimation(duration: duration, owner: owner, end: .block(finish))
    }

    // Consuming: the finish (a transition's end holds several references) moves into the queue uncopied.
    func addAnimation(duration: TimeInterval, owner: UIViewController?, end finish: consuming Finish) {
        let animation = Animation(
            end: now + max(0, duration), sequence: nextSequence, owner: owner, finish: finish)
        nextSequence += 1
        owner?.animationsInFlight += 1
        animations.insert(animation)
    }

    private func finishNextAnimation() {
        guard let animation = animations.removeFirst() else { return }
        now = max(now, animation.end)
        animation.owner?.animationsInFlight -= 1
        animation.finish.run(on: self)
        drainQueue()
        turn &+= 1
    }

    func deferAppearanceDid(_ controller: UIViewController, generation: Int) {
        queue.append(.appearanceDid(controller, generation: generation))
    }

    func register(_ window: UIWindow) {
        if windows.lastIndex(ofIdentical: window) == nil { windows.append(window) }
    }

    func setNeedsLayoutPass(_ window: UIWindow) {
        guard !window.isQueuedForLayout else { return }
        window.isQueuedForLayout = true
        windowsNeedingLayout.append(window)
    }

    private func run(_ item: Deferred) {
        switch item {
        case .appearanceDid(let controller, let generation):
            controller.deliverDeferredAppearanceDid(generation: generation)
        case .block(let block):
            block()
        }
    }
}
