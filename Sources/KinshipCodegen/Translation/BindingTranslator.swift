import KinshipPlan
import KinshipSpec

/// Outputs, inputs and `on:` as Swift.
///
/// A child raises outputs through a table of closures, `<Type>Outputs`, that its container
/// fills in when it makes the child: the child never learns who listens, and a container
/// holding several children of one type (two maps) gives each its own closures instead of
/// asking a shared delegate which child is calling. Inputs are methods of `<Type>Interface`,
/// the protocol the screen class adopts (with the `outputs` table), `set(annotation:)`.
enum InterfaceTranslator {
    static func outputsType(_ type: String) -> String { DerivedTypeNames.outputs.name(type) }
    static func interfaceType(_ type: String) -> String { DerivedTypeNames.interface.name(type) }

    /// `(_ location: Coordinate) -> Void` for a closure, `location: Coordinate` for a method.
    static func closureType(_ output: OutputPlan) -> String {
        "@MainActor ("
            + output.payload.map { "_ " + SwiftName.identifier($0.name) + ": " + $0.type }.joined(separator: ", ")
            + ") -> Void"
    }

    static func parameters(_ fields: [FieldPlan]) -> String {
        fields.map { SwiftName.identifier($0.name) + ": " + $0.type }.joined(separator: ", ")
    }

    /// The outputs table and the interface protocol of every type that has either.
    static func declarations(_ input: GeneratorInput) -> [Declaration] {
        var decls: [Declaration] = []
        for interface in input.interfaces {
            let type = interface.typeName
            var requirements: [Declaration] = []
            if !interface.outputs.isEmpty {
                decls += [
                    .doc(
                        "What a `\(type)` tells its container: one closure per output, which the container sets\nwhen it makes the `\(type)`. The defaults do nothing."
                    ),
                    .type(
                        head: "struct " + outputsType(type),
                        members: interface.outputs.map { output in
                            let ignored =
                                output.payload.isEmpty
                                ? "" : output.payload.map { _ in "_" }.joined(separator: ", ") + " in"
                            return .property(
                                "var " + SwiftName.identifier(output.name) + ": " + closureType(output) + " = "
                                    + (ignored.isEmpty ? "{}" : "{ " + ignored + " }"))
                        }),
                    .blank,
                ]
                requirements.append(.line("var outputs: " + outputsType(type) + " { get set }"))
            }
            requirements += interface.inputs.map {
                .line("func set(" + SwiftName.identifier($0.name) + ": " + $0.type + ")")
            }
            let parts =
                (interface.outputs.isEmpty ? [] : ["the outputs its container installs"])
                + (interface.inputs.isEmpty ? [] : ["the inputs its container sets"])
            decls += [
                .doc("Adopted by every class a `\(type)` is made of: " + parts.joined(separator: ", and ") + "."),
                .line("@MainActor"),
                .type(head: "protocol " + interfaceType(type) + ": AnyObject", members: requirements),
                .blank,
            ]
        }
        return decls
    }

    /// How an input is kept until it is set: optional either way, since a controller is made before
    /// its container sets it; a required input's arrival before `viewDidLoad` is what flow analysis
    /// proves (`input-unset`), an optional one (`String?`) is kept as written.
    static func storedType(_ type: String) -> String { InputType.isOptional(type) ? type : type + "?" }

    /// A stub's side: an outputs table, and each input kept in a property.
    static func stubMembers(_ interface: GeneratorInput.TypeInterface) -> [Declaration] {
        var members: [Declaration] = []
        if !interface.outputs.isEmpty {
            members.append(.property("var outputs = " + outputsType(interface.typeName) + "()"))
        }
        for field in interface.inputs {
            let name = SwiftName.identifier(field.name)
            members.append(.property("private(set) var " + name + ": " + storedType(field.type)))
            members.append(
                .function(
                    head: "func set(" + name + ": " + field.type + ")", body: [.line("self." + name + " = " + name)]))
        }
        return members
    }
}

/// A container's wiring: it installs its answers into each child it makes, and declares its
/// own outputs and inputs.
struct BindingTranslator {
    /// `reveal(animated: true)`: a transition called from an answer, its label written out, so a
    /// transition named like an inherited method of another shape (`loadView()`, `viewDidLoad()`)
    /// is still the one called: `loadView()` would pick UIKit's.
    static func call(_ transition: String) -> String { SwiftName.identifier(transition) + "(animated: true)" }

    let names: ContainerNames
    let input: GeneratorInput

    var plan: ContainerPlan { names.plan }

    /// The conformance the container's class adds (`, TunnelInterface`), if it has outputs or inputs.
    var conformance: String {
        input.interface(of: plan.name) != nil ? ", " + InterfaceTranslator.interfaceType(plan.name) : ""
    }

    /// Its own outputs table and inputs (kept in properties), when it has them.
    func ownMembers() -> [Declaration] {
        guard let own = input.interface(of: plan.name) else { return [] }
        var members: [Declaration] = []
        if !own.outputs.isEmpty {
            members += [
                .doc("Set by the container that makes this one; `emit` bindings call them."),
                .property("var outputs = " + InterfaceTranslator.outputsType(plan.name) + "()"),
            ]
        }
        for field in own.inputs {
            let name = SwiftName.identifier(field.name)
            // `self.INPUT`: the container answers the input as soon as it is set.
            let answer =
                plan.binding(child: "self", output: field.name).map {
                    [Statement.line(handlerName($0) + "(" + SwiftName.label(field.name) + ": " + name + ")")]
                } ?? []
            members += [
                .doc(
                    "Input `\(field.name)`, set by the container that holds this one"
                        + (answer.isEmpty ? "." : ", which answers it (`on: self.\(field.name)`).")),
                .property("private(set) var " + name + ": " + InterfaceTranslator.storedType(field.type)),
                .function(
                    head: "func set(" + name + ": " + field.type + ")",
                    body: [.line("self." + name + " = " + name)] + answer),
            ]
        }
        return members + [.blank]
    }

    /// The statements that install the bindings of `child`'s outputs into `variable`, the
    /// freshly made child (typed to its class).
    /// A screen's output acts only while the screen is visible for an output (grammar.md
    /// "Visible for an output"), as `kinship run` refuses it otherwise; a container child's
    /// output is an `emit`, answered whatever covers it, as in `run`.
    func wiring(_ child: ChildPlan, variable: String) -> [Statement] {
        plan.bindings.filter { $0.child == child.name }.compactMap { binding in
            guard let output = child.outputs.first(where: { $0.name == binding.output }) else { return nil }
            let params = output.payload.map { SwiftName.identifier($0.name) }
            let arguments =
                "("
                + output.payload.map { SwiftName.label($0.name) + ": " + SwiftName.identifier($0.name) }.joined(
                    separator: ", ") + ")"
            let property = variable + ".outputs." + SwiftName.identifier(output.name) + " ="
            let parameters = params.isEmpty ? "" : " " + params.joined(separator: ", ")
            if child.isContainer {
                return .line(
                    property + " { [weak self]" + parameters + " in self?." + handlerName(binding) + arguments + " }")
            }
            return .closure(
                call: property, parameters: "[weak self, weak " + variable + "]" + parameters,
                body: [
                    .line(
                        "guard let self, let " + variable + ", isVisibleForOutputs(" + variable
                            + ") else { return }"),
                    .line(handlerName(binding) + arguments),
                ])
        }
    }

    /// Whether some screen child's outputs are answered (then the class checks visibility).
    var answersScreenOutputs: Bool {
        plan.bindings.contains { binding in plan.child(named: binding.child).map { !$0.isContainer } ?? false }
    }

    /// `isVisibleForOutputs(_:)`: grammar.md "Visible for an output", the rule `kinship run`
    /// follows before it answers a screen's output.
    func visibilityCheck() -> [Declaration] {
        guard answersScreenOutputs else { return [] }
        return [
            .doc(
                "Whether `child` is visible for an output: its view is in a window that is not hidden (a child\n"
                    + "under a push, an unselected tab, a collapsed split's other column, anything in a container off\n"
                    + "screen is not), and nothing is presented over `child` or over a parent of it. The container's\n"
                    + "own view is not asked: UIKit takes it out of the window under a full-screen presentation,\n"
                    + "whose presented child must still be heard."),
            .function(
                head: "private func isVisibleForOutputs(_ child: UIViewController) -> Bool",
                body: [
                    .line("guard let window = child.viewIfLoaded?.window, !window.isHidden else { return false }"),
                    .line("var covered: UIViewController? = child"),
                    .block(
                        head: "while let controller = covered",
                        body: [
                            .line("if controller.presentedViewController != nil { return false }"),
                            .line("covered = controller.parent"),
                        ]),
                    .line("return true"),
                ]),
            .blank,
        ]
    }

    /// Whether some binding sets an input of a repeated child: then a `set` before the push that
    /// shows a new instance makes that instance ahead (`preparedInstances`), as the runtime does.
    var setsRepeatedInput: Bool {
        plan.bindings.contains { binding in
            binding.actions.contains {
                if case .set(let target, _, _, _) = $0 { return names.repeated.contains(target) } else { return false }
            }
        } || input.routesPrepareInstances(in: plan.name)
    }

    /// `inputTarget(_:)` and its store, for containers where `setsRepeatedInput`.
    func preparedInstances() -> [Declaration] {
        let shows = input.routesShowInstances(in: plan.name)
        guard setsRepeatedInput || shows else { return [] }
        let held: [Statement] = plan.slots.compactMap { slot in
            guard slot.accepts.contains(where: names.repeated.contains) else { return nil }
            if names.presentsInstances(slot) {
                // A preset's presented instance, while UIKit still presents it.
                return .line(
                    "if let held = " + names.presentedInstanceProperty(slot.name) + ", self.child(of: held) == child, "
                        + "held.presentingViewController != nil, !held.isBeingDismissed { return held }")
            }
            if names.isPreset {
                if plan.kind == .split {
                    // A split's column holds its controller (the wrapper's root) even while a
                    // collapsed split shows another column or has popped this one [M]: `run`
                    // reaches that instance too (grammar.md, "Links at any moment").
                    return .line(
                        "if let held = viewController(for: " + StepTranslator.column(slot.name)
                            + "), self.child(of: held) == child { return held }")
                }
                // A navigation preset's stack is its viewControllers.
                return slot.kind == .stack
                    ? .line(
                        "if let held = viewControllers.last(where: { self.child(of: $0) == child }) { return held }")
                    : nil
            }
            guard names.tracksInstances(slot) else { return nil }
            let entries = "state." + names.slotProperty(slot.name)
            if slot.kind == .presentation {
                // A custom container's presentation slot holds one child (optional), its instance last.
                return .line(
                    "if let shown = " + entries + ", shown.child == child, let held = "
                        + names.instancesProperty(slot.name)
                        + ".last ?? nil { return held }")
            }
            return .line(
                "if let held = Array(zip(" + entries + ", " + names.instancesProperty(slot.name)
                    + ")).last(where: { $0.0.child == child })?.1 { return held }")
        }
        let shown: [Declaration] =
            shows
            ? [
                .doc(
                    "The instance of repeated `child` in a slot (the last), nil when none: which one a link opened\non a running app reached (the router's `open(_:from:)`)."
                ),
                .function(
                    head: "func shownInstance(_ child: Child) -> UIViewController?", body: held + [.line("return nil")]),
                .blank,
            ] : []
        guard setsRepeatedInput else { return shown }
        return shown + [
            .doc("Instances a `set` made before the push that shows them; that push takes them."),
            .property("private var preparedInstances: [Child: UIViewController] = [:]"),
            .blank,
            .doc(
                "The controller a `set` of `child`'s input reaches: for a repeated child, its instance in a\nslot, else the one its next push will make (made now, so it has the input before it appears)."
            ),
            .function(
                head: "private func inputTarget(_ child: Child) -> UIViewController",
                body: [
                    .line("guard child.isRepeated else { return controller(child) }")
                ] + held + [
                    .line("return preparedInstance(child)")
                ]),
            .blank,
            .doc(
                "The instance the next push (or present) of repeated `child` will make, made now: what a `set`\nreaches when its binding goes on to push or present `child`, and a route's input before its witness."
            ),
            .function(
                head: "func preparedInstance(_ child: Child) -> UIViewController",
                body: [
                    .line("if let prepared = preparedInstances[child] { return prepared }"),
                    .line("let made = newInstance(child)"),
                    .line("#if canImport(KinshipUIKit)"),
                    .line(plan.isScreen ? "made.preparedBy = host" : "made.preparedBy = self"),
                    .line("#endif"),
                    .line("preparedInstances[child] = made"),
                    .line("return made"),
                ]),
            .blank,
        ]
    }

    /// Whether `child` has bindings to install.
    func isBound(_ child: ChildPlan) -> Bool { plan.bindings.contains { $0.child == child.name } }

    func handlerName(_ binding: BindingPlan) -> String {
        "on" + SwiftName.upperFirst(binding.child) + SwiftName.upperFirst(binding.output)
    }

    /// One method per binding, doing its actions in order.
    func handlers(childClass: (ChildPlan) -> String) -> [Declaration] {
        var decls: [Declaration] = visibilityCheck()
        for binding in plan.bindings {
            // An input's answer takes the input as its one payload field.
            let answered =
                binding.child == "self"
                ? plan.inputs.first { $0.name == binding.output }.map { OutputPlan(name: $0.name, payload: [$0]) }
                : plan.child(named: binding.child).flatMap { child in child.outputs.first { $0.name == binding.output }
                }
            guard let output = answered else { continue }
            // A payload field is a parameter of the handler and hides a member of the same name
            // (a transition, `outputs`, `controller`): such a member is reached through `self.`.
            let fields = Set(output.payload.map(\.name))
            let member = { (name: String) in (fields.contains(name) ? "self." : "") + SwiftName.identifier(name) }
            var body: [Statement] = []
            for (index, action) in binding.actions.enumerated() {
                switch action {
                case .run(let t):
                    body.append(.line((fields.contains(t) ? "self." : "") + Self.call(t)))
                case let .set(target, inputName, field, _):
                    guard let targetChild = plan.child(named: target) else { continue }
                    let lookup =
                        member(
                            !setsRepeatedInput
                                ? "controller"
                                : plan.setReachesNewInstance(binding, at: index) ? "preparedInstance" : "inputTarget")
                        + "("
                    // The local must not hide a payload field of the same name.
                    let local = field == "target" ? "target_" : "target"
                    body.append(
                        .block(
                            head: "if let " + local + " = " + lookup + names.child(target) + ") as? "
                                + childClass(targetChild),
                            body: Self.setInput(
                                inputName, to: SwiftName.identifier(field), by: plan.isScreen ? member("host") : "self",
                                answered: input.answers(inputName, of: targetChild), target: local)))
                case let .emit(own, fields):
                    body.append(
                        .line(
                            member("outputs") + "." + SwiftName.identifier(own) + "("
                                + fields.map(SwiftName.identifier).joined(separator: ", ") + ")"))
                case let .choose(field, type, cases):
                    var arms: [SwitchCase] = []
                    var values: Set<SwitchValue> = []
                    for item in cases {
                        guard let value = item.typedValue(type) else { continue }
                        values.insert(value)
                        arms.append(
                            SwitchCase(
                                value.swiftPattern,
                                [.line((fields.contains(item.transition) ? "self." : "") + Self.call(item.transition))])
                        )
                    }
                    // A value no case names does nothing (a Bool switch naming both needs no default).
                    if values != [.bool(true), .bool(false)] { arms.append(SwitchCase("default", [])) }
                    body.append(.switch(subject: SwiftName.identifier(field), cases: arms))
                }
            }
            decls += [
                .doc("`on: \(binding.child).\(binding.output)`."),
                .function(
                    head: "private func " + handlerName(binding) + "(" + InterfaceTranslator.parameters(output.payload)
                        + ")", body: body),
                .blank,
            ]
        }
        return decls
    }

    /// `target.set(input: value)` traced as `PATH.set(INPUT)`: first when the target answers
    /// the input (`self.INPUT`), so the answer's own lines follow the set, as in `run`.
    static func setInput(
        _ inputName: String, to value: String, by container: String, answered: Bool, target: String = "target"
    ) -> [Statement] {
        let set = Statement.line(target + ".set(" + SwiftName.label(inputName) + ": " + value + ")")
        let trace: [Statement] = [
            .line("#if canImport(KinshipUIKit)"),
            .line(target + ".traceInputSet(" + SwiftLiteral.string(inputName) + ", by: " + container + ")"),
            .line("#endif"),
        ]
        return answered ? trace + [set] : [set] + trace
    }
}
