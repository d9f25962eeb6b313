import KinshipPlan

/// Every distinct content one slot has been seen with, numbered in order of discovery.
///
/// A configuration stores one such number per slot. The contents themselves (child codes) are
/// kept once here, with what the hot loop asks of them precomputed: the child shown and which
/// children are inside.
struct SlotValues {
    /// Every content's child codes, one content after another: value `v` is
    /// `flat[start[v]..<start[v + 1]]`. One buffer rather than an array per content: most
    /// containers have a handful of values, and thousands of containers are explored in turn.
    private var flat: [Int32] = []
    private var start: [Int] = [0]
    /// The child shown (single occupant, stack top, selected tab); -1 when empty.
    private(set) var top: [Int32] = []
    /// Bit set of contained children, `words` words per value; none (`words` 0) in containers
    /// of more than `maxBitSetChildren` children, where `contains` scans the content instead:
    /// a word per 64 children in every value of every slot grows with slots × children.
    private(set) var members: [UInt64] = []
    private(set) var words: Int
    private static let maxBitSetChildren = 1024
    /// Built once a slot has many values; before that, a scan of the contents is cheaper than hashing.
    private var index: [[Int32]: Int32]?
    private static let scanLimit = 16

    init(childCount: Int) {
        words = Self.words(childCount)
    }

    private static func words(_ childCount: Int) -> Int {
        childCount > maxBitSetChildren ? 0 : max(1, (childCount + 63) / 64)
    }

    /// Empty again for another container, keeping the buffers.
    mutating func reset(childCount: Int) {
        words = Self.words(childCount)
        flat.removeAll(keepingCapacity: true)
        start.removeAll(keepingCapacity: true)
        start.append(0)
        top.removeAll(keepingCapacity: true)
        members.removeAll(keepingCapacity: true)
        if index != nil { index = nil }
    }

    var count: Int { top.count }

    /// Value `value`'s content, bottom first.
    func entry(_ value: Int) -> ArraySlice<Int32> { flat[start[value]..<start[value + 1]] }

    mutating func intern(_ content: ArraySlice<Int32>) -> Int32 {
        if let id = find(content) { return id }
        let id = Int32(count)
        flat.append(contentsOf: content)
        start.append(flat.count)
        if index != nil {
            index?[Array(content)] = id
        } else if count + 1 > Self.scanLimit {
            var built: [[Int32]: Int32] = [:]
            for v in 0..<count { built[Array(entry(v))] = Int32(v) }
            built[Array(content)] = id
            index = built
        }
        top.append(content.last ?? -1)
        if words > 0 {
            let base = members.count
            members.append(contentsOf: repeatElement(0, count: words))
            for c in content where c >= 0 { members[base + Int(c) >> 6] |= 1 << UInt64(c & 63) }
        }
        return id
    }

    private func find(_ content: ArraySlice<Int32>) -> Int32? {
        if let index { return index[Array(content)] }
        for v in 0..<count where flat[start[v]..<start[v + 1]].elementsEqual(content) { return Int32(v) }
        return nil
    }

    /// The first word of a value's member bits (all of them for up to 64 children).
    /// Zero without bit sets: only containers of up to 64 children read it.
    func firstMemberWord(_ value: Int) -> UInt64 { words > 0 ? members[value * words] : 0 }

    @inline(__always)
    func contains(_ value: Int32, _ child: Int32) -> Bool {
        guard words > 0 else { return entry(Int(value)).contains(child) }
        return members[Int(value) * words + Int(child) >> 6] & (1 << UInt64(child & 63)) != 0
    }
}

extension ContainerModel {
    /// The names of a slot content, for `SlotEffect.apply` and messages.
    func names(_ content: ArraySlice<Int32>) -> [String] { content.map { name(of: $0) } }

    /// Move `id`'s result on one slot content, found once with the plan's own semantics and
    /// then looked up: the moved slot's own rules (shared with the runtime through
    /// `MovePlan.slotProblem`), then the effect. Puts the content after the move in `result`, or
    /// returns the problem met in this content alone (an underflow, a push of a child already in
    /// the stack, a popTo of a child not in it, or a state the plan has no case for).
    /// Cross-slot conflicts (`child-in-two-slots`) depend on other slots and are checked in the
    /// hot loop.
    func outcome(ofMove id: Int, on content: ArraySlice<Int32>, into result: inout [Int32]) -> MoveProblem? {
        if plainOutcome(ofMove: id, on: content, into: &result) { return nil }
        let move = movePlan(id)
        let entries = names(content)
        let pushesNew =
            (moves.values[id].effect == .push || moves.values[id].effect == .present)
            && isRepeated(moves.values[id].child)
        if let problem = move.slotProblem(
            entries, pushesNew: pushesNew, presenter: plan.isScreen ? "the screen" : "the container")
        {
            return problem
        }
        if case .failure(let problem) = move.chooseCaseIndex(entries) { return problem }
        result.removeAll(keepingCapacity: true)
        for name in move.effect.apply(to: entries) {
            if let c = code(of: name) { result.append(c) }
        }
        return nil
    }

    static func list(_ entries: [String]) -> String { MovePlan.list(entries) }

    /// `outcome` for a move that meets no problem, worked on child codes from the move's row:
    /// the same rules as `slotProblem`, `chooseCaseIndex` and `SlotEffect.apply`, without the
    /// plan's strings (thousands of containers each make a few such calls). False when the move
    /// meets a problem: the name-based path finds and words it.
    ///
    /// Slot contents hold each child's first code, so comparing codes is comparing names; a
    /// name the container lacks has code -1, which no content holds.
    func plainOutcome(ofMove id: Int, on content: ArraySlice<Int32>, into result: inout [Int32]) -> Bool {
        let move = moves.values[id]
        switch move.effect {
        case .push where content.contains(move.child) && !isRepeated(move.child): return false
        case .pop where content.count - move.count < 1: return false
        case .popTo where !content.contains(move.child): return false
        case .present where !content.isEmpty && content.last != move.child: return false
        case .dismiss where content.last != move.child: return false
        default: break
        }
        var hasCase = false
        for c in cases[id] {
            let holds =
                switch c.kind {
                case .empty: !c.onSlot || content.isEmpty
                case .holds: c.onSlot && content.last == c.child
                case .holdsAny:
                    c.onSlot
                        && content.last.map {
                            caseAlternatives[Int(c.alternativeStart)..<Int(c.alternativeEnd)].contains($0)
                        } ?? false
                case .contains: c.onSlot && content.contains(c.child)
                case .otherwise: true
                }
            if holds { hasCase = true; break }
        }
        guard hasCase else { return false }
        result.removeAll(keepingCapacity: true)
        switch move.effect {
        case .show, .select, .present: if move.child >= 0 { result.append(move.child) }
        case .clear, .dismiss: break
        case .push:
            result.append(contentsOf: content)
            // Past the bound a push of a repeated child is followed as changing nothing: the
            // deeper stack shows the same child on top (grammar.md, "Repeated children").
            let saturated = isRepeated(move.child) && content.lazy.filter { $0 == move.child }.count >= repeatBound
            if move.child >= 0, !saturated { result.append(move.child) }
        case .pop: result.append(contentsOf: content.dropLast(min(move.count, max(0, content.count - 1))))
        case .popTo:
            guard let index = content.lastIndex(of: move.child) else { result.append(contentsOf: content); break }
            result.append(contentsOf: content[...index])
        case .popToRoot: result.append(contentsOf: content.prefix(1))
        }
        return true
    }
}

extension ContainerModel {
    func isRepeated(_ code: Int32) -> Bool { code >= 0 && Int(code) < repeatedCode.count && repeatedCode[Int(code)] }

    /// The repeated children a stack slot accepts, for the note saying what was assumed.
    var repeatedInStacks: [String] {
        var names: [String] = []
        for s in 0..<slotCount where slotKinds[s] == .stack {
            for c in acceptCodes[s] where isRepeated(c) && !names.contains(name(of: c)) {
                names.append(name(of: c))
            }
        }
        return names
    }
}
