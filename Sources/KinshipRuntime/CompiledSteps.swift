import KinshipPlan
import KinshipUIKit

/// A custom container's step with its child and slot names resolved to positions once per
/// container type, so running a move finds its controllers and slot views by index instead of
/// hashing names on every call. Preset steps stay as they are (`plan`).
indirect enum RunStep {
    case addChild(RunOperand)
    /// `slot`: the slot's index, nil when the plan has no such slot (the container's bounds are used).
    case setFrame(RunOperand, slot: Int?)
    case addSubview(RunOperand, slot: Int?)
    case didMove(RunOperand)
    case willMoveToNil(RunOperand)
    case removeFromSuperview(RunOperand)
    case removeFromParent(RunOperand)
    /// `completionIndex`: the completion's place in the container type's `completions` table
    /// (nil for a move made up after the fact), so the UIKit model can hand it back by number.
    case transition(
        from: RunOperand, to: RunOperand, duration: Double, options: UIView.AnimationOptions,
        completion: RunSteps, completionIndex: Int?)
    case animate(duration: Double, completion: RunSteps)
    case beginAppearance(RunOperand, appearing: Bool, animated: Bool)
    case endAppearance(RunOperand)
    case plan(Step)
}

enum RunOperand {
    /// A named child, by its index in the container type's child table.
    case child(Int)
    /// Anything else, resolved by name when it runs (symbolic operands read the move's snapshot).
    case other(Operand)
}

/// A compiled step list, and whether any of its steps (completions included) reads the slot
/// contents the move started with: only then is a snapshot of them kept.
struct RunSteps {
    var steps: [RunStep]
    var needsSnapshot: Bool
}

/// What forwarding a manual container's own appearance changes runs.
struct RunAppearance {
    var willAppear: RunSteps
    var didAppear: RunSteps
    var willDisappear: RunSteps
    var didDisappear: RunSteps
}

/// One container type's plan, compiled once and shared by its instances.
@MainActor
final class CompiledContainer {
    /// Child names by index: the plan's children first, then names only steps mention.
    private(set) var childNames: [String] = []
    /// Slot names → the index their entries live at in each instance's `SlotState`.
    let slotTable: SlotTable
    private var childIndex: [String: Int] = [:]
    /// Slot name → index in the plan's slots (the last of a repeated name, as a name-keyed table keeps).
    private var slotIndex: [String: Int] = [:]
    /// The repeated children (`many: true`), whose operands name the instance being pushed.
    let repeated: Set<String>
    private(set) var mount = RunSteps(steps: [], needsSnapshot: false)
    /// A preset's accessory at mount, run from its viewDidLoad (nil without an accessory).
    private(set) var accessoryMount: RunSteps?
    private(set) var appearance: RunAppearance?
    // The tables below are filled by `init` and only read afterwards; events read them on every
    // call, so without dynamic exclusivity checks.
    /// Per transition (plan order): its name, and its guards and moves compiled, kept here so an
    /// event reads them from this shared table instead of copying the transition out of a node.
    @exclusivity(unchecked) private(set) var transitionNames: [String] = []
    @exclusivity(unchecked) private(set) var transitions: [RunTransition] = []
    /// Every transition completion of the plan's own steps, by `completionIndex`.
    @exclusivity(unchecked) private(set) var completions: [RunSteps] = []

    /// The index in the plan's `children` of the first child named `name`: one lookup where a
    /// search of the plan copied each child it passed (every controller made asks).
    func planChildIndex(of name: String) -> Int? { planChildIndex[name] }
    private var planChildIndex: [String: Int] = [:]

    init(_ plan: ContainerPlan) {
        slotTable = SlotTable(plan)
        repeated = plan.repeatedChildren
        for (index, child) in plan.children.enumerated() where childIndex[child.name] == nil {
            childIndex[child.name] = childNames.count
            childNames.append(child.name)
            planChildIndex[child.name] = index
        }
        for (index, slot) in plan.slots.enumerated() { slotIndex[slot.name] = index }
        mount = compile(plan.mount, growing: true)
        accessoryMount = plan.accessoryMount.map { compile($0, growing: true) }
        appearance = plan.appearance.map { forwarding in
            RunAppearance(
                willAppear: compile(forwarding.willAppear, growing: true),
                didAppear: compile(forwarding.didAppear, growing: true),
                willDisappear: compile(forwarding.willDisappear, growing: true),
                didDisappear: compile(forwarding.didDisappear, growing: true))
        }
        transitions = plan.transitions.map { transition in
            RunTransition(
                guards: transition.guards,
                moves: transition.moves.map { move in
                    RunMove(
                        move, steps: move.cases.map { compile($0.steps, growing: true) }, slots: plan.slots,
                        table: slotTable,
                        repeated: repeated)
                }, table: slotTable, unlessPresented: transition.unlessPresented == true)
        }
        transitionNames = plan.transitions.map(\.name)
    }

    /// The index of the first transition called `name`, as `plan.transitions.firstIndex` finds it.
    func transitionIndex(named name: String) -> Int? {
        var index = 0
        while index < transitionNames.count {
            if transitionNames[index] == name { return index }
            index += 1
        }
        return nil
    }

    /// Compiles a move made up after the fact (a raw slot operation); names the table does not
    /// hold are resolved by name when they run.
    func compile(_ move: MovePlan, slots: [SlotPlan]) -> RunMove {
        RunMove(
            move, steps: move.cases.map { compile($0.steps, growing: false) }, slots: slots, table: slotTable,
            repeated: repeated)
    }

    private func compile(_ steps: [Step], growing: Bool) -> RunSteps {
        var needsSnapshot = false
        func operand(_ operand: Operand) -> RunOperand {
            if case .child(let name) = operand {
                if let index = childIndex[name] { return .child(index) }
                if growing {
                    childIndex[name] = childNames.count
                    childNames.append(name)
                    return .child(childNames.count - 1)
                }
                return .other(operand)
            }
            if case .visibleChildren = operand { return .other(operand) }
            needsSnapshot = true
            return .other(operand)
        }
        func nested(_ steps: [Step]) -> RunSteps {
            let compiled = compile(steps, growing: growing)
            if compiled.needsSnapshot { needsSnapshot = true }
            return compiled
        }
        let compiled: [RunStep] = steps.map { step in
            switch step {
            case .addChild(let x): return .addChild(operand(x))
            case let .setFrame(x, slot): return .setFrame(operand(x), slot: slotIndex[slot])
            case let .addSubview(x, slot): return .addSubview(operand(x), slot: slotIndex[slot])
            case .didMove(let x): return .didMove(operand(x))
            case .willMoveToNil(let x): return .willMoveToNil(operand(x))
            case .removeFromSuperview(let x): return .removeFromSuperview(operand(x))
            case .removeFromParent(let x): return .removeFromParent(operand(x))
            case let .transition(from, to, duration, animation, completion):
                let steps = nested(completion)
                var index: Int?
                if growing {
                    index = completions.count
                    completions.append(steps)
                }
                return .transition(
                    from: operand(from), to: operand(to), duration: duration,
                    options: animation.uiOptions, completion: steps, completionIndex: index)
            case let .animate(_, duration, _, completion):
                return .animate(duration: duration, completion: nested(completion))
            case let .beginAppearance(x, appearing, animated):
                return .beginAppearance(operand(x), appearing: appearing, animated: animated)
            case .endAppearance(let x): return .endAppearance(operand(x))
            case .setViewControllers, .pushViewController, .popViewController, .popToViewController,
                .popToRootViewController, .setSelectedIndex, .setSplitColumn, .clearSplitColumn, .showSplitColumn,
                .present, .dismiss:
                // Preset steps may name stack entries symbolically; keep the snapshot for them
                // only then: holding it makes the slot's update copy the whole stack, and a push
                // of a named child (`pushViewController(folder)`) costs the stack's depth.
                if Self.namesEntries(step) { needsSnapshot = true }
                return .plan(step)
            }
        }
        return RunSteps(steps: compiled, needsSnapshot: needsSnapshot)
    }

    /// Whether a preset step names a controller by its place in a slot (`top(content)`), which
    /// resolves against the snapshot, rather than by child name.
    static func namesEntries(_ step: Step) -> Bool {
        func symbolic(_ operand: Operand) -> Bool {
            if case .child = operand { return false }
            return true
        }
        switch step {
        case .setViewControllers(let xs, _): return xs.contains(where: symbolic)
        case .pushViewController(let x, _), .popToViewController(let x, _), .setSplitColumn(_, let x),
            .present(let x, _, _, _, _, _), .dismiss(let x, _):
            return symbolic(x)
        default: return false
        }
    }
}
