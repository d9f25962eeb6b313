import KinshipPlan
import KinshipSpec
import KinshipSyntax

/// `input-unset` and `input-after-load`: whether each instance a container makes has its required
/// inputs (types not ending in `?`) before its `viewDidLoad`.
///
/// The ways a container makes an instance of a child: its launch mounts the slots' `initial`
/// children and a tab bar's tabs (their views load when first shown), and a transition's push,
/// present, show or select brings a child in (its first load). A value reaches an instance before it
/// loads when a `set` runs before the move in the same answer (grammar.md, "When values arrive"); at a
/// mount, when the container's answer to one of its own required inputs sets it (the parent sets
/// those before the container loads). A transition no binding runs is the app's own call, with
/// nothing set. Every way is judged as though it made the instance: any of them can come first.
extension FlowFindings {
    func inputArrivals(_ explorer: Explorer, _ container: Container) -> [Diagnostic] {
        // Without a required input anywhere, only a late `set` can be reported: skip the tables
        // each container would otherwise build.
        guard !requiredInputs.isEmpty else { return lateSets(explorer, container) }
        var found = mounted(container)
        if spec.root?.value == container.name.value {
            let missing = required(of: container.name.value)
            if !missing.isEmpty {
                found.append(
                    .warning(
                        .inputUnset,
                        "'\(container.name.value)' is the root: nothing above it sets its required "
                            + names(missing) + " before it loads; make " + (missing.count == 1 ? "it" : "them")
                            + " optional ('Type?')",
                        at: missing[0].name.range, notes: [replay(container).note([], then: nil)]))
            }
        }
        // A mounted child is made at launch (judged there); a transition shows it again.
        var mountedChildren: Set<String> = []
        for slot in container.slots {
            mountedChildren.formUnion(slot.initial.map(\.value))
            if container.kind(of: slot) == .tabs { mountedChildren.formUnion(slot.accepts.map(\.value)) }
        }
        // By name: a search of the children for each move is quadratic in a large container.
        var types: [String: String] = [:]
        for child in container.children where types[child.name.value] == nil {
            types[child.name.value] = child.type.value
        }
        for transition in container.transitions {
            let made = transition.moves.compactMap { move -> String? in
                switch move.operation.value {
                case .push(let c), .present(let c), .show(let c), .select(let c): c.value
                default: nil
                }
            }
            for child in made where !mountedChildren.contains(child) {
                guard let type = types[child] else { continue }
                let missing = required(of: type)
                guard !missing.isEmpty else { continue }
                found += unset(missing, child: child, by: transition, explorer, container)
            }
        }
        found += lateSets(explorer, container)
        return found
    }

    /// The required inputs of a type.
    private func required(of type: String) -> [Param] { requiredInputs.of(type) }

    private func names(_ inputs: [Param]) -> String {
        (inputs.count == 1 ? "input " : "inputs ") + inputs.map { "'\($0.name.value)'" }.joined(separator: ", ")
    }

    /// Children made when the container loads: what each slot shows first, and every tab the user can tap.
    private func mounted(_ container: Container) -> [Diagnostic] {
        var given: [String: Set<String>] = [:]  // child → inputs the container's required-input answers set
        let own = Set(required(of: container.name.value).map(\.name.value))
        for binding in container.bindings where binding.answersInput && own.contains(binding.output.value) {
            for case let .set(child, input, _, _) in binding.actions {
                given[child.value, default: []].insert(input.value)
            }
        }
        var found: [Diagnostic] = []
        var seen: Set<String> = []
        // Children by name, looked up once each: a search per child made a tab bar of N tabs N².
        var children: [String: Int] = [:]
        children.reserveCapacity(container.children.count)
        for i in container.children.indices where children[container.children[i].name.value] == nil {
            children[container.children[i].name.value] = i
        }
        for slot in container.slots {
            var at: [(Name, SourceRange)] = slot.initial.map { ($0, $0.range) }
            if container.kind(of: slot) == .tabs {
                let untappable = Set(slot.untappable.map(\.value))
                at += slot.accepts.filter { !untappable.contains($0.value) }.map { ($0, $0.range) }
            }
            for (child, range) in at where seen.insert(child.value).inserted {
                guard let index = children[child.value], !container.children[index].isRepeated else { continue }
                let declared = container.children[index]
                let missing = required(of: declared.type.value).filter {
                    !(given[child.value]?.contains($0.name.value) ?? false)
                }
                guard !missing.isEmpty else { continue }
                found.append(
                    .warning(
                        .inputUnset,
                        "'\(child.value)' (\(declared.type.value)) is made when '\(container.name.value)' loads, and nothing sets its required "
                            + names(missing)
                            + " before it loads: answer one of the container's required inputs with { set: \(child.value).\(missing[0].name.value) }, or make it optional ('Type?')",
                        at: range, notes: [replay(container).note([], then: nil)]))
            }
        }
        return found
    }

    /// A transition that makes `child`: each binding that runs it must set the inputs before it.
    private func unset(
        _ missing: [Param], child: String, by transition: Transition, _ explorer: Explorer, _ container: Container
    ) -> [Diagnostic] {
        let name = transition.name.value
        let ways = container.bindings.compactMap { b -> (Binding, Int)? in
            b.actions.firstIndex { action in
                switch action {
                case .run(let t): t.value == name
                case .choose(_, let cases, _): cases.contains { $0.transition.value == name }
                case .set, .emit: false
                }
            }.map { (b, $0) }
        }
        // Where it first runs, breadth-first (a transition that never runs makes nothing).
        let repeated = container.child(named: child)?.isRepeated ?? false
        guard let configuration = firstConfiguration(running: name, making: repeated ? nil : child, explorer) else {
            return []
        }
        let route = explorer.path(to: configuration).map { explorer.model.transitionName($0) }
        let label = ContainerFlow.labelOf(explorer, configuration)
        guard !ways.isEmpty else {
            return [
                .warning(
                    .inputUnset,
                    "transition '\(name)' makes '\(child)' in \(label), and no answer runs it after setting its required "
                        + names(missing)
                        + ": '\(child)' loads without " + (missing.count == 1 ? "it" : "them")
                        + "; run it from an answer that sets " + (missing.count == 1 ? "it" : "them")
                        + " first ([{ set: \(child).\(missing[0].name.value) }, \(name)])",
                    at: transition.name.range, notes: [replay(container).note(route, then: name)])
            ]
        }
        var found: [Diagnostic] = []
        for (binding, index) in ways {
            var before: Set<String> = []
            var after: Set<String> = []
            for (i, action) in binding.actions.enumerated() {
                guard case let .set(target, input, _, _) = action, target.value == child else { continue }
                if i < index { before.insert(input.value) } else { after.insert(input.value) }
            }
            // Set late is `input-after-load`, at the set.
            let lacking = missing.filter { !before.contains($0.name.value) && !after.contains($0.name.value) }
            guard !lacking.isEmpty else { continue }
            let event = binding.answersInput ? nil : container.name.value + "/" + binding.key.value
            found.append(
                .warning(
                    .inputUnset,
                    "'\(binding.key.value)' runs transition '\(name)', which makes '\(child)' in \(label), without setting its required "
                        + names(lacking) + ": '\(child)' loads without " + (lacking.count == 1 ? "it" : "them")
                        + "; set " + (lacking.count == 1 ? "it" : "them")
                        + " before '\(name)' ({ set: \(child).\(lacking[0].name.value) })",
                    at: binding.key.range,
                    notes: [
                        replay(container).note(route, then: event),
                        DiagnosticNote("transition '\(name)' declared here", at: transition.name.range),
                    ]))
        }
        return found
    }

    /// The first configuration, breadth-first, where the transition changes something. For a
    /// child made once (`making`, not repeated), one on a path that has not shown it yet: a later
    /// showing finds the instance made and loaded.
    private func firstConfiguration(running name: String, making child: String?, _ explorer: Explorer) -> Int? {
        guard let t = explorer.model.plan.transitions.firstIndex(where: { $0.name == name }) else { return nil }
        let code = child.flatMap { explorer.model.code(of: $0) }
        for configuration in 0..<explorer.count {
            guard explorer.target(from: configuration, by: { $0 == t }) != nil else { continue }
            guard let code else { return configuration }
            var shown = false
            var state = configuration
            while state > 0, !shown {
                if explorer.contents(of: state).contains(where: { $0.contains(explorer.model.name(of: code)) }) {
                    shown = true
                }
                state = Int(explorer.parent[state])
            }
            if !shown { return configuration }
        }
        return nil
    }

    /// `[open, { set: detail.id }]`: the set reaches the instance the move made, after it loaded.
    private func lateSets(_ explorer: Explorer, _ container: Container) -> [Diagnostic] {
        var found: [Diagnostic] = []
        // Transitions by name, made for the first answer that sets anything: a search of the
        // transitions per `run` was quadratic in a container of many answers.
        var byName: [String: Int]?
        for binding in container.bindings {
            guard binding.actions.contains(where: { if case .set = $0 { true } else { false } }) else { continue }
            if byName == nil {
                var table: [String: Int] = [:]
                for i in container.transitions.indices where table[container.transitions[i].name.value] == nil {
                    table[container.transitions[i].name.value] = i
                }
                byName = table
            }
            let transitions = byName ?? [:]
            var made: [String: String] = [:]  // child → the transition that made it earlier in the answer
            for action in binding.actions {
                switch action {
                case .run(let t): note(made: &made, by: [t.value], transitions, container)
                case .choose(_, let cases, _):
                    note(made: &made, by: cases.map(\.transition.value), transitions, container)
                case let .set(child, input, _, range):
                    guard let transition = made[child.value] else { continue }
                    let event = binding.answersInput ? nil : container.name.value + "/" + binding.key.value
                    let notes = firstConfiguration(running: transition, making: nil, explorer).map {
                        [replay(container).note(explorer.path(to: $0).map(explorer.model.transitionName), then: event)]
                    }
                    found.append(
                        .warning(
                            .inputAfterLoad,
                            "'\(binding.key.value)' sets '\(child.value).\(input.value)' after transition '\(transition)' made '\(child.value)': it loads (viewDidLoad, viewWillAppear) before the value arrives; move the set before '\(transition)'",
                            at: range, notes: notes ?? []))
                case .emit: break
                }
            }
        }
        return found
    }

    private func note(
        made: inout [String: String], by names: [String], _ transitions: [String: Int], _ container: Container
    ) {
        for name in names {
            guard let index = transitions[name] else { continue }
            let transition = container.transitions[index]
            for move in transition.moves {
                switch move.operation.value {
                case .push(let c), .present(let c), .show(let c), .select(let c):
                    if made[c.value] == nil { made[c.value] = name }
                default: break
                }
            }
        }
    }
}

/// The required inputs (types not ending in `?`) of every screen and container type that has any,
/// by type name; most specs declare few, so most lookups end at an empty table.
final class RequiredInputs: Sendable {
    private let byType: [String: [Param]]

    init(_ spec: Spec) {
        var byType: [String: [Param]] = [:]
        // Only types with a required input get an entry: a table of every type costs a hash and an
        // array per screen. The first declaration of a name is the one `Spec.inputs(ofType:)`
        // reads, a screen before a container; the index lookups run only for the few that qualify.
        // By index: iterating the arrays would copy every declaration.
        for i in spec.screens.indices where spec.screens[i].inputs.contains(where: Self.isRequired) {
            let name = spec.screens[i].name.value
            guard spec.firstScreen(named: name) == i else { continue }
            byType[name] = spec.screens[i].inputs.filter(Self.isRequired)
        }
        for i in spec.containers.indices where spec.containers[i].inputs.contains(where: Self.isRequired) {
            let name = spec.containers[i].name.value
            guard spec.firstContainer(named: name) == i, spec.firstScreen(named: name) == nil else { continue }
            byType[name] = spec.containers[i].inputs.filter(Self.isRequired)
        }
        self.byType = byType
    }

    private static func isRequired(_ input: Param) -> Bool { !InputType.isOptional(input.type.value) }

    var isEmpty: Bool { byType.isEmpty }

    func of(_ type: String) -> [Param] { byType.isEmpty ? [] : byType[type] ?? [] }
}
