import KinshipSpec

extension LanguageServer {
    /// On a name: its declaration. On a key: the schema's description, type and default. On a
    /// closed-set value: the key's description and its values. On a diagnostic id in `lint`:
    /// the id's help text.
    func hover(_ p: TextDocumentPositionParams) throws -> Hover? {
        let at = try point(p.textDocument.uri, p.position)
        guard Workspace.isSpec(at.document) else { return nil }  // a CI workflow's `on:` is not ours
        if let occurrence = at.occurrence, let index = at.index, occurrence.symbol.kind != .file {
            return Hover(
                contents: MarkupContent(value: describe(occurrence, index)),
                range: workspace.location(occurrence.range).range)
        }
        let text = at.document.text
        // Hover asks about the whole word under the cursor: read the context at its end.
        guard var context = CursorContext.at(at.offset, in: text) else { return nil }
        let wordEnd = context.word.upperBound
        if wordEnd != at.offset, let whole = CursorContext.at(wordEnd, in: text) { context = whole }
        let word = context.prefix
        guard !word.isEmpty else { return nil }
        let range = Range(
            start: text.position(ofOffset: context.word.lowerBound, workspace.encoding),
            end: text.position(ofOffset: context.word.upperBound, workspace.encoding))
        guard let (place, _) = SchemaLookup.place(context.path) else { return nil }
        let after = wordEnd < text.bytes.count ? text.bytes[wordEnd] : 0
        switch (context.role, place) {
        case (.key, .mapping(let m)) where after == UInt8(ascii: ":"):
            guard let key = m.key(word) else { return nil }
            return Hover(contents: MarkupContent(value: SchemaLookup.documentation(key, in: m)), range: range)
        case (.key, .dictionary(_, let fixed, let definition)) where after == UInt8(ascii: ":"):
            guard let key = fixed.first(where: { $0.name == word }) else { return nil }
            return Hover(
                contents: MarkupContent(value: SchemaLookup.documentation(key, beside: definition)), range: range)
        case (.value(let k), .mapping(let m)), (.item(let k), .mapping(let m)):
            guard let key = m.key(k) else { return nil }
            if m.name == "lint", let help = DiagnosticID(rawValue: word)?.help {
                return Hover(contents: MarkupContent(value: "**`\(word)`**: \(help)"), range: range)
            }
            let shapes = SchemaLookup.scalarShapes(key.type) + SchemaLookup.itemShapes(key.type)
            guard shapes.contains(where: { if case .oneOf(let words) = $0 { words.contains(word) } else { false } })
            else { return nil }
            return Hover(
                contents: MarkupContent(
                    value: "`\(word)`: a value of `\(k)`\n\n" + SchemaLookup.documentation(key, in: m)), range: range)
        default:
            return nil
        }
    }

    /// Markdown naming what a name stands for, where it is declared, and its declaration's text.
    func describe(_ occurrence: Occurrence, _ index: SymbolIndex) -> String {
        let symbol = occurrence.symbol
        let spec = index.spec
        let scope = symbol.scope.map { " of `\($0)`" } ?? ""
        var summary: String
        switch symbol.kind {
        case .type:
            if let s = spec.screen(named: symbol.name), let hosted = s.hosted {
                summary =
                    "SwiftUI screen **\(symbol.name)** · view `\(hosted.view.value)` · hosted by generated "
                    + "`\(s.className.value)` · model `\(HostedScreen.modelClass(ofScreen: symbol.name))`"
                if !hosted.sizing.isEmpty {
                    summary += " · sizing " + hosted.sizing.map { "`\($0.value.rawValue)`" }.joined(separator: ", ")
                }
                if let regions = hosted.safeArea {
                    summary += " · safeArea " + regions.map { "`\($0.value.rawValue)`" }.joined(separator: ", ")
                }
                if hosted.holdsNavigationStack { summary += " · owns a NavigationStack" }
            } else if let s = spec.screen(named: symbol.name) {
                summary = "screen **\(symbol.name)** · class `\(s.className.value)`"
                if !s.params.isEmpty {
                    summary +=
                        " · params " + s.params.map { "`\($0.name.value): \($0.type.value)`" }.joined(separator: ", ")
                }
            } else if let c = spec.container(named: symbol.name), c.isScreen {
                summary =
                    "screen **\(symbol.name)** · class `\(c.swiftClass)` · presents ("
                    + c.slots.map { "`\($0.name.value)`" }.joined(separator: ", ")
                    + ") · generated code: `\(GeneratedClassNames.presenterClass(symbol.name))`, which the screen keeps"
            } else if let c = spec.container(named: symbol.name) {
                summary = "container **\(symbol.name)** · \(c.kind.rawValue) · class `\(c.swiftClass)`"
            } else {
                summary = "unknown type **\(symbol.name)**"
            }
        case .child:
            let child = symbol.scope.flatMap { spec.container(named: $0) }?.child(named: symbol.name)
            summary =
                "child **\(symbol.name)**\(scope)"
                + (child.map {
                    ": `\($0.type.value)`"
                        + (spec.screen(named: $0.type.value) != nil
                            || spec.container(named: $0.type.value)?.isScreen == true
                            ? " (screen)"
                            : spec.container(named: $0.type.value) != nil ? " (container)" : "")
                        + ($0.isRepeated
                            ? ", repeated (`many: true`: a new controller per push, present or split column show, `\(symbol.name)#N` in traces)"
                            : "")
                } ?? "")
        case .slot:
            let c = symbol.scope.flatMap { spec.container(named: $0) }
            if let c, let slot = c.slot(named: symbol.name) {
                summary = "slot **\(symbol.name)**\(scope) · \(c.kind(of: slot).rawValue)"
                if !slot.accepts.isEmpty {
                    summary += " · accepts " + slot.accepts.map { "`\($0.value)`" }.joined(separator: ", ")
                }
                if c.kind == .split, c.kind.knownPresetSlots.contains(where: { $0.name == symbol.name }) {
                    // The split's column, and how traces name the navigation controller wrapping it.
                    summary +=
                        symbol.name == "compact"
                        ? " · the `.compact` column, shown alone while collapsed"
                        : " · the `.\(symbol.name)` column, wrapped in a navigation controller (`[\(symbol.name)]` in traces)"
                }
            } else {
                summary = "slot **\(symbol.name)**\(scope)"
            }
        case .transition:
            let t = symbol.scope.flatMap { spec.container(named: $0) }?.transitions.first {
                $0.name.value == symbol.name
            }
            summary = "transition **\(symbol.name)**\(scope)"
            if let t {
                summary +=
                    ": "
                    + t.moves.map {
                        "\($0.slot.value) → \($0.operation.value.keyword)\($0.operation.value.target.map { " \($0.value)" } ?? "")"
                    }.joined(separator: "; ")
            }
        case .param:
            let type = symbol.scope.flatMap { spec.screen(named: $0) }?.params.first { $0.name.value == symbol.name }?
                .type.value
            summary = "parameter **\(symbol.name)**\(scope)" + (type.map { ": `\($0)`" } ?? "")
        case .output:
            let output = symbol.scope.flatMap {
                spec.screen(named: $0)?.output(named: symbol.name)
                    ?? spec.container(named: $0)?.output(named: symbol.name)
            }
            summary = "output **\(symbol.name)**\(scope)"
            if let output {
                summary +=
                    output.payload.isEmpty
                    ? " · no payload"
                    : " · payload "
                        + output.payload.map { "`\($0.name.value): \($0.type.value)`" }.joined(separator: ", ")
            }
        case .input:
            let input = symbol.scope.flatMap {
                spec.screen(named: $0)?.input(named: symbol.name)
                    ?? spec.container(named: $0)?.input(named: symbol.name)
            }
            summary =
                "input **\(symbol.name)**\(scope)"
                + (input.map {
                    ": `\($0.type.value)`" + (InputType.isOptional($0.type.value) ? " (optional)" : " (required)")
                } ?? "")
        case .route:
            let route = spec.files.lazy.flatMap(\.routes).first { $0.name.value == symbol.name }
            summary =
                "route **\(symbol.name)**"
                + (route.map { " · `\($0.urlText.value)` opens `\($0.openText.value)`" } ?? "")
        case .file:
            summary = "import `\(symbol.name)`"
        }
        if !occurrence.isDeclaration { summary += "\n\n_\(occurrence.role)_" }
        guard let declaration = index.declaration(of: symbol) else { return summary }
        let text = workspace.textIndex(declaration.range.file)
        let line = declaration.range.start.line
        let path = workspace.loader.sources.path(declaration.range.file)
        let name = (path as NSString).lastPathComponent
        return summary
            + "\n\nDeclared at \(name):\(line):\(declaration.range.start.column)\n\n```yaml\n\(text.lineText(line - 1))\n```"
    }
}

import Foundation
import KinshipSyntax
