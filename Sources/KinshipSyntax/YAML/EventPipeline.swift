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

    /// Calls `handle` with each event in order, as kept in a chunk (see `EventChunk`), until it
    /// returns false or the stream ends, and returns libyaml's error, if parsing stopped on
    /// one. An event's strings are valid only during the call.
    static func run(
        _ input: YAMLInput, threaded: Bool? = nil,
        _ handle: (EventChunk.Event, EventChunk) -> Bool
    ) -> ParserFailure? {
        if threaded ?? (input.count >= threadThreshold) {
            return EventPipeline(input).consume(handle)
        }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return .notInitialised }
        defer { yaml_parser_delete(&parser) }
        input.attach(to: &parser)
        // Small files go through the same compact form, one event at a time.
        let chunk = EventChunk(capacity: 1, inputBytes: input.count)
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else { return ParserFailure(parser) }
            let done = event.type == YAML_STREAM_END_EVENT
            chunk.removeAll()
            chunk.append(event)
            yaml_event_delete(&event)
            if !handle(chunk[0], chunk) || done { return nil }
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

/// The parser thread and the bounded queue of event chunks between it and the consumer.
private final class EventPipeline: @unchecked Sendable {
    // Everything below is guarded by `condition`; a chunk belongs to the producer until it
    // queues it, then to the consumer until it hands it back as spare.
    private let condition = NSCondition()
    private var queue: [EventChunk] = []
    /// Chunks the consumer has finished with, handed back for reuse.
    private var spare: [EventChunk] = []
    private var producerDone = false
    private var consumerDone = false
    private var failure: ParserFailure?
    private let input: YAMLInput

    /// Events per hand-over, and chunks in flight: enough to keep both threads busy, few enough
    /// that memory stays bounded whatever the file (a chunk is about 80 KB of events plus its
    /// scalars' bytes; each hand-over may wake the other thread, so fewer, larger ones cost less).
    private static let batchSize = 2048
    private static let maxQueued = 8

    init(_ input: YAMLInput) {
        self.input = input
    }

    func consume(_ handle: (EventChunk.Event, EventChunk) -> Bool) -> ParserFailure? {
        let thread = Thread { [self] in produce() }
        thread.stackSize = 1 << 20
        thread.start()
        var more = true
        while let chunk = next() {
            var i = 0
            while more, i < chunk.count {
                more = handle(chunk[i], chunk)
                i += 1
            }
            if !more { stop() }
            recycle(chunk)
        }
        // `next` returned nil, so the producer has finished.
        return more ? failure : nil
    }

    /// The next chunk, waiting for the producer; nil once it has finished and the queue is empty.
    private func next() -> EventChunk? {
        condition.lock()
        defer { condition.unlock() }
        while queue.isEmpty, !producerDone { condition.wait() }
        guard !queue.isEmpty else { return nil }
        let chunk = queue.removeFirst()
        condition.broadcast()
        return chunk
    }

    private func recycle(_ chunk: EventChunk) {
        condition.lock()
        spare.append(chunk)
        condition.unlock()
    }

    /// An empty chunk to fill: a recycled one when there is one.
    private func emptyChunk() -> EventChunk {
        condition.lock()
        let recycled = spare.popLast()
        condition.unlock()
        guard let recycled else { return EventChunk(capacity: Self.batchSize, inputBytes: input.count) }
        recycled.removeAll()
        return recycled
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
            input.attach(to: &parser)
            var chunk = emptyChunk()
            var event = yaml_event_t()
            var done = false
            while !done {
                if yaml_parser_parse(&parser, &event) == 1 {
                    done = event.type == YAML_STREAM_END_EVENT
                    chunk.append(event)
                    yaml_event_delete(&event)
                } else {
                    failed = ParserFailure(parser)
                    done = true
                }
                if chunk.count == Self.batchSize || chunk.isFull || done {
                    if !hand(chunk) { done = true }
                    chunk = emptyChunk()
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

    /// Queues a chunk, waiting while the queue is full; false once the consumer has stopped.
    private func hand(_ chunk: EventChunk) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while queue.count >= Self.maxQueued, !consumerDone { condition.wait() }
        if consumerDone { return false }
        queue.append(chunk)
        condition.broadcast()
        return true
    }
}
