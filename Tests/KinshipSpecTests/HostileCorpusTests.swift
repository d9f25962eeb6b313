import Foundation
import KinshipSyntax
import KinshipTestSupport
import KinshipSpec
import Testing

/// Hostile input: each folder under `Tests/Fixtures/hostile/` holds a `spec.yaml` and the
/// `expected.txt` that `kinship check --no-flow spec.yaml` prints for it (`KINSHIP_RECORD=1`
/// rewrites them and fails). Inputs too large to commit are generated here. Time and memory
/// bounds are measured by scripts/bench, not asserted by these tests.
@Suite struct HostileCorpusTests {
    static let folder = FixturePaths.tests.appendingPathComponent("Fixtures/hostile")
    static let cases = FixturePaths.entries(of: folder, directoriesOnly: true)

    /// The id each case must report; nil: it must check clean.
    static let expectedIDs: [String: String?] = [
        "billion-laughs": "limit-exceeded",
        "byte-order-mark": nil,
        "deep-nesting": "limit-exceeded",
        "doubling-tree": nil,
        "huge-numbers": "invalid-value",
        "import-absolute": "invalid-value",
        "import-dotdot": nil,
        "keyword-names": nil,
        "nul-byte": "yaml-syntax",
        "quoted-names": "invalid-identifier",
        "right-to-left-name": "invalid-identifier",
        "wide-container": nil,
        "wide-transition": nil,
        "hostile-routes": "invalid-value",
        "import-device": "import-not-found",
        "class-names": "invalid-identifier",
        "route-hosts": "invalid-value",
    ]

    @Test("hostile corpus", arguments: cases)
    func matchesExpected(_ name: String) throws {
        let caseFolder = Self.folder.appendingPathComponent(name)
        let output = CheckOutput.check("spec.yaml", in: caseFolder)
        let expectedURL = caseFolder.appendingPathComponent("expected.txt")
        if FixturePaths.recording {
            try output.text.write(to: expectedURL, atomically: true, encoding: .utf8)
            Issue.record("recorded hostile/\(name)/expected.txt; rerun without KINSHIP_RECORD")
            return
        }
        let expected = try #require(
            FileManager.default.contents(atPath: expectedURL.path),
            "hostile/\(name) has no expected.txt; record it with KINSHIP_RECORD=1")
        let text = String(decoding: expected, as: UTF8.self)
        #expect(
            output.text == text,
            "\(name) (- expected, + actual):\n\(LineDiff.render(expected: text, actual: output.text))")
        let entry = try #require(Self.expectedIDs[name], "hostile/\(name) is not registered in expectedIDs")
        if let id = entry {
            #expect(output.diagnostics.contains { $0.id.rawValue == id }, "\(name) should report [\(id)]")
        } else {
            #expect(output.diagnostics.isEmpty, "\(name) should check clean: \(output.text)")
        }
    }

    @Test func aScalarOverTheLimitIsRefused() throws {
        let text =
            "kinship: 1\nscreens:\n  Map: { class: M, title: \"" + String(repeating: "x", count: 1_100_000) + "\" }\n"
        let diagnostics = SpecLoader().load("/virtual/huge.yaml", contents: Array(text.utf8)).diagnostics
        #expect(diagnostics.map(\.id) == [.limitExceeded] as [DiagnosticID])
        #expect(diagnostics.first?.range?.start == SourcePosition(line: 3, column: 27))
    }

    @Test func aVeryLongLineIsFine() throws {
        let text =
            "kinship: 1\nscreens:\n  Map: { class: M, title: \"" + String(repeating: "é", count: 200_000)
            + "\", extra: 1 }\n"
        let diagnostics = SpecLoader().load("/virtual/long.yaml", contents: Array(text.utf8)).diagnostics
        // Columns count scalars, not bytes, even 200,000 characters along a line.
        #expect(diagnostics.map(\.id) == [.unknownKey] as [DiagnosticID])
        #expect(diagnostics.first?.range?.start.column == 200_031)
    }

    @Test func aFileOverTheSizeLimitIsRefusedBeforeReading() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kinship-big-\(UUID().uuidString).yaml")
        try Data(repeating: UInt8(ascii: "#"), count: 4096).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var limits = YAMLLimits()
        limits.maxFileBytes = 1024
        let diagnostics = SpecLoader(limits: limits).load(url.path).diagnostics
        #expect(diagnostics.map(\.id) == [.limitExceeded] as [DiagnosticID])
    }

    @Test func manyUnknownNamesAmongManyNamesSpendABoundedBudgetOnSuggestions() throws {
        // 2,000 unknown names, each near one of 2,000 children: every did-you-mean search used
        // to compare with every child. The budget runs out partway, at the same name each run.
        let n = 2_000
        var text = "kinship: 1\nscreens:\n  S: { class: S }\ncontainers:\n  Host:\n    children:\n"
        for i in 0..<n { text += "      c\(100_000 + i): S\n" }
        text += "    slots:\n      main:\n        accepts:\n"
        for i in 0..<n { text += "          - z\(100_000 + i)\n" }
        let diagnostics = SpecLoader().load("/virtual/unknowns.yaml", contents: Array(text.utf8)).diagnostics
        let unknowns = diagnostics.filter { $0.id == .unknownReference }
        #expect(unknowns.count == n)
        #expect(unknowns.first?.notes.map(\.message) == ["did you mean 'c100000'?"])
        let noted = unknowns.count { !$0.notes.isEmpty }
        #expect(noted > 0 && noted < n)
        #expect(unknowns.prefix(noted).allSatisfy { !$0.notes.isEmpty }, "notes stop at one name, in order")
        let again = SpecLoader().load("/virtual/unknowns.yaml", contents: Array(text.utf8)).diagnostics
        #expect(again == diagnostics)
    }

    @Test func aSymlinkLoopInACheckedDirectoryIsVisitedOnce() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kinship-loop-\(UUID().uuidString)")
        let nested = root.appendingPathComponent("nested")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try "kinship: 1\n".write(to: nested.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: nested.appendingPathComponent("loop").path, withDestinationPath: root.path)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("self").path, withDestinationPath: ".")
        let (files, failures) = SpecFinder.find([root.path])
        #expect(failures.isEmpty)
        #expect(files.count == 1, "\(files)")
    }

    /// A chain in which every link closes a cycle (each container holds the next and the first;
    /// each file imports the next and the first): every cycle is reported once, at the entry
    /// that closes it, and a long one names its ends and counts the middle, so the report grows
    /// with the chain, not with its square (1,000 links printed 10 MB before).
    @Test func aChainOfCyclesIsReportedInBoundedWords() throws {
        let n = 1_000
        var yaml = "kinship: 1\nscreens: { S: SViewController }\ncontainers:\n"
        for i in 0..<n {
            yaml +=
                "  C\(i):\n    children: { a: \(i + 1 < n ? "C\(i + 1)" : "S"), b: C0 }\n"
                + "    slots: { main: { accepts: [a, b], initial: a } }\n"
        }
        yaml += "root: C0\n"
        let cycles = SpecLoader().load("/virtual/cycles.yaml", contents: Array(yaml.utf8)).diagnostics
        #expect(cycles.count == n && cycles.allSatisfy { $0.id == .containmentCycle })
        #expect(
            cycles.allSatisfy { $0.message.utf8.count < 200 },
            "\(cycles.map(\.message).max { $0.count < $1.count } ?? "")")
        #expect(
            cycles.contains {
                $0.message
                    == "containment cycle: C0 → C1 → C2 → C3 → C4 → C5 → … (988 more) → C994 → C995 → C996 → C997 → C998 → C999 → C0"
            })
        #expect(cycles.contains { $0.message == "containment cycle: C0 → C1 → C0" })

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kinship-imports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for i in 0..<n {
            try
                "kinship: 1\nimports: [\(i + 1 < n ? "f\(i + 1).yaml, " : "")f0.yaml]\nscreens: { S\(i): S\(i)ViewController }\n"
                .write(to: folder.appendingPathComponent("f\(i).yaml"), atomically: false, encoding: .utf8)
        }
        let loaded = SpecLoader().load(folder.appendingPathComponent("f0.yaml").path)
        let imports = loaded.diagnostics
        #expect(imports.count == n && imports.allSatisfy { $0.id == .importCycle })
        #expect(imports.allSatisfy { $0.message.contains("more) →") || $0.message.split(separator: "→").count <= 13 })
        #expect(loaded.spec?.files.count == n, "every file of the chain is loaded once")
    }
}
