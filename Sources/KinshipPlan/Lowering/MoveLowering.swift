import KinshipSpec

/// Lowers one container's mount and transitions to steps, following DESIGN.md's rules:
/// rule 7 for swaps in custom containers that forward appearance, begin/end appearance
/// brackets for those that do not (rule 10), the built-in calls for presets (rules 8, 9).
struct MoveLowering {
    let container: Container
    let slots: [SlotPlan]
    /// False for a plan's shape: moves get their cases' conditions, not their steps.
    var withSteps = true
    /// The slots some move clears, found once: a scan of every move for each show is quadratic
    /// in a transition's moves.
    private let clearedSlots: Set<String>
    /// Each slot's number by name (the first of that name) when there are many: each move
    /// searched the list.
    private let slotNumbers: [String: Int]?
    /// The repeated children (`many: true`): their instances are found on the stack, not by name.
    private let repeated: Set<String>
    /// A wide preset tab bar's tab indices by child, built once: each `select` scanned the tabs.
    private let tabIndex: [String: Int]?

    /// Unguarded `show` and `select` moves on a slot accepting at least this many children are
    /// lowered to one case for every other occupant (the operand `top(slot)` names it when the
    /// move starts) rather than one case per occupant: N such moves made N² cases, in the plan,
    /// in flow analysis's tables and in generated code. Below it the plan keeps a case per
    /// occupant, which reads better. Tests set it to 2 (in their task) to check that both
    /// shapes run alike.
    @TaskLocal static var wideMinimum = 17

    init(container: Container, slots: [SlotPlan]) {
        self.container = container
        self.slots = slots
        // By index: `check` lowers every container, and copying each transition, move and child
        // (or reading them through key paths) retained every string in them.
        var cleared = Set<String>()
        // Each move taken once: `CompactList`'s subscript returns a copy of the whole move.
        for t in container.transitions.indices {
            for m in container.transitions[t].moves {
                if case .clear = m.operation.value { cleared.insert(m.slot.value) }
            }
        }
        clearedSlots = cleared
        var repeated = Set<String>()
        for i in container.children.indices where container.children[i].isRepeated {
            repeated.insert(container.children[i].name.value)
        }
        self.repeated = repeated
        tabIndex =
            container.kind == .tabs && (slots.first?.accepts.count ?? 0) >= Self.wideMinimum
            ? Dictionary(
                (slots.first?.accepts ?? []).enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            : nil
        slotNumbers =
            slots.count > 16
            ? Dictionary(slots.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first }) : nil
    }

    var manual: Bool { !container.forwardsAppearanceAutomatically }
    var preset: Bool { container.kind != .custom }

    // MARK: Mount

    func mount() -> [Step] {
        switch container.kind {
        case .custom: return slots.flatMap(mountCustom)
        case .navigation:
            let stack = slots.first.map { [Step.setViewControllers($0.initial.map(Operand.child), animated: false)] }
            return stack ?? []
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

    /// A preset's accessory is the preset's own child, added as a custom container adds one: the
    /// way LNPopupController parents its bar's content (grammar.md, Bars and accessories).
    /// Run from the preset's `viewDidLoad` (the slot's view is the preset's subview); nil when
    /// the preset has no accessory.
    func mountAccessories() -> [Step]? {
        guard container.kind != .custom, slots.contains(where: { $0.kind == .accessory }) else { return nil }
        return slots.filter { $0.kind == .accessory }.flatMap(mountCustom)
    }

    /// Every child present at mount is added; only the visible one's view is embedded.
    private func mountCustom(_ slot: SlotPlan) -> [Step] {
        guard slot.kind != .presentation else { return [] }
        let present = slot.kind == .tabs ? slot.accepts : slot.initial
        let visible = slot.kind == .stack ? slot.initial.last : slot.initial.first
        return present.flatMap { name -> [Step] in
            let child = Operand.child(name)
            guard name == visible else { return [.addChild(child), .didMove(child)] }
            return [
                .addChild(child), .setFrame(child, slot: slot.name), .addSubview(child, slot: slot.name),
                .didMove(child),
            ]
        }
    }

    // MARK: Transitions

    /// Loops into sized arrays rather than compactMap: this runs for every transition of every
    /// container, and the growing arrays were a good part of lowering's cost.
    func transition(_ t: Transition) -> TransitionPlan {
        var plan = TransitionPlan(name: "", guards: [], moves: [])
        plan.guards.reserveCapacity(t.moves.count)
        plan.moves.reserveCapacity(t.moves.count)
        transition(t, into: &plan)
        return plan
    }

    /// `transition(t)`, written over `plan` in its own buffers (see `PlanLowering.lower(_:in:detail:into:)`).
    func transition(_ t: Transition, into plan: inout TransitionPlan) {
        plan.name = t.name.value
        plan.identifier = t.identifier?.value
        plan.guards.removeAll(keepingCapacity: true)
        // One pass, each move copied once: `CompactList`'s subscript returns the whole move by
        // value, and reading its guard, slot and flags through it copied it again for each field.
        var unlessPresenting = false
        var count = 0
        for m in t.moves {
            if !m.from.isEmpty {
                // One child (nearly every guard) needs no list: `check` lowers every move of every container.
                plan.guards.append(
                    m.from.count == 1
                        ? .holds(slot: m.slot.value, child: m.from[0].value)
                        : .holdsAny(slot: m.slot.value, children: m.from.map { $0.value }))
            }
            if m.unlessPresenting?.value == true { unlessPresenting = true }
            if count == plan.moves.count {
                plan.moves.append(MovePlan(slot: "", effect: .clear, animation: .none, duration: 0, cases: []))
            }
            if move(m, into: &plan.moves[count]) { count += 1 }
        }
        if plan.moves.count > count { plan.moves.removeLast(plan.moves.count - count) }
        // `unlessPresenting`: every presentation slot of the container is empty, after the moves' guards.
        plan.unlessPresented = nil
        if unlessPresenting {
            plan.unlessPresented = true
            for slot in slots where slot.kind == .presentation && !plan.guards.contains(.empty(slot: slot.name)) {
                plan.guards.append(.empty(slot: slot.name))
            }
        }
    }

    /// Writes `m` over `plan`; false, leaving `plan` as it was, when `m`'s slot is unknown.
    private func move(_ m: Move, into plan: inout MovePlan) -> Bool {
        let number = slotNumbers.map { $0[m.slot.value] } ?? slots.firstIndex { $0.name == m.slot.value }
        guard let number else { return false }
        let slot = slots[number]
        let effect: SlotEffect =
            switch m.operation.value {
            case .show(let x): .show(x.value)
            case .clear: .clear
            case .push(let x): .push(x.value)
            case .pop(let n): .pop(n)
            case .popTo(let x): .popTo(x.value)
            case .popToRoot: .popToRoot
            case .select(let x): .select(x.value)
            case .present(let x): .present(x.value)
            case .dismiss(let x): .dismiss(x.value)
            }
        let mayBeEmpty =
            if case .show = effect, container.kind == .custom || slot.kind == .accessory { slotMayBeEmpty(slot) } else {
                false
            }
        Self.move(
            effect, slot: slot, guardChildren: m.from.isEmpty ? [] : m.from.map { $0.value },
            duration: m.effectiveDuration,
            animation: m.effectiveAnimation, kind: container.kind, manual: manual,
            mayBeEmpty: mayBeEmpty, withSteps: withSteps, repeated: repeated,
            selectIndex: { if case .select(let x) = effect { tabIndex?[x] } else { nil } }(), into: &plan)
        return true
    }

    static func move(
        _ effect: SlotEffect, slot: SlotPlan, guardChildren: [String], duration: Double, animation: Animation,
        kind: ContainerKind, manual: Bool, mayBeEmpty: Bool, withSteps: Bool = true, repeated: Set<String> = []
    ) -> MovePlan {
        var plan = MovePlan(slot: slot.name, effect: effect, animation: animation, duration: duration, cases: [])
        plan.cases.reserveCapacity(2)
        move(
            effect, slot: slot, guardChildren: guardChildren, duration: duration, animation: animation, kind: kind,
            manual: manual, mayBeEmpty: mayBeEmpty, withSteps: withSteps, repeated: repeated, into: &plan)
        return plan
    }

    /// `move(…)`, written over `plan` in its own case buffer.
    static func move(
        _ effect: SlotEffect, slot: SlotPlan, guardChildren: [String], duration: Double, animation: Animation,
        kind: ContainerKind, manual: Bool, mayBeEmpty: Bool, withSteps: Bool, repeated: Set<String> = [],
        selectIndex: Int? = nil, into plan: inout MovePlan
    ) {
        plan.slot = slot.name
        plan.effect = effect
        plan.animation = animation
        plan.duration = duration
        plan.cases.removeAll(keepingCapacity: true)
        let ctx = MoveContext(
            slot: slot, guardChildren: guardChildren, duration: duration, animation: animation,
            manual: manual, withSteps: withSteps, repeated: repeated, selectIndex: selectIndex)
        // An accessory on a preset moves as a custom container's single slot does.
        switch (kind == .custom || slot.kind == .accessory, effect) {
        case (_, .present(let x)): ctx.present(x, into: &plan.cases)
        case (_, .dismiss(let x)): ctx.dismiss(x, into: &plan.cases)
        case (true, .show(let x)): ctx.show(x, mayBeEmpty: mayBeEmpty, into: &plan.cases)
        case (true, .clear): ctx.clear(into: &plan.cases)
        case (true, .push(let x)): ctx.push(x, into: &plan.cases)
        case (true, .pop(let n)): ctx.pop(n, into: &plan.cases)
        case (true, .popTo(let x)): ctx.popTo(x, into: &plan.cases)
        case (true, .popToRoot): ctx.popToRoot(into: &plan.cases)
        case (true, .select(let x)): ctx.select(x, into: &plan.cases)
        case (false, _): ctx.presetMove(effect, into: &plan.cases)
        }
    }

    /// A single slot can be empty when it starts empty or some transition clears it.
    private func slotMayBeEmpty(_ slot: SlotPlan) -> Bool {
        slot.initial.isEmpty || clearedSlots.contains(slot.name)
    }
}
