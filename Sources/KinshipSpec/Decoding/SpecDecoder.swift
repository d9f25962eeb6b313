public import KinshipSyntax

/// Decodes a file's node tree into a `SpecFile`, reporting every problem it meets.
///
/// Decoding checks shape (keys, types, closed sets); references between names are resolved
/// later by `SpecValidator`, once every imported file is decoded.
public struct SpecDecoder {
    public internal(set) var diagnostics = DiagnosticBag()
    let file: FileID

    public init(file: FileID) { self.file = file }

    /// The top-level sections the parser may stream to `decodeEntry` (see `YAMLParser.parse`).
    public static let streamableSections: Set<String> = ["screens", "containers"]
    private var streamed: Set<String> = []
    private var streamedScreens: [Screen] = []
    private var streamedContainers: [Container] = []
    /// Screens that present, decoded as containers (`presentingScreen`), in declaration order.
    private var presentingScreens: [Container] = []

    /// Decodes one entry of `screens` or `containers` as the parser completes it; `decode` then
    /// uses these instead of the section's (emptied) node.
    public mutating func decodeEntry(section: String, _ pair: Node.Pair) {
        streamed.insert(section)
        switch section {
        case "screens": if let screen = decodeScreen(pair) { streamedScreens.append(screen) }
        case "containers": if let container = decodeContainer(pair) { streamedContainers.append(container) }
        default: break
        }
    }

    /// Keys of each DSL mapping, in the order grammar.md documents them; derived from
    /// `SpecSchema` so unknown-key checking and `kinship schema` cannot drift apart.
    public enum Keys {
        public static let top = SpecSchema.top.keyNames
        public static let screen = SpecSchema.screen.keyNames
        public static let container = SpecSchema.container.keyNames
        public static let child = SpecSchema.child.keyNames
        public static let slot = SpecSchema.slot.keyNames
        public static let layout = SpecSchema.layout.keyNames
        public static let insets = SpecSchema.insets.keyNames
        public static let move = SpecSchema.move.keyNames
        public static let operations = SpecSchema.operations
        public static let action = SpecSchema.action.keyNames
        public static let actions = SpecSchema.actions
        public static let lint = SpecSchema.lint.keyNames
        public static let route = SpecSchema.route.keyNames
    }

    public mutating func decode(_ root: Node?) -> SpecFile {
        var spec = SpecFile(file: file)
        let origin = SourceRange(file: file, at: SourcePosition(line: 1, column: 1))
        guard let root else {
            diagnostics.error(.missingKey, "the file is empty; a spec starts with 'kinship: 1'", at: origin)
            return spec
        }
        guard let top = MappingReader<TopKey>(root, subject: "the top level of a spec", &diagnostics) else {
            return spec
        }
        if let node = top[.kinship] {
            if let version = ScalarDecoding.int(node, "'kinship'", &diagnostics) {
                spec.version = version
                if version.value != 1 {
                    diagnostics.error(
                        .unsupportedVersion,
                        "unsupported spec version \(version.value); this Kinship reads version 1",
                        at: node.range)
                }
            }
        } else {
            diagnostics.error(.missingKey, "a spec file must start with 'kinship: 1'", at: top.headRange)
        }
        if let node = top[.imports] { spec.imports = ScalarDecoding.names(node, "'imports'", &diagnostics) }
        if let node = top[.root] { spec.root = ScalarDecoding.string(node, "'root'", &diagnostics) }
        if let node = top[.lint], let lint = MappingReader<LintKey>(node, subject: "'lint'", &diagnostics) {
            if let disable = lint[.disable] {
                spec.lint.disable = ScalarDecoding.names(disable, "'lint.disable'", &diagnostics)
                checkLintIDs(spec.lint.disable)
            }
        }
        if let node = top[.routes] {
            spec.routes = entries(node, "'routes'").compactMap { decodeRoute($0) }
        }
        if let node = top[.screens], !streamed.contains("screens") {
            spec.screens = entries(node, "'screens'").compactMap { decodeScreen($0) }
        } else {
            spec.screens = streamedScreens
        }
        if let node = top[.containers], !streamed.contains("containers") {
            spec.containers = entries(node, "'containers'").compactMap { decodeContainer($0) }
        } else {
            spec.containers = streamedContainers
        }
        if !presentingScreens.isEmpty { spec.containers = presentingScreens + spec.containers }
        return spec
    }

    /// The pairs of a name → definition mapping; null (an empty section) is no entries.
    mutating func entries(_ node: Node, _ what: @autoclosure () -> String) -> Node.Pairs {
        if let pairs = node.mapping { return pairs }
        if !node.isNull {
            diagnostics.error(
                .typeMismatch, "expected a mapping for \(what()), found \(node.kindDescription)",
                at: node.range)
        }
        return node.pairs  // none
    }

    /// Decodes each pair into an array of exactly the right capacity: the model of a large spec
    /// is most of `check`'s memory, and `compactMap`'s growth leaves up to half of a list empty.
    mutating func exactly<T>(_ pairs: Node.Pairs, _ decode: (inout SpecDecoder, Node.Pair) -> T?) -> [T] {
        var out: [T] = []
        out.reserveCapacity(pairs.count)
        for pair in pairs {
            if let value = decode(&self, pair) { out.append(value) }
        }
        return out
    }

    mutating func decodeScreen(_ pair: Node.Pair) -> Screen? {
        let nameText = pair.key.text
        func subject() -> String { "screen '\(nameText)'" }
        if let text = pair.value.nonNullText {
            // `Map: RGMapViewController` is the class alone.
            return Screen(
                name: Name(nameText, at: pair.key.range), className: Name(text, at: pair.value.range),
                range: pair.value.range)
        }
        guard let m = MappingReader<ScreenKey>(pair.value, subject: subject(), &diagnostics) else { return nil }
        if m[.swiftUI] != nil { return decodeHostedScreen(pair, m) }
        guard let classNode = m.required(.class, of: subject(), &diagnostics),
            let className = ScalarDecoding.string(classNode, "'class' of \(subject())", &diagnostics)
        else { return nil }
        refuseHostingKeys(m, subject())
        let screen = Screen(name: Name(nameText, at: pair.key.range), className: className, range: pair.value.range)
        return decodeScreenMembers(screen, m)
    }

    /// What every mapped screen may declare beside its class or view: title, params, outputs,
    /// inputs, and the relationships that make it present.
    mutating func decodeScreenMembers(_ screen: Screen, _ m: MappingReader<ScreenKey>) -> Screen? {
        var screen = screen
        func subject() -> String { "screen '\(screen.name.value)'" }
        if let t = m[.title] { screen.title = ScalarDecoding.string(t, "'title'", &diagnostics) }
        if let p = m[.params] {
            // Built apart and stored once: params live in the screen's rarely-set fields.
            screen.params = entries(p, "'params' of \(subject())").compactMap { param in
                ScalarDecoding.string(param.value, "the type of parameter '\(param.key.text)'", &diagnostics)
                    .map { Param(name: Name(param.key.text, at: param.key.range), type: $0) }
            }
        }
        if let o = m[.outputs] { screen.outputs = decodeOutputs(o, subject()) }
        if let i = m[.inputs] { screen.inputs = typedNames(i, what: "input") }
        if let h = m[.hidesBottomBar] {
            screen.hidesBottomBar = ScalarDecoding.bool(h, "'hidesBottomBar'", &diagnostics)
        }
        if let t = m[.toolbar] { screen.toolbar = ScalarDecoding.bool(t, "'toolbar'", &diagnostics) }
        if m[.children] != nil || m[.slots] != nil || m[.transitions] != nil || m[.on] != nil {
            presentingScreens.append(presentingScreen(screen, m))
            return nil
        }
        return screen
    }

    /// A screen with slots, transitions, children or `on:` presents: every later stage reads it
    /// as a container whose slots all present (`Container.isScreen`), its class the screen's.
    private mutating func presentingScreen(_ screen: Screen, _ m: MappingReader<ScreenKey>) -> Container {
        let subject = "screen '\(screen.name.value)'"
        var container = Container(name: screen.name, range: m.range)
        container.isScreen = true
        container.className = screen.className
        container.title = screen.title
        container.outputs = screen.outputs
        container.inputs = screen.inputs
        container.hidesBottomBar = screen.hidesBottomBar
        container.toolbar = screen.toolbar
        if let p = m[.params] {
            diagnostics.error(
                .invalidOperation,
                "a screen that presents takes no 'params': generated code makes it with "
                    + "its initialiser alone (pass values through 'inputs')", at: p.range)
        }
        decodeRelationships(
            children: m[.children], slots: m[.slots], transitions: m[.transitions], into: &container, subject)
        if let b = m[.on] {
            container.bindings = decodeBindings(b, subject, malformedKey: &container.hasMalformedBindingKey)
        }
        return container
    }
}
