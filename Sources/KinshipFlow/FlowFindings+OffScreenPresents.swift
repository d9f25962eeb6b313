import KinshipPlan
import KinshipSpec
import KinshipSyntax

/// `not-in-window-hierarchy` from `check`: a container answers its input (`self.INPUT`) with a
/// transition that presents, and its parent sets that input where the child is not on screen
/// (not what its slot shows: before the push that shows it, an unselected tab, a covered entry).
/// The answer runs inside the parent's `set`, so the child presents from a view that is not in a
/// window, which UIKit refuses (grammar.md, Presentation: the presenter's view must be in a window)
/// and `kinship run` warns about, presenting nothing.
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
                for configuration in 0..<explorer.count {
                    let contents = explorer.contents(of: configuration)
                    // The answer fires where its output can (a visible child), or anywhere for an input.
                    guard binding.answersInput || contents.contains(where: { $0.last == binding.child.value }) else {
                        continue
                    }
                    guard !contents.contains(where: { $0.last == target.value }) else { continue }
                    let label = ContainerFlow.labelOf(explorer, configuration)
                    let route = explorer.path(to: configuration).map { explorer.model.transitionName($0) }
                    let event = binding.answersInput ? nil : container.name.value + "/" + binding.key.value
                    found.append(
                        .warning(
                            .notInWindowHierarchy,
                            "'\(container.name.value)' sets '\(target.value).\(input.value)' in \(label), where '\(target.value)' is not on screen, and '\(child.type.value)' answers it with transition '\(presents.transition)', which presents '\(presents.child)': UIKit refuses to present from a controller whose view is not in the window hierarchy, so nothing is presented",
                            at: range,
                            notes: [replay(container).note(route, then: event)]))
                    break
                }
            }
        }
        return found
    }
}

extension KinshipSpec.Container {
    /// The first transition this container's answer to `input` (`self.INPUT`) runs that presents,
    /// and what it presents; nil when the answer presents nothing.
    func presentingAnswer(to input: String) -> (transition: String, child: String)? {
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
                if case .present(let child) = move.operation.value { return (name, child.value) }
            }
        }
        return nil
    }
}
