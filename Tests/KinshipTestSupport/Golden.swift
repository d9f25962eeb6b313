import Foundation
import Testing

/// Golden-file comparison for the plan and runtime tests, with an explicit record switch:
/// `KINSHIP_RECORD=1 swift test` rewrites the expected file and fails, so a recording never
/// passes silently.
public enum Golden {
    public static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
    public static let specs = fixtures.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "specs")

    public static var recording: Bool { ProcessInfo.processInfo.environment["KINSHIP_RECORD"] == "1" }

    public static func assertMatches(_ actual: String, _ file: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        if recording {
            try? FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? actual.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("recorded \(file.path); run again without KINSHIP_RECORD", sourceLocation: sourceLocation)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record(
                "missing golden file \(file.path); record it with KINSHIP_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record(
                "\(file.lastPathComponent) differs (- expected, + actual):\n\(LineDiff.render(expected: expected, actual: actual))",
                sourceLocation: sourceLocation)
        }
    }
}
