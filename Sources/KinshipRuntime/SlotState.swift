import KinshipPlan

/// What each slot of one container instance holds, by the slot's index in its container type's
/// compiled table: a move reads and writes its slot without hashing the slot's name.
/// Single `[occupant]` or `[]`; stack bottom first; tabs `[selected]`.
struct SlotState {
    /// By slot index; a repeated slot name uses its last index, as a name-keyed table would.
    var entries: [[String]]
    /// Slots the plan does not declare, should a move name one: kept by name, as before.
    var undeclared: [String: [String]] = [:]
    /// Containers with repeated children only: each entry's instance name, parallel to
    /// `entries` (`folder#2` where `entries` says `folder`; other children are named as they
    /// are). Guards and checks read `entries`; operands and releases read these.
    var instanceNames: [[String]]?
    /// Instance names of repeated children (`folder#2`) that a move took out of a slot, oldest
    /// first, until the node releases them (`ContainerNode.releaseUnheld`): releasing looks at
    /// these, not at every instance and slot, so a push or pop costs the same at any depth.
    /// An instance name is never reused, so a name here is in no slot.
    var dropped: [String] = []
    let table: SlotTable

    init(_ plan: ContainerPlan, table: SlotTable, tracksInstances: Bool = false) {
        self.table = table
        entries = Array(repeating: [], count: plan.slots.count)
        // By index: every container made copies its plan's slots here, and a copy of each retained its lists.
        for index in plan.slots.indices {
            entries[table.index(of: plan.slots[index].name) ?? index] = plan.slots[index].initial
        }
        if tracksInstances { instanceNames = entries }
    }

    /// A slot's instance names (its entries where no instance is tracked).
    func instances(_ slot: String) -> [String] {
        guard let instanceNames, let index = table.index(of: slot) else { return self[slot] }
        return instanceNames[index]
    }

    /// A slot's entries by name (`[]` for a slot that holds nothing or does not exist).
    subscript(slot: String) -> [String] {
        get {
            if let index = table.index(of: slot) { return entries[index] }
            return undeclared[slot] ?? []
        }
        set {
            if let index = table.index(of: slot) {
                entries[index] = newValue
            } else {
                undeclared[slot] = newValue
            }
        }
    }

    /// Empties a slot and its instance names: a presentation UIKit refused, or one that ended
    /// without a move (the user's swipe, a dismissal below it). Setting the entries alone would
    /// leave the instance name behind, and a later `set` would reach the gone instance.
    mutating func empty(_ slot: String) {
        self[slot] = []
        if instanceNames != nil, let index = table.index(of: slot) {
            drop(instanceNames?[index] ?? [])
            instanceNames?[index] = []
        }
    }

    /// A slot's entries where `slot` says they live.
    subscript(slot: SlotRef) -> [String] {
        switch slot {
        case .index(let index): entries[index]
        case .name(let name): undeclared[name] ?? []
        }
    }

    /// Applies a move's effect to a slot: the entries `effect.apply(to:)` gives, changed in place,
    /// so a slot whose buffer is not shared (no snapshot holds it) needs no new array.
    /// `instance`: the name of the instance a push makes (tracked containers only).
    mutating func apply(_ effect: SlotEffect, to slot: SlotRef, instance: String? = nil) {
        guard case .index(let index) = slot else {
            if case .name(let name) = slot { undeclared[name] = effect.apply(to: undeclared[name] ?? []) }
            return
        }
        if instanceNames != nil { applyToInstances(effect, index, instance) }
        switch effect {
        case .show(let x), .select(let x), .present(let x):
            if entries[index].count == 1 { entries[index][0] = x } else { entries[index] = [x] }
        case .clear:
            entries[index].removeAll()
        case .push(let x):
            entries[index].append(x)
        case .pop(let n):
            entries[index].removeLast(max(0, min(n, entries[index].count - 1)))
        case .popTo(let x):
            if let found = entries[index].lastIndex(of: x) { entries[index].removeSubrange((found + 1)...) }
        case .popToRoot:
            if entries[index].count > 1 { entries[index].removeSubrange(1...) }
        case .dismiss(let x):
            if entries[index] == [x] { entries[index].removeAll() }
        }
    }

    /// `apply`'s change mirrored on the instance names, before `entries` changes.
    private mutating func applyToInstances(_ effect: SlotEffect, _ index: Int, _ instance: String?) {
        guard var names = instanceNames?[index] else { return }
        instanceNames?[index] = []
        switch effect {
        case .show(let x), .select(let x): replace(&names, with: instance ?? x)
        case .present(let x):
            // Presenting the presented child changes nothing, its instance name included.
            if let instance {
                replace(&names, with: instance)
            } else if entries[index] != [x] {
                replace(&names, with: x)
            }
        case .clear: replace(&names, with: nil)
        case .dismiss(let x): if entries[index] == [x] { replace(&names, with: nil) }
        case .push(let x): names.append(instance ?? x)
        case .pop(let n): truncate(&names, to: names.count - max(0, min(n, names.count - 1)))
        case .popTo(let x):
            if let found = entries[index].lastIndex(of: x), found < names.count { truncate(&names, to: found + 1) }
        case .popToRoot:
            if names.count > 1 { truncate(&names, to: 1) }
        }
        instanceNames?[index] = names
    }

    private mutating func replace(_ names: inout [String], with name: String?) {
        drop(names.filter { $0 != name })
        names = name.map { [$0] } ?? []
    }

    private mutating func truncate(_ names: inout [String], to count: Int) {
        drop(names[count...])
        names.removeSubrange(count...)
    }

    /// Keeps the repeated children's instances among `names` for release.
    private mutating func drop(_ names: some Sequence<String>) {
        for name in names where name.utf8.contains(UInt8(ascii: "#")) { dropped.append(name) }
    }

    /// The state as a name-keyed table, for tests and messages.
    var byName: [String: [String]] {
        var table = undeclared
        for (name, index) in self.table.names { table[name] = entries[index] }
        return table
    }
}

/// A container type's slot names and their indices, shared by its instances.
final class SlotTable: Sendable {
    /// Distinct slot names, each with the index of its last occurrence in the plan.
    let names: [(String, Int)]
    private let byName: [String: Int]

    init(_ plan: ContainerPlan) {
        var byName: [String: Int] = [:]
        for (index, slot) in plan.slots.enumerated() { byName[slot.name] = index }
        self.byName = byName
        names = plan.slots.enumerated().compactMap {
            byName[$0.element.name] == $0.offset ? ($0.element.name, $0.offset) : nil
        }
    }

    /// The index a slot's entries live at. Few slots (the common case) are found by comparing
    /// names, which for short names compares two words, instead of hashing.
    func index(of slot: String) -> Int? {
        if names.count <= 8 {
            for (name, index) in names where name == slot { return index }
            return nil
        }
        return byName[slot]
    }
}
