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
    /// Bit set of contained children, `words` words per value.
    private(set) var members: [UInt64] = []
    private(set) var words: Int
    /// Built once a slot has many values; before that, a scan of the contents is cheaper than hashing.
    private var index: [[Int32]: Int32]?
    private static let scanLimit = 16

    init(childCount: Int) {
        words = max(1, (childCount + 63) / 64)
    }

    /// Empty again for another container, keeping the buffers.
    mutating func reset(childCount: Int) {
        words = max(1, (childCount + 63) / 64)
        flat.removeAll(keepingCapacity: true)
        start.removeAll(keepingCapacity: true)
        start.append(0)
        top.removeAll(keepingCapacity: true)
        members.removeAll(keepingCapacity: true)
        index = nil
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
        let base = members.count
        members.append(contentsOf: repeatElement(0, count: words))
        for c in content where c >= 0 { members[base + Int(c) >> 6] |= 1 << UInt64(c & 63) }
        return id
    }

    private func find(_ content: ArraySlice<Int32>) -> Int32? {
        if let index { return index[Array(content)] }
        for v in 0..<count where flat[start[v]..<start[v + 1]].elementsEqual(content) { return Int32(v) }
        return nil
    }

    /// The first word of a value's member bits (all of them for up to 64 children).
    func firstMemberWord(_ value: Int) -> UInt64 { members[value * words] }

    @inline(__always)
    func contains(_ value: Int32, _ child: Int32) -> Bool {
        members[Int(value) * words + Int(child) >> 6] & (1 << UInt64(child & 63)) != 0
    }
}

extension ContainerModel {
    /// The names of a slot content, for `SlotEffect.apply` and messages.
    func names(_ content: ArraySlice<Int32>) -> [String] { content.map { name(of: $0) } }

    /// A move's result on one slot content, found once with the plan's own semantics and then
    /// looked up: the moved slot's own rules (shared with the runtime through
    /// `MovePlan.slotProblem`), then the effect. Puts the content after the move in `result`, or
    /// returns the problem met in this content alone (an underflow, a push of a child already in
    /// the stack, a popTo of a child not in it, or a state the plan has no case for).
    /// Cross-slot conflicts (`child-in-two-slots`) depend on other slots and are checked in the
    /// hot loop.
    func outcome(of move: MovePlan, on content: ArraySlice<Int32>, into result: inout [Int32]) -> (id: String, message: String)? {
        if plainOutcome(of: move, on: content, into: &result) { return nil }
        let entries = names(content)
        if let problem = move.slotProblem(entries) { return problem }
        if case .failure(let problem) = move.chooseCaseIndex(entries) { return (problem.id, problem.message) }
        result.removeAll(keepingCapacity: true)
        for name in move.effect.apply(to: entries) {
            if let c = code(of: name) { result.append(c) }
        }
        return nil
    }

    static func list(_ entries: [String]) -> String { MovePlan.list(entries) }
}

extension ContainerModel {
    /// `outcome` for a move that meets no problem, worked on child codes: the same rules as
    /// `slotProblem`, `chooseCaseIndex` and `SlotEffect.apply`, without building the name lists
    /// (three arrays per call, and thousands of containers each make a few such calls). False
    /// when the move meets a problem: the name-based path finds and words it.
    ///
    /// Slot contents hold each child's first code, so names and codes convert both ways.
    func plainOutcome(of plan: MovePlan, on content: ArraySlice<Int32>, into result: inout [Int32]) -> Bool {
        switch plan.effect {
        case .push(let x) where position(of: x, in: content) != nil: return false
        case .pop(let n) where content.count - n < 1: return false
        case .popTo(let x) where position(of: x, in: content) == nil: return false
        default: break
        }
        // `chooseCaseIndex` reads the moved slot's entries and sees other slots as empty.
        let slot = plan.slot
        let hasCase = plan.cases.contains { c in
            switch c.when {
            case .empty(let s): s != slot || content.isEmpty
            case let .holds(s, child): s == slot && content.last.map { name(of: $0) == child } == true
            case let .contains(s, child): s == slot && position(of: child, in: content) != nil
            case .otherwise: true
            }
        }
        guard hasCase else { return false }
        result.removeAll(keepingCapacity: true)
        switch plan.effect {
        case .show(let x), .select(let x): if let c = code(of: x) { result.append(c) }
        case .clear: break
        case .push(let x):
            result.append(contentsOf: content)
            if let c = code(of: x) { result.append(c) }
        case .pop(let n): result.append(contentsOf: content.dropLast(min(n, max(0, content.count - 1))))
        case .popTo(let x):
            guard let index = position(of: x, in: content) else { result.append(contentsOf: content); break }
            result.append(contentsOf: content[...index])
        case .popToRoot: result.append(contentsOf: content.prefix(1))
        }
        return true
    }

    /// Where the child named `name` first sits in `content` (an index into `content`).
    private func position(of name: String, in content: ArraySlice<Int32>) -> Int? {
        for i in content.indices where self.name(of: content[i]) == name { return i }
        return nil
    }
}
