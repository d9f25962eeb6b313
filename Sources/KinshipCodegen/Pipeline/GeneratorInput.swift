public import KinshipFlow
public import KinshipPlan
public import KinshipSpec
public import KinshipSyntax

/// Everything the generator reads: the plan (the calls), plus what the plan does not carry
/// and code needs: each screen's parameters and each child's arguments, and the file that
/// declared each container (named in headers).
public struct GeneratorInput: Sendable {
    /// The spec, read a container at a time: each container's outline (`PlanLowering.Detail.outline`:
    /// names, kinds, classes, slots and children, no transitions or steps) is lowered when a
    /// file asks for it, and its full plan, the calls its generated code makes, only while its
    /// own file is built, so neither every outline nor the whole plan of a large spec is held.
    let spec: Spec
    /// The root container's name.
    public var root: String? { spec.root?.value }
    /// The spec file generation was asked for, as a file name (`tunnel.yaml`), never a full path,
    /// so output does not depend on where the checkout lives.
    public var specFileName: String
    /// Each file of the import graph → its file name (named in headers).
    private var fileNames: [FileID: String] = [:]
    /// Container name → child name → the factory parameters, with the literal values passed
    /// (only containers with a child whose screen takes parameters).
    public var arguments: [String: [String: [Argument]]]
    /// Screen and container types with outputs or inputs, in declaration order (screens
    /// first): each gets an `<Type>Outputs` closure table and an `<Type>Interface` protocol.
    public private(set) var interfaces: [TypeInterface] = []
    /// Where the first interface of each type is in `interfaces`: every container file asks.
    private var interfaceIndex: [String: Int] = [:]

    /// A type's side of the conversation with its container.
    public struct TypeInterface: Sendable, Hashable {
        /// The screen or container name in the spec (`Map`).
        public var typeName: String
        public var outputs: [OutputPlan]
        public var inputs: [FieldPlan]
    }

    public func interface(of type: String) -> TypeInterface? { interfaceIndex[type].map { interfaces[$0] } }
    /// The class each container generates (shared `class:` names resolved).
    public var classes: [String: String] = [:]
    /// Declared classes several containers share → those containers.
    public var sharedClasses: [String: [String]] = [:]

    /// The class `kinship generate` writes for a container (see `GeneratedClassNames`).
    public func className(of c: ContainerPlan) -> String {
        classes[c.name]
            ?? GeneratedClassNames.declaredClass(
                kind: c.kind, className: c.className, name: c.name, isScreen: c.isScreen)
    }
    /// The spec's routes with their witnesses (or why they have none), for the router.
    public var routes: [RouteResult]
    /// Container types some route reaches a repeated child of before its witness pushes it.
    private var preparingContainers: Set<String> = []
    /// Container types a route level asks for a repeated child's instance on screen (`shownInstance`).
    private var linkShowingContainers: Set<String> = []
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
        /// A screen that presents: the presenter class its stand-in owns (`MapPresenter`).
        public var presenter: String?
        /// A screen that presents: its name (its class adopts `<Name>Presenting`).
        public var presentingScreen: String?
        /// A SwiftUI screen: its view, whose stand-in is a SwiftUI view, and the screen's name.
        public var hostedView: String?
        public var screenName: String?
    }

    /// Where the screens that present are in the spec's containers (their stubs follow the screens').
    private var presentingScreens: [Int] = []

    /// Gathers what generation reads besides the plan from `spec`. `fileName` maps a source
    /// range's file to a name.
    public init(spec: Spec, specFileName: String, fileName: (SourceRange) -> String) {
        self.spec = spec
        let generated = GeneratedClassNames(spec)
        classes = generated.byContainer
        sharedClasses = generated.sharedBy
        self.specFileName = specFileName
        for file in spec.files {
            fileNames[file.file] = fileName(SourceRange(file: file.file, at: SourcePosition(line: 1, column: 1)))
        }
        arguments = [:]
        for container in spec.containers {
            var byChild: [String: [Argument]] = [:]
            for child in container.children {
                guard let screen = spec.screen(named: child.type.value), !screen.params.isEmpty else { continue }
                for arg in child.args {
                    argumentRanges[container.name.value, default: [:]][child.name.value, default: [:]][arg.name.value] =
                        arg.value.range
                }
                byChild[child.name.value] = screen.params.map { param in
                    let value = child.args.first { $0.name.value == param.name.value }?.value.value ?? ""
                    return Argument(name: param.name.value, type: param.type.value, value: value)
                }
            }
            if !byChild.isEmpty { arguments[container.name.value] = byChild }
        }
        interfaces =
            spec.screens.compactMap { Self.interface($0.name, $0.outputs, $0.inputs) }
            + spec.containers.compactMap { Self.interface($0.name, $0.outputs, $0.inputs) }
        for (i, interface) in interfaces.enumerated() where interfaceIndex[interface.typeName] == nil {
            interfaceIndex[interface.typeName] = i
        }
        presentingScreens = spec.containers.indices.filter { spec.containers[$0].isScreen }
        routes = RouteAnalysis.analyze(spec, options: FlowOptions(specPath: specFileName))
        preparingContainers = Self.preparingContainers(routes, spec)
        for result in routes {
            guard case .witness(let levels) = result.outcome else { continue }
            for level in levels
            where spec.firstContainer(named: level.containerType).flatMap({
                spec.containers[$0].child(named: level.child)?.isRepeated
            }) == true {
                linkShowingContainers.insert(level.containerType)
            }
        }
    }

    private static func interface(_ name: Name, _ outputs: [Output], _ inputs: [Param]) -> TypeInterface? {
        guard !outputs.isEmpty || !inputs.isEmpty else { return nil }
        return TypeInterface(
            typeName: name.value, outputs: outputs.map(PlanLowering.outputPlan),
            inputs: inputs.map(PlanLowering.fieldPlan))
    }

    /// How many containers the spec declares (duplicates included, as the plan lists them).
    public var containerCount: Int { spec.containers.count }

    /// The name of the `index`-th container.
    public func containerName(at index: Int) -> String { spec.containers[index].name.value }

    /// The outline of the `index`-th container, lowered now.
    public func outline(at index: Int) -> ContainerPlan {
        PlanLowering.lower(spec.containers[index], in: spec, detail: .outline)
    }

    /// The outline of the first container named `name`, lowered now (nil: no such container).
    public func outline(named name: String) -> ContainerPlan? { spec.firstContainer(named: name).map(outline(at:)) }

    /// The class generated for the first container named `name`, from the spec alone (nil: no
    /// such container): what `className(of:)` gives for its outline.
    public func className(ofContainer name: String) -> String? {
        spec.firstContainer(named: name).map { classes[name] ?? GeneratedClassNames.declaredClass(spec.containers[$0]) }
    }

    /// Whether `type` is a screen that presents: its children are made as screens are (the app's
    /// class, its initialiser), and it generates a presenter, not a class of its own.
    public func isPresentingScreen(_ type: String) -> Bool {
        spec.firstContainer(named: type).map { spec.containers[$0].isScreen } ?? false
    }

    /// The file name that declares the `index`-th container.
    public func declaringFile(ofContainer index: Int) -> String {
        fileNames[spec.containers[index].range.file] ?? specFileName
    }

    /// The spec files one `generate` command writes into one folder (file names, as `specFileName`);
    /// empty for a spec generated alone.
    public var generatedTogether: Set<String> = []

    /// The spec whose assembly makes a presenting screen's children by default: the spec that
    /// declares the screen when the same command generates it, so every spec importing it writes
    /// the presenter alike (`specs/*.yaml -o one-folder`); else this spec, whose assembly makes them too.
    public func defaultFactorySpec(ofContainer index: Int) -> String {
        let declaring = declaringFile(ofContainer: index)
        return generatedTogether.contains(declaring) ? declaring : specFileName
    }

    /// Where refusals about a container point: its `class:` (or its name when it has none).
    public func containerRange(named name: String) -> SourceRange? {
        spec.firstContainer(named: name).map { spec.containers[$0].className?.range ?? spec.containers[$0].name.range }
    }

    /// How many screens the spec declares; `screenStub(at:)` reads them one at a time.
    public var screenCount: Int { spec.screens.count + presentingScreens.count }

    /// The `index`-th screen as `--screen-stubs` writes it (the screens that present come last).
    public func screenStub(at index: Int) -> ScreenStub {
        if index >= spec.screens.count {
            let c = spec.containers[presentingScreens[index - spec.screens.count]]
            return ScreenStub(
                className: c.swiftClass, params: [], interface: Self.interface(c.name, c.outputs, c.inputs),
                declaringFile: fileNames[c.range.file] ?? specFileName,
                presenter: classes[c.name.value] ?? GeneratedClassNames.declaredClass(c), presentingScreen: c.name.value
            )
        }
        let screen = spec.screens[index]
        return ScreenStub(
            className: screen.className.value,
            params: screen.params.map {
                Argument(name: $0.name.value, type: $0.type.value, value: "")
            }, interface: Self.interface(screen.name, screen.outputs, screen.inputs),
            declaringFile: fileNames[screen.range.file] ?? specFileName,
            hostedView: screen.hosted?.view.value, screenName: screen.name.value)
    }

    /// The SwiftUI screens (`swiftUI:`), in declaration order: each gets a hosting controller.
    public var hostedScreens: [Screen] { spec.screens.filter(\.isSwiftUI) }

    /// The `index`-th screen's class name (screens may share one).
    public func screenClassName(at index: Int) -> String {
        index < spec.screens.count
            ? spec.screens[index].className.value
            : spec.containers[presentingScreens[index - spec.screens.count]].swiftClass
    }

    /// The files declaring the screens whose stubs are written, each once, in declaration order.
    public var screenDeclaringFiles: [String] {
        var files: [String] = []
        var seen = Set<String>()
        for screen in spec.screens where seen.insert(screen.className.value).inserted {
            let name = fileNames[screen.range.file] ?? specFileName
            if !files.contains(name) { files.append(name) }
        }
        for i in presentingScreens where seen.insert(spec.containers[i].swiftClass).inserted {
            let name = fileNames[spec.containers[i].range.file] ?? specFileName
            if !files.contains(name) { files.append(name) }
        }
        return files
    }

    /// The full plan of the `index`-th container.
    public func fullPlan(at index: Int) -> ContainerPlan {
        PlanLowering.lower(spec.containers[index], in: spec)
    }
}

extension GeneratorInput {
    /// Whether `child` is a container that answers its input `name` (`on: self.INPUT`).
    func answers(_ name: String, of child: ChildPlan) -> Bool {
        child.isContainer
            && spec.firstContainer(named: child.type).map { spec.containers[$0].answer(toInput: name) != nil } ?? false
    }

    /// Whether a route sets an input at or below a repeated child of container type `type`:
    /// the router reaches that instance before the witness pushes it (`preparedInstance(_:)`).
    func routesPrepareInstances(in type: String) -> Bool { preparingContainers.contains(type) }

    /// Whether a route's level shows a repeated child of container type `type`: the router's
    /// `open(_:from:)` asks that container which instance it shows (`shownInstance(_:)`).
    func routesShowInstances(in type: String) -> Bool { linkShowingContainers.contains(type) }

    /// One pass over the routes' levels (linear in the routes' lengths).
    private static func preparingContainers(_ routes: [RouteResult], _ spec: Spec) -> Set<String> {
        var found: Set<String> = []
        for result in routes {
            guard case .witness(let levels) = result.outcome else { continue }
            let deepest = result.route.sets.compactMap { $0.levelIndex(in: result.route) }.max() ?? 0
            for level in levels.prefix(deepest) where !found.contains(level.containerType) {
                if spec.firstContainer(named: level.containerType).flatMap({
                    spec.containers[$0].child(named: level.child)?.isRepeated
                }) == true {
                    found.insert(level.containerType)
                }
            }
        }
        return found
    }
}
