import KinshipPlan
import KinshipSpec

/// The generator: plan in, Swift files out. Stages: translate each container (and the
/// assembly) into a declaration tree, wrap it in a file (header, imports, namespace), print it
/// with `SwiftWriter`. Pure: no file system, no clock, so output is byte-identical across runs.
public enum SwiftGenerator {
    /// A file to write: its name in the output directory and its complete text.
    public struct Output: Sendable, Equatable {
        /// A plain file name (no directories).
        public var name: String
        /// The complete text, UTF-8 when written.
        public var contents: String
        /// A file to write.
        public init(name: String, contents: String) {
            self.name = name
            self.contents = contents
        }
    }

    /// The marker that says a file is generated and for what (stale-file detection reads it).
    public static let marker = "// kinship-generated: "

    /// A file generation will produce: named up front (so a writer can check every entry before
    /// writing any), built only when asked, and printed in pieces: the declarations of one
    /// container (or one screen) at a time, so neither the files of a large spec nor its largest
    /// file (the assembly) is ever held whole, as a tree or as text.
    public struct PendingFile {
        /// A plain file name (no directories).
        public let name: String
        let build: () throws -> [DeclarationStream]

        /// Prints the file, handing `sink` its text in order, in pieces of about `pieceSize`
        /// bytes (a piece ends after a declaration); joined, they are `contents()`.
        public func write(pieceSize: Int = 1 << 16, to sink: (String) throws -> Void) throws {
            try SwiftWriter.render(try build(), pieceSize: pieceSize, to: sink)
        }

        /// The file's complete text.
        public func contents() throws -> String {
            var text = ""
            try write { text += $0 }
            return text
        }
    }

    /// Every file for one spec, in a fixed order; throws when the spec cannot become Swift as written.
    public static func generate(_ input: GeneratorInput, options: GeneratorOptions) throws -> [Output] {
        try files(input, options: options).map { Output(name: $0.name, contents: try $0.contents()) }
    }

    /// A spec's files in order, each made when asked for: a large spec has tens of thousands,
    /// and a list of them built up front (each name and build closure) held megabytes.
    public struct Files: RandomAccessCollection {
        public let startIndex = 0
        public let endIndex: Int
        let file: (Int) -> PendingFile

        public subscript(index: Int) -> PendingFile { file(index) }
    }

    /// `generate`'s files, each built when asked. Whatever would stop generation (names that
    /// collide, arguments that are not literals of their type) throws here, before any is built.
    public static func files(_ input: GeneratorInput, options: GeneratorOptions) throws -> Files {
        if options.target == .swiftui { return try SwiftUIGenerator.files(input, options: options) }
        try checkNames(input)
        try checkArguments(input)
        typealias Part = (name: String, kind: GeneratedFileKind, source: String, body: () throws -> [DeclarationStream])
        func containerPart(_ index: Int) -> Part {
            let name = input.containerName(at: index)
            // A screen that presents generates its presenter, in a file named after it.
            let screen = input.isPresentingScreen(name)
            return (
                screen ? GeneratedClassNames.presenterClass(name) + ".swift" : name + ".swift",
                screen ? .presenter(name) : .container(name), input.declaringFile(ofContainer: index),
                {
                    // Lowered in full only now: the file is built, written and dropped with its plan.
                    let c = input.fullPlan(at: index)
                    let names = ContainerNames(c, input)
                    if c.isScreen {
                        return [
                            .declarations(
                                try PresenterTranslator(
                                    names: names, input: input,
                                    assemblyName: assemblyTypeName(
                                        specFileName: input.defaultFactorySpec(ofContainer: index))
                                ).translate())
                        ]
                    }
                    return [
                        .declarations(
                            c.kind == .custom
                                ? try CustomContainerTranslator(names: names, input: input).translate()
                                : try PresetContainerTranslator(names: names, input: input).translate())
                    ]
                }
            )
        }
        // After the containers' files: the assembly, the router, the screen stubs.
        var others: [Part] = []
        let assemblyName = assemblyTypeName(input)
        others.append(
            (
                assemblyName + ".swift", .assembly(assemblyName), input.specFileName,
                {
                    var assembly = try AssemblyTranslator(input: input, assemblyName: assemblyName).translate()
                    let interfaces = InterfaceTranslator.declarations(input)
                    if !interfaces.isEmpty { assembly.append(.declarations([.blank] + interfaces.dropLast())) }
                    if let namespace = options.namespace {
                        assembly.insert(
                            .declarations([
                                .doc("The namespace every declaration generated from \(input.specFileName) lives in."),
                                .line("enum " + SwiftName.identifier(namespace) + " {}"), .blank,
                            ]), at: 0)
                    }
                    return assembly
                }
            ))
        if !input.routes.isEmpty {
            let routerName = routerTypeName(input)
            others.append(
                (
                    routerName + ".swift", .router(routerName), input.specFileName,
                    {
                        [.declarations(try RouterTranslator(input: input, routerName: routerName).translate())]
                    }
                ))
        }
        // Each SwiftUI screen's model and hosting controller, whatever the options: its
        // containers' factories return the hosting class.
        let hosted = input.hostedScreens
        for screen in hosted {
            others.append(
                (
                    screen.className.value + ".swift", .hosting(screen.name.value), input.specFileName,
                    { [.declarations(HostingTranslator(screen: screen).translate())] }
                ))
        }
        if options.swiftUIBridge {
            for container in try BridgeTranslator.bridged(input) {
                others.append(
                    (
                        BridgeTranslator.typeName(container) + ".swift", .representable(container),
                        input.specFileName,
                        {
                            [
                                .declarations(
                                    try BridgeTranslator(
                                        input: input, container: container, assemblyName: assemblyName
                                    ).translate())
                            ]
                        }
                    ))
            }
        }
        let swiftUIImports = !hosted.isEmpty || options.swiftUIBridge
        if options.screenStubs {
            // Named after the files that declare the screens, so specs importing one library agree.
            let sources = input.screenDeclaringFiles
            let source = sources.isEmpty ? input.specFileName : sources.joined(separator: ", ")
            others.append(
                ("KinshipScreens.swift", .screens, source, { ScreenStubTranslator(input: input).translate() }))
        }
        let containers = input.containerCount
        let count = containers + others.count
        func part(_ index: Int) -> Part { index < containers ? containerPart(index) : others[index - containers] }
        if options.singleFile {
            let name = singleFileName(input.specFileName)
            let file = PendingFile(name: name) {
                [
                    .declarations(
                        header(input.specFileName, .spec(input.specFileName), options, swiftUI: swiftUIImports)),
                    .parts(count: count) { index in
                        let f = part(index)
                        let label = f.kind.label
                        return [.declarations([.comment([label.prefix(1).uppercased() + label.dropFirst()])])]
                            + wrap(
                                AccessRewriter.apply(options.access, to: try f.body()), options,
                                isAssembly: f.kind.isAssembly)
                            + (index + 1 < count ? [.declarations([.blank])] : [])
                    },
                ]
            }
            return Files(endIndex: 1) { _ in file }
        }
        // Inside a namespace every file is an extension of it, named `Namespace+File.swift` as
        // extension files are; that also keeps basenames unique when specs share a module.
        let prefix = options.namespace.map { $0 + "+" } ?? ""
        return Files(endIndex: count) { index in
            let f = part(index)
            return PendingFile(name: prefix + f.name) {
                [.declarations(header(f.source, f.kind, options, swiftUI: swiftUIImports))]
                    + wrap(
                        AccessRewriter.apply(options.access, to: try f.body()), options, isAssembly: f.kind.isAssembly)
            }
        }
    }

    /// `KinshipScreens.swift` for several specs generated into one folder: every screen any of
    /// them sees, each class once (`files(_:options:)` with `screenStubs` writes each spec's own,
    /// which differ when the specs see different screens). The UIKit targets only.
    public static func screenStubFile(_ inputs: [GeneratorInput], options: GeneratorOptions) -> Files {
        var sources: [String] = []
        var seen = Set<String>()
        for input in inputs {
            let declaring = input.screenDeclaringFiles
            for name in declaring.isEmpty ? [input.specFileName] : declaring where seen.insert(name).inserted {
                sources.append(name)
            }
        }
        let swiftUI = options.swiftUIBridge || inputs.contains { !$0.hostedScreens.isEmpty }
        let prefix = options.namespace.map { $0 + "+" } ?? ""
        let file = PendingFile(name: prefix + "KinshipScreens.swift") {
            [.declarations(header(sources.joined(separator: ", "), .screens, options, swiftUI: swiftUI))]
                + wrap(
                    AccessRewriter.apply(options.access, to: ScreenStubTranslator(inputs: inputs).translate()), options)
        }
        return Files(endIndex: 1) { _ in file }
    }

    /// Every child argument is a literal of its parameter's type (the translators' own check,
    /// made before any file is built).
    private static func checkArguments(_ input: GeneratorInput) throws {
        for index in 0..<input.containerCount {
            guard let byChild = input.arguments[input.containerName(at: index)], !byChild.isEmpty else { continue }
            let c = input.outline(at: index)
            let children = ChildrenTranslator(names: ContainerNames(c, input), input: input)
            for child in c.children {
                for arg in byChild[child.name] ?? [] { _ = try children.literal(arg, child: child.name) }
            }
        }
    }

    /// `tab-bar.yaml` → `TabBarAssembly`.
    public static func assemblyTypeName(_ input: GeneratorInput) -> String {
        assemblyTypeName(specFileName: input.specFileName)
    }

    static func assemblyTypeName(specFileName: String) -> String {
        SpecFileTypeNames.assembly(SpecFileTypeNames.base(specFileName))
    }

    /// `app.yaml` → `AppRouter`.
    public static func routerTypeName(_ input: GeneratorInput) -> String {
        SpecFileTypeNames.router(SpecFileTypeNames.base(input.specFileName))
    }

    /// `tunnel.kinship.yaml` → `tunnel.kinship.swift`: the build plugin computes the same name.
    public static func singleFileName(_ specFileName: String) -> String {
        baseName(specFileName, keepingKinship: true) + ".swift"
    }

    /// `tab-bar.yaml` → `tab-bar`; `tunnel.kinship.yaml` → `tunnel` (or `tunnel.kinship`).
    static func baseName(_ file: String, keepingKinship: Bool = false) -> String {
        var name = Substring(file)
        for suffix in [".yaml", ".yml"] where name.hasSuffix(suffix) { name = name.dropLast(suffix.count) }
        if !keepingKinship, name.hasSuffix(".kinship") { name = name.dropLast(".kinship".count) }
        return String(name)
    }

    private static func header(
        _ source: String, _ kind: GeneratedFileKind, _ options: GeneratorOptions, swiftUI: Bool = false
    ) -> [Declaration] {
        // SwiftUI (and Observation, for the hosted screens' models) only where used: a spec
        // without SwiftUI screens or a bridge writes exactly what it wrote before.
        var extra: [Declaration] = []
        switch kind {
        case .hosting: extra = [.import("Observation"), .import("SwiftUI")]
        case .representable: extra = [.import("SwiftUI")]
        case .screens, .spec: if swiftUI { extra = [.import("Observation"), .import("SwiftUI")] }
        default: break
        }
        return [
            .comment([
                "Generated by kinship from \(source). Do not edit:",
                "change the spec and run `kinship generate` again.",
            ]),
            .line(marker + kind.label),
            .blank,
            .import("Foundation"),
            // The one line the target changes: the model offers UIKit's declarations under its own name.
            .import(options.target.framework),
        ] + extra + [.blank]
    }

    /// Declarations inside `extension Namespace` when a namespace is set (the assembly file
    /// declares the enum itself before its extension: its first three declarations).
    private static func wrap(_ body: [DeclarationStream], _ options: GeneratorOptions, isAssembly: Bool = false)
        -> [DeclarationStream]
    {
        guard let namespace = options.namespace else { return body }
        let ns = SwiftName.identifier(namespace)
        if isAssembly, case .declarations(let first) = body.first, first.count > 2, case .doc = first[0],
            case .line(let l) = first[1],
            l.hasPrefix("enum " + ns + " ") || l.hasPrefix("public enum " + ns + " ")
        {
            return [
                .declarations(Array(first.prefix(3))),
                .type(head: "extension " + ns, members: [.declarations(Array(first.dropFirst(3)))] + body.dropFirst()),
            ]
        }
        return [.type(head: "extension " + ns, members: body)]
    }

    /// Generated class and file names must not collide with each other or with screen classes.
    private static func checkNames(_ input: GeneratorInput) throws {
        // Every class, screens' first: a name's first position says whose it is. An index of
        // positions (4 bytes a slot) rather than a dictionary of the names, which would add to
        // the peak: this runs while the whole spec is loaded.
        let screens = input.screenCount
        func containerClass(_ index: Int) -> String {
            let container = input.containerName(at: index)
            return input.className(ofContainer: container) ?? container
        }
        func classAt(_ position: Int) -> String {
            position < screens ? input.screenClassName(at: position) : containerClass(position - screens)
        }
        let classes = NameIndex(count: screens + input.containerCount, name: classAt)
        for index in 0..<input.containerCount {
            let container = input.containerName(at: index)
            let name = containerClass(index)
            if name.contains(".") {
                throw GeneratorError.refused(
                    "container '\(container)': class '\(name)' is qualified; a generated class needs a plain name",
                    at: input.containerRange(named: container))
            }
            if let first = classes.first(name, name: classAt), first != screens + index {
                throw GeneratorError.refused(
                    "container '\(container)' would generate class '\(name)', which is already a \(first < screens ? "screen class" : "generated container class")",
                    at: input.containerRange(named: container))
            }
        }
        if let clash = SpecFileTypeNames.collisions(input.spec, specFileName: input.specFileName, target: .uikit).first
        {
            throw clash
        }
    }
}
