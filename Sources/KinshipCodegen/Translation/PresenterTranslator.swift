import KinshipPlan
import KinshipSpec

/// A screen that presents: the app owns the screen's class, so generated code never declares
/// or subclasses it. It generates `<Name>Presenter`, which the screen composes
/// (`lazy var presenter = MapPresenter(host: self)`): it holds the screen unowned (the screen
/// owns it, so it never outlives it), keeps the state of the screen's presentation slots, makes
/// the presented children through a factory, and has one method per transition making the
/// plan's present and dismiss calls on the screen. Those calls go through the few members
/// below that forward to the host, so the transitions read exactly as a custom container's.
struct PresenterTranslator {
    let names: ContainerNames
    let input: GeneratorInput
    let assemblyName: String

    var plan: ContainerPlan { names.plan }

    func translate() throws -> [Declaration] {
        let children = ChildrenTranslator(names: names, input: input)
        let bindings = BindingTranslator(names: names, input: input)
        let container = CustomContainerTranslator(names: names, input: input)
        var members: [Declaration] = children.childEnum() + [.blank]
        for slot in plan.slots { members += children.slotEnum(slot) + [.blank] }
        members += [
            .doc(
                "What every presentation slot holds now (nil: nothing presented); transitions update it as the plan's moves do."
            ),
            .type(
                head: "struct State: Equatable, Sendable",
                members: plan.slots.map {
                    .property("var " + names.slotProperty($0.name) + ": " + names.stateType($0))
                }),
            .blank,
            .doc("The screen that presents. Unowned: the screen owns its presenter, which never outlives it."),
            .property("unowned let host: UIViewController"),
            .property("private let factory: any " + names.factoryName),
            .property("private var instances: [Child: UIViewController] = [:]"),
        ]
        if names.hasRepeated {
            members += [
                .property("private var instanceCounts: [Child: Int] = [:]"),
                .property("private var madeInstances: [MadeInstance] = []"),
            ]
            for slot in plan.slots where names.tracksInstances(slot) {
                members += [
                    .doc("The repeated child's instance `\(slot.name)` presents (nil: the child's own controller)."),
                    .property("private var " + names.instancesProperty(slot.name) + ": [UIViewController?] = []"),
                ]
            }
        }
        members +=
            []
            + container.stateProperty(
                initial: "State(" + plan.slots.map { SwiftName.label($0.name) + ": nil" }.joined(separator: ", ") + ")")
            + [
                .blank,
                .doc(
                    "- Parameters:\n  - host: the screen that presents (the presenter's owner).\n"
                        + "  - factory: makes the presented children; by default as the spec declares them."),
                .function(
                    head: "init(host: UIViewController, factory: any " + names.factoryName + " = "
                        + assemblyName + "." + SwiftName.upperFirst(plan.name) + "Children())",
                    body: [
                        .line("self.host = host"),
                        .line("self.factory = factory"),
                        .line("super.init()"),
                    ]),
                .blank,
            ]
            + ChildrenTranslator.nameInstance(
                doc: "Names a controller this presenter made: its restorationIdentifier only when the app left that\n"
                    + "nil; in the UIKit model (tests) also the name traces print.")
            + [
                .blank,
                .doc(PresetContainerTranslator.controllerDoc(names)),
            ] + (try children.controllerFunction()) + [.blank]
        members += hostMembers() + [.blank]
        let transitions = TransitionTranslator(names: names)
        for t in plan.transitions { members += transitions.translate(t) + [.blank] }
        let segues = transitions.performSegue(plan.transitions, presenter: true)
        if !segues.isEmpty { members += segues + [.blank] }
        members += bindings.preparedInstances()
        members += bindings.handlers(childClass: children.childClass)
        if names.hearsSwipes { members += container.swipeDelegate() + [.blank] }
        members += container.completionClass()
        let screenClass = plan.className
        let host = Self.hostProtocol(plan.name)
        return children.factoryProtocol() + [
            .blank,
            .doc(
                "Adopted by the screen class that keeps a `\(names.className)` (`lazy var presenter = \(names.className)(host: self)`):\n"
                    + "how a route or a test reaches the screen's presentations from the controller."),
            .line("@MainActor"),
            .type(
                head: "protocol " + host + ": AnyObject",
                members: [.line("var presenter: " + names.className + " { get }")]),
            .blank,
            .doc(
                "Presents for screen `\(plan.name)` (class `\(screenClass)`, which the app owns): slots "
                    + plan.slots.map { "`\($0.name)`" }.joined(separator: ", ") + ".\n"
                    + "The screen keeps one: `lazy var presenter = \(names.className)(host: self)`.\n"
                    + "Every presentation call below is a step of its plan (`kinship plan`), in plan order."),
            .line("@MainActor"),
            .type(
                head: "final class " + names.className + ": NSObject"
                    + (names.hearsSwipes ? ", UIAdaptivePresentationControllerDelegate" : ""), members: members),
        ]
    }

    /// `MapPresenting`: the protocol of a screen class that keeps its presenter.
    static func hostProtocol(_ screen: String) -> String { DerivedTypeNames.presenting.name(screen) }

    /// The host's members the transitions call, so their code is a custom container's.
    private func hostMembers() -> [Declaration] {
        var decls: [Declaration] = [
            .doc("The screen's view loads before a transition, as a container's does."),
            .function(head: "private func loadViewIfNeeded()", body: [.line("host.loadViewIfNeeded()")]),
            .blank,
            .doc("What UIKit presents over the screen (answered through its parents)."),
            .property("private var presentedViewController: UIViewController? { host.presentedViewController }"),
            .blank,
            .doc("The screen presents: the presented controller's PATH is the screen's, then its name."),
            .function(
                head:
                    "private func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil)",
                body: [.line("host.present(controller, animated: animated, completion: completion)")]),
        ]
        if let own = input.interface(of: plan.name), !own.outputs.isEmpty {
            decls += [
                .blank,
                .doc("The screen's outputs, which `emit` raises: the table its container installed on it."),
                .property(
                    "private var outputs: " + InterfaceTranslator.outputsType(plan.name) + " { (host as? "
                        + InterfaceTranslator.interfaceType(plan.name) + ")?.outputs ?? "
                        + InterfaceTranslator.outputsType(plan.name) + "() }"),
            ]
        }
        return decls
    }
}
