import KinshipSpec
import KinshipSyntax

/// What a name in a spec stands for. Screens and containers share one namespace (types);
/// children, slots and transitions are local to their container, parameters to their screen.
struct Symbol: Hashable {
    enum Kind: String {
        case type, child, slot, transition, param, file, output, input, route
    }
    var kind: Kind
    /// The container (child, slot, transition) or screen (param) the name is local to; for
    /// outputs and inputs, the screen or container type that declares them.
    var scope: String?
    var name: String
}

/// One place a symbol's name is written: its declaration or a reference to it.
struct Occurrence {
    var symbol: Symbol
    var range: SourceRange
    var isDeclaration: Bool
    /// How the reference uses the name, for hover ("'show' target of slot 'top'").
    var role: String
}

/// Every declaration and reference of an import graph, located, built from the decoded model.
///
/// Built on demand (definition, hover, rename) from the last check's `Spec`, not on every edit.
struct SymbolIndex {
    private(set) var occurrences: [Occurrence] = []
    private var byFile: [FileID: [Int]] = [:]
    private var declarations: [Symbol: Int] = [:]
    let spec: Spec

    init(_ spec: Spec) {
        self.spec = spec
        for file in spec.files { add(file) }
        for (i, o) in occurrences.enumerated() {
            byFile[o.range.file, default: []].append(i)
            if o.isDeclaration, declarations[o.symbol] == nil { declarations[o.symbol] = i }
        }
    }

    // MARK: Queries

    /// The occurrence whose range holds `position` (end inclusive, so a cursor just after a
    /// name still finds it).
    func occurrence(in file: FileID, at position: SourcePosition) -> Occurrence? {
        byFile[file]?.lazy.map { occurrences[$0] }.first { $0.range.start <= position && position <= $0.range.end }
    }

    func declaration(of symbol: Symbol) -> Occurrence? { declarations[symbol].map { occurrences[$0] } }

    func occurrences(of symbol: Symbol) -> [Occurrence] { occurrences.filter { $0.symbol == symbol } }

    /// Occurrences of one file, in source order.
    func occurrences(in file: FileID) -> [Occurrence] { (byFile[file] ?? []).map { occurrences[$0] } }

    // MARK: Building

    private mutating func note(_ symbol: Symbol, _ name: Name, declaration: Bool = false, _ role: String) {
        occurrences.append(Occurrence(symbol: symbol, range: name.range, isDeclaration: declaration, role: role))
    }

    private mutating func add(_ file: SpecFile) {
        for name in file.imports { note(Symbol(kind: .file, scope: nil, name: name.value), name, "import") }
        if let root = file.root { note(Symbol(kind: .type, scope: nil, name: root.value), root, "root") }
        for screen in file.screens {
            note(Symbol(kind: .type, scope: nil, name: screen.name.value), screen.name, declaration: true, "screen")
            for param in screen.params {
                note(
                    Symbol(kind: .param, scope: screen.name.value, name: param.name.value), param.name,
                    declaration: true, "parameter")
            }
            addInterface(of: screen.name.value, outputs: screen.outputs, inputs: screen.inputs)
        }
        for container in file.containers { add(container) }
        for route in file.routes { add(route) }
    }

    /// Outputs and inputs of a screen or container type.
    private mutating func addInterface(of type: String, outputs: [Output], inputs: [Param]) {
        for output in outputs {
            note(Symbol(kind: .output, scope: type, name: output.name.value), output.name, declaration: true, "output")
        }
        for input in inputs {
            note(Symbol(kind: .input, scope: type, name: input.name.value), input.name, declaration: true, "input")
        }
    }

    /// `open: App/feed/place`: the root container, then a child of each container in turn.
    private mutating func add(_ route: Route) {
        note(Symbol(kind: .route, scope: nil, name: route.name.value), route.name, declaration: true, "route")
        var container: String?
        var types: [String?] = []
        for (i, segment) in route.open.enumerated() {
            if i == 0 {
                note(
                    Symbol(kind: .type, scope: nil, name: segment.value), segment,
                    "opened by route '\(route.name.value)'")
                container = segment.value
                types.append(container)
                continue
            }
            guard let c = container else { break }
            note(Symbol(kind: .child, scope: c, name: segment.value), segment, "opened by route '\(route.name.value)'")
            container = spec.container(named: c)?.child(named: segment.value)?.type.value
            types.append(container)
        }
        // `set: { showID: id, library.showID: id }`: an input of the instance each key feeds.
        for feed in route.sets {
            guard let index = feed.levelIndex(in: route), index < types.count, let type = types[index] else { continue }
            note(
                Symbol(kind: .input, scope: type, name: feed.input.value), feed.input,
                "set by route '\(route.name.value)'")
        }
    }

    private mutating func add(_ c: Container) {
        let scope = c.name.value
        func local(_ kind: Symbol.Kind, _ name: String) -> Symbol { Symbol(kind: kind, scope: scope, name: name) }
        note(
            Symbol(kind: .type, scope: nil, name: scope), c.name, declaration: true, c.isScreen ? "screen" : "container"
        )
        addInterface(of: scope, outputs: c.outputs, inputs: c.inputs)
        for child in c.children {
            note(local(.child, child.name.value), child.name, declaration: true, "child")
            note(
                Symbol(kind: .type, scope: nil, name: child.type.value), child.type,
                "type of child '\(child.name.value)'")
            for (name, _) in child.args {
                note(
                    Symbol(kind: .param, scope: child.type.value, name: name.value), name,
                    "argument of child '\(child.name.value)'")
            }
        }
        for slot in c.slots {
            note(local(.slot, slot.name.value), slot.name, declaration: true, "slot")
            for name in slot.accepts { note(local(.child, name.value), name, "accepted by slot '\(slot.name.value)'") }
            for name in slot.initial { note(local(.child, name.value), name, "initial in slot '\(slot.name.value)'") }
        }
        for transition in c.transitions {
            note(local(.transition, transition.name.value), transition.name, declaration: true, "transition")
            for move in transition.moves {
                note(local(.slot, move.slot.value), move.slot, "moved by transition '\(transition.name.value)'")
                if let target = move.operation.value.target {
                    note(
                        local(.child, target.value), target,
                        "'\(move.operation.value.keyword)' target in slot '\(move.slot.value)'")
                }
                for from in move.from {
                    note(local(.child, from.value), from, "guard ('from') in slot '\(move.slot.value)'")
                }
            }
        }
        for binding in c.bindings { add(binding, in: c) }
    }

    /// `on: { child.output: … }`: the child, its type's output, and what the actions name.
    private mutating func add(_ binding: Binding, in c: Container) {
        let scope = c.name.value
        let childType = c.child(named: binding.child.value)?.type.value
        let key = "on '\(binding.key.value)'"
        if binding.answersInput {
            // `self.showID`: the container's own input, answered here.
            note(Symbol(kind: .input, scope: scope, name: binding.output.value), binding.output, "answered by \(key)")
        } else {
            note(Symbol(kind: .child, scope: scope, name: binding.child.value), binding.child, key)
        }
        if let childType {
            note(Symbol(kind: .output, scope: childType, name: binding.output.value), binding.output, key)
        }
        for action in binding.actions {
            switch action {
            case .run(let t):
                note(Symbol(kind: .transition, scope: scope, name: t.value), t, "run by \(key)")
            case .set(let child, let input, _, _):
                note(Symbol(kind: .child, scope: scope, name: child.value), child, "set by \(key)")
                if let type = c.child(named: child.value)?.type.value {
                    note(Symbol(kind: .input, scope: type, name: input.value), input, "set by \(key)")
                }
            case .emit(let output):
                note(Symbol(kind: .output, scope: scope, name: output.value), output, "emitted by \(key)")
            case .choose(_, let cases, _):
                for item in cases {
                    note(
                        Symbol(kind: .transition, scope: scope, name: item.transition.value), item.transition,
                        "case '\(item.value.value)' of \(key)")
                }
            }
        }
    }
}
