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
        // One report per closing edge's ends: two children of one type close the same cycle.
        var reported: Set<[Int]> = []
        CycleSearch.run(
            count: containers.count, roots: containers.indices.lazy.map { Int(links[start[$0]]) }.filter { $0 >= 0 },
            degree: { containers[$0].children.count },
            successor: { node, i in
                let next = Int(links[start[node] + 1 + i])
                return next >= 0 ? next : nil
            },
            cycle: { path, i in
                guard let closing = path.last, reported.insert([closing, path[path.startIndex]]).inserted else {
                    return
                }
                let cycle = CycleSearch.describe(path) { containers[$0].name.value }
                diagnostics.error(
                    .containmentCycle, "containment cycle: " + cycle, at: containers[closing].children[i].type.range,
                    notes: [
                        DiagnosticNote(
                            "a container cannot contain itself, directly or through its children, except through a repeated child (many: true) pushed on demand"
                        )
                    ])
            })
    }
}
