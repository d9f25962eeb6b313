import Foundation
import KinshipSpec

extension LanguageServer {
    /// Keys from the schema, closed-set values, and the names that fit where the cursor is.
    func completion(_ p: TextDocumentPositionParams) throws -> CompletionList {
        let at = try point(p.textDocument.uri, p.position)
        // Editors start the server for every YAML file; one that is not a spec (a CI workflow)
        // gets nothing, as it gets no diagnostics.
        guard Workspace.isSpec(at.document), let context = CursorContext.at(at.offset, in: at.document.text) else {
            return CompletionList(isIncomplete: false, items: [])
        }
        let scope = NameScope(
            spec: workspace.result(p.textDocument.uri)?.spec.flatMap {
                $0.containers.isEmpty && $0.screens.isEmpty ? nil : $0
            }
                ?? workspace.usefulSpec(p.textDocument.uri),
            path: context.path, directory: (at.document.path as NSString).deletingLastPathComponent)
        let text = at.document.text
        let word = Range(
            start: text.position(ofOffset: context.word.lowerBound, workspace.encoding),
            end: text.position(ofOffset: context.word.upperBound, workspace.encoding))
        let items = Self.completions(context, scope).map { item in
            var item = item
            item.textEdit = TextEdit(range: word, newText: item.insertText ?? item.label)
            item.insertText = nil
            return item
        }
        return CompletionList(isIncomplete: false, items: items)
    }

    /// Keys a slot or move of a known slot kind may hold: a presentation slot is not laid out
    /// and only it has a style; a move takes its slot kind's operations. Offering the others
    /// would only lead to `invalid-operation`. Every key when the slot is not known yet.
    static func keyFits(_ mapping: String, _ scope: NameScope) -> (String) -> Bool {
        guard let c = scope.container, let slot = scope.slot else { return { _ in true } }
        let kind = c.kind(of: slot)
        switch mapping {
        case "slot":
            let presentationOnly: Set = ["style", "dismissible"]
            let accessoryOnly: Set = ["above", "height", "insetsSiblings", "whenBarHidden"]
            let laidOut: Set = ["size", "frame", "autoresizing", "area", "initial"]
            // The opt-outs of the user's own moves: a navigation stack's Back, a tab bar's taps.
            let userBack = c.kind == .navigation && kind == .stack
            let untappable = c.kind == .tabs && kind == .tabs
            return { key in
                if key == "userBack" { return userBack }
                if key == "untappable" { return untappable }
                // An accessory sits above a preset's bar: its own keys, no style, no layout keys but `initial`.
                if accessoryOnly.contains(key) { return kind == .accessory }
                if kind == .accessory {
                    return !presentationOnly.contains(key) && (key == "initial" || !laidOut.contains(key))
                }
                return kind == .presentation ? !laidOut.contains(key) : !presentationOnly.contains(key)
            }
        case "move":
            let operations: [SlotKind: Set<String>] = [
                .single: ["show", "clear"], .stack: ["push", "pop", "popTo", "popToRoot"],
                .tabs: ["select"], .presentation: ["present", "dismiss"], .accessory: ["show", "clear"],
            ]
            let mine = operations[kind] ?? []
            return { key in
                if SpecSchema.operations.contains(key) { return mine.contains(key) }
                return key != "unlessPresenting" || kind == .presentation
            }
        default:
            return { _ in true }
        }
    }

    static func completions(_ context: CursorContext, _ scope: NameScope) -> [CompletionItem] {
        switch context.role {
        case .key:
            guard let (place, trail) = SchemaLookup.place(context.path) else { return [] }
            switch place {
            case .mapping(let m):
                // A move or action takes exactly one operation: once one is written, offering
                // another would only lead to `invalid-operation`.
                let operationWritten = m.exactlyOne.contains { context.siblings.contains($0) }
                let fits = Self.keyFits(m.name, scope)
                return m.keys.filter { key in
                    !context.siblings.contains(key.name) && !(operationWritten && m.exactlyOne.contains(key.name))
                        && fits(key.name)
                }.enumerated().map { i, key in
                    CompletionItem(
                        label: key.name, kind: 10, detail: SchemaLookup.describe(key.type),
                        documentation: MarkupContent(value: SchemaLookup.documentation(key, in: m)),
                        insertText: key.name + ": ", sortText: String(format: "%03d", i))
                }
            case .dictionary(_, let fixed, let definition):
                // The keys beside the names first (a transition's `identifier`), then the names.
                let keys = fixed.filter { !context.siblings.contains($0.name) }.map { key in
                    CompletionItem(
                        label: key.name, kind: 10, detail: SchemaLookup.describe(key.type),
                        documentation: MarkupContent(value: SchemaLookup.documentation(key, beside: definition)),
                        insertText: key.name + ": ")
                }
                guard let names = NameContext.forKey(trail: trail) else { return keys }
                return keys
                    + scope.names(names).filter { !context.siblings.contains($0.name) }.map {
                        CompletionItem(label: $0.name, kind: 5, detail: $0.detail, insertText: $0.name + ": ")
                    }
            }
        case .value(let key):
            guard let (place, trail) = SchemaLookup.place(context.path) else { return [] }
            let type: SchemaType
            switch place {
            case .mapping(let m):
                guard let k = m.key(key) else { return [] }
                type = k.type
            case .dictionary(let value, _, _):
                type = value
            }
            let names = NameContext.forValue(trail: trail, place: place, key: key)
            return items(SchemaLookup.scalarShapes(type), names, scope, excluding: unfit(context, names, scope))
        case .item(let key):
            guard let (place, trail) = SchemaLookup.place(context.path) else { return [] }
            switch place {
            case .mapping(let m):
                guard let k = m.key(key) else { return [] }
                let names = NameContext.forValue(trail: trail, place: place, key: key)
                return items(SchemaLookup.itemShapes(k.type), names, scope, excluding: unfit(context, names, scope))
            case .dictionary(let value, _, _):
                // A list as a dictionary entry's value (`on: { map.tapped: [reveal, …] }`).
                let names = NameContext.forValue(trail: trail, place: place, key: key)
                return items(SchemaLookup.itemShapes(value), names, scope, excluding: unfit(context, names, scope))
            }
        }
    }

    /// Names that cannot fit where the cursor is: what its list already holds; as a child's type
    /// the container it is written in, which may hold its own type only through a repeated child
    /// (`containment-cycle` otherwise); in a slot's `initial`, repeated children, which exist
    /// only once pushed or presented.
    static func unfit(_ context: CursorContext, _ names: NameContext?, _ scope: NameScope) -> Set<String> {
        var unfit = context.listed
        guard let c = scope.container else { return unfit }
        if names == .types {
            let child = scope.path.count >= 4 ? c.child(named: scope.path[3]) : nil
            if !(child?.isRepeated ?? false) { unfit.insert(c.name.value) }
        }
        if names == .accepted, scope.path.count == 4, scope.path[2] == "slots",
            context.role == .value(key: "initial") || context.role == .item(key: "initial")
        {
            unfit.formUnion(c.children.filter(\.isRepeated).map(\.name.value))
        }
        return unfit
    }

    private static func items(
        _ shapes: [SchemaType], _ names: NameContext?, _ scope: NameScope, excluding unfit: Set<String>
    ) -> [CompletionItem] {
        var items: [CompletionItem] = []
        var seen = unfit
        func add(_ label: String, _ kind: Int, _ detail: String?) {
            guard seen.insert(label).inserted else { return }
            items.append(CompletionItem(label: label, kind: kind, detail: detail))
        }
        for shape in shapes {
            switch shape {
            case .oneOf(let words): for word in words { add(word, 20, nil) }
            case .boolean: for word in ["true", "false"] { add(word, 12, nil) }
            case .flag: add("true", 12, nil)
            case .constant(let n): add(String(n), 12, nil)
            case .name:
                if let names {
                    for name in scope.names(names) { add(name.name, names == .files ? 17 : 6, name.detail) }
                }
            case .string where names == .files || names == .warnings, .pattern where names != nil:
                if let names {
                    for name in scope.names(names) { add(name.name, names == .files ? 17 : 6, name.detail) }
                }
            default: break
            }
        }
        return items
    }
}
