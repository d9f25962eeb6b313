extension SpecValidator {
    /// `userBack` and `untappable` turn off the user's own moves, which only the presets'
    /// stacks and tab bars have: anywhere else there is nothing to turn off.
    mutating func checkUserMoveKeys(_ slot: Slot, kind: SlotKind, in c: Container) {
        let backRange = slot.userBack?.range ?? slot.userBackOff.first?.range
        if let backRange, c.kind != .navigation || kind != .stack {
            diagnostics.error(
                .invalidOperation,
                "'userBack' applies to a navigation container's stack slot, which has a Back button and an edge swipe; '\(slot.name.value)' is a \(kind.rawValue) slot of a \(c.kind.rawValue) container",
                at: backRange)
        } else {
            // Each entry is a child the stack accepts (a misspelt one is unknown-reference).
            for name in slot.userBackOff { _ = checkTarget(name, slot: slot, in: c, role: "'userBack' entry") }
        }
        guard let first = slot.untappable.first else { return }
        guard c.kind == .tabs, kind == .tabs else {
            diagnostics.error(
                .invalidOperation,
                "'untappable' applies to a tabs container's tabs slot, whose tabs the user taps; '\(slot.name.value)' is a \(kind.rawValue) slot of a \(c.kind.rawValue) container",
                at: first.range)
            return
        }
        for name in slot.untappable where !slot.accepts(name.value) {
            diagnostics.error(
                .notAccepted,
                "'untappable' names '\(name.value)', which slot '\(slot.name.value)' does not accept, so it is no tab",
                at: name.range)
        }
    }
}
