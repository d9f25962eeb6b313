/// Reads one YAML mapping of the DSL: reports unknown keys with a suggestion, looks keys up,
/// and reports required keys that are missing.
struct MappingReader {
    let pairs: Node.Pairs
    /// The mapping's own range (not its node: each node held is a retain of its store).
    let range: SourceRange
    /// The keys the mapping may hold, in documented order.
    let keys: [String]
    /// Where each of `keys` sits among `pairs` (`.end`: absent). Filled in the one pass
    /// that checks the keys, so a lookup is a search of the short allowed list, not of the pairs.
    private(set) var found = InlineArray<16, Node.Pairs.Index>(repeating: .end)
    /// Bit `i` set: `keys[i]` is present. Most lookups ask for an absent key; this skips them.
    private var present: UInt16 = 0
    /// Whether some allowed key appeared twice (`found` then holds the later one). The parser
    /// drops repeated keys, so this is for a store built some other way.
    private(set) var hasRepeatedKey = false

    // What a mapping is ("slot 'top'", "the top level") is passed as an autoclosure wherever a
    // message may need it: a large spec decodes hundreds of thousands of mappings and reports on
    // almost none, so the phrase is spelled out only for a message.

    /// Nil (after a `type-mismatch`) when the node is not a mapping. Reports every key not in
    /// `keys` as `unknown-key`, suggesting the nearest allowed one; `keys` nil accepts any key
    /// (a name → definition mapping).
    init?(_ node: Node, subject: @autoclosure () -> String, keys: WordList? = nil,
          _ diagnostics: inout DiagnosticBag) {
        guard let pairs = node.mapping else {
            diagnostics.error("type-mismatch",
                              "expected a mapping for \(subject()), found \(node.kindDescription)", at: node.range)
            return nil
        }
        self.pairs = pairs
        range = node.range
        self.keys = keys?.words ?? []
        guard let keys else { return }
        var i = pairs.startIndex
        while i != pairs.endIndex {
            if let position = pairs.keyPosition(at: i, in: keys) {
                if position < found.count {
                    if found[position] != .end { hasRepeatedKey = true }
                    found[position] = i
                    present |= 1 << position
                }
            } else {
                Self.reportUnknown(pairs[i].key, keys.words, subject(), &diagnostics)
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
        // Only the keys present are compared, length first: a full string comparison of two
        // different names is the slow path.
        let length = key.utf8.count
        var rest = present
        while rest != 0 {
            let position = rest.trailingZeroBitCount
            rest &= rest - 1
            if keys[position].utf8.count == length, keys[position] == key { return found[position] }
        }
        return nil
    }

    /// The one key of `positions` (positions in `keys`) present, with where it is; nil when none
    /// or several are, or when the reader cannot tell (a repeated key, more keys than it tracks).
    func onlyPresent(among positions: [Int]) -> (key: Int, index: Node.Pairs.Index)? {
        guard !hasRepeatedKey, keys.count <= found.count else { return nil }
        var only: Int?
        for position in positions where present & (1 << position) != 0 {
            if only != nil { return nil }
            only = position
        }
        return only.map { ($0, found[$0]) }
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
