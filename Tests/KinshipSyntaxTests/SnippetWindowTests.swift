import Testing
@testable import KinshipSyntax

/// A source line longer than `longLine` is shown in part around the caret; shorter lines whole.
@Suite struct SnippetWindowTests {
    /// The snippet (source line and caret line) printed for a range on line 1 of `text`.
    func snippet(_ text: String, _ start: Int, _ end: Int) -> [Substring] {
        let files = SourceFiles()
        let id = files.add(SourceFile(path: "t.yaml", bytes: Array(text.utf8)))
        let range = SourceRange(file: id, start: .init(line: 1, column: start), end: .init(line: 1, column: end))
        let rendered = TextDiagnosticRenderer(files: files).render([Diagnostic.error(.invalidValue, "m", at: range)])
        return rendered.split(separator: "\n").dropFirst().prefix(2).map { $0 }
    }

    @Test func shortLinesPrintWhole() {
        let line = String(repeating: "a", count: TextDiagnosticRenderer.longLine)
        #expect(snippet(line, 300, 301) == [Substring(line), Substring(String(repeating: " ", count: 299) + "^")])
    }

    @Test func longLinesPrintAWindowAroundTheCaret() {
        let line = (0..<1_000).map { String($0 % 10) }.joined()
        let window = TextDiagnosticRenderer.window
        // In the middle: cut on both sides, the caret a third of the way in, `~` kept inside.
        let middle = snippet(line, 501, 511)
        #expect(middle[0].hasPrefix("...") && middle[0].hasSuffix("...") && middle[0].count == window + 6)
        #expect(
            middle[1]
                == Substring(String(repeating: " ", count: 3 + window / 3) + "^" + String(repeating: "~", count: 9)))
        #expect(middle[0].dropFirst(3 + window / 3).prefix(10) == line.dropFirst(500).prefix(10))
        // At the start: no cut before; at the end: none after, and a long range's `~` stops at the cut.
        let start = snippet(line, 1, 2)
        #expect(!start[0].hasPrefix("...") && start[0].hasSuffix("...") && start[1] == "^")
        let end = snippet(line, 1_000, 1_001)
        #expect(end[0].hasPrefix("...") && !end[0].hasSuffix("...") && end[1].count == 3 + window)
        let wide = snippet(line, 501, 1_001)
        #expect(wide[1].count == middle[0].count - 3)
    }
}
