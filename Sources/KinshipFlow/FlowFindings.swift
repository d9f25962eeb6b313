import KinshipPlan
import KinshipSpec
import KinshipSyntax

/// Turns a container's exploration into located diagnostics, each with a counterexample.
///
/// The exploration and the container are passed in, not kept: `kinship check` makes one of
/// these per thread, and copying an explorer (a few dozen buffers to retain and release) and the
/// options for each of thousands of containers would add to every container's cost.
struct FlowFindings {
    let spec: Spec
    let options: FlowOptions
    /// Each type's required inputs, found once per analysis: every child of every container asks.
    let requiredInputs: RequiredInputs

    /// Built only for a finding that needs a note: it walks the nested containers, which most
    /// containers (those with nothing to report) never need.
    func replay(_ container: Container) -> Counterexample {
        Counterexample(container: container.name.value, spec: spec, specPath: options.specPath)
    }

    func diagnostics(_ explorer: Explorer, _ container: Container) -> [Diagnostic] {
        var found =
            errors(explorer, container) + ignoredOutputs(explorer, container) + offScreenPresents(explorer, container)
            + inputArrivals(explorer, container)
        if explorer.complete {
            found +=
                unreachableChildren(explorer, container) + deadTransitions(explorer, container)
                + noWayBack(explorer, container)
        } else {
            found.append(
                .warning(
                    .explorationLimit,
                    "exploration of container '\(container.name.value)' stopped at \(explorer.count) configurations (--max-states \(options.maxStates)); "
                        + "unreachable-child, dead-transition and no-way-back were not checked",
                    at: container.name.range))
        }
        found = found.filter { d in d.severity == .error || !isDisabled(d) }
        let repeated = explorer.model.repeatedInStacks
        guard !found.isEmpty, !repeated.isEmpty else { return found }
        // Unbounded stacks are followed to a bound: every finding says so.
        let note = DiagnosticNote(Self.assumption(repeated, bound: explorer.model.repeatBound))
        for i in found.indices { found[i].notes.append(note) }
        return found
    }

    /// What flow analysis assumes of stacks holding repeated children.
    static func assumption(_ repeated: [String], bound: Int) -> String {
        let names = repeated.map { "'\($0)'" }.joined(separator: ", ")
        return "assumed: stacks were followed up to \(bound) instances of each repeated child (\(names)); "
            + "a push past that was taken to change nothing a guard or move can see"
    }

    private func isDisabled(_ d: Diagnostic) -> Bool {
        if options.disabled.contains(d.id.rawValue) { return true }
        guard let file = d.range?.file else { return spec.disabledWarnings.contains(d.id.rawValue) }
        return spec.files.contains { $0.file == file && $0.lint.disable.contains { $0.value == d.id.rawValue } }
    }

    private func range(ofTransition index: Int, _ model: ContainerModel, _ container: Container) -> SourceRange {
        let name = model.transitionName(index)
        return container.transitions.first { $0.name.value == name }?.name.range ?? container.name.range
    }

    // MARK: Errors

    /// One per transition, move and id, in the first configuration (breadth-first) it fails in.
    private func errors(_ explorer: Explorer, _ container: Container) -> [Diagnostic] {
        guard !explorer.problems.isEmpty else { return [] }
        let counterexample = replay(container)
        return explorer.problems.map { problem in
            let name = explorer.model.transitionName(problem.transition)
            let path = explorer.path(to: problem.state).map { explorer.model.transitionName($0) } + [name]
            return .error(
                problem.id, "transition '\(name)': \(problem.message)",
                at: range(ofTransition: problem.transition, explorer.model, container),
                notes: [counterexample.note(path)])
        }
    }

    // MARK: Warnings (only when every configuration was explored)

    /// An accepted child that no reachable configuration shows in any slot.
    private func unreachableChildren(_ explorer: Explorer, _ container: Container) -> [Diagnostic] {
        // Flags by child code rather than sets: this runs for every container, mostly to find nothing.
        var shown = [Bool](repeating: false, count: explorer.model.childCount)
        for values in explorer.values.prefix(explorer.model.slotCount) {
            for code in values.top where code >= 0 && Int(code) < shown.count { shown[Int(code)] = true }
        }
        var found: [Diagnostic] = []
        // Found by name through indexes when lists are long: a search of the slots and of the
        // slot's accepts for each unreachable child is quadratic in a large stack's children.
        let slotNumbers: [String: Int]? =
            container.slots.count > 16
            ? Dictionary(
                container.slots.enumerated().map { ($1.name.value, $0) }, uniquingKeysWith: { first, _ in first }) : nil
        for slot in 0..<explorer.model.slotCount {
            var declared: Slot?
            var acceptRanges: [String: SourceRange]?
            for code in explorer.model.acceptCodes[slot] where !shown[Int(code)] {
                shown[Int(code)] = true  // reported once, under the first slot that accepts it
                let child = explorer.model.name(of: code)
                let slotName = explorer.model.slotName(slot)
                if declared == nil {
                    declared =
                        slotNumbers.map { $0[slotName].map { container.slots[$0] } } ?? container.slot(named: slotName)
                    if let accepts = declared?.accepts, accepts.count > 16 {
                        acceptRanges = Dictionary(
                            accepts.map { ($0.value, $0.range) }, uniquingKeysWith: { first, _ in first })
                    }
                }
                let accepted = acceptRanges.map { $0[child] } ?? declared?.accepts.first { $0.value == child }?.range
                let at = accepted ?? declared?.name.range ?? container.name.range
                let how =
                    explorer.model.slotKinds[slot] == .stack
                    ? "no reachable configuration has it on top" : "no reachable configuration shows it"
                found.append(
                    .warning(
                        .unreachableChild,
                        "child '\(child)' is accepted by slot '\(slotName)' of '\(container.name.value)', but \(how)",
                        at: at))
            }
        }
        return found
    }

    /// Never enabled, or a no-op wherever it is enabled.
    private func deadTransitions(_ explorer: Explorer, _ container: Container) -> [Diagnostic] {
        let failing = Set(explorer.problems.map(\.transition))
        return (0..<explorer.model.transitionCount).compactMap { t in
            if explorer.model.isUserMove(t) { return nil }
            if !explorer.enabled[t] {
                let model = explorer.model
                let guards = model.guards.indices(ofRow: t).map { g in
                    let names = model.guardAlternatives[g].map { "'\(model.name(of: $0))'" }
                    return names.joined(separator: " or ") + " in '\(model.slotName(model.guards.values[g].slot))'"
                }
                let why = guards.isEmpty ? "" : ": no reachable configuration has " + guards.joined(separator: " and ")
                return .warning(
                    .deadTransition, "transition '\(explorer.model.transitionName(t))' is never enabled\(why)",
                    at: range(ofTransition: t, explorer.model, container))
            }
            guard !explorer.effective[t], !failing.contains(t) else { return nil }
            return .warning(
                .deadTransition,
                "transition '\(explorer.model.transitionName(t))' changes nothing in every reachable configuration where it is enabled",
                at: range(ofTransition: t, explorer.model, container))
        }
    }

    /// The first configuration (breadth-first) from which mount cannot be reached again.
    private func noWayBack(_ explorer: Explorer, _ container: Container) -> [Diagnostic] {
        let count = explorer.count
        let homes = splitHomes(explorer)
        if !explorer.groups.isEmpty {
            let returns = explorer.returningToMount(homes: homes)
            guard let stuck = returns.firstIndex(of: false) else { return [] }
            return noWayBack(explorer, container, stuck: stuck, stranded: returns.count { !$0 })
        }
        // Walk the edges backwards from mount; what is never reached cannot return. The
        // reverse edges are laid out flat (counted, then placed) to stay cheap at a million.
        // Raw buffers: this walks every edge twice, millions of them for a large container.
        // One scratch block for the integer tables and one for the flags: on the stack for the
        // small containers that make up most specs, so checking them allocates nothing here.
        let edgeCount = explorer.edgeTarget.count
        let found: (stuck: Int, stranded: Int)? = withUnsafeTemporaryAllocation(
            of: Int32.self, capacity: 3 * count + 2 + max(edgeCount, 1)
        ) { block in
            withUnsafeTemporaryAllocation(of: Bool.self, capacity: count) { returns in
                let reverseStart = UnsafeMutableBufferPointer(rebasing: block[0..<(count + 1)])
                let fill = UnsafeMutableBufferPointer(rebasing: block[(count + 1)..<(2 * count + 2)])
                let queue = UnsafeMutableBufferPointer(rebasing: block[(2 * count + 2)..<(3 * count + 2)])
                let reverse = UnsafeMutableBufferPointer(rebasing: block[(3 * count + 2)...])
                reverseStart.initialize(repeating: 0)
                returns.initialize(repeating: false)
                explorer.edgeTarget.withUnsafeBufferPointer { targets in
                    explorer.edgeStart.withUnsafeBufferPointer { starts in
                        for target in targets { reverseStart[Int(target) + 1] += 1 }
                        for i in 0..<count { reverseStart[i + 1] += reverseStart[i] }
                        for i in 0...count { fill[i] = reverseStart[i] }
                        for from in 0..<count {
                            for e in Int(starts[from])..<Int(starts[from + 1]) {
                                let target = Int(targets[e])
                                reverse[Int(fill[target])] = Int32(from)
                                fill[target] += 1
                            }
                        }
                    }
                }
                // Each configuration is queued at most once (marked as it is queued).
                returns[0] = true
                queue[0] = 0
                var queued = 1
                for home in homes where !returns[home] {
                    returns[home] = true
                    queue[queued] = Int32(home)
                    queued += 1
                }
                while queued > 0 {
                    queued -= 1
                    let s = Int(queue[queued])
                    for i in Int(reverseStart[s])..<Int(reverseStart[s + 1]) where !returns[Int(reverse[i])] {
                        returns[Int(reverse[i])] = true
                        queue[queued] = reverse[i]
                        queued += 1
                    }
                }
                guard let stuck = returns.firstIndex(of: false) else { return nil }
                return (stuck, returns.count { !$0 })
            }
        }
        guard let (stuck, stranded) = found else { return [] }
        return noWayBack(explorer, container, stuck: stuck, stranded: stranded)
    }

    /// A split's configurations that differ from mount only in the detail columns (`secondary`,
    /// `supplementary`): home as much as mount is. A split app shows a placeholder there until
    /// the first selection and never goes back to it, and the user leaves a detail by selecting
    /// another (or, collapsed, by Back to the primary, which keeps the column's child) [M].
    private func splitHomes(_ explorer: Explorer) -> [Int] {
        guard explorer.model.plan.kind == .split, explorer.count > 1 else { return [] }
        let kept = (0..<explorer.model.slotCount).filter {
            !["secondary", "supplementary"].contains(explorer.model.slotName($0))
        }
        let mount = explorer.contents(of: 0)
        return (1..<explorer.count).filter { state in
            let contents = explorer.contents(of: state)
            return kept.allSatisfy { contents[$0] == mount[$0] }
        }
    }

    private func noWayBack(_ explorer: Explorer, _ container: Container, stuck: Int, stranded: Int) -> [Diagnostic] {
        let label = ContainerFlow.labelOf(explorer, stuck)
        let path = explorer.path(to: stuck).map { explorer.model.transitionName($0) }
        return [
            .warning(
                .noWayBack,
                "container '\(container.name.value)' can reach \(label) and cannot return to its mount configuration from there"
                    + (stranded > 1 ? " (\(stranded) such configurations)" : ""),
                at: container.name.range, notes: [replay(container).note(path)])
        ]
    }
}

extension Explorer {
    /// This exploration's findings for `container`, the explorer borrowed where it is (a call
    /// through optional chaining does not copy it).
    func findings(_ findings: FlowFindings, _ container: Container) -> [Diagnostic] {
        findings.diagnostics(self, container)
    }
}

extension ContainerFlow {
    static func labelOf(_ explorer: Explorer, _ configuration: Int) -> String {
        explorer.contents(of: configuration).enumerated().map { slot, entries in
            "\(explorer.model.slotName(slot))=" + describe(entries, kind: explorer.model.slotKinds[slot])
        }.joined(separator: " ")
    }
}
