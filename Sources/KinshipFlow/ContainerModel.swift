import KinshipPlan
import KinshipSpec

/// One container type's plan, compiled for exploration into flat integer tables: slots and
/// children are numbered, and every move and guard refers to them by number so the hot loop
/// never touches a string. Names stay in the plan and are read by number when a finding or a
/// renderer needs them.
///
/// Flat and rebuilt in place (`reset`), plan included: `kinship check` lowers and compiles
/// thousands of small containers one after another, and building then freeing a tree of small
/// arrays for each cost more than exploring it.
struct ContainerModel {
    private(set) var plan: ContainerPlan

    // By slot (the order of the plan's slots).
    private(set) var slotKinds: [SlotKind] = []
    /// Row `s`: the child codes of slot `s`'s accepted children, in `accepts` order.
    private(set) var acceptCodes = FlatTable<Int32>()
    /// Row `s`: slot `s`'s content at mount as child codes (bottom first for stacks).
    private(set) var initialCodes = FlatTable<Int32>()
    /// Row `c`: the slots accepting child code `c`, in slot order. A move looks up the other
    /// slots that may hold its incoming child here, rather than scanning every slot, which is
    /// quadratic in a transition of many moves over many slots.
    private var acceptingSlots = FlatTable<Int>()
    /// Scratch for building them, kept across containers like the other tables: the slot a
    /// child was last counted for.
    private var acceptingLast: [Int] = []

    /// By child code: a repeated child (`many: true`), which a push adds however many
    /// instances of it the stack holds.
    private(set) var repeatedCode: [Bool] = []
    /// Whether any child is repeated.
    private(set) var hasRepeated = false
    /// The most instances of one repeated child a stack is followed to (see `repeatBound(_:)`).
    private(set) var repeatBound = 2

    // By transition (the order of the plan's transitions).
    /// A guard names a child or slot the container does not have: the transition can never run.
    private(set) var unsatisfiable: [Bool] = []
    /// Row `t`: transition `t`'s guards that a slot hold a child; a guard's number is its
    /// index in `guards.values`.
    private(set) var guards = FlatTable<Guard>()
    /// Row `t`: the slots transition `t`'s guards ask to be empty (`unlessPresenting`). Checked
    /// after `guards`, which alone index transitions in `HotTables`.
    private(set) var emptyGuardSlots = FlatTable<Int>()
    /// Row `g`: guard `g`'s children, any of which satisfies it (`from: [a, b]`), the first
    /// being the guard's `child`.
    private(set) var guardAlternatives = FlatTable<Int32>()

    /// Row `t`: transition `t`'s moves; a move's flat id is its index in `moves.values` (the
    /// moves of transition 0, then of transition 1, …). Moves on a slot the container lacks
    /// are left out.
    private(set) var moves = FlatTable<MoveRow>()
    /// Row `id`: single and stack slots elsewhere that accept move `id`'s incoming child, so
    /// may hold it when the move runs.
    private(set) var otherSlots = FlatTable<Int>()
    /// Row `id`: the conditions of move `id`'s cases.
    private(set) var cases = FlatTable<CaseRow>()

    /// A guard that a slot hold a child on top.
    struct Guard {
        var slot: Int
        /// The first of the guard's alternatives.
        var child: Int32
    }

    /// One move, in numbers: one flat row rather than a struct of arrays, so compiling a
    /// container appends a row per move and the cold path reads the effect without the plan.
    struct MoveRow {
        var slot: Int
        var transition: Int
        /// The move's position in its `TransitionPlan.moves`.
        var planIndex: Int
        var effect: Effect
        /// The child the effect names (show, push, popTo, select); -1 for none, or one the
        /// container does not have.
        var child: Int32
        /// pop's count.
        var count: Int
        /// The child a show or push brings in; -1 for the other effects.
        var incoming: Int32
        /// A tabs slot elsewhere that accepts the incoming child (it holds that child all the
        /// time); -1 for none.
        var tabsOwner: Int
    }

    enum Effect { case show, clear, push, pop, popTo, popToRoot, select, present, dismiss }

    /// A case's condition as `chooseCaseIndex` reads it from the moved slot's content (other
    /// slots look empty there): `onSlot` when it names the moved slot.
    struct CaseRow {
        enum Kind { case empty, holds, holdsAny, contains, otherwise }
        var kind: Kind
        var onSlot: Bool
        /// -1 when the container has no such child.
        var child: Int32
        /// For `holdsAny`: its children, `caseAlternatives[alternativeStart..<alternativeEnd]`.
        var alternativeStart: Int32 = 0
        var alternativeEnd: Int32 = 0
    }

    /// The children of `holdsAny` case rows.
    private(set) var caseAlternatives: [Int32] = []

    /// The slots whose transitions are tried once per group of configurations (see
    /// ConstantMoves.swift); row `i` of `constantTransitions`: slot `constantSlots[i]`'s, in
    /// declaration order. Per transition, its row there, or -1.
    var constantSlots: [Int] = []
    var constantTransitions = FlatTable<Int>()
    var constantRow: [Int32] = []
    /// Per grouped transition: its place in its row.
    var constantPosition: [Int32] = []

    /// Whether guard `g` holds when `top` is on top of its slot.
    @inline(__always)
    func guardHolds(_ g: Int, top: Int32) -> Bool {
        if guards.values[g].child == top { return true }
        let alternatives = guardAlternatives.indices(ofRow: g)
        return alternatives.count > 1 && guardAlternatives.values[alternatives.dropFirst()].contains(top)
    }

    /// Names to numbers for long lists only: scanning a few short names costs less than
    /// hashing one.
    private static let scanLimit = 16
    private var childTable: [String: Int32] = [:]
    private var slotTable: [String: Int32] = [:]

    /// `userMoves`: whether the user's own moves are explored too (false for route witnesses,
    /// which the app's code replays: it cannot tap for the user).
    init(_ plan: ContainerPlan, userMoves: Bool = true) {
        self.plan = plan
        self.userMoves = userMoves
        compile()
    }

    /// Another container's model, in this one's buffers, its plan the container's shape
    /// written over this one's (see `PlanLowering.lower(_:in:detail:into:)`).
    mutating func reset(shaping container: Container, in spec: Spec) {
        PlanLowering.lower(container, in: spec, detail: .shape, into: &plan)
        compile()
    }

    private var userMoves = true

    var slotCount: Int { plan.slots.count }
    var transitionCount: Int { plan.transitions.count }
    var childCount: Int { plan.children.count }

    func slotName(_ slot: Int) -> String { plan.slots[slot].name }
    func transitionName(_ transition: Int) -> String { plan.transitions[transition].name }

    func name(of code: Int32) -> String {
        code >= 0 && Int(code) < plan.children.count ? plan.children[Int(code)].name : "?"
    }

    /// The code of the first child named `child`.
    func code(of child: String) -> Int32? {
        if plan.children.count > Self.scanLimit { return childTable[child] }
        for i in plan.children.indices where plan.children[i].name == child { return Int32(i) }
        return nil
    }

    /// The number of the first slot named `slot`.
    func slotIndex(of slot: String) -> Int? {
        if plan.slots.count > Self.scanLimit { return slotTable[slot].map(Int.init) }
        for i in plan.slots.indices where plan.slots[i].name == slot { return i }
        return nil
    }

    func accepts(_ slot: Int, _ child: Int32) -> Bool {
        acceptCodes[slot].contains(child)
    }

    /// The plan of flat move `id`.
    func movePlan(_ id: Int) -> MovePlan {
        let move = moves.values[id]
        return plan.transitions[move.transition].moves[move.planIndex]
    }

    /// The most contents a slot can take: empty or one child (single), one child (tabs), or any
    /// sequence of distinct accepted children (stack; pushing a child twice is an error, never a
    /// successor). Saturates well below `Int32.max`.
    func valueBound(ofSlot slot: Int) -> Int {
        let n = acceptCodes.indices(ofRow: slot).count
        switch slotKinds[slot] {
        case .single, .presentation, .accessory: return n + 1
        case .tabs: return max(n, 1)
        case .stack where hasRepeated:
            // Sequences of up to n + (bound - 1) × repeated entries over n children.
            let codes = acceptCodes[slot]
            let repeatedCount = codes.filter { repeatedCode[Int($0)] }.count
            let longest = n + (repeatBound - 1) * repeatedCount
            var total = 0, run = 1
            for _ in 0..<longest {
                run = run.multipliedReportingOverflow(by: max(n, 1)).partialValue
                total += run
                if run <= 0 || total >= 1 << 30 { return 1 << 30 }
            }
            return max(total, 1)
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

    private mutating func compile() {
        childTable.removeAll(keepingCapacity: true)
        if plan.children.count > Self.scanLimit {
            for (i, child) in plan.children.enumerated() where childTable[child.name] == nil {
                childTable[child.name] = Int32(i)
            }
        }
        slotTable.removeAll(keepingCapacity: true)
        if plan.slots.count > Self.scanLimit {
            for (i, slot) in plan.slots.enumerated() where slotTable[slot.name] == nil {
                slotTable[slot.name] = Int32(i)
            }
        }
        repeatedCode.removeAll(keepingCapacity: true)
        hasRepeated = false
        // By index: a copy of each `ChildPlan` would retain and release its strings.
        for i in plan.children.indices {
            let repeated = plan.children[i].isRepeated
            repeatedCode.append(repeated)
            if repeated { hasRepeated = true }
        }
        repeatBound = 2
        if hasRepeated {
            for t in plan.transitions {
                for m in t.moves { if case .pop(let n) = m.effect { repeatBound = max(repeatBound, min(n, 64)) } }
            }
        }
        compileSlots()
        addUserMoves()
        compileTransitions()
        compileConstantMoves()
    }

    /// Transitions past this index are the user's moves, not the spec's (see `addUserMoves`).
    private(set) var declaredTransitionCount = 0
    /// The presentation slots, in slot order: the container presents one controller at a time.
    private(set) var presentationSlots: [Int] = []

    /// The user's move (a sheet swipe, Back, a tab tap), not one of the spec's transitions.
    func isUserMove(_ transition: Int) -> Bool { transition >= declaredTransitionCount }

    /// A split's moves always call `show(_:)`, which changes what a collapsed split (compact
    /// width) shows even when the columns keep their children: never a no-op.
    var movesAlwaysShow: Bool { plan.kind == .split }

    /// The user's own moves, as transitions named as the run events that replay them. The user
    /// can swipe a dismissible sheet down in any configuration that presents it
    /// (`swipeDown(compose)`, guarded by the child being presented there); tap Back on a
    /// navigation stack with a child on top (`tapBack(detail)`, one per child; on the root it
    /// does nothing, see `Explorer`); tap a tab (`tapTab(settings)`). Back and taps need the
    /// container's presentation slots empty: nothing under a presentation can be touched.
    private mutating func addUserMoves() {
        declaredTransitionCount = plan.transitions.count
        presentationSlots.removeAll(keepingCapacity: true)
        for s in plan.slots.indices where plan.slots[s].kind == .presentation { presentationSlots.append(s) }
        guard userMoves else { return }
        // Only presentation slots are looked at: a loop over every slot copied each of them.
        for s in presentationSlots where plan.slots[s].swipeDismissible == true {
            for child in plan.slots[s].accepts {
                plan.transitions.append(.userSwipe(slot: plan.slots[s].name, child: child))
            }
        }
        guard plan.kind == .navigation || plan.kind == .tabs else { return }
        for s in plan.slots.indices {
            let tapsTabs = plan.kind == .tabs && plan.slots[s].kind == .tabs
            guard plan.slots[s].userBack == true || tapsTabs else { continue }
            let declared = DeclaredMoves(
                plan.transitions, slot: plan.slots[s].name,
                presentationSlots: presentationSlots.map { plan.slots[$0].name })
            // Most containers declare the moves the user would make: nothing to add, nothing allocated.
            var untouched: [String]?
            for child in plan.slots[s].accepts {
                if tapsTabs {
                    if plan.slots[s].untappable?.contains(child) == true || declared.selects(child) { continue }
                } else if !declared.mayPop(child, initial: plan.slots[s].initial)
                    || plan.slots[s].userBackOff?.contains(child) == true
                {
                    // Below a child whose page hides Back (`userBack: { confirm: false }`) the user has no Back.
                    continue
                }
                if untouched == nil { untouched = presentationSlots.map { plan.slots[$0].name } }
                let name = plan.slots[s].name
                plan.transitions.append(
                    tapsTabs
                        ? .userTap(slot: name, child: child, untouched: untouched ?? [])
                        : .userBack(slot: name, child: child, untouched: untouched ?? []))
            }
        }
    }

    private mutating func compileSlots() {
        slotKinds.removeAll(keepingCapacity: true)
        acceptCodes.removeAll()
        initialCodes.removeAll()
        for s in plan.slots.indices {
            slotKinds.append(plan.slots[s].kind)
            for name in plan.slots[s].accepts {
                if let c = code(of: name) { acceptCodes.append(c) }
            }
            acceptCodes.endRow()
            for name in plan.slots[s].initial {
                if let c = code(of: name) { initialCodes.append(c) }
            }
            initialCodes.endRow()
        }
        indexAcceptingSlots()
    }

    /// Fills `acceptingSlots` from the accepted codes, counting first. A slot naming a child
    /// twice is counted once: `acceptingLast` holds the slot a child was last counted for.
    private mutating func indexAcceptingSlots() {
        let childCount = plan.children.count
        acceptingSlots.beginCounting(rows: childCount)
        acceptingLast.removeAll(keepingCapacity: true)
        acceptingLast.append(contentsOf: repeatElement(-1, count: childCount))
        for s in plan.slots.indices {
            for c in acceptCodes[s] where acceptingLast[Int(c)] != s {
                acceptingLast[Int(c)] = s
                acceptingSlots.count(inRow: Int(c))
            }
        }
        acceptingSlots.endCounting(filler: 0)
        for i in acceptingLast.indices { acceptingLast[i] = -1 }
        for s in plan.slots.indices {
            for c in acceptCodes[s] where acceptingLast[Int(c)] != s {
                acceptingLast[Int(c)] = s
                acceptingSlots.place(s, inRow: Int(c))
            }
        }
    }

    private mutating func compileTransitions() {
        unsatisfiable.removeAll(keepingCapacity: true)
        guards.removeAll()
        guardAlternatives.removeAll()
        caseAlternatives.removeAll(keepingCapacity: true)
        moves.removeAll()
        otherSlots.removeAll()
        cases.removeAll()
        emptyGuardSlots.removeAll()
        for t in plan.transitions.indices {
            var never = false
            for condition in plan.transitions[t].guards {
                if case .empty(let slot) = condition, let s = slotIndex(of: slot) {
                    emptyGuardSlots.append(s)
                    continue
                }
                // Children the container lacks can never be on top: left out of the alternatives.
                // The one-child guard (nearly all of them) is read without building a list.
                let slot: String
                switch condition {
                case let .holds(s, child):
                    slot = s
                    if let c = code(of: child) { guardAlternatives.append(c) }
                case let .holdsAny(s, children):
                    slot = s
                    for child in children { if let c = code(of: child) { guardAlternatives.append(c) } }
                default: slot = ""
                }
                guard let s = slotIndex(of: slot), let first = guardAlternatives.firstOfOpenRow else {
                    guardAlternatives.discardOpenRow()
                    never = true
                    continue
                }
                guards.append(Guard(slot: s, child: first))
                guardAlternatives.endRow()
            }
            unsatisfiable.append(never)
            guards.endRow()
            emptyGuardSlots.endRow()
            for m in plan.transitions[t].moves.indices {
                compileMove(t, m)
            }
            moves.endRow()
        }
    }

    private mutating func compileMove(_ t: Int, _ m: Int) {
        let move = plan.transitions[t].moves[m]
        guard let s = slotIndex(of: move.slot) else { return }
        var row = MoveRow(
            slot: s, transition: t, planIndex: m, effect: .clear, child: -1, count: 0, incoming: -1,
            tabsOwner: -1)
        switch move.effect {
        case .show(let x): (row.effect, row.child) = (.show, code(of: x) ?? -1)
        case .clear: row.effect = .clear
        case .push(let x): (row.effect, row.child) = (.push, code(of: x) ?? -1)
        case .pop(let n): (row.effect, row.count) = (.pop, n)
        case .popTo(let x): (row.effect, row.child) = (.popTo, code(of: x) ?? -1)
        case .popToRoot: row.effect = .popToRoot
        case .select(let x): (row.effect, row.child) = (.select, code(of: x) ?? -1)
        case .present(let x): (row.effect, row.child) = (.present, code(of: x) ?? -1)
        case .dismiss(let x): (row.effect, row.child) = (.dismiss, code(of: x) ?? -1)
        }
        // A push of a repeated child makes a new instance, which no other slot can hold.
        let pushesNew =
            (row.effect == .push || row.effect == .present) && row.child >= 0 && repeatedCode[Int(row.child)]
        if row.effect == .show || row.effect == .push, row.child >= 0, !pushesNew {
            row.incoming = row.child
            for other in acceptingSlots[Int(row.child)] where other != s {
                if slotKinds[other] == .tabs {
                    if row.tabsOwner < 0 { row.tabsOwner = other }
                } else {
                    otherSlots.append(other)
                }
            }
        }
        otherSlots.endRow()
        for c in move.cases {
            switch c.when {
            case .empty(let slot): cases.append(CaseRow(kind: .empty, onSlot: slot == move.slot, child: -1))
            case let .holds(slot, child):
                cases.append(CaseRow(kind: .holds, onSlot: slot == move.slot, child: code(of: child) ?? -1))
            case let .holdsAny(slot, children):
                let start = Int32(caseAlternatives.count)
                caseAlternatives += children.compactMap { code(of: $0) }
                cases.append(
                    CaseRow(
                        kind: .holdsAny, onSlot: slot == move.slot, child: -1,
                        alternativeStart: start, alternativeEnd: Int32(caseAlternatives.count)))
            case let .contains(slot, child):
                cases.append(CaseRow(kind: .contains, onSlot: slot == move.slot, child: code(of: child) ?? -1))
            case .otherwise: cases.append(CaseRow(kind: .otherwise, onSlot: false, child: -1))
            }
        }
        cases.endRow()
        moves.append(row)
    }
}

/// What the spec's own transitions already do on one slot, for the user's moves: a lone
/// `pop: 1` or `select: X` whose guards ask no more than the user's move does (X on top,
/// presentation slots empty) makes the move's edges already, so the move is not added (a tab
/// bar that declares a `select` per tab explores as before); and a child that only ever sits
/// at the bottom of the stack (no push brings it, it is not above the root at mount) is never
/// on top of two entries, so the user never goes back from it. Few transitions (most
/// containers) are scanned per child without allocating; many are indexed once.
struct DeclaredMoves {
    private let transitions: [TransitionPlan]
    private let slot: String
    private let presentationSlots: [String]
    /// Built only for many transitions: children popped from, pushed, selected.
    private var pops: Set<String> = []
    private var popsAny = false
    private var pushes: Set<String> = []
    private var selected: Set<String> = []
    private let indexed: Bool

    init(_ transitions: [TransitionPlan], slot: String, presentationSlots: [String]) {
        self.transitions = transitions
        self.slot = slot
        self.presentationSlots = presentationSlots
        indexed = transitions.count > 16
        guard indexed else { return }
        for t in transitions {
            for move in t.moves where move.slot == slot { if case .push(let x) = move.effect { pushes.insert(x) } }
            switch loneEffect(t, on: nil) {
            case .pop(1)?: popsAny = true
            case .select(let x)?: selected.insert(x)
            default:
                for case let .holds(s, child) in t.guards where s == slot && loneEffect(t, on: child) == .pop(1) {
                    pops.insert(child)
                }
                for case let .holdsAny(s, children) in t.guards where s == slot {
                    for child in children where loneEffect(t, on: child) == .pop(1) { pops.insert(child) }
                }
            }
        }
    }

    /// Whether the user's Back on `child` can reach a configuration the spec's own
    /// transitions do not already reach the same way.
    func mayPop(_ child: String, initial: [String]) -> Bool {
        guard initial.dropFirst().contains(child) || pushed(child) else { return false }
        if indexed { return !popsAny && !pops.contains(child) }
        return !transitions.contains { loneEffect($0, on: child) == .pop(1) }
    }

    /// Whether a lone unguarded `select: child` is declared.
    func selects(_ child: String) -> Bool {
        if indexed { return selected.contains(child) }
        return transitions.contains { loneEffect($0, on: nil) == .select(child) }
    }

    private func pushed(_ child: String) -> Bool {
        if indexed { return pushes.contains(child) }
        return transitions.contains { $0.moves.contains { $0.slot == slot && $0.effect == .push(child) } }
    }

    /// A transition's one move on the slot, when its guards ask no more than empty
    /// presentation slots and, given `child`, `child` on top (nil: nothing on the slot).
    private func loneEffect(_ t: TransitionPlan, on child: String?) -> SlotEffect? {
        guard t.moves.count == 1, t.moves[0].slot == slot else { return nil }
        var asked = false
        for condition in t.guards {
            switch condition {
            case .empty(let s) where presentationSlots.contains(s): continue
            case let .holds(s, c) where s == slot && !asked && child == c: asked = true
            case let .holdsAny(s, cs) where s == slot && !asked && child.map(cs.contains) == true: asked = true
            default: return nil
            }
        }
        return t.moves[0].effect
    }
}
