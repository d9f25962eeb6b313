import Testing
@testable import KinshipSyntax

@Suite struct YAMLParserTests {
    @Test("anchors and aliases resolve to copies of the anchored node, located at the alias")
    func aliases() throws {
        let parsed = Parsed(
            """
            base: &base { class: BaseViewController, title: Base }
            copy: *base
            list: [&x one, *x, *x]
            """)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.rendered)")
        let root = try #require(parsed.root)
        let copy = try #require(root["copy"])
        #expect(copy["class"]?.text == "BaseViewController")
        #expect(copy["title"]?.text == "Base")
        #expect(copy.range.start == pos(2, 7))
        #expect(copy.range.end == pos(2, 12))
        let list = try #require(root["list"]?.sequence)
        #expect(list.map(\.text) == ["one", "one", "one"])
        #expect(list.map(\.range.start) == [pos(3, 8), pos(3, 16), pos(3, 20)])
    }

    @Test("an alias of an undefined anchor is rejected and the file yields no tree")
    func undefinedAlias() throws {
        let parsed = Parsed("a: 1\nb: *nowhere\n")
        #expect(parsed.root == nil)
        let d = try #require(parsed.diagnostics.first)
        #expect(parsed.ids == ["yaml-unsupported"])
        #expect(d.message.contains("*nowhere"))
        #expect(d.range?.start == pos(2, 4))
    }

    @Test("an alias used before its anchor is undefined")
    func aliasBeforeAnchor() {
        let parsed = Parsed("a: *later\nb: &later 1\n")
        #expect(parsed.ids == ["yaml-unsupported"])
    }

    @Test("merge keys are rejected; the other keys are kept")
    func mergeKey() throws {
        let parsed = Parsed(
            """
            base: &base { class: Base }
            child:
              <<: *base
              title: Child
            """)
        #expect(parsed.ids == ["yaml-unsupported"])
        #expect(parsed.diagnostics.first?.range?.start == pos(3, 3))
        #expect(parsed.diagnostics.first?.message.contains("merge keys") == true)
        let child = try #require(parsed.root?["child"])
        #expect(child.mapping?.map(\.key.text) == ["title"])
    }

    @Test("a quoted '<<' is an ordinary key")
    func quotedMergeKey() {
        let parsed = Parsed("\"<<\": 1\n")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.root?["<<"]?.text == "1")
    }

    @Test("non-scalar keys are rejected", arguments: ["? [a, b]\n: c\nd: e\n", "{ x: 1 }: c\nd: e\n"])
    func nonScalarKey(_ text: String) throws {
        let parsed = Parsed(text)
        #expect(parsed.ids == ["yaml-unsupported"])
        #expect(parsed.diagnostics.first?.message.contains("mapping keys must be scalars") == true)
        // The rejected key's value is dropped, and the next pair still decodes.
        #expect(parsed.root?.mapping?.map(\.key.text) == ["d"])
    }

    @Test("a second document is rejected at its start")
    func secondDocument() throws {
        let parsed = Parsed("a: 1\n---\nb: 2\n")
        #expect(parsed.ids == ["yaml-unsupported"])
        #expect(parsed.diagnostics.first?.range?.start == pos(2, 1))
        #expect(parsed.root == nil)
    }

    @Test("an explicit single document with '---' and '...' is fine")
    func explicitDocument() {
        let parsed = Parsed("---\na: 1\n...\n")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.root?["a"]?.text == "1")
    }

    @Test(
        "an empty file or a comment yields no root and no diagnostics", arguments: ["", "# only a comment\n", "\n\n"])
    func emptyDocument(_ text: String) {
        let parsed = Parsed(text)
        #expect(parsed.root == nil)
        #expect(parsed.diagnostics.isEmpty)
    }

    @Test("duplicate keys: error at the second occurrence, note at the first, first value kept")
    func duplicateKey() throws {
        let parsed = Parsed("a: 1\nb: 2\na: 3\n")
        let d = try #require(parsed.diagnostics.first)
        #expect(parsed.ids == ["duplicate-key"])
        #expect(d.range?.start == pos(3, 1))
        #expect(d.notes.first?.range?.start == pos(1, 1))
        #expect(parsed.root?["a"]?.text == "1")
        #expect(parsed.root?.mapping?.count == 2)
    }

    @Test("explicit tags are kept verbatim")
    func tags() {
        let parsed = Parsed("a: !!str 1\nb: !custom x\n")
        #expect(parsed.root?["a"]?.tag == "tag:yaml.org,2002:str")
        #expect(parsed.root?["b"]?.tag == "!custom")
    }
}
