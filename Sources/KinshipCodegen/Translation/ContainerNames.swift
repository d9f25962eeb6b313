import KinshipPlan
import KinshipSpec

/// The Swift names one container's generated code uses, computed once so every translator
/// spells them the same way.
struct ContainerNames {
    let plan: ContainerPlan
    /// The generated class: `class:` for custom containers; a preset's own name unless it names a class.
    let className: String
    let factoryName: String
    /// For a container whose `class:` others share too, a line saying so (else empty).
    let sharedNote: String
    /// Repeated children (`many: true`): each push makes a new instance, named `child#N`.
    let repeated: Set<String>

    /// Class names pass through `input` so containers that share a `class:` get one each.
    init(_ plan: ContainerPlan, _ input: GeneratorInput) {
        self.plan = plan
        className = input.className(of: plan)
        let declared = GeneratedClassNames.declaredClass(
            kind: plan.kind, className: plan.className, name: plan.name,
            isScreen: plan.isScreen)
        // Not the list of the containers sharing it: a spec that imports this container's spec
        // may share the class with more of them, and both generate this file (one folder of code).
        sharedNote =
            input.sharedClasses[declared] != nil
            ? "\n`class: \(declared)` is shared by other containers: each generates its own class, named after the container."
            : ""
        factoryName = DerivedTypeNames.factory.name(className)
        repeated = plan.repeatedChildren
    }

    var hasRepeated: Bool { !repeated.isEmpty }

    /// A custom container's stack slot that may hold instances of repeated children: it keeps
    /// the instances beside its state (`contentInstances`), entry for entry.
    func tracksInstances(_ slot: SlotPlan) -> Bool {
        (slot.kind == .stack || slot.kind == .presentation && !isPreset)
            && slot.accepts.contains(where: repeated.contains)
    }

    /// A preset's presentation slot that may present instances of repeated children: it keeps
    /// the one it presented last (`sheetInstance`, weakly), since UIKit knows no child names.
    func presentsInstances(_ slot: SlotPlan) -> Bool {
        isPreset && slot.kind == .presentation && slot.accepts.contains(where: repeated.contains)
    }

    /// `sheetInstance`: the instance a preset's presentation slot presented last.
    func presentedInstanceProperty(_ slot: String) -> String { SwiftName.identifier(slot + "Instance") }

    /// `tracksInstances(_:)` by the slot's name.
    func tracksInstances(slot name: String) -> Bool {
        plan.slot(named: name).map(tracksInstances) ?? false
    }

    /// `contentInstances`: per entry of a tracked stack slot, the repeated child's instance
    /// (nil: the entry's own child controller).
    func instancesProperty(_ slot: String) -> String { SwiftName.identifier(slot + "Instances") }

    var isPreset: Bool { plan.kind != .custom }

    /// `.startMap`, the `Child` case for a child name.
    func child(_ name: String) -> String { SwiftName.member(name) }

    /// The nested enum of what `slot` can hold: `TopSlot`.
    func slotType(_ slot: String) -> String { SwiftName.upperFirst(slot) + "Slot" }

    /// The property for `slot` in `State` and `SlotViews`.
    func slotProperty(_ slot: String) -> String { SwiftName.identifier(slot) }

    /// `makeStartMap`, the factory method for a child.
    func makeMethod(_ child: String) -> String { "make" + SwiftName.upperFirst(child) }

    /// The Swift type of a slot's state: one occupant (or none), a stack bottom first, or the selected tab.
    func stateType(_ slot: SlotPlan) -> String {
        switch slot.kind {
        case .single, .presentation, .accessory: slotType(slot.name) + "?"
        case .stack: "[" + slotType(slot.name) + "]"
        case .tabs: slotType(slot.name)
        }
    }

    /// The initial value of a slot's state, from the plan's `initial`.
    func initialState(_ slot: SlotPlan) -> String {
        switch slot.kind {
        case .single, .presentation, .accessory: slot.initial.first.map(SwiftName.member) ?? "nil"
        case .stack: "[" + slot.initial.map(SwiftName.member).joined(separator: ", ") + "]"
        case .tabs: (slot.initial.first ?? slot.accepts.first).map(SwiftName.member) ?? "nil"
        }
    }

    /// The slots laid out in the container's view (presentation slots are not).
    var laidOutSlots: [SlotPlan] { plan.slots.filter { $0.kind != .presentation } }

    /// A custom container with a sheet the user can swipe away is its presentation
    /// controllers' delegate, to hear of it.
    var hearsSwipes: Bool { !isPreset && plan.slots.contains { $0.swipeDismissible == true } }

    /// `state.top` / `state.content.last`: what a `holds` condition compares, optional except for tabs.
    func occupant(_ slot: SlotPlan, in state: String = "state") -> String {
        let value = state + "." + slotProperty(slot.name)
        return slot.kind == .stack ? value + ".last" : value
    }

    /// The pattern a switch over `occupant` uses for `child`.
    func pattern(_ child: String, _ slot: SlotPlan) -> String {
        SwiftName.member(child) + (slot.kind == .tabs ? "" : "?")
    }

    /// A Swift condition for a plan condition, evaluated on `state`.
    func condition(_ c: SlotCondition, in state: String = "state") -> String? {
        switch c {
        case .empty(let slot):
            guard let s = plan.slot(named: slot) else { return nil }
            return s.kind == .stack
                ? state + "." + slotProperty(slot) + ".isEmpty"
                : state + "." + slotProperty(slot) + " == nil"
        case let .holds(slot, child):
            guard let s = plan.slot(named: slot) else { return nil }
            return occupant(s, in: state) + " == " + SwiftName.member(child)
        case let .holdsAny(slot, children):
            guard let s = plan.slot(named: slot) else { return nil }
            let occupant = occupant(s, in: state)
            return "(" + children.map { occupant + " == " + SwiftName.member($0) }.joined(separator: " || ") + ")"
        case let .contains(slot, child):
            guard let s = plan.slot(named: slot) else { return nil }
            return s.kind == .stack
                ? state + "." + slotProperty(slot) + ".contains(" + SwiftName.member(child) + ")"
                : occupant(s, in: state) + " == " + SwiftName.member(child)
        case .otherwise:
            return nil
        }
    }
}
