import KinshipSyntax

/// Reads one YAML mapping of the DSL: reports unknown keys with a suggestion, looks keys up,
/// and reports required keys that are missing.
struct MappingReader<Key: MappingKey> {
    let pairs: Node.Pairs
    /// The mapping's own range (not its node: each node held is a retain of its store).
    let range: SourceRange
    /// Where each key (by `rawValue`) sits among `pairs` (`.end`: absent). Filled in the one
    /// pass that checks the keys, so a lookup is an index, not a search.
    private var found = Node.PositionTable()
    /// Bit `i` set: key `i` is present.
    private var present: UInt16 = 0
    /// Whether some allowed key appeared twice (`found` then holds the later one). The parser
    /// drops repeated keys, so this is for a store built some other way.
    private var hasRepeatedKey = false

    // What a mapping is ("slot 'top'", "the top level") is passed as an autoclosure wherever a
    // message may need it: a large spec decodes hundreds of thousands of mappings and reports on
    // almost none, so the phrase is spelled out only for a message.

    /// Nil (after a `type-mismatch`) when the node is not a mapping. Reports every key that is
    /// not a `Key` as `unknown-key`, suggesting the nearest allowed one.
    init?(_ node: Node, subject: @autoclosure () -> String, _ diagnostics: inout DiagnosticBag) {
        guard let pairs = node.mapping else {
            diagnostics.error(
                .typeMismatch,
                "expected a mapping for \(subject()), found \(node.kindDescription)", at: node.range)
            return nil
        }
        self.pairs = pairs
        range = node.range
        let keys = Key.names
        var i = pairs.startIndex
        while i != pairs.endIndex {
            if let position = pairs.keyPosition(at: i, in: keys) {
                if found[position] != .end { hasRepeatedKey = true }
                found[position] = i
                present |= 1 << position
            } else {
                if let why = Key.misplaced(pairs[i].key.text) {
                    diagnostics.error(.invalidOperation, why, at: pairs[i].key.range)
                } else {
                    Self.reportUnknown(pairs[i].key, keys.words, subject(), &diagnostics)
                }
            }
            i = pairs.index(after: i)
        }
    }

    private static func reportUnknown(
        _ key: ScalarNode, _ allowed: [String], _ subject: String,
        _ diagnostics: inout DiagnosticBag
    ) {
        var notes: [DiagnosticNote] = []
        if let guess = Suggestions.closest(to: key.text, in: allowed) {
            notes.append(DiagnosticNote("did you mean '\(guess)'?", at: key.range))
        } else {
            notes.append(DiagnosticNote("expected one of: " + allowed.joined(separator: ", ")))
        }
        diagnostics.error(.unknownKey, "unknown key '\(key.text)' in \(subject)", at: key.range, notes: notes)
    }

    /// The one key of `keys` present, with where it is; nil when none or several are, or when
    /// a key was repeated (the reader kept only the later one).
    func onlyPresent(among keys: [Key]) -> (key: Key, index: Node.Pairs.Index)? {
        guard !hasRepeatedKey else { return nil }
        var only: Key?
        for key in keys where present & (1 << key.rawValue) != 0 {
            if only != nil { return nil }
            only = key
        }
        return only.map { ($0, found[$0.rawValue]) }
    }

    subscript(key: Key) -> Node? {
        present & (1 << key.rawValue) != 0 ? pairs.value(at: found[key.rawValue]) : nil
    }

    /// Where `key` itself is written (nil when absent): errors about the key, not its value.
    func keyRange(_ key: Key) -> SourceRange? {
        present & (1 << key.rawValue) != 0 ? pairs[found[key.rawValue]].key.range : nil
    }

    /// The value of a required key, or nil after a `missing-key` error at the mapping.
    func required(_ key: Key, of subject: @autoclosure () -> String, _ diagnostics: inout DiagnosticBag) -> Node? {
        if let value = self[key] { return value }
        diagnostics.error(.missingKey, "\(subject()) is missing required key '\(key.name)'", at: headRange)
        return nil
    }

    /// The mapping's first line, so a missing-key caret does not span the whole block.
    var headRange: SourceRange {
        var head = range
        if let first = pairs.first { head.end = first.key.range.end } else { head.end = head.start }
        return head
    }
}
