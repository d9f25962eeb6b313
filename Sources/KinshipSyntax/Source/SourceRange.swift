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
/// Every located value of a spec carries one, so it is packed into 16 bytes (four 32-bit words,
/// 4-aligned, so a `Located<String>` is 32 bytes rather than 40): each word holds one line or
/// column in its low 27 bits and five bits of the file id in its top bits. Lines and columns
/// beyond 134,217,727 are stored as that number, which only a file of twice the default
/// `--max-file-bytes` (64 MiB) can reach; file ids go to 1,048,575.
public struct SourceRange: Hashable, Sendable, BitwiseCopyable {
    // Read through the accessors below, which are inlinable: every stage reads ranges.
    @usableFromInline var startLine: UInt32
    @usableFromInline var startColumn: UInt32
    @usableFromInline var endLine: UInt32
    @usableFromInline var endColumn: UInt32

    @inlinable static var numberBits: UInt32 { 27 }
    @inlinable static var numberMask: UInt32 { (1 << numberBits) - 1 }
    /// The largest line or column a range stores.
    public static let maximumNumber = Int(numberMask)
    /// The largest file id a range stores.
    public static let maximumFileID = Int32((1 << (4 * (32 - numberBits))) - 1)

    @inlinable public init(file: FileID, start: SourcePosition, end: SourcePosition) {
        (startLine, startColumn, endLine, endColumn) = (0, 0, 0, 0)
        self.file = file
        self.start = start
        self.end = end
    }

    /// A range covering one position, for things that have no extent (the end of a file).
    @inlinable public init(file: FileID, at position: SourcePosition) {
        self.init(file: file, start: position, end: position)
    }

    @inlinable public var file: FileID {
        get {
            let shift = Self.numberBits, width = 32 - shift
            let id = startLine >> shift | (startColumn >> shift) << width
                | (endLine >> shift) << (2 * width) | (endColumn >> shift) << (3 * width)
            return FileID(rawValue: Int32(bitPattern: id))
        }
        set {
            let id = UInt32(clamping: min(max(newValue.rawValue, 0), (1 << (4 * (32 - Int32(Self.numberBits)))) - 1))
            let width = 32 - Self.numberBits, mask = Self.numberMask
            func part(_ i: UInt32) -> UInt32 { ((id >> (i * width)) & ((1 << width) - 1)) << Self.numberBits }
            startLine = startLine & mask | part(0)
            startColumn = startColumn & mask | part(1)
            endLine = endLine & mask | part(2)
            endColumn = endColumn & mask | part(3)
        }
    }

    @inlinable public var start: SourcePosition {
        get { SourcePosition(line: Int(startLine & Self.numberMask), column: Int(startColumn & Self.numberMask)) }
        set {
            startLine = Self.store(newValue.line, in: startLine)
            startColumn = Self.store(newValue.column, in: startColumn)
        }
    }

    @inlinable public var end: SourcePosition {
        get { SourcePosition(line: Int(endLine & Self.numberMask), column: Int(endColumn & Self.numberMask)) }
        set {
            endLine = Self.store(newValue.line, in: endLine)
            endColumn = Self.store(newValue.column, in: endColumn)
        }
    }

    /// `word` with its number bits replaced by `number`, clamped, and its file bits kept.
    @inlinable static func store(_ number: Int, in word: UInt32) -> UInt32 {
        word & ~numberMask | UInt32(clamping: min(max(number, 0), Int(numberMask)))
    }
}
