import KinshipPlan

/// One container type's plan, compiled for exploration: slots and children are numbered, and
/// every move and guard refers to them by number so the hot loop never touches a string.
struct ContainerModel {
    struct SlotModel {
        var name: String
        var kind: SlotKind
        /// Child codes of the accepted children, in `accepts` order.
        var accepts: [Int32]
        /// The content at mount, as names (bottom first for stacks).
        var initial: [String]
    }

    struct GuardModel {
        var slot: Int
        var child: Int32
    }

    struct MoveModel {
        var slot: Int
        var plan: MovePlan
        /// The child a show or push brings in (nil for the other effects).
        var incoming: Int32?
        /// Single and stack slots elsewhere that accept `incoming`, so may hold it when the move runs.
        var otherSlots: [Int]
        /// A tabs slot elsewhere that accepts `incoming`: it holds that child all the time.
        var tabsOwner: Int?
    }

    struct TransitionModel {
        var name: String
        var guards: [GuardModel]
        var moves: [MoveModel]
        /// A guard names a child the container does not have: the transition can never run.
        var unsatisfiable: Bool
    }

    let plan: ContainerPlan
    /// Child names by code (the order of `children:`).
    let childNames: [String]
    let slots: [SlotModel]
    let transitions: [TransitionModel]
    private let codes: NameIndex

    init(_ plan: ContainerPlan) {
        self.plan = plan
        childNames = plan.children.map(\.name)
        let codes = NameIndex(childNames)
        self.codes = codes
        slots = plan.slots.map { slot in
            SlotModel(name: slot.name, kind: slot.kind, accepts: slot.accepts.compactMap { codes[$0] }, initial: slot.initial)
        }
        let slotIndex = NameIndex(plan.slots.map(\.name))
        let slots = self.slots
        transitions = plan.transitions.map { t in
            var unsatisfiable = false
            let guards: [GuardModel] = t.guards.compactMap { condition in
                guard case let .holds(slot, child) = condition, let s = slotIndex[slot], let c = codes[child] else {
                    unsatisfiable = true
                    return nil
                }
                return GuardModel(slot: Int(s), child: c)
            }
            let moves: [MoveModel] = t.moves.compactMap { move in
                guard let found = slotIndex[move.slot] else { return nil }
                let s = Int(found)
                let incoming: Int32? = switch move.effect {
                case .show(let x), .push(let x): codes[x]
                default: nil
                }
                var others: [Int] = []
                var tabsOwner: Int?
                if let incoming {
                    for (i, other) in slots.enumerated() where i != s {
                        if other.kind == .tabs {
                            if other.accepts.contains(incoming), tabsOwner == nil { tabsOwner = i }
                        } else if other.accepts.contains(incoming) {
                            others.append(i)
                        }
                    }
                }
                return MoveModel(slot: s, plan: move, incoming: incoming, otherSlots: others, tabsOwner: tabsOwner)
            }
            return TransitionModel(name: t.name, guards: guards, moves: moves, unsatisfiable: unsatisfiable)
        }
    }

    func code(of child: String) -> Int32? { codes[child] }

    func name(of code: Int32) -> String {
        code >= 0 && Int(code) < childNames.count ? childNames[Int(code)] : "?"
    }

    /// The most contents a slot can take: empty or one child (single), one child (tabs), or any
    /// sequence of distinct accepted children (stack; pushing a child twice is an error, never a
    /// successor). Saturates well below `Int32.max`.
    func valueBound(of slot: SlotModel) -> Int {
        let n = slot.accepts.count
        switch slot.kind {
        case .single: return n + 1
        case .tabs: return max(n, 1)
        case .stack:
            var total = 0, run = 1
            for k in 0..<n {
                run = run.multipliedReportingOverflow(by: n - k).partialValue
                total += run
                if run <= 0 || total >= 1 << 30 { return 1 << 30 }
            }
            return max(total, 1)
        }
    }
}
