import KinshipSyntax

/// Accessory slots (grammar.md, Bars and accessories): one child pinned above a preset's bar.
/// UIKit's own accessory (`UITabBarController.bottomAccessory`, iOS 26) exists only on the tab
/// bar controller; a navigation stack's is the pinned child generated code lays out itself.
extension SpecValidator {
    mutating func checkAccessories(_ c: Container) {
        var first: Slot?
        for i in c.slots.indices {
            guard c.slots[i].kind == .accessory else {
                // Every accessory key lives in the slot's rare fields: a slot without them (nearly
                // all) has none to report, and is neither copied nor read through a key path.
                if c.slots[i].rare.box != nil { checkAccessoryKeys(c.slots[i]) }
                continue
            }
            let slot = c.slots[i]
            // A presenting screen's slots only present: `checkPresentingScreen` says so.
            if c.isScreen { continue }
            let at = slot.kindNode?.range ?? slot.name.range
            switch c.kind {
            case .custom, .split:
                let what = c.kind == .custom ? "a custom container lays out its own slots" : "a split has no bottom bar"
                diagnostics.error(
                    .accessoryContainer,
                    "accessory slot '\(slot.name.value)' of '\(c.name.value)': \(what); accessories sit above the bar of a tabs or navigation container",
                    at: at,
                    notes: [
                        DiagnosticNote("did you mean 'kind: single'? (a slot this container places itself)", at: at)
                    ])
                continue
            case .tabs, .navigation:
                break
            }
            if let first {
                diagnostics.error(
                    .accessoryDuplicate,
                    "'\(c.name.value)' already has accessory slot '\(first.name.value)'; one accessory sits above a bar",
                    at: slot.name.range, notes: [DiagnosticNote("first accessory", at: first.name.range)])
                continue
            }
            first = slot
            if !slot.heightWritten {
                diagnostics.error(
                    .missingKey, "accessory slot '\(slot.name.value)' needs 'height:' (points, greater than 0)",
                    at: slot.name.range)
            }
            checkAnchor(slot, in: c)
        }
    }

    /// `above:` must name a bar the container shows.
    private mutating func checkAnchor(_ slot: Slot, in c: Container) {
        guard let above = slot.above else { return }
        switch (c.kind, above.value) {
        case (.tabs, .toolbar):
            diagnostics.error(
                .accessoryAnchor,
                "a tabs container has no toolbar for accessory '\(slot.name.value)' to sit above (a navigation stack inside a tab has its own)",
                at: above.range, notes: [DiagnosticNote("did you mean 'tabBar'?", at: above.range)])
        case (.navigation, .tabBar):
            diagnostics.error(
                .accessoryAnchor,
                "a navigation container has no tab bar for accessory '\(slot.name.value)' to sit above; declare the accessory on the tabs container",
                at: above.range, notes: [DiagnosticNote("did you mean 'toolbar'?", at: above.range)])
        case (.navigation, .toolbar):
            let pages = c.slot(named: "content")?.accepts ?? []
            let shown = pages.contains { name in
                c.child(named: name.value).map { spec.showsToolbar($0.type.value) } ?? false
            }
            guard !shown else { return }
            diagnostics.error(
                .accessoryAnchor,
                "accessory '\(slot.name.value)' sits above the toolbar, but no page of stack 'content' of '\(c.name.value)' shows it (toolbar: true on a screen)",
                at: above.range, notes: [DiagnosticNote("did you mean 'bottom'?", at: above.range)])
        default:
            break
        }
    }

    /// The accessory keys on a slot of another kind.
    private mutating func checkAccessoryKeys(_ slot: Slot) {
        // `kind: accesory`, misspelt, is the one error.
        guard !slot.kindUnknown else { return }
        // The first key written, in this order; no array, as this runs for every slot with rare fields.
        let height = slot.heightWritten ? slot.height?.range ?? slot.name.range : nil
        guard let at = slot.above?.range ?? height ?? slot.insetsSiblings?.range ?? slot.whenBarHidden?.range else {
            return
        }
        diagnostics.error(
            .invalidOperation,
            "'above', 'height', 'insetsSiblings' and 'whenBarHidden' apply to accessory slots; '\(slot.name.value)' is a \(slot.kind.rawValue) slot",
            at: at, notes: [DiagnosticNote("write 'kind: accessory' to pin this slot above a bar", at: slot.name.range)]
        )
    }
}
