import KinshipFlow
import KinshipRuntime

/// The SwiftUI stage's comparison of a link's values: after every link a list opens, the core's
/// `linkValues` must name the instances and inputs `run` traced `set(INPUT)` on for it
/// (`Runtime.lastLinkSets`), each holding the URL's value of the parameter the route's `set:`
/// feeds it from. `run` prints where values go, not the values: those come from the URL.
extension SwiftUIStage {
    /// The driver's part: a core whose spec has routes prints its link values after every event,
    /// as ` link KEY = "VALUE"` lines (quoted, so a value holding a newline stays one line).
    static let linkValuesHead = #"""
        protocol LinkValued {
            var linkValueLines: [String] { get }
        }

        func linkValueLines<State>(_ state: State) -> [String] {
            (state as? any LinkValued)?.linkValueLines ?? []
        }

        """#

    /// The conformance of a spec's root state, when the spec has routes.
    static func linkValued(_ root: String, hasRoutes: Bool) -> String {
        guard hasRoutes else { return "" }
        return """
            extension \(root): LinkValued {
                var linkValueLines: [String] {
                    linkValues.sorted { $0.key < $1.key }.map { "link " + $0.key + " = " + String(reflecting: $0.value) }
                }
            }

            """
    }

    /// After an event that opened a link: the core's link values against run's sets and the URL's values.
    func linkValuesDisagree(_ s: Subject, _ events: [DiffEvent], step: Int, _ runtime: Runtime, core: [String])
        -> Disagreement?
    {
        guard step > 0, let url = RuntimeStage.opened(events[step - 1]) else { return nil }
        comparedLinks += 1
        let expected = RouteAnalysis.linkValues(
            runtime.lastLinkSets, follows: runtime.lastLinkFollows, url: url, in: s.spec,
            options: FlowOptions(specPath: "spec.yaml")
        ).sorted { $0.key < $1.key }.map { "link " + $0.key + " = " + String(reflecting: $0.value) }
        let mine = core.filter { $0.hasPrefix("link ") }
        guard mine != expected else { return nil }
        return Disagreement(
            kind: "swiftui-core",
            detail:
                "after event \(step) (\(url)) the SwiftUI core's link values differ from run's sets\n  run:  \(expected)\n  core: \(mine)",
            yaml: s.yaml, events: Array(events.prefix(step)))
    }
}
