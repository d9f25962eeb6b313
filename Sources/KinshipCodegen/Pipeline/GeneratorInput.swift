import KinshipFlow
import KinshipPlan

/// Everything the generator reads: the plan (the calls), plus what the plan does not carry
/// and code needs: each screen's parameters and each child's arguments, and the file that
/// declared each container (named in headers).
public struct GeneratorInput: Sendable {
    /// Every container's outline (`PlanLowering.outline`: names, kinds, classes, slots and
    /// children, no transitions or steps): what a file reads of the containers around its own.
    /// A container's full plan, the calls its generated code makes, is `fullPlan(of:)`, lowered
    /// when its file is built, so a large spec's whole plan is never held at once.
    public var plan: Plan
    /// The spec, to lower each container in full when its file is built.
    private let spec: Spec
    /// The spec file generation was asked for, as a file name (`tunnel.yaml`), never a full path,
    /// so output does not depend on where the checkout lives.
    public var specFileName: String
    /// Container name → the file name that declares it.
    public var declaringFile: [String: String]
    /// Container name → child name → the factory parameters, with the literal values passed.
    public var arguments: [String: [String: [Argument]]]
    /// Screen class names, in declaration order, for `--screen-stubs`.
    public var screens: [ScreenStub]
    /// Screen and container types with outputs or inputs, in declaration order (screens
    /// first): each gets an `<Type>Outputs` closure table and an `<Type>Interface` protocol.
    public var interfaces: [TypeInterface] = []

    /// A type's side of the conversation with its container.
    public struct TypeInterface: Sendable, Hashable {
        /// The screen or container name in the spec (`Map`).
        public var typeName: String
        public var outputs: [OutputPlan]
        public var inputs: [FieldPlan]
    }

    public func interface(of type: String) -> TypeInterface? { interfaces.first { $0.typeName == type } }
    /// The class each container generates (shared `class:` names resolved).
    public var classes: [String: String] = [:]
    /// Declared classes several containers share → those containers.
    public var sharedClasses: [String: [String]] = [:]

    /// The class `kinship generate` writes for a container (see `GeneratedClassNames`).
    public func className(of c: ContainerPlan) -> String {
        classes[c.name] ?? GeneratedClassNames.declaredClass(kind: c.kind, className: c.className, name: c.name)
    }
    /// The spec's routes with their witnesses (or why they have none), for the router.
    public var routes: [RouteResult]
    /// Where refusals point: container name → its `class:` (or its name when it has none).
    public var containerRanges: [String: SourceRange] = [:]
    /// Container name → child name → parameter name → the place of the value its `args:` give.
    public var argumentRanges: [String: [String: [String: SourceRange]]] = [:]

    /// A screen parameter (`number: Int`) and, for a child, the value its `args:` give it.
    public struct Argument: Sendable, Hashable {
        public var name: String
        public var type: String
        public var value: String
    }

    /// A screen class to stub, with its initialiser's parameters.
    public struct ScreenStub: Sendable, Hashable {
        public var className: String
        public var params: [Argument]
        /// The screen type whose interface the class adopts, when it has outputs or inputs.
        public var interface: TypeInterface?
        /// The file name that declares the screen.
        public var declaringFile: String
    }

    /// Lowers `spec` and gathers the rest from it. `fileName` maps a source range's file to a name.
    public init(spec: Spec, specFileName: String, fileName: (SourceRange) -> String) {
        plan = Plan(root: spec.root?.value, containers: spec.containers.map { PlanLowering.outline($0, in: spec) })
        self.spec = spec
        let generated = GeneratedClassNames(spec)
        classes = generated.byContainer
        sharedClasses = generated.sharedBy
        self.specFileName = specFileName
        declaringFile = [:]
        arguments = [:]
        for container in spec.containers {
            declaringFile[container.name.value] = fileName(container.range)
            containerRanges[container.name.value] = container.className?.range ?? container.name.range
            var byChild: [String: [Argument]] = [:]
            for child in container.children {
                guard let screen = spec.screen(named: child.type.value), !screen.params.isEmpty else { continue }
                for arg in child.args {
                    argumentRanges[container.name.value, default: [:]][child.name.value, default: [:]][arg.name.value] = arg.value.range
                }
                byChild[child.name.value] = screen.params.map { param in
                    let value = child.args.first { $0.name.value == param.name.value }?.value.value ?? ""
                    return Argument(name: param.name.value, type: param.type.value, value: value)
                }
            }
            arguments[container.name.value] = byChild
        }
        func interface(_ name: Name, _ outputs: [Output], _ inputs: [Param]) -> TypeInterface? {
            guard !outputs.isEmpty || !inputs.isEmpty else { return nil }
            return TypeInterface(typeName: name.value, outputs: outputs.map(PlanLowering.outputPlan), inputs: inputs.map(PlanLowering.fieldPlan))
        }
        interfaces = spec.screens.compactMap { interface($0.name, $0.outputs, $0.inputs) }
            + spec.containers.compactMap { interface($0.name, $0.outputs, $0.inputs) }
        routes = RouteAnalysis.analyze(spec, options: FlowOptions(specPath: specFileName))
        var seen = Set<String>()
        screens = spec.screens.compactMap { screen in
            guard seen.insert(screen.className.value).inserted else { return nil }
            return ScreenStub(className: screen.className.value, params: screen.params.map {
                Argument(name: $0.name.value, type: $0.type.value, value: "")
            }, interface: interface(screen.name, screen.outputs, screen.inputs), declaringFile: fileName(screen.range))
        }
    }

    /// The full plan of the container `outline` outlines (the `index`-th of `plan.containers`).
    public func fullPlan(at index: Int) -> ContainerPlan {
        PlanLowering.lower(spec.containers[index], in: spec)
    }
}
