import Foundation
import KinshipTestSupport
import Testing

/// `kinship check` writes diagnostics to stdout and its summary to stderr. A CI log takes both
/// into one pipe (`2>&1`), where stdout is block-buffered: the summary must still come last,
/// as on a terminal. Skipped when the kinship executable is not built.
@Suite struct CheckOutputOrderTests {
    @Test func theSummaryFollowsTheDiagnosticsInOneLog() throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "kinship")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else { return }
        let spec = FileManager.default.temporaryDirectory.appendingPathComponent("kinship-\(UUID().uuidString).yaml")
        try "kinship: 1\nscreens: { A: A }\ncontainers:\n  C: { children: { a: Aa } }\n".write(
            to: spec, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: spec) }
        let run = try runProcess(binary, ["check", spec.path], mergingOutput: true)
        let text = run.out
        #expect(run.status == 1)
        #expect(text.contains("[unknown-reference]"), "\(text)")
        #expect(text.hasSuffix("1 error, 1 warning in 1 file\n"), "\(text)")
    }
}
