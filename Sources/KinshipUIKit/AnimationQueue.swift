import Foundation

/// Animations in flight, ordered by (end time, start order).
///
/// Two parts, the queue's first entry being the earlier of their firsts:
/// - `run`: entries in start order whose ends never decrease — animations of one duration, the
///   common case — added and ended in O(1), touching only the two ends of the list;
/// - `heap`: a binary min-heap for the rest (an animation ending before the last one in `run`),
///   O(log n) each.
///
/// Both hold plain values (end, start order, slot) and the animations wait in a side table by
/// slot, so moving entries moves no references (no retain/release per step).
struct AnimationQueue {
    private struct Entry {
        let end: TimeInterval
        let sequence: Int
        let slot: Int
    }

    private var heap: [Entry] = []
    private var run: [Entry] = []
    /// Entries of `run` before this index have ended.
    private var runHead = 0
    private var slots: [UIModelRunLoop.Animation?] = []
    private var freeSlots: [Int] = []

    var isEmpty: Bool { heap.isEmpty && runHead == run.count }
    var count: Int { heap.count + run.count - runHead }
    /// When the animation that ends next ends.
    var firstEnd: TimeInterval? { first?.end }

    private var first: Entry? {
        let fromRun = runHead < run.count ? run[runHead] : nil
        guard let top = heap.first else { return fromRun }
        guard let fromRun else { return top }
        return Self.precedes(top, fromRun) ? top : fromRun
    }

    private static func precedes(_ a: Entry, _ b: Entry) -> Bool {
        a.end < b.end || (a.end == b.end && a.sequence < b.sequence)
    }

    // Consuming: the animation moves into its slot instead of being copied there.
    mutating func insert(_ animation: consuming UIModelRunLoop.Animation) {
        let end = animation.end, sequence = animation.sequence
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            slots[slot] = consume animation
        } else {
            slot = slots.count
            slots.append(consume animation)
        }
        let entry = Entry(end: end, sequence: sequence, slot: slot)
        // Start order only grows, so an entry ending no earlier than `run`'s last comes after it.
        if runHead == run.count || run[run.count - 1].end <= entry.end {
            run.append(entry)
            return
        }
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
        guard let top = first else { return nil }
        if runHead < run.count, run[runHead].sequence == top.sequence {
            removeRunHead()
        } else {
            removeHeapTop()
        }
        // Moved out, not copied: the animation's owner and closure were last touched when it
        // started, so a copy's retain (and the release of the slot's copy) would miss the cache.
        let animation = slots[top.slot].take()
        freeSlots.append(top.slot)
        return animation
    }

    private mutating func removeRunHead() {
        runHead += 1
        if runHead == run.count {
            run.removeAll(keepingCapacity: true)
            runHead = 0
        } else if runHead >= 1024, runHead * 2 >= run.count {
            // Drop the ended prefix now and then, so a queue that never empties stays bounded.
            run.removeSubrange(0..<runHead)
            runHead = 0
        }
    }

    private mutating func removeHeapTop() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
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
}
