extension LinkPlanner {
    /// How flow analysis follows a container's stacks: each repeated child's instances past
    /// `bound` in a stack slot are left out (a push past it changes nothing it can see). Empty
    /// `repeated` when no stack slot accepts a repeated child: no configuration is deeper.
    public struct StackBound: Sendable {
        public var bound: Int
        /// The stack slots' names, each with the repeated children it accepts.
        public var repeated: [(slot: String, children: [String])]

        /// `entries` with each repeated child's lowest instances past the bound left out: the top
        /// of the stack, what it shows and what its pops reach first, stays as it is.
        public func kept(_ entries: [String], repeated children: [String]) -> [String] {
            var seen: [String: Int] = [:]
            return Array(
                entries.reversed().filter { entry in
                    guard children.contains(entry) else { return true }
                    let n = (seen[entry] ?? 0) + 1
                    seen[entry] = n
                    return n <= bound
                }.reversed())
        }
    }

    /// Container type `type`'s `StackBound`.
    public func stackBound(type: String) -> StackBound {
        guard let model = explorer(type)?.model else { return StackBound(bound: 0, repeated: []) }
        var repeated: [(slot: String, children: [String])] = []
        for slot in 0..<model.slotCount where model.slotKinds[slot] == .stack {
            let children = model.acceptCodes[slot].filter { model.isRepeated($0) }.map { model.name(of: $0) }
            if !children.isEmpty { repeated.append((model.slotName(slot), children)) }
        }
        return StackBound(bound: model.repeatBound, repeated: repeated)
    }

    /// A stack deeper than the exploration followed (more than `bound` instances of a repeated
    /// child, pushed by the app's own transitions): what `steps` answers from the configuration
    /// with the lowest instances past the bound left out (the same top). No moves: the child is
    /// shown already. Else run them and ask again from where they leave the container, round by
    /// round, until `steps` answers (grammar.md, Routes, "Links at any moment", rule 2). Nil for
    /// a configuration that is not deeper, or whose shallower one the exploration did not reach.
    public func deepSteps(type: String, contents: [String: [String]], toShow child: String) -> Steps? {
        let bound = stackBound(type: type)
        guard !bound.repeated.isEmpty else { return nil }
        var kept = contents
        for (slot, children) in bound.repeated {
            if let entries = contents[slot] { kept[slot] = bound.kept(entries, repeated: children) }
        }
        guard kept != contents else { return nil }
        return steps(type: type, contents: kept, toShow: child)
    }
}
