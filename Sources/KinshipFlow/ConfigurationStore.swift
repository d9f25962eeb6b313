/// Where each slot's value number sits inside a packed configuration.
struct PackedLayout {
    struct Field {
        var word: Int
        var shift: UInt64
        var mask: UInt64
    }

    private(set) var fields: [Field] = []
    /// 64-bit words per configuration.
    private(set) var stride = 1

    /// `bounds[i]`: how many values slot `i` can take. Fields never straddle a word, so reading
    /// one is a shift and a mask.
    init(bounds: [Int]) {
        reset(bounds: bounds)
    }

    /// Another layout, in this one's buffer.
    mutating func reset(bounds: [Int]) {
        fields.removeAll(keepingCapacity: true)
        var word = 0, used = 0
        for bound in bounds {
            let bits = max(1, UInt64.bitWidth - UInt64(max(bound - 1, 0)).leadingZeroBitCount)
            if used + bits > 64 { word += 1; used = 0 }
            let mask: UInt64 = bits == 64 ? .max : (1 << UInt64(bits)) - 1
            fields.append(Field(word: word, shift: UInt64(used), mask: mask))
            used += bits
        }
        stride = bounds.isEmpty ? 1 : word + 1
    }

    /// Whether `value` fits slot `slot`'s field.
    func fits(_ value: Int32, slot: Int) -> Bool { UInt64(value) <= fields[slot].mask }
}

/// Every configuration found so far, packed into a flat array of words and indexed by an
/// open-addressing hash table: no per-configuration allocation.
///
/// A table entry is the configuration's index (high 32 bits) and a 32-bit fingerprint (low
/// bits). When a configuration fits in 32 bits the fingerprint is the configuration itself, so
/// a lookup touches the table alone; otherwise a matching fingerprint is confirmed against
/// the stored words.
struct ConfigurationStore {
    private(set) var layout: PackedLayout
    private(set) var words: [UInt64] = []
    private(set) var count = 0
    private var table: [UInt64] = []
    private var mask = 0
    private var exact = false
    private static let empty = UInt64.max
    // Small to start: most containers have a handful of configurations, and thousands of them
    // are explored one after another, so a large first table is mostly memset.
    private static let initialSize = 16

    init(layout: PackedLayout) {
        self.layout = layout
        clear()
    }

    /// Empty again, for another container with slots of `bounds` values, keeping the buffers.
    mutating func reset(bounds: [Int]) {
        layout.reset(bounds: bounds)
        clear()
    }

    private mutating func clear() {
        words.removeAll(keepingCapacity: true)
        count = 0
        if table.count == Self.initialSize {
            // The usual case after a small container: emptied in place.
            for i in table.indices { table[i] = Self.empty }
        } else {
            table.removeAll(keepingCapacity: true)
            table.append(contentsOf: repeatElement(Self.empty, count: Self.initialSize))
        }
        mask = Self.initialSize - 1
        exact =
            layout.stride == 1 && layout.fields.allSatisfy { $0.shift + UInt64(64 - $0.mask.leadingZeroBitCount) <= 32 }
    }

    /// Bytes held per stored configuration (packed words and hash table).
    var bytesPerConfiguration: Double {
        count == 0 ? 0 : Double(words.capacity * 8 + table.count * 8) / Double(count)
    }

    // The explorer's inner loop works on raw buffers it owns, so no write pays for a
    // copy-on-write uniqueness check; the array forms below are for tests and cold paths.

    func pack(_ values: UnsafePointer<Int32>, into key: UnsafeMutablePointer<UInt64>) {
        for i in 0..<layout.stride { key[i] = 0 }
        for slot in layout.fields.indices {
            let field = layout.fields[slot]
            key[field.word] |= (UInt64(UInt32(bitPattern: values[slot])) & field.mask) << field.shift
        }
    }

    func unpack(_ index: Int, into values: UnsafeMutablePointer<Int32>) {
        let base = index * layout.stride
        for slot in layout.fields.indices {
            let field = layout.fields[slot]
            values[slot] = Int32(truncatingIfNeeded: (words[base + field.word] >> field.shift) & field.mask)
        }
    }

    func pack(_ values: [Int32], into key: inout [UInt64]) {
        values.withUnsafeBufferPointer { v in
            key.withUnsafeMutableBufferPointer { k in
                if let vp = v.baseAddress, let kp = k.baseAddress { pack(vp, into: kp) }
            }
        }
    }

    func unpack(_ index: Int, into values: inout [Int32]) {
        values.withUnsafeMutableBufferPointer { v in
            if let vp = v.baseAddress { unpack(index, into: vp) }
        }
    }

    mutating func insert(_ key: [UInt64], allowNew: Bool = true) -> (index: Int, inserted: Bool)? {
        key.withUnsafeBufferPointer { k in k.baseAddress.flatMap { insert($0, allowNew: allowNew) } }
    }

    @inline(__always)
    private static func hash(_ key: UnsafePointer<UInt64>, _ stride: Int) -> UInt64 {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15
        for i in 0..<stride {
            h = (h ^ key[i]) &* 0xBF58_476D_1CE4_E5B9
            h ^= h >> 31
        }
        return h
    }

    @inline(__always)
    private func fingerprint(_ key: UnsafePointer<UInt64>, _ hash: UInt64) -> UInt64 {
        exact ? key[0] : hash >> 32
    }

    /// The index of `key`, inserting it when new and `allowNew`; nil when new and not allowed.
    mutating func insert(_ key: UnsafePointer<UInt64>, allowNew: Bool = true) -> (index: Int, inserted: Bool)? {
        let h = Self.hash(key, layout.stride)
        let print = fingerprint(key, h)
        var slot = Int(truncatingIfNeeded: h) & mask
        while true {
            let entry = table[slot]
            if entry == Self.empty { break }
            if entry & 0xFFFF_FFFF == print {
                let found = Int(entry >> 32)
                if exact || matches(found, key) { return (found, false) }
            }
            slot = (slot + 1) & mask
        }
        guard allowNew, count < Int(UInt32.max) else { return nil }
        table[slot] = UInt64(count) << 32 | print
        for i in 0..<layout.stride { words.append(key[i]) }
        count += 1
        // Grow at 70% full: linear probing stays short and the table stays small.
        if count * 10 > table.count * 7 { grow() }
        return (count - 1, true)
    }

    private func matches(_ index: Int, _ key: UnsafePointer<UInt64>) -> Bool {
        let stride = layout.stride
        for i in 0..<stride where words[index * stride + i] != key[i] { return false }
        return true
    }

    private mutating func grow() {
        table = [UInt64](repeating: Self.empty, count: table.count * 2)
        mask = table.count - 1
        let stride = layout.stride
        let key = UnsafeMutablePointer<UInt64>.allocate(capacity: stride)
        defer { key.deallocate() }
        for index in 0..<count {
            for i in 0..<stride { key[i] = words[index * stride + i] }
            let h = Self.hash(key, stride)
            var slot = Int(truncatingIfNeeded: h) & mask
            while table[slot] != Self.empty { slot = (slot + 1) & mask }
            table[slot] = UInt64(index) << 32 | fingerprint(key, h)
        }
    }
}
