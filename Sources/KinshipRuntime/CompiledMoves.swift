import KinshipPlan

/// Where a slot's entries live in a `SlotState`: at an index of its container type's slot table,
/// or, for a slot the plan does not declare, under its name.
enum SlotRef {
    case index(Int)
    case name(String)

    init(_ slot: String, in table: SlotTable) {
        self = table.index(of: slot).map { .index($0) } ?? .name(slot)
    }
}

/// Where checks read slot entries: a node's current slots (read in place, without copying its
/// state), or a state that a transition's earlier moves leave.
@MainActor
protocol SlotEntries {
    subscript(slot: SlotRef) -> [String] { get }
}

extension SlotState: SlotEntries {}

/// What a slot condition tests on one slot's entries, as `SlotCondition.holds` does.
enum SlotTest {
    case empty
    case holds(String)
    /// The top is one of these (a `from: [a, b]` guard).
    case holdsAny([String])
    case contains(String)
    case always

    func holds(_ entries: [String]) -> Bool {
        switch self {
        case .empty: entries.isEmpty
        case .holds(let child): entries.last == child
        case .holdsAny(let children): entries.last.map(children.contains) ?? false
        case .contains(let child): entries.contains(child)
        case .always: true
        }
    }
}

/// A guard with its slot resolved once per container type, so checking it hashes no names.
struct RunCondition {
    let slot: SlotRef?
    let test: SlotTest

    init(_ condition: SlotCondition, table: SlotTable) {
        switch condition {
        case .empty(let slot): (self.slot, test) = (SlotRef(slot, in: table), .empty)
        case let .holds(slot, child): (self.slot, test) = (SlotRef(slot, in: table), .holds(child))
        case let .holdsAny(slot, children): (self.slot, test) = (SlotRef(slot, in: table), .holdsAny(children))
        case let .contains(slot, child): (self.slot, test) = (SlotRef(slot, in: table), .contains(child))
        case .otherwise: (slot, test) = (nil, .always)
        }
    }

    @MainActor func holds(in state: some SlotEntries) -> Bool {
        guard let slot else { return true }
        return test.holds(state[slot])
    }
}

/// One move of a transition (or a raw slot operation) compiled for running: its slot, how each
/// case is chosen and what each case runs, resolved against the container type's tables.
/// The plan's `MovePlan` is kept for the checks only some effects need and for messages.
@MainActor
final class RunMove {
    let plan: MovePlan
    let slot: SlotRef
    let effect: SlotEffect
    /// Per case: whether it applies, given the move's slot entries. A case condition on another
    /// slot sees that slot empty (as `MovePlan.chooseCaseIndex` reads it), so it is decided here.
    let cases: [CaseTest]
    /// Per case: the compiled steps.
    let steps: [RunSteps]
    /// The container's other slots, for the one-slot-per-child check of a show or push.
    let others: [OtherSlot]
    /// A push or present of a repeated child: each makes a new instance (so a stack may hold it
    /// already, and presenting it while an instance is presented is UIKit's "already presenting").
    let pushesNew: Bool

    enum CaseTest {
        case constant(Bool)
        case entries(SlotTest)
    }

    struct OtherSlot {
        let name: String
        let slot: SlotRef
        /// A tabs slot holds every child it accepts (they are children from mount).
        let tabsAccepts: [String]?
    }

    init(_ move: MovePlan, steps: [RunSteps], slots: [SlotPlan], table: SlotTable, repeated: Set<String> = []) {
        plan = move
        switch move.effect {
        // A split column's show of a repeated child sets a new instance every time.
        case .push(let x), .present(let x), .show(let x): pushesNew = repeated.contains(x)
        default: pushesNew = false
        }
        slot = SlotRef(move.slot, in: table)
        effect = move.effect
        self.steps = steps
        cases = move.cases.map { moveCase in
            let condition = RunCondition(moveCase.when, table: table)
            switch moveCase.when {
            case .empty(let slot), .holds(let slot, _), .holdsAny(let slot, _), .contains(let slot, _):
                return slot == move.slot ? .entries(condition.test) : .constant(condition.test.holds([]))
            case .otherwise:
                return .constant(true)
            }
        }
        others = slots.filter { $0.name != move.slot }.map {
            OtherSlot(
                name: $0.name, slot: SlotRef($0.name, in: table), tabsAccepts: $0.kind == .tabs ? $0.accepts : nil)
        }
        otherPresentations = slots.filter { $0.name != move.slot && $0.kind == .presentation }.map {
            OtherSlot(name: $0.name, slot: SlotRef($0.name, in: table), tabsAccepts: nil)
        }
    }

    /// The container's other presentation slots: it presents one controller at a time.
    let otherPresentations: [OtherSlot]

    /// Another presentation slot of the container that presents something in `state`.
    func otherPresentation(in state: some SlotEntries) -> (slot: String, child: String)? {
        for other in otherPresentations {
            if let child = state[other.slot].last { return (other.name, child) }
        }
        return nil
    }

    /// The index of the case the move runs when its slot holds `entries` (`chooseCaseIndex`'s pick).
    func caseIndex(_ entries: [String]) -> Int? {
        var index = 0
        while index < cases.count {
            switch cases[index] {
            case .constant(let holds): if holds { return index }
            case .entries(let test): if test.holds(entries) { return index }
            }
            index += 1
        }
        return nil
    }

    /// Another slot that holds `child` in `state`.
    func otherSlot(holding child: String, in state: some SlotEntries) -> String? {
        for other in others {
            let holds = other.tabsAccepts.map { $0.contains(child) } ?? state[other.slot].contains(child)
            if holds { return other.name }
        }
        return nil
    }
}

/// A transition compiled for running: its guards and moves, with the plan's own for messages.
@MainActor
final class RunTransition {
    let guards: [RunCondition]
    let guardPlans: [SlotCondition]
    let moves: [RunMove]
    /// `unlessPresenting`: also enabled only when the container's presentedViewController is nil.
    let unlessPresented: Bool

    init(guards: [SlotCondition], moves: [RunMove], table: SlotTable, unlessPresented: Bool) {
        self.guards = guards.map { RunCondition($0, table: table) }
        guardPlans = guards
        self.moves = moves
        self.unlessPresented = unlessPresented
    }
}
