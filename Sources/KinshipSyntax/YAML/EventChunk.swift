internal import CYAML

/// A run of libyaml events kept compactly: the fields the tree builder reads, with every string
/// copied into one buffer.
///
/// The parser thread hands events over in these rather than as libyaml's structs: libyaml's
/// event is over 100 bytes plus a malloc per string, and freeing those strings after the other
/// thread had read them, batches later, cost the parser thread three times what the same frees
/// cost when each event is deleted at once, as the floor does. Copying out and deleting at once
/// keeps libyaml's memory hot in one thread's cache, and the consumer reads one dense buffer.
final class EventChunk {
    struct Event: BitwiseCopyable {
        var type: UInt32
        var style: UInt32
        var startLine: UInt32
        var startColumn: UInt32
        var endLine: UInt32
        var endColumn: UInt32
        /// Offsets into `text`; for anchor and tag, of a NUL-terminated copy, or -1.
        var value: UInt32 = 0
        var length: UInt32 = 0
        var anchor: Int32 = -1
        var tag: Int32 = -1
    }

    // One thread at a time owns a chunk (see EventPipeline); the dynamic exclusivity check on each
    // access was a sixth of the parser thread's instructions.
    @exclusivity(unchecked) private var events: FlatBuffer<Event>
    @exclusivity(unchecked) private var text = FlatBuffer<UInt8>(capacity: 64 * 1024)

    /// Whether the input is under 2 GB, so that every line, column and scalar length fits in
    /// 31 bits and `append` need not check each one.
    private let inputFits: Bool

    init(capacity: Int, inputBytes: Int) {
        events = FlatBuffer(capacity: capacity)
        inputFits = inputBytes < Int(Int32.max)
    }

    var count: Int { events.count }

    /// Whether the chunk should be handed over now: offsets into `text` are 32-bit.
    var isFull: Bool { text.count > 1 << 30 }

    /// Empties the chunk for reuse, keeping its memory.
    func removeAll() {
        events.removeAll()
        text.removeAll()
    }

    deinit {
        events.deallocate()
        text.deallocate()
    }

    /// Keeps a copy of `event`.
    @inline(__always) func append(_ event: yaml_event_t) {
        let (start, end) = (event.start_mark, event.end_mark)
        // Past 32 bits (only in a file over 4 GB) lines and columns clamp.
        let fits = inputFits || (start.line | start.column | end.line | end.column) <= Int(UInt32.max)
        var kept = Event(
            type: event.type.rawValue, style: 0,
            startLine: fits ? UInt32(truncatingIfNeeded: start.line) : UInt32(clamping: start.line),
            startColumn: fits ? UInt32(truncatingIfNeeded: start.column) : UInt32(clamping: start.column),
            endLine: fits ? UInt32(truncatingIfNeeded: end.line) : UInt32(clamping: end.line),
            endColumn: fits ? UInt32(truncatingIfNeeded: end.column) : UInt32(clamping: end.column))
        switch event.type {
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            kept.style = data.style.rawValue
            kept.value = UInt32(truncatingIfNeeded: text.count)  // under 2^31: see `isFull`
            if !inputFits, data.length > Int(Int32.max) {
                // Past what the store can index: kept as a length alone, which the tree
                // builder refuses before it reads any bytes.
                kept.length = UInt32.max
            } else {
                kept.length = UInt32(data.length)
                if let value = data.value {
                    text.append(contentsOf: UnsafeBufferPointer(start: value, count: Int(data.length)))
                }
            }
            kept.anchor = cString(data.anchor)
            kept.tag = cString(data.tag)
        case YAML_SEQUENCE_START_EVENT:
            kept.style = event.data.sequence_start.style.rawValue
            kept.anchor = cString(event.data.sequence_start.anchor)
            kept.tag = cString(event.data.sequence_start.tag)
        case YAML_MAPPING_START_EVENT:
            kept.style = event.data.mapping_start.style.rawValue
            kept.anchor = cString(event.data.mapping_start.anchor)
            kept.tag = cString(event.data.mapping_start.tag)
        case YAML_ALIAS_EVENT:
            kept.anchor = cString(event.data.alias.anchor)
        default:
            break
        }
        events.append(kept)
    }

    /// Event `i`; its strings are read through `value(of:)` and `cString(at:)` while the chunk
    /// is alive and not appended to.
    subscript(i: Int) -> Event { events[i] }

    /// A scalar event's bytes.
    func value(of event: Event) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: text.base + Int(event.value), count: Int(event.length))
    }

    /// An anchor or tag kept by `append` (nil for -1, none).
    func cString(at offset: Int32) -> UnsafeMutablePointer<yaml_char_t>? {
        offset < 0 ? nil : text.base + Int(offset)
    }

    // Nearly every node has neither anchor nor tag: the test is inlined, the copy is a call.
    @inline(__always) private func cString(_ string: UnsafeMutablePointer<yaml_char_t>?) -> Int32 {
        guard let string else { return -1 }
        return copyCString(string)
    }

    private func copyCString(_ string: UnsafeMutablePointer<yaml_char_t>) -> Int32 {
        let offset = Int32(truncatingIfNeeded: text.count)
        text.append(
            contentsOf: UnsafeBufferPointer(
                start: string, count: strlen(UnsafeRawPointer(string).assumingMemoryBound(to: CChar.self)) + 1))
        return offset
    }
}
