import KinshipFlow
import KinshipSpec
import Testing

/// Containers wide enough that the explorer's outcome table leaves its dense layout.
@Suite struct WideFlowTests {
    /// 2,200 transitions each guarded on a different child of one slot: a dense table of a row
    /// per move as long as the slot's values would hold 2,200 × 4,096 outcomes (16,000 such
    /// transitions took 1.6 GB), so they are kept sparse, and the findings must not change.
    @Test func manyGuardsOnOneSlotFindWhatADenseTableFinds() throws {
        let n = 2_200
        var yaml = "kinship: 1\nscreens:\n  S: { class: S }\ncontainers:\n  Host:\n    children:\n"
        for i in 0..<n { yaml += "      c\(i): S\n" }
        yaml += "      x: S\n      y: S\n    slots:\n      main:\n        initial: c0\n        accepts:\n"
        for i in 0..<n { yaml += "          - c\(i)\n" }
        yaml += "      other:\n        accepts:\n"
        for i in stride(from: 0, to: n, by: 200) { yaml += "          - c\(i)\n" }
        yaml += "      st:\n        kind: stack\n        initial: x\n        accepts: [x, y]\n    transitions:\n"
        for i in 0..<n { yaml += "      t\(i): { main: { from: c\(i), show: c\((i + 1) % n) } }\n" }
        for i in stride(from: 0, to: n, by: 200) { yaml += "      u\(i): { other: { show: c\(i) } }\n" }
        yaml += "      p: { st: pop }\n      q: { st: { push: y } }\n"
        let loadedSpec = SpecLoader().load("/wide/spec.yaml", contents: Array(yaml.utf8))
        let spec = loadedSpec.spec, found = loadedSpec.diagnostics
        let loaded = try #require(spec)
        #expect(found.isEmpty, "\(found.prefix(3).map(\.message))")
        let diagnostics = FlowAnalysis.diagnostics(loaded, options: FlowOptions(specPath: "spec.yaml"), workers: 1)
        // As recorded before the sparse table (with the dense one alone).
        let counts = Dictionary(diagnostics.map { ($0.id.rawValue, 1) }, uniquingKeysWith: +)
        #expect(counts == ["child-in-two-slots": 22, "stack-underflow": 1, "already-in-stack": 1, "no-way-back": 1])
        #expect(
            diagnostics.contains {
                $0.message == "transition 't199': 'c200' is in slot 'other'; a child lives in one slot"
            })
    }

    /// Past 1,024 children, slot values keep no bit set of their members (a word per 64
    /// children in every value of every slot took 512 MB for 64,000 slots), and whether another
    /// slot holds a child is found by scanning its content: the findings must not change.
    @Test func slotsOfAContainerOfManyChildrenFindChildrenInTwoSlots() throws {
        let n = 1_100
        var yaml = "kinship: 1\nscreens:\n  S: { class: S }\ncontainers:\n  Host:\n    children:\n"
        for i in 0..<n { yaml += "      c\(i): S\n" }
        yaml += "    slots:\n      st: { kind: stack, accepts: [c0, c1, c2, c3], initial: c0 }\n"
        yaml += "      one: { accepts: [c1, c2, c3, c5], initial: c5 }\n"
        for i in 6..<n { yaml += "      s\(i): { accepts: [c\(i)], initial: c\(i) }\n" }
        yaml += "    transitions:\n      p1: { st: { push: c1 } }\n      p2: { st: { push: c2 } }\n"
        yaml += "      o1: { one: { show: c1 } }\n      o3: { one: { show: c3 } }\n      p3: { st: { push: c3 } }\n"
        yaml += "      back: { st: { pop: 1 } }\n      root: { st: popToRoot }\n"
        let spec = SpecLoader().load("/wide/spec.yaml", contents: Array(yaml.utf8)).spec
        let loaded = try #require(spec)
        let diagnostics = FlowAnalysis.diagnostics(loaded, options: FlowOptions(specPath: "spec.yaml"), workers: 1)
        // As recorded before, with bit sets.
        let counts = Dictionary(diagnostics.map { ($0.id.rawValue, 1) }, uniquingKeysWith: +)
        #expect(counts == ["already-in-stack": 3, "child-in-two-slots": 4, "no-way-back": 1, "stack-underflow": 1])
    }
}
