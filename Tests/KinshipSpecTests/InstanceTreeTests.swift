import KinshipSpec
import Testing

/// Containment chains as deep as the spec is long, and trees that double at every level: the
/// cycle check must walk them without recursing, and `InstanceTree` must size them without
/// building them.
@Suite struct InstanceTreeTests {
    /// `C0` holds `width` children of type `C1`, and so on down to `levels - 1`, whose children are screens.
    static func chain(levels: Int, width: Int = 1, cycle: Bool = false) -> [UInt8] {
        var yaml = "kinship: 1\nscreens:\n  Leaf: LeafViewController\ncontainers:\n"
        for i in 0..<levels {
            let next = i + 1 < levels ? "C\(i + 1)" : (cycle ? "C0" : "Leaf")
            let names = (0..<width).map { "c\($0)" }
            yaml += "  C\(i):\n    children: { " + names.map { "\($0): \(next)" }.joined(separator: ", ") + " }\n"
            yaml += "    slots: { s: { accepts: [" + names.joined(separator: ", ") + "], initial: [c0] } }\n"
        }
        return Array(yaml.utf8)
    }

    @Test("a 20,000-deep containment chain is checked without overflowing the stack")
    func deepChainValidates() throws {
        let loadedSpec = SpecLoader().load("/tree/chain.yaml", contents: Self.chain(levels: 20_000))
        let spec = loadedSpec.spec, diagnostics = loadedSpec.diagnostics
        #expect(diagnostics.isEmpty)
        let tree = InstanceTree(try #require(spec), root: 0)
        #expect(tree.depth(of: 0) == 20_000)
        #expect(tree.controllers(of: 0) == 20_001)
        let beyond = try #require(tree.entryBeyond(64, from: 0))
        #expect(beyond.type.value == "C64")
        #expect(tree.entryBeyond(20_000, from: 0) == nil)
    }

    @Test("a cycle closing a 20,000-deep chain is reported once, at the entry that closes it")
    func deepCycleIsReported() {
        let diagnostics = SpecLoader().load("/tree/cycle.yaml", contents: Self.chain(levels: 20_000, cycle: true))
            .diagnostics
        let cycles = diagnostics.filter { $0.id == .containmentCycle }
        #expect(cycles.count == 1)
        #expect(cycles.first?.range?.start.line == 4 + 3 * 19_999 + 2)
    }

    @Test("a tree that doubles at every level is counted per type, saturating")
    func doublingTreeIsCounted() throws {
        let loadedSpec = SpecLoader().load("/tree/double.yaml", contents: Self.chain(levels: 80, width: 2))
        let spec = loadedSpec.spec, diagnostics = loadedSpec.diagnostics
        #expect(diagnostics.isEmpty)
        let tree = InstanceTree(try #require(spec), root: 0)
        #expect(tree.depth(of: 0) == 80)
        #expect(tree.controllers(of: 0) == .max)
        // C79 makes itself and two screens: 3; each level above, itself and two of the next.
        #expect(tree.controllers(of: 79) == 3)
        #expect(tree.controllers(of: 70) == (1 << 11) - 1)
    }
}
