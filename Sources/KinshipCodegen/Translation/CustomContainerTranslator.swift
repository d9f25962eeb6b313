import KinshipPlan
import KinshipSpec

/// A custom container: a final `UIViewController` subclass with one container view per slot,
/// typed slot state, the plan's mount in `viewDidLoad`, frames in `viewDidLayoutSubviews`, and
/// one method per transition.
struct CustomContainerTranslator {
    let names: ContainerNames
    let input: GeneratorInput

    var plan: ContainerPlan { names.plan }

    func translate() throws -> [Declaration] {
        let children = ChildrenTranslator(names: names, input: input)
        let bindings = BindingTranslator(names: names, input: input)
        var members: [Declaration] = children.childEnum() + [.blank]
        for slot in plan.slots { members += children.slotEnum(slot) + [.blank] }
        members += stateDeclarations() + [.blank]
        members +=
            [
                .property("private let factory: any " + names.factoryName),
                .property("private var instances: [Child: UIViewController] = [:]"),
            ] + instanceTracking() + [
                .property("private let slotViews = SlotViews()")
            ]
            + stateProperty(
                initial: "State("
                    + plan.slots.map { SwiftName.label($0.name) + ": " + names.initialState($0) }.joined(
                        separator: ", ") + ")") + [.blank]
        members += children.initializer(mount: []) + [.blank]
        members +=
            [.doc(PresetContainerTranslator.controllerDoc(names))] + (try children.controllerFunction()) + [.blank]
        members += lifecycle() + [.blank]
        if !plan.forwardsAppearance { members += appearance() + [.blank] }
        let transitions = TransitionTranslator(names: names)
        for t in plan.transitions { members += transitions.translate(t) + [.blank] }
        let segues = transitions.performSegue(plan.transitions, presenter: false)
        if !segues.isEmpty { members += segues + [.blank] }
        members += bindings.ownMembers()
        members += bindings.preparedInstances()
        members += bindings.handlers(childClass: children.childClass)
        members += layout()
        if names.hearsSwipes { members += [.blank] + swipeDelegate() }
        members += [.blank] + completionClass()
        return children.factoryProtocol() + [
            .blank,
            .doc(
                "Container `\(plan.name)`: \(plan.layout.kind.rawValue) layout, slots "
                    + plan.slots.map { "`\($0.name)`" }.joined(separator: ", ") + "." + names.sharedNote
                    + "\nEvery containment call below is a step of its plan (`kinship plan`), in plan order."),
            .type(
                head: "final class " + names.className + ": UIViewController" + bindings.conformance
                    + (names.hearsSwipes ? ", UIAdaptivePresentationControllerDelegate" : ""), members: members),
        ]
    }

    /// Containers with repeated children count their instances and keep, beside each stack
    /// slot's state, the instance each entry is.
    private func instanceTracking() -> [Declaration] {
        guard names.hasRepeated else { return [] }
        var decls: [Declaration] = [
            .property("private var instanceCounts: [Child: Int] = [:]"),
            .property("private var madeInstances: [MadeInstance] = []"),
        ]
        for slot in plan.slots where names.tracksInstances(slot) {
            decls += [
                .doc(
                    "Per entry of `\(slot.name)`, bottom first: a repeated child's instance (nil: the entry's own child)."
                ),
                .property(
                    "private var " + names.instancesProperty(slot.name) + ": [UIViewController?] = ["
                        + slot.initial.map { _ in "nil" }.joined(separator: ", ") + "]"),
            ]
        }
        return decls
    }

    private func stateDeclarations() -> [Declaration] {
        [
            .doc("Slot contents: a single slot's occupant (nil: empty), a stack bottom first, the selected tab."),
            .type(
                head: "struct State: Equatable, Sendable",
                members: plan.slots.map {
                    .property("var " + names.slotProperty($0.name) + ": " + names.stateType($0))
                }),
            .blank,
            .doc("One container view per slot; children's views live inside them."),
            .line("@MainActor"),
            .type(
                head: "final class SlotViews",
                members: names.laidOutSlots.map {
                    .property("let " + names.slotProperty($0.name) + " = SlotView(frame: .zero)")
                }),
            .blank,
            .doc(
                "A slot's container view. A touch that lands on the slot view itself, not on a child's view in it,\n"
                    + "passes to the views below (an empty overlay slot swallows nothing); it clips to its bounds, so a\n"
                    + "sliding child is seen only inside its slot."),
            .type(
                head: "final class SlotView: UIView",
                members: [
                    .function(
                        head: "override init(frame: CGRect)",
                        body: [.line("super.init(frame: frame)"), .line("clipsToBounds = true")]),
                    .blank,
                    .line("@available(*, unavailable)"),
                    .function(head: "required init?(coder: NSCoder)", body: [.line("return nil")]),
                    .blank,
                    .function(
                        head: "override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?",
                        body: [
                            .line("let hit = super.hitTest(point, with: event)"),
                            .line("return hit === self ? nil : hit"),
                        ]),
                ]),
        ]
    }

    private func lifecycle() -> [Declaration] {
        let mount = StepTranslator(
            names: names, entries: "entries", animatedOverride: nil, gatesAppearance: false, inTransition: false)
        var viewDidLoad: [Statement] = [.line("super.viewDidLoad()")]
        if plan.definesPresentationContext == true {
            viewDidLoad.append(.comment("currentContext presentations from inside present over this container."))
            viewDidLoad.append(.line("definesPresentationContext = true"))
        }
        viewDidLoad += names.laidOutSlots.map {
            .line("view.addSubview(slotViews." + names.slotProperty($0.name) + ")")
        }
        viewDidLoad.append(.line("layoutSlots()"))
        if !plan.mount.isEmpty {
            viewDidLoad.append(.comment("Mount: the children present from the start."))
            viewDidLoad += mount.translate(plan.mount)
        }
        var decls: [Declaration] = []
        if !plan.forwardsAppearance {
            decls += [
                .doc("`forwardsAppearance: false`: children's appearance is forwarded by hand."),
                .property("override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }"), .blank,
            ]
        }
        decls += [
            .function(head: "override func viewDidLoad()", body: viewDidLoad),
            .blank,
            .function(
                head: "override func viewDidLayoutSubviews()",
                body: [.line("super.viewDidLayoutSubviews()"), .line("layoutSlots()")]),
        ]
        if plan.layout.usesSafeArea {
            decls += [
                .blank,
                .doc(
                    "Slots follow the safe area: new insets (a bar, a rotation, a move in the parent) lay them out again."
                ),
                .function(
                    head: "override func viewSafeAreaInsetsDidChange()",
                    body: [.line("super.viewSafeAreaInsetsDidChange()"), .line("view.setNeedsLayout()")]),
            ]
        }
        decls += [
            .blank,
            .doc("A child's new size when this container becomes `parentSize`: its slot's size."),
            .function(
                head:
                    "override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize",
                body: [
                    .line(
                        names.hasRepeated
                            ? "guard let child = instances.first(where: { $0.value === container })?.key ?? (container as? UIViewController).flatMap({ madeName($0) }).flatMap({ Child(instanceName: $0) }),"
                            : "guard let child = instances.first(where: { $0.value === container })?.key,"),
                    .line("      let index = slotIndex(holding: child) else { return parentSize }"),
                    .line(
                        plan.layout.usesSafeArea
                            ? "return Self.slotFrames(in: parentSize, safeArea: viewIfLoaded?.safeAreaInsets ?? .zero)[index].size"
                            : "return Self.slotFrames(in: parentSize)[index].size"),
                ]),
            .blank,
            .doc("The index of the slot holding `child` (every tab of a tabs slot counts)."),
            .function(
                head: "private func slotIndex(holding child: Child) -> Int?",
                body: names.laidOutSlots.enumerated().map { index, slot in
                    let p = "state." + names.slotProperty(slot.name)
                    let test =
                        switch slot.kind {
                        case .single, .presentation, .accessory: p + "?.child == child"
                        case .stack: p + ".contains(where: { $0.child == child })"
                        case .tabs: names.slotType(slot.name) + ".allCases.contains(where: { $0.child == child })"
                        }
                    return .line("if " + test + " { return \(index) }")
                } + [.line("return nil")]),
        ]
        return decls
    }

    /// The container's own appearance changes, relayed to its visible children (plan.appearance).
    private func appearance() -> [Declaration] {
        guard let a = plan.appearance else { return [] }
        let t = StepTranslator(
            names: names, entries: "entries", animatedOverride: "animated", gatesAppearance: false, inTransition: false)
        var decls: [Declaration] = []
        for (name, steps) in [
            ("viewWillAppear", a.willAppear), ("viewDidAppear", a.didAppear),
            ("viewWillDisappear", a.willDisappear), ("viewDidDisappear", a.didDisappear),
        ] {
            decls += [
                .function(
                    head: "override func \(name)(_ animated: Bool)",
                    body: [.line("super.\(name)(animated)")] + t.translate(steps)), .blank,
            ]
        }
        let collect: [Statement] = names.laidOutSlots.map { slot in
            let occupant: String =
                switch slot.kind {
                case .single, .presentation, .accessory: "state." + names.slotProperty(slot.name) + "?.child"
                case .stack: "state." + names.slotProperty(slot.name) + ".last?.child"
                case .tabs: "Optional(state." + names.slotProperty(slot.name) + ".child)"
                }
            let controller =
                names.tracksInstances(slot)
                ? "(" + names.instancesProperty(slot.name) + ".last ?? nil) ?? instances[child]" : "instances[child]"
            return .block(
                head: "if let child = " + occupant + ", let controller = " + controller
                    + ", let childView = controller.viewIfLoaded, childView.isDescendant(of: view)",
                body: [.line("shown.append(controller)")])
        }
        decls += [
            .doc("Each slot's shown child whose view is inside this container's view, in slot order."),
            .function(
                head: "private func visibleChildren() -> [UIViewController]",
                // No slot laid out (presentation slots only): nothing to collect, and locals
                // that nothing reads would warn.
                body: collect.isEmpty
                    ? [.line("[]")]
                    : [
                        .line("guard let view = viewIfLoaded else { return [] }"),
                        .line("var shown: [UIViewController] = []"),
                    ] + collect + [.line("return shown")]),
        ]
        return decls
    }

    private func layout() -> [Declaration] {
        let safe = plan.layout.usesSafeArea
        var decls: [Declaration] = [
            .doc("Places the slot views and sizes each child view to its slot, as the runtime's layout pass does."),
            .function(
                head: "private func layoutSlots()",
                body: names.laidOutSlots.isEmpty
                    ? []
                    : [
                        .line("guard let view = viewIfLoaded else { return }"),
                        .line(
                            safe
                                ? "let frames = Self.slotFrames(in: view.bounds.size, safeArea: view.safeAreaInsets)"
                                : "let frames = Self.slotFrames(in: view.bounds.size)"),
                    ]
                        + names.laidOutSlots.enumerated().flatMap { index, slot -> [Statement] in
                            let v = "slotViews." + names.slotProperty(slot.name)
                            // Unchanged frames are left alone: assigning one marks the view for layout again.
                            return [
                                .line("if " + v + ".frame != frames[\(index)] { " + v + ".frame = frames[\(index)] }"),
                                .line(
                                    "for subview in " + v + ".subviews where subview.frame != " + v
                                        + ".bounds { subview.frame = " + v + ".bounds }"),
                            ]
                        }),
            .blank,
            .doc(
                safe
                    ? "Slot frames for a container of `size` whose view has `safeArea` insets, in slot order (layout: \(plan.layout.kind.rawValue), \(plan.layout.area.rawValue))."
                    : "Slot frames for a container of `size`, in slot order (layout: \(plan.layout.kind.rawValue))."),
            LayoutTranslator.slotFrames(plan.layout),
        ]
        if plan.layout.kind == .frames { decls += [.blank] + LayoutTranslator.autoresizeHelpers() }
        let other: LayoutArea = plan.layout.area == .bounds ? .safeArea : .bounds
        if plan.layout.kind == .vertical || plan.layout.kind == .horizontal,
            plan.layout.slots.contains(where: { $0.area == other })
        {
            decls += [.blank] + LayoutTranslator.extendHelper()
        }
        return decls
    }

    /// `state`, kept as transitions move. A presentation slot's child can also leave without this
    /// container's move: a dismissal from above (of this container, or of what it is inside)
    /// takes everything presented over it too, and UIKit tells no presenter in that chain. So a
    /// presented child whose presenting controller is gone is read as gone, as the runtime's
    /// dismissal releases it and as a preset's state reads it from UIKit.
    func stateProperty(initial: String) -> [Declaration] {
        let doc = Declaration.doc("What every slot holds now; transitions update it as the plan's moves do.")
        let presented = plan.slots.filter { $0.kind == .presentation && !$0.accepts.isEmpty }
        guard !presented.isEmpty else { return [doc, .property("private(set) var state = " + initial)] }
        let checks: [Statement] = presented.map { slot in
            let p = "state." + names.slotProperty(slot.name)
            return .line(
                "if let shown = " + p + ", " + presentedController(slot) + "?.presentingViewController == nil { " + p
                    + " = nil }")
        }
        return [
            .property("private var storedState = " + initial),
            .doc(
                "What every slot holds now; transitions update it as the plan's moves do. A presented child a\n"
                    + "dismissal from above took with it (UIKit tells no presenter of the chain) is not held."),
            .function(
                head: "private(set) var state: State",
                body: [
                    .block(head: "get", body: [.line("var state = storedState")] + checks + [.line("return state")]),
                    .line("set { storedState = newValue }"),
                ]),
        ]
    }

    /// The controller slot `slot` presents for its child `shown` (an expression): a repeated
    /// child's instance it presented last, else the child's own controller.
    private func presentedController(_ slot: SlotPlan) -> String {
        names.tracksInstances(slot)
            ? "((" + names.instancesProperty(slot.name) + ".last ?? nil) ?? instances[shown.child])"
            : "instances[shown.child]"
    }

    /// UIKit tells the presentation controller's delegate, never the presenter, that the user
    /// swiped a sheet away (and only then: not for dismiss(animated:)): the slot is empty now.
    func swipeDelegate() -> [Declaration] {
        let body: [Statement] =
            [.line("let dismissed = presentationController.presentedViewController")]
            + plan.slots.filter { $0.swipeDismissible == true }.map { slot in
                let p = "state." + names.slotProperty(slot.name)
                let forget = names.tracksInstances(slot) ? "; " + names.instancesProperty(slot.name) + " = []" : ""
                return .line(
                    "if let shown = " + p + ", " + presentedController(slot) + " === dismissed { " + p + " = nil"
                        + forget
                        + " }")
            }
        return [
            .doc("The user swiped a sheet away: the slot that presented it is empty now."),
            .function(
                head: "func presentationControllerDidDismiss(_ presentationController: UIPresentationController)",
                body: body),
        ]
    }

    func completionClass() -> [Declaration] {
        [
            .doc("Calls a transition's completion once every animation it started has ended."),
            .line("@MainActor"),
            .type(
                head: "private final class Completion",
                members: [
                    .property("private var pending = 1"),
                    .property("private let completion: (() -> Void)?"),
                    .function(head: "init(_ completion: (() -> Void)?)", body: [.line("self.completion = completion")]),
                    .function(head: "func expect()", body: [.line("pending += 1")]),
                    .function(
                        head: "func done()",
                        body: [
                            .line("pending -= 1"),
                            .line("if pending == 0 { completion?() }"),
                        ]),
                ]),
        ]
    }
}
