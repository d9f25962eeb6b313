import KinshipPlan
import KinshipSpec
import KinshipSyntax

/// `output-ignored`: a child's output runs a transition of its container, the child can be
/// visible in a reachable configuration (in its slot, and not covered by a presentation of the
/// container), and there the transition is disabled by a guard, so the output does nothing. Reported once per binding and transition, at the first such
/// configuration breadth-first, so the counterexample is a shortest one.
///
/// A post-pass over the explored configurations, run only for containers with bindings: the
/// exploration itself is unchanged. A transition that would fail where it is enabled
/// (`stack-underflow`, …) is reported at the transition by the exploration already.
extension FlowFindings {
    func ignoredOutputs(_ explorer: Explorer, _ container: Container) -> [Diagnostic] {
        guard !container.bindings.isEmpty else { return [] }
        let plan = explorer.model.plan
        var slotIndex: [String: Int] = [:]
        for (i, slot) in plan.slots.enumerated() where slotIndex[slot.name] == nil { slotIndex[slot.name] = i }
        var found: [Diagnostic] = []
        for binding in container.bindings {
            // (transition name, the event that raises the output for it)
            var targets: [(transition: String, event: String)] = []
            let path = container.name.value + "/" + binding.key.value
            for action in binding.actions {
                switch action {
                case .run(let t): targets.append((t.value, path))
                case let .choose(field, cases, _):
                    targets += cases.map { ($0.transition.value, path + "(\(field.value): \($0.value.value))") }
                case .set, .emit: break
                }
            }
            for (name, event) in targets {
                guard let t = plan.transitions.firstIndex(where: { $0.name == name }) else { continue }
                let guards = plan.transitions[t].guards
                guard !guards.isEmpty else { continue }
                for configuration in 0..<explorer.count {
                    let contents = explorer.contents(of: configuration)
                    // An input (`self.INPUT`) is set by the parent whenever its own binding
                    // runs, whatever this container shows: every configuration counts.
                    guard
                        binding.answersInput
                            || isVisible(binding.child.value, contents, kinds: explorer.model.slotKinds)
                    else { continue }
                    guard let failing = guards.first(where: { !holds($0, contents, slotIndex) }) else { continue }
                    let label = ContainerFlow.labelOf(explorer, configuration)
                    let route = explorer.path(to: configuration).map { explorer.model.transitionName($0) }
                    if binding.answersInput {
                        found.append(
                            ignoredInput(
                                binding, container, label: label, transition: name, needs: describe(failing),
                                route: route))
                        break
                    }
                    found.append(
                        .warning(
                            .outputIgnored,
                            "output '\(binding.output.value)' of '\(binding.child.value)' can fire in \(label), where transition '\(name)' is disabled (it needs \(describe(failing))), so the output does nothing",
                            at: binding.key.range,
                            notes: [replay(container).note(route, then: event)]))
                    break
                }
            }
        }
        return found
    }

    /// A hand-off that can do nothing: the container's answer to its input runs a transition
    /// that is disabled in a configuration the container can be in when its parent sets the
    /// input. The note names the parents' bindings that set it.
    private func ignoredInput(
        _ binding: Binding, _ container: Container, label: String, transition: String, needs: String,
        route: [String]
    ) -> Diagnostic {
        var setters: [String] = []
        for parent in spec.containers {
            for child in parent.children where child.type.value == container.name.value {
                for b in parent.bindings
                where b.actions.contains(where: {
                    if case let .set(target, input, _, _) = $0 {
                        return target.value == child.name.value && input.value == binding.output.value
                    }
                    return false
                }) {
                    setters.append("'\(parent.name.value)' on '\(b.key.value)'")
                }
            }
        }
        let reached = replay(container).note(route, then: nil)
        let by = setters.isEmpty ? "no binding sets it yet" : "set by " + setters.joined(separator: ", ")
        return .warning(
            .outputIgnored,
            "input '\(binding.output.value)' of '\(container.name.value)' can be set in \(label), where transition '\(transition)' is disabled (it needs \(needs)), so its answer does not run it (\(by))",
            at: binding.key.range, notes: [reached])
    }

    /// The child occupies a slot and nothing the container presents covers it (what a sheet
    /// covers cannot be tapped), as the runtime decides.
    private func isVisible(_ child: String, _ contents: [[String]], kinds: [SlotKind]) -> Bool {
        var shown = false
        var covered = false
        for (slot, entries) in contents.enumerated() {
            let presents = slot < kinds.count && kinds[slot] == .presentation
            if entries.last == child { shown = true; if presents { return true } }
            if presents, !entries.isEmpty { covered = true }
        }
        return shown && !covered
    }

    private func holds(_ condition: SlotCondition, _ contents: [[String]], _ slotIndex: [String: Int]) -> Bool {
        switch condition {
        case let .holds(slot, child): return slotIndex[slot].map { contents[$0].last == child } ?? false
        case let .holdsAny(slot, children):
            return slotIndex[slot].map { contents[$0].last.map(children.contains) ?? false } ?? false
        case let .contains(slot, child): return slotIndex[slot].map { contents[$0].contains(child) } ?? false
        case let .empty(slot): return slotIndex[slot].map { contents[$0].isEmpty } ?? false
        case .otherwise: return true
        }
    }

    private func describe(_ condition: SlotCondition) -> String {
        switch condition {
        case let .holds(slot, child): "'\(child)' in '\(slot)'"
        case let .holdsAny(slot, children):
            "one of " + children.map { "'\($0)'" }.joined(separator: ", ") + " in '\(slot)'"
        case let .contains(slot, child): "'\(child)' in stack '\(slot)'"
        case let .empty(slot): "'\(slot)' empty"
        case .otherwise: "another configuration"
        }
    }
}

extension Counterexample {
    /// The transitions to a configuration, then the output event raised there.
    /// With no event: the configuration is reached, and the caller says what happens there.
    func note(_ transitions: [String], then event: String?) -> DiagnosticNote {
        DiagnosticNote(
            (event == nil ? "reach it with: " : "reproduce with: ")
                + Self.command(
                    specPath: specPath, root: launchesRoot ? nil : container,
                    events: transitions.map(self.event) + (event.map { [$0] } ?? [])))
    }
}
