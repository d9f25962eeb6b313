import KinshipPlan

/// A preset (navigation, tabs, split): a final subclass of Apple's container whose initialiser
/// makes the relationship segues (the plan's mount) and whose methods run the plan's transitions.
/// Its state is read back from UIKit's own properties, so a user's back swipe is seen too.
struct PresetContainerTranslator {
    let names: ContainerNames
    let input: GeneratorInput

    var plan: ContainerPlan { names.plan }

    func translate() throws -> [Declaration] {
        let children = ChildrenTranslator(names: names, input: input)
        let bindings = BindingTranslator(names: names, input: input)
        guard let base = plan.kind.uikitClass else { return [] }
        var members: [Declaration] = children.childEnum() + [.blank]
        for slot in plan.slots { members += children.slotEnum(slot) + [.blank] }
        members +=
            [
                .doc("Slot contents, read from the controller itself."),
                .type(
                    head: "struct State: Equatable, Sendable",
                    members: plan.slots.map {
                        .property("var " + names.slotProperty($0.name) + ": " + names.stateType($0))
                    }),
                .blank,
                .property("private let factory: any " + names.factoryName),
                .property("private var instances: [Child: UIViewController] = [:]"),
            ]
            + (names.hasRepeated
                ? [
                    .property("private var instanceCounts: [Child: Int] = [:]"),
                    .property("private var madeInstances: [MadeInstance] = []"),
                ] : [])
            + plan.slots.filter(names.presentsInstances).flatMap { slot -> [Declaration] in
                [
                    .doc(
                        "The instance of a repeated child slot `\(slot.name)` presented last; weak, since UIKit holds what it presents."
                    ),
                    .property("private weak var " + names.presentedInstanceProperty(slot.name) + ": UIViewController?"),
                ]
            }
            + (plan.kind == .split ? Self.splitColumnProperty : []) + [
                .blank,
                .doc("What every slot holds now."),
                .function(
                    head: "var state: State",
                    body: [
                        .line(
                            "State("
                                + plan.slots.map { SwiftName.label($0.name) + ": " + stateValue($0) }.joined(
                                    separator: ", ") + ")")
                    ]),
                .blank,
            ]
        let mount = StepTranslator(
            names: names, entries: "entries", animatedOverride: nil, gatesAppearance: false, inTransition: false)
        let userMoves = UserMoveTranslator(names: names)
        let toolbar = ToolbarTranslator(names: names)
        var segues: [Statement] = userMoves.initializerLines + toolbar.initializerLines
        if plan.definesPresentationContext == true {
            segues.append(.comment("currentContext presentations from inside present over this container."))
            segues.append(.line("definesPresentationContext = true"))
        }
        if plan.kind == .split {
            segues.append(.comment("Its own delegate: a collapse (compact width) keeps the column last shown on top."))
            segues.append(.line("delegate = self"))
        }
        if !plan.mount.isEmpty {
            segues.append(.comment("Relationship segues: the plan's mount, once the controller has its name."))
            segues += mount.translate(plan.mount)
        }
        members += children.initializer(mount: segues) + [.blank]
        members += [.doc(Self.controllerDoc(names))] + (try children.controllerFunction()) + [.blank]
        // Instances of repeated children are not kept: their name says which child they are.
        let lookup =
            names.hasRepeated
            ? "return instances.first(where: { $0.value === controller })?.key ?? madeName(controller).flatMap { Child(instanceName: $0) }"
            : "return instances.first(where: { $0.value === controller })?.key"
        members += [
            .doc("The child a controller is, if it is one of ours."),
            .function(
                head: "private func child(of controller: UIViewController?) -> Child?",
                body: [
                    .line("guard let controller else { return nil }"),
                    .line(lookup),
                ]),
        ]
        if let accessory = AccessoryTranslator(names: names) { members += accessory.members() }
        let transitions = TransitionTranslator(names: names)
        for t in plan.transitions { members += [.blank] + transitions.translate(t) }
        let answers = transitions.performSegue(plan.transitions, presenter: false)
        if !answers.isEmpty { members += [.blank] + answers }
        if plan.kind == .split {
            members += [.blank] + Self.collapseDelegateMethod + [.blank] + UserMoveTranslator.splitWillShow
        }
        members += userMoves.members() + toolbar.members()
        let own =
            bindings.ownMembers() + bindings.preparedInstances() + bindings.handlers(childClass: children.childClass)
        if !own.isEmpty { members += [.blank] + own.dropLast() }
        return children.factoryProtocol() + [
            .blank,
            .doc(
                "Container `\(plan.name)`: a \(plan.kind.rawValue) preset." + names.sharedNote
                    + "\nEvery containment call below is a step of its plan (`kinship plan`), in plan order."),
            .type(
                head: "final class " + names.className + ": " + base + bindings.conformance
                    + (plan.kind == .split ? ", UISplitViewControllerDelegate" : "") + userMoves.conformance
                    + toolbar.conformance,
                members: members),
        ]
    }

    /// A split remembers the column its moves last showed (`show(_:)`), the primary at first.
    private static let splitColumnProperty: [Declaration] = [
        .doc(
            "The column the last move showed: a collapse keeps it on top (the primary until one shows the secondary)."),
        .property("private var shownColumn: UISplitViewController.Column = .primary"),
    ]

    /// UIKit asks a column-style split's delegate which column a collapse shows; without one it
    /// proposes the secondary, so a phone would open on the detail (grammar.md).
    private static let collapseDelegateMethod: [Declaration] = [
        .doc("Collapsing (compact width): the column the last move showed stays on top."),
        .function(
            head:
                "func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column",
            body: [
                .line("shownColumn")
            ]),
    ]

    static func controllerDoc(_ names: ContainerNames) -> String {
        names.hasRepeated
            ? "The controller for `child`, made by the factory on first use and kept; a repeated child's\nis made anew on every call (each push makes one)."
            : "The controller for `child`, made by the factory on first use and kept."
    }

    /// A slot's state from UIKit: the navigation stack, the selected tab, a split column.
    private func stateValue(_ slot: SlotPlan) -> String {
        let type = names.slotType(slot.name)
        let entry = "child(of: $0).flatMap { " + type + "(rawValue: $0.rawValue) }"
        // A slot that accepts nothing holds nothing; a closure over its cases (it has none)
        // would never run, a warning to an app built with warnings as errors.
        if slot.accepts.isEmpty, slot.kind == .presentation || slot.kind == .accessory { return "nil" }
        switch (plan.kind, slot.kind) {
        case (_, .presentation):
            // Presented and not on its way out, as UIKit says: a user's swipe is seen too.
            guard names.presentsInstances(slot) else {
                return type
                    + ".allCases.first { instances[$0.child].map { $0.presentingViewController != nil && !$0.isBeingDismissed } ?? false }"
            }
            // A repeated child's controller is the instance the slot presented last, if it is of that child.
            return type + ".allCases.first { entry in (entry.child.isRepeated ? "
                + names.presentedInstanceProperty(slot.name)
                + ".flatMap { child(of: $0) == entry.child ? $0 : nil } : instances[entry.child])"
                + ".map { $0.presentingViewController != nil && !$0.isBeingDismissed } ?? false }"
        case (_, .accessory):
            // The accessory's child is the preset's own child, beside its tabs or stack entries, so
            // `children` cannot tell which slot holds a child both accept (a page that collapses into
            // the accessory): the slot's view can. Its top subview is the child a replace shows, as the
            // runtime's state says from the move's start; a repeated child has no single instance.
            guard !slot.accepts.contains(where: names.repeated.contains) else {
                return "children.compactMap { " + entry + " }.first"
            }
            return "slotViews." + names.slotProperty(slot.name) + ".subviews.last.flatMap { view in " + type
                + ".allCases.first { instances[$0.child]?.viewIfLoaded === view } }"
        case (.navigation, _):
            return "viewControllers.compactMap { " + entry + " }"
        case (.tabs, _):
            let fallback = slot.initial.first.map(SwiftName.member) ?? slot.accepts.first.map(SwiftName.member) ?? "nil"
            return "selectedViewController.flatMap { " + entry + " } ?? " + fallback
        case (.split, _):
            let column = StepTranslator.column(slot.name)
            return "viewController(for: " + column + ").flatMap { " + entry + " }"
        case (.custom, _):
            return names.initialState(slot)
        }
    }
}
