import Foundation
import KinshipSpec
import KinshipSyntax
import Testing

/// `kinship check --format sarif`: a failing spec's SARIF result carries the rule id, line and
/// column, and the log matches the SARIF 2.1.0 schema (the part Kinship emits).
@Suite struct SarifCheckTests {
    static let spec = """
        kinship: 1
        screens:
          Map: { class: MapViewController }
        containers:
          Tunnel:
            children: { map: Map }
            slots:
              top: { acepts: [map], initial: map }
        root: Tunnel
        """

    /// Checks the spec inside a temporary working directory and returns the SARIF text.
    static func sarif() throws -> (text: String, directory: URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kinship-sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("spec.yaml").path
        try spec.write(toFile: path, atomically: true, encoding: .utf8)
        let loader = SpecLoader()
        let diagnostics = Diagnostic.arrange(loader.load(path).diagnostics)
        let text = SarifDiagnosticRenderer(files: loader.sources, workingDirectory: directory.path).render(diagnostics)
        return (text, directory)
    }

    @Test func resultCarriesRuleLineAndColumn() throws {
        let (text, directory) = try Self.sarif()
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "kinship")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        let result = try #require(results.first { $0["ruleId"] as? String == "unknown-key" })
        #expect(result["level"] as? String == "error")
        let index = try #require(result["ruleIndex"] as? Int)
        #expect(rules[index]["id"] as? String == "unknown-key")
        let location = try #require(
            (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "spec.yaml")
        let region = try #require(location["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 8)
        #expect(region["startColumn"] as? Int == 14)
        #expect(region["endColumn"] as? Int == 20)
        let related = try #require(result["relatedLocations"] as? [[String: Any]])
        #expect((related.first?["message"] as? [String: Any])?["text"] as? String == "did you mean 'accepts'?")
    }

    static let schema = FixturePaths.tests.appendingPathComponent("Fixtures/sarif/sarif-schema-2.1.0.json")

    /// The SARIF log of every diagnostics fixture (checked in its folder, as the golden test
    /// does) and of a path that does not exist, validated against the official SARIF 2.1.0
    /// schema (vendored) and GitHub code scanning's upload requirements.
    @Test func everyFixtureLogIsValidSarifGitHubAccepts() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kinship-sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var logs: [String: String] = [:]
        for name in DiagnosticFixtureTests.cases {
            let folder = FixturePaths.diagnostics.appendingPathComponent(name)
            let loader = SpecLoader()
            let diagnostics = Diagnostic.arrange(
                loader.load(folder.appendingPathComponent("spec.yaml").path).diagnostics)
            logs[name] = SarifDiagnosticRenderer(files: loader.sources, workingDirectory: folder.path).render(
                diagnostics)
        }
        // `kinship check missing.yaml`: the result is located at the path given.
        let loader = SpecLoader()
        logs["file-not-found"] = SarifDiagnosticRenderer(files: loader.sources, workingDirectory: scratch.path)
            .render(loader.load(scratch.appendingPathComponent("missing.yaml").path).diagnostics)
        #expect(logs.count > 30)
        var paths: [String: String] = [:]
        for (name, text) in logs {
            try GitHubSarifRequirements.check(text, name)
            let path = scratch.appendingPathComponent("\(name).sarif.json").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            paths[path] = name
        }
        guard SchemaPythonValidator.available else {
            print("skipped: " + SchemaPythonValidator.skipMessage)
            return
        }
        let verdicts = try #require(
            SchemaPythonValidator.validate(schema: Self.schema.path, documents: paths.keys.sorted()))
        for (path, name) in paths {
            #expect(verdicts[path] == .some(nil), "\(name): \(String(describing: verdicts[path]))")
        }
    }

    @Test func notesAreLinkedFromTheMessage() throws {
        let (text, directory) = try Self.sarif()
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["version"] as? String == KinshipVersion.current)
        let result = try #require(
            (run["results"] as? [[String: Any]])?.first { $0["ruleId"] as? String == "unknown-key" })
        let message = try #require((result["message"] as? [String: Any])?["text"] as? String)
        #expect(message == "unknown key 'acepts' in slot 'top'\nnote: [did you mean 'accepts'?](1)")
    }

    @Test func linkTextAndBracesAreEscaped() {
        #expect(SarifDiagnosticRenderer.escapeText("{ set: a.b } [x]") == "{{ set: a.b }} [x]")
        #expect(SarifDiagnosticRenderer.escapeLinkText("a[0]\\b {c}") == "a\\[0\\]\\\\b {{c}}")
    }

    /// The rule table is every id, sorted, each with its help text: results index into it.
    @Test func rulesAreEveryIDInOrder() throws {
        let log = SarifDiagnosticRenderer(files: SourceFiles(), workingDirectory: "/").render([])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == DiagnosticID.allCases.map(\.rawValue).sorted())
        let texts = rules.map { ($0["shortDescription"] as? [String: Any])?["text"] as? String }
        #expect(texts == DiagnosticID.sortedCases.map(\.help))
    }
}
