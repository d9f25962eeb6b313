import KinshipSyntax

extension SpecValidator {
    mutating func checkContainer(_ c: Container) {
        let large = c.children.count > 16
        childNames = large ? Set(c.children.map(\.name.value)) : nil
        slotNumbers =
            c.slots.count > 16
            ? Dictionary(c.slots.enumerated().map { ($1.name.value, $0) }, uniquingKeysWith: { first, _ in first })
            : nil
        // By index: a `for slot in` loop copied every slot of every container.
        for i in c.slots.indices where c.slots[i].accepts.count > 16 {
            acceptedNames[c.slots[i].range] = Set(c.slots[i].accepts.map(\.value))
        }
        defer {
            unresolved = UnresolvedNames()
            childNames = nil
            slotNumbers = nil
            if !acceptedNames.isEmpty { acceptedNames = [:] }
        }
        checkChildren(c)
        checkPreset(c)
        checkAccessories(c)
        if c.isScreen { checkPresentingScreen(c) }
        var initialOwners: [String: Name] = [:]
        for i in c.slots.indices { checkSlot(c.slots[i], in: c, owners: &initialOwners) }
        checkLayout(c)
        checkContainedAndPresented(c)
        for i in c.transitions.indices { checkTransition(c.transitions[i], in: c) }
        checkBindings(c)
        checkHostedChildren(c)
        let accepted: Set<String>? = large ? Set(c.slots.flatMap { $0.accepts.map(\.value) }) : nil
        for child in c.children
        where
            !(accepted?.contains(child.name.value)
            ?? c.slots.contains(where: { $0.accepts(child.name.value) }))
        {
            // A child an unresolved `accepts` entry was meant to name is not unused: it is the typo.
            if unresolved.explains(child.name.value, in: .anyAccepts) { continue }
            diagnostics.warning(
                .unusedChild,
                "child '\(child.name.value)' of '\(c.name.value)' is accepted by no slot, so it can never be shown",
                at: child.name.range)
        }
    }

    mutating func checkChildren(_ c: Container) {
        for child in c.children {
            // By index: `screen(named:)` and `container(named:)` copy the whole declaration.
            if let screen = spec.firstScreen(named: child.type.value) {
                // Most children give no arguments to screens that take none: no copy of the screen.
                if !child.args.isEmpty || !spec.screens[screen].params.isEmpty {
                    checkArgs(child, spec.screens[screen])
                }
            } else if let i = spec.firstContainer(named: child.type.value) {
                if let arg = child.args.first {
                    let what =
                        spec.containers[i].isScreen ? "a screen that presents (it takes no params)" : "a container"
                    diagnostics.error(
                        .invalidOperation, "child '\(child.name.value)' is \(what); only screens take 'args'",
                        at: arg.name.range)
                }
            } else {
                let spec = spec
                unknown(child.type, "screen or container", among: { spec.typeNames })
            }
        }
    }

    mutating func checkArgs(_ child: Child, _ screen: Screen) {
        // Sets once a screen has many parameters: searching the parameters for each argument, and
        // the other way round, is quadratic.
        let many = screen.params.count > 16 || child.args.count > 16
        let paramNames = many ? Set(screen.params.map(\.name.value)) : nil
        let argNames = many ? Set(child.args.map(\.name.value)) : nil
        for arg in child.args
        where !(paramNames?.contains(arg.name.value) ?? screen.params.contains { $0.name.value == arg.name.value }) {
            unknown(
                arg.name, "parameter", among: { screen.params.map(\.name.value) },
                context: " of screen '\(screen.name.value)'",
                scope: .args(child.name.value))
        }
        guard !screen.params.isEmpty else { return }
        checkArgTypes(child, screen, many: many)
        for param in screen.params
        where !(argNames?.contains(param.name.value) ?? child.args.contains { $0.name.value == param.name.value }) {
            // `args: { nubmer: 1 }` gave `number`, misspelt: one error, not also a missing one.
            if unresolved.explains(param.name.value, in: .args(child.name.value)) { continue }
            diagnostics.error(
                .missingKey,
                "child '\(child.name.value)' gives no value for parameter '\(param.name.value)' of screen '\(screen.name.value)'",
                at: child.name.range, notes: [DiagnosticNote("parameter declared here", at: param.name.range)])
        }
    }

    /// Each argument read as its parameter's type, by the rule generate writes literals with
    /// (`ArgumentLiteral`), so check refuses what generate would.
    /// `many`: look parameters up through an index (not a search of the list per argument).
    mutating func checkArgTypes(_ child: Child, _ screen: Screen, many: Bool) {
        let index =
            many
            ? Dictionary(
                screen.params.enumerated().map { ($1.name.value, $0) }, uniquingKeysWith: { first, _ in first }) : nil
        for arg in child.args {
            // The first parameter of that name, as generate takes it.
            let found = index.map { $0[arg.name.value] } ?? screen.params.firstIndex { $0.name.value == arg.name.value }
            guard let found else { continue }
            let param = screen.params[found]
            if case .failure(let mismatch) = ArgumentLiteral.parse(arg.value.value, as: param.type.value) {
                diagnostics.error(
                    mismatch.id,
                    "argument '\(arg.name.value)' = \"\(Self.visible(arg.value.value))\" of child '\(child.name.value)' \(mismatch.reason)",
                    at: arg.value.range,
                    notes: [
                        DiagnosticNote(
                            "parameter '\(param.name.value)' declared as \(param.type.value) here", at: param.type.range
                        )
                    ])
            }
        }
    }

    /// A screen contains no children: its slots all present (grammar.md, Screens that present).
    mutating func checkPresentingScreen(_ c: Container) {
        for slot in c.slots where slot.kind != .presentation {
            let at = slot.kindNode?.range ?? slot.name.range
            diagnostics.error(
                .invalidOperation,
                "slot '\(slot.name.value)' of screen '\(c.name.value)' is a \(slot.kind.rawValue) slot; "
                    + "a screen contains no children, so its slots only present", at: at,
                notes: [DiagnosticNote("write 'kind: presentation', or declare a container to contain children")])
        }
    }

    /// Presets have fixed slots and lay out and animate their children themselves.
    mutating func checkPreset(_ c: Container) {
        guard c.kind != .custom else { return }
        let kind = c.kind.rawValue
        if let range = c.layout.range {
            diagnostics.error(
                .invalidOperation, "a \(kind) container lays out its children itself; remove 'layout'", at: range)
        }
        if let f = c.forwardsAppearance, !f.value {
            diagnostics.error(
                .invalidOperation,
                "a \(kind) container always forwards appearance; 'forwardsAppearance: false' applies to custom containers",
                at: f.range)
        }
        let names = c.kind.knownPresetSlots.map(\.name)
        // Any container may present: a presentation slot is not one of the preset's own.
        // Nor is an accessory (checked by `checkAccessories`).
        for slot in c.slots
        where !((slot.kind == .presentation || slot.kind == .accessory) && !names.contains(slot.name.value)) {
            guard let preset = c.kind.knownPresetSlots.first(where: { $0.name == slot.name.value }) else {
                var notes = [
                    DiagnosticNote(
                        "a \(kind) container's slots: " + names.joined(separator: ", ")
                            + ", and presentation slots (kind: presentation)")
                ]
                if let guess = Suggestions.closest(to: slot.name.value, in: names) {
                    notes.insert(DiagnosticNote("did you mean '\(guess)'?", at: slot.name.range), at: 0)
                }
                diagnostics.error(
                    .unknownReference, "a \(kind) container has no slot '\(slot.name.value)'", at: slot.name.range,
                    notes: notes)
                continue
            }
            if let k = slot.kindNode, k.value != preset.kind {
                diagnostics.error(
                    .invalidOperation,
                    "slot '\(preset.name)' of a \(kind) container is a \(preset.kind.rawValue) slot, not \(k.value.rawValue)",
                    at: k.range)
            }
            for r in [slot.size?.range, slot.frame?.range, slot.area?.range] {
                guard let r else { continue }
                diagnostics.error(.invalidOperation, "a \(kind) container sizes its children itself", at: r)
            }
        }
        if c.kind == .navigation || c.kind == .tabs, c.slot(named: "content") == nil {
            diagnostics.error(.missingKey, "\(kind) container '\(c.name.value)' needs slot 'content'", at: c.name.range)
        }
    }
}
