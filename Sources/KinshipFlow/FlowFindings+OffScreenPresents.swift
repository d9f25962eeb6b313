import KinshipPlan
import KinshipSpec
import KinshipSyntax

/// `not-in-window-hierarchy` from `check`: a container answers its input (`self.INPUT`) with a
/// transition that presents, and its parent sets that input where the presenting controller
/// UIKit picks is not in the window (grammar.md, [When a controller may present]): the child is
/// not in the parent's tree yet (before the push or show that adds it), so it is its own
/// presenter; or the style presents in the child's own context (`currentContext`,
/// `overCurrentContext`) and the child is not on screen (an unselected tab, a covered entry).
/// A child in the tree but off screen presenting any other style presents from the window's
/// root, as UIKit does, and is not reported.
///
/// A post-pass over the parent's explored configurations, as `output-ignored` is: reported once
/// per `set`, at the first such configuration breadth-first. A `set` after a transition of the same
/// answer (`[open, { set: … }]`) is not judged: the transition may be what shows the child.
extension FlowFindings {
    func offScreenPresents(_ explorer: Explorer, _ container: Container) -> [Diagnostic] {
        guard !container.bindings.isEmpty else { return [] }
        var found: [Diagnostic] = []
        for binding in container.bindings {
            for action in binding.actions {
                guard case let .set(target, input, _, range) = action else { break }
                guard let child = container.child(named: target.value),
                    let index = spec.firstContainer(named: child.type.value),
                    let presents = spec.containers[index].presentingAnswer(to: input.value)
                else { continue }
                // Every child of a tab bar is in its tree, selected or not.
                let tabs = container.slots.contains { slot in
                    (slot.kind == .tabs || container.kind == .tabs && slot.kind != .presentation)
                        && slot.accepts.contains { $0.value == target.value }
                }
                let hidden =
                    !binding.answersInput && presents.inContext
                    && Self.collapsedSplitHides(target.value, from: binding.child.value, in: container)
                for configuration in 0..<explorer.count {
                    let contents = explorer.contents(of: configuration)
                    // The answer fires where its output can (a visible child), or anywhere for an input.
                    guard binding.answersInput || contents.contains(where: { $0.last == binding.child.value }) else {
                        continue
                    }
                    guard hidden || !mayPresent(target.value, contents, tabs, presents.inContext) else { continue }
                    let label = ContainerFlow.labelOf(explorer, configuration)
                    let route = explorer.path(to: configuration).map { explorer.model.transitionName($0) }
                    let event = binding.answersInput ? nil : container.name.value + "/" + binding.key.value
                    found.append(
                        .warning(
                            .notInWindowHierarchy,
                            "'\(container.name.value)' sets '\(target.value).\(input.value)' in \(label), where '\(target.value)' is \(hidden ? "in a column the collapsed split does not show (compact width) and presents in its own context" : presents.inContext ? "not on screen and presents in its own context" : "not in '\(container.name.value)'"), and '\(child.type.value)' answers it with transition '\(presents.transition)', which presents '\(presents.child)': UIKit refuses to present from a controller whose view is not in the window hierarchy, so nothing is presented",
                            at: range,
                            notes: [replay(container).note(route, then: event)]))
                    break
                }
            }
        }
        return found
    }

    /// Whether a collapsed split (compact width, `kinship run`'s default phone window) hides
    /// `child` while `source`, whose output sets its input, is heard: the split shows one column,
    /// so an output comes from the column on top and every other column is covered (grammar.md,
    /// [Split view controllers at compact width]). With a compact column, only that column's child
    /// is heard collapsed. Flow explores a split as expanded (every column shows), so this is
    /// the one place it asks what the phone shows.
    static func collapsedSplitHides(_ child: String, from source: String, in container: Container) -> Bool {
        guard container.kind == .split else { return false }
        func column(_ name: String) -> String? {
            container.slots.first { slot in slot.accepts.contains { $0.value == name } }?.name.value
        }
        guard let from = column(source), let to = column(child), from != to else { return false }
        let hasCompact = container.slots.contains { $0.name.value == "compact" }
        return !hasCompact || from == "compact"
    }

    /// Whether the child may present in this configuration: on screen (what its slot shows) for a
    /// context style; otherwise anywhere in the parent's tree, a covered stack entry or an
    /// unselected tab included.
    private func mayPresent(_ child: String, _ contents: [[String]], _ tab: Bool, _ inContext: Bool) -> Bool {
        if inContext { return contents.contains { $0.last == child } }
        return tab || contents.contains { $0.contains(child) }
    }
}

extension KinshipSpec.Container {
    /// The first transition this container's answer to `input` (`self.INPUT`) runs that presents,
    /// and what it presents; nil when the answer presents nothing.
    func presentingAnswer(to input: String) -> (transition: String, child: String, inContext: Bool)? {
        guard let answer = self.bindings.first(where: { $0.answersInput && $0.output.value == input }) else {
            return nil
        }
        var names: [String] = []
        for action in answer.actions {
            switch action {
            case .run(let t): names.append(t.value)
            case .choose(_, let cases, _): names += cases.map(\.transition.value)
            case .set, .emit: break
            }
        }
        for name in names {
            guard let transition = self.transitions.first(where: { $0.name.value == name }) else { continue }
            for move in transition.moves {
                guard case .present(let child) = move.operation.value else { continue }
                let slot = self.slots.first { $0.name.value == move.slot.value }
                return (name, child.value, slot?.presentationStyle.usesContext ?? false)
            }
        }
        return nil
    }
}
