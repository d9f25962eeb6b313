internal import CYAML
import Foundation

/// Where the tree builder gets libyaml's events from.
///
/// libyaml's scanner is as slow as everything Kinship does with its events put together, so on a
/// large file it runs on a thread of its own and hands events over in batches while the caller
/// builds nodes and decodes them: `kinship check` then costs about the larger of the two instead
/// of their sum. Small files are parsed inline, where a thread would cost more than it saves.
/// Both ways deliver the same events in the same order, and a parse error after the last one.
enum EventSource {
    /// Files at least this large get the parser thread.
    static let threadThreshold = 256 * 1024

    /// Calls `handle` with each event in order until it returns false or the stream ends, and
    /// returns libyaml's error, if parsing stopped on one. The caller owns nothing: every event
    /// is deleted after `handle` sees it.
    static func run(
        _ buffer: UnsafeBufferPointer<UInt8>, threaded: Bool? = nil,
        _ handle: (yaml_event_t) -> Bool
    ) -> ParserFailure? {
        if threaded ?? (buffer.count >= threadThreshold) {
            return EventPipeline(buffer).consume(handle)
        }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return .notInitialised }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else { return ParserFailure(parser) }
            let done = event.type == YAML_STREAM_END_EVENT
            let more = handle(event)
            yaml_event_delete(&event)
            if done || !more { return nil }
        }
    }
}

/// libyaml's error, copied out of the parser so it can outlive it (and its thread).
struct ParserFailure {
    var isReaderError = false
    var problem: String?
    var problemOffset = 0
    var problemMark = yaml_mark_t()
    var context: String?
    var contextMark = yaml_mark_t()

    init(_ parser: yaml_parser_t) {
        isReaderError = parser.error == YAML_READER_ERROR
        problem = parser.problem.map { String(cString: $0) }
        problemOffset = Int(parser.problem_offset)
        problemMark = parser.problem_mark
        context = parser.context.map { String(cString: $0) }
        contextMark = parser.context_mark
    }

    private init() {}

    /// libyaml could not set up its parser (out of memory).
    static var notInitialised: ParserFailure {
        var failure = ParserFailure()
        failure.problem = "could not initialise the YAML parser"
        return failure
    }
}

/// The parser thread and the bounded queue of event batches between it and the consumer.
private final class EventPipeline: @unchecked Sendable {
    // Everything below is guarded by `condition`; the events themselves belong to whoever holds
    // their batch: the producer until it queues the batch, the consumer after.
    private let condition = NSCondition()
    private var queue: [[yaml_event_t]] = []
    /// Batches the consumer has finished with, handed back for reuse (the producer deletes their
    /// events when it takes one): allocating a fresh 50 KB batch each time made
    /// glibc consolidate its free lists on every hand-over.
    private var spare: [[yaml_event_t]] = []
    private var producerDone = false
    private var consumerDone = false
    private var failure: ParserFailure?
    private let buffer: UnsafeBufferPointer<UInt8>

    /// Events per hand-over, and batches in flight: enough to keep both threads busy, few enough
    /// that memory stays bounded whatever the file (a batch is about 200 KB of event structs; each hand-over wakes the other thread, so fewer, larger batches cost less).
    private static let batchSize = 2048
    private static let maxQueued = 8

    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    func consume(_ handle: (yaml_event_t) -> Bool) -> ParserFailure? {
        let thread = Thread { [self] in produce() }
        thread.stackSize = 1 << 20
        thread.start()
        var more = true
        while let batch = next() {
            for event in batch where more {
                more = handle(event)
                if !more { stop() }
            }
            recycle(batch)
        }
        // `next` returned nil, so the producer has finished and no longer reads `buffer` or `spare`.
        condition.lock()
        defer { condition.unlock() }
        for batch in spare { Self.delete(batch) }
        spare = []
        return more ? failure : nil
    }

    /// The next batch, waiting for the producer; nil once it has finished and the queue is empty.
    private func next() -> [yaml_event_t]? {
        condition.lock()
        defer { condition.unlock() }
        while queue.isEmpty, !producerDone { condition.wait() }
        guard !queue.isEmpty else { return nil }
        let batch = queue.removeFirst()
        condition.broadcast()
        return batch
    }

    /// Frees what libyaml allocated for each event. Done on the parser thread, which allocated it,
    /// where glibc's per-thread caches take the memory straight back.
    private static func delete(_ batch: [yaml_event_t]) {
        for var event in batch { yaml_event_delete(&event) }
    }

    /// Hands a batch the consumer has finished with back to the producer, events not yet deleted.
    private func recycle(_ batch: [yaml_event_t]) {
        condition.lock()
        spare.append(batch)
        condition.unlock()
    }

    /// An empty batch to fill: a recycled one when there is one.
    private func emptyBatch() -> [yaml_event_t] {
        condition.lock()
        let recycled = spare.popLast()
        condition.unlock()
        if var recycled {
            Self.delete(recycled)
            recycled.removeAll(keepingCapacity: true)
            return recycled
        }
        var batch: [yaml_event_t] = []
        batch.reserveCapacity(Self.batchSize)
        return batch
    }

    /// The consumer has seen enough (a limit was hit): the producer stops at its next hand-over.
    private func stop() {
        condition.lock()
        consumerDone = true
        condition.broadcast()
        condition.unlock()
    }

    private func produce() {
        var parser = yaml_parser_t()
        var failed: ParserFailure?
        if yaml_parser_initialize(&parser) == 1 {
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var batch = emptyBatch()
            var event = yaml_event_t()
            var done = false
            while !done {
                if yaml_parser_parse(&parser, &event) == 1 {
                    done = event.type == YAML_STREAM_END_EVENT
                    batch.append(event)
                } else {
                    failed = ParserFailure(parser)
                    done = true
                }
                if batch.count == Self.batchSize || done {
                    if !hand(batch) { done = true }
                    batch = emptyBatch()
                }
            }
            yaml_parser_delete(&parser)
        } else {
            failed = .notInitialised
        }
        condition.lock()
        failure = failed
        producerDone = true
        condition.broadcast()
        condition.unlock()
    }

    /// Queues a batch, waiting while the queue is full; false (and the batch deleted) once the
    /// consumer has stopped.
    private func hand(_ batch: [yaml_event_t]) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while queue.count >= Self.maxQueued, !consumerDone { condition.wait() }
        if consumerDone {
            Self.delete(batch)
            return false
        }
        queue.append(batch)
        condition.broadcast()
        return true
    }
}
