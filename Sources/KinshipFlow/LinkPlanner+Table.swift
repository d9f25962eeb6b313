extension LinkPlanner {
    /// One row of `table`: a configuration (each slot's child names, in the plan's slot order)
    /// and what `steps` answers from it.
    public struct TableRow: Sendable, Equatable {
        public var contents: [[String]]
        public var steps: Steps
    }

    /// `steps(type:contents:toShow:)` from every configuration of `type` the exploration reached,
    /// where it answers (a configuration whose contents an earlier one has is left out, as `steps`
    /// finds the first): what generated code opens links with from any state. Linear in the
    /// configurations and edges, plus the transitions listed: one backward breadth-first pass from
    /// the targets gives each configuration its distance, and the forward search `steps` runs takes,
    /// at each configuration, the first edge in its order that gets nearer (both find the first of
    /// the shortest paths in that order). An exploration's grouped edges are not listed per
    /// configuration (`GroupedLinkDistances`): a tab bar of N selects has N² of them.
    public func table(type: String, toShow child: String) -> [TableRow] {
        guard let explorer = explorer(type), let code = explorer.model.code(of: child) else { return [] }
        let model = explorer.model
        let count = explorer.count
        let rank = (0..<model.transitionCount).map { LinkTargets.rank(model, $0) }
        let pushers = LinkTargets.repeatedPushers(model, code)
        var scratch = [Int32](repeating: 0, count: model.slotCount)
        let targets = (0..<count).filter { LinkTargets.isTarget(explorer, $0, code, pushers: pushers, &scratch) }
        // With grouped transitions, without listing their edges at every configuration.
        var grouped = explorer.groups.isEmpty ? nil : GroupedLinkDistances(explorer, rank: rank, targets: targets)
        let (distance, ordered) = grouped.map { ($0.distance, []) } ?? Self.listedDistances(explorer, rank, targets)
        func nearer(_ s: Int) -> (target: Int, transition: Int)? {
            if grouped != nil { return grouped?.nearer(s) }
            return ordered[s].first { distance[$0.target] == distance[s] - 1 }
        }
        var rows: [TableRow] = []
        var seen: Set<[[String]]> = []
        for state in 0..<count {
            let contents = explorer.contents(of: state)
            guard seen.insert(contents).inserted, distance[state] >= 0 else { continue }
            var transitions: [Int] = []
            var s = state
            while distance[s] > 0, let edge = nearer(s) {
                transitions.append(edge.transition)
                s = edge.target
            }
            if !LinkTargets.showsUncovered(explorer, s, code, &scratch),
                let push = LinkTargets.pushAway(explorer, s, unpacked: scratch, pushers: pushers)
            {
                transitions.append(push)
            }
            rows.append(
                TableRow(
                    contents: contents,
                    steps: Steps(
                        transitions: transitions.map { model.transitionName($0) },
                        made: transitions.count { LinkTargets.bringsIn(model, $0, code) })))
        }
        return rows
    }

    /// Each configuration's app edges in the order `steps` follows them, and each one's
    /// distance to the nearest of `targets` over them (breadth-first over the reverse edges).
    private static func listedDistances(
        _ explorer: Explorer, _ rank: [Int], _ targets: [Int]
    ) -> (distance: [Int], ordered: [[(target: Int, transition: Int)]]) {
        let model = explorer.model
        let count = explorer.count
        var ordered: [[(target: Int, transition: Int)]] = Array(repeating: [], count: count)
        var incoming: [[Int]] = Array(repeating: [], count: count)
        for state in 0..<count {
            var edges: [(target: Int, transition: Int)] = []
            explorer.forEachEdge(from: state) { target, t in
                if !model.isUserMove(t) { edges.append((target, t)) }
            }
            ordered[state] = edges.enumerated().sorted {
                (rank[$0.element.transition], $0.offset) < (rank[$1.element.transition], $1.offset)
            }.map(\.element)
            for edge in edges { incoming[edge.target].append(state) }
        }
        var distance = [Int](repeating: -1, count: count)
        for state in targets { distance[state] = 0 }
        var queue = targets
        var next = 0
        while next < queue.count {
            let state = queue[next]
            next += 1
            for source in incoming[state] where distance[source] < 0 {
                distance[source] = distance[state] + 1
                queue.append(source)
            }
        }
        return (distance, ordered)
    }
}

extension LinkPlanner {
    /// `table`'s rows grouped by their answer (the same transitions making the same instances), in
    /// first-seen order, each with its configurations as keys (`a,b;c`: slots by `;`, entries by
    /// `,`): what a generated switch needs, one case per answer.
    public func groupedTable(type: String, toShow child: String) -> [(steps: Steps, keys: [String])] {
        var answers: [(steps: Steps, keys: [String])] = []
        var index: [[String]: Int] = [:]
        for row in table(type: type, toShow: child) {
            let key = row.contents.map { $0.joined(separator: ",") }.joined(separator: ";")
            let answer = row.steps.transitions + ["\(row.steps.made)"]
            if let i = index[answer] {
                answers[i].keys.append(key)
            } else {
                index[answer] = answers.count
                answers.append((row.steps, [key]))
            }
        }
        return answers
    }
}
