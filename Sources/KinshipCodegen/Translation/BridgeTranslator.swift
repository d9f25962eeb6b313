import KinshipPlan
import KinshipSpec

/// `--swiftui-bridge`: a `UIViewControllerRepresentable` for the root container and for every
/// custom container (SwiftUI cannot express a custom container; the SwiftUI target refuses one
/// with `swiftui-unsupported` and names this), in `<Name>Representable.swift`.
///
/// Apple's contract (UIViewControllerRepresentable): SwiftUI makes the controller once
/// (`makeUIViewController`), calls `updateUIViewController(_:context:)` whenever the SwiftUI
/// state it depends on changes, hands it events through the `Coordinator` it made first, and
/// calls `dismantleUIViewController(_:coordinator:)` before it goes. Inputs are stored
/// properties applied in `updateUIViewController` only when they differ from what the coordinator
/// last applied, so an update that changes nothing sets nothing (a `set` runs the container's
/// `on: self.INPUT` answer, a move); they must be Equatable for that comparison.
struct BridgeTranslator {
    let input: GeneratorInput
    let container: String
    let assemblyName: String

    static func typeName(_ container: String) -> String { SwiftName.upperFirst(container) + "Representable" }

    /// The containers bridged: the root, then every custom container, in declaration order;
    /// throws (located) for an input whose type is not known to be Equatable, and for an input or
    /// output that would redeclare a member of the representable (`GeneratedMembers`).
    static func bridged(_ input: GeneratorInput) throws -> [String] {
        var names: [String] = []
        var seen = Set<String>()
        if let root = input.root, input.spec.firstContainer(named: root) != nil {
            names.append(root)
            seen.insert(root)
        }
        for c in input.spec.containers where c.kind == .custom && !c.isScreen && seen.insert(c.name.value).inserted {
            names.append(c.name.value)
        }
        let declared = GeneratedMembers.declared(by: .representable)
        for name in names {
            guard let c = input.spec.container(named: name) else { continue }
            let members = c.inputs.map { ("input", $0.name) } + c.outputs.map { ("output", $0.name) }
            for (what, member) in members where declared.contains(member.value) {
                throw GeneratorError.refused(
                    "\(what) '\(member.value)' of '\(name)' would be a property of the --swiftui-bridge representable, "
                        + "which UIViewControllerRepresentable already declares; give the \(what) another name",
                    at: member.range)
            }
            // Both are properties of the representable, where a container's class keeps them apart.
            let inputNames = Set(c.inputs.map(\.name.value))
            if let output = c.outputs.first(where: { inputNames.contains($0.name.value) }) {
                throw GeneratorError.refused(
                    "output '\(output.name.value)' of '\(name)' has an input's name: both would be properties of the "
                        + "--swiftui-bridge representable; give one another name",
                    at: output.name.range)
            }
            for field in c.inputs where !EquatableTypes.isKnown(field.type.value) {
                throw GeneratorError.refused(
                    "input '\(field.name.value)' of '\(name)' has type '\(field.type.value)', which is not known to be "
                        + "Equatable: the --swiftui-bridge representable applies an input only when it changed; use a "
                        + "standard type (String, Int, Bool, Double, Date, URL, UUID, their optionals, arrays and "
                        + "dictionaries) or pass an identifier of the value",
                    at: field.type.range)
            }
        }
        return names
    }

    func translate() throws -> [Declaration] {
        guard let c = input.spec.container(named: container), let className = input.className(ofContainer: container)
        else { return [] }
        let type = Self.typeName(container)
        let make =
            container == input.root
            ? assemblyName + ".makeRoot()"
            : assemblyName + ".make" + SwiftName.upperFirst(container)
                + "(name: " + SwiftLiteral.string(container) + ")"
        var members: [Declaration] = []
        for field in c.inputs {
            members += [
                .doc("Input `\(field.name.value)`: applied when it differs from the value last applied."),
                .property("var " + SwiftName.identifier(field.name.value) + ": " + field.type.value),
            ]
        }
        for output in c.outputs {
            let plan = PlanLowering.outputPlan(output)
            let ignored = plan.payload.isEmpty ? "" : plan.payload.map { _ in "_" }.joined(separator: ", ") + " in"
            members += [
                .doc("Output `\(output.name.value)`: called, through the coordinator, when the container raises it."),
                .property(
                    "var " + SwiftName.identifier(output.name.value) + ": " + InterfaceTranslator.closureType(plan)
                        + " = " + (ignored.isEmpty ? "{}" : "{ " + ignored + " }")),
            ]
        }
        if !members.isEmpty { members.append(.blank) }
        members += [
            .function(head: "func makeCoordinator() -> Coordinator", body: [.line("Coordinator(self)")]),
            .blank,
            .doc(
                "The container as the assembly makes it, its outputs routed through the coordinator and its inputs set."
            ),
            .function(
                head: "func makeUIViewController(context: Context) -> " + className,
                body: makeBody(c, make: make)),
            .blank,
            .doc("Sets only the inputs that changed since they were last applied."),
            .function(
                head: "func updateUIViewController(_ controller: " + className + ", context: Context)",
                body: updateBody(c)),
            .blank,
            .doc(
                "Takes the container's children down as UIKit removes a child: willMove(toParent: nil), its view out\n"
                    + "of the hierarchy, removeFromParent(); the last added first. What it presents is dismissed first."
            ),
            .function(
                head: "static func dismantleUIViewController(_ controller: " + className
                    + ", coordinator: Coordinator)",
                body: [
                    .line("controller.presentedViewController?.dismiss(animated: false)"),
                    .block(
                        head: "for child in controller.children.reversed()",
                        body: [
                            .line("child.willMove(toParent: nil)"),
                            .line("child.viewIfLoaded?.removeFromSuperview()"),
                            .line("child.removeFromParent()"),
                        ]),
                ]),
            .blank,
            .doc(
                "What SwiftUI keeps between updates: the representable last seen (its output closures) and the inputs last applied."
            ),
            .line("@MainActor"),
            .type(head: "final class Coordinator", members: coordinatorMembers(c, type: type)),
        ]
        return [
            .doc(
                "Container `\(container)` (`\(className)`) inside a SwiftUI hierarchy: SwiftUI makes it once, its inputs are set\n"
                    + "when they change, its outputs reach the closures given here."),
            .type(head: "struct " + type + ": UIViewControllerRepresentable", members: members),
        ]
    }

    private func makeBody(_ c: Container, make: String) -> [Statement] {
        var body: [Statement] = [.line("let controller = " + make)]
        for output in c.outputs {
            let name = SwiftName.identifier(output.name.value)
            let args = output.payload.map { SwiftName.identifier($0.name.value) }
            let params = (args.isEmpty ? "" : " " + args.joined(separator: ", ")) + " in"
            body.append(
                .line(
                    "controller.outputs." + name + " = { [coordinator = context.coordinator]" + params
                        + " coordinator.parent." + name + "(" + args.joined(separator: ", ") + ") }"))
        }
        for field in c.inputs {
            // `self.`: an input may be named like this method's parameter or locals (`context`).
            body.append(
                .line(
                    "controller.set(" + SwiftName.label(field.name.value) + ": self."
                        + SwiftName.identifier(field.name.value) + ")"))
        }
        body.append(.line("return controller"))
        return body
    }

    private func updateBody(_ c: Container) -> [Statement] {
        var body: [Statement] = [.line("let coordinator = context.coordinator"), .line("coordinator.parent = self")]
        for field in c.inputs {
            let name = SwiftName.identifier(field.name.value)
            body.append(
                .block(
                    head: "if coordinator.applied." + name + " != self." + name,
                    body: [
                        .line("coordinator.applied." + name + " = self." + name),
                        .line("controller.set(" + SwiftName.label(field.name.value) + ": self." + name + ")"),
                    ]))
        }
        return body
    }

    /// The inputs last applied are kept as a copy of the representable (`applied`), not as members
    /// of the coordinator, so an input may take any name the coordinator declares (`parent`).
    private func coordinatorMembers(_ c: Container, type: String) -> [Declaration] {
        var members: [Declaration] = [.property("var parent: " + type)]
        if !c.inputs.isEmpty { members.append(.property("var applied: " + type)) }
        members.append(
            .function(
                head: "init(_ parent: " + type + ")",
                body: [.line("self.parent = parent")] + (c.inputs.isEmpty ? [] : [.line("applied = parent")])))
        return members
    }
}

/// Types the bridge may compare without the app's declarations: the standard library's and
/// Foundation's Equatable value types, and optionals, arrays and dictionaries of them.
enum EquatableTypes {
    static let known: Set<String> = [
        "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
        "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat", "Date", "URL", "UUID", "Data", "Decimal",
        "CGSize", "CGPoint", "CGRect",
    ]

    static func isKnown(_ type: String) -> Bool {
        var t = Substring(type.filter { !$0.isWhitespace })
        if t.hasSuffix("?") { return isKnown(String(t.dropLast())) }
        if t.hasPrefix("["), t.hasSuffix("]") {
            t = t.dropFirst().dropLast()
            // `[K: V]`: the colon outside any nested brackets.
            var depth = 0
            for i in t.indices {
                switch t[i] {
                case "[": depth += 1
                case "]": depth -= 1
                case ":" where depth == 0:
                    return isKnown(String(t[..<i])) && isKnown(String(t[t.index(after: i)...]))
                default: break
                }
            }
            return isKnown(String(t))
        }
        for prefix in ["Swift.", "Foundation.", "CoreGraphics."] where t.hasPrefix(prefix) {
            return known.contains(String(t.dropFirst(prefix.count)))
        }
        return known.contains(String(t))
    }
}
