/// The keys seen so far in one large mapping, by their bytes, for duplicate-key detection.
///
/// A streamed section's entries are dropped from the store as soon as they are handed over, so
/// their keys must be remembered apart from it; a `[String: SourceRange]` made a String (and a
/// malloc) per key. Here the bytes go into one buffer and an open-addressed table of indices
/// finds them. Hashing is Swift's seeded `Hasher`, so crafted keys cannot force collisions.
///
/// The containers section's index is still open when the whole spec has been decoded, so it is
/// part of the load's peak: a key costs its bytes, 4 bytes where they end, its 8-byte range and
/// two 4-byte slots of the table.
struct KeyIndex {
    private var bytes: [UInt8] = []
    /// Where each key's bytes end in `bytes` (a key starts where the one before it ends).
    private var ends: [UInt32] = []
    private var ranges: [SourceRange] = []
    /// Indices into `ends` and `ranges`, -1 for an empty slot; a power of two, at most half full.
    private var slots = [Int32](repeating: -1, count: 16)

    /// The range recorded for a key with these bytes; nil (after recording `range` for them) if
    /// there is none.
    mutating func firstOccurrence(of key: UnsafeBufferPointer<UInt8>, at range: SourceRange) -> SourceRange? {
        let hash = Self.hash(key)
        var slot = hash & (slots.count - 1)
        while slots[slot] >= 0 {
            let found = Int(slots[slot])
            if bytes(of: found).elementsEqual(key) { return ranges[found] }
            slot = (slot + 1) & (slots.count - 1)
        }
        // Past 4 GB of keys (a file far beyond any limit's default) later keys go unrecorded;
        // a repeated screen or container name is still reported by validation.
        guard let end = UInt32(exactly: bytes.count + key.count) else { return nil }
        bytes.append(contentsOf: key)
        ends.append(end)
        ranges.append(range)
        slots[slot] = Int32(ends.count - 1)
        if ends.count * 2 > slots.count { rehash() }
        return nil
    }

    private func bytes(of key: Int) -> ArraySlice<UInt8> {
        bytes[(key == 0 ? 0 : Int(ends[key - 1]))..<Int(ends[key])]
    }

    private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(key))
        return hasher.finalize()
    }

    private static func hash(_ key: ArraySlice<UInt8>) -> Int {
        key.withUnsafeBufferPointer { hash($0) }
    }

    private mutating func rehash() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for key in ends.indices {
            var slot = Self.hash(bytes(of: key)) & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(key)
        }
    }
}
