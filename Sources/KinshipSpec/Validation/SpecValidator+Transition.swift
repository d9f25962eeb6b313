import KinshipSyntax

extension SpecValidator {
    mutating func checkTransition(_ t: Transition, in c: Container) {
        for move in t.moves {
            guard let slotIndex = slotIndex(named: move.slot.value, in: c) else {
                if let owner = descendantSlot(move.slot.value, below: c) {
                    slotOfChild(move.slot, t, in: c, owner)
                } else {
                    unknown(
                        move.slot, "slot", among: { c.slots.map(\.name.value) },
                        context: " of container '\(c.name.value)'")
                }
                continue
            }
            let slot = c.slots[slotIndex]
            let kind = c.kind(of: slot)
            let op = move.operation.value
            // A misspelt `kind:` (reported where it is) leaves the slot's kind a guess: no second error.
            let kindKnown = !c.kindUnknown && !slot.kindUnknown
            let fitsSlot = op.slotKinds.contains(kind)
            if !fitsSlot && kindKnown {
                wrongSlot(move, op, slot: slot, kind: kind, in: c)
            }
            // A move in a slot it does not fit: its names are checked, not what the slot accepts,
            // which follows from the one error above.
            func target(_ name: Name, _ role: @autoclosure () -> String) {
                if fitsSlot || !kindKnown || !hasChild(name.value, c) {
                    _ = checkTarget(name, slot: slot, in: c, role: role())
                }
            }
            if let t = op.target { target(t, "'\(op.keyword)' target") }
            if let first = move.from.first {
                if case .present = op {
                    diagnostics.error(
                        .invalidOperation, "a present move needs its slot empty; 'from' guards name what a slot holds",
                        at: first.range)
                } else {
                    for from in move.from { target(from, "'from' guard") }
                }
            }
            checkModalAnimation(move, slot: slot, in: c)
            checkUnanimatedMove(move, slot: slot, in: c)
            if let u = move.unlessPresenting, op.keyword != "present" {
                diagnostics.error(
                    .invalidOperation, "'unlessPresenting' guards a present move; '\(op.keyword)' does not present",
                    at: u.range)
            }
            if c.kind != .custom, !op.isModal, let animation = move.animation, animation.value != .none {
                diagnostics.error(
                    .invalidOperation,
                    "a \(c.kind.rawValue) container animates with UIKit's own transitions; only 'duration' (animated or not) applies",
                    at: animation.range)
            }
        }
    }

    /// A move whose operation the slot's kind does not take: one error, and when another slot of
    /// the container would take it with that target (`dismiss: viewer` written under `content`
    /// while `cover` presents it), a note naming that slot.
    private mutating func wrongSlot(_ move: Move, _ op: Operation, slot: Slot, kind: SlotKind, in c: Container) {
        let fits = op.slotKinds.map(\.rawValue).joined(separator: " or ")
        var notes = [DiagnosticNote("slot declared here", at: slot.name.range)]
        if let target = op.target,
            let other = c.slots.first(where: { op.slotKinds.contains(c.kind(of: $0)) && $0.accepts(target.value) })
        {
            notes.append(
                DiagnosticNote(
                    "did you mean slot '\(other.name.value)'? it is a \(c.kind(of: other).rawValue) slot accepting '\(target.value)'",
                    at: other.name.range))
        }
        diagnostics.error(
            .invalidOperation,
            "'\(op.keyword)' applies to \(fits) slots; '\(slot.name.value)' is a \(kind.rawValue) slot",
            at: move.operation.range, notes: notes)
    }

    /// An animated `show` that may find its slot empty, or an animated `clear`: neither has two
    /// children for `transition(from:to:)`, so the view is added or removed at once and UIKit's
    /// view-driven appearance callbacks say `animated: false`. Said here rather than left silent.
    private mutating func checkUnanimatedMove(_ move: Move, slot: Slot, in c: Container) {
        guard c.kind == .custom, c.kind(of: slot) == .single, let duration = move.duration, duration.value > 0 else {
            return
        }
        let at = move.animation?.range ?? duration.range
        switch move.operation.value {
        case .show(let x) where move.from.isEmpty:
            // The search for a `clear` (every move of the container) only when the slot starts full.
            guard
                slot.initial.isEmpty
                    || c.transitions.contains(where: { t in
                        t.moves.contains { $0.slot.value == slot.name.value && $0.operation.value == .clear }
                    })
            else { return }
            let why = slot.initial.isEmpty ? "starts empty" : "is emptied by a 'clear'"
            diagnostics.warning(
                .unanimatedMove,
                "showing '\(x.value)' in slot '\(slot.name.value)', which \(why), is not animated when the slot is empty: transition(from:to:) needs a child to replace, so the view is added at once (callbacks say animated: false)",
                at: at, notes: [DiagnosticNote("add 'from:' to animate only replacements, or drop the animation")])
        case .clear:
            diagnostics.warning(
                .unanimatedMove,
                "'clear' in slot '\(slot.name.value)' is not animated: transition(from:to:) needs a child to show, so the view is removed at once (callbacks say animated: false)",
                at: at, notes: [DiagnosticNote("drop 'animation' and 'duration' from this move")])
        default:
            return
        }
    }

    /// A slot a transition names that belongs to a container below this one: `slot-of-child`,
    /// saying whose it is and the spec's way to move it (a transition of that container, run
    /// from its own `on:` when one of its children raises an output).
    private mutating func slotOfChild(
        _ name: Name, _ t: Transition, in c: Container,
        _ owner: (path: String, container: Container, slot: Slot)
    ) {
        diagnostics.error(
            .slotOfChild,
            "transition '\(t.name.value)' of '\(c.name.value)' names slot '\(name.value)', which belongs to child '\(owner.path)' (container '\(owner.container.name.value)'); a transition moves only its own container's slots and cannot reach into its children",
            at: name.range,
            notes: [
                DiagnosticNote(
                    "'\(name.value)' declared here, in '\(owner.container.name.value)'", at: owner.slot.name.range),
                DiagnosticNote(
                    "declare the transition in '\(owner.container.name.value)' and run it from its own 'on:', when one of its children raises an output"
                ),
            ])
    }

    /// The nearest container below `c` (breadth first, each container type once) with a slot
    /// called `name`, and the instance path to it (`mail`, `mail/inner`).
    func descendantSlot(_ name: String, below c: Container) -> (path: String, container: Container, slot: Slot)? {
        var queue: [(path: String, type: String)] = c.children.map { ($0.name.value, $0.type.value) }
        var seen: Set<String> = [c.name.value]
        var next = 0
        while next < queue.count, next < 10_000 {
            let (path, type) = queue[next]
            next += 1
            guard seen.insert(type).inserted, let index = spec.firstContainer(named: type) else { continue }
            let container = spec.containers[index]
            if let slot = container.slots.first(where: { $0.name.value == name }) { return (path, container, slot) }
            queue += container.children.map { (path + "/" + $0.name.value, $0.type.value) }
        }
        return nil
    }
}
