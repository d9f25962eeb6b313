import KinshipPlan
import KinshipSpec

import Foundation

/// The parts every generated container has: the factory protocol, the `Child` and per-slot
/// enums, and `controller(_:)`, which makes each child once and names it.
struct ChildrenTranslator {
    let names: ContainerNames
    let input: GeneratorInput

    var plan: ContainerPlan { names.plan }

    /// The factory method's return type: the screen's class, or the child container's generated class.
    func childClass(_ child: ChildPlan) -> String {
        if child.isContainer, input.isPresentingScreen(child.type) { return child.className }
        if child.isContainer, let className = input.className(ofContainer: child.type) { return className }
        return child.className
    }

    /// A repeated container child is made with its instance name (`thread#2`): its initialiser
    /// names it, and its mount traces under that name, before its container holds it.
    static func takesName(_ child: ChildPlan) -> Bool { child.isRepeated && child.isContainer }

    func arguments(_ child: ChildPlan) -> [GeneratorInput.Argument] {
        input.arguments[plan.name]?[child.name] ?? []
    }

    /// One `make…` per child instance, typed to the screen's class, taking the screen's params.
    func factoryProtocol() -> [Declaration] {
        let requirements = plan.children.map { child -> Declaration in
            let params =
                (Self.takesName(child) ? ["name: String"] : [])
                + arguments(child).map { SwiftName.identifier($0.name) + ": " + $0.type }
            return .line(
                "func " + names.makeMethod(child.name) + "(" + params.joined(separator: ", ") + ") -> "
                    + childClass(child))
        }
        return [
            .doc(
                "Makes the children of `\(names.className)` (\(plan.isScreen ? "screen" : "container") `\(plan.name)`), one method per child\ninstance, "
                    + "so the \(plan.isScreen ? "presenter" : "container") stays reusable: inject another factory to supply other controllers."
            ),
            .line("@MainActor"),
            .type(head: "protocol " + names.factoryName + ": AnyObject", members: requirements),
        ]
    }

    /// A literal argument for a factory call, by parameter type: `ArgumentLiteral` is the rule
    /// `kinship check` validates with, so a spec that checks clean always generates.
    func literal(_ arg: GeneratorInput.Argument, child: String) throws -> String {
        switch ArgumentLiteral.parse(arg.value, as: arg.type) {
        case .success(.integer(let digits)): return digits
        case .success(.number(let d)): return SwiftLiteral.double(d)
        case .success(.bool(let b)): return b ? "true" : "false"
        // Checked absolute by `check`; `URL(string:)` accepts every such string.
        case .success(.url(let text)): return "URL(string: " + SwiftLiteral.string(text) + ")!"
        // Strings, and any type that is ExpressibleByStringLiteral: never pasted as code.
        case .success(.string(let text)): return SwiftLiteral.string(text)
        case .failure(let mismatch):
            throw GeneratorError.refused(
                "child '\(child)' of '\(plan.name)': argument \(arg.name) = \(SwiftLiteral.string(arg.value)) \(mismatch.reason)",
                at: input.argumentRanges[plan.name]?[child]?[arg.name])
        }
    }

    /// `enum Child`: every child instance, raw value = its name in the spec and in traces.
    func childEnum() -> [Declaration] {
        var members: [Declaration] = plan.children.map { child in
            let swift = SwiftName.identifier(child.name)
            let raw =
                swift == child.name || swift == "`" + child.name + "`" ? "" : " = " + SwiftLiteral.string(child.name)
            return .line("case " + swift + raw)
        }
        let titled = plan.children.filter { $0.title != nil }
        members.append(.blank)
        members.append(.doc("The title the spec gives it (applied to `UIViewController.title` under UIKit)."))
        if titled.isEmpty {
            members.append(.property("var title: String? { nil }"))
        } else {
            var cases = titled.map {
                SwitchCase(names.child($0.name), [.line("return " + SwiftLiteral.string($0.title ?? ""))])
            }
            if titled.count < plan.children.count { cases.append(SwitchCase("default", [.line("return nil")])) }
            members.append(.function(head: "var title: String?", body: [.switch(subject: "self", cases: cases)]))
        }
        if names.hasRepeated {
            let cases = plan.children.filter(\.isRepeated).map { names.child($0.name) }.joined(separator: ", ")
            members += [
                .blank,
                .doc("A repeated child (`many: true`): every push makes a new instance, named `child#N`."),
                // Every child repeated: a `default` would never run, and Swift warns of it.
                plan.children.allSatisfy(\.isRepeated)
                    ? .property("var isRepeated: Bool { true }")
                    : .function(
                        head: "var isRepeated: Bool",
                        body: [
                            .switch(
                                subject: "self",
                                cases: [
                                    SwitchCase(cases, [.line("return true")]),
                                    SwitchCase("default", [.line("return false")]),
                                ])
                        ]),
                .blank,
                .doc("The child an instance name is of: `folder` for `folder#2`."),
                .function(
                    head: "init?(instanceName: String)",
                    body: [
                        .line("self.init(rawValue: String(instanceName.prefix(while: { $0 != \"#\" })))")
                    ]),
            ]
        }
        return [
            .doc(
                "The children it can hold; the raw value is the instance name (its name in traces, and its\nrestorationIdentifier unless the app gave it one)."
            ),
            .type(head: "enum Child: String, CaseIterable, Sendable", members: members),
        ]
    }

    /// `enum TopSlot`: what one slot accepts.
    func slotEnum(_ slot: SlotPlan) -> [Declaration] {
        var members: [Declaration] = slot.accepts.map { name in
            let swift = SwiftName.identifier(name)
            let raw = swift == name || swift == "`" + name + "`" ? "" : " = " + SwiftLiteral.string(name)
            return .line("case " + swift + raw)
        }
        if !members.isEmpty { members.append(.blank) }
        let cases = slot.accepts.map { SwitchCase(names.child($0), [.line("return " + names.child($0))]) }
        members.append(
            .function(
                head: "var child: Child",
                body: cases.isEmpty ? [.line("switch self {}")] : [.switch(subject: "self", cases: cases)]))
        guard !slot.accepts.isEmpty else {
            // Swift gives an enum with no cases no raw type: a slot that accepts nothing (a split
            // column the spec leaves out, `accepts: []`) spells out the conformance it is read through.
            return [
                .doc("What slot `\(slot.name)` accepts (\(slot.kind.rawValue)): nothing."),
                .type(
                    head: "enum " + names.slotType(slot.name) + ": RawRepresentable, Equatable, CaseIterable, Sendable",
                    members: [
                        .function(head: "init?(rawValue: String)", body: [.line("nil")]),
                        .blank,
                        .function(head: "var rawValue: String", body: [.line("switch self {}")]),
                        .blank,
                    ] + members),
            ]
        }
        return [
            .doc("What slot `\(slot.name)` accepts (\(slot.kind.rawValue))."),
            .type(head: "enum " + names.slotType(slot.name) + ": String, CaseIterable, Sendable", members: members),
        ]
    }

    /// `controller(_:)`: the factory is asked once per child; the result is named and kept, as
    /// a container's child properties are.
    func controllerFunction() throws -> [Declaration] {
        guard names.hasRepeated else { return [try keptController()] }
        return try repeatedControllers()
    }

    /// `keptController()` for a container with repeated children: one `make(_:)` asks the
    /// factory; `controller(_:)` keeps the others as before and makes a repeated child anew each
    /// time, numbering its instances.
    private func repeatedControllers() throws -> [Declaration] {
        var cases: [SwitchCase] = []
        let bindings = BindingTranslator(names: names, input: input)
        let namesInstances = plan.children.contains(where: Self.takesName)
        for child in plan.children {
            let args =
                (Self.takesName(child) ? ["name: name"] : [])
                + (try arguments(child).map {
                    SwiftName.label($0.name) + ": " + (try literal($0, child: child.name))
                })
            let make = "factory." + names.makeMethod(child.name) + "(" + args.joined(separator: ", ") + ")"
            if bindings.isBound(child) {
                // Every instance gets the container's answers before anything can raise an output.
                cases.append(
                    SwitchCase(
                        names.child(child.name),
                        [.line("let child = " + make)]
                            + bindings.wiring(child, variable: "child") + [.line("return child")]))
            } else {
                cases.append(SwitchCase(names.child(child.name), [.line("return " + make)]))
            }
        }
        var titled: [Statement] = [.line("if let title = child.title { made.title = title }")] + hostedTitleTrace()
        titled += hidesBottomBar
        let prepares = bindings.setsRepeatedInput
        let takePrepared: [Statement] =
            prepares ? [.line("if let made = preparedInstances.removeValue(forKey: child) { return made }")] : []
        return [
            .function(
                head: "func controller(_ child: Child) -> UIViewController",
                body: [
                    .line("if child.isRepeated { return newInstance(child) }"),
                    .line("if let made = instances[child] { return made }"),
                    .line(namesInstances ? "let made = make(child, name: child.rawValue)" : "let made = make(child)"),
                    .line("nameInstance(made, child.rawValue)"),
                ] + titled + [.line("instances[child] = made"), .line("return made")]),
            .blank,
            .doc("A new instance of a repeated child, named `child#N` (N counts this container's instances of it)."),
            .function(
                head: "private func newInstance(_ child: Child) -> UIViewController",
                body: takePrepared + [
                    .line("let number = (instanceCounts[child] ?? 0) + 1"),
                    .line("instanceCounts[child] = number"),
                    .line("let name = child.rawValue + \"#\" + String(number)"),
                    .line(namesInstances ? "let made = make(child, name: name)" : "let made = make(child)"),
                    .line("nameInstance(made, name)"),
                    .comment("Kept weakly with its name: a popped instance is released, and the app's own"),
                    .comment("restorationIdentifier (if it set one) does not hide which child it is."),
                    .line("madeInstances.removeAll { $0.controller == nil }"),
                    .line("madeInstances.append(MadeInstance(controller: made, name: name))"),
                ] + titled + [.line("return made")]),
            .blank,
            .doc("A repeated child's instance this container made, and its name (`folder#2`)."),
            .type(
                head: "private struct MadeInstance",
                members: [
                    .property("weak var controller: UIViewController?"),
                    .property("let name: String"),
                ]),
            .blank,
            .doc("The name of a repeated child's instance this container made, whatever restorationIdentifier it has."),
            .function(
                head: "private func madeName(_ controller: UIViewController) -> String?",
                body: [
                    .line("madeInstances.first { $0.controller === controller }?.name")
                ]),
            .blank,
            .doc(
                "The live instance named `name` (`folder#2`) among this container's children, or the one it\npresents: how routes reach a repeated child's instance."
            ),
            .function(
                head: "func instance(named name: String) -> UIViewController?",
                body: [
                    // A presenter has no children of its own: what it made is presented, or nothing.
                    .line(
                        splitColumns + (plan.isScreen ? "" : "children.first { madeName($0) == name } ?? ")
                            + "presentedViewController.flatMap { madeName($0) == name ? $0 : nil }")
                ]),
            .blank,
            .doc(
                "Asks the factory for `child`: once for each child, once per push for a repeated one"
                    + (namesInstances ? "\n(a repeated container child is made with its instance name, `name`)." : ".")),
            .function(
                head: "private func make(_ child: Child" + (namesInstances ? ", name: String" : "")
                    + ") -> UIViewController",
                body: [.switch(subject: "child", cases: cases)]),
        ]
    }

    /// A split's children are its columns' wrappers, so a repeated child in a column is looked up
    /// where the column holds it (`viewController(for:)`, also while a collapsed split has pushed
    /// or popped the wrapper), as a route's witness step names it (`ñandú/Text#1`).
    private var splitColumns: String {
        guard plan.kind == .split else { return "" }
        let columns = plan.slots.filter {
            $0.kind != .presentation && $0.accepts.contains(where: names.repeated.contains)
        }
        guard !columns.isEmpty else { return "" }
        return "[" + columns.map { StepTranslator.column($0.name) }.joined(separator: ", ")
            + "].lazy.compactMap { self.viewController(for: $0) }.first { madeName($0) == name } ?? "
    }

    private func keptController() throws -> Declaration {
        var cases: [SwitchCase] = []
        for child in plan.children {
            let args = try arguments(child).map {
                SwiftName.label($0.name) + ": " + (try literal($0, child: child.name))
            }
            let make = "factory." + names.makeMethod(child.name) + "(" + args.joined(separator: ", ") + ")"
            let bindings = BindingTranslator(names: names, input: input)
            if bindings.isBound(child) {
                // The container's answers go in before anything can raise an output.
                cases.append(
                    SwitchCase(
                        names.child(child.name),
                        [.line("let child = " + make)]
                            + bindings.wiring(child, variable: "child") + [.line("made = child")]))
            } else {
                cases.append(SwitchCase(names.child(child.name), [.line("made = " + make)]))
            }
        }
        var body: [Statement] = [
            .line("if let made = instances[child] { return made }"),
            .line("let made: UIViewController"),
            cases.isEmpty ? .line("switch child {}") : .switch(subject: "child", cases: cases),
            .line("nameInstance(made, child.rawValue)"),
        ]
        body.append(.line("if let title = child.title { made.title = title }"))
        body += hostedTitleTrace()
        body += hidesBottomBar
        body += [.line("instances[child] = made"), .line("return made")]
        return .function(head: "func controller(_ child: Child) -> UIViewController", body: body)
    }

    /// A hosted SwiftUI screen's title is set here, as it is made, before any move shows it;
    /// the model's trace records it (`PATH.setTitle`) as the runtime does.
    private func hostedTitleTrace() -> [Statement] {
        let hosted = plan.children.filter { $0.isHosted && $0.title != nil }
        guard !hosted.isEmpty else { return [] }
        return [
            .line("#if canImport(KinshipUIKit)"),
            .switch(
                subject: "child",
                cases: [
                    // A presenter is not a controller: its screen (`host`) is the one presenting.
                    SwitchCase(
                        hosted.map { names.child($0.name) }.joined(separator: ", "),
                        [.line("made.traceTitleSet(by: " + (plan.isScreen ? "host" : "self") + ")")])
                ] + (hosted.count < plan.children.count ? [SwitchCase("default", [])] : [])),
            .line("#endif"),
        ]
    }

    /// The initialiser: `name` names the container (see `nameInstance`) before anything is traced.
    func initializer(mount: [Statement]) -> [Declaration] {
        let superInit =
            plan.kind == .split
            ? "super.init(style: "
                + (plan.slots.contains { $0.name == "supplementary" } ? ".tripleColumn" : ".doubleColumn") + ")"
            : "super.init(nibName: nil, bundle: nil)"
        var decls: [Declaration] = [
            .doc(
                "- Parameters:\n  - name: the instance name, which traces print (and the restorationIdentifier, unless the app sets its own).\n  - factory: makes the children."
            ),
            .function(
                head: "init(name: String, factory: any " + names.factoryName + ")",
                body: [
                    .line("self.factory = factory"),
                    .line(superInit),
                    .line("nameInstance(self, name)"),
                ] + mount),
        ]
        decls += [
            .blank, .line("@available(*, unavailable)"),
            .function(head: "required init?(coder: NSCoder)", body: [.line("return nil")]),
        ]
        decls += [.blank]
        decls += Self.nameInstance(
            doc: "Names a controller this container made (or the container itself): the instance name is its\n"
                + "restorationIdentifier only when the app left that nil, so an app that uses state restoration\n"
                + "keeps its own; in the UIKit model (tests) it is also the name traces print.")
        return decls
    }

    /// `nameInstance(_:_:)`, with which a container or a presenter names what it made: the one
    /// place generated code sets a restoration identifier.
    static func nameInstance(doc: String) -> [Declaration] {
        [
            .doc(doc),
            .function(
                head: "private func nameInstance(_ controller: UIViewController, _ name: String)",
                body: [
                    .line("if controller.restorationIdentifier == nil { controller.restorationIdentifier = name }"),
                    .line("#if canImport(KinshipUIKit)"),
                    .line("controller.traceName = name"),
                    .line("#endif"),
                ]),
        ]
    }

    /// `hidesBottomBar: true` children: hidesBottomBarWhenPushed, set as the factory hands them over.
    private var hidesBottomBar: [Statement] {
        let hiding = names.plan.children.filter { $0.hidesBottomBar == true }.map { names.child($0.name) }
        guard !hiding.isEmpty else { return [] }
        let test =
            hiding.count == 1 ? "child == " + hiding[0] : "[" + hiding.joined(separator: ", ") + "].contains(child)"
        return [.line("if \(test) { made.hidesBottomBarWhenPushed = true }")]
    }
}
