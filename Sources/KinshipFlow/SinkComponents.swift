extension Explorer {
    /// The configurations of each sink component of the edges `b` holds: a set of
    /// configurations each reaching every other, with no edge leaving it. Every configuration
    /// reaches some sink, and a sink reaches nothing outside itself, so a set of targets is
    /// reached from every configuration exactly when each sink holds one of them: what lets
    /// many routes be checked "from every configuration" without one backward search each.
    ///
    /// The graph is the one `reaching(_:through:)` walks: `b`'s reversed edges, and per group of
    /// configurations (per grouped slot) one node of its own that every configuration of the
    /// group leads to and that leads to each target of the group's transitions, which stands for
    /// the group's members × targets edges without listing them. Strongly connected components
    /// by Tarjan's algorithm, iterative (a chain of thousands of configurations must not
    /// exhaust the stack), on the reversed graph (its components are the same). Linear in the
    /// configurations, edges and group members.
    func sinkComponents(through b: Backward) -> [[Int32]] {
        let configurations = count
        var groupBase: [Int] = []
        var nodes = configurations
        for row in b.members.indices {
            groupBase.append(nodes)
            nodes += b.members[row].rowCount
        }
        // A group node only stands for edges when one of the group's transitions has a target.
        var active = [Bool](repeating: false, count: nodes)
        for row in b.members.indices {
            let groupOf = groups.groupOf[row]
            for s in 0..<min(configurations, groupOf.count) where b.isTarget[row][s] {
                active[groupBase[row] + Int(groupOf[s])] = true
            }
        }
        // The reversed graph: a configuration's predecessors, and the group nodes of the groups
        // whose transitions lead to it; a group node's members.
        var reverse = FlatTable<Int32>()
        reverse.beginCounting(rows: nodes)
        func forEachEdge(_ body: (Int, Int32) -> Void) {
            for s in 0..<configurations {
                for i in b.reverse.indices(ofRow: s) { body(s, b.reverse.values[i]) }
                for row in b.members.indices where b.isTarget[row][s] && s < groups.groupOf[row].count {
                    body(s, Int32(groupBase[row] + Int(groups.groupOf[row][s])))
                }
            }
            for row in b.members.indices {
                for g in 0..<b.members[row].rowCount where active[groupBase[row] + g] {
                    for i in b.members[row].indices(ofRow: g) { body(groupBase[row] + g, b.members[row].values[i]) }
                }
            }
        }
        forEachEdge { from, _ in reverse.count(inRow: from) }
        reverse.endCounting(filler: 0)
        forEachEdge { from, to in reverse.place(to, inRow: from) }

        // Tarjan: `index` in visiting order (-1 unvisited), `low` the least index reachable
        // through the stack, `component` once a node's component is closed.
        var index = [Int32](repeating: -1, count: nodes)
        var low = [Int32](repeating: 0, count: nodes)
        var component = [Int32](repeating: -1, count: nodes)
        var onStack = [Bool](repeating: false, count: nodes)
        var stack: [Int32] = []
        var components: [[Int32]] = []
        var visited: Int32 = 0
        // The depth-first path: each node and the next of its edges to follow.
        var path: [(node: Int, next: Int)] = []
        for root in 0..<nodes where index[root] < 0 {
            path.append((root, reverse.indices(ofRow: root).lowerBound))
            index[root] = visited
            low[root] = visited
            visited += 1
            stack.append(Int32(root))
            onStack[root] = true
            while let (node, next) = path.last {
                let edges = reverse.indices(ofRow: node)
                if next < edges.upperBound {
                    path[path.count - 1].next = next + 1
                    let to = Int(reverse.values[next])
                    if index[to] < 0 {
                        index[to] = visited
                        low[to] = visited
                        visited += 1
                        stack.append(Int32(to))
                        onStack[to] = true
                        path.append((to, reverse.indices(ofRow: to).lowerBound))
                    } else if onStack[to] {
                        low[node] = min(low[node], index[to])
                    }
                    continue
                }
                path.removeLast()
                if let parent = path.last?.node { low[parent] = min(low[parent], low[node]) }
                guard low[node] == index[node] else { continue }
                var members: [Int32] = []
                while let top = stack.popLast() {
                    onStack[Int(top)] = false
                    component[Int(top)] = Int32(components.count)
                    if Int(top) < configurations { members.append(top) }
                    if Int(top) == node { break }
                }
                components.append(members)
            }
        }
        // A reversed edge into a component from another is an edge leaving it.
        var isSink = [Bool](repeating: true, count: components.count)
        for from in 0..<nodes {
            for i in reverse.indices(ofRow: from) where component[from] != component[Int(reverse.values[i])] {
                isSink[Int(component[Int(reverse.values[i])])] = false
            }
        }
        return components.indices.filter { isSink[$0] && !components[$0].isEmpty }.map {
            components[$0].sorted()
        }
    }
}

/// Which children each sink component shows as a link's target (`LinkTargets.isTarget`), for
/// asking per route whether a link reaches its child from every configuration: exactly when
/// every sink holds a target. Built once per exploration, linear in the sinks' configurations
/// and slots; a route's answer then costs the sinks' count, not the configurations'.
struct SinkTargets {
    private let sinks: [[Int32]]
    /// Per wanted child's code: the sinks (ascending) with a configuration showing it uncovered.
    private var showing: [Int32: [Int]] = [:]

    init(_ explorer: Explorer, _ backward: Explorer.Backward, wanted: Set<Int32>) {
        sinks = explorer.sinkComponents(through: backward)
        let model = explorer.model
        var scratch = [Int32](repeating: 0, count: model.slotCount)
        for (sink, members) in sinks.enumerated() {
            for state in members {
                explorer.store.unpack(Int(state), into: &scratch)
                // What `LinkTargets.showsUncovered` asks of one child, of every top at once.
                let uncovered = LinkTargets.uncovered(explorer, unpacked: scratch)
                if case .none = uncovered { continue }
                for slot in 0..<model.slotCount {
                    let top = explorer.values[slot].top[Int(scratch[slot])]
                    guard wanted.contains(top) else { continue }
                    if case .only(let presented) = uncovered, presented != top { continue }
                    if showing[top]?.last != sink { showing[top, default: []].append(sink) }
                }
            }
        }
    }

    /// Every sink holds a configuration where a link's target is `code` (shown uncovered, or
    /// one of `pushers` away).
    func everySinkHolds(_ explorer: Explorer, _ code: Int32, pushers: [Int], _ scratch: inout [Int32]) -> Bool {
        let shown = showing[code] ?? []
        if shown.count == sinks.count { return true }
        guard !pushers.isEmpty else { return false }
        var next = 0
        for (sink, members) in sinks.enumerated() {
            if next < shown.count, shown[next] == sink {
                next += 1
                continue
            }
            guard members.contains(where: { LinkTargets.isTarget(explorer, Int($0), code, pushers: pushers, &scratch) })
            else { return false }
        }
        return true
    }
}
