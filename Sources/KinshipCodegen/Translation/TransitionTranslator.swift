import KinshipPlan

/// One method per transition: its `from:` guards, then one block per move, in plan order,
/// each a `switch` over the slot's state with one case per plan case.
struct TransitionTranslator {
    let names: ContainerNames

    var plan: ContainerPlan { names.plan }
    /// Presets animate themselves and take no completion; custom containers report when every
    /// animation they started has ended.
    var hasCompletion: Bool { !names.isPreset }

    /// The transitions that carry a storyboard segue identifier (`identifier:`) answer it as
    /// app code performs a segue: a container overrides `performSegue(withIdentifier:sender:)`
    /// (an unknown identifier goes to UIKit, which raises as it does for any controller); a
    /// presenter, which is not a controller, answers whether it knew the identifier, for its
    /// screen's own override to call. Nothing when no transition has one.
    func performSegue(_ transitions: [TransitionPlan], presenter: Bool) -> [Declaration] {
        var cases: [SwitchCase] = []
        var seen = Set<String>()
        for t in transitions {
            // Two transitions with one identifier: the first answers it, as a switch would.
            guard let identifier = t.identifier, seen.insert(identifier).inserted else { continue }
            // The label written out (`BindingTranslator.call`): a transition named after a
            // UIKit method (`loadView`) must not resolve to the inherited one.
            let call = BindingTranslator.call(t.name)
            cases.append(
                SwitchCase(
                    SwiftLiteral.string(identifier),
                    presenter ? [.line("return " + call)] : [.line("_ = " + call)]))
        }
        guard !cases.isEmpty else { return [] }
        if presenter {
            cases.append(SwitchCase("default", [.line("return false")]))
            return [
                .doc(
                    "Runs the transition whose `identifier:` is `identifier` (a storyboard segue identifier), as\n"
                        + "`performSegue(withIdentifier:sender:)` would: call it from the screen's own override.\n"
                        + "- Returns: false when no transition answers `identifier`, or when it did nothing."),
                .line("@discardableResult"),
                .function(
                    head: "func performSegue(withIdentifier identifier: String, sender: Any?) -> Bool",
                    body: [.switch(subject: "identifier", cases: cases)]),
            ]
        }
        cases.append(
            SwitchCase("default", [.line("super.performSegue(withIdentifier: identifier, sender: sender)")]))
        return [
            .doc(
                "The storyboard segue identifiers the transitions answer (`identifier:`): app code performs them\n"
                    + "here as it did on the storyboard's scene; any other goes to UIKit."),
            .function(
                head: "override func performSegue(withIdentifier identifier: String, sender: Any?)",
                body: [.switch(subject: "identifier", cases: cases)]),
        ]
    }

    func translate(_ t: TransitionPlan) -> [Declaration] {
        let summary = t.moves.map { move -> String in
            var text = "`\(move.slot)`: \(move.effect.description)"
            if move.animated { text += " (\(move.animation.rawValue), \(SwiftLiteral.number(move.duration)) s)" }
            return text
        }.joined(separator: "; ")
        var doc = "Transition `\(t.name)`: \(summary)."
        if !t.guards.isEmpty || t.unlessPresented == true {
            let conditions =
                t.guards.map { PlanTextRenderer().condition($0) }
                + (t.unlessPresented == true ? ["nothing is presented over it"] : [])
            doc +=
                "\nEnabled only when " + conditions.joined(separator: " and ")
                + (t.guards.contains(where: Self.isEmptyGuard)
                    ? " (its `from:` and `unlessPresenting` guards)" : " (its `from:` guards)")
                + "; otherwise nothing happens and it returns false."
        }
        if Self.presentsAtOnce(t) {
            doc +=
                "\nUIKit may refuse its present (the context already presents, or is not in the window): then nothing"
                + " is presented,\nthe slot stays empty and it returns false, as `kinship run` refuses it."
        }
        doc += "\n- Parameter animated: false runs every move with duration 0."
        if hasCompletion { doc += "\n- Parameter completion: called once every animation it started has ended." }
        let head =
            "func " + SwiftName.identifier(t.name) + "(animated: Bool = true"
            + (hasCompletion ? ", completion: (() -> Void)? = nil" : "") + ") -> Bool"
        return [.doc(doc), .line("@discardableResult"), .function(head: head, body: body(t))]
    }

    private func body(_ t: TransitionPlan) -> [Statement] {
        var out: [Statement] = []
        if !names.isPreset {
            // Its viewDidLoad mounts the initial children: a move before that (a container made off
            // screen, in a tab not yet shown) loads it first, so the move finds them, as in the runtime.
            out.append(.line("loadViewIfNeeded()"))
        } else if t.moves.contains(where: { m in
            names.plan.slots.contains { $0.kind == .accessory && $0.name == m.slot }
        }) {
            // The accessory's initial child is mounted by viewDidLoad: a move of it loads the view
            // first, so it finds that child (and a clear removes it), as in the runtime.
            out.append(.line("loadViewIfNeeded()"))
        }
        var guards = t.guards.compactMap { names.condition($0) }
        // UIKit answers presentedViewController through the parents: nil means no presenter
        // above this container presents, so the present cannot be refused as already presenting.
        if t.unlessPresented == true { guards.append("presentedViewController == nil") }
        if !guards.isEmpty {
            out.append(
                .comment(
                    t.guards.contains(where: Self.isEmptyGuard) ? "from: and unlessPresenting guards." : "from: guards."
                ))
            out.append(.line("guard " + guards.joined(separator: ", ") + " else { return false }"))
        }
        // The runtime runs nothing when some move has no plan for the state it would start in.
        let coverage = t.moves.compactMap { coverageCondition($0, guards: t.guards) }
        if !coverage.isEmpty {
            out.append(.line("guard " + coverage.joined(separator: ", ") + " else { return false }"))
        }
        let steps = t.moves.flatMap { $0.cases.flatMap(\.steps) }
        if !names.isPreset, steps.contains(where: Self.gatesOnVisibility) {
            out.append(.line("let visible = viewIfLoaded?.window.map { !$0.isHidden } ?? false"))
        }
        if hasCompletion { out.append(.line("let finish = Completion(completion)")) }
        // A present UIKit refuses at once (its context already presents, or is not in the window)
        // presents nothing, and `run` reports the transition as refused: so does the method.
        let refusable = Self.presentsAtOnce(t)
        if refusable { out.append(.line("var refused = false")) }
        for move in t.moves { out.append(translate(move, refusal: refusable ? "refused" : nil)) }
        if hasCompletion { out.append(.line("finish.done()")) }
        out.append(.line(refusable ? "return !refused" : "return true"))
        return out
    }

    /// Whether a move presents before the method returns (not in a completion that runs later).
    static func presentsAtOnce(_ t: TransitionPlan) -> Bool {
        t.moves.contains { move in
            move.cases.contains { c in
                c.steps.contains { if case .present = $0 { true } else { false } }
            }
        }
    }

    /// `unlessPresenting` lowers to guards that presentation slots be empty.
    static func isEmptyGuard(_ condition: SlotCondition) -> Bool {
        if case .empty = condition { return true }
        return false
    }

    static func gatesOnVisibility(_ step: Step) -> Bool {
        switch step {
        case .beginAppearance, .endAppearance: true
        case .transition(_, _, _, _, let c), .animate(_, _, _, let c): c.contains(where: gatesOnVisibility)
        default: false
        }
    }

    /// A condition true when one of the move's cases applies, or nil when some case always does.
    private func coverageCondition(_ move: MovePlan, guards: [SlotCondition]) -> String? {
        guard let slot = plan.slot(named: move.slot) else { return nil }
        if move.cases.contains(where: { $0.when == .otherwise }) { return nil }
        if guards.contains(where: { g in move.cases.contains { $0.when == g } }) { return nil }
        if isExhaustive(move, slot) { return nil }
        let parts = move.cases.compactMap { names.condition($0.when) }
        guard !parts.isEmpty else { return "false" }
        return parts.count == 1 ? parts[0] : "(" + parts.joined(separator: " || ") + ")"
    }

    private func translate(_ move: MovePlan, refusal: String?) -> Statement {
        guard let slot = plan.slot(named: move.slot) else { return .comment("slot \(move.slot) is not in the plan") }
        let property = "state." + names.slotProperty(slot.name)
        // Stacks that may hold instances of repeated children name their entries by controller.
        let tracked =
            !names.isPreset
            ? names.tracksInstances(slot)
            : slot.kind == .presentation
                ? names.presentsInstances(slot)
                : plan.kind == .navigation && slot.accepts.contains(where: names.repeated.contains)
        let readsStack = tracked && StepTranslator.readsStack(move.cases.flatMap(\.steps))
        var translator = StepTranslator(
            names: names, entries: "entries", animatedOverride: nil,
            gatesAppearance: !names.isPreset, inTransition: true)
        if readsStack { translator.stacked = "stacked" }
        translator.slotKind = slot.kind
        translator.refusal = refusal
        var cases: [SwitchCase] = []
        for moveCase in move.cases {
            let label: String
            switch moveCase.when {
            case .holds(_, let child): label = names.pattern(child, slot)
            case .holdsAny(_, let children): label = children.map { names.pattern($0, slot) }.joined(separator: ", ")
            case .empty: label = "nil"
            case .contains(_, let child): label = "_ where entries.contains(" + SwiftName.member(child) + ")"
            case .otherwise: label = "default"
            }
            cases.append(
                SwitchCase(
                    label,
                    moveCase.steps.isEmpty
                        ? [.comment("Already there: nothing to do."), .line("break")]
                        : translator.translate(moveCase.steps)))
        }
        if !cases.contains(where: { $0.label == "default" }), !isExhaustive(move, slot) {
            cases.append(SwitchCase("default", []))
        }
        var body: [Statement] = [.comment("`\(move.slot)`: \(move.effect.description).")]
        // The slot's content when the move starts: the switch and symbolic operands (a stack's
        // top) read it, completions included, as the runtime's snapshot.
        let subject = slot.kind == .stack ? "entries.last" : "entries"
        body.append(.line("let entries = " + property))
        if readsStack {
            let source =
                if names.presentsInstances(slot) {
                    "[" + names.presentedInstanceProperty(slot.name) + "].compactMap { $0 }"
                } else if names.isPreset { "viewControllers" } else if slot.kind == .presentation {
                    names.instancesProperty(slot.name) + ".compactMap { $0 }"
                } else { "zip(entries, " + names.instancesProperty(slot.name) + ").map { $1 ?? controller($0.child) }" }
            body.append(.line("let stacked = " + source))
        }
        switch move.effect {
        case .push(let x) where names.repeated.contains(x), .present(let x) where names.repeated.contains(x):
            if case .present = move.effect {
                // Made only if used: presenting the presented child does nothing.
                body.append(.comment("A repeated child: this present makes a new instance when nothing is presented."))
                body.append(.line("lazy var pushed = controller(" + SwiftName.member(x) + ")"))
                if names.presentsInstances(slot) {
                    // A preset reads its state back from UIKit: it remembers which instance it presented.
                    body.append(
                        .line("if entries == nil { " + names.presentedInstanceProperty(slot.name) + " = pushed }"))
                }
            } else {
                body.append(.comment("A repeated child: this push makes a new instance."))
                body.append(.line("let pushed = controller(" + SwiftName.member(x) + ")"))
            }
        case .show(let x) where names.repeated.contains(x):
            // A split's detail column: every show sets a new instance in place of the one it holds.
            body.append(.comment("A repeated child: this show makes a new instance."))
            body.append(.line("let pushed = controller(" + SwiftName.member(x) + ")"))
        default:
            break
        }
        body += newState(move, slot, property)
        let accessory = slot.kind == .accessory ? AccessoryTranslator(names: names) : nil
        if let accessory, case .show = move.effect { body.append(accessory.beforeMove) }
        body.append(.switch(subject: subject, cases: cases))
        if let accessory { body.append(accessory.afterMove) }
        return .block(head: "do", body: body)
    }

    /// Whether the move's cases cover every state of its slot: empty (a tab bar never is) and
    /// holding each child it accepts.
    private func isExhaustive(_ move: MovePlan, _ slot: SlotPlan) -> Bool {
        let held = Set(
            move.cases.flatMap { c -> [String] in
                switch c.when {
                case let .holds(_, child): [child]
                case let .holdsAny(_, children): children
                default: []
                }
            })
        let coversNil =
            slot.kind == .tabs || move.cases.contains { if case .empty = $0.when { return true } else { return false } }
        return coversNil && Set(slot.accepts).isSubset(of: held)
    }

    /// The slot's content after the move, as SlotEffect.apply computes it; presets read their
    /// state from UIKit, so only custom containers store it.
    private func newState(_ move: MovePlan, _ slot: SlotPlan, _ property: String) -> [Statement] {
        guard !names.isPreset else { return [] }
        if names.tracksInstances(slot) { return trackedState(move, property, names.instancesProperty(slot.name)) }
        switch move.effect {
        case .show(let x), .select(let x), .present(let x): return [.line(property + " = " + SwiftName.member(x))]
        case .dismiss: return [.line(property + " = nil")]
        case .clear: return [.line(property + " = " + (slot.kind == .stack ? "[]" : "nil"))]
        case .push(let x): return [.line(property + ".append(" + SwiftName.member(x) + ")")]
        case .pop(let n): return [.line(property + ".removeLast(min(\(n), max(0, " + property + ".count - 1)))")]
        case .popTo(let x):
            return [
                .line(
                    "if let index = " + property + ".firstIndex(of: " + SwiftName.member(x) + ") { "
                        + property + ".removeSubrange((index + 1)...) }")
            ]
        case .popToRoot: return [.line(property + " = Array(" + property + ".prefix(1))")]
        }
    }

    /// `newState` for a stack that keeps its instances beside its entries: both change alike.
    private func trackedState(_ move: MovePlan, _ property: String, _ instances: String) -> [Statement] {
        switch move.effect {
        case .push(let x):
            return [
                .line(property + ".append(" + SwiftName.member(x) + ")"),
                .line(instances + ".append(" + (names.repeated.contains(x) ? "pushed" : "nil") + ")"),
            ]
        case .pop(let n):
            return [
                .line(instances + ".removeLast(min(\(n), max(0, " + instances + ".count - 1)))"),
                .line(property + ".removeLast(min(\(n), max(0, " + property + ".count - 1)))"),
            ]
        case .popTo(let x):
            return [
                .block(
                    head: "if let index = " + property + ".lastIndex(of: " + SwiftName.member(x) + ")",
                    body: [
                        .line(property + ".removeSubrange((index + 1)...)"),
                        .line(instances + ".removeSubrange((index + 1)...)"),
                    ])
            ]
        case .popToRoot:
            return [
                .line(property + " = Array(" + property + ".prefix(1))"),
                .line(instances + " = Array(" + instances + ".prefix(1))"),
            ]
        case .clear:
            return [.line(property + " = []"), .line(instances + " = []")]
        case .show(let x), .select(let x):
            return [.line(property + " = [" + SwiftName.member(x) + "]"), .line(instances + " = [nil]")]
        case .present(let x):
            return [
                .line(property + " = " + SwiftName.member(x)),
                .line(
                    "if entries == nil { " + instances + " = [" + (names.repeated.contains(x) ? "pushed" : "nil")
                        + "] }"),
            ]
        case .dismiss:
            return [.line(property + " = nil"), .line(instances + " = []")]
        }
    }
}
