import KinshipSpec

/// The per-move lowering rules. Each appends to `cases` one case per state the slot may be in
/// when the move starts; a case with no steps is a no-op. They append rather than return so
/// that `PlanLowering.lower(_:in:detail:into:)` can reuse a plan's case buffers.
struct MoveContext {
    let slot: SlotPlan
    /// The move's `from:` guard: the children one of which occupies the slot; empty, none.
    let guardChildren: [String]
    let duration: Double
    let animation: Animation
    let manual: Bool
    /// False for a plan's shape (see `PlanLowering.Detail.shape`): cases keep their conditions, not steps.
    var withSteps = true
    /// Repeated children: an operand naming one means "the instance being pushed", so the
    /// instance on top or deeper in the stack is named by position instead.
    var repeated: Set<String> = []
    /// A preset tab bar's index of the selected child, looked up once per container when it
    /// has many tabs (a scan of `accepts` per `select` is quadratic in the tabs).
    var selectIndex: Int? = nil

    /// A case; its steps are built only when the plan needs them.
    private func moveCase(_ when: SlotCondition, _ steps: @autoclosure () -> [Step]) -> MoveCase {
        MoveCase(when: when, steps: withSteps ? steps() : [])
    }

    var name: String { slot.name }
    var animated: Bool { duration > 0 }

    /// The children that may occupy the slot when the move starts: the guard's, or any other.
    private func occupants(excluding x: String?) -> [String] {
        if !guardChildren.isEmpty { return guardChildren }
        return slot.accepts.filter { $0 != x }
    }

    // MARK: Single slots

    /// Whether an unguarded move on this slot is lowered to one case for every other occupant
    /// (`swapFromAny`) rather than one case per occupant.
    private var wide: Bool { guardChildren.isEmpty && slot.accepts.count >= MoveLowering.wideMinimum }

    func show(_ x: String, mayBeEmpty: Bool, into cases: inout [MoveCase]) {
        noOp(x, into: &cases)
        if wide {
            // Before `otherwise`, whatever `mayBeEmpty` says: the swap's `from` would name nothing.
            cases.append(moveCase(.empty(slot: name), embed(.child(x))))
            cases.append(moveCase(.otherwise, swap(from: .top(slot: name), to: .child(x), adding: true)))
            return
        }
        for y in occupants(excluding: x) where y != x {
            cases.append(moveCase(.holds(slot: name, child: y), swap(from: .child(y), to: .child(x), adding: true)))
        }
        if mayBeEmpty, guardChildren.isEmpty {
            cases.append(moveCase(.empty(slot: name), embed(.child(x))))
        }
    }

    func clear(into cases: inout [MoveCase]) {
        for y in occupants(excluding: nil) {
            cases.append(moveCase(.holds(slot: name, child: y), unembed(.child(y))))
        }
        if guardChildren.isEmpty { cases.append(moveCase(.empty(slot: name), [])) }
    }

    /// Rule 7: addChild(to), frame, from.willMove(nil), transition; completion didMove + removeFromParent.
    /// Built in place, sized up front: lowering runs once per move of every container.
    private func swap(from: Operand, to: Operand, adding: Bool) -> [Step] {
        var steps: [Step] = []
        steps.reserveCapacity(manual ? 7 : 4)
        if adding { steps.append(.addChild(to)) }
        steps.append(.setFrame(to, slot: name))
        if adding { steps.append(.willMoveToNil(from)) }
        let completion: [Step] = adding ? [.didMove(to), .removeFromParent(from)] : []
        steps += animated(from: from, to: to, then: completion)
        return steps
    }

    /// The animated part of a swap: transition(from:to:) when appearance is forwarded
    /// automatically, else begin/end brackets around a plain animation.
    private func animated(from: Operand, to: Operand, then completion: [Step]) -> [Step] {
        guard manual else {
            return [.transition(from: from, to: to, duration: duration, animation: animation, completion: completion)]
        }
        return [
            .beginAppearance(from, appearing: false, animated: animated),
            .beginAppearance(to, appearing: true, animated: animated),
            .addSubview(to, slot: name),
            .animate(
                slot: name, duration: duration, animation: animation,
                completion: [.removeFromSuperview(from), .endAppearance(to), .endAppearance(from)] + completion),
        ]
    }

    private func embed(_ x: Operand) -> [Step] {
        guard manual else { return [.addChild(x), .setFrame(x, slot: name), .addSubview(x, slot: name), .didMove(x)] }
        return [
            .addChild(x), .setFrame(x, slot: name), .beginAppearance(x, appearing: true, animated: false),
            .addSubview(x, slot: name), .endAppearance(x), .didMove(x),
        ]
    }

    private func unembed(_ y: Operand) -> [Step] {
        guard manual else { return [.willMoveToNil(y), .removeFromSuperview(y), .removeFromParent(y)] }
        return [
            .willMoveToNil(y), .beginAppearance(y, appearing: false, animated: false),
            .removeFromSuperview(y), .endAppearance(y), .removeFromParent(y),
        ]
    }

    // MARK: Stack slots (rule 7b)

    /// The "already there" case, unless a guard on another child makes it unreachable.
    private func noOp(_ x: String, into cases: inout [MoveCase]) {
        if guardChildren.isEmpty || guardChildren.contains(x) {
            cases.append(moveCase(.holds(slot: name, child: x), []))
        }
    }

    /// The entry on top: the guarded child when the guard names exactly one (not repeated),
    /// else whichever is on top when the move runs.
    private var top: Operand {
        guard guardChildren.count == 1, let only = guardChildren.first, !repeated.contains(only) else {
            return .top(slot: name)
        }
        return .child(only)
    }

    /// An entry popTo stops at: the child itself, or a repeated child's topmost instance.
    private func entry(_ x: String) -> Operand {
        repeated.contains(x) ? .topInstance(slot: name, child: x) : .child(x)
    }
    private var whenGuarded: SlotCondition {
        guardChildren.isEmpty ? .otherwise : .occupied(slot: name, byAnyOf: guardChildren)
    }

    /// The guarded case after an "already there" case for `x`: the guard's other children, or
    /// none when the guard names `x` alone (a second case on the same condition could never
    /// run, and generated code's switch would repeat a pattern, which Swift warns of).
    private func whenGuarded(after x: String) -> SlotCondition? {
        guard !guardChildren.isEmpty else { return .otherwise }
        let rest = guardChildren.filter { $0 != x }
        return rest.isEmpty ? nil : .occupied(slot: name, byAnyOf: rest)
    }

    func push(_ x: String, into cases: inout [MoveCase]) {
        cases.append(
            moveCase(
                whenGuarded,
                [.addChild(.child(x)), .setFrame(.child(x), slot: name)]
                    + animated(from: top, to: .child(x), then: [.didMove(.child(x))])))
    }

    func pop(_ n: Int, into cases: inout [MoveCase]) {
        let removed: Operand = n == 1 ? top : .topmost(slot: name, count: n)
        cases.append(moveCase(whenGuarded, popSteps(removed: removed, to: .below(slot: name, depth: n))))
    }

    func popTo(_ x: String, into cases: inout [MoveCase]) {
        noOp(x, into: &cases)
        if let when = whenGuarded(after: x) {
            cases.append(moveCase(when, popSteps(removed: .entriesAbove(slot: name, child: x), to: entry(x))))
        }
    }

    /// The bottom of a stack is always its first initial entry: pops never remove it.
    func popToRoot(into cases: inout [MoveCase]) {
        guard let root = slot.initial.first else { return }
        noOp(root, into: &cases)
        if let when = whenGuarded(after: root) {
            cases.append(moveCase(when, popSteps(removed: .aboveRoot(slot: name), to: .child(root))))
        }
    }

    /// Every removed entry gets willMove(nil) first and didMove(nil) (removeFromParent) in the
    /// completion; only the top and the new top see appearance.
    private func popSteps(removed: Operand, to below: Operand) -> [Step] {
        [.willMoveToNil(removed), .setFrame(below, slot: name)]
            + animated(from: top, to: below, then: [.removeFromParent(removed)])
    }

    // MARK: Tabs slots

    func select(_ x: String, into cases: inout [MoveCase]) {
        noOp(x, into: &cases)
        if wide {
            cases.append(moveCase(.otherwise, swap(from: .top(slot: name), to: .child(x), adding: false)))
            return
        }
        for y in occupants(excluding: x) where y != x {
            cases.append(moveCase(.holds(slot: name, child: y), swap(from: .child(y), to: .child(x), adding: false)))
        }
    }

    // MARK: Presets

    func presetMove(_ effect: SlotEffect, into cases: inout [MoveCase]) {
        switch effect {
        case .push(let x):
            cases.append(moveCase(whenGuarded, [.pushViewController(.child(x), animated: animated)]))
        case .pop(let n):
            let step: Step =
                n == 1
                ? .popViewController(animated: animated)
                : .popToViewController(.below(slot: name, depth: n), animated: animated)
            cases.append(moveCase(whenGuarded, [step]))
        case .popTo(let x):
            noOp(x, into: &cases)
            if let when = whenGuarded(after: x) {
                cases.append(moveCase(when, [.popToViewController(entry(x), animated: animated)]))
            }
        case .popToRoot:
            let root = slot.initial.first ?? ""
            noOp(root, into: &cases)
            if let when = whenGuarded(after: root) {
                cases.append(moveCase(when, [.popToRootViewController(animated: animated)]))
            }
        case .select(let x):
            let index = selectIndex ?? slot.accepts.firstIndex(of: x) ?? 0
            noOp(x, into: &cases)
            if let when = whenGuarded(after: x) {
                cases.append(moveCase(when, [.setSelectedIndex(index, .child(x))]))
            }
        case .show(let x):
            // show(_:) too, even when the column already holds x: a collapsed split (compact
            // width) shows a column only when asked, and the user may have gone back since.
            let show = Step.showSplitColumn(name, animated: animated)
            // A repeated child is never "already there": each show sets a new instance, which
            // replaces the one the column holds (a new message controller per message).
            let fresh = repeated.contains(x)
            if !fresh, guardChildren.isEmpty || guardChildren.contains(x) {
                cases.append(moveCase(.holds(slot: name, child: x), [show]))
            }
            // The secondary is emptied first, as Apple advises (grammar.md): set over another
            // child, UIKit would push x onto the column's navigation stack and keep that child.
            let clear: [Step] = name == "secondary" || name == "supplementary" ? [.clearSplitColumn(name)] : []
            if let when = fresh ? whenGuarded : whenGuarded(after: x) {
                cases.append(moveCase(when, clear + [.setSplitColumn(name, .child(x)), show]))
            }
        case .clear, .present, .dismiss:
            break
        }
    }

    // MARK: Presentation slots

    /// Presenting the presented child is a no-op; presenting into an empty slot presents.
    /// Presenting over another has no case: UIKit refuses it ("already presenting"), and flow
    /// analysis and the runtime report it (`already-presenting`).
    func present(_ x: String, into cases: inout [MoveCase]) {
        // Presenting while an instance of a repeated child is presented does nothing either: the
        // instance stays (a new one is made only when the slot is empty).
        noOp(x, into: &cases)
        let style = slot.style ?? .pageSheet
        let step = Step.present(
            .child(x), slot: name, style: style, transition: animation,
            modalInPresentation: style.isSheet && slot.swipeDismissible == false, animated: animated)
        cases.append(moveCase(.empty(slot: name), [step]))
    }

    /// Dismissing what is not presented has no case: flow analysis and the runtime report it
    /// (`not-presented`).
    func dismiss(_ x: String, into cases: inout [MoveCase]) {
        // A repeated child's operand names the instance a push or present makes; the one
        // presented now is the slot's content.
        let presented: Operand = repeated.contains(x) ? .top(slot: name) : .child(x)
        cases.append(moveCase(.holds(slot: name, child: x), [.dismiss(presented, animated: animated)]))
    }
}
