import Foundation
import KinshipSyntax
import KinshipTestSupport
import KinshipSpec
import KinshipSyntax
import Testing

/// Golden diagnostics: each folder under `Tests/Fixtures/diagnostics/` holds a `spec.yaml`
/// (and any files it imports) and `expected.txt`, the exact stdout of
/// `kinship check --no-flow spec.yaml` run in that folder. Flow analysis runs only on files
/// without errors, so for every failing case that is also the output without `--no-flow`.
/// `KINSHIP_RECORD=1 swift test` rewrites every `expected.txt` and fails.
@Suite struct DiagnosticFixtureTests {
    /// Cases named after what they feed in rather than the id they produce. Every other folder
    /// is named after the diagnostic id it must produce. nil: the input must check clean.
    static let descriptiveCases: [String: String?] = [
        "accessory-values": "invalid-value",
        "child-named-self": "invalid-identifier",
        "bad-layout-area": "invalid-value",
        "answer-cycle-emit": "answer-cycle",
        "presenting-screen-misuse": "invalid-operation",
        "presenting-screen-class-conflict": "class-conflict",
        "bad-input-tab-indentation": "yaml-syntax",
        "bad-input-non-utf8": "yaml-syntax",
        "bad-input-empty-file": "missing-key",
        "bad-input-comment-only": "missing-key",
        "bad-input-top-level-scalar": "type-mismatch",
        "bad-input-top-level-sequence": "type-mismatch",
        "bad-input-several-documents": "yaml-unsupported",
        "bad-input-merge-key": "yaml-unsupported",
        "bad-input-undefined-alias": "yaml-unsupported",
        "bad-input-crlf-line-ends": nil,
        "bad-input-one-line-json": "unknown-reference",
        "lint-disabled-warning": nil,
        "absolute-import": "invalid-value",
        "route-misspelt-segment": "unknown-reference",
        "route-bad-pattern": "invalid-value",
        "route-bad-set": "input-type-mismatch",
        "route-level-set": "unknown-reference",
        "input-answers": "unknown-reference",
        "bad-input-over-indented-key": "yaml-indentation",
        "bad-argument-types": "type-mismatch",
        "bad-from-list": "unknown-reference",
        "bad-transition-identifier": "invalid-value",
        "cascade-misspelt-accept": "unknown-reference",
        "cascade-misspelt-arg": "unknown-reference",
        "cascade-misspelt-output": "unknown-reference",
        "cascade-misspelt-root": "unknown-reference",
        "bad-binding-names": "unknown-reference",
        "bad-binding-actions": "invalid-operation",
        "bad-presentation": "invalid-operation",
        "yaml11-boolean": "type-mismatch",
        "misspelt-kind": "invalid-value",
        "dismiss-wrong-slot": "invalid-operation",
        "misspelt-select": "unknown-reference",
        "binding-grandchild": "unknown-reference",
        "user-back-per-child": "unknown-reference",
        "identifier-combining-marks": "invalid-identifier",
        "bad-hosting-values": "invalid-value",
        "derived-type-names": "class-conflict",
    ]

    /// Ids that need no fixture: `file-not-found` is about the command line, not a spec.
    static let idsWithoutFixture: Set<String> = ["file-not-found"]

    static let cases = FixturePaths.entries(of: FixturePaths.diagnostics, directoriesOnly: true)

    @Test("golden diagnostics", arguments: cases)
    func matchesExpected(_ name: String) throws {
        let folder = FixturePaths.diagnostics.appendingPathComponent(name)
        let output = CheckOutput.check("spec.yaml", in: folder)
        let expectedURL = folder.appendingPathComponent("expected.txt")

        if FixturePaths.recording {
            try output.text.write(to: expectedURL, atomically: true, encoding: .utf8)
            Issue.record("recorded \(name)/expected.txt; rerun without KINSHIP_RECORD to check it")
            return
        }
        guard let data = FileManager.default.contents(atPath: expectedURL.path) else {
            Issue.record("\(name) has no expected.txt; run with KINSHIP_RECORD=1 to create it")
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if output.text != expected {
            Issue.record(
                """
                \(name): diagnostics differ from expected.txt (- expected, + actual):
                \(LineDiff.render(expected: expected, actual: output.text))
                """)
        }

        let ids = Set(output.diagnostics.map(\.id.rawValue))
        let offSeverity = output.diagnostics.filter { $0.severity != $0.id.severity }.map(\.id)
        #expect(offSeverity.isEmpty, "\(name) reports ids at another severity than their own: \(offSeverity)")
        if let entry = Self.descriptiveCases[name] {
            if let id = entry {
                #expect(ids.contains(id), "\(name) should report [\(id)]; it reports \(ids.sorted())")
            } else {
                #expect(output.diagnostics.isEmpty, "\(name) should check clean")
            }
        } else {
            #expect(ids.contains(name), "case \(name) should report its own id; it reports \(ids.sorted())")
        }
    }

    @Test("every diagnostic id the front end emits has a case")
    func everyIDHasACase() {
        let emitted = EmittedIDs.frontEnd
        #expect(emitted.count >= 20, "found only \(emitted.sorted())")
        let covered = Set(Self.cases).union(Self.descriptiveCases.values.compactMap { $0 })
        let missing = emitted.subtracting(covered).subtracting(Self.idsWithoutFixture)
        #expect(missing.isEmpty, "no fixture for: \(missing.sorted())")
    }

    @Test("every case folder is an id or a registered descriptive case")
    func caseNamesAreKnown() {
        #expect(!Self.cases.isEmpty, "no cases under \(FixturePaths.diagnostics.path)")
        let emitted = EmittedIDs.frontEnd
        for name in Self.cases where Self.descriptiveCases[name] == nil {
            #expect(
                emitted.contains(name), "case folder \(name) is neither a diagnostic id nor listed in descriptiveCases")
        }
        for name in Self.descriptiveCases.keys {
            #expect(Self.cases.contains(name), "descriptive case \(name) has no folder")
        }
    }
}

/// The front end's ids (reading, decoding, validation): those grammar.md documents in its
/// Diagnostics section, so a new id without a fixture fails the suite.
enum EmittedIDs {
    static let frontEnd = Set(DiagnosticID.allCases.filter { $0.anchor == "diagnostics" }.map(\.rawValue))
}
