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
    let words: Int
    private var index: [[Int32]: Int32] = [:]

    init(childCount: Int) {
        words = max(1, (childCount + 63) / 64)
    }

    var count: Int { entries.count }

    mutating func intern(_ content: [Int32]) -> Int32 {
        if let id = index[content] { return id }
        let id = Int32(entries.count)
        index[content] = id
        entries.append(content)
        top.append(content.last ?? -1)
        var bits = [UInt64](repeating: 0, count: words)
        for c in content where c >= 0 { bits[Int(c) >> 6] |= 1 << UInt64(c & 63) }
        members += bits
        return id
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

    /// Mirrors the runtime's `flowProblem` for what depends on the moved slot only, then applies
    /// the effect. Cross-slot conflicts (`child-in-two-slots`) depend on other slots and are
    /// checked in the hot loop.
    func outcome(of move: MoveModel, on content: [Int32], values: inout SlotValues) -> MoveOutcome {
        let entries = names(content)
        let slot = move.plan.slot
        switch move.plan.effect {
        case .push(let x) where entries.contains(x):
            return .problem(id: "already-in-stack", message: "'\(x)' is already in stack '\(slot)' (\(Self.list(entries)))")
        case .pop(let n) where entries.count - n < 1:
            let noun = entries.count == 1 ? "entry" : "entries"
            return .problem(id: "stack-underflow",
                            message: "pop \(n) cannot shrink stack '\(slot)' of \(entries.count) \(noun) (\(Self.list(entries))); the root stays")
        case .popTo(let x) where !entries.contains(x):
            return .problem(id: "invalid-operation", message: "'\(x)' is not in stack '\(slot)' (\(Self.list(entries)))")
        default:
            break
        }
        guard move.plan.cases.contains(where: { Self.holds($0.when, slot, entries) }) else {
            return .problem(id: "invalid-operation",
                            message: "'\(move.plan.effect.description)' has no plan for slot '\(slot)' holding \(Self.list(entries))")
        }
        let result = move.plan.effect.apply(to: entries).compactMap { code(of: $0) }
        return .value(values.intern(result))
    }

    /// The runtime's reading of a case condition; cases only name their own slot.
    static func holds(_ condition: SlotCondition, _ slot: String, _ entries: [String]) -> Bool {
        switch condition {
        case .empty(let s): s != slot || entries.isEmpty
        case let .holds(s, child): s == slot && entries.last == child
        case let .contains(s, child): s == slot && entries.contains(child)
        case .otherwise: true
        }
    }

    static func list(_ entries: [String]) -> String {
        entries.isEmpty ? "nothing" : entries.joined(separator: ", ")
    }
}
