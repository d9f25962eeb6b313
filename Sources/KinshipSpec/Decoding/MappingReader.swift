/// Reads one YAML mapping of the DSL: looks keys up, reports unknown ones with a suggestion,
/// and reports required keys that are missing.
struct MappingReader {
    let node: Node
    let pairs: [Node.Pair]

    // What a mapping is ("slot 'top'", "the top level") is passed as an autoclosure wherever a
    // message may need it: a large spec decodes hundreds of thousands of mappings and reports on
    // almost none, so the phrase is spelled out only for a message.

    /// Nil (after a `type-mismatch`) when the node is not a mapping.
    init?(_ node: Node, subject: @autoclosure () -> String, _ diagnostics: inout DiagnosticBag) {
        guard let pairs = node.mapping else {
            diagnostics.error("type-mismatch",
                              "expected a mapping for \(subject()), found \(node.kindDescription)", at: node.range)
            return nil
        }
        self.node = node
        self.pairs = pairs
    }

    subscript(key: String) -> Node? {
        pairs.first { $0.key.text == key }?.value
    }

    func keyRange(_ key: String) -> SourceRange? {
        pairs.first { $0.key.text == key }?.key.range
    }

    /// Reports every key not in `allowed`, suggesting the nearest allowed one.
    func checkKeys(_ allowed: [String], in subject: @autoclosure () -> String, _ diagnostics: inout DiagnosticBag) {
        for pair in pairs where !allowed.contains(pair.key.text) {
            var notes: [DiagnosticNote] = []
            if let guess = Suggestions.closest(to: pair.key.text, in: allowed) {
                notes.append(DiagnosticNote("did you mean '\(guess)'?", at: pair.key.range))
            } else {
                notes.append(DiagnosticNote("expected one of: " + allowed.joined(separator: ", ")))
            }
            diagnostics.error("unknown-key", "unknown key '\(pair.key.text)' in \(subject())",
                              at: pair.key.range, notes: notes)
        }
    }

    /// The value of a required key, or nil after a `missing-key` error at the mapping.
    func required(_ key: String, of subject: @autoclosure () -> String, _ diagnostics: inout DiagnosticBag) -> Node? {
        if let value = self[key] { return value }
        diagnostics.error("missing-key", "\(subject()) is missing required key '\(key)'", at: headRange)
        return nil
    }

    /// The mapping's first line, so a missing-key caret does not span the whole block.
    var headRange: SourceRange {
        var range = node.range
        if let first = pairs.first { range.end = first.key.range.end } else { range.end = range.start }
        return range
    }
}
