/// The explorer's record of the transitions it tries once per group of configurations (see
/// ConstantMoves.swift): which group each configuration is in, per grouped slot, and where each
/// such transition leads from a group.
struct ConstantGroups {
    /// Per grouped slot (row of `ContainerModel.constantTransitions`): the groups, each the
    /// configuration with that slot's field cleared, numbered in discovery order.
    private(set) var stores: [ConfigurationStore] = []
    /// Per grouped slot, per configuration: its group.
    private(set) var groupOf: [[Int32]] = []
    /// Per grouped slot, row `group * width + k`: the configuration the slot's k-th transition
    /// leads to from every configuration of the group except that one itself; -1 for none
    /// (disabled, failing, or a no-op wherever it was tried).
    private(set) var targets: [[Int32]] = []
    private(set) var width: [Int] = []
    /// Per transition: the content code its move gives its slot, once known.
    private(set) var codes: [Int32] = []
    /// Transitions that were a no-op in the first configuration of their group (it held their
    /// content already): tried again in the group's next configuration, where they are not.
    /// By `row << 32 | group`.
    var pending: [Int: [Int]] = [:]
    /// The group of the configuration being explored, per grouped slot.
    private(set) var current: [Int32] = []

    var isEmpty: Bool { width.isEmpty }

    /// Empty again for `model`, whose configurations are packed with `bounds`.
    mutating func reset(_ model: ContainerModel, bounds: [Int]) {
        let rows = model.constantSlots.count
        if stores.count > rows { stores.removeLast(stores.count - rows) }
        for i in stores.indices { stores[i].reset(bounds: bounds) }
        while stores.count < rows {
            var store = ConfigurationStore(layout: PackedLayout(bounds: []))
            store.reset(bounds: bounds)
            stores.append(store)
        }
        groupOf = Array(repeating: [], count: rows)
        targets = Array(repeating: [], count: rows)
        width = (0..<rows).map { model.constantTransitions.indices(ofRow: $0).count }
        codes.removeAll(keepingCapacity: true)
        if rows > 0 { codes.append(contentsOf: repeatElement(HotTables.unknown, count: model.transitionCount)) }
        if !pending.isEmpty { pending.removeAll() }
        current = Array(repeating: 0, count: rows)
    }

    /// Files configuration `state` (its slots in `values`) in its group of every grouped slot,
    /// and appends to `tries` the grouped transitions to try in it: all of a group's in its
    /// first configuration, those pending in its second. `key` is scratch of the layout's stride.
    mutating func enter(
        _ model: ContainerModel, values: UnsafeMutablePointer<Int32>, key: UnsafeMutablePointer<UInt64>,
        tries: inout [Int]
    ) {
        for row in 0..<width.count {
            let slot = model.constantSlots[row]
            let kept = values[slot]
            values[slot] = 0
            stores[row].pack(values, into: key)
            values[slot] = kept
            guard let (group, isNew) = stores[row].insert(key) else { continue }
            groupOf[row].append(Int32(group))
            current[row] = Int32(group)
            if isNew {
                targets[row].append(contentsOf: repeatElement(-1, count: width[row]))
                tries += model.constantTransitions[row]
            } else if !pending.isEmpty, let again = pending.removeValue(forKey: row << 32 | group) {
                let first = model.constantTransitions.indices(ofRow: row).lowerBound
                for k in again { tries.append(model.constantTransitions.values[first + k]) }
            }
        }
    }

    /// The content code transition `t` gives its slot, or `HotTables.unknown`.
    @inline(__always)
    func code(_ t: Int) -> Int32 { codes[t] }

    mutating func setCode(_ t: Int, _ code: Int32) { codes[t] = code }

    /// Transition `t` (row `row`, k-th of it) leads to `target` from the current group.
    mutating func lead(_ row: Int, _ k: Int, to target: Int) {
        targets[row][Int(current[row]) * width[row] + k] = Int32(target)
    }

    /// Transition `t` (row `row`, k-th of it) changed nothing in the current configuration.
    mutating func noOp(_ row: Int, _ k: Int) {
        pending[row << 32 | Int(current[row]), default: []].append(k)
    }

    /// The configuration grouped transition k of row `row` leads to from `state` (nil: no edge).
    @inline(__always)
    func target(_ row: Int, _ k: Int, from state: Int) -> Int? {
        let group = Int(groupOf[row][state])
        let target = Int(targets[row][group * width[row] + k])
        return target < 0 || target == state ? nil : target
    }

    /// The edges kept per group, counted as edges from each of the first `explored`
    /// configurations: every group's configurations but the target lead to it.
    func edgeCount(explored: Int) -> Int {
        var total = 0
        for row in width.indices {
            var size = [Int](repeating: 0, count: stores[row].count)
            for g in groupOf[row].prefix(explored) { size[Int(g)] += 1 }
            for g in size.indices {
                for k in 0..<width[row] {
                    let target = Int(targets[row][g * width[row] + k])
                    if target >= 0 { total += size[g] - (target < explored ? 1 : 0) }
                }
            }
        }
        return total
    }
}

extension Explorer {
    /// Calls `body(target, transition)` for each edge leaving `state`, in declaration order:
    /// those stored per configuration and those kept per group.
    func forEachEdge(from state: Int, _ body: (Int, Int) -> Void) {
        var opened: Set<Int>?
        forEachEdge(from: state, opening: &opened, body)
    }

    /// Where the first edge from `state` (in `forEachEdge`'s order) by a transition `matching`
    /// leads; nil when no such transition changes `state`.
    func target(from state: Int, by matching: (Int) -> Bool) -> Int? {
        var found: Int?
        forEachEdge(from: state) { target, transition in
            if found == nil, matching(transition) { found = target }
        }
        return found
    }

    /// `forEachEdge`, leaving out the grouped edges of the groups already in `opened` (and
    /// adding the others): a search that has followed one configuration's grouped edges has
    /// reached every target of its group, so it need not follow them again from each
    /// configuration of the group.
    func forEachEdge(from state: Int, opening opened: inout Set<Int>?, _ body: (Int, Int) -> Void) {
        let explicit =
            state + 1 < edgeStart.count ? Int(edgeStart[state])..<Int(edgeStart[state + 1]) : 0..<0
        // A configuration whose exploration `--max-states` interrupted has no edges listed.
        guard !groups.isEmpty, state + 1 < edgeStart.count else {
            for e in explicit { body(Int(edgeTarget[e]), Int(edgeTransition[e])) }
            return
        }
        var all: [(transition: Int, target: Int)] = explicit.map { (Int(edgeTransition[$0]), Int(edgeTarget[$0])) }
        for row in 0..<groups.width.count {
            if opened != nil, opened?.insert(row << 32 | Int(groups.groupOf[row][state])).inserted == false { continue }
            let first = model.constantTransitions.indices(ofRow: row).lowerBound
            for k in 0..<groups.width[row] {
                if let target = groups.target(row, k, from: state) {
                    all.append((model.constantTransitions.values[first + k], target))
                }
            }
        }
        all.sort { $0.transition < $1.transition }
        for edge in all { body(edge.target, edge.transition) }
    }

    /// The number of edges (transitions that change a configuration).
    /// (With `--max-states` reached, the edges the last configuration had found before it are
    /// counted when stored per configuration, and not when kept per group.)
    var edgeCount: Int { edgeTarget.count + (groups.isEmpty ? 0 : groups.edgeCount(explored: edgeStart.count - 1)) }

    /// Per configuration: whether it can get back to the mount configuration, for an
    /// exploration with grouped transitions (`FlowFindings.noWayBack` walks the others' edges
    /// in place). Walks the edges backwards from mount; each group is opened once: when the
    /// target of one of its transitions is found to return, every configuration of the group
    /// (each leads there, or is it) does.
    /// `homes`: configurations that count as mount too (a split's, differing only in its
    /// detail columns).
    func returningToMount(homes: [Int] = []) -> [Bool] {
        var mount = [Bool](repeating: false, count: count)
        if count > 0 { mount[0] = true }
        for home in homes where home >= 0 && home < count { mount[home] = true }
        return reaching(mount, through: backward { _ in false })
    }

    /// The edges reversed, once per exploration, for any number of backward searches.
    struct Backward {
        var reverse = FlatTable<Int32>()
        /// Per grouped slot: each group's configurations, and which configurations are the
        /// target of one of its transitions.
        var members: [FlatTable<Int32>] = []
        var isTarget: [[Bool]] = []
    }

    /// `skipping`: transitions whose edges the searches do not follow (the user's moves, for links).
    func backward(skipping: (Int) -> Bool) -> Backward {
        var b = Backward()
        b.reverse.beginCounting(rows: count)
        for e in edgeTarget.indices where !skipping(Int(edgeTransition[e])) {
            b.reverse.count(inRow: Int(edgeTarget[e]))
        }
        b.reverse.endCounting(filler: 0)
        for from in 0..<min(count, edgeStart.count - 1) {
            for e in Int(edgeStart[from])..<Int(edgeStart[from + 1]) where !skipping(Int(edgeTransition[e])) {
                b.reverse.place(Int32(from), inRow: Int(edgeTarget[e]))
            }
        }
        for row in 0..<groups.width.count {
            var table = FlatTable<Int32>()
            table.beginCounting(rows: groups.stores[row].count)
            for g in groups.groupOf[row] { table.count(inRow: Int(g)) }
            table.endCounting(filler: 0)
            for (state, g) in groups.groupOf[row].enumerated() { table.place(Int32(state), inRow: Int(g)) }
            b.members.append(table)
            var flags = [Bool](repeating: false, count: count)
            let first = model.constantTransitions.indices(ofRow: row).lowerBound
            for (i, t) in groups.targets[row].enumerated() where t >= 0 && Int(t) < count {
                if !skipping(model.constantTransitions.values[first + i % groups.width[row]]) { flags[Int(t)] = true }
            }
            b.isTarget.append(flags)
        }
        return b
    }

    /// Per configuration: whether some path of edges leads from it to a configuration in
    /// `targets`. Walks the edges backwards; each group is opened once: when the target of one
    /// of its transitions is found to reach, every configuration of the group (each leads
    /// there, or is it) does. Linear in the configurations and edges.
    func reaching(_ targets: [Bool], through b: Backward) -> [Bool] {
        var returns = [Bool](repeating: false, count: count)
        var opened = b.members.map { [Bool](repeating: false, count: $0.rowCount) }
        var queue: [Int] = []
        for s in targets.indices where targets[s] && s < count {
            returns[s] = true
            queue.append(s)
        }
        while let s = queue.popLast() {
            for i in b.reverse.indices(ofRow: s) where !returns[Int(b.reverse.values[i])] {
                returns[Int(b.reverse.values[i])] = true
                queue.append(Int(b.reverse.values[i]))
            }
            for row in b.members.indices where b.isTarget[row][s] && s < groups.groupOf[row].count {
                let g = Int(groups.groupOf[row][s])
                guard !opened[row][g] else { continue }
                opened[row][g] = true
                for i in b.members[row].indices(ofRow: g) where !returns[Int(b.members[row].values[i])] {
                    returns[Int(b.members[row].values[i])] = true
                    queue.append(Int(b.members[row].values[i]))
                }
            }
        }
        return returns
    }
}
