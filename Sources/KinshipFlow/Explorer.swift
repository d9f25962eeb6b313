import KinshipPlan
import KinshipSpec
import KinshipSyntax

/// An error found in some reachable configuration: the first (so shortest-path) one per
/// transition, move and id.
struct FoundProblem {
    var transition: Int
    var move: Int
    var id: DiagnosticID
    var message: String
    /// The configuration the transition fails in.
    var state: Int
}

/// Breadth-first exploration of one container type's configurations from its mount state over
/// its named transitions. Configurations are numbered in discovery order, so the store itself is
/// the BFS queue and each configuration's parent chain is a shortest path from mount.
struct Explorer {
    private(set) var model: ContainerModel
    private(set) var maxStates: Int
    /// Per slot, its contents so far. Slots past the model's `slotCount` are left from a
    /// larger container (kept so their buffers are reused) and mean nothing.
    private(set) var values: [SlotValues] = []
    private(set) var store: ConfigurationStore
    /// Per configuration: the configuration it was first reached from and by which transition.
    private(set) var parent: [Int32] = []
    private(set) var via: [Int32] = []
    /// Edges of configuration i: `edgeTarget[edgeStart[i]..<edgeStart[i+1]]` (no-ops left out).
    private(set) var edgeStart: [Int32] = []
    private(set) var edgeTarget: [Int32] = []
    private(set) var edgeTransition: [Int32] = []
    /// Per transition: enabled in some configuration; changed one when enabled without error.
    private(set) var enabled: [Bool] = []
    private(set) var effective: [Bool] = []
    private(set) var problems: [FoundProblem] = []
    /// False when `maxStates` stopped the exploration (or a slot outgrew its field).
    private(set) var complete = true

    private var hot: HotTables
    /// The transitions tried once per group of configurations, and where they lead.
    private(set) var groups = ConstantGroups()
    /// The problems moves met, in the order found; an outcome code of -k names the k-th.
    private var moveProblems: [MoveProblem] = []
    /// Scratch, kept across containers: a move's result content before it is interned, the
    /// slots' value bounds, the transitions to try in a configuration.
    private var result: [Int32] = []
    private var bounds: [Int] = []
    private var candidates: [Int] = []
    private var reported: Set<ProblemKey> = []

    private struct ProblemKey: Hashable {
        var transition: Int, move: Int, id: DiagnosticID
    }

    init(_ model: ContainerModel, maxStates: Int) {
        self.model = model
        self.maxStates = max(1, maxStates)
        store = ConfigurationStore(layout: PackedLayout(bounds: []))
        hot = HotTables(model)
        mount()
    }

    /// Another container's exploration, in this one's buffers: checking thousands of small
    /// containers one after another, the allocations of a fresh explorer cost more than
    /// exploring. The buffers keep the largest container's capacity until the explorer goes.
    mutating func reset(shaping container: Container, in spec: Spec, maxStates: Int) {
        model.reset(shaping: container, in: spec)
        self.maxStates = max(1, maxStates)
        hot.reset(model)
        parent.removeAll(keepingCapacity: true)
        via.removeAll(keepingCapacity: true)
        edgeStart.removeAll(keepingCapacity: true)
        edgeTarget.removeAll(keepingCapacity: true)
        edgeTransition.removeAll(keepingCapacity: true)
        enabled.removeAll(keepingCapacity: true)
        effective.removeAll(keepingCapacity: true)
        complete = true
        // Problems are rare: most containers have none to clear.
        if !problems.isEmpty { problems.removeAll(keepingCapacity: true) }
        if !reported.isEmpty { reported.removeAll(keepingCapacity: true) }
        if !moveProblems.isEmpty { moveProblems.removeAll(keepingCapacity: true) }
        mount()
    }

    /// Fills the per-container tables (empty on entry) and stores the mount configuration.
    private mutating func mount() {
        bounds.removeAll(keepingCapacity: true)
        for slot in 0..<model.slotCount { bounds.append(model.valueBound(ofSlot: slot)) }
        store.reset(bounds: bounds)
        if !groups.isEmpty || !model.constantSlots.isEmpty { groups.reset(model, bounds: bounds) }
        parent.append(-1)
        via.append(-1)
        edgeStart.append(0)
        enabled.append(contentsOf: repeatElement(false, count: model.transitionCount))
        effective.append(contentsOf: repeatElement(false, count: model.transitionCount))
        let slotCount = model.slotCount
        for i in values.indices.prefix(slotCount) { values[i].reset(childCount: model.childCount) }
        while values.count < slotCount { values.append(SlotValues(childCount: model.childCount)) }
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(slotCount, 1)) { mount in
            for i in 0..<slotCount {
                mount[i] = values[i].intern(model.initialCodes[i])
                hot.valueAdded(
                    slot: i, top: values[i].top[values[i].count - 1],
                    members: values[i].firstMemberWord(values[i].count - 1), moves: model.moves.values)
            }
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: store.layout.stride) { key in
                guard let m = mount.baseAddress, let k = key.baseAddress else { return }
                store.pack(m, into: k)
                _ = store.insert(k)
            }
        }
    }

    var count: Int { store.count }

    mutating func run() {
        // Scratch on the stack for the small containers that make up most specs.
        let slotCount = max(model.slotCount, 1)
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * slotCount) { states in
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: store.layout.stride) { key in
                guard let current = states.baseAddress, let k = key.baseAddress else { return }
                run(current: current, work: current + slotCount, key: k)
            }
        }
    }

    private mutating func run(
        current: UnsafeMutablePointer<Int32>, work: UnsafeMutablePointer<Int32>, key: UnsafeMutablePointer<UInt64>
    ) {
        let slotCount = model.slotCount
        let scansAll = hot.scansAll
        let grouped = !model.constantSlots.isEmpty
        var next = 0
        explore: while next < store.count {
            store.unpack(next, into: current)
            if !scansAll { hot.candidates(current, slots: slotCount, into: &candidates) }
            if grouped {
                let before = candidates.count
                groups.enter(model, values: current, key: key, tries: &candidates)
                if candidates.count > before { candidates.sort() }
            }
            transitions: for tried in 0..<(scansAll ? model.transitionCount : candidates.count) {
                let t = scansAll ? tried : candidates[tried]
                if model.unsatisfiable[t] { continue }
                for g in model.guards.indices(ofRow: t) {
                    let slot = model.guards.values[g].slot
                    if !model.guardHolds(g, top: hot.top(slot: slot, value: current[slot])) { continue transitions }
                }
                // By index, here and below: a row's slice would retain the table in the hot loop.
                for i in model.emptyGuardSlots.indices(ofRow: t) {
                    let slot = model.emptyGuardSlots.values[i]
                    if !values[slot].entry(Int(current[slot])).isEmpty { continue transitions }
                }
                enabled[t] = true
                for i in 0..<slotCount { work[i] = current[i] }
                // What an earlier move of this transition dismisses: its animation (or, unanimated,
                // the rest of the turn) is still running when a later move presents.
                var dismissing: (slot: Int, child: Int32)?
                // What an earlier move of this transition pops from a stack (its contents before
                // and after): the pop ends after the transition's other moves.
                var popping: (slot: Int, before: Int32, after: Int32)?
                let row = Int(model.constantRow[t])
                let moveIDs = model.moves.indices(ofRow: t)
                for id in moveIDs {
                    let move = model.moves.values[id]
                    let slot = move.slot
                    let before = work[slot]
                    var code: Int32
                    if row < 0 {
                        code = hot.outcome(move: id, value: before)
                        if code == HotTables.unknown { code = computeOutcome(id, before) }
                    } else {
                        // One content whatever the slot holds, kept per transition.
                        code = groups.code(t)
                        if code == HotTables.unknown {
                            code = computeOutcome(id, before, memo: false)
                            groups.setCode(t, code)
                        }
                    }
                    let m = id - moveIDs.lowerBound
                    if code < 0 {
                        // UIKit offers the user no move that would fail (no Back on a root).
                        if model.isUserMove(t) { continue transitions }
                        record(t, m, moveProblems[Int(-code - 1)], at: next)
                        continue transitions
                    }
                    if code != before, move.effect == .present, let (other, child) = dismissing {
                        let message = MovePlan.presentDuringDismissal(
                            slot: model.slotName(other), child: model.name(of: child), model.name(of: move.child))
                        record(t, m, MoveProblem(.presentationInProgress, message), at: next)
                        continue transitions
                    }
                    if code != before, move.effect == .present, let (other, child) = presenting(besides: slot, work) {
                        let message = MovePlan.alreadyPresenting(
                            slot: model.slotName(other), child: model.name(of: child), model.name(of: move.child),
                            presenter: model.plan.isScreen ? "the screen" : "the container")
                        record(t, m, MoveProblem(.alreadyPresenting, message), at: next)
                        continue transitions
                    }
                    if code != before, move.incoming >= 0, let holder = holder(of: move.incoming, move: id, work) {
                        let message =
                            "'\(model.name(of: move.incoming))' is in slot '\(model.slotName(holder))'; a child lives in one slot"
                        record(t, m, MoveProblem(.childInTwoSlots, message), at: next)
                        continue transitions
                    }
                    if code != before, move.incoming >= 0, let popped = popping,
                        values[popped.slot].contains(popped.before, move.incoming),
                        !values[popped.slot].contains(popped.after, move.incoming)
                    {
                        let message = MovePlan.shownWhilePopped(
                            slot: model.slotName(popped.slot), child: model.name(of: move.incoming))
                        record(t, m, MoveProblem(.childInTwoSlots, message), at: next)
                        continue transitions
                    }
                    guard store.layout.fits(code, slot: slot) else { complete = false; break explore }
                    if code != before, move.effect == .dismiss, let child = values[slot].entry(Int(before)).last {
                        dismissing = (slot, child)
                    }
                    if code != before, move.effect == .pop || move.effect == .popTo || move.effect == .popToRoot {
                        popping = (slot, before, code)
                    }
                    work[slot] = code
                }
                var changed = false
                for i in 0..<slotCount where work[i] != current[i] { changed = true; break }
                if !changed {
                    if model.movesAlwaysShow { effective[t] = true }
                    if row >= 0 { groups.noOp(row, Int(model.constantPosition[t])) }
                    continue
                }
                effective[t] = true
                store.pack(work, into: key)
                guard let (target, inserted) = store.insert(key, allowNew: store.count < maxStates) else {
                    complete = false
                    break explore
                }
                if inserted {
                    parent.append(Int32(next))
                    via.append(Int32(t))
                }
                if row >= 0 {
                    groups.lead(row, Int(model.constantPosition[t]), to: target)
                    continue
                }
                edgeTarget.append(Int32(target))
                edgeTransition.append(Int32(t))
            }
            edgeStart.append(Int32(edgeTarget.count))
            next += 1
        }
    }

    /// The cold path: a move meets a slot content for the first time (`memo`: kept in the
    /// outcome table, which has no row for a grouped transition's move).
    private mutating func computeOutcome(_ id: Int, _ value: Int32, memo: Bool = true) -> Int32 {
        let slot = model.moves.values[id].slot
        let before = values[slot].count
        let code: Int32
        if let problem = model.outcome(ofMove: id, on: values[slot].entry(Int(value)), into: &result) {
            moveProblems.append(problem)
            code = -Int32(moveProblems.count)
        } else {
            code = values[slot].intern(result[...])
        }
        for v in before..<values[slot].count {
            hot.valueAdded(
                slot: slot, top: values[slot].top[v], members: values[slot].firstMemberWord(v),
                moves: model.moves.values)
        }
        if memo { hot.setOutcome(move: id, value: value, code) }
        return code
    }

    /// Another presentation slot that presents something now, and what.
    private func presenting(besides slot: Int, _ state: UnsafePointer<Int32>) -> (slot: Int, child: Int32)? {
        for p in model.presentationSlots where p != slot {
            if let child = values[p].entry(Int(state[p])).last { return (p, child) }
        }
        return nil
    }

    /// Another slot that holds `child` now: a tabs slot accepting it, or any slot containing it.
    private func holder(of child: Int32, move id: Int, _ state: UnsafePointer<Int32>) -> Int? {
        let tabsOwner = model.moves.values[id].tabsOwner
        if tabsOwner >= 0 { return tabsOwner }
        for i in model.otherSlots.indices(ofRow: id) {
            let slot = model.otherSlots.values[i]
            let inside =
                hot.membersFit
                ? hot.contains(slot: slot, value: state[slot], child: child) : values[slot].contains(state[slot], child)
            if inside { return slot }
        }
        return nil
    }

    private mutating func record(_ t: Int, _ m: Int, _ problem: MoveProblem, at state: Int) {
        guard reported.insert(ProblemKey(transition: t, move: m, id: problem.id)).inserted else { return }
        problems.append(FoundProblem(transition: t, move: m, id: problem.id, message: problem.message, state: state))
    }

    /// The transitions from mount to `state`, shortest first found.
    func path(to state: Int) -> [Int] {
        var steps: [Int] = []
        var s = state
        while s > 0, s < parent.count {
            steps.append(Int(via[s]))
            s = Int(parent[s])
        }
        return steps.reversed()
    }

    /// Whether transition `t`'s guards hold in configuration `state` (it is enabled there,
    /// whether or not its moves change anything).
    func guardsHold(_ t: Int, at state: Int) -> Bool {
        if model.unsatisfiable[t] { return false }
        var current = [Int32](repeating: 0, count: model.slotCount)
        store.unpack(state, into: &current)
        for g in model.guards.indices(ofRow: t) {
            let slot = model.guards.values[g].slot
            if !model.guardHolds(g, top: hot.top(slot: slot, value: current[slot])) { return false }
        }
        for slot in model.emptyGuardSlots[t] where !values[slot].entry(Int(current[slot])).isEmpty {
            return false
        }
        return true
    }

    /// Each slot's content in configuration `state`, as child names.
    func contents(of state: Int) -> [[String]] {
        var current = [Int32](repeating: 0, count: model.slotCount)
        store.unpack(state, into: &current)
        return current.enumerated().map { slot, value in model.names(values[slot].entry(Int(value))) }
    }
}
