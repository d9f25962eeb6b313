import Testing
@testable import KinshipSyntax

/// The flat node store: streamed entries reuse its records, and what an alias may still refer
/// to is never reused.
@Suite struct NodeStoreTests {
    /// Parses with `screens` streamed; returns each entry as "key=value dump" and the root.
    private func stream(_ text: String, threaded: Bool? = nil) -> (entries: [String], root: Node?, ids: [String]) {
        var entries: [String] = []
        var bag = DiagnosticBag()
        let root = YAMLParser.parse(
            Array(text.utf8), file: FileID(rawValue: 0), diagnostics: &bag,
            streaming: ["screens"], threaded: threaded
        ) { _, pair in
            entries.append("\(pair.key.text)=\(describe(pair.value))")
        }
        return (entries, root, bag.diagnostics.map(\.id.rawValue))
    }

    @Test("streamed entries reuse the store's records: it holds one entry, not the section")
    func streamedEntriesAreReused() throws {
        var text = "kinship: 1\nscreens:\n"
        for i in 0..<2_000 { text += "  S\(i): { class: C\(i), title: \"screen \(i)\" }\n" }
        let parsed = stream(text)
        #expect(parsed.entries.count == 2_000)
        #expect(parsed.entries.last == "S1999={class:C1999,title:screen 1999}")
        let root = try #require(parsed.root)
        #expect(root.store.records.count < 20)
        #expect(root.store.text.count < 100)
        #expect(root["screens"]?.mapping?.isEmpty == true)
    }

    @Test("an anchor in one streamed entry is kept for an alias in a later one")
    func anchorAcrossStreamedEntries() {
        let parsed = stream(
            """
            screens:
              A: &base { class: Base, title: Shared }
              B: C
              D: *base
              E: { class: *name }
              F: &name Named
              G: { class: *name }
            """)
        #expect(parsed.ids == ["yaml-unsupported"], "E's alias precedes its anchor")
        #expect(parsed.entries.prefix(3) == ["A={class:Base,title:Shared}", "B=C", "D={class:Base,title:Shared}"])
    }

    @Test("entries decoded on their own thread arrive as inline: tags, anchors, aliases within and across entries")
    func threadedEntriesAgree() {
        var text = "kinship: 1\nscreens:\n"
        for i in 0..<700 {
            switch i % 7 {
            case 0: text += "  S\(i): &a\(i) { class: !!str C\(i), params: { x: Int, y: [1, 2, &n\(i) three] } }\n"
            case 1: text += "  S\(i): *a\(i - 1)\n"
            case 2:
                text +=
                    "  S\(i):\n    class: *n\(i - 2)\n    list: [*n\(i - 2), \"q\\u00e9\", 'single']\n    text: |\n      block \(i)\n"
            case 3: text += "  S\(i): { k: &own v, again: *own }\n"
            default: text += "  S\(i): { class: C\(i), title: \"t \(i)\" }\n"
            }
        }
        text += "tail: 1\n"
        let inline = stream(text, threaded: false)
        let threaded = stream(text, threaded: true)
        #expect(inline.ids.isEmpty)
        #expect(inline.entries.count == 700)
        #expect(threaded.entries == inline.entries)
        #expect(threaded.ids == inline.ids)
        #expect(threaded.root?["tail"]?.text == "1")
    }

    @Test("an anchor inside a rejected key's value can still be aliased")
    func anchorInDroppedValue() throws {
        let parsed = Parsed("a: 1\na: &x { k: v }\nb: *x\n")
        #expect(parsed.ids == ["duplicate-key"])
        let root = try #require(parsed.root)
        #expect(root.mapping?.map(\.key.text) == ["a", "b"])
        #expect(root["a"]?.text == "1")
        #expect(root["b"]?["k"]?.text == "v")
    }

    @Test("an alias used as a key is compared by the anchored text")
    func aliasKey() {
        let parsed = Parsed("&k a: 1\n*k : 2\nb: 3\n")
        #expect(parsed.ids == ["duplicate-key"])
        #expect(parsed.root?.mapping?.map(\.key.text) == ["a", "b"])
    }

    @Test("key comparison is by bytes: same length, different text; quoted and plain alike")
    func keyBytes() {
        #expect(Parsed("ab: 1\nba: 2\n").ids.isEmpty)
        #expect(Parsed("ab: 1\n'ab': 2\n").ids == ["duplicate-key"])
        #expect(Parsed("é: 1\ne: 2\n").ids.isEmpty)
        let many = (0..<20).map { "k\($0): \($0)\n" }.joined() + "k7: again\n"
        #expect(Parsed(many).ids == ["duplicate-key"])
    }

    @Test("null is an empty plain scalar, ~ or null in three spellings; quoted is a string")
    func nulls() throws {
        let parsed = Parsed("a:\nb: ~\nc: null\nd: Null\ne: NULL\nf: nULL\ng: ''\nh: '~'\n")
        let root = try #require(parsed.root)
        #expect(["a", "b", "c", "d", "e"].allSatisfy { root[$0]?.isNull == true })
        #expect(["f", "g", "h"].allSatisfy { root[$0]?.isNull == false })
    }
}

/// A compact rendering of a node: text, [items] or {key:value} (aliases read as their target).
private func describe(_ node: Node) -> String {
    if let s = node.scalar { return s.text }
    if let items = node.sequence { return "[" + items.map(describe).joined(separator: ",") + "]" }
    return "{" + node.pairs.map { "\($0.key.text):\(describe($0.value))" }.joined(separator: ",") + "}"
}
