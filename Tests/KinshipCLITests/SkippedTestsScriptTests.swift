import Foundation
import KinshipTestSupport
import Testing

/// `scripts/skipped-tests`, the closing line of `scripts/test`: Swift Testing leaves skipped tests
/// out of its summary ("465 tests passed"), so a newcomer never learned that the corpus tests did
/// not run. It counts them and groups them by reason.
@Suite struct SkippedTestsScriptTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func summary(of log: String) throws -> String {
        let run = try runProcess(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "scripts/skipped-tests", log], in: Self.root)
        #expect(run.status == 0, "\(run.err)")
        return run.out
    }

    @Test("skips by trait and a test's own 'skipped:' line are counted, grouped by reason")
    func countsSkips() throws {
        let text = try summary(of: "Tests/Fixtures/scripts/swift-test-output.txt")
        #expect(
            text == """
                scripts/test: 4 tests skipped, so not everything was tested:
                  2 × the shared storyboard corpus is not beside this checkout (/x/shared/corpus/storyboards is absent)
                  1 × Graphviz 'dot' is not on PATH (apt-get install graphviz); rendering not checked
                  1 × python3 with jsonschema and PyYAML is not installed (pip install jsonschema pyyaml); schema validation skipped
                  (CONTRIBUTING.md, 'Skipped tests', says what each needs)

                """)
    }

    @Test("no skip: one line saying so")
    func noSkips() throws {
        let text = try summary(of: "Tests/Fixtures/scripts/check-docs/unclosed-fence.md")
        #expect(text == "scripts/test: no test skipped\n")
    }
}
