import KinshipSyntax

extension SpecValidator {
    /// A container type that contains itself, directly or through others, would make an
    /// infinite instance tree. Reports each cycle once, at the child entry that closes it.
    ///
    /// Containers are tracked by index (a name's first declaration), not by name, and every
    /// name is looked up before the walk, on all cores: the walk is one of validation's few
    /// serial parts, and hashing names twice per child dominated it.
    mutating func checkContainmentCycles() {
        let containers = spec.containers
        let spec = self.spec
        // Per container: the index of its name's first declaration, then, per child, the index
        // of the container its type names, or -1 (a screen, or unknown).
        let links = orderedParts(count: containers.count) { range -> [Int32] in
            var out: [Int32] = []
            for i in range {
                out.append(Int32(spec.firstContainer(named: containers[i].name.value) ?? -1))
                // A repeated child is made only when pushed, so it adds no edge: the tree at mount
                // stays finite, and each push makes one more level on demand.
                // By index: a copy of each `Child` retained its arguments and names.
                for c in containers[i].children.indices {
                    out.append(
                        containers[i].children[c].isRepeated
                            ? -1 : Int32(spec.firstContainer(named: containers[i].children[c].type.value) ?? -1))
                }
            }
            return out
        }
        var start = [Int](repeating: 0, count: containers.count + 1)
        for i in containers.indices { start[i + 1] = start[i] + 1 + containers[i].children.count }
        var state = [UInt8](repeating: 0, count: containers.count)  // 1: on the current path; 2: finished
        // The walk keeps its own stack: a chain of containers each holding the next is as deep
        // as the spec is long, and recursing that deep would overflow the thread's stack.
        var path: [(container: Int, via: Child?, nextChild: Int)] = []
        var reported: Set<String> = []

        func enter(_ index: Int, via: Child?) {
            if state[index] == 2 { return }
            if state[index] == 1 {
                guard let start = path.firstIndex(where: { $0.container == index }), let closing = via else { return }
                let cycle = (path[start...].map(\.container) + [index]).map { containers[$0].name.value }
                let key = Set(cycle).sorted().joined(separator: ",")
                guard reported.insert(key).inserted else { return }
                diagnostics.error(
                    .containmentCycle, "containment cycle: " + cycle.joined(separator: " → "),
                    at: closing.type.range,
                    notes: [
                        DiagnosticNote(
                            "a container cannot contain itself, directly or through its children, except through a repeated child (many: true) pushed on demand"
                        )
                    ])
                return
            }
            state[index] = 1
            path.append((index, via, 0))
        }
        for i in containers.indices {
            let first = Int(links[start[i]])
            if first >= 0 { enter(first, via: nil) }
            while let top = path.last {
                let children = containers[top.container].children
                guard top.nextChild < children.count else {
                    path.removeLast()
                    state[top.container] = 2
                    continue
                }
                path[path.count - 1].nextChild += 1
                let next = Int(links[start[top.container] + 1 + top.nextChild])
                if next >= 0 { enter(next, via: children[top.nextChild]) }
            }
        }
    }
}
