import KinshipSyntax

extension SpecValidator {
    /// Answers that lead back to themselves: an answer that sets a child container's input
    /// runs that container's `self.INPUT` answer, and one that emits runs the parent's answer to
    /// that output, at once and with the same value. A cycle of them never ends (`run` and the
    /// generated setters alike would recurse until the stack overflows), so it is refused, once
    /// per cycle, at the answer that closes it.
    ///
    /// One node per binding; each node's successors are found from per-container name indexes,
    /// so the walk (`CycleSearch`) is linear in bindings, children and actions.
    mutating func checkAnswerCycles() {
        let containers = spec.containers
        guard containers.contains(where: { !$0.bindings.isEmpty }) else { return }
        let graph = AnswerGraph(spec)
        // Per node, its successors, found once: the search asks for each edge by index.
        var successors: [[Int]?] = Array(repeating: nil, count: graph.count)
        func edges(_ node: Int) -> [Int] {
            if let known = successors[node] { return known }
            let found = graph.successors(of: node)
            successors[node] = found
            return found
        }
        var reported: Set<[Int]> = []
        CycleSearch.run(
            count: graph.count, roots: 0..<graph.count, degree: { edges($0).count }, successor: { edges($0)[$1] },
            cycle: { path, _ in
                guard let closing = path.last, reported.insert([closing, path[path.startIndex]]).inserted else {
                    return
                }
                let (c, b) = graph.location(of: closing)
                diagnostics.error(
                    .answerCycle, "answers run in a cycle: " + CycleSearch.describe(path) { graph.name(of: $0) },
                    at: containers[c].bindings[b].key.range,
                    notes: [
                        DiagnosticNote(
                            "each answer sets an input or emits an output whose answer leads back to it, so one event would run them without end; run and the generated setters would recurse until the stack overflows; break the cycle"
                        )
                    ])
            })
    }
}

/// The bindings of every container, numbered in order, and which binding each action runs next.
private struct AnswerGraph {
    let containers: [Container]
    /// Per container, the number of its first binding.
    let start: [Int]
    /// Per container: `CHILD.OUTPUT` (or `self.INPUT`) to the binding's index.
    let keys: [[String: Int]]
    /// Per container: each child's name to the index of the container its type names.
    let childTypes: [[String: Int]]
    /// Per container: where it is a child, as (parent, child name).
    let parents: [[(container: Int, child: String)]]

    init(_ spec: Spec) {
        containers = spec.containers
        var start = [0], keys: [[String: Int]] = [], childTypes: [[String: Int]] = []
        var parents = [[(container: Int, child: String)]](repeating: [], count: containers.count)
        for (i, container) in containers.enumerated() {
            start.append(start[i] + container.bindings.count)
            var byKey: [String: Int] = [:]
            for (b, binding) in container.bindings.enumerated() {
                let key = binding.child.value + "." + binding.output.value
                if byKey[key] == nil { byKey[key] = b }
            }
            keys.append(byKey)
            var types: [String: Int] = [:]
            for child in container.children {
                guard let type = spec.firstContainer(named: child.type.value) else { continue }
                types[child.name.value] = type
                parents[type].append((i, child.name.value))
            }
            childTypes.append(types)
        }
        self.start = start
        self.keys = keys
        self.childTypes = childTypes
        self.parents = parents
    }

    var count: Int { start[start.count - 1] }

    /// The container and binding index of `node`.
    func location(of node: Int) -> (container: Int, binding: Int) {
        var low = 0, high = containers.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if start[mid] <= node { low = mid } else { high = mid - 1 }
        }
        return (low, node - start[low])
    }

    func name(of node: Int) -> String {
        let (c, b) = location(of: node)
        return containers[c].name.value + " " + containers[c].bindings[b].key.value
    }

    func successors(of node: Int) -> [Int] {
        let (c, b) = location(of: node)
        var out: [Int] = []
        for action in containers[c].bindings[b].actions {
            switch action {
            case let .set(child, input, _, _):
                if let type = childTypes[c][child.value], let answer = keys[type][Binding.selfName + "." + input.value]
                {
                    out.append(start[type] + answer)
                }
            case .emit(let output):
                for parent in parents[c] {
                    if let answer = keys[parent.container][parent.child + "." + output.value] {
                        out.append(start[parent.container] + answer)
                    }
                }
            case .run, .choose:
                continue
            }
        }
        return out
    }
}
