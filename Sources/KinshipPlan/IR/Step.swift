public import KinshipSpec

/// One call a container makes. Operands name children; where the child depends on the state at
/// the moment the move starts (a stack's top), the operand says so symbolically and the
/// interpreter or the generated code resolves it then.
public indirect enum Step: Sendable, Hashable {
    // Custom containers (UIViewController's containment API).
    case addChild(Operand)
    /// `child.view.frame = <slot's frame>` (this loads the view: viewDidLoad).
    case setFrame(Operand, slot: String)
    /// `<slot's container view>.addSubview(child.view)`
    case addSubview(Operand, slot: String)
    case didMove(Operand)
    case willMoveToNil(Operand)
    case removeFromSuperview(Operand)
    case removeFromParent(Operand)
    /// `transition(from:to:duration:options:animations:completion:)`; `completion` runs when it ends.
    case transition(from: Operand, to: Operand, duration: Double, animation: Animation, completion: [Step])
    /// Manual forwarding: an animation that is not a transition(from:to:) (UIView.animate), with
    /// the steps that run when it ends.
    case animate(slot: String, duration: Double, animation: Animation, completion: [Step])
    /// Manual forwarding: `beginAppearanceTransition(appearing, animated:)`; skipped while the
    /// container itself is off screen.
    case beginAppearance(Operand, appearing: Bool, animated: Bool)
    case endAppearance(Operand)

    // Presets (the built-in containers' own calls).
    case setViewControllers([Operand], animated: Bool)
    case pushViewController(Operand, animated: Bool)
    case popViewController(animated: Bool)
    case popToViewController(Operand, animated: Bool)
    case popToRootViewController(animated: Bool)
    case setSelectedIndex(Int, Operand)
    case setSplitColumn(String, Operand)
    /// `setViewController(nil, for: .column)`: empties the column first, so the next
    /// `setSplitColumn` replaces its child (UIKit pushes a new secondary onto the column's own
    /// navigation stack otherwise, keeping the old one).
    case clearSplitColumn(String)
    /// `show(.column)`: makes the column visible; on a collapsed split (compact width) showing
    /// the secondary pushes it over the primary. Not animated: inside `UIView.performWithoutAnimation`.
    case showSplitColumn(String, animated: Bool)

    // Presentation (any container).
    /// `x.modalPresentationStyle = style; x.modalTransitionStyle = transition;
    /// x.isModalInPresentation = modalInPresentation` (sheets: also the presentation
    /// controller's delegate, so a swipe reaches the container), then
    /// `present(x, animated:completion: nil)`.
    /// `slot`: the presentation slot it fills (UIKit may refuse; the slot then stays empty).
    case present(
        Operand, slot: String, style: PresentationStyle, transition: Animation, modalInPresentation: Bool,
        animated: Bool)
    /// `x.presentingViewController?.dismiss(animated:)`: dismisses x and anything x presents.
    case dismiss(Operand, animated: Bool)
}

/// Who a step acts on.
public enum Operand: Sendable, Hashable {
    case child(String)
    /// The top of a stack slot when the move starts; for a single or tabs slot, what it holds
    /// then (a wide slot's one swap from any other child: `MoveLowering.wideMinimum`).
    case top(slot: String)
    /// The entry `depth` places below the top when the move starts (1: just below).
    case below(slot: String, depth: Int)
    /// The entries a pop removes, top first: every entry above `child`.
    case entriesAbove(slot: String, child: String)
    /// The entries a pop removes, top first: the `count` topmost ones.
    case topmost(slot: String, count: Int)
    /// The entries above the bottom one, top first (popToRoot).
    case aboveRoot(slot: String)
    /// The topmost entry of a stack that is an instance of a repeated child, when the move
    /// starts (popTo of a repeated child, whose instances are not known statically).
    case topInstance(slot: String, child: String)
    /// Manual forwarding: every child whose view is in the container's view, in slot order.
    case visibleChildren
}
