import Foundation
import KinshipTestSupport
import Testing

/// Where the test data lives and how golden files are compared or re-recorded.
enum Golden {
    /// `…/Tests/KinshipFlowTests/Support/Golden.swift` → `…/Tests`, symlinks resolved first.
    static let tests = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let package = tests.deletingLastPathComponent()
    static let specs = package.appendingPathComponent("specs")
    /// `Tests/Fixtures/flow`: one folder per case, plus `graphs/` for the pictures.
    static let flow = tests.appendingPathComponent("Fixtures/flow")
    static let graphs = flow.appendingPathComponent("graphs")

    static var recording: Bool { ProcessInfo.processInfo.environment["KINSHIP_RECORD"] == "1" }

    /// The folders under `flow/` that hold a `spec.yaml`, sorted.
    static var cases: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: flow.path)) ?? []
        return names.filter {
            FileManager.default.fileExists(atPath: flow.appendingPathComponent("\($0)/spec.yaml").path)
        }.sorted()
    }

    /// The bundled specs (`specs/*.yaml`), sorted.
    static var specFiles: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: specs.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    /// Compares `actual` with the file at `url`; under `KINSHIP_RECORD=1` rewrites it and fails,
    /// so a recorded run never passes by accident.
    static func check(_ actual: String, against url: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        let name = url.pathComponents.suffix(2).joined(separator: "/")
        if recording {
            do {
                try actual.write(to: url, atomically: true, encoding: .utf8)
                Issue.record(
                    "recorded \(name); rerun without KINSHIP_RECORD to check it", sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot write \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("\(name) is missing; run with KINSHIP_RECORD=1 to create it", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if actual != expected {
            Issue.record(
                """
                \(name) differs (- expected, + actual):
                \(LineDiff.render(expected: expected, actual: actual))
                """, sourceLocation: sourceLocation)
        }
    }
}
