extension SpecValidator {
    /// A container type that contains itself, directly or through others, would make an
    /// infinite instance tree. Reports each cycle once, at the child entry that closes it.
    mutating func checkContainmentCycles() {
        var state: [String: Bool] = [:]   // false: on the current path; true: finished
        var path: [(container: String, via: Child?)] = []
        var reported: Set<String> = []

        func visit(_ name: String, via: Child?, _ v: inout SpecValidator) {
            if state[name] == true { return }
            if state[name] == false {
                guard let start = path.firstIndex(where: { $0.container == name }), let closing = via else { return }
                let cycle = path[start...].map(\.container) + [name]
                let key = Set(cycle).sorted().joined(separator: ",")
                guard reported.insert(key).inserted else { return }
                v.diagnostics.error("containment-cycle", "containment cycle: " + cycle.joined(separator: " → "),
                                    at: closing.type.range,
                                    notes: [DiagnosticNote("a container cannot contain itself, directly or through its children")])
                return
            }
            // By index, not `container(named:)`: that copies the whole Container.
            guard let index = v.spec.firstContainer(named: name) else { return }
            state[name] = false
            path.append((name, via))
            for child in v.spec.containers[index].children where v.spec.firstContainer(named: child.type.value) != nil {
                visit(child.type.value, via: child, &v)
            }
            path.removeLast()
            state[name] = true
        }
        state.reserveCapacity(spec.containers.count)
        for i in spec.containers.indices { visit(spec.containers[i].name.value, via: nil, &self) }
    }
}
