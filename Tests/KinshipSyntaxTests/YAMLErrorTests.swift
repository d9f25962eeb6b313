import Testing
@testable import KinshipSyntax

@Suite struct YAMLErrorTests {
    @Test("a tab in indentation is a syntax error with a hint to use spaces")
    func tabIndentation() throws {
        let parsed = Parsed("screens:\n\tMap: MapViewController\n")
        let d = try #require(parsed.diagnostics.first)
        #expect(parsed.ids == ["yaml-syntax"])
        #expect(d.range?.start == pos(2, 1))
        #expect(d.message.hasPrefix("tab character"))
        #expect(d.notes.contains { $0.message.contains("spaces") })
        #expect(parsed.root == nil)
    }

    @Test("an under-indented key is yaml-indentation at its own line, with both columns it could take")
    func underIndentedKey() throws {
        let parsed = Parsed("a:\n  b:\n    c: 1\n   d: 2\n")
        let d = try #require(parsed.diagnostics.first)
        #expect(parsed.ids == ["yaml-indentation"])
        #expect(d.range?.start == pos(4, 4))
        #expect(d.notes.map(\.range?.start) == [pos(3, 5), pos(2, 3), nil])
        #expect(d.notes.last?.message.hasPrefix("libyaml: did not find expected key") == true)
    }

    @Test("a list entry indented short of the entry above it is yaml-indentation, naming that entry")
    func underIndentedListEntry() throws {
        let parsed = Parsed("a:\n  b:\n    - x\n   - y\n")
        let d = try #require(parsed.diagnostics.first)
        #expect(parsed.ids == ["yaml-indentation"])
        #expect(d.range?.start == pos(4, 4))
        #expect(d.notes.first?.message == "indent it 4 spaces to continue the list that holds '- x'")
    }

    @Test("a key deeper than a key: value line above it is yaml-indentation")
    func overIndentedKey() throws {
        let parsed = Parsed("a:\n  b: 1\n    c: 2\n")
        #expect(parsed.ids == ["yaml-indentation"])
        #expect(parsed.diagnostics.first?.range?.start == pos(3, 5))
    }

    @Test("a key deeper than a key: { flow } line above it is yaml-indentation")
    func overIndentedAfterFlowValue() throws {
        let parsed = Parsed("a:\n  b: { c: 1 }\n    d: 2\n")
        #expect(parsed.ids == ["yaml-indentation"])
        #expect(parsed.diagnostics.first?.notes.first?.range?.start == pos(2, 3))
    }

    @Test("a colon inside a plain value on one line stays yaml-syntax")
    func colonInValueIsNotIndentation() throws {
        #expect(Parsed("a:\n  b: c: d\n").ids == ["yaml-syntax"])
        #expect(Parsed("a: b: c\n").ids == ["yaml-syntax"])
    }

    @Test("an unclosed flow mapping is located, with a note where it began")
    func unclosedFlow() throws {
        let parsed = Parsed("a: { b: 1\nc: 2\n")
        let d = try #require(parsed.diagnostics.first)
        #expect(parsed.ids == ["yaml-syntax"])
        #expect(d.notes.first?.range?.start == pos(1, 4))
    }

    @Test("invalid UTF-8 is located at the bad sequence")
    func invalidUTF8() throws {
        let parsed = Parsed(bytes: Array("a: 1\nb: ab".utf8) + [0xE9] + Array("cd\n".utf8))
        let d = try #require(parsed.diagnostics.first)
        #expect(parsed.ids == ["yaml-syntax"])
        #expect(d.message.contains("UTF-8"))
        #expect(d.range?.start == pos(2, 6))
    }

    @Test("a stray continuation byte after a multi-byte character is located at itself")
    func strayContinuation() throws {
        let parsed = Parsed(bytes: Array("a: é".utf8) + [0x80] + Array("\n".utf8))
        let d = try #require(parsed.diagnostics.first)
        #expect(d.message.contains("leading UTF-8 octet"))
        #expect(d.range?.start == pos(1, 5))
    }

    @Test("the error's source line is printed with a caret")
    func rendering() {
        let parsed = Parsed("a:\n\tb: 1\n")
        #expect(parsed.rendered.hasPrefix("test.yaml:2:1: error: tab character"))
        #expect(parsed.rendered.contains("\n\tb: 1\n^\n"))
    }
}
