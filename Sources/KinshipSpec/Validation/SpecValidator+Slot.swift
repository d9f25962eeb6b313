import KinshipSyntax

extension SpecValidator {
    /// Accepts and initial state. `owners` maps each child present at mount to the slot holding it.
    mutating func checkSlot(_ slot: Slot, in c: Container, owners: inout [String: Name]) {
        let kind = c.kind(of: slot)
        for name in slot.accepts where !hasChild(name.value, c) {
            unknown(
                name, "child", among: { c.children.map(\.name.value) },
                context: " in 'accepts' of slot '\(slot.name.value)'",
                scope: .accepts(slot.name.value))
        }
        let initialRange = slot.initialRange ?? slot.name.range
        checkUserMoveKeys(slot, kind: kind, in: c)
        switch kind {
        case .single, .accessory:
            if slot.initial.count > 1 {
                diagnostics.error(
                    .invalidValue,
                    "\(kind.rawValue) slot '\(slot.name.value)' holds one child at a time; 'initial' names \(slot.initial.count)",
                    at: initialRange)
            }
        case .stack:
            if slot.initial.isEmpty {
                diagnostics.error(
                    .emptyStack, "stack slot '\(slot.name.value)' needs at least one initial entry (its root)",
                    at: initialRange)
            }
            var seen: [String: SourceRange] = [:]
            for entry in slot.initial {
                if let first = seen[entry.value] {
                    diagnostics.error(
                        .alreadyInStack, "'\(entry.value)' is already in the initial stack of '\(slot.name.value)'",
                        at: entry.range, notes: [DiagnosticNote("first entry", at: first)])
                }
                seen[entry.value] = entry.range
            }
        case .tabs:
            if slot.accepts.isEmpty {
                diagnostics.error(
                    .emptyStack, "tabs slot '\(slot.name.value)' accepts no child, so it has no tabs",
                    at: slot.name.range)
            }
            if slot.initial.count > 1 {
                diagnostics.error(
                    .invalidValue,
                    "tabs slot '\(slot.name.value)' selects one tab; 'initial' names \(slot.initial.count)",
                    at: initialRange)
            }
        case .presentation:
            checkPresentationSlot(slot, in: c)
            checkRepeated(slot, kind: kind, in: c)
            return
        }
        if let s = slot.style ?? slot.dismissible.map({ Located(PresentationStyle.pageSheet, at: $0.range) }) {
            diagnostics.error(
                .invalidOperation,
                "'style' and 'dismissible' apply to presentation slots; '\(slot.name.value)' is a \(kind.rawValue) slot",
                at: s.range,
                notes: [DiagnosticNote("write 'kind: presentation' to present from this slot", at: slot.name.range)])
        }
        for entry in slot.initial { _ = checkTarget(entry, slot: slot, in: c, role: "initial child") }
        checkRepeated(slot, kind: kind, in: c)
        // Every tab is a child from mount; elsewhere only the initial entries are.
        if kind == .tabs {
            claimAtMount(slot.accepts, for: slot, in: c, owners: &owners)
        } else {
            claimAtMount(slot.initial, for: slot, in: c, owners: &owners)
        }
    }

    /// Records the slot holding each child present at mount; a child already held by another
    /// slot is `child-in-two-slots`.
    private mutating func claimAtMount<C: Collection<Name>>(
        _ present: C, for slot: Slot, in c: Container, owners: inout [String: Name]
    ) {
        for name in present where hasChild(name.value, c) {
            if let other = owners[name.value], other.value != slot.name.value {
                diagnostics.error(
                    .childInTwoSlots,
                    "'\(name.value)' would be in slot '\(other.value)' and slot '\(slot.name.value)' at mount; a child lives in one slot",
                    at: name.range, notes: [DiagnosticNote("already in '\(other.value)'", at: other.range)])
            } else {
                owners[name.value] = slot.name
            }
        }
    }

    /// Repeated children (`many: true`) exist only once pushed: never at mount, and never in a
    /// slot that holds its children from mount (tabs) or one at a time by name (single).
    mutating func checkRepeated(_ slot: Slot, kind: SlotKind, in c: Container) {
        guard c.children.contains(where: \.isRepeated) else { return }
        func repeated(_ name: Name) -> Child? {
            c.child(named: name.value).flatMap { $0.isRepeated ? $0 : nil }
        }
        for entry in slot.initial {
            guard let child = repeated(entry) else { continue }
            diagnostics.error(
                .repeatedChild,
                "'\(entry.value)' is a repeated child (many: true): no instance of it exists at mount, so it cannot be initial; push it",
                at: entry.range,
                notes: [DiagnosticNote("declared repeated here", at: child.many?.range ?? child.name.range)])
        }
        // Stacks push instances; presentation slots present them; a split's detail columns
        // show a new one per move (`setViewController(_:for:)` replaces the column's controller).
        guard kind != .stack, kind != .presentation, !Self.showsInstances(slot, in: c) else { return }
        for entry in slot.accepts {
            guard let child = repeated(entry) else { continue }
            let why =
                switch kind {
                case .tabs: "a tabs slot holds each of its children from mount"
                case _ where c.kind == .split: "a split's \(slot.name.value) column shows a child by name"
                default: "a \(kind.rawValue) slot shows a child by name"
                }
            diagnostics.error(
                .repeatedChild,
                "\(kind.rawValue) slot '\(slot.name.value)' cannot hold repeated child '\(entry.value)': \(why); repeated children live in stack and presentation slots and a split's secondary and supplementary columns",
                at: entry.range,
                notes: [DiagnosticNote("declared repeated here", at: child.many?.range ?? child.name.range)])
        }
    }

    /// A split's secondary and supplementary columns: each show of a repeated child there makes
    /// a new instance, as a mail app makes a message controller per message read.
    static func showsInstances(_ slot: Slot, in c: Container) -> Bool {
        c.kind == .split && (slot.name.value == "secondary" || slot.name.value == "supplementary")
    }

    /// The index of the first slot of `c` named `name`: an index, not a copy of the slot, since
    /// every move of every transition looks its slot up.
    func slotIndex(named name: String, in c: Container) -> Int? {
        guard let slotNumbers else { return c.slots.firstIndex { $0.name.value == name } }
        return slotNumbers[name]
    }

    func hasChild(_ name: String, _ c: Container) -> Bool {
        childNames?.contains(name) ?? c.children.contains { $0.name.value == name }
    }

    /// A child named by an initial state, a move or a guard: must be a child the slot accepts.
    mutating func checkTarget(_ name: Name, slot: Slot, in c: Container, role: @autoclosure () -> String) -> Bool {
        guard hasChild(name.value, c) else {
            unknown(
                name, "child", among: { c.children.map(\.name.value) },
                context: " (\(role()) of slot '\(slot.name.value)')")
            return false
        }
        // `acceptedNames` is empty but for slots accepting many: no hashing of a range then.
        let accepted = acceptedNames.isEmpty ? nil : acceptedNames[slot.range]
        guard accepted?.contains(name.value) ?? slot.accepts(name.value) else {
            // The slot's list has a typo that most likely meant this child: that error stands alone.
            if unresolved.explains(name.value, in: .accepts(slot.name.value)) { return false }
            let accepted = slot.accepts.map(\.value).joined(separator: ", ")
            diagnostics.error(
                .notAccepted, "slot '\(slot.name.value)' does not accept '\(name.value)'",
                at: name.range,
                notes: [
                    DiagnosticNote(
                        "'\(slot.name.value)' accepts: \(accepted.isEmpty ? "nothing" : accepted)", at: slot.name.range)
                ])
            return false
        }
        return true
    }
}
