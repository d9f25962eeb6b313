import KinshipPlan
import KinshipSpec

/// The assembly: the relationship graph as code. One default factory per container type makes
/// each child (a screen with its initialiser and arguments, a container with its own default
/// factory), and `makeRoot()` builds the spec's root.
///
/// It has a few lines per container, so for a large spec it is the largest file by far (larger
/// than the spec): it is streamed, each container's lines built from the container's
/// outline when the writer reaches them.
struct AssemblyTranslator {
    let input: GeneratorInput
    let assemblyName: String

    func translate() throws -> [DeclarationStream] {
        var head: [Declaration] = []
        if let root = input.root, let rootClass = input.className(ofContainer: root) {
            head += [
                .doc("The root container `\(root)`, named as traces name it."),
                .function(
                    head: "static func makeRoot() -> " + rootClass,
                    body: [
                        .line(makeFunction(root) + "(name: " + SwiftLiteral.string(root) + ")")
                    ]),
                .blank,
            ]
        }
        let count = input.containerCount
        return [
            .declarations([
                .doc(
                    "Builds the containers of \(input.specFileName) with default factories: screens are made with\ntheir initialisers (and the spec's `args`), container children with their own default factories."
                ),
                .line("@MainActor"),
            ]),
            .type(
                head: "enum " + assemblyName,
                members: [
                    .declarations(head),
                    .parts(count: count) { index in
                        let name = input.containerName(at: index)
                        // A screen that presents is made as screens are; its presenter makes its children.
                        if input.isPresentingScreen(name) { return [] }
                        let className = input.className(ofContainer: name) ?? name
                        return [
                            .declarations([
                                .doc("A `\(name)` container with the default factory."),
                                .function(
                                    head: "static func " + String(makeFunction(name).dropFirst("Self.".count))
                                        + "(name: String) -> " + className,
                                    body: [
                                        .line(
                                            Self.initialiser(className) + "(name: name, factory: " + factoryClass(name)
                                                + "())")
                                    ]),
                                .blank,
                            ])
                        ]
                    },
                    .parts(count: count) { index in
                        [
                            .declarations(
                                try defaultFactory(input.outline(at: index)) + (index + 1 < count ? [.blank] : []))
                        ]
                    },
                ]),
        ]
    }

    /// How the assembly calls a class's initialiser. Inside `enum <Spec>Assembly` an expression
    /// `makeRoot(…)` finds the assembly's own `makeRoot()` (and `makeFoo(…)` a factory's method,
    /// `FooChildren(…)` a factory class) before a class of that name, so such a class is made
    /// with `.init(…)`, which takes its type from the declared result; type positions look up
    /// types only and are left as they are. Every member the assembly declares is `init`,
    /// `make…` or `…Children`.
    static func initialiser(_ className: String) -> String {
        className.hasPrefix("make") || className.hasSuffix("Children") ? ".init" : className
    }

    private func makeFunction(_ container: String) -> String { "Self.make" + SwiftName.upperFirst(container) }
    private func factoryClass(_ container: String) -> String { DerivedTypeNames.children.name(container) }

    private func defaultFactory(_ c: ContainerPlan) throws -> [Declaration] {
        let names = ContainerNames(c, input)
        let children = ChildrenTranslator(names: names, input: input)
        let methods: [Declaration] = c.children.map { child in
            let args = children.arguments(child)
            let named = ChildrenTranslator.takesName(child)
            let params = ((named ? ["name: String"] : []) + args.map { SwiftName.identifier($0.name) + ": " + $0.type })
                .joined(separator: ", ")
            let returnType = children.childClass(child)
            let body: String
            if child.isContainer, !input.isPresentingScreen(child.type), input.className(ofContainer: child.type) != nil
            {
                // A repeated one is named by its container (`thread#2`), the others by the spec.
                body =
                    assemblyName + "." + String(makeFunction(child.type).dropFirst("Self.".count)) + "(name: "
                    + (named ? "name" : SwiftLiteral.string(child.name)) + ")"
            } else {
                body =
                    Self.initialiser(returnType) + "("
                    + args.map { SwiftName.label($0.name) + ": " + SwiftName.identifier($0.name) }.joined(
                        separator: ", ") + ")"
            }
            return .function(
                head: "func " + names.makeMethod(child.name) + "(" + params + ") -> " + returnType, body: [.line(body)])
        }
        return [
            .doc("`\(c.name)`'s children as the spec declares them."),
            .type(
                head: "final class " + factoryClass(c.name) + ": " + names.factoryName,
                members: [.line("init() {}")] + methods),
        ]
    }
}
