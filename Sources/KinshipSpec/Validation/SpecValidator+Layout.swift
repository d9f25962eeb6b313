extension SpecValidator {
    mutating func checkLayout(_ c: Container) {
        guard c.kind == .custom else { return }
        let layout = c.layout
        // Presentation slots are not laid out: `checkPresentationSlot` refuses their geometry.
        let c = c.slots.contains(where: { $0.kind == .presentation }) ? c.withoutPresentationSlots : c
        switch layout.kind {
        case .frames:
            if layout.designSize == nil {
                diagnostics.error(
                    .missingKey, "layout 'frames' of '\(c.name.value)' needs 'designSize' (e.g. 390x844)",
                    at: layout.range ?? c.name.range)
            }
            for slot in c.slots {
                guard let frame = slot.frame else {
                    diagnostics.error(
                        .missingKey, "slot '\(slot.name.value)' needs a 'frame' in a frames layout", at: slot.name.range
                    )
                    continue
                }
                if frame.value.width == 0 || frame.value.height == 0 {
                    // UIKit lays the child's view out at this size: nothing of it can be seen.
                    diagnostics.warning(
                        .slotNeverVisible,
                        "slot '\(slot.name.value)' of '\(c.name.value)' has zero \(frame.value.width == 0 ? "width" : "height") (frame \(format(frame.value.width))x\(format(frame.value.height))), so the child it shows can never be seen",
                        at: frame.range)
                }
                if let size = layout.designSize?.value {
                    let r = frame.value
                    if r.x < 0 || r.y < 0 || r.x + r.width > size.width || r.y + r.height > size.height {
                        diagnostics.error(
                            .layoutOverflow,
                            "frame of slot '\(slot.name.value)' lies outside the design size \(format(size.width))x\(format(size.height))",
                            at: frame.range)
                    }
                }
                if let s = slot.size {
                    diagnostics.error(
                        .invalidOperation, "'size' applies to vertical and horizontal layouts; this slot has a frame",
                        at: s.range)
                }
            }
        case .vertical, .horizontal, .overlay:
            for slot in c.slots {
                for r in [slot.frame?.range, slot.autoresizing.first?.range].compactMap({ $0 }) {
                    diagnostics.error(
                        .invalidOperation,
                        "'frame' and 'autoresizing' apply to a frames layout; '\(c.name.value)' is \(layout.kind.rawValue)",
                        at: r)
                }
            }
            if layout.kind == .overlay {
                for slot in c.slots {
                    if let s = slot.size {
                        diagnostics.error(
                            .invalidOperation,
                            "'size' has no meaning in an overlay layout: every slot fills the bounds", at: s.range)
                    }
                }
                return
            }
            var percent = 0.0
            for slot in c.slots {
                guard let size = slot.size, case .percent(let p) = size.value else { continue }
                percent += p
                if percent > 100.0001 {
                    diagnostics.error(
                        .layoutOverflow,
                        "slot percentages of '\(c.name.value)' add up to \(format(percent))%, over 100%", at: size.range
                    )
                }
            }
        }
        if layout.kind != .frames, let d = layout.designSize {
            diagnostics.error(.invalidOperation, "'designSize' applies to a frames layout", at: d.range)
        }
    }

    func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
