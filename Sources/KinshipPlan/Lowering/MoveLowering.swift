/// Lowers one container's mount and transitions to steps, following DESIGN.md's rules:
/// rule 7 for swaps in custom containers that forward appearance, begin/end appearance
/// brackets for those that do not (rule 10), the built-in calls for presets (rules 8, 9).
struct MoveLowering {
    let container: Container
    let slots: [SlotPlan]

    var manual: Bool { !container.forwardsAppearanceAutomatically }
    var preset: Bool { container.kind != .custom }

    // MARK: Mount

    func mount() -> [Step] {
        switch container.kind {
        case .custom: return slots.flatMap(mountCustom)
        case .navigation:
            return slots.first.map { [.setViewControllers($0.initial.map(Operand.child), animated: false)] } ?? []
        case .tabs:
            guard let slot = slots.first else { return [] }
            var steps: [Step] = [.setViewControllers(slot.accepts.map(Operand.child), animated: false)]
            if let selected = slot.initial.first, let index = slot.accepts.firstIndex(of: selected) {
                steps.append(.setSelectedIndex(index, .child(selected)))
            }
            return steps
        case .split:
            return slots.compactMap { slot in slot.initial.first.map { .setSplitColumn(slot.name, .child($0)) } }
        }
    }

    /// Every child present at mount is added; only the visible one's view is embedded.
    private func mountCustom(_ slot: SlotPlan) -> [Step] {
        let present = slot.kind == .tabs ? slot.accepts : slot.initial
        let visible = slot.kind == .stack ? slot.initial.last : slot.initial.first
        return present.flatMap { name -> [Step] in
            let child = Operand.child(name)
            guard name == visible else { return [.addChild(child), .didMove(child)] }
            return [.addChild(child), .setFrame(child, slot: slot.name), .addSubview(child, slot: slot.name), .didMove(child)]
        }
    }

    // MARK: Transitions

    func transition(_ t: Transition) -> TransitionPlan {
        TransitionPlan(
            name: t.name.value,
            guards: t.moves.compactMap { move in move.from.map { .holds(slot: move.slot.value, child: $0.value) } },
            moves: t.moves.compactMap(move))
    }

    private func move(_ m: Move) -> MovePlan? {
        guard let slot = slots.first(where: { $0.name == m.slot.value }) else { return nil }
        let op = m.operation.value
        var description = op.keyword
        switch op {
        case .pop(let n): description += " \(n)"
        case .clear, .popToRoot: break
        default: description += " " + (op.target?.value ?? "")
        }
        var plan = MovePlan(slot: slot.name, operation: description, animation: m.effectiveAnimation,
                            duration: m.effectiveDuration, cases: [])
        let ctx = MoveContext(slot: slot, guardChild: m.from?.value, duration: m.effectiveDuration,
                              animation: m.effectiveAnimation, manual: manual)
        plan.cases = switch (preset, op) {
        case (false, .show(let x)): ctx.show(x.value, mayBeEmpty: slotMayBeEmpty(slot))
        case (false, .clear): ctx.clear()
        case (false, .push(let x)): ctx.push(x.value)
        case (false, .pop(let n)): ctx.pop(n)
        case (false, .popTo(let x)): ctx.popTo(x.value)
        case (false, .popToRoot): ctx.popToRoot()
        case (false, .select(let x)): ctx.select(x.value)
        case (true, _): ctx.presetMove(op, kind: container.kind)
        }
        return plan
    }

    /// A single slot can be empty when it starts empty or some transition clears it.
    private func slotMayBeEmpty(_ slot: SlotPlan) -> Bool {
        slot.initial.isEmpty || container.transitions.contains { t in
            t.moves.contains { $0.slot.value == slot.name && $0.operation.value == .clear }
        }
    }
}
