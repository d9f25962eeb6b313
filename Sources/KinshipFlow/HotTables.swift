/// The explorer's per-container inner-loop data beside the model's flat tables: each slot
/// value's shown child and members, each move's memoised outcome per slot value, and, for
/// containers of many transitions, the transitions indexed by their first guard, so a
/// configuration only looks at the transitions that can be enabled in it (plus the unguarded
/// ones). A container of a few transitions tries them all: checking a first guard costs less
/// than gathering and sorting candidates.
///
/// Exploring a million configurations evaluates tens of millions of moves; all of it is read
/// from flat integer arrays, so the hot loop never retains or releases.
struct HotTables {
    /// An outcome not computed yet.
    static let unknown = Int32.min
    /// Containers of up to this many transitions try every one in each configuration.
    static let scanLimit = 16
    /// The most buckets the first-guard index may have (8 MB of them).
    static let maxBuckets = 1 << 20
    /// The most entries the dense outcome table may have (16 MB of them). It holds a row per
    /// move as long as its slot's values, so many transitions each guarded on a different child
    /// of one slot make it quadratic. Past this, outcomes are kept in `sparseOutcomes`, one
    /// entry per move and value actually met.
    static let maxDenseOutcomes = 1 << 22

    /// True when the explorer should try every transition, false when it should ask `candidates`.
    private(set) var scansAll = true

    private var childCount = 1
    /// Row `slot * childCount + child`: the transitions whose first guard accepts `child` on
    /// top of `slot`.
    private var buckets = FlatTable<Int>()
    /// The transitions with no child guard but emptiness guards (`unlessPresenting`), grouped
    /// by the slots those name (every presentation slot of the container, so one group as a
    /// rule): candidates only while all of those slots are empty, so a screen of thousands of
    /// guarded presents does not try them all in each of its thousands of presenting
    /// configurations.
    private var emptyGroups: [(slots: [Int], transitions: [Int])] = []
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
    /// True once the outcome table outgrew `maxDenseOutcomes` (for this container).
    private var sparse = false
    /// Outcomes by `move << 32 | value` when `sparse`.
    private var sparseOutcomes: [Int: Int32] = [:]
    private var valueCount: [Int] = []
    /// Per move: whether it belongs to a transition tried once per group (ConstantMoves.swift),
    /// whose outcome the explorer keeps itself: such a move's outcome is one content whatever
    /// the slot holds, and a row per slot value for each of a tab bar's N taps made the table N².
    private var rowless: [Bool] = []

    init(_ model: ContainerModel) {
        reset(model)
    }

    /// Tables for another container, in this one's buffers. Flow analysis explores thousands
    /// of small containers one after another, and allocating a score of arrays for each cost
    /// more than exploring it.
    mutating func reset(_ model: ContainerModel) {
        childCount = max(model.childCount, 1)
        membersFit = model.childCount <= 64
        capacity.removeAll(keepingCapacity: true)
        valueCount.removeAll(keepingCapacity: true)
        capacity.append(contentsOf: repeatElement(4, count: model.slotCount))
        valueCount.append(contentsOf: repeatElement(0, count: model.slotCount))
        sparse = false
        if !sparseOutcomes.isEmpty { sparseOutcomes.removeAll(keepingCapacity: true) }
        rowless.removeAll(keepingCapacity: true)
        for move in model.moves.values { rowless.append(model.isConstant(move.transition)) }
        layOut(model.moves.values)
        // The index has a bucket per slot and child: a container of thousands of each would
        // spend hundreds of megabytes on it, so those try every transition instead.
        let indexed = model.slotCount * childCount <= Self.maxBuckets
        // Transitions tried once per group are left out of the candidates, so a container
        // with such transitions always asks for candidates.
        scansAll = (model.transitionCount <= Self.scanLimit || !indexed) && model.constantSlots.isEmpty
        if !scansAll { bucketTransitions(model, indexed: indexed) }
    }

    /// Transitions bucketed by their first guard (or, without one, grouped by their emptiness
    /// guards), laid out flat by counting first.
    private mutating func bucketTransitions(_ model: ContainerModel, indexed: Bool) {
        buckets.beginCounting(rows: indexed ? model.slotCount * childCount : 0)
        unguarded.removeAll(keepingCapacity: true)
        emptyGroups.removeAll(keepingCapacity: true)
        guard indexed else {
            // Too many buckets, but transitions tried once per group to leave out.
            buckets.endCounting(filler: 0)
            for t in 0..<model.transitionCount where !model.unsatisfiable[t] && !model.isConstant(t) {
                unguarded.append(t)
            }
            return
        }
        // A transition is bucketed under each child its first guard accepts (`from: [a, b]`):
        // only one of them is on top at a time, so it is a candidate at most once.
        for t in 0..<model.transitionCount where !model.unsatisfiable[t] && !model.isConstant(t) {
            guard let first = model.guards.indices(ofRow: t).first else { continue }
            for child in model.guardAlternatives[first] {
                buckets.count(inRow: model.guards.values[first].slot * childCount + Int(child))
            }
        }
        buckets.endCounting(filler: 0)
        var groupOf: [[Int]: Int] = [:]
        for t in 0..<model.transitionCount where !model.unsatisfiable[t] && !model.isConstant(t) {
            if let first = model.guards.indices(ofRow: t).first {
                for child in model.guardAlternatives[first] {
                    buckets.place(t, inRow: model.guards.values[first].slot * childCount + Int(child))
                }
            } else if !model.emptyGuardSlots[t].isEmpty {
                let slots = Array(model.emptyGuardSlots[t])
                if let g = groupOf[slots] {
                    emptyGroups[g].transitions.append(t)
                } else {
                    groupOf[slots] = emptyGroups.count
                    emptyGroups.append((slots, [t]))
                }
            } else {
                unguarded.append(t)
            }
        }
    }

    /// The transitions whose first guard holds in `current`, those guarded only by emptiness
    /// whose slots are all empty, and the unguarded ones, in
    /// declaration order (so ties between shortest paths go to the earlier transition). Only
    /// when not `scansAll`.
    func candidates(_ current: UnsafePointer<Int32>, slots: Int, into out: inout [Int]) {
        out.removeAll(keepingCapacity: true)
        out += unguarded
        for slot in 0..<slots {
            let child = top(slot: slot, value: current[slot])
            guard child >= 0 else { continue }
            let bucket = slot * childCount + Int(child)
            for i in buckets.indices(ofRow: bucket) { out.append(buckets.values[i]) }
        }
        // A slot with a child has one on top, so an empty slot's top is -1.
        for group in emptyGroups where group.slots.allSatisfy({ top(slot: $0, value: current[$0]) < 0 }) {
            out += group.transitions
        }
        // Sorted runs, one per source: insertion sort for the usual handful of items, a full
        // sort for many, where runs that interleave would make insertion sort quadratic.
        if out.count > 64 {
            out.sort()
        } else if out.count > 1 {
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
    func outcome(move: Int, value: Int32) -> Int32 {
        if sparse { return sparseOutcomes[move << 32 | Int(value)] ?? Self.unknown }
        return outcomeFlat[moveBase[move] + Int(value)]
    }

    mutating func setOutcome(move: Int, value: Int32, _ code: Int32) {
        if sparse {
            sparseOutcomes[move << 32 | Int(value)] = code
        } else {
            outcomeFlat[moveBase[move] + Int(value)] = code
        }
    }

    /// Records a newly interned value of `slot`, doubling the slot's regions when full.
    mutating func valueAdded(slot: Int, top: Int32, members: UInt64, moves: [ContainerModel.MoveRow]) {
        if valueCount[slot] == capacity[slot] {
            let previous = (capacity, slotBase, moveBase, topFlat, memberFlat, outcomeFlat)
            capacity[slot] *= 2
            rebuild(previous: previous, moves)
        }
        topFlat[slotBase[slot] + valueCount[slot]] = top
        memberFlat[slotBase[slot] + valueCount[slot]] = members
        valueCount[slot] += 1
    }

    /// Fresh regions for `capacity`, reusing the buffers.
    private mutating func layOut(_ moves: [ContainerModel.MoveRow]) {
        slotBase.removeAll(keepingCapacity: true)
        slotBase.append(0)
        for slot in capacity.indices { slotBase.append(slotBase[slot] + capacity[slot]) }
        moveBase.removeAll(keepingCapacity: true)
        moveBase.append(0)
        for move in moves.indices { moveBase.append(moveBase[move] + (rowless[move] ? 0 : capacity[moves[move].slot])) }
        topFlat.removeAll(keepingCapacity: true)
        topFlat.append(contentsOf: repeatElement(-1, count: slotBase[slotBase.count - 1]))
        memberFlat.removeAll(keepingCapacity: true)
        memberFlat.append(contentsOf: repeatElement(0, count: slotBase[slotBase.count - 1]))
        outcomeFlat.removeAll(keepingCapacity: true)
        let outcomes = moveBase[moveBase.count - 1]
        if outcomes > Self.maxDenseOutcomes { sparse = true }
        if !sparse { outcomeFlat.append(contentsOf: repeatElement(Self.unknown, count: outcomes)) }
    }

    private mutating func rebuild(
        previous: ([Int], [Int], [Int], [Int32], [UInt64], [Int32]), _ moves: [ContainerModel.MoveRow]
    ) {
        let (oldCapacity, oldSlotBase, oldMoveBase, oldTop, oldMembers, oldOutcome) = previous
        layOut(moves)
        for slot in capacity.indices {
            for v in 0..<oldCapacity[slot] {
                topFlat[slotBase[slot] + v] = oldTop[oldSlotBase[slot] + v]
                memberFlat[slotBase[slot] + v] = oldMembers[oldSlotBase[slot] + v]
            }
        }
        // Outcomes move to the new regions, or into the sparse table when it has just begun
        // (once sparse, they are keyed by move and value, which a new layout does not change).
        guard !oldOutcome.isEmpty else { return }
        for move in moves.indices where !rowless[move] {
            for v in 0..<oldCapacity[moves[move].slot] {
                let code = oldOutcome[oldMoveBase[move] + v]
                if !sparse {
                    outcomeFlat[moveBase[move] + v] = code
                } else if code != Self.unknown {
                    sparseOutcomes[move << 32 | v] = code
                }
            }
        }
    }
}
