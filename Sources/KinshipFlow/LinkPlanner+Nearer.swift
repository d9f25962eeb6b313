/// `LinkPlanner.table` over an exploration with grouped transitions (ConstantGroups.swift),
/// without listing each configuration's grouped edges: a tab bar of N selects has N of them at
/// each of its N configurations, and listing them made the generated router's tables N² to
/// build. Gives what the listing gave: each configuration's distance to the nearest target
/// over the app's edges, and its first edge in link order (`LinkTargets.rank`, then the
/// transition, as `Explorer.forEachEdge` lists them) that gets one step nearer.
struct GroupedLinkDistances {
    private let explorer: Explorer
    private let rank: [Int]
    private(set) var distance: [Int]
    /// Per grouped slot and group: by distance, the group's first app edge in link order and
    /// the first after it to another target (a configuration of the group has no edge to
    /// itself, so one of the two is its own). Made when first asked.
    private var firstByDistance: [[[Int: [Edge]]?]]

    private struct Edge {
        var rank: Int
        var transition: Int
        var target: Int
    }

    /// `targets`: the configurations at distance 0, in order.
    init(_ explorer: Explorer, rank: [Int], targets: [Int]) {
        self.explorer = explorer
        self.rank = rank
        let model = explorer.model
        let groups = explorer.groups
        let count = explorer.count
        let explored = min(count, explorer.edgeStart.count - 1)
        // The explicit edges reversed, and per grouped slot, for each configuration, the groups
        // whose transitions lead to it: a search that reaches it reaches every configuration of
        // those groups one step further (each has the edge, but the target itself).
        var reverse = FlatTable<Int32>()
        reverse.beginCounting(rows: count)
        for from in 0..<explored {
            for e in explorer.edgeRange(from) where !model.isUserMove(Int(explorer.edgeTransition[e])) {
                reverse.count(inRow: Int(explorer.edgeTarget[e]))
            }
        }
        reverse.endCounting(filler: 0)
        for from in 0..<explored {
            for e in explorer.edgeRange(from) where !model.isUserMove(Int(explorer.edgeTransition[e])) {
                reverse.place(Int32(from), inRow: Int(explorer.edgeTarget[e]))
            }
        }
        var leadingGroups: [FlatTable<Int32>] = []
        var members: [FlatTable<Int32>] = []
        for row in 0..<groups.width.count {
            let width = groups.width[row]
            let first = model.constantTransitions.indices(ofRow: row).lowerBound
            let groupCount = groups.stores[row].count
            var leading = FlatTable<Int32>()
            leading.beginCounting(rows: count)
            for g in 0..<groupCount {
                for k in 0..<width {
                    let target = Int(groups.targets[row][g * width + k])
                    if target >= 0, target < count, !model.isUserMove(model.constantTransitions.values[first + k]) {
                        leading.count(inRow: target)
                    }
                }
            }
            leading.endCounting(filler: 0)
            for g in 0..<groupCount {
                for k in 0..<width {
                    let target = Int(groups.targets[row][g * width + k])
                    if target >= 0, target < count, !model.isUserMove(model.constantTransitions.values[first + k]) {
                        leading.place(Int32(g), inRow: target)
                    }
                }
            }
            leadingGroups.append(leading)
            var table = FlatTable<Int32>()
            table.beginCounting(rows: groupCount)
            for g in groups.groupOf[row].prefix(explored) { table.count(inRow: Int(g)) }
            table.endCounting(filler: 0)
            for (state, g) in groups.groupOf[row].prefix(explored).enumerated() {
                table.place(Int32(state), inRow: Int(g))
            }
            members.append(table)
        }
        // Breadth-first backwards from the targets; each group is opened once, by the first
        // configuration it leads to that the search reaches (the nearest).
        var distance = [Int](repeating: -1, count: count)
        var queue: [Int] = []
        for state in targets {
            distance[state] = 0
            queue.append(state)
        }
        var opened = members.map { [Bool](repeating: false, count: $0.rowCount) }
        var next = 0
        while next < queue.count {
            let state = queue[next]
            next += 1
            let further = distance[state] + 1
            for i in reverse.indices(ofRow: state) where distance[Int(reverse.values[i])] < 0 {
                distance[Int(reverse.values[i])] = further
                queue.append(Int(reverse.values[i]))
            }
            for row in leadingGroups.indices {
                for i in leadingGroups[row].indices(ofRow: state) {
                    let g = Int(leadingGroups[row].values[i])
                    guard !opened[row][g] else { continue }
                    opened[row][g] = true
                    for j in members[row].indices(ofRow: g) where distance[Int(members[row].values[j])] < 0 {
                        distance[Int(members[row].values[j])] = further
                        queue.append(Int(members[row].values[j]))
                    }
                }
            }
        }
        self.distance = distance
        firstByDistance = members.map { [[Int: [Edge]]?](repeating: nil, count: $0.rowCount) }
    }

    /// The first edge from `state`, in link order, to a configuration one step nearer.
    mutating func nearer(_ state: Int) -> (target: Int, transition: Int)? {
        let wanted = distance[state] - 1
        guard wanted >= 0, state + 1 < explorer.edgeStart.count else { return nil }
        let model = explorer.model
        var best: Edge?
        for e in explorer.edgeRange(state) {
            let t = Int(explorer.edgeTransition[e]), target = Int(explorer.edgeTarget[e])
            guard !model.isUserMove(t), distance[target] == wanted else { continue }
            let edge = Edge(rank: rank[t], transition: t, target: target)
            if best.map({ Self.precedes(edge, $0) }) ?? true { best = edge }
        }
        for row in 0..<explorer.groups.width.count where state < explorer.groups.groupOf[row].count {
            let g = Int(explorer.groups.groupOf[row][state])
            if firstByDistance[row][g] == nil { firstByDistance[row][g] = firstEdges(row, g) }
            guard let edges = firstByDistance[row][g]?[wanted],
                let edge = edges.first(where: { $0.target != state })
            else { continue }
            if best.map({ Self.precedes(edge, $0) }) ?? true { best = edge }
        }
        return best.map { ($0.target, $0.transition) }
    }

    private static func precedes(_ a: Edge, _ b: Edge) -> Bool {
        (a.rank, a.transition) < (b.rank, b.transition)
    }

    /// Group `g` of grouped slot `row`: per target distance, its first app edge in link order
    /// and the first to another target.
    private func firstEdges(_ row: Int, _ g: Int) -> [Int: [Edge]] {
        let model = explorer.model
        let groups = explorer.groups
        let width = groups.width[row]
        let first = model.constantTransitions.indices(ofRow: row).lowerBound
        var edges: [Edge] = []
        for k in 0..<width {
            let target = Int(groups.targets[row][g * width + k])
            let t = model.constantTransitions.values[first + k]
            guard target >= 0, target < distance.count, !model.isUserMove(t), distance[target] >= 0 else { continue }
            edges.append(Edge(rank: rank[t], transition: t, target: target))
        }
        edges.sort(by: Self.precedes)
        var byDistance: [Int: [Edge]] = [:]
        for edge in edges {
            let d = distance[edge.target]
            guard let kept = byDistance[d] else {
                byDistance[d] = [edge]
                continue
            }
            if kept.count == 1, kept[0].target != edge.target { byDistance[d]?.append(edge) }
        }
        return byDistance
    }
}

extension Explorer {
    /// The explicit (not grouped) edges stored for configuration `state`.
    func edgeRange(_ state: Int) -> Range<Int> {
        state + 1 < edgeStart.count ? Int(edgeStart[state])..<Int(edgeStart[state + 1]) : 0..<0
    }
}
