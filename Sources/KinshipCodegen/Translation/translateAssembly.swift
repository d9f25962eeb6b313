import KinshipPlan

/// The assembly: the relationship graph as code. One default factory per container type makes
/// each child (a screen with its initialiser and arguments, a container with its own default
/// factory), and `makeRoot()` builds the spec's root.
struct AssemblyTranslator {
    let input: GeneratorInput
    let assemblyName: String

    var plan: Plan { input.plan }

    func translate() throws -> [Declaration] {
        var members: [Declaration] = []
        if let root = plan.root, let rootPlan = input.plan.container(named: root) {
            members += [
                .doc("The root container `\(root)`, named as traces name it."),
                .function(head: "static func makeRoot() -> " + input.className(of: rootPlan), body: [
                    .line(makeFunction(rootPlan) + "(name: " + SwiftLiteral.string(root) + ")"),
                ]),
                .blank,
            ]
        }
        for c in plan.containers {
            let names = ContainerNames(c, input)
            members += [
                .doc("A `\(c.name)` container with the default factory."),
                .function(head: "static func " + String(makeFunction(c).dropFirst("Self.".count)) + "(name: String) -> " + names.className, body: [
                    .line(names.className + "(name: name, factory: " + factoryClass(c) + "())"),
                ]),
                .blank,
            ]
        }
        for (index, c) in plan.containers.enumerated() {
            members += try defaultFactory(c)
            if index + 1 < plan.containers.count { members.append(.blank) }
        }
        return [
            .doc("Builds the containers of \(input.specFileName) with default factories: screens are made with\ntheir initialisers (and the spec's `args`), container children with their own default factories."),
            .line("@MainActor"),
            .type(head: "enum " + assemblyName, members: members),
        ]
    }

    private func makeFunction(_ c: ContainerPlan) -> String { "Self.make" + SwiftName.upperFirst(c.name) }
    private func factoryClass(_ c: ContainerPlan) -> String { SwiftName.upperFirst(c.name) + "Children" }

    private func defaultFactory(_ c: ContainerPlan) throws -> [Declaration] {
        let names = ContainerNames(c, input)
        let children = ChildrenTranslator(names: names, input: input)
        let methods: [Declaration] = c.children.map { child in
            let args = children.arguments(child)
            let params = args.map { SwiftName.identifier($0.name) + ": " + $0.type }.joined(separator: ", ")
            let returnType = children.childClass(child)
            let body: String
            if child.isContainer, let childPlan = input.plan.container(named: child.type) {
                body = assemblyName + "." + String(makeFunction(childPlan).dropFirst("Self.".count)) + "(name: " + SwiftLiteral.string(child.name) + ")"
            } else {
                body = returnType + "(" + args.map { SwiftName.identifier($0.name) + ": " + SwiftName.identifier($0.name) }.joined(separator: ", ") + ")"
            }
            return .function(head: "func " + names.makeMethod(child.name) + "(" + params + ") -> " + returnType, body: [.line(body)])
        }
        return [
            .doc("`\(c.name)`'s children as the spec declares them."),
            .type(head: "final class " + factoryClass(c) + ": " + names.factoryName, members: [.line("init() {}")] + methods),
        ]
    }
}
