import KinshipSpec
import KinshipSyntax

/// `input-unset` at a route: its witness makes an instance on the way (a push, a present, a tab's
/// first showing) whose required inputs neither the route's `set:` gives nor an answer of a level
/// above sets (a `set:` of `library.showID` whose `self.showID` answer sets `show.showID`). The
/// route's values reach each level before it loads (grammar.md, Routes), so what they leave out
/// never arrives. An instance shown at launch is judged by its container's mount instead.
enum RouteInputs {
    static func diagnostics(_ results: [RouteResult], _ spec: Spec, options: FlowOptions) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var lookup = ChildLookup(spec)
        for result in results {
            guard case .witness(let levels) = result.outcome else { continue }
            let route = result.route
            var given: Set<String> = []  // inputs of the previous level's instance, set before it loaded
            var events: [String] = []
            for (k, level) in levels.enumerated() {
                events += level.steps.map(\.event)
                let index = k + 1  // the instance's segment in route.open
                guard index < route.open.count,
                    let type = spec.firstContainer(named: level.containerType).flatMap({ i -> String? in
                        lookup.child(named: level.child, in: i)?.type.value
                    })
                else { break }
                var now = Set(route.sets.filter { $0.levelIndex(in: route) == index }.map(\.input.value))
                // What the container's answers to the inputs it took set on this child.
                if let c = spec.firstContainer(named: level.containerType) {
                    for binding in spec.containers[c].bindings
                    where binding.answersInput && given.contains(binding.output.value) {
                        for case let .set(child, input, _, _) in binding.actions where child.value == level.child {
                            now.insert(input.value)
                        }
                    }
                }
                given = now
                guard level.made > 0, !mountedAtLaunch(level.child, in: level.containerType, spec) else { continue }
                let missing = spec.inputs(ofType: type).filter {
                    !InputType.isOptional($0.type.value) && !now.contains($0.name.value)
                }
                guard !missing.isEmpty else { continue }
                let list = missing.map { "'\($0.name.value)'" }.joined(separator: ", ")
                let key =
                    index == route.open.count - 1 ? missing[0].name.value : "\(level.child).\(missing[0].name.value)"
                found.append(
                    .warning(
                        .inputUnset,
                        "route '\(route.name.value)' makes '\(level.child)' (\(type)) at \(level.path) without its required "
                            + (missing.count == 1 ? "input " : "inputs ") + list
                            + ": it loads without " + (missing.count == 1 ? "it" : "them")
                            + "; give " + (missing.count == 1 ? "it" : "them")
                            + " in set: (set: { \(key): PARAMETER })",
                        at: route.name.range,
                        notes: [
                            DiagnosticNote(
                                "its witness: "
                                    + Counterexample.command(specPath: options.specPath, root: nil, events: events))
                        ]))
            }
        }
        return found
    }

    /// Made when its container loads (a slot's `initial`, a tab): its mount judges it.
    private static func mountedAtLaunch(_ child: String, in type: String, _ spec: Spec) -> Bool {
        guard let c = spec.firstContainer(named: type) else { return false }
        let container = spec.containers[c]
        return container.slots.contains { slot in
            slot.initial.contains { $0.value == child }
                || (container.kind(of: slot) == .tabs && slot.accepts.contains { $0.value == child })
        }
    }
}
