import Foundation

/// Hands streamed entries to `onEntry` on a thread of its own, in order, so decoding a large
/// spec's screens and containers overlaps building the nodes of the next ones.
///
/// With libyaml already on a thread of its own, the thread that built nodes and also decoded
/// them was the slowest of the two, and the parser waited for it; splitting the work three ways
/// keeps both cores busy. Each entry's records are copied into a batch store the decoding
/// thread owns, so the builder reuses its own records at once. Calls to `onEntry` never overlap
/// and all of them have returned when `finish` returns.
final class EntryPipeline: @unchecked Sendable {
    private struct Batch {
        var store: NodeStore
        var entries: [(section: String, key: Int32, value: Int32)] = []
    }

    // Everything below is guarded by `condition`. A batch belongs to the builder while it fills
    // it and to the decoding thread once queued; `onEntry` runs only on the decoding thread
    // (or, after `drain`, on the builder's, while the decoding thread waits).
    private let condition = NSCondition()
    private var queue: [Batch] = []
    private var spare: [NodeStore] = []
    private var busy = false
    private var finished = false
    private var thread: Thread?

    private let file: FileID
    private let onEntry: (String, Node.Pair) -> Void
    private var filling: Batch

    /// Entries per hand-over, and batches in flight: each wake-up costs the other thread, and
    /// memory stays bounded whatever the file.
    private static let batchEntries = 64
    private static let maxQueued = 4

    init(file: FileID, onEntry: @escaping (String, Node.Pair) -> Void) {
        self.file = file
        self.onEntry = onEntry
        filling = Batch(store: NodeStore(file: file))
    }

    /// Copies the entry whose key is record `key` of `source` (its value's records follow it,
    /// up to the end of the store) into the batch being filled. The caller has checked that no
    /// alias inside refers to a record before `key`.
    func send(section: String, key: Int32, textStart: Int, from source: NodeStore) {
        let store = filling.store
        let recordShift = Int32(store.records.count) - key
        let textShift = Int32(store.text.count) - Int32(textStart)
        store.text.append(contentsOf: UnsafeBufferPointer(rebasing: source.text.buffer[textStart...]))
        // Copied in one go, then renumbered in place.
        let copied = store.records.count
        store.records.append(contentsOf: UnsafeBufferPointer(rebasing: source.records.buffer[Int(key)...]))
        for i in copied..<store.records.count {
            let record = store.records.base + i
            switch record.pointee.kind {
            case .scalar: record.pointee.first += textShift
            case .sequence, .mapping: if record.pointee.first >= 0 { record.pointee.first += recordShift }
            case .alias: record.pointee.first += recordShift
            }
            if record.pointee.next >= 0 { record.pointee.next += recordShift }
            if record.pointee.tag >= 0 {
                store.tags.append(source.tags[Int(record.pointee.tag)])
                record.pointee.tag = Int32(store.tags.count - 1)
            }
        }
        filling.entries.append((section, key + recordShift, key + 1 + recordShift))
        if filling.entries.count >= Self.batchEntries { flush() }
    }

    /// Waits until every entry sent so far has been handed to `onEntry`; then `onEntry` may be
    /// called directly, on this thread, until the next `send`.
    func drain() {
        flush()
        condition.lock()
        while !queue.isEmpty || busy { condition.wait() }
        condition.unlock()
    }

    /// Hands over what is left and waits for the decoding thread to finish.
    func finish() {
        flush()
        condition.lock()
        finished = true
        condition.broadcast()
        while thread != nil { condition.wait() }
        condition.unlock()
    }

    private func flush() {
        guard !filling.entries.isEmpty else { return }
        condition.lock()
        while queue.count >= Self.maxQueued { condition.wait() }
        queue.append(filling)
        if thread == nil {
            let thread = Thread { [self] in consume() }
            thread.stackSize = 1 << 20
            self.thread = thread
            thread.start()
        }
        condition.broadcast()
        let recycled = spare.popLast()
        condition.unlock()
        filling = Batch(store: recycled ?? NodeStore(file: file))
    }

    private func consume() {
        while true {
            condition.lock()
            while queue.isEmpty, !finished { condition.wait() }
            guard !queue.isEmpty else {
                thread = nil
                condition.broadcast()
                condition.unlock()
                return
            }
            let batch = queue.removeFirst()
            busy = true
            condition.broadcast()
            condition.unlock()
            for entry in batch.entries {
                onEntry(
                    entry.section,
                    Node.Pair(
                        key: ScalarNode(Node(batch.store, entry.key)),
                        value: Node(batch.store, entry.value)))
            }
            batch.store.records.removeAll()
            batch.store.text.removeAll()
            batch.store.tags.removeAll()
            condition.lock()
            busy = false
            spare.append(batch.store)
            condition.broadcast()
            condition.unlock()
        }
    }
}
