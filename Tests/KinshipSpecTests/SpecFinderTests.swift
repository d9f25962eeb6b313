import Foundation
import KinshipSpec
import KinshipSyntax
import KinshipTestSupport
import Testing

/// `kinship check DIR` checks every spec and everything that looks like one, and names every
/// other YAML file it found with the reason it was left out (no silent skips in CI).
@Suite struct SpecFinderTests {
    static let folder = FixturePaths.tests.appendingPathComponent("Fixtures/check-dir")

    /// What `kinship check tree` prints on stdout and stderr, summary aside, run in `check-dir`.
    static func render() -> String {
        let prefix = folder.path + "/"
        let (files, failures, skipped) = SpecFinder.search([prefix + "tree"])
        let loader = SpecLoader()
        var diagnostics: [Diagnostic] = failures.map { .error(.fileNotFound, $0.description, at: nil) }
        for file in files { diagnostics += loader.load(file).diagnostics }
        var text = TextDiagnosticRenderer(files: loader.sources, colored: false).render(Diagnostic.arrange(diagnostics))
        text += "checked: " + files.map { $0.replacingOccurrences(of: prefix, with: "") }.joined(separator: ", ") + "\n"
        for file in skipped { text += "note: not checked: \(file)\n" }
        return text.replacingOccurrences(of: prefix, with: "")
    }

    @Test("a directory's specs, look-alikes and other YAML, golden")
    func directoryGolden() throws {
        let output = Self.render()
        let expectedURL = Self.folder.appendingPathComponent("expected.txt")
        if FixturePaths.recording {
            try output.write(to: expectedURL, atomically: true, encoding: .utf8)
            Issue.record("recorded check-dir/expected.txt; rerun without KINSHIP_RECORD to check it")
            return
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(output == expected, "\(LineDiff.render(expected: expected, actual: output))")
    }

    @Test(
        "classification by top-level keys",
        arguments: [
            ("kinship: 1\nscreens: {}\n", SpecFinder.Verdict.spec),
            ("\u{FEFF}kinship: 1\n", .spec),
            ("\"kinship\": 1\n", .spec),
            ("# comment\ncontainers:\n  A: {}\n", .looksLikeSpec("containers")),
            ("root: App\n", .looksLikeSpec("root")),
            ("'imports': [a.yaml]\n", .looksLikeSpec("imports")),
            (
                "name: CI\non: [push]\n",
                .skipped("not a spec: its top-level keys ('name', 'on') include neither 'kinship' nor a spec section")
            ),
            (
                "- a\n- b\n",
                .skipped("not a spec: no top-level mapping keys (a spec's top level starts with 'kinship: 1')")
            ),
            (
                "url: http://x\n  screens: 1\n",
                .skipped("not a spec: its top-level keys ('url') include neither 'kinship' nor a spec section")
            ),
        ])
    func classify(_ text: String, _ verdict: SpecFinder.Verdict) {
        #expect(SpecFinder.classify(text: text) == verdict)
    }
}
