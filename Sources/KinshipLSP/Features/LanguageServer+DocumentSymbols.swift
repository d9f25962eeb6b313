import KinshipSpec
import KinshipSyntax

extension LanguageServer {
    /// Screens (with their parameters) and containers (with children, slots and transitions)
    /// of the document itself, as an outline; a screen that presents is listed with the containers
    /// (it has their members), as a screen.
    func documentSymbols(_ p: DocumentParams) throws -> [DocumentSymbol] {
        guard let document = workspace.document(p.textDocument.uri) else {
            throw ResponseError.invalidParams("document '\(p.textDocument.uri)' is not open")
        }
        guard let file = workspace.loader.sources.id(forPath: document.path),
            let specFile = workspace.result(p.textDocument.uri)?.spec?.files.first(where: { $0.file == file })
        else { return [] }
        let text = document.text
        let encoding = workspace.encoding
        func symbol(
            _ name: Name, _ detail: String?, _ kind: Int, body: SourceRange?, _ children: [DocumentSymbol]? = nil
        ) -> DocumentSymbol {
            let selection = text.range(of: name.range, encoding)
            // The whole entry: from the name to the end of its value.
            var whole =
                body.map {
                    text.range(
                        of: SourceRange(file: file, start: name.range.start, end: max($0.end, name.range.end)), encoding
                    )
                } ?? selection
            if whole.end.line < selection.end.line { whole = selection }
            return DocumentSymbol(
                name: name.value, detail: detail, kind: kind, range: whole, selectionRange: selection,
                children: children)
        }
        var symbols: [DocumentSymbol] = []
        for screen in specFile.screens {
            let params = screen.params.map { symbol($0.name, $0.type.value, 7, body: $0.type.range) }
            symbols.append(
                symbol(
                    screen.name, "screen · \(screen.className.value)", 5, body: screen.range,
                    params.isEmpty ? nil : params))
        }
        for c in specFile.containers {
            var members: [DocumentSymbol] = []
            members += c.children.map { symbol($0.name, "child · \($0.type.value)", 8, body: $0.range) }
            members += c.slots.map { symbol($0.name, "slot · \(c.kind(of: $0).rawValue)", 7, body: $0.range) }
            members += c.transitions.map { t in
                symbol(
                    t.name,
                    "transition · "
                        + t.moves.map { "\($0.slot.value): \($0.operation.value.keyword)" }.joined(separator: ", "), 12,
                    body: t.range)
            }
            let detail = c.isScreen ? "screen · \(c.swiftClass) · presents" : "container · \(c.kind.rawValue)"
            symbols.append(symbol(c.name, detail, 5, body: c.range, members))
        }
        return symbols
    }
}
