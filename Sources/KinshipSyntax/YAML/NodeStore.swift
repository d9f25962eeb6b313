import Foundation

/// Every node of one parsed document, stored flat: one fixed-size record per node and every
/// scalar's bytes in one shared buffer.
///
/// A tree of values (a struct per node holding its children's arrays and its scalar's String)
/// costs a malloc, a free and a string validation per node, more than libyaml's parsing of the
/// same bytes. Here a node is a record appended to an array, and
/// `Node` is a view onto it; strings are made only when a decoder asks for a scalar's text.
public final class NodeStore {
    // Decoders in other modules read records through `Node` on every key and value; the hot
    // accessors are inlinable so that is a load, not a call that retains the store.
    @usableFromInline enum Kind: UInt8, BitwiseCopyable { case scalar, sequence, mapping, alias }

    @usableFromInline struct Record: BitwiseCopyable {
        @usableFromInline var kind: Kind
        @usableFromInline var style: Scalar.Style
        /// Index into `tags`, or -1.
        @usableFromInline var tag: Int32 = -1
        @usableFromInline var start: SourcePosition
        @usableFromInline var end: SourcePosition
        /// Scalar: offset of its bytes in `text`. Collection: its first child, or -1. Alias: the
        /// anchored node's record.
        @usableFromInline var first: Int32
        /// Scalar: its length in bytes. Collection: its items, or its pairs for a mapping.
        @usableFromInline var count: Int32 = 0
        /// The next sibling in the parent collection, or -1. A mapping's children alternate
        /// key, value.
        @usableFromInline var next: Int32 = -1

        init(
            kind: Kind, style: Scalar.Style, tag: Int32 = -1, start: SourcePosition, end: SourcePosition,
            first: Int32, count: Int32 = 0
        ) {
            (self.kind, self.style, self.tag, self.start, self.end) = (kind, style, tag, start, end)
            (self.first, self.count) = (first, count)
        }
    }

    public let file: FileID
    // The builder appends while decoders read, both on one thread and never overlapping; the
    // dynamic exclusivity check on every record read would be paid by every decoded value.
    @usableFromInline @exclusivity(unchecked) var records = FlatBuffer<Record>(capacity: 1024)
    @exclusivity(unchecked) var text = FlatBuffer<UInt8>(capacity: 16 * 1024)
    var tags: [String] = []

    init(file: FileID) { self.file = file }

    deinit {
        records.deallocate()
        text.deallocate()
    }

    /// The record itself, or the anchored node's when it is an alias.
    @inlinable @inline(__always) func resolved(_ index: Int32) -> Record {
        let record = records[Int(index)]
        return record.kind == .alias ? records[Int(record.first)] : record
    }

    func string(_ record: Record) -> String {
        String(
            decoding: UnsafeBufferPointer(rebasing: text.buffer[Int(record.first)..<Int(record.first + record.count)]),
            as: UTF8.self)
    }

    /// A scalar's bytes, valid until the next append to the store.
    func bytes(_ record: Record) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: text.base + Int(record.first), count: Int(record.count))
    }

    /// Whether two scalars' bytes are the same.
    func sameText(_ a: Record, _ b: Record) -> Bool {
        guard a.count == b.count else { return false }
        return memcmp(text.base + Int(a.first), text.base + Int(b.first), Int(a.count)) == 0
    }

    /// Whether a scalar's bytes are exactly `other`'s, without making a String.
    func textEquals(_ record: Record, _ other: String) -> Bool {
        guard other.utf8.count == Int(record.count) else { return false }
        var other = other
        return other.withUTF8 { wanted in
            guard let wanted = wanted.baseAddress else { return true }
            return memcmp(text.base + Int(record.first), wanted, Int(record.count)) == 0
        }
    }
}
