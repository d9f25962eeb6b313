import Testing
@testable import KinshipSyntax

/// SourceRange packs its file and positions into one 64-bit word, and keeps whatever does not
/// fit in a table: what goes in must come out, either way.
@Suite struct SourceRangeTests {
    @Test("file, start and end round-trip, packed or kept in the table, each field set apart from the others")
    func roundTrip() {
        // Each side of every packed width: file ids (12 bits); tall: lines (23), columns (12), the
        // same-line end's distance (14), a later line's distance (8) and its column (6); wide:
        // lines (10), columns (26), the end's distance (14).
        let files: [Int32] = [0, 1, 4_095, 4_096, 1_048_576, .max, -1]
        let positions: [(SourcePosition, SourcePosition)] = [
            (.init(line: 1, column: 1), .init(line: 1, column: 1)),
            (.init(line: 3, column: 7), .init(line: 3, column: 19)),
            (.init(line: 8_388_607, column: 4_095), .init(line: 8_388_607, column: 4_095 + 16_383)),
            (.init(line: 8_388_608, column: 1), .init(line: 8_388_608, column: 2)),
            (.init(line: 2, column: 4_096), .init(line: 2, column: 4_100)),
            (.init(line: 2, column: 1), .init(line: 2, column: 16_385)),
            (.init(line: 10, column: 3), .init(line: 265, column: 63)),
            (.init(line: 10, column: 3), .init(line: 266, column: 1)),
            (.init(line: 10, column: 3), .init(line: 11, column: 64)),
            (.init(line: 9, column: 5), .init(line: 8, column: 1)),
            (.init(line: 9, column: 5), .init(line: 9, column: 4)),
            (.init(line: 1, column: 4_096), .init(line: 1, column: 4_096 + 16_383)),
            (.init(line: 1_023, column: 67_108_863), .init(line: 1_023, column: 67_108_863 + 16_383)),
            (.init(line: 1_024, column: 4_096), .init(line: 1_024, column: 4_097)),
            (.init(line: 1, column: 67_108_864), .init(line: 1, column: 67_108_864)),
            (.init(line: 1, column: 4_096), .init(line: 1, column: 4_096 + 16_384)),
            (.init(line: 1, column: 5_000), .init(line: 2, column: 1)),
            (
                .init(line: Int(UInt32.max), column: Int(UInt32.max)),
                .init(line: Int(UInt32.max), column: Int(UInt32.max))
            ),
        ]
        for file in files {
            for (start, end) in positions {
                var range = SourceRange(file: FileID(rawValue: file), start: start, end: end)
                #expect(range.file.rawValue == file)
                #expect(range.start == start)
                #expect(range.end == end)
                range.start = end
                range.file = FileID(rawValue: 5)
                #expect(range.start == end && range.end == end && range.file.rawValue == 5)
                range.end = start
                #expect(range.start == end && range.end == start && range.file.rawValue == 5)
            }
        }
        #expect(MemoryLayout<SourceRange>.size == 8)
    }

    @Test("ranges on long lines pack into the wide shape; only what fits neither shape goes to the table")
    func shapes() {
        func packed(_ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int, file: Int32 = 3) -> Bool {
            let range = SourceRange(
                file: FileID(rawValue: file), start: .init(line: line, column: column),
                end: .init(line: endLine, column: endColumn))
            return range.bits & SourceRange.tableBit == 0
        }
        // Tall.
        #expect(packed(8_388_607, 4_095, 8_388_607, 4_095 + 16_383))
        #expect(packed(10, 3, 265, 63))
        // Wide: a one-line (JSON-shaped) spec's scalars, keys and small mappings.
        #expect(packed(1, 4_096, 1, 4_100))
        #expect(packed(1_023, 67_108_863, 1_023, 67_108_863 + 16_383, file: 4_095))
        // Neither.
        #expect(!packed(1_024, 4_096, 1_024, 4_097))
        #expect(!packed(1, 67_108_864, 1, 67_108_864))
        #expect(!packed(1, 4_096, 1, 4_096 + 16_384))
        #expect(!packed(1, 5_000, 2, 1))
        #expect(!packed(8_388_608, 1, 8_388_608, 2))
        #expect(!packed(1, 1, 1, 2, file: 4_096))
    }

    @Test("positions past 32 bits are stored as the largest, never wrapped")
    func clamping() {
        let huge = SourcePosition(line: Int(UInt32.max) + 10, column: Int.max)
        let range = SourceRange(file: FileID(rawValue: 1), start: huge, end: SourcePosition(line: 3, column: 4))
        #expect(range.start == SourcePosition(line: Int(UInt32.max), column: Int(UInt32.max)))
        #expect(range.end == SourcePosition(line: 3, column: 4))
    }

    @Test("equal ranges are equal and hash alike, packed or not; ranges differing in one field are not equal")
    func equality() {
        let packed = SourceRange(
            file: FileID(rawValue: 2), start: .init(line: 1, column: 2), end: .init(line: 1, column: 9))
        let kept = SourceRange(
            file: FileID(rawValue: 2), start: .init(line: 1, column: 5_000), end: .init(line: 900, column: 9))
        for a in [packed, kept] {
            var b = SourceRange(file: a.file, start: a.start, end: a.end)
            #expect(a == b && a.hashValue == b.hashValue)
            b.file = FileID(rawValue: 3)
            #expect(a != b)
            b = a
            b.end = .init(line: a.end.line, column: a.end.column + 1)
            #expect(a != b)
            b.end = a.end
            #expect(a == b && a.hashValue == b.hashValue)
        }
        #expect(packed != kept)
        #expect(Set([packed, kept, SourceRange(file: kept.file, start: kept.start, end: kept.end)]).count == 2)
    }

    @Test("ranges kept in the table are made and read from many threads at once")
    func concurrentTable() async {
        let results = await withTaskGroup(of: Bool.self) { group in
            for task in 0..<8 {
                group.addTask {
                    (0..<2_000).allSatisfy { i in
                        let start = SourcePosition(line: 1, column: 5_000 + i),
                            end = SourcePosition(line: 300 + task, column: i)
                        let range = SourceRange(file: FileID(rawValue: Int32(task)), start: start, end: end)
                        return range.start == start && range.end == end && range.file.rawValue == Int32(task)
                            && range == SourceRange(file: FileID(rawValue: Int32(task)), start: start, end: end)
                    }
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results == Array(repeating: true, count: 8))
    }
}
