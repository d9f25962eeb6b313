/// The explorer's inner-loop data in flat integer arrays: moves, guards, each slot value's
/// shown child and each move's memoised outcome per slot value.
///
/// Exploring a million configurations evaluates tens of millions of moves; reading them from
/// arrays of structs that hold strings and arrays would retain and release on every access.
/// Transitions are also indexed by their first guard, so a configuration only looks at the
/// transitions that can be enabled in it (plus the unguarded ones).
struct HotTables {
    /// An outcome not computed yet.
    static let unknown = Int32.min

    /// By flat move id (moves of transition 0, then of transition 1, …).
    private(set) var moveSlot: [Int] = []
    /// The child a show or push brings in; -1 for the other effects.
    private(set) var moveIncoming: [Int32] = []
    /// A tabs slot elsewhere that accepts the incoming child (it always holds it); -1 for none.
    private(set) var moveTabsOwner: [Int] = []
    /// Other slots to look in for the incoming child: `otherSlots[otherStart[id]..<otherStart[id + 1]]`.
    private(set) var otherStart: [Int] = []
    private(set) var otherSlots: [Int] = []
    /// By transition: `moveStart[t]..<moveStart[t + 1]`, and likewise for guards.
    private(set) var moveStart: [Int] = []
    private(set) var guardStart: [Int] = []
    private(set) var guardSlot: [Int] = []
    private(set) var guardChild: [Int32] = []

    private var childCount = 1
    private var bucketStart: [Int] = []
    private var bucketFill: [Int] = []
    private var bucketItems: [Int] = []
    private var unguarded: [Int] = []

    /// Per slot: how many values its region of `topFlat` and its moves' outcome regions hold.
    private var capacity: [Int] = []
    private var slotBase: [Int] = []
    private var moveBase: [Int] = []
    private var topFlat: [Int32] = []
    /// Each slot value's contained children as one bit set word (containers of up to 64
    /// children; larger ones ask `SlotValues`).
    private var memberFlat: [UInt64] = []
    private(set) var membersFit = true
    private var outcomeFlat: [Int32] = []
    private var valueCount: [Int] = []

    init(_ model: ContainerModel) {
        reset(model)
    }

    /// Tables for another container, in this one's buffers. Flow analysis explores thousands
    /// of small containers one after another, and allocating a score of arrays for each cost
    /// more than exploring it.
    mutating func reset(_ model: ContainerModel) {
        let transitions = model.transitions
        moveSlot.removeAll(keepingCapacity: true)
        moveIncoming.removeAll(keepingCapacity: true)
        moveTabsOwner.removeAll(keepingCapacity: true)
        otherStart.removeAll(keepingCapacity: true)
        otherSlots.removeAll(keepingCapacity: true)
        moveStart.removeAll(keepingCapacity: true)
        guardStart.removeAll(keepingCapacity: true)
        guardSlot.removeAll(keepingCapacity: true)
        guardChild.removeAll(keepingCapacity: true)
        otherStart.append(0)
        moveStart.append(0)
        guardStart.append(0)
        for t in transitions {
            for m in t.moves {
                moveSlot.append(m.slot)
                moveIncoming.append(m.incoming ?? -1)
                moveTabsOwner.append(m.tabsOwner ?? -1)
                otherSlots += m.otherSlots
                otherStart.append(otherSlots.count)
            }
            moveStart.append(moveSlot.count)
            for g in t.guards {
                guardSlot.append(g.slot)
                guardChild.append(g.child)
            }
            guardStart.append(guardSlot.count)
        }

        childCount = max(model.childNames.count, 1)
        membersFit = model.childNames.count <= 64
        // Transitions bucketed by their first guard, laid out flat by counting first.
        bucketStart.removeAll(keepingCapacity: true)
        bucketItems.removeAll(keepingCapacity: true)
        unguarded.removeAll(keepingCapacity: true)
        capacity.removeAll(keepingCapacity: true)
        valueCount.removeAll(keepingCapacity: true)
        bucketStart.append(contentsOf: repeatElement(0, count: model.slots.count * childCount + 1))
        for transition in transitions where !transition.unsatisfiable {
            if let first = transition.guards.first {
                bucketStart[first.slot * childCount + Int(first.child) + 1] += 1
            }
        }
        for i in bucketStart.indices.dropFirst() { bucketStart[i] += bucketStart[i - 1] }
        bucketFill.removeAll(keepingCapacity: true)
        bucketFill += bucketStart
        bucketItems.append(contentsOf: repeatElement(0, count: bucketStart[bucketStart.count - 1]))
        for (t, transition) in transitions.enumerated() where !transition.unsatisfiable {
            if let first = transition.guards.first {
                let bucket = first.slot * childCount + Int(first.child)
                bucketItems[bucketFill[bucket]] = t
                bucketFill[bucket] += 1
            } else {
                unguarded.append(t)
            }
        }
        capacity.append(contentsOf: repeatElement(4, count: model.slots.count))
        valueCount.append(contentsOf: repeatElement(0, count: model.slots.count))
        layOut()
    }

    /// The transition a flat move id belongs to: the last `t` with `moveStart[t] <= id`.
    func transition(ofMove id: Int) -> Int {
        var low = 0, high = moveStart.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if moveStart[mid] <= id { low = mid } else { high = mid }
        }
        return low
    }

    /// The transitions whose first guard holds in `current`, and the unguarded ones, in
    /// declaration order (so ties between shortest paths go to the earlier transition).
    func candidates(_ current: UnsafePointer<Int32>, slots: Int, into out: inout [Int]) {
        out.removeAll(keepingCapacity: true)
        out += unguarded
        for slot in 0..<slots {
            let child = top(slot: slot, value: current[slot])
            guard child >= 0 else { continue }
            let bucket = slot * childCount + Int(child)
            for i in bucketStart[bucket]..<bucketStart[bucket + 1] { out.append(bucketItems[i]) }
        }
        // Insertion sort: a handful of items, nearly sorted.
        if out.count > 1 {
            for i in 1..<out.count {
                let item = out[i]
                var j = i
                while j > 0, out[j - 1] > item { out[j] = out[j - 1]; j -= 1 }
                out[j] = item
            }
        }
    }

    @inline(__always)
    func top(slot: Int, value: Int32) -> Int32 { topFlat[slotBase[slot] + Int(value)] }

    @inline(__always)
    func contains(slot: Int, value: Int32, child: Int32) -> Bool {
        memberFlat[slotBase[slot] + Int(value)] & (1 << UInt64(child & 63)) != 0
    }

    @inline(__always)
    func outcome(move: Int, value: Int32) -> Int32 { outcomeFlat[moveBase[move] + Int(value)] }

    mutating func setOutcome(move: Int, value: Int32, _ code: Int32) {
        outcomeFlat[moveBase[move] + Int(value)] = code
    }

    /// Records a newly interned value of `slot`, doubling the slot's regions when full.
    mutating func valueAdded(slot: Int, top: Int32, members: UInt64) {
        if valueCount[slot] == capacity[slot] {
            let previous = (capacity, slotBase, moveBase, topFlat, memberFlat, outcomeFlat)
            capacity[slot] *= 2
            rebuild(previous: previous)
        }
        topFlat[slotBase[slot] + valueCount[slot]] = top
        memberFlat[slotBase[slot] + valueCount[slot]] = members
        valueCount[slot] += 1
    }

    /// Fresh regions for `capacity`, reusing the buffers.
    private mutating func layOut() {
        slotBase.removeAll(keepingCapacity: true)
        slotBase.append(0)
        for slot in capacity.indices { slotBase.append(slotBase[slot] + capacity[slot]) }
        moveBase.removeAll(keepingCapacity: true)
        moveBase.append(0)
        for move in moveSlot.indices { moveBase.append(moveBase[move] + capacity[moveSlot[move]]) }
        topFlat.removeAll(keepingCapacity: true)
        topFlat.append(contentsOf: repeatElement(-1, count: slotBase[slotBase.count - 1]))
        memberFlat.removeAll(keepingCapacity: true)
        memberFlat.append(contentsOf: repeatElement(0, count: slotBase[slotBase.count - 1]))
        outcomeFlat.removeAll(keepingCapacity: true)
        outcomeFlat.append(contentsOf: repeatElement(Self.unknown, count: moveBase[moveBase.count - 1]))
    }

    private mutating func rebuild(previous: ([Int], [Int], [Int], [Int32], [UInt64], [Int32])) {
        let (oldCapacity, oldSlotBase, oldMoveBase, oldTop, oldMembers, oldOutcome) = previous
        layOut()
        for slot in capacity.indices {
            for v in 0..<oldCapacity[slot] {
                topFlat[slotBase[slot] + v] = oldTop[oldSlotBase[slot] + v]
                memberFlat[slotBase[slot] + v] = oldMembers[oldSlotBase[slot] + v]
            }
        }
        for move in moveSlot.indices {
            for v in 0..<oldCapacity[moveSlot[move]] { outcomeFlat[moveBase[move] + v] = oldOutcome[oldMoveBase[move] + v] }
        }
    }
}
