public import KinshipSpec

/// Lowers a validated spec to its containment plan. Only call this on a spec without errors:
/// lowering assumes references resolve and skips anything that does not.
public enum PlanLowering {
    /// How much of a container's plan its reader needs. Lowering builds only that much, so a large
    /// spec is taken a container at a time without holding, or building, what nobody reads.
    public enum Detail: Sendable {
        /// Everything: what `kinship plan`, the runtime and code generation of the container itself read.
        case full
        /// What flow analysis reads, and no more: its names, kind, slots, each child's name and type,
        /// and each transition's guards and moves with their effects and the conditions of their
        /// cases. Building and freeing what flow never reads was most of its lowering's cost, so these
        /// are left empty and mean nothing here: `mount`, `appearance`, every case's `steps`, the
        /// layout's slot rules, and each child's class name, title, `isContainer`, outputs and
        /// inputs (the container's own bindings are kept).
        case shape
        /// Its names, kind, class, appearance forwarding, layout, slots and children (with their
        /// classes), and no transitions or mount steps: what code generation reads of the containers
        /// around the one it is writing, so each is lowered in full only while its own file is built.
        case outline
    }

    /// The whole spec's plan, every container in full.
    public static func lower(_ spec: Spec) -> Plan {
        Plan(root: spec.root?.value, containers: spec.containers.map { lower($0, in: spec) })
    }

    /// One container's plan, as much of it as `detail` says.
    public static func lower(_ c: Container, in spec: Spec, detail: Detail = .full) -> ContainerPlan {
        switch detail {
        case .full: lower(c, in: spec, withSteps: true)
        case .shape: lower(c, in: spec, withSteps: false)
        case .outline: outline(c, in: spec)
        }
    }

    /// `lower(c, in: spec, detail: detail)`, written over `plan`. For `.shape` in `plan`'s own
    /// buffers: `kinship check` shapes thousands of containers one after another, and building then
    /// freeing a tree of small arrays for each was most of the cost. Rows `plan` has beyond this
    /// container's are dropped.
    public static func lower(_ c: Container, in spec: Spec, detail: Detail, into plan: inout ContainerPlan) {
        guard detail == .shape else {
            plan = lower(c, in: spec, detail: detail)
            return
        }
        shape(c, in: spec, into: &plan)
    }

    private static func outline(_ c: Container, in spec: Spec) -> ContainerPlan {
        var plan = ContainerPlan(
            name: c.name.value, kind: c.kind, className: c.swiftClass,
            forwardsAppearance: c.forwardsAppearanceAutomatically, layout: layoutPlan(c),
            children: c.children.map { childPlan($0, spec) }, slots: slotPlans(c),
            mount: [], appearance: nil, transitions: [])
        plan.isScreen = c.isScreen
        return plan
    }

    private static func shape(_ c: Container, in spec: Spec, into plan: inout ContainerPlan) {
        plan.name = c.name.value
        plan.kind = c.kind
        plan.className = c.swiftClass
        plan.forwardsAppearance = c.forwardsAppearanceAutomatically
        plan.layout = LayoutPlan(kind: c.layout.kind, spacing: 0, insets: .zero, slots: [])
        plan.children.removeAll(keepingCapacity: true)
        for i in c.children.indices {
            plan.children.append(
                ChildPlan(
                    name: c.children[i].name.value, type: c.children[i].type.value, className: "",
                    isContainer: false, isRepeated: c.children[i].isRepeated))
        }
        slotPlans(c, into: &plan.slots)
        plan.mount.removeAll(keepingCapacity: true)
        plan.accessoryMount = nil
        plan.appearance = nil
        plan.isScreen = c.isScreen
        plan.outputs = c.outputs.map(outputPlan)
        plan.inputs = c.inputs.map(fieldPlan)
        plan.bindings = bindingPlans(c, in: spec)
        var lowering = MoveLowering(container: c, slots: plan.slots)
        lowering.withSteps = false
        if plan.transitions.count > c.transitions.count {
            plan.transitions.removeLast(plan.transitions.count - c.transitions.count)
        }
        for t in c.transitions.indices {
            if t == plan.transitions.count { plan.transitions.append(TransitionPlan(name: "", guards: [], moves: [])) }
            lowering.transition(c.transitions[t], into: &plan.transitions[t])
        }
    }

    private static func lower(_ c: Container, in spec: Spec, withSteps: Bool) -> ContainerPlan {
        let slots = slotPlans(c)
        var plan = ContainerPlan(
            name: c.name.value, kind: c.kind, className: c.swiftClass,
            forwardsAppearance: c.forwardsAppearanceAutomatically,
            layout: withSteps ? layoutPlan(c) : LayoutPlan(kind: c.layout.kind, spacing: 0, insets: .zero, slots: []),
            children: withSteps
                ? c.children.map { childPlan($0, spec) }
                : c.children.map {
                    ChildPlan(
                        name: $0.name.value, type: $0.type.value, className: "", isContainer: false,
                        isRepeated: $0.isRepeated)
                },
            slots: slots, mount: [], appearance: nil, transitions: [])
        plan.isScreen = c.isScreen
        plan.outputs = c.outputs.map(outputPlan)
        plan.inputs = c.inputs.map(fieldPlan)
        plan.bindings = bindingPlans(c, in: spec)
        var lowering = MoveLowering(container: c, slots: slots)
        lowering.withSteps = withSteps
        plan.transitions = c.transitions.map { lowering.transition($0) }
        if slots.contains(where: { $0.style?.usesContext == true }) { plan.definesPresentationContext = true }
        guard withSteps else { return plan }
        plan.mount = lowering.mount()
        plan.accessoryMount = lowering.mountAccessories()
        if !plan.forwardsAppearance {
            plan.appearance = AppearanceForwarding(
                willAppear: [.beginAppearance(.visibleChildren, appearing: true, animated: false)],
                didAppear: [.endAppearance(.visibleChildren)],
                willDisappear: [.beginAppearance(.visibleChildren, appearing: false, animated: false)],
                didDisappear: [.endAppearance(.visibleChildren)])
        }
        return plan
    }

    /// One child's plan. Each type is looked up once by name and its fields read in place: this
    /// runs for every child of every container, and each lookup hashes the type name.
    static func childPlan(_ child: Child, _ spec: Spec) -> ChildPlan {
        let type = child.type.value
        // By index: `container(named:)` and `screen(named:)` copy the whole declaration.
        let screen = spec.firstScreen(named: type)
        if let i = spec.firstContainer(named: type) {
            var plan = ChildPlan(
                name: child.name.value, type: type, className: spec.containers[i].swiftClass,
                isContainer: true, title: child.title?.value ?? spec.containers[i].title?.value,
                outputs: spec.containers[i].outputs.map(outputPlan), inputs: spec.containers[i].inputs.map(fieldPlan),
                isRepeated: child.isRepeated)
            // The bars read a screen of the name first, as `Spec.hidesBottomBar(_:)` does.
            if let s = screen {
                bars(spec.screens[s].hidesBottomBar, spec.screens[s].toolbar, into: &plan)
            } else {
                bars(spec.containers[i].hidesBottomBar, spec.containers[i].toolbar, into: &plan)
            }
            return plan
        }
        guard let s = screen else {
            return ChildPlan(
                name: child.name.value, type: type, className: type, isContainer: false, title: child.title?.value,
                outputs: [], inputs: [], isRepeated: child.isRepeated)
        }
        var plan = ChildPlan(
            name: child.name.value, type: type, className: spec.screens[s].className.value,
            isContainer: false, title: child.title?.value ?? spec.screens[s].title?.value,
            outputs: spec.screens[s].outputs.map(outputPlan), inputs: spec.screens[s].inputs.map(fieldPlan),
            isRepeated: child.isRepeated)
        plan.isHosted = spec.screens[s].isSwiftUI
        bars(spec.screens[s].hidesBottomBar, spec.screens[s].toolbar, into: &plan)
        return plan
    }

    /// `hidesBottomBar: true` and `toolbar: true`; left nil when false, as the plan encodes them.
    private static func bars(_ hides: Located<Bool>?, _ toolbar: Located<Bool>?, into plan: inout ChildPlan) {
        if hides?.value == true { plan.hidesBottomBar = true }
        if toolbar?.value == true { plan.showsToolbar = true }
    }

    public static func outputPlan(_ o: Output) -> OutputPlan {
        OutputPlan(name: o.name.value, payload: o.payload.map(fieldPlan))
    }
    public static func fieldPlan(_ p: Param) -> FieldPlan { FieldPlan(name: p.name.value, type: p.type.value) }

    /// `on:` with every name resolved: a `set` names its payload field (the only one when the
    /// spec leaves it out) and the input's type; a `switch` its field's type. Bindings that do
    /// not resolve (only in a spec with errors) are left out.
    static func bindingPlans(_ c: Container, in spec: Spec) -> [BindingPlan] {
        guard !c.bindings.isEmpty else { return [] }
        return c.bindings.compactMap { binding in
            // An input's answer (`self.INPUT`) reads the input as a one-field payload.
            let answered =
                binding.answersInput
                ? c.inputAsOutput(named: binding.output.value)
                : c.child(named: binding.child.value).flatMap { child in
                    spec.outputs(ofType: child.type.value).first { $0.name.value == binding.output.value }
                }
            guard let output = answered else { return nil }
            let actions: [ActionPlan] = binding.actions.compactMap { action in
                switch action {
                case .run(let t): return .run(t.value)
                case .emit(let o):
                    return .emit(output: o.value, fields: c.output(named: o.value)?.payload.map(\.name.value) ?? [])
                case let .set(target, input, field, _):
                    guard let targetChild = c.child(named: target.value),
                        let declared = spec.inputs(ofType: targetChild.type.value).first(where: {
                            $0.name.value == input.value
                        }),
                        let passed = field?.value ?? (output.payload.count == 1 ? output.payload[0].name.value : nil)
                    else { return nil }
                    return .set(child: target.value, input: input.value, field: passed, type: declared.type.value)
                case let .choose(field, cases, _):
                    guard let declared = output.field(named: field.value) else { return nil }
                    return .choose(
                        field: field.value, type: declared.type.value,
                        cases: cases.map { SwitchCasePlan(value: $0.value.value, transition: $0.transition.value) })
                }
            }
            return BindingPlan(child: binding.child.value, output: binding.output.value, actions: actions)
        }
    }

    /// Presets get their fixed slots even when the spec leaves one out (a split without a
    /// secondary); a tabs slot without `initial` selects its first tab.
    static func slotPlans(_ c: Container) -> [SlotPlan] {
        var slots: [SlotPlan] = []
        slotPlans(c, into: &slots)
        return slots
    }

    /// `slotPlans(c)`, written over `slots` in their own buffers.
    static func slotPlans(_ c: Container, into slots: inout [SlotPlan]) {
        guard c.kind != .custom else {
            // A custom container's slots as declared, read in place: `check` lowers every
            // container, and a copy of each slot retained its names and lists.
            if slots.count > c.slots.count { slots.removeLast(slots.count - c.slots.count) }
            for i in c.slots.indices { fill(&slots, i, from: c.slots[i], kind: c.slots[i].kind, in: c.kind) }
            return
        }
        // A split's optional columns (supplementary, compact) only when declared.
        let optional = c.kind.optionalPresetSlots
        let presets =
            optional.isEmpty
            ? c.kind.presetSlots : c.kind.presetSlots + optional.filter { c.slot(named: $0.name) != nil }
        // A preset's own slots first, in its order, then any presentation and accessory slots it
        // declares, in declaration order.
        let presented = c.slots.filter { slot in
            (slot.kind == .presentation || slot.kind == .accessory)
                && !c.kind.knownPresetSlots.contains { $0.name == slot.name.value }
        }
        let count = presets.count + presented.count
        if slots.count > count { slots.removeLast(slots.count - count) }
        for i in 0..<count {
            let slot =
                i >= presets.count
                ? presented[i - presets.count]
                : c.slot(named: presets[i].name) ?? Slot(name: Name(presets[i].name, at: c.name.range), range: c.range)
            fill(&slots, i, from: slot, kind: c.kind(of: slot), in: c.kind)
        }
    }

    /// Writes `slot` over `slots[i]` (appended when `i` is the end), keeping its buffers.
    private static func fill(
        _ slots: inout [SlotPlan], _ i: Int, from slot: Slot, kind: SlotKind, in containerKind: ContainerKind
    ) {
        if i == slots.count { slots.append(SlotPlan(name: "", kind: kind, accepts: [], initial: [])) }
        slots[i].style = kind == .presentation ? slot.presentationStyle : nil
        slots[i].swipeDismissible = kind == .presentation ? slot.presentationStyle.isSheet && slot.isDismissible : nil
        slots[i].userBack = kind == .stack && containerKind == .navigation ? slot.allowsUserBack : nil
        slots[i].userBackOff =
            kind == .stack && containerKind == .navigation && slot.allowsUserBack && !slot.userBackOff.isEmpty
            ? slot.userBackOff.map(\.value) : nil
        slots[i].untappable =
            kind == .tabs && containerKind == .tabs && !slot.untappable.isEmpty ? slot.untappable.map(\.value) : nil
        slots[i].accessory =
            kind == .accessory
            ? AccessoryPlan(
                above: slot.accessoryAnchor(in: containerKind), height: slot.height?.value ?? 0,
                insetsSiblings: slot.insetsSiblings?.value ?? false, whenBarHidden: slot.whenBarHidden?.value)
            : nil
        slots[i].name = slot.name.value
        slots[i].kind = kind
        slots[i].accepts.removeAll(keepingCapacity: true)
        for name in slot.accepts { slots[i].accepts.append(name.value) }
        slots[i].initial.removeAll(keepingCapacity: true)
        for name in slot.initial { slots[i].initial.append(name.value) }
        if kind == .tabs, slots[i].initial.isEmpty, let first = slot.accepts.first {
            slots[i].initial.append(first.value)
        }
    }

    static func layoutPlan(_ c: Container) -> LayoutPlan {
        // Read once: a container keeps its layout with its rarely-set fields.
        let layout = c.layout
        return LayoutPlan(
            kind: layout.kind, spacing: layout.spacing?.value ?? 0,
            insets: layout.insets?.value ?? .zero, designSize: layout.designSize?.value,
            slots: c.slots.filter { $0.kind != .presentation && $0.kind != .accessory }.map {
                LayoutPlan.SlotRule(
                    slot: $0.name.value, size: $0.size?.value ?? .fill,
                    frame: $0.frame?.value, autoresizing: $0.autoresizing.map(\.value),
                    area: $0.area.map(\.value).flatMap { $0 == layout.area ? nil : $0 })
            },
            area: layout.area)
    }

    /// A move not declared in the spec (a raw slot operation given to `kinship run`), lowered by
    /// the same rules; it is not animated and may find the slot in any state.
    public static func adHocMove(_ effect: SlotEffect, slot: SlotPlan, in container: ContainerPlan) -> MovePlan {
        MoveLowering.move(
            effect, slot: slot, guardChildren: [], duration: 0, animation: .none,
            kind: container.kind, manual: !container.forwardsAppearance, mayBeEmpty: true,
            repeated: container.repeatedChildren)
    }
}
