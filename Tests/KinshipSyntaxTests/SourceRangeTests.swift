import Testing
import KinshipSyntax

/// SourceRange packs its file and positions into 16 bytes; what goes in must come out.
@Suite struct SourceRangeTests {
    @Test("file, start and end round-trip, each field set apart from the others")
    func roundTrip() {
        let files: [Int32] = [0, 1, 31, 32, 1_023, 32_768, Int32(SourceRange.maximumFileID)]
        let numbers = [1, 2, 80, 65_535, 65_536, 67_108_865, SourceRange.maximumNumber]
        for file in files {
            for (i, a) in numbers.enumerated() {
                let b = numbers[(i + 3) % numbers.count]
                let start = SourcePosition(line: a, column: b), end = SourcePosition(line: b, column: a)
                var range = SourceRange(file: FileID(rawValue: file), start: start, end: end)
                #expect(range.file.rawValue == file)
                #expect(range.start == start)
                #expect(range.end == end)
                range.start = end
                range.file = FileID(rawValue: 5)
                #expect(range.start == end && range.end == end && range.file.rawValue == 5)
            }
        }
        #expect(MemoryLayout<SourceRange>.size == 16)
    }

    @Test("numbers and file ids past the packed widths are stored as the largest, never wrapped")
    func clamping() {
        let huge = SourcePosition(line: SourceRange.maximumNumber + 10, column: Int(UInt32.max))
        let range = SourceRange(file: FileID(rawValue: .max), start: huge, end: SourcePosition(line: 3, column: 4))
        #expect(range.start == SourcePosition(line: SourceRange.maximumNumber, column: SourceRange.maximumNumber))
        #expect(range.end == SourcePosition(line: 3, column: 4))
        #expect(range.file.rawValue == Int32(SourceRange.maximumFileID))
        // A file of the default largest size, all newlines, ends at line 2^26 + 1.
        #expect(SourceRange.maximumNumber > (64 << 20) + 1, "the default largest file cannot reach the clamp")
    }

    @Test("equal ranges are equal and hash alike; ranges differing in one field are not equal")
    func equality() {
        let a = SourceRange(file: FileID(rawValue: 2), start: .init(line: 1, column: 2), end: .init(line: 1, column: 9))
        var b = a
        #expect(a == b && a.hashValue == b.hashValue)
        b.file = FileID(rawValue: 3)
        #expect(a != b)
        b = a
        b.end = .init(line: 1, column: 10)
        #expect(a != b)
    }
}
