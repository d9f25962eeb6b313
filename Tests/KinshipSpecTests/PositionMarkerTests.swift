import KinshipSpec
import KinshipSyntax
import Testing

/// Diagnostics land exactly where the `1️⃣` markers in the inline YAML say.
@Suite struct PositionMarkerTests {
    static let tunnel = """
        kinship: 1
        screens:
          Map: { class: RGMapViewController }
          GeoInfo: { class: RGGeoInfoViewController }
        containers:
          Tunnel:
            class: RGContainerViewController
            layout: vertical
            children:
              startMap: Map
              targetMap: Map
              startGeo: GeoInfo
              targetGeo: GeoInfo
            slots:
              top:    { size: 50%,  accepts: [startMap, startGeo],   initial: startMap }
              bottom: { size: fill, accepts: [targetMap, targetGeo], initial: targetMap }
            transitions:
              reveal:
                top:    { show: 1️⃣startGoe,  animation: flipFromTop, duration: 0.2 }
                bottom: { show: targetGeo, animation: flipFromTop, duration: 0.2 }
        root: Tunnel
        """

    @Test("a misspelt child in a move is an unknown-reference at the scalar, suggesting the child")
    func startGoe() throws {
        let source = MarkedSource(Self.tunnel)
        let check = InlineCheck(source.text)
        #expect(check.diagnostics.count == 1, "\(check.rendered)")
        let d = try #require(check.only(.unknownReference).first, "\(check.rendered)")
        let marker = try #require(source[1])
        #expect(d.severity == .error)
        #expect(d.range?.start == marker)
        #expect(d.range?.end == SourcePosition(line: marker.line, column: marker.column + "startGoe".count))
        #expect(d.message.contains("'startGoe'"))
        let note = try #require(d.notes.first)
        #expect(note.message == "did you mean 'startGeo'?")
        #expect(note.range?.start == marker)
    }

    @Test("a duplicate key is reported at its second occurrence with a note at the first")
    func duplicateKey() throws {
        let source = MarkedSource(
            """
            kinship: 1
            screens:
              1️⃣Map: MapViewController
              Info: InfoViewController
              2️⃣Map: OtherViewController
            """)
        let check = InlineCheck(source.text)
        let d = try #require(check.only(.duplicateKey).first, "\(check.rendered)")
        #expect(d.range?.start == source[2])
        #expect(d.notes.count == 1)
        #expect(d.notes.first?.range?.start == source[1])
        #expect(check.diagnostics.count == 1, "the first 'Map' stays declared: \(check.rendered)")
    }

    @Test("a duplicate key in a large mapping is found through the key index")
    func duplicateKeyInLargeMapping() throws {
        let screens = (1...20).map { "  S\($0): C\($0)" }.joined(separator: "\n")
        let source = MarkedSource("kinship: 1\nscreens:\n  1️⃣Dup: A\n\(screens)\n  2️⃣Dup: B\n")
        let check = InlineCheck(source.text)
        let d = try #require(check.only(.duplicateKey).first, "\(check.rendered)")
        #expect(d.range?.start == source[2])
        #expect(d.notes.first?.range?.start == source[1])
    }

    @Test("an unknown key carries a did-you-mean note")
    func unknownKey() throws {
        let source = MarkedSource(
            """
            kinship: 1
            containers:
              Host:
                layout: overlay
                1️⃣slost: { main: {} }
            """)
        let check = InlineCheck(source.text)
        let d = try #require(check.only(.unknownKey).first, "\(check.rendered)")
        #expect(d.range?.start == source[1])
        #expect(d.message == "unknown key 'slost' in container 'Host'")
        #expect(d.notes.map(\.message) == ["did you mean 'slots'?"])
    }

    @Test("an unknown key with no near match lists the allowed keys")
    func unknownKeyWithoutSuggestion() throws {
        let source = MarkedSource("kinship: 1\n1️⃣zzz: 1\n")
        let check = InlineCheck(source.text)
        let d = try #require(check.only(.unknownKey).first, "\(check.rendered)")
        #expect(d.range?.start == source[1])
        #expect(d.notes.first?.message == "expected one of: " + SpecDecoder.Keys.top.joined(separator: ", "))
    }

    @Test(
        "columns count Unicode scalars after non-ASCII characters",
        arguments: [
            "  Café: { class: CaféViewController, 1️⃣titel: Café }",
            "  Map: { title: \"🗺️ Map\", class: MapViewController, 1️⃣titel: x }",
            "  Map: { title: \"👩‍👩‍👧 family\", class: MapViewController, 1️⃣titel: x }",
        ])
    func columnAfterNonASCII(_ line: String) throws {
        let source = MarkedSource("kinship: 1\nscreens:\n" + line + "\n")
        let check = InlineCheck(source.text)
        let d = try #require(check.only(.unknownKey).first, "\(check.rendered)")
        let marker = try #require(source[1])
        #expect(d.range?.start == marker)
        #expect(d.range?.end == SourcePosition(line: marker.line, column: marker.column + 5))
        // The caret sits under the key when the line is printed (one space per scalar).
        let rendered = check.rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let caret = try #require(rendered.firstIndex { $0.hasPrefix(" ") && $0.hasSuffix("^~~~~") })
        #expect(rendered[caret].unicodeScalars.count - 4 == marker.column)
    }

    @Test("a missing key points at the mapping's first line only")
    func missingKeyHead() throws {
        let source = MarkedSource(
            """
            kinship: 1
            screens:
              Map:
                1️⃣title: Map
                params: { id: String }
            """)
        let check = InlineCheck(source.text)
        let d = try #require(check.only(.missingKey).first, "\(check.rendered)")
        #expect(d.range?.start == source[1])
        #expect(d.range?.end.line == source[1]?.line)
    }
}
