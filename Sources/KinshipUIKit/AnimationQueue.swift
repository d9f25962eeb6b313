import Foundation

/// Animations in flight, ordered by (end time, start order): a binary min-heap, so a run with
/// thousands of animations in flight adds and ends each in O(log n).
struct AnimationQueue {
    private var heap: [UIModelRunLoop.Animation] = []

    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }
    /// The animation that ends next (ties: the one started first).
    var first: UIModelRunLoop.Animation? { heap.first }

    private static func precedes(_ a: UIModelRunLoop.Animation, _ b: UIModelRunLoop.Animation) -> Bool {
        a.end < b.end || (a.end == b.end && a.sequence < b.sequence)
    }

    mutating func insert(_ animation: UIModelRunLoop.Animation) {
        heap.append(animation)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func removeFirst() -> UIModelRunLoop.Animation? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let first = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count, Self.precedes(heap[left], heap[smallest]) { smallest = left }
            if right < heap.count, Self.precedes(heap[right], heap[smallest]) { smallest = right }
            guard smallest != parent else { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }
}
