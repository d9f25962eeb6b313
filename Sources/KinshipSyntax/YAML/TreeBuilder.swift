internal import CYAML

/// The event-to-tree state machine behind `YAMLParser`: a stack of open collections over a
/// `NodeStore` that every node is appended to.
struct TreeBuilder {
    /// An open sequence or mapping. Kept by value in `stack` and changed in place through
    /// `stack[top]`, so opening a collection costs no object of its own; it holds no reference,
    /// so pushing and popping one copies plain words (its anchor name and key index, when it has
    /// them, are kept on the side).
    private struct Frame {
        let record: Int32
        let isMapping: Bool
        /// Whether this collection's anchor name is on top of `openAnchors`.
        let hasAnchor: Bool
        /// Set on the mapping that is the value of a streamed top-level key: its name's index in
        /// `sectionNames`, or -1.
        let section: Int8
        /// Where this collection's scalars begin in the store's text, to drop them with it.
        let textStart: Int
        var lastChild: Int32 = -1
        var weight = 1
        /// Mappings: the key read and waiting for its value; `skipping` drops the value of a rejected key.
        var pendingKey: Int32 = -1
        var pendingKeyText = 0
        var skipping = false
        /// Where `keyIndexes` holds this mapping's keys, or -1: an index is built once a mapping
        /// grows past a handful of keys, so 10^6 keys stay linear.
        var keyIndex: Int32 = -1
    }

    let file: FileID
    let limits: YAMLLimits
    let store: NodeStore
    var diagnostics = DiagnosticBag()
    var root: Node?
    /// Top-level keys whose mapping entries are handed to `onEntry` as each one completes and not
    /// kept in the tree (the section stays as an empty mapping; its keys are indexed only for
    /// duplicate detection): a large spec's screens and containers are decoded one at a time
    /// and their records reused for the next one, instead of all held at once.
    var streamedSections: Set<String> = []
    var onEntry: ((String, Node.Pair) -> Void)?
    /// When set, streamed entries go to `onEntry` through it, on a thread of its own.
    var entryPipeline: EntryPipeline?
    /// The lowest record an alias inside the current streamed entry refers to: an entry whose
    /// aliases reach before its key cannot be copied out on its own, and is handed over in place.
    private var entryAliasFloor: Int32 = .max

    private var stack: [Frame] = []
    private var openAnchors: [String] = []
    /// The key indexes of open mappings, innermost last (frames close in reverse order).
    private var keyIndexes: [KeyIndex] = []
    private var sectionNames: [String] = []
    private var anchors: [String: (record: Int32, weight: Int)] = [:]
    /// The highest anchored record: records below a dropped node's start may be aliased later,
    /// so a node containing an anchor is unlinked instead of removed.
    private var highestAnchor: Int32 = -1
    private var totalWeight = 0
    private var documents = 0
    private var failed = false

    init(file: FileID, limits: YAMLLimits) {
        self.file = file
        self.limits = limits
        store = NodeStore(file: file)
    }

    mutating func run(_ input: YAMLInput, threaded: Bool? = nil) {
        let failure = EventSource.run(input, threaded: threaded) { event, chunk in
            handle(event, chunk)
            return !failed
        }
        if let failure {
            input.withBytes { reportSyntaxError(failure, $0) }
            root = nil
        }
        if failed { root = nil }
    }

    // MARK: Events

    /// One event, read where the parser thread left it (strings in `chunk`).
    private mutating func handle(_ event: EventChunk.Event, _ chunk: EventChunk) {
        let start = position(line: event.startLine, column: event.startColumn)
        // Records are numbered in 32 bits; `--max-nodes` raised past that must fail, not trap.
        if store.records.count >= Int(Int32.max) - 1 {
            fail(.limitExceeded, "document has too many nodes to index (over 2^31)", at: start)
            return
        }
        switch yaml_event_type_t(rawValue: event.type) {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                fail(
                    .yamlUnsupported,
                    "a spec file holds one YAML document; found a second one here", at: start)
            }
        case YAML_SCALAR_EVENT:
            let length = Int(event.length)
            if length > limits.maxScalarBytes {
                fail(
                    .limitExceeded,
                    "scalar of \(length) bytes is over the limit of \(limits.maxScalarBytes) (--max-scalar-bytes)",
                    at: start)
                return
            }
            let offset = store.text.count
            // Record fields are 32-bit; no file under the size limit comes near, but a raised
            // limit must fail cleanly rather than wrap.
            guard offset + length < Int(Int32.max) else {
                fail(.limitExceeded, "document too large to index (over 2 GB of text)", at: start)
                return
            }
            if length > 0 { store.text.append(contentsOf: chunk.value(of: event)) }
            let index = append(
                NodeStore.Record(
                    kind: .scalar, style: style(yaml_scalar_style_t(rawValue: event.style)),
                    tag: tag(chunk.cString(at: event.tag)),
                    start: start, end: position(line: event.endLine, column: event.endColumn),
                    first: Int32(offset), count: Int32(length)))
            deliver(index, textStart: offset, weight: 1, added: 1, anchor: string(chunk.cString(at: event.anchor)))
        case YAML_SEQUENCE_START_EVENT:
            open(
                isMapping: false, start: start, tag: chunk.cString(at: event.tag),
                anchor: chunk.cString(at: event.anchor))
        case YAML_MAPPING_START_EVENT:
            open(
                isMapping: true, start: start, tag: chunk.cString(at: event.tag),
                anchor: chunk.cString(at: event.anchor))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let frame = stack.popLast() else { return }
            if frame.keyIndex >= 0 { keyIndexes.removeLast() }
            store.records[Int(frame.record)].end = position(line: event.endLine, column: event.endColumn)
            let anchor = frame.hasAnchor ? openAnchors.popLast() : nil
            deliver(frame.record, textStart: frame.textStart, weight: frame.weight, added: 1, anchor: anchor)
        case YAML_ALIAS_EVENT:
            let name = string(chunk.cString(at: event.anchor)) ?? ""
            guard let (target, weight) = anchors[name] else {
                fail(.yamlUnsupported, "alias '*\(name)' refers to no anchor defined before it", at: start)
                return
            }
            entryAliasFloor = min(entryAliasFloor, target)
            let index = append(
                NodeStore.Record(
                    kind: .alias, style: .plain, start: start,
                    end: position(line: event.endLine, column: event.endColumn),
                    first: target))
            deliver(index, textStart: store.text.count, weight: weight, added: weight, anchor: nil)
        default:
            break
        }
    }

    private mutating func append(_ record: NodeStore.Record) -> Int32 {
        store.records.append(record)
        return Int32(store.records.count - 1)
    }

    private mutating func open(
        isMapping: Bool, start: SourcePosition,
        tag: UnsafeMutablePointer<yaml_char_t>?, anchor: UnsafeMutablePointer<yaml_char_t>?
    ) {
        if stack.count >= limits.maxDepth {
            fail(
                .limitExceeded,
                "nesting deeper than \(limits.maxDepth) levels (--max-depth)", at: start)
            return
        }
        let index = append(
            NodeStore.Record(
                kind: isMapping ? .mapping : .sequence, style: .plain, tag: self.tag(tag),
                start: start, end: start, first: -1))
        var section: Int8 = -1
        var keyIndex: Int32 = -1
        if isMapping, stack.count == 1, stack[0].isMapping, stack[0].pendingKey >= 0 {
            let key = store.records[Int(stack[0].pendingKey)]
            if let name = streamedSections.first(where: { store.textEquals(key, $0) }) {
                sectionNames.append(name)
                section = Int8(clamping: sectionNames.count - 1)
                // A streamed section's entries leave the store; only the index remembers its keys.
                keyIndexes.append(KeyIndex())
                keyIndex = Int32(keyIndexes.count - 1)
            }
        }
        let anchorName = string(anchor)
        if let anchorName { openAnchors.append(anchorName) }
        stack.append(
            Frame(
                record: index, isMapping: isMapping, hasAnchor: anchorName != nil, section: section,
                textStart: store.text.count, keyIndex: keyIndex))
    }

    /// Hands a finished node to the innermost open collection, or makes it the document root.
    /// `weight` is the node's size counting everything inside it (what an alias of it expands to);
    /// `added` is how many nodes this adds to the document: 1 for a scalar or a finished
    /// collection (its contents were counted as they arrived), the whole weight for an alias.
    private mutating func deliver(_ node: Int32, textStart: Int, weight: Int, added: Int, anchor: String?) {
        totalWeight += added
        if totalWeight > limits.maxNodes {
            fail(
                .limitExceeded,
                "document expands to more than \(limits.maxNodes) nodes, counting aliases (--max-nodes)",
                at: store.records[Int(node)].start)
            return
        }
        if let anchor {
            anchors[anchor] = (node, weight)
            highestAnchor = max(highestAnchor, node)
        }
        let top = stack.count - 1
        guard top >= 0 else {
            root = Node(store, node)
            return
        }
        stack[top].weight += weight
        if stack[top].isMapping {
            addToMapping(node, textStart: textStart, top)
        } else {
            link(node, top)
            store.records[Int(stack[top].record)].count += 1
        }
    }

    /// Appends `node` to the children of the collection open at `c`.
    private mutating func link(_ node: Int32, _ c: Int) {
        let last = stack[c].lastChild
        if last >= 0 {
            store.records[Int(last)].next = node
        } else {
            store.records[Int(stack[c].record)].first = node
        }
        stack[c].lastChild = node
    }

    /// Forgets a finished node that is not kept (a rejected key, its value, a streamed entry):
    /// its records and text are reused, unless an anchor inside may still be aliased.
    private mutating func drop(_ node: Int32, textStart: Int) {
        guard highestAnchor < node else { return }
        store.records.removeSuffix(from: Int(node))
        store.text.removeSuffix(from: textStart)
    }

    private mutating func addToMapping(_ node: Int32, textStart: Int, _ c: Int) {
        if stack[c].skipping {
            stack[c].skipping = false
            drop(node, textStart: textStart)
            return
        }
        let key = stack[c].pendingKey
        if key >= 0 {
            stack[c].pendingKey = -1
            if stack[c].section >= 0, let onEntry {
                let section = sectionNames[Int(stack[c].section)]
                let keyText = stack[c].pendingKeyText
                if let entryPipeline, entryAliasFloor >= key {
                    entryPipeline.send(section: section, key: key, textStart: keyText, from: store)
                } else {
                    entryPipeline?.drain()
                    onEntry(section, Node.Pair(key: ScalarNode(Node(store, key)), value: Node(store, node)))
                }
                drop(key, textStart: keyText)
                return
            }
            link(key, c)
            link(node, c)
            store.records[Int(stack[c].record)].count += 1
            return
        }
        let record = store.resolved(node)
        guard record.kind == .scalar else {
            let what = Node(store, node).kindDescription
            diagnostics.error(
                .yamlUnsupported, "mapping keys must be scalars; found \(what) as a key",
                at: range(of: node))
            stack[c].skipping = true
            drop(node, textStart: textStart)
            return
        }
        if record.style == .plain, store.textEquals(record, "<<") {
            diagnostics.error(
                .yamlUnsupported,
                "merge keys ('<<') are not supported; write the keys out, or use an alias for a whole value",
                at: range(of: node))
            stack[c].skipping = true
            drop(node, textStart: textStart)
            return
        }
        if let first = firstOccurrence(of: node, record, c) {
            let text = store.string(record)
            diagnostics.error(
                .duplicateKey, "duplicate key '\(text)'", at: range(of: node),
                notes: [DiagnosticNote("'\(text)' first appears here", at: first)])
            stack[c].skipping = true
            drop(node, textStart: textStart)
            return
        }
        stack[c].pendingKey = node
        stack[c].pendingKeyText = textStart
        if stack[c].section >= 0 { entryAliasFloor = .max }
    }

    /// The range of an earlier key with the same text in the mapping open at `c`, or nil after
    /// recording this one as seen.
    private mutating func firstOccurrence(of node: Int32, _ key: NodeStore.Record, _ c: Int) -> SourceRange? {
        if stack[c].keyIndex < 0 {
            let mapping = store.records[Int(stack[c].record)]
            guard mapping.count >= 8 else {
                var k = mapping.first
                while k >= 0 {
                    if store.sameText(store.resolved(k), key) { return range(of: k) }
                    k = store.records[Int(store.records[Int(k)].next)].next
                }
                return nil
            }
            var index = KeyIndex()
            var k = mapping.first
            while k >= 0 {
                _ = index.firstOccurrence(of: store.bytes(store.resolved(k)), at: range(of: k))
                k = store.records[Int(store.records[Int(k)].next)].next
            }
            keyIndexes.append(index)
            stack[c].keyIndex = Int32(keyIndexes.count - 1)
        }
        let range = range(of: node)
        return keyIndexes[Int(stack[c].keyIndex)].firstOccurrence(of: store.bytes(key), at: range)
    }

    // MARK: Helpers

    private mutating func fail(_ id: DiagnosticID, _ message: String, at position: SourcePosition) {
        diagnostics.error(id, message, at: SourceRange(file: file, at: position))
        failed = true
    }

    func position(_ mark: yaml_mark_t) -> SourcePosition {
        SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private func position(line: UInt32, column: UInt32) -> SourcePosition {
        SourcePosition(line: Int(line) + 1, column: Int(column) + 1)
    }

    private func range(of node: Int32) -> SourceRange { Node(store, node).range }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }

    @inline(__always) private func tag(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> Int32 {
        pointer == nil ? -1 : storeTag(pointer)
    }

    private func storeTag(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> Int32 {
        guard let tag = string(pointer) else { return -1 }
        store.tags.append(tag)
        return Int32(store.tags.count - 1)
    }

    private func style(_ style: yaml_scalar_style_t) -> Scalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }
}
