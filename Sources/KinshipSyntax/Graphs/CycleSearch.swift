/// Depth-first search for the cycles of a graph whose nodes are `0..<count`, shared by the checks
/// that refuse one (containment, answers, imports). It keeps its own stack: a chain of containers,
/// answers or files is as deep as the input is long, and recursing that deep would overflow the
/// thread's stack. Each edge is followed once, so the search is linear in nodes and edges.
public enum CycleSearch {
    /// Walks from each of `roots` in turn (a node already finished is skipped). `successor(node,
    /// i)` is the node the `i`th of `degree(node)` edges leads to, nil for an edge that leads
    /// nowhere. `cycle(path, i)` is called for each edge that leads back onto the current path:
    /// `path` runs from the node it leads to, to the node whose `i`th edge closes it.
    public static func run(
        count: Int, roots: some Sequence<Int>, degree: (Int) -> Int, successor: (_ node: Int, _ i: Int) -> Int?,
        cycle: (_ path: ArraySlice<Int>, _ closing: Int) -> Void
    ) {
        // 0: not seen; 1: on the current path; 2: finished.
        var state = [UInt8](repeating: 0, count: count)
        // Where a node on the path stands in it, so a closing edge finds the cycle's start at once.
        var position = [Int](repeating: 0, count: count)
        var path: [Int] = []
        var next: [Int] = []
        for root in roots where state[root] == 0 {
            state[root] = 1
            position[root] = 0
            path.append(root)
            next.append(0)
            while let top = path.last {
                let i = next[next.count - 1]
                guard i < degree(top) else {
                    path.removeLast()
                    next.removeLast()
                    state[top] = 2
                    continue
                }
                next[next.count - 1] = i + 1
                guard let node = successor(top, i) else { continue }
                switch state[node] {
                case 0:
                    state[node] = 1
                    position[node] = path.count
                    path.append(node)
                    next.append(0)
                case 1: cycle(path[position[node]...], i)
                default: continue
                }
            }
        }
    }

    /// A cycle's names joined by arrows, back to the first (`A → B → A`). One longer than
    /// `limit` shows its ends and counts the middle, so reporting every cycle of a long chain
    /// stays linear in the chain's length rather than printing each whole.
    public static func describe<Path: Collection>(
        _ path: Path, limit: Int = 12, name: (Path.Element) -> String
    ) -> String {
        guard let first = path.first else { return "" }
        var names: [String]
        if path.count <= limit {
            names = path.map(name)
        } else {
            let ends = limit / 2
            names = path.prefix(ends).map(name)
            names.append("… (\(path.count - 2 * ends) more)")
            names += path.suffix(ends).map(name)
        }
        names.append(name(first))
        return names.joined(separator: " → ")
    }
}
