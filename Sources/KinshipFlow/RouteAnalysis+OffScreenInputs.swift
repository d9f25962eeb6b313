import KinshipSpec
import KinshipSyntax

extension RouteAnalysis {
    /// `not-in-window-hierarchy` for a route's `set:`: `run --open` and the generated router set
    /// a level's inputs before the witness runs, so an instance the witness still has to show is
    /// not on screen then, and a container answering that input with a transition that presents
    /// presents from outside the window (UIKit refuses; `run --open` warns and presents nothing).
    /// Judged on the witness from launch, as the router opens a link: an instance shown at mount
    /// all the way up (no step above or at its level) is on screen and not reported.
    static func offScreenInputs(_ results: [RouteResult], _ spec: Spec) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for result in results {
            guard case .witness(let levels) = result.outcome, !result.route.sets.isEmpty else { continue }
            for feed in result.route.sets {
                guard let index = feed.levelIndex(in: result.route), index >= 1, index - 1 < levels.count,
                    levels[..<index].contains(where: { !$0.steps.isEmpty }),
                    let holder = spec.firstContainer(named: levels[index - 1].containerType),
                    let child = spec.containers[holder].child(named: levels[index - 1].child),
                    let type = spec.firstContainer(named: child.type.value),
                    let presents = spec.containers[type].presentingAnswer(to: feed.input.value)
                else { continue }
                let events = levels.flatMap(\.steps).map { $0.path + "." + $0.transition }
                found.append(
                    .warning(
                        .notInWindowHierarchy,
                        "route '\(result.route.name.value)' sets '\(feed.key)' before its witness shows '\(child.name.value)', and '\(child.type.value)' answers it with transition '\(presents.transition)', which presents '\(presents.child)': UIKit refuses to present from a controller whose view is not in the window hierarchy, so nothing is presented",
                        at: feed.input.range,
                        notes: [
                            DiagnosticNote(
                                "`run --open` and the generated router set the inputs, then run the witness: "
                                    + events.joined(separator: ", "))
                        ]))
            }
        }
        return found
    }
}
