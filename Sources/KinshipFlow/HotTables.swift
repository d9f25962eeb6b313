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
    let moves: [ContainerModel.MoveModel]
    let moveSlot: [Int]
    /// The child a show or push brings in; -1 for the other effects.
    let moveIncoming: [Int32]
    /// A tabs slot elsewhere that accepts the incoming child (it always holds it); -1 for none.
    let moveTabsOwner: [Int]
    /// Other slots to look in for the incoming child: `otherSlots[otherStart[id]..<otherStart[id + 1]]`.
    let otherStart: [Int]
    let otherSlots: [Int]
    /// By transition: `moveStart[t]..<moveStart[t + 1]`, and likewise for guards.
    let moveStart: [Int]
    let guardStart: [Int]
    let guardSlot: [Int]
    let guardChild: [Int32]

    private let childCount: Int
    private let bucketStart: [Int]
    private let bucketItems: [Int]
    private let unguarded: [Int]

    /// Per slot: how many values its region of `topFlat` and its moves' outcome regions hold.
    private var capacity: [Int]
    private var slotBase: [Int] = []
    private var moveBase: [Int] = []
    private var topFlat: [Int32] = []
    /// Each slot value's contained children as one bit set word (containers of up to 64
    /// children; larger ones ask `SlotValues`).
    private var memberFlat: [UInt64] = []
    let membersFit: Bool
    private var outcomeFlat: [Int32] = []
    private var valueCount: [Int]

    init(_ model: ContainerModel) {
        moves = model.transitions.flatMap(\.moves)
        moveSlot = moves.map(\.slot)
        moveIncoming = moves.map { $0.incoming ?? -1 }
        moveTabsOwner = moves.map { $0.tabsOwner ?? -1 }
        otherStart = moves.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.otherSlots.count) }
        otherSlots = moves.flatMap(\.otherSlots)
        var moveStart = [0], guardStart = [0]
        var guardSlot: [Int] = [], guardChild: [Int32] = []
        for t in model.transitions {
            moveStart.append(moveStart[moveStart.count - 1] + t.moves.count)
            guardSlot += t.guards.map(\.slot)
            guardChild += t.guards.map(\.child)
            guardStart.append(guardSlot.count)
        }
        (self.moveStart, self.guardStart, self.guardSlot, self.guardChild) = (moveStart, guardStart, guardSlot, guardChild)

        childCount = max(model.childNames.count, 1)
        membersFit = model.childNames.count <= 64
        var buckets = [[Int]](repeating: [], count: model.slots.count * childCount)
        var unguarded: [Int] = []
        for (t, transition) in model.transitions.enumerated() where !transition.unsatisfiable {
            if let first = transition.guards.first {
                buckets[first.slot * childCount + Int(first.child)].append(t)
            } else {
                unguarded.append(t)
            }
        }
        bucketStart = buckets.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.count) }
        bucketItems = buckets.flatMap { $0 }
        self.unguarded = unguarded
        capacity = model.slots.map { _ in 16 }
        valueCount = model.slots.map { _ in 0 }
        rebuild(previous: nil)
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

    private mutating func rebuild(previous: ([Int], [Int], [Int], [Int32], [UInt64], [Int32])?) {
        slotBase = capacity.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1) }
        moveBase = moveSlot.reduce(into: [0]) { $0.append($0[$0.count - 1] + capacity[$1]) }
        topFlat = [Int32](repeating: -1, count: slotBase[slotBase.count - 1])
        memberFlat = [UInt64](repeating: 0, count: slotBase[slotBase.count - 1])
        outcomeFlat = [Int32](repeating: Self.unknown, count: moveBase[moveBase.count - 1])
        guard let (oldCapacity, oldSlotBase, oldMoveBase, oldTop, oldMembers, oldOutcome) = previous else { return }
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
