import Testing
@testable import KinshipSyntax

@Suite struct YAMLLimitsTests {
    @Test("the defaults are the documented ones")
    func defaults() {
        let limits = YAMLLimits()
        #expect(limits.maxFileBytes == 64 << 20)
        #expect(limits.maxDepth == 128)
        #expect(limits.maxNodes == 5_000_000)
        #expect(limits.maxScalarBytes == 1 << 20)
    }

    @Test("nesting deeper than maxDepth is refused at the collection that goes too deep")
    func depth() throws {
        var limits = YAMLLimits()
        limits.maxDepth = 3
        #expect(Parsed("a: [[1]]\n", limits: limits).diagnostics.isEmpty)
        let parsed = Parsed("a: [[[1]]]\n", limits: limits)
        let d = try #require(parsed.diagnostics.first)
        #expect(parsed.ids == ["limit-exceeded"])
        #expect(d.message.contains("--max-depth"))
        #expect(d.range?.start == pos(1, 6))
        #expect(parsed.root == nil)
    }

    @Test("the default depth limit stops a deeply nested document")
    func defaultDepth() {
        let parsed = Parsed(String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000))
        #expect(parsed.ids == ["limit-exceeded"])
    }

    @Test("a billion-laughs document is refused quickly, counting alias expansions")
    func billionLaughs() throws {
        var lines = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        for (previous, name) in zip(names, names.dropFirst()) {
            let refs = Array(repeating: "*\(previous)", count: 10).joined(separator: ", ")
            lines.append("\(name): &\(name) [\(refs)]")
        }
        let clock = ContinuousClock()
        var parsed: Parsed?
        let elapsed = clock.measure { parsed = Parsed(lines.joined(separator: "\n") + "\n") }
        let result = try #require(parsed)
        #expect(result.ids == ["limit-exceeded"])
        #expect(result.diagnostics.first?.message.contains("--max-nodes") == true)
        #expect(result.root == nil)
        #expect(elapsed < .seconds(2), "took \(elapsed)")
    }

    @Test("the node limit counts every node once, however deep")
    func nodeCount() {
        var limits = YAMLLimits()
        limits.maxNodes = 5
        // The mapping, two keys and two values: five nodes.
        #expect(Parsed("a: 1\nb: 2\n", limits: limits).diagnostics.isEmpty)
        #expect(Parsed("a: 1\nb: 2\nc: 3\n", limits: limits).ids == ["limit-exceeded"])
        // Outer mapping, key, inner mapping, key, sequence, two items: seven nodes.
        limits.maxNodes = 7
        #expect(Parsed("a:\n  b: [1, 2]\n", limits: limits).diagnostics.isEmpty)
        #expect(Parsed("a:\n  b: [1, 2, 3]\n", limits: limits).ids == ["limit-exceeded"])
    }

    @Test("an alias counts as the whole subtree it expands to")
    func aliasWeight() {
        var limits = YAMLLimits()
        // Mapping, key a, [x, y] (3), key b, alias expanding to 3: nine nodes.
        limits.maxNodes = 9
        #expect(Parsed("a: &s [x, y]\nb: *s\n", limits: limits).diagnostics.isEmpty)
        limits.maxNodes = 8
        #expect(Parsed("a: &s [x, y]\nb: *s\n", limits: limits).ids == ["limit-exceeded"])
    }

    @Test("keys nested in a section count once each, not once per level")
    func nestedSectionCount() {
        // Top mapping, 'screens', the inner mapping, then 1000 keys and 1000 values.
        var limits = YAMLLimits()
        limits.maxNodes = 2_003
        var text = "screens:\n"
        for i in 0..<1_000 { text += "  S\(i): C\n" }
        #expect(Parsed(text, limits: limits).diagnostics.isEmpty)
        limits.maxNodes = 2_002
        #expect(Parsed(text, limits: limits).ids == ["limit-exceeded"])
    }

    @Test("a scalar longer than maxScalarBytes is refused at its start")
    func scalarLength() throws {
        var limits = YAMLLimits()
        limits.maxScalarBytes = 8
        #expect(Parsed("a: 12345678\n", limits: limits).diagnostics.isEmpty)
        let parsed = Parsed("a: 123456789\n", limits: limits)
        #expect(parsed.ids == ["limit-exceeded"])
        #expect(parsed.diagnostics.first?.range?.start == pos(1, 4))
        #expect(parsed.diagnostics.first?.message.contains("--max-scalar-bytes") == true)
    }

    @Test("the scalar limit counts bytes, not characters")
    func scalarBytes() {
        var limits = YAMLLimits()
        limits.maxScalarBytes = 4
        #expect(Parsed("a: éé\n", limits: limits).diagnostics.isEmpty)
        #expect(Parsed("a: ééé\n", limits: limits).ids == ["limit-exceeded"])
    }

    @Test("a file larger than maxFileBytes is refused before parsing")
    func fileSize() throws {
        var limits = YAMLLimits()
        limits.maxFileBytes = 10
        #expect(Parsed("a: 1234567", limits: limits).diagnostics.isEmpty)
        let parsed = Parsed("a: 12345678", limits: limits)
        #expect(parsed.ids == ["limit-exceeded"])
        #expect(parsed.diagnostics.first?.range?.start == pos(1, 1))
        #expect(parsed.diagnostics.first?.message.contains("--max-file-bytes") == true)
        #expect(parsed.root == nil)
    }
}
