import Foundation

/// A 1-based position in a source file; columns count Unicode scalars, as libyaml's marks do.
public struct SourcePosition: Hashable, Comparable, Sendable, BitwiseCopyable {
    // Stored as 32-bit numbers: every node of a tree carries two positions, and halving them
    // is a large share of a big spec's memory. Values beyond UInt32 saturate.
    @usableFromInline var storedLine: UInt32
    @usableFromInline var storedColumn: UInt32

    @inlinable public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    @inlinable public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    @inlinable public init(line: Int, column: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    @inlinable public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.storedLine, a.storedColumn) < (b.storedLine, b.storedColumn)
    }
}

/// Identifies a file registered in a `SourceFiles` table.
///
/// Nodes carry this small integer instead of a path string so that building a tree of
/// millions of nodes does not retain and release a string per node.
public struct FileID: Hashable, Sendable {
    public let rawValue: Int32
    @inlinable public init(rawValue: Int32) { self.rawValue = rawValue }
}

/// Where something came from: a file and the half-open span [start, end) within it.
///
/// Every located value of a spec carries one, so it is packed into one 64-bit word, which makes a
/// `Located<String>` 24 bytes rather than 32 (a 30 MB spec holds about 1.5 million of them).
/// The word holds the file id (12 bits), then one of two shapes, chosen by a bit:
/// - tall (most files): the start line (23 bits) and column (12 bits), and the end: on the
///   start's line, its column's distance from the start (14 bits); on one of the next 255 lines,
///   that distance in lines (8 bits) and its column (6 bits);
/// - wide (long lines: a spec written as JSON on one line, a long flow mapping): the start line
///   (10 bits) and column (26 bits), and the end on the start's line, its distance (14 bits).
/// Every range a spec is likely to hold fits one of them. One that does not (a file id past
/// 4,095, a line past 8,388,607, a block of more than 255 lines, a range running past the end of
/// a long line) is kept whole in a process-wide table and the word holds its place there; such
/// ranges are exact too, only slower to read. The wide shape is there so that a one-line spec is
/// not nearly all table.
public struct SourceRange: Hashable, Sendable, BitwiseCopyable {
    // Read through the accessors below, which are inlinable: every stage reads ranges. Equal
    // ranges have equal words: a range that fits is always packed, the tall shape first, and the
    // table hands out one place per distinct range, so the synthesized `==` and `hash` compare
    // words.
    @usableFromInline var bits: UInt64

    @inlinable public init(file: FileID, start: SourcePosition, end: SourcePosition) {
        bits =
            Self.pack(file.rawValue, start, end) ?? SourceRangeTable.place(of: Wide(file: file, start: start, end: end))
    }

    /// A range covering one position, for things that have no extent (the end of a file).
    @inlinable public init(file: FileID, at position: SourcePosition) {
        self.init(file: file, start: position, end: position)
    }

    @inlinable public var file: FileID {
        get {
            bits & Self.tableBit == 0 ? FileID(rawValue: Int32(truncatingIfNeeded: (bits >> 50) & 0xFFF)) : wide.file
        }
        set { self = SourceRange(file: newValue, start: start, end: end) }
    }

    @inlinable public var start: SourcePosition {
        get {
            guard bits & Self.tableBit == 0 else { return wide.start }
            return SourcePosition(line: startLine, column: startColumn)
        }
        set { self = SourceRange(file: file, start: newValue, end: end) }
    }

    @inlinable public var end: SourcePosition {
        get {
            guard bits & Self.tableBit == 0 else { return wide.end }
            if bits & (Self.wideBit | Self.laterLineBit) != Self.laterLineBit {
                return SourcePosition(line: startLine, column: startColumn + Int(truncatingIfNeeded: bits & 0x3FFF))
            }
            return SourcePosition(
                line: startLine + Int(truncatingIfNeeded: (bits >> 6) & 0xFF),
                column: Int(truncatingIfNeeded: bits & 0x3F))
        }
        set { self = SourceRange(file: file, start: start, end: newValue) }
    }

    @inlinable static var tableBit: UInt64 { 1 << 63 }
    /// Set for the wide shape.
    @inlinable static var wideBit: UInt64 { 1 << 62 }
    /// In the tall shape, set when the end is on a later line.
    @inlinable static var laterLineBit: UInt64 { 1 << 14 }

    // A packed word's start: tall, line in bits 27-49 and column in 15-26; wide, line in 40-49
    // and column in 14-39.
    @inlinable var startLine: Int {
        Int(truncatingIfNeeded: bits & Self.wideBit == 0 ? (bits >> 27) & 0x7F_FFFF : (bits >> 40) & 0x3FF)
    }

    @inlinable var startColumn: Int {
        Int(truncatingIfNeeded: bits & Self.wideBit == 0 ? (bits >> 15) & 0xFFF : (bits >> 14) & 0x3FF_FFFF)
    }

    /// The packed word of a range that fits one, else nil.
    @inlinable static func pack(_ file: Int32, _ start: SourcePosition, _ end: SourcePosition) -> UInt64? {
        guard file >= 0, file < 1 << 12 else { return nil }
        let line = UInt64(start.storedLine), column = UInt64(start.storedColumn)
        let endLine = UInt64(end.storedLine), endColumn = UInt64(end.storedColumn)
        let fileBits = UInt64(file) << 50
        if line < 1 << 23, column < 1 << 12 {
            let head = fileBits | line << 27 | column << 15
            if endLine == line {
                guard endColumn >= column, endColumn - column < 1 << 14 else { return nil }
                return head | (endColumn - column)
            }
            guard endLine > line, endLine - line < 1 << 8, endColumn < 1 << 6 else { return nil }
            return head | laterLineBit | (endLine - line) << 6 | endColumn
        }
        guard line < 1 << 10, column < 1 << 26, endLine == line, endColumn >= column, endColumn - column < 1 << 14
        else { return nil }
        return fileBits | wideBit | line << 40 | column << 14 | (endColumn - column)
    }

    /// A range kept whole in the table.
    @usableFromInline struct Wide: Hashable, Sendable {
        @usableFromInline var file: FileID
        @usableFromInline var start: SourcePosition
        @usableFromInline var end: SourcePosition

        @inlinable init(file: FileID, start: SourcePosition, end: SourcePosition) {
            (self.file, self.start, self.end) = (file, start, end)
        }
    }

    @inlinable var wide: Wide { SourceRangeTable.range(at: bits) }
}

/// The ranges that do not fit a packed `SourceRange`, each kept once for the life of the process.
///
/// Nothing is removed: a range may be copied anywhere, and the table cannot know when the last
/// copy goes. It grows only with distinct ranges that do not fit, which an ordinary spec never
/// has and an odd one (a minified one-line spec, a block hundreds of lines long) has a few of.
@usableFromInline enum SourceRangeTable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var ranges: [SourceRange.Wide] = []
    nonisolated(unsafe) private static var places: [SourceRange.Wide: UInt64] = [:]

    /// The word of a range kept in the table (its place, with the table bit set).
    @usableFromInline static func place(of range: SourceRange.Wide) -> UInt64 {
        lock.withLock {
            if let place = places[range] { return place }
            let place = SourceRange.tableBit | UInt64(ranges.count)
            ranges.append(range)
            places[range] = place
            return place
        }
    }

    @usableFromInline static func range(at word: UInt64) -> SourceRange.Wide {
        lock.withLock { ranges[Int(truncatingIfNeeded: word & ~SourceRange.tableBit)] }
    }
}
