/// Transitions whose result does not depend on the slot they move: a tab tap (`tapTab(X)`),
/// an unguarded `show: X` or `select: X` whose cases cover every content, a `clear`.
///
/// Wherever such a transition is enabled it sets its slot to one content, so from every
/// configuration that agrees on the other slots (a *group*) it leads to the same configuration,
/// and its guards and checks read only those other slots. The explorer therefore tries it once
/// per group rather than once per configuration, and keeps its edges as one target per group:
/// a tab bar of N tabs has N configurations but N² tab taps between them, and trying and
/// storing each of those made flow analysis quadratic in the number of tabs.
extension ContainerModel {
    /// Slots need at least this many such transitions before they are grouped: below it, trying
    /// each transition in each configuration costs less than the groups' bookkeeping. Tests set
    /// it to 1 (in their task) to check that grouping finds what trying every transition finds.
    @TaskLocal static var constantMinimum = 17

    /// Fills `constantSlots`, `constantTransitions` and `constantRow`.
    mutating func compileConstantMoves() {
        constantSlots.removeAll(keepingCapacity: true)
        constantRow.removeAll(keepingCapacity: true)
        constantRow.append(contentsOf: repeatElement(-1, count: transitionCount))
        constantPosition.removeAll(keepingCapacity: true)
        constantTransitions.beginCounting(rows: 0)
        constantTransitions.endCounting(filler: 0)
        let minimum = Self.constantMinimum
        guard transitionCount >= minimum else { return }
        var perSlot = [Int](repeating: 0, count: slotCount)
        var covered = [Bool](repeating: false, count: childCount)
        // A single slot is never empty when it starts full and no move clears it.
        var mayBeEmpty = (0..<slotCount).map { initialCodes.indices(ofRow: $0).isEmpty }
        for move in moves.values where move.effect == .clear || move.child < 0 { mayBeEmpty[move.slot] = true }
        for t in 0..<transitionCount {
            guard let slot = constantSlot(of: t, mayBeEmpty: mayBeEmpty, covered: &covered) else { continue }
            constantRow[t] = Int32(slot)
            perSlot[slot] += 1
        }
        var row = [Int](repeating: -1, count: slotCount)
        for s in 0..<slotCount where perSlot[s] >= minimum {
            row[s] = constantSlots.count
            constantSlots.append(s)
        }
        constantTransitions.beginCounting(rows: constantSlots.count)
        for t in 0..<transitionCount where constantRow[t] >= 0 {
            let r = row[Int(constantRow[t])]
            if r >= 0 { constantTransitions.count(inRow: r) }
        }
        constantTransitions.endCounting(filler: 0)
        constantPosition.removeAll(keepingCapacity: true)
        constantPosition.append(contentsOf: repeatElement(-1, count: transitionCount))
        var placed = [Int32](repeating: 0, count: constantSlots.count)
        for t in 0..<transitionCount where constantRow[t] >= 0 {
            let r = row[Int(constantRow[t])]
            if r >= 0 {
                constantTransitions.place(t, inRow: r)
                constantRow[t] = Int32(r)
                constantPosition[t] = placed[r]
                placed[r] += 1
            } else {
                constantRow[t] = -1
            }
        }
    }

    /// The slot transition `t` sets whatever it holds, or nil. `covered` is scratch, all false
    /// on entry and on return.
    private func constantSlot(of t: Int, mayBeEmpty: [Bool], covered: inout [Bool]) -> Int? {
        let ids = moves.indices(ofRow: t)
        guard ids.count == 1, !unsatisfiable[t] else { return nil }
        let id = ids.lowerBound
        let move = moves.values[id]
        let slot = move.slot
        guard move.effect == .show || move.effect == .select || move.effect == .clear,
            slotKinds[slot] == .single || slotKinds[slot] == .tabs
        else { return nil }
        // A guard on the moved slot makes the transition depend on it.
        for g in guards.indices(ofRow: t) where guards.values[g].slot == slot { return nil }
        for i in emptyGuardSlots.indices(ofRow: t) where emptyGuardSlots.values[i] == slot { return nil }
        // Its cases must cover every content (`plainOutcome`): otherwise some content is a
        // problem and the others are not.
        var empty = slotKinds[slot] == .tabs || !mayBeEmpty[slot]
        var marked: [Int32] = []
        defer { for c in marked { covered[Int(c)] = false } }
        func mark(_ c: Int32) {
            guard c >= 0, Int(c) < covered.count, !covered[Int(c)] else { return }
            covered[Int(c)] = true
            marked.append(c)
        }
        for c in cases[id] where c.onSlot || c.kind == .otherwise {
            switch c.kind {
            case .otherwise: return slot
            case .empty: empty = true
            case .holds, .contains: mark(c.child)
            case .holdsAny:
                for a in caseAlternatives[Int(c.alternativeStart)..<Int(c.alternativeEnd)] { mark(a) }
            }
        }
        guard empty else { return nil }
        for c in acceptCodes[slot] where c < 0 || Int(c) >= covered.count || !covered[Int(c)] { return nil }
        return slot
    }

    /// Whether transition `t` is tried once per group (see `compileConstantMoves`).
    @inline(__always)
    func isConstant(_ t: Int) -> Bool { constantRow[t] >= 0 }
}
