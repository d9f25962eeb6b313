/// Reads one YAML mapping of the DSL: reports unknown keys with a suggestion, looks keys up,
/// and reports required keys that are missing.
struct MappingReader {
    let pairs: Node.Pairs
    /// The mapping's own range (not its node: each node held is a retain of its store).
    let range: SourceRange
    /// The keys the mapping may hold, in documented order.
    private let keys: [String]
    /// Where each of `keys` sits among `pairs` (`.end`: absent). Filled in the one pass
    /// that checks the keys, so a lookup is a search of the short allowed list, not of the pairs.
    private var found = InlineArray<16, Node.Pairs.Index>(repeating: .end)

    // What a mapping is ("slot 'top'", "the top level") is passed as an autoclosure wherever a
    // message may need it: a large spec decodes hundreds of thousands of mappings and reports on
    // almost none, so the phrase is spelled out only for a message.

    /// Nil (after a `type-mismatch`) when the node is not a mapping. Reports every key not in
    /// `keys` as `unknown-key`, suggesting the nearest allowed one; `keys` nil accepts any key
    /// (a name → definition mapping).
    init?(_ node: Node, subject: @autoclosure () -> String, keys: [String]? = nil,
          _ diagnostics: inout DiagnosticBag) {
        guard let pairs = node.mapping else {
            diagnostics.error("type-mismatch",
                              "expected a mapping for \(subject()), found \(node.kindDescription)", at: node.range)
            return nil
        }
        self.pairs = pairs
        range = node.range
        self.keys = keys ?? []
        guard let keys else { return }
        var i = pairs.startIndex
        while i != pairs.endIndex {
            if let position = pairs.keyPosition(at: i, in: keys) {
                if position < found.count { found[position] = i }
            } else {
                Self.reportUnknown(pairs[i].key, keys, subject(), &diagnostics)
            }
            i = pairs.index(after: i)
        }
    }

    private static func reportUnknown(_ key: ScalarNode, _ allowed: [String], _ subject: String,
                                      _ diagnostics: inout DiagnosticBag) {
        var notes: [DiagnosticNote] = []
        if let guess = Suggestions.closest(to: key.text, in: allowed) {
            notes.append(DiagnosticNote("did you mean '\(guess)'?", at: key.range))
        } else {
            notes.append(DiagnosticNote("expected one of: " + allowed.joined(separator: ", ")))
        }
        diagnostics.error("unknown-key", "unknown key '\(key.text)' in \(subject)", at: key.range, notes: notes)
    }

    /// `key` must be one of the reader's `keys` (a programming error otherwise, caught in debug).
    private func index(of key: String) -> Node.Pairs.Index? {
        assert(keys.contains(key), "'\(key)' is not among this mapping's keys")
        guard keys.count <= found.count else { return pairs.firstIndex { $0.key.matches(key) } }
        // Only the keys present are compared, length first: most lookups ask for an absent
        // key, and a full string comparison of two different names is the slow path.
        let length = key.utf8.count
        for position in keys.indices where found[position] != .end {
            if keys[position].utf8.count == length, keys[position] == key { return found[position] }
        }
        return nil
    }

    subscript(key: String) -> Node? {
        index(of: key).map { pairs.value(at: $0) }
    }

    func keyRange(_ key: String) -> SourceRange? {
        index(of: key).map { pairs[$0].key.range }
    }

    /// The value of a required key, or nil after a `missing-key` error at the mapping.
    func required(_ key: String, of subject: @autoclosure () -> String, _ diagnostics: inout DiagnosticBag) -> Node? {
        if let value = self[key] { return value }
        diagnostics.error("missing-key", "\(subject()) is missing required key '\(key)'", at: headRange)
        return nil
    }

    /// The mapping's first line, so a missing-key caret does not span the whole block.
    var headRange: SourceRange {
        var head = range
        if let first = pairs.first { head.end = first.key.range.end } else { head.end = head.start }
        return head
    }
}
