import Testing
@testable import KinshipSyntax

/// Start and end positions: 1-based, columns in Unicode scalars, ends exclusive.
@Suite struct YAMLPositionTests {
    @Test("plain, quoted and flow scalars end just after their last character")
    func scalarEnds() throws {
        let parsed = Parsed(
            """
            plain: value
            quoted: "a b"
            single: 'x'
            flow: [one, two]
            """)
        let root = try #require(parsed.root)
        let plain = try #require(root["plain"])
        #expect(plain.range.start == pos(1, 8))
        #expect(plain.range.end == pos(1, 13))
        let quoted = try #require(root["quoted"])
        #expect(quoted.range.start == pos(2, 9))
        #expect(quoted.range.end == pos(2, 14), "quotes are part of the range")
        #expect(quoted.scalar?.style == .doubleQuoted)
        #expect(root["single"]?.range.end == pos(3, 12))
        let flow = try #require(root["flow"])
        #expect(flow.range.start == pos(4, 7))
        #expect(flow.range.end == pos(4, 17))
        #expect(flow.sequence.map(Array.init)?.last?.range.start == pos(4, 13))
        #expect(flow.sequence.map(Array.init)?.last?.range.end == pos(4, 16))
        let key = try #require(root.mapping?.first?.key)
        #expect(key.range.start == pos(1, 1))
        #expect(key.range.end == pos(1, 6))
    }

    @Test("a block scalar spans its lines")
    func blockScalar() throws {
        let parsed = Parsed("text: |\n  one\n  two\nnext: 1\n")
        let text = try #require(parsed.root?["text"])
        #expect(text.text == "one\ntwo\n")
        #expect(text.scalar?.style == .literal)
        #expect(text.range.start == pos(1, 7))
        #expect(text.range.end.line == 4)
    }

    @Test("columns count Unicode scalars, not bytes or grapheme clusters")
    func nonASCIIColumns() throws {
        let parsed = Parsed("é: 1\n🗺️: x\nb: \"👩‍👩‍👧\"\n")
        let pairs = try #require(parsed.root?.mapping.map(Array.init))
        #expect(pairs[0].value.range.start == pos(1, 4))
        #expect(pairs[1].value.range.start == pos(2, 5), "🗺️ is two scalars (U+1F5FA U+FE0F)")
        #expect(pairs[2].value.range.end == pos(3, 11), "the family emoji is five scalars, plus two quotes")
    }

    @Test("CRLF line ends give the same positions as LF")
    func crlf() throws {
        let parsed = Parsed("a: 1\r\nb: two\r\n")
        #expect(parsed.diagnostics.isEmpty)
        let b = try #require(parsed.root?["b"])
        #expect(b.text == "two")
        #expect(b.range.start == pos(2, 4))
        #expect(parsed.files.all.first?.lineText(2) == "b: two")
    }

    @Test("lineText finds every line, the empty line after a final break, and nothing past it")
    func lineText() {
        let file = SourceFile(path: "x.yaml", bytes: Array("a: 1\r\n\nc: 3\nlast".utf8))
        #expect(file.lineText(0) == nil)
        #expect(file.lineText(1) == "a: 1")
        #expect(file.lineText(2) == "")
        #expect(file.lineText(3) == "c: 3")
        #expect(file.lineText(4) == "last")
        #expect(file.lineText(5) == nil)
        let ended = SourceFile(path: "y.yaml", bytes: Array("a\n".utf8))
        #expect(ended.lineText(2) == "")
        #expect(ended.lineText(3) == nil)
        #expect(SourceFile(path: "e.yaml", bytes: []).lineText(1) == "")
    }
}
