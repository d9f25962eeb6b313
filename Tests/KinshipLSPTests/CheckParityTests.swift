import Foundation
import XCTest

/// The server publishes exactly what `kinship check` prints: every diagnostic fixture and flow
/// fixture, and the bundled specs, opened in the server and checked by the real executable.
final class CheckParityTests: XCTestCase {
    struct Finding: Hashable, CustomStringConvertible {
        var line: Int, column: Int, endLine: Int, endColumn: Int
        var id: String, severity: String, message: String
        var notes: [String]
        var description: String { "\(line):\(column)-\(endLine):\(endColumn) \(severity) [\(id)] \(message) \(notes)" }
    }

    func testServerDiagnosticsMatchKinshipCheck() throws {
        let executable = try XCTUnwrap(LSPClient.executable)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var specs: [URL] = []
        for folder in ["Tests/Fixtures/diagnostics", "Tests/Fixtures/flow"] {
            let base = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: base.path).sorted() {
                let spec = base.appendingPathComponent(name).appendingPathComponent("spec.yaml")
                if FileManager.default.fileExists(atPath: spec.path) { specs.append(spec) }
            }
        }
        specs += try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("specs").path).sorted()
            .filter { $0.hasSuffix(".yaml") }.map { root.appendingPathComponent("specs").appendingPathComponent($0) }
        XCTAssertGreaterThan(specs.count, 60)

        // UTF-32 columns are Kinship's own: no conversion stands between the two.
        let client = try LSPClient(process: executable)
        _ = try client.initialize(encodings: ["utf-32"])
        var compared = 0
        for spec in specs {
            guard let text = try? String(contentsOf: spec, encoding: .utf8), Self.looksLikeSpec(text) else {
                // Not a spec to an editor (an empty file, a scalar at the top): the server leaves
                // such YAML alone, where `check` given the path complains (see OtherYAMLTests).
                continue
            }
            client.open(spec, text: text)
            let published = try client.diagnostics(for: spec.absoluteString, version: 1, timeout: 30).map(Self.finding)
            client.notify("textDocument/didClose", ["textDocument": ["uri": spec.absoluteString]])
            let expected = try Self.check(spec, executable)
            XCTAssertEqual(Set(published), Set(expected), spec.path)
            XCTAssertEqual(published.count, expected.count, spec.path)
            compared += expected.count
        }
        XCTAssertGreaterThan(compared, 60, "the fixtures hold findings to compare")
        XCTAssertEqual(try client.shutdown(), 0)
    }

    /// What generate would refuse is a finding of check's, so the server publishes it too: a
    /// screen class taking the name of the assembly generate names after the file (`mail.yaml`
    /// → `MailAssembly`).
    func testServerReportsWhatGenerateRefuses() throws {
        let executable = try XCTUnwrap(LSPClient.executable)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinship-parity-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("mail.yaml")
        let text = """
            kinship: 1
            screens: { Page: MailAssembly }
            containers:
              Host:
                children: { a: Page }
                slots: { main: { accepts: [a], initial: a } }
            root: Host

            """
        try text.write(to: spec, atomically: true, encoding: .utf8)
        let client = try LSPClient(process: executable)
        _ = try client.initialize(encodings: ["utf-32"])
        client.open(spec, text: text)
        let published = try client.diagnostics(for: spec.absoluteString, version: 1, timeout: 30).map(Self.finding)
        let expected = try Self.check(spec, executable)
        XCTAssertEqual(expected.map(\.id), ["generate-refused"], "\(expected)")
        XCTAssertEqual(Set(published), Set(expected))
        XCTAssertEqual(published.count, expected.count)
        XCTAssertEqual(try client.shutdown(), 0)
    }

    /// A top-level `kinship:` or spec section, as SpecFinder.classify reads files.
    private static func looksLikeSpec(_ text: String) -> Bool {
        let sections = ["kinship", "screens", "containers", "root", "imports", "routes"]
        return text.split(separator: "\n").contains { line in
            sections.contains { line.hasPrefix($0 + ":") || line.hasPrefix("\"\($0)\":") }
        }
    }

    static func finding(_ d: [String: Any]) -> Finding {
        let range = d["range"] as? [String: Any]
        let s = range?["start"] as? [String: Any], e = range?["end"] as? [String: Any]
        let notes = (d["relatedInformation"] as? [[String: Any]] ?? []).map { info -> String in
            let r = (info["location"] as? [String: Any])?["range"] as? [String: Any]
            let line = ((r?["start"] as? [String: Any])?["line"] as? Int ?? -1) + 1
            let column = ((r?["start"] as? [String: Any])?["character"] as? Int ?? -1) + 1
            return "\(line):\(column) \(info["message"] as? String ?? "")"
        }
        let severity = d["severity"] as? Int == 1 ? "error" : "warning"
        return Finding(
            line: (s?["line"] as? Int ?? -1) + 1, column: (s?["character"] as? Int ?? -1) + 1,
            endLine: (e?["line"] as? Int ?? -1) + 1, endColumn: (e?["character"] as? Int ?? -1) + 1,
            id: d["code"] as? String ?? "", severity: severity, message: d["message"] as? String ?? "", notes: notes)
    }

    /// `kinship check --format json SPEC`, the findings located in SPEC itself.
    static func check(_ spec: URL, _ executable: URL) throws -> [Finding] {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["check", "--format", "json", spec.path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let all = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        return all.filter {
            ($0["file"] as? String).map {
                URL(fileURLWithPath: $0).standardizedFileURL.path == spec.standardizedFileURL.path
            } ?? false
        }
        .map { d in
            // Notes with a place are related information; the others join the message.
            let all = d["notes"] as? [[String: Any]] ?? []
            let notes = all.filter { $0["line"] is Int }.map { n in
                "\(n["line"] as? Int ?? -1):\(n["column"] as? Int ?? -1) \(n["message"] as? String ?? "")"
            }
            let unplaced = all.filter { !($0["line"] is Int) }.map { "\n" + ($0["message"] as? String ?? "") }.joined()
            return Finding(
                line: d["line"] as? Int ?? -1, column: d["column"] as? Int ?? -1,
                endLine: d["endLine"] as? Int ?? -1, endColumn: d["endColumn"] as? Int ?? -1,
                id: d["id"] as? String ?? "", severity: d["severity"] as? String ?? "",
                message: (d["message"] as? String ?? "") + unplaced, notes: notes)
        }
    }
}
