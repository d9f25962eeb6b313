extension LanguageServer {
    /// A quick fix per did-you-mean note: replace the misspelt word with the suggestion.
    func codeActions(_ p: CodeActionParams) throws -> [CodeAction] {
        guard let document = workspace.document(p.textDocument.uri) else {
            throw ResponseError.invalidParams("document '\(p.textDocument.uri)' is not open")
        }
        for position in [p.range.start, p.range.end] {
            do { _ = try document.text.offset(of: position, workspace.encoding) } catch {
                throw ResponseError.invalidParams("\(error)")
            }
        }
        if let only = p.context.only, !only.contains(where: { $0 == "quickfix" || $0.hasPrefix("quickfix.") }) {
            return []
        }
        var actions: [CodeAction] = []
        for diagnostic in p.context.diagnostics {
            // The note's place is the word to replace; `data` carries it for clients that drop
            // related information.
            let fixes = (diagnostic.relatedInformation ?? []).compactMap { info -> (String, Range)? in
                guard info.location.uri == p.textDocument.uri, let word = Workspace.suggestion(in: info.message) else {
                    return nil
                }
                return (word, info.location.range)
            }
            let fallback = diagnostic.data?["replacement"]?.stringValue.map { [($0, diagnostic.range)] } ?? []
            for (word, range) in fixes.isEmpty ? fallback : fixes {
                let start = (try? document.text.offset(of: range.start, workspace.encoding)) ?? 0
                let quote =
                    start < document.text.bytes.count
                        && [UInt8(ascii: "\""), UInt8(ascii: "'")].contains(document.text.bytes[start])
                    ? String(UnicodeScalar(document.text.bytes[start])) : ""
                actions.append(
                    CodeAction(
                        title: "Change to '\(word)'", kind: "quickfix", diagnostics: [diagnostic], isPreferred: true,
                        edit: WorkspaceEdit(changes: [
                            p.textDocument.uri: [TextEdit(range: range, newText: quote + word + quote)]
                        ])))
            }
        }
        return actions
    }
}
