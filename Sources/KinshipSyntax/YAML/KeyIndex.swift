/// The keys seen so far in one large mapping, by their bytes, for duplicate-key detection.
///
/// A streamed section's entries are dropped from the store as soon as they are handed over, so
/// their keys must be remembered apart from it; a `[String: SourceRange]` made a String (and a
/// malloc) per key. Here the bytes go into one buffer and an open-addressed table of indices
/// finds them. Hashing is Swift's seeded `Hasher`, so crafted keys cannot force collisions.
struct KeyIndex {
    private struct Key {
        var start: Int
        var count: Int
        var range: SourceRange
    }

    private var bytes: [UInt8] = []
    private var keys: [Key] = []
    /// Indices into `keys`, -1 for an empty slot; a power of two, at most half full.
    private var slots = [Int32](repeating: -1, count: 16)

    /// The range recorded for a key with these bytes; nil (after recording `range` for them) if
    /// there is none.
    mutating func firstOccurrence(of key: UnsafeBufferPointer<UInt8>, at range: SourceRange) -> SourceRange? {
        let hash = Self.hash(key)
        var slot = hash & (slots.count - 1)
        while slots[slot] >= 0 {
            let found = keys[Int(slots[slot])]
            if found.count == key.count, bytes[found.start..<found.start + found.count].elementsEqual(key) {
                return found.range
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        keys.append(Key(start: bytes.count, count: key.count, range: range))
        bytes.append(contentsOf: key)
        slots[slot] = Int32(keys.count - 1)
        if keys.count * 2 > slots.count { rehash() }
        return nil
    }

    private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(key))
        return hasher.finalize()
    }

    private mutating func rehash() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        bytes.withUnsafeBufferPointer { all in
            for (i, key) in keys.enumerated() {
                var slot = Self.hash(UnsafeBufferPointer(rebasing: all[key.start..<key.start + key.count])) & (slots.count - 1)
                while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
                slots[slot] = Int32(i)
            }
        }
    }
}
