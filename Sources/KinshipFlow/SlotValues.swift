import KinshipPlan

/// Every distinct content one slot has been seen with, numbered in order of discovery.
///
/// A configuration stores one such number per slot. The contents themselves (child codes) are
/// kept once here, with what the hot loop asks of them precomputed: the child shown and which
/// children are inside.
struct SlotValues {
    private(set) var entries: [[Int32]] = []
    /// The child shown (single occupant, stack top, selected tab); -1 when empty.
    private(set) var top: [Int32] = []
    /// Bit set of contained children, `words` words per value.
    private(set) var members: [UInt64] = []
    private(set) var words: Int
    /// Built once a slot has many values; before that, a scan of `entries` is cheaper than hashing.
    private var index: [[Int32]: Int32]?
    private static let scanLimit = 16

    init(childCount: Int) {
        words = max(1, (childCount + 63) / 64)
    }

    /// Empty again for another container, keeping the buffers.
    mutating func reset(childCount: Int) {
        words = max(1, (childCount + 63) / 64)
        entries.removeAll(keepingCapacity: true)
        top.removeAll(keepingCapacity: true)
        members.removeAll(keepingCapacity: true)
        index = nil
    }

    var count: Int { entries.count }

    mutating func intern(_ content: [Int32]) -> Int32 {
        if let id = find(content) { return id }
        let id = Int32(entries.count)
        entries.append(content)
        if index != nil {
            index?[content] = id
        } else if entries.count > Self.scanLimit {
            var built: [[Int32]: Int32] = [:]
            for (i, entry) in entries.enumerated() { built[entry] = Int32(i) }
            index = built
        }
        top.append(content.last ?? -1)
        let base = members.count
        members.append(contentsOf: repeatElement(0, count: words))
        for c in content where c >= 0 { members[base + Int(c) >> 6] |= 1 << UInt64(c & 63) }
        return id
    }

    private func find(_ content: [Int32]) -> Int32? {
        if let index { return index[content] }
        for i in entries.indices where entries[i] == content { return Int32(i) }
        return nil
    }

    /// The first word of a value's member bits (all of them for up to 64 children).
    func firstMemberWord(_ value: Int) -> UInt64 { members[value * words] }

    @inline(__always)
    func contains(_ value: Int32, _ child: Int32) -> Bool {
        members[Int(value) * words + Int(child) >> 6] & (1 << UInt64(child & 63)) != 0
    }
}

/// A move's result for one slot content, found once with the plan's own semantics
/// (`SlotEffect.apply` and the move's cases) and then looked up.
enum MoveOutcome: Equatable {
    case value(Int32)
    /// An error in this content alone: an underflow, a push of a child already in the stack, a
    /// popTo of a child not in it, or a state the plan has no case for.
    case problem(id: String, message: String)
}

extension ContainerModel {
    /// The names of a slot content, for `SlotEffect.apply` and messages.
    func names(_ content: [Int32]) -> [String] { content.map { name(of: $0) } }

    /// The moved slot's own rules (shared with the runtime through `MovePlan.slotProblem`), then
    /// the effect. Cross-slot conflicts (`child-in-two-slots`) depend on other slots and are
    /// checked in the hot loop.
    func outcome(of move: MovePlan, on content: [Int32], values: inout SlotValues) -> MoveOutcome {
        if let result = plainOutcome(of: move, on: content) { return .value(values.intern(result)) }
        let entries = names(content)
        if let problem = move.slotProblem(entries) { return .problem(id: problem.id, message: problem.message) }
        if case .failure(let problem) = move.chooseCaseIndex(entries) {
            return .problem(id: problem.id, message: problem.message)
        }
        let result = move.effect.apply(to: entries).compactMap { code(of: $0) }
        return .value(values.intern(result))
    }

    static func list(_ entries: [String]) -> String { MovePlan.list(entries) }
}

extension ContainerModel {
    /// `outcome` for a move that meets no problem, worked on child codes: the same rules as
    /// `slotProblem`, `chooseCaseIndex` and `SlotEffect.apply`, without building the name lists
    /// (three arrays per call, and thousands of containers each make a few such calls). Nil
    /// when the move meets a problem: the name-based path finds and words it.
    ///
    /// Slot contents hold each child's first code, so names and codes convert both ways.
    func plainOutcome(of plan: MovePlan, on content: [Int32]) -> [Int32]? {
        switch plan.effect {
        case .push(let x) where position(of: x, in: content) != nil: return nil
        case .pop(let n) where content.count - n < 1: return nil
        case .popTo(let x) where position(of: x, in: content) == nil: return nil
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
        guard hasCase else { return nil }
        switch plan.effect {
        case .show(let x), .select(let x): return code(of: x).map { [$0] } ?? []
        case .clear: return []
        case .push(let x): return code(of: x).map { content + [$0] } ?? content
        case .pop(let n): return Array(content.dropLast(min(n, max(0, content.count - 1))))
        case .popTo(let x):
            guard let index = position(of: x, in: content) else { return content }
            return Array(content[...index])
        case .popToRoot: return Array(content.prefix(1))
        }
    }

    /// Where the child named `name` first sits in `content`.
    private func position(of name: String, in content: [Int32]) -> Int? {
        for i in content.indices where self.name(of: content[i]) == name { return i }
        return nil
    }
}
