/// A 1-based position in a source file; columns count Unicode scalars, as libyaml's marks do.
public struct SourcePosition: Hashable, Comparable, Sendable, BitwiseCopyable {
    // Stored as 32-bit numbers: every node of a tree carries two positions, and halving them
    // is a large share of a big spec's memory. Values beyond UInt32 saturate.
    private var storedLine: UInt32
    private var storedColumn: UInt32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    public init(line: Int, column: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.storedLine, a.storedColumn) < (b.storedLine, b.storedColumn)
    }
}

/// Identifies a file registered in a `SourceFiles` table.
///
/// Nodes carry this small integer instead of a path string so that building a tree of
/// millions of nodes does not retain and release a string per node.
public struct FileID: Hashable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
}

/// Where something came from: a file and the half-open span [start, end) within it.
public struct SourceRange: Hashable, Sendable {
    public var file: FileID
    public var start: SourcePosition
    public var end: SourcePosition

    public init(file: FileID, start: SourcePosition, end: SourcePosition) {
        self.file = file
        self.start = start
        self.end = end
    }

    /// A range covering one position, for things that have no extent (the end of a file).
    public init(file: FileID, at position: SourcePosition) {
        self.init(file: file, start: position, end: position)
    }
}
