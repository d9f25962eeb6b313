import Foundation

/// Animations in flight, ordered by (end time, start order): a binary min-heap, so a run with
/// thousands of animations in flight adds and ends each in O(log n).
///
/// The heap holds plain values (end, start order, slot) and the animations wait in a side table
/// by slot, so sifting moves no references (no retain/release per step).
struct AnimationQueue {
    private struct Entry {
        let end: TimeInterval
        let sequence: Int
        let slot: Int
    }

    private var heap: [Entry] = []
    private var slots: [UIModelRunLoop.Animation?] = []
    private var freeSlots: [Int] = []

    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }
    /// When the animation that ends next ends.
    var firstEnd: TimeInterval? { heap.first?.end }

    private static func precedes(_ a: Entry, _ b: Entry) -> Bool {
        a.end < b.end || (a.end == b.end && a.sequence < b.sequence)
    }

    mutating func insert(_ animation: UIModelRunLoop.Animation) {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            slots[slot] = animation
        } else {
            slot = slots.count
            slots.append(animation)
        }
        let entry = Entry(end: animation.end, sequence: animation.sequence, slot: slot)
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(entry, heap[parent]) else { break }
            heap[child] = heap[parent]
            child = parent
        }
        heap[child] = entry
    }

    mutating func removeFirst() -> UIModelRunLoop.Animation? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            // Sift `last` down from the root, moving smaller children up into the hole.
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                guard left < heap.count else { break }
                var smallest = left
                if right < heap.count, Self.precedes(heap[right], heap[left]) { smallest = right }
                guard Self.precedes(heap[smallest], last) else { break }
                heap[parent] = heap[smallest]
                parent = smallest
            }
            heap[parent] = last
        }
        // Moved out, not copied: the animation's owner and closure were last touched when it
        // started, so a copy's retain (and the release of the slot's copy) would miss the cache.
        let animation = slots[top.slot].take()
        freeSlots.append(top.slot)
        return animation
    }
}
