import Foundation
import Testing

/// `scripts/check-docs` on documents whose fences do not balance: it must fail before running
/// anything, naming the line, as it did not on docs/storyboards.md (a missing fence hid its last
/// command and it reported "0 documents failed").
@Suite struct CheckDocsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func checkDocs(_ documents: [String]) throws -> (status: Int32, err: String) {
        try runBinary(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "scripts/check-docs"] + documents, in: Self.root)
    }

    @Test("the storyboards guide as it was: a missing fence swallows a runnable block")
    func storyboardsGuideAsItWas() throws {
        let result = try checkDocs(["Tests/Fixtures/scripts/check-docs/unbalanced-fence.md"])
        #expect(result.status == 1)
        #expect(
            result.err.contains(
                "unbalanced-fence.md:115: a fence with an info string ('sh') inside the block opened at line 77"))
        #expect(
            result.err.contains("4 fence lines open a runnable block, but 3 blocks would run or be shown as skipped"))
        #expect(
            !result.err.contains("check-docs: Tests/Fixtures/scripts/check-docs/unbalanced-fence.md:24"), "nothing runs"
        )
    }

    @Test("a block never closed")
    func unclosedBlock() throws {
        let result = try checkDocs(["Tests/Fixtures/scripts/check-docs/unclosed-fence.md"])
        #expect(result.status == 1)
        #expect(result.err.contains("unclosed-fence.md:5: the block opened here is never closed"))
    }
}
