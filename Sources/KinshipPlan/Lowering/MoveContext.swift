/// The per-move lowering rules. Each returns one case per state the slot may be in when the
/// move starts; a case with no steps is a no-op.
struct MoveContext {
    let slot: SlotPlan
    let guardChild: String?
    let duration: Double
    let animation: Animation
    let manual: Bool
    /// False for a plan's shape (see `PlanLowering.shape`): cases keep their conditions, not steps.
    var withSteps = true

    /// A case; its steps are built only when the plan needs them.
    private func moveCase(_ when: SlotCondition, _ steps: @autoclosure () -> [Step]) -> MoveCase {
        MoveCase(when: when, steps: withSteps ? steps() : [])
    }

    var name: String { slot.name }
    var animated: Bool { duration > 0 }

    /// The children that may occupy the slot when the move starts: the guard, or any other.
    private func occupants(excluding x: String?) -> [String] {
        if let guardChild { return [guardChild] }
        return slot.accepts.filter { $0 != x }
    }

    // MARK: Single slots

    func show(_ x: String, mayBeEmpty: Bool) -> [MoveCase] {
        var cases = noOp(x)
        for y in occupants(excluding: x) where y != x {
            cases.append(moveCase(.holds(slot: name, child: y), swap(from: .child(y), to: .child(x), adding: true)))
        }
        if mayBeEmpty, guardChild == nil {
            cases.append(moveCase(.empty(slot: name), embed(.child(x))))
        }
        return cases
    }

    func clear() -> [MoveCase] {
        var cases = occupants(excluding: nil).map { y in
            moveCase(.holds(slot: name, child: y), unembed(.child(y)))
        }
        if guardChild == nil { cases.append(moveCase(.empty(slot: name), [])) }
        return cases
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
            .animate(slot: name, duration: duration, animation: animation, completion:
                [.removeFromSuperview(from), .endAppearance(to), .endAppearance(from)] + completion),
        ]
    }

    private func embed(_ x: Operand) -> [Step] {
        guard manual else { return [.addChild(x), .setFrame(x, slot: name), .addSubview(x, slot: name), .didMove(x)] }
        return [.addChild(x), .setFrame(x, slot: name), .beginAppearance(x, appearing: true, animated: false),
                .addSubview(x, slot: name), .endAppearance(x), .didMove(x)]
    }

    private func unembed(_ y: Operand) -> [Step] {
        guard manual else { return [.willMoveToNil(y), .removeFromSuperview(y), .removeFromParent(y)] }
        return [.willMoveToNil(y), .beginAppearance(y, appearing: false, animated: false),
                .removeFromSuperview(y), .endAppearance(y), .removeFromParent(y)]
    }

    // MARK: Stack slots (rule 7b)

    /// The "already there" case, unless a guard on another child makes it unreachable.
    private func noOp(_ x: String) -> [MoveCase] {
        guard guardChild == nil || guardChild == x else { return [] }
        return [moveCase(.holds(slot: name, child: x), [])]
    }

    /// `noOp(x) + [last]` in one array (lowering runs for every move of every container).
    private func noOp(_ x: String, then last: MoveCase) -> [MoveCase] {
        var cases: [MoveCase] = []
        cases.reserveCapacity(2)
        if guardChild == nil || guardChild == x { cases.append(moveCase(.holds(slot: name, child: x), [])) }
        cases.append(last)
        return cases
    }

    private var top: Operand { guardChild.map(Operand.child) ?? .top(slot: name) }
    private var whenGuarded: SlotCondition { guardChild.map { .holds(slot: name, child: $0) } ?? .otherwise }

    func push(_ x: String) -> [MoveCase] {
        [moveCase(whenGuarded, [.addChild(.child(x)), .setFrame(.child(x), slot: name)]
            + animated(from: top, to: .child(x), then: [.didMove(.child(x))]))]
    }

    func pop(_ n: Int) -> [MoveCase] {
        let removed: Operand = n == 1 ? top : .topmost(slot: name, count: n)
        return [moveCase(whenGuarded, popSteps(removed: removed, to: .below(slot: name, depth: n)))]
    }

    func popTo(_ x: String) -> [MoveCase] {
        noOp(x, then: moveCase(whenGuarded, popSteps(removed: .entriesAbove(slot: name, child: x), to: .child(x))))
    }

    /// The bottom of a stack is always its first initial entry: pops never remove it.
    func popToRoot() -> [MoveCase] {
        guard let root = slot.initial.first else { return [] }
        return noOp(root, then: moveCase(whenGuarded, popSteps(removed: .aboveRoot(slot: name), to: .child(root))))
    }

    /// Every removed entry gets willMove(nil) first and didMove(nil) (removeFromParent) in the
    /// completion; only the top and the new top see appearance.
    private func popSteps(removed: Operand, to below: Operand) -> [Step] {
        [.willMoveToNil(removed), .setFrame(below, slot: name)]
            + animated(from: top, to: below, then: [.removeFromParent(removed)])
    }

    // MARK: Tabs slots

    func select(_ x: String) -> [MoveCase] {
        var cases = noOp(x)
        for y in occupants(excluding: x) where y != x {
            cases.append(moveCase(.holds(slot: name, child: y), swap(from: .child(y), to: .child(x), adding: false)))
        }
        return cases
    }

    // MARK: Presets

    func presetMove(_ effect: SlotEffect) -> [MoveCase] {
        switch effect {
        case .push(let x):
            return [moveCase(whenGuarded, [.pushViewController(.child(x), animated: animated)])]
        case .pop(let n):
            let step: Step = n == 1
                ? .popViewController(animated: animated)
                : .popToViewController(.below(slot: name, depth: n), animated: animated)
            return [moveCase(whenGuarded, [step])]
        case .popTo(let x):
            return noOp(x, then: moveCase(whenGuarded, [.popToViewController(.child(x), animated: animated)]))
        case .popToRoot:
            let root = slot.initial.first ?? ""
            return noOp(root, then: moveCase(whenGuarded, [.popToRootViewController(animated: animated)]))
        case .select(let x):
            let index = slot.accepts.firstIndex(of: x) ?? 0
            return noOp(x, then: moveCase(whenGuarded, [.setSelectedIndex(index, .child(x))]))
        case .show(let x):
            return noOp(x, then: moveCase(whenGuarded, [.setSplitColumn(name, .child(x))]))
        case .clear:
            return []
        }
    }
}
