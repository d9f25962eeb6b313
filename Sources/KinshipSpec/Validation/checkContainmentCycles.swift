extension SpecValidator {
    /// A container type that contains itself, directly or through others, would make an
    /// infinite instance tree. Reports each cycle once, at the child entry that closes it.
    ///
    /// Containers are tracked by index (a name's first declaration), not by name: this walk is
    /// one of validation's few serial parts, and hashing names twice per child dominated it.
    mutating func checkContainmentCycles() {
        let containers = spec.containers
        var state = [UInt8](repeating: 0, count: containers.count)   // 1: on the current path; 2: finished
        var path: [(container: Int, via: Child?)] = []
        var reported: Set<String> = []

        func visit(_ index: Int, via: Child?, _ v: inout SpecValidator) {
            if state[index] == 2 { return }
            if state[index] == 1 {
                guard let start = path.firstIndex(where: { $0.container == index }), let closing = via else { return }
                let cycle = (path[start...].map(\.container) + [index]).map { containers[$0].name.value }
                let key = Set(cycle).sorted().joined(separator: ",")
                guard reported.insert(key).inserted else { return }
                v.diagnostics.error("containment-cycle", "containment cycle: " + cycle.joined(separator: " → "),
                                    at: closing.type.range,
                                    notes: [DiagnosticNote("a container cannot contain itself, directly or through its children")])
                return
            }
            state[index] = 1
            path.append((index, via))
            for child in containers[index].children {
                if let next = v.spec.firstContainer(named: child.type.value) { visit(next, via: child, &v) }
            }
            path.removeLast()
            state[index] = 2
        }
        for i in containers.indices {
            if let first = spec.firstContainer(named: containers[i].name.value) { visit(first, via: nil, &self) }
        }
    }
}
