/// A YAML node with its place in the source: a view onto one record of a `NodeStore`.
///
/// An alias reads as the anchored node (its kind, text and children) located at the alias.
/// Nodes handed to a streaming parser's `onEntry` are valid only during that call: the parser
/// reuses their storage for the next entry.
public struct Node {
    @usableFromInline let store: NodeStore
    @usableFromInline let index: Int32

    @inlinable init(_ store: NodeStore, _ index: Int32) {
        self.store = store
        self.index = index
    }

    @inlinable var record: NodeStore.Record {
        @inline(__always) get { store.resolved(index) }
    }

    @inlinable public var range: SourceRange {
        let own = store.records[Int(index)]
        return SourceRange(file: store.file, start: own.start, end: own.end)
    }

    /// An explicit tag (`!!str`, `!custom`), verbatim; nil when the node has none.
    public var tag: String? {
        let tag = record.tag
        return tag < 0 ? nil : store.tags[Int(tag)]
    }

    @inlinable public var isScalar: Bool { record.kind == .scalar }

    /// The scalar's text and style; nil for a collection. Makes a String: to compare with a
    /// known word, `isScalar(_:)` is cheaper.
    public var scalar: Scalar? {
        let record = record
        guard record.kind == .scalar else { return nil }
        return Scalar(store.string(record), style: record.style)
    }

    /// Whether this is a scalar (of any style) whose text is exactly `text`.
    public func isScalar(_ text: String) -> Bool {
        let record = record
        return record.kind == .scalar && text.utf8.count == Int(record.count) && store.textEquals(record, text)
    }

    /// YAML 1.2 core schema null: an empty plain scalar, `~` or `null`.
    public var isNull: Bool { store.isNull(record) }

    /// The scalar's text, unless it is null (see `isNull`) or a collection: the one String a
    /// decoder keeps, made after the checks that need none.
    public var nonNullText: String? {
        let record = record
        guard record.kind == .scalar, !store.isNull(record) else { return nil }
        return store.string(record)
    }

    /// The position in `words` of this scalar's text (of any style), comparing bytes; nil for a
    /// collection or a text not among them.
    public func position(in words: WordList) -> Int? {
        let record = record
        return record.kind == .scalar ? store.position(of: record, in: words) : nil
    }

    @inlinable public var sequence: Items? {
        let record = record
        guard record.kind == .sequence else { return nil }
        return Items(store: store, first: record.first, count: Int(record.count))
    }

    @inlinable public var mapping: Pairs? {
        record.kind == .mapping ? pairs : nil
    }

    /// A mapping's pairs; none for anything else.
    @inlinable public var pairs: Pairs {
        let record = record
        guard record.kind == .mapping else { return Pairs(store: store, first: -1, count: 0) }
        return Pairs(store: store, first: record.first, count: Int(record.count))
    }

    /// "a scalar", "a sequence", "a mapping": for type-mismatch messages.
    public var kindDescription: String {
        switch record.kind {
        case .sequence: "a sequence"
        case .mapping: "a mapping"
        case .scalar, .alias: isNull ? "null" : "a scalar"
        }
    }

    /// A mapping entry. Keys are always scalars: the parser reports any other key.
    public struct Pair {
        public var key: ScalarNode
        public var value: Node

        @inlinable init(key: ScalarNode, value: Node) {
            self.key = key
            self.value = value
        }
    }

    /// A sequence's items, in order.
    public struct Items: Collection {
        @usableFromInline let store: NodeStore
        @usableFromInline let first: Int32
        public let count: Int

        @inlinable init(store: NodeStore, first: Int32, count: Int) {
            (self.store, self.first, self.count) = (store, first, count)
        }

        public typealias Index = Position

        @inlinable public var startIndex: Index { Index(first) }
        @inlinable public var endIndex: Index { .end }
        @inlinable public subscript(i: Index) -> Node { Node(store, i.record) }
        @inlinable public func index(after i: Index) -> Index {
            Index(store.records[Int(i.record)].next)
        }
    }

    /// Where an item or a pair is in its collection: its record (a pair's key; the value is the
    /// key's next sibling). Children are appended after their parent, so sibling records ascend;
    /// `end` is past them all.
    public struct Position: Comparable, Sendable {
        @usableFromInline let record: Int32
        /// A child's record, or `end` for none (-1).
        @inlinable init(_ record: Int32) { self.record = record < 0 ? .max : record }
        @inlinable public static var end: Position { Position(.max) }
        @inlinable public static func < (a: Position, b: Position) -> Bool { a.record < b.record }
    }

    /// Up to `capacity` positions by number (`end` until set), for a reader that records where
    /// each of a mapping's keys is. A vector, not an `InlineArray`: a struct holding an
    /// `InlineArray` was copied through its runtime metadata, once per mapping read.
    public struct PositionTable {
        @usableFromInline var records = SIMD16<Int32>(repeating: .max)

        @inlinable public init() {}

        @inlinable public static var capacity: Int { SIMD16<Int32>.scalarCount }

        @inlinable public subscript(i: Int) -> Position {
            get { Position(records[i]) }
            set { records[i] = newValue.record }
        }
    }

    /// A mapping's pairs, in order.
    public struct Pairs: Collection {
        @usableFromInline let store: NodeStore
        @usableFromInline let first: Int32
        public let count: Int

        @inlinable init(store: NodeStore, first: Int32, count: Int) {
            (self.store, self.first, self.count) = (store, first, count)
        }

        public typealias Index = Position

        @inlinable public var startIndex: Index { Index(first) }
        @inlinable public var endIndex: Index { .end }
        @inlinable public subscript(i: Index) -> Pair {
            Pair(key: ScalarNode(Node(store, i.record)), value: Node(store, store.records[Int(i.record)].next))
        }
        /// The value of the pair at `i`, without making its key's node.
        @inlinable public func value(at i: Index) -> Node {
            Node(store, store.records[Int(i.record)].next)
        }

        /// The position among `keys` of the pair's key at `i`, comparing bytes (no String made).
        public func keyPosition(at i: Index, in keys: WordList) -> Int? {
            store.position(of: store.resolved(i.record), in: keys)
        }

        @inlinable public func index(after i: Index) -> Index {
            Index(store.records[Int(store.records[Int(i.record)].next)].next)
        }
    }
}

/// A scalar's text and how it was written: quoted scalars are always strings.
public struct Scalar: Sendable, Hashable {
    public enum Style: UInt8, Sendable, Hashable, BitwiseCopyable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public var text: String
    public var style: Style

    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    public var isPlain: Bool { style == .plain }

    /// YAML 1.2 core schema null: an empty plain scalar, `~` or `null`.
    public var isNull: Bool {
        isPlain && (text.isEmpty || Self.nullWords.contains(text))
    }

    /// The non-empty spellings of null in YAML 1.2's core schema.
    static let nullWords = ["~", "null", "Null", "NULL"]
}

/// A mapping key: a node the parser has checked is a scalar.
public struct ScalarNode {
    public let node: Node

    @inlinable init(_ node: Node) { self.node = node }

    public var text: String {
        let record = node.record
        return record.kind == .scalar ? node.store.string(record) : ""
    }
    public var scalar: Scalar { node.scalar ?? Scalar("") }
    @inlinable public var range: SourceRange { node.range }

    /// Whether the key is exactly `text`, without making a String.
    public func matches(_ text: String) -> Bool { node.isScalar(text) }

}

extension NodeStore {
    /// `Node.isNull` on a resolved record; the length decides before any bytes are compared.
    func isNull(_ record: Record) -> Bool {
        guard record.kind == .scalar, record.style == .plain else { return false }
        switch record.count {
        case 0: return true
        case 1, 4: return position(of: record, in: Self.nullWords) != nil
        default: return false
        }
    }

    private static let nullWords = WordList(Scalar.nullWords)

    /// The position in `words` of a scalar record's bytes.
    func position(of record: Record, in words: WordList) -> Int? {
        words.position(of: bytes(record))
    }
}
