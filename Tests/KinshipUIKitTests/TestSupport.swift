import Foundation
import KinshipUIKit

/// A screen: a plain controller with a name.
@MainActor
func screen(_ name: String) -> UIViewController {
    let controller = UIViewController()
    controller.restorationIdentifier = name
    return controller
}

/// A custom container as generated code writes one: slots are fixed frames,
/// children are embedded with the textbook addChild → frame → addSubview →
/// didMove sequence, and `initial` children are mounted in viewDidLoad.
@MainActor
final class SlotContainer: UIViewController {
    var initial: [(UIViewController, CGRect)] = []
    var forwardsAppearance = true
    /// Sizes `size(forChildContentContainer:)` answers, keyed by child name (default: parent size).
    var childSizes: [String: (CGSize) -> CGSize] = [:]
    /// Slot frames recomputed on layout, keyed by child name (default: the frame it was embedded with).
    var slotFrames: [String: (CGRect) -> CGRect] = [:]

    init(_ name: String, forwardsAppearance: Bool = true) {
        self.forwardsAppearance = forwardsAppearance
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = name
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        return nil
    }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAppearance }

    override func viewDidLoad() {
        super.viewDidLoad()
        for (child, frame) in initial { embed(child, frame: frame) }
    }

    // Manual forwarding (rule 10): the container brackets its own changes for its visible children.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if !forwardsAppearance {
            for child in visibleChildren { child.beginAppearanceTransition(true, animated: animated) }
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if !forwardsAppearance { for child in visibleChildren { child.endAppearanceTransition() } }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if !forwardsAppearance {
            for child in visibleChildren { child.beginAppearanceTransition(false, animated: animated) }
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if !forwardsAppearance { for child in visibleChildren { child.endAppearanceTransition() } }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        for child in visibleChildren {
            if let name = child.restorationIdentifier, let rule = slotFrames[name] {
                child.view.frame = rule(view.bounds)
            }
        }
    }

    override func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        if let child = container as? UIViewController, let name = child.restorationIdentifier,
            let rule = childSizes[name]
        {
            return rule(parentSize)
        }
        return parentSize
    }

    var visibleChildren: [UIViewController] {
        children.filter { $0.viewIfLoaded?.superview != nil }
    }

    func embed(_ child: UIViewController, frame: CGRect) {
        addChild(child)
        child.view.frame = frame
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    func unembed(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }

    /// Rule 7's single-slot swap.
    func swap(from: UIViewController, to: UIViewController, duration: TimeInterval) {
        addChild(to)
        to.view.frame = from.view.frame
        from.willMove(toParent: nil)
        transition(from: from, to: to, duration: duration, options: .transitionFlipFromTop, animations: nil) { _ in
            to.didMove(toParent: self)
            from.removeFromParent()
        }
    }
}

/// Resets the model, shows `root` in a 390x844 window and runs until idle.
@MainActor
@discardableResult
func launch(_ root: UIViewController, size: CGSize = CGSize(width: 390, height: 844)) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = root
    window.makeKeyAndVisible()
    UIModelRunLoop.main.runUntilIdle()
    return window
}

/// Lines recorded since `mark`.
@MainActor
func lines(since mark: Int) -> [String] {
    UIModelRunLoop.main.trace.lines(from: mark)
}

@MainActor
var traceCount: Int { UIModelRunLoop.main.trace.count }

@MainActor
var diagnostics: [UIModelDiagnostic] { UIModelRunLoop.main.trace.diagnostics }

let top = CGRect(x: 0, y: 0, width: 390, height: 422)
let bottom = CGRect(x: 0, y: 422, width: 390, height: 422)
