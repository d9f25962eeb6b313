import Testing
import KinshipSyntax

@Suite struct DiagnosticArrangeTests {
    @Test("arrange removes duplicates and orders by file, position, then report order")
    func arrange() {
        let a = FileID(rawValue: 0), b = FileID(rawValue: 1)
        func at(_ file: FileID, _ line: Int, _ column: Int) -> SourceRange {
            SourceRange(file: file, at: SourcePosition(line: line, column: column))
        }
        let late = Diagnostic.error(.invalidValue, "late", at: at(a, 5, 1))
        let early = Diagnostic.error(.invalidValue, "early", at: at(a, 1, 2))
        let sameSpotFirst = Diagnostic.warning(.unusedChild, "first", at: at(a, 3, 3))
        let sameSpotSecond = Diagnostic.error(.unknownReference, "second", at: at(a, 3, 3))
        let otherFile = Diagnostic.error(.invalidValue, "other file", at: at(b, 1, 1))
        let nowhere = Diagnostic.error(.fileNotFound, "nowhere", at: nil)
        let arranged = Diagnostic.arrange([otherFile, late, sameSpotFirst, early, late, sameSpotSecond, nowhere])
        #expect(arranged.map(\.message) == ["nowhere", "early", "first", "second", "late", "other file"])
    }
}
