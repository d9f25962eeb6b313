extension SpecValidator {
    mutating func checkTransition(_ t: Transition, in c: Container) {
        for move in t.moves {
            guard let slot = slot(named: move.slot.value, in: c) else {
                unknown(move.slot, "slot", among: { c.slots.map(\.name.value) }, context: " of container '\(c.name.value)'")
                continue
            }
            let kind = c.kind(of: slot)
            let op = move.operation.value
            if !op.slotKinds.contains(kind) {
                let fits = op.slotKinds.map(\.rawValue).joined(separator: " or ")
                diagnostics.error("invalid-operation", "'\(op.keyword)' applies to \(fits) slots; '\(slot.name.value)' is a \(kind.rawValue) slot",
                                  at: move.operation.range, notes: [DiagnosticNote("slot declared here", at: slot.name.range)])
            }
            if let target = op.target { _ = checkTarget(target, slot: slot, in: c, role: "'\(op.keyword)' target") }
            if let from = move.from {
                if case .present = op {
                    diagnostics.error("invalid-operation", "a present move needs its slot empty; 'from' guards name what a slot holds",
                                      at: from.range)
                } else {
                    _ = checkTarget(from, slot: slot, in: c, role: "'from' guard")
                }
            }
            checkModalAnimation(move, slot: slot, in: c)
            if c.kind != .custom, !op.isModal, let animation = move.animation, animation.value != .none {
                diagnostics.error("invalid-operation", "a \(c.kind.rawValue) container animates with UIKit's own transitions; only 'duration' (animated or not) applies",
                                  at: animation.range)
            }
        }
    }
}
