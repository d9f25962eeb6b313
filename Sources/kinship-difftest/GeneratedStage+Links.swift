import Foundation
import KinshipCodegen
import KinshipFlow
import KinshipLinks
import KinshipPlan

/// Links at any moment on the generated side: the lists `linksMidList` drew (and a given spec's
/// `NAME.links`), each ending in `open(URL)`, run by the generated router's `open(_:from:)` on the
/// compiled batch (step `K url`) and compared with `kinship run`'s `open(URL)` as every
/// run-vs-generated list is (traces, frames, the model's complaints).
extension GeneratedStage {
    /// `specLink(index)`: the generated router opening a URL on spec `index`'s live root, each
    /// batch of moves run as `kinship run` runs a link's moves (the turn of the values ends, then
    /// each move once nothing moves, a turn each).
    static func linkDriver(_ members: [Member]) -> String {
        var cases: [String] = []
        for member in members where !member.input.routes.isEmpty {
            guard let root = member.plan.root.flatMap({ member.plan.container(named: $0) }) else { continue }
            let ns = namespace(member.index)
            let router = ns + "." + SwiftGenerator.routerTypeName(member.input)
            cases.append(
                """
                    case \(member.index):
                        return { root, url, loop in
                            guard let r = root as? \(ns).\(member.input.className(of: root)), let u = URL(string: url), let route = \(router).route(for: u) else { return false }
                            return \(router).open(route, from: r) { moves in
                                loop.endTurn()
                                var ok = true
                                for move in moves {
                                    loop.runUntilIdle()
                                    ok = move.perform(true) && ok
                                    loop.endTurn()
                                }
                                return ok
                            }
                        }
                """)
        }
        return """

            @MainActor
            func specLink(_ index: Int) -> ((UIViewController, String, UIModelRunLoop) -> Bool)? {
                switch index {
            \(cases.joined(separator: "\n"))
                default: return nil
                }
            }

            """
    }
}

extension DiffTester {
    /// The drawn and given link lists, on the generated side.
    func generatedLinks(_ subjects: [Subject], _ stage: GeneratedStage) -> [Disagreement] {
        var lists: [(subject: Int, events: [DiffEvent])] = []
        for list in linkLists {
            guard let i = subjects.firstIndex(where: { $0.index == list.index }) else { continue }
            lists.append(
                (
                    i,
                    list.events.map { e in
                        e.step.hasPrefix("P\t") && e.text.hasPrefix("open(")
                            ? DiffEvent(text: e.text, step: "K\t" + e.step.dropFirst(2)) : e
                    }
                ))
        }
        guard !lists.isEmpty, let runs = stage.run(lists.map { (subjects[$0.subject].index, $0.events.map(\.step)) })
        else { return [] }
        var found: [Disagreement] = []
        var planners: [Int: LinkPlanner] = [:]
        for (n, list) in lists.enumerated() where n < runs.count {
            let s = subjects[list.subject]
            let planner =
                planners[list.subject] ?? LinkPlanner(spec: s.spec, options: FlowOptions(specPath: "spec.yaml"))
            planners[list.subject] = planner
            generatedLinkCount += 1
            if let problem = compare(s, list.events, generated: runs[n], links: planner.opener) {
                found.append(
                    Disagreement(
                        kind: String(problem.prefix { $0 != ":" }), detail: "links mid-list: " + problem, yaml: s.yaml,
                        events: list.events))
            }
        }
        return found
    }
}
