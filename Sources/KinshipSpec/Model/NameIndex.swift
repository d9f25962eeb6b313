/// The first position of each name in a list, as an open-addressed table of 32-bit positions.
///
/// A `[String: Int]` of a large spec's screens held every name a second time and cost
/// 24 bytes a bucket; this holds 4 bytes a slot and asks the list for the names it compares.
public struct NameIndex: Sendable {
    /// Position + 1 of a name hashed near the slot; 0 marks an empty slot.
    private var slots: [UInt32]
    /// How many distinct names the table holds.
    public private(set) var count = 0

    /// Indexes `count` names, read through `name`; the first of equal names wins.
    public init(count total: Int, name: (Int) -> String) {
        // At most half full, so a miss ends within a few probes.
        var capacity = 8
        while capacity < 2 * total { capacity *= 2 }
        slots = Array(repeating: 0, count: capacity)
        for i in 0..<total {
            let text = name(i)
            var slot = Self.start(text, capacity)
            while true {
                let held = slots[slot]
                if held == 0 {
                    slots[slot] = UInt32(i + 1)
                    count += 1
                    break
                }
                if name(Int(held) - 1) == text { break }
                slot = (slot + 1) & (capacity - 1)
            }
        }
    }

    /// The first position whose name is `text`.
    public func first(_ text: String, name: (Int) -> String) -> Int? {
        var slot = Self.start(text, slots.count)
        while true {
            let held = slots[slot]
            if held == 0 { return nil }
            if name(Int(held) - 1) == text { return Int(held) - 1 }
            slot = (slot + 1) & (slots.count - 1)
        }
    }

    private static func start(_ text: String, _ capacity: Int) -> Int { text.hashValue & (capacity - 1) }
}
