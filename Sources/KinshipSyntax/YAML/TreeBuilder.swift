internal import CYAML

/// The event-to-tree state machine behind `YAMLParser`: a stack of open collections.
struct TreeBuilder {
    /// An open sequence or mapping. Kept by value in `stack` and changed in place through
    /// `stack[top]`, so opening a collection costs no object of its own.
    private struct Frame {
        let isMapping: Bool
        let start: SourcePosition
        let tag: String?
        let anchor: String?
        var items: [Node] = []
        var pairs: [Node.Pair] = []
        var weight = 1
        /// Mappings: the key read and waiting for its value; `skipping` drops the value of a rejected key.
        var pendingKey: ScalarNode?
        var skipping = false
        /// Built once a mapping grows past a handful of keys, so 10^6 keys stay linear.
        var index: [String: SourceRange]?

        init(isMapping: Bool, start: SourcePosition, tag: String?, anchor: String?) {
            (self.isMapping, self.start, self.tag, self.anchor) = (isMapping, start, tag, anchor)
        }
    }

    let file: FileID
    let limits: YAMLLimits
    var diagnostics = DiagnosticBag()
    var root: Node?
    /// Top-level keys whose mapping entries are handed to `onEntry` as each one completes and not
    /// kept in the tree (the section stays as an empty mapping; its keys are indexed only for
    /// duplicate detection): a large spec's screens and containers are decoded one at a time
    /// instead of all held as nodes at once.
    var streamedSections: Set<String> = []
    var onEntry: ((String, Node.Pair) -> Void)?

    private var stack: [Frame] = []
    private var anchors: [String: (node: Node, weight: Int)] = [:]
    private var totalWeight = 0
    private var documents = 0
    private var failed = false

    init(file: FileID, limits: YAMLLimits) {
        self.file = file
        self.limits = limits
    }

    mutating func run(_ buffer: UnsafeBufferPointer<UInt8>, threaded: Bool? = nil) {
        let failure = EventSource.run(buffer, threaded: threaded) { event in
            handle(event)
            return !failed
        }
        if let failure {
            reportSyntaxError(failure, buffer)
            root = nil
        }
        if failed { root = nil }
    }

    // MARK: Events

    private mutating func handle(_ event: yaml_event_t) {
        let start = position(event.start_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                fail("yaml-unsupported",
                     "a spec file holds one YAML document; found a second one here", at: start)
            }
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let length = Int(data.length)
            if length > limits.maxScalarBytes {
                fail("limit-exceeded",
                     "scalar of \(length) bytes is over the limit of \(limits.maxScalarBytes) (--max-scalar-bytes)",
                     at: start)
                return
            }
            let text = data.value.map {
                String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
            } ?? ""
            let node = Node(
                kind: .scalar(Scalar(text, style: style(data.style))),
                range: range(start, event.end_mark), tag: string(data.tag))
            deliver(node, weight: 1, added: 1, anchor: string(data.anchor))
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            push(Frame(isMapping: false, start: start, tag: string(data.tag), anchor: string(data.anchor)))
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            push(Frame(isMapping: true, start: start, tag: string(data.tag), anchor: string(data.anchor)))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let frame = stack.popLast() else { return }
            let end = position(event.end_mark)
            let kind: Node.Kind = frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.items)
            deliver(Node(kind: kind, range: span(frame.start, end), tag: frame.tag),
                    weight: frame.weight, added: 1, anchor: frame.anchor)
        case YAML_ALIAS_EVENT:
            let name = string(event.data.alias.anchor) ?? ""
            guard let (node, weight) = anchors[name] else {
                fail("yaml-unsupported", "alias '*\(name)' refers to no anchor defined before it", at: start)
                return
            }
            var copy = node
            copy.range = range(start, event.end_mark)
            deliver(copy, weight: weight, added: weight, anchor: nil)
        default:
            break
        }
    }

    private mutating func push(_ frame: Frame) {
        if stack.count >= limits.maxDepth {
            fail("limit-exceeded",
                 "nesting deeper than \(limits.maxDepth) levels (--max-depth)", at: frame.start)
            return
        }
        stack.append(frame)
    }

    /// Hands a finished node to the innermost open collection, or makes it the document root.
    /// `weight` is the node's size counting everything inside it (what an alias of it expands to);
    /// `added` is how many nodes this adds to the document: 1 for a scalar or a finished
    /// collection (its contents were counted as they arrived), the whole weight for an alias.
    private mutating func deliver(_ node: Node, weight: Int, added: Int, anchor: String?) {
        totalWeight += added
        if totalWeight > limits.maxNodes {
            fail("limit-exceeded",
                 "document expands to more than \(limits.maxNodes) nodes, counting aliases (--max-nodes)",
                 at: node.range.start)
            return
        }
        if let anchor { anchors[anchor] = (node, weight) }
        let top = stack.count - 1
        guard top >= 0 else {
            root = node
            return
        }
        stack[top].weight += weight
        if stack[top].isMapping {
            addToMapping(node, top)
        } else {
            if stack[top].items.isEmpty { stack[top].items.reserveCapacity(4) }
            stack[top].items.append(node)
        }
    }

    /// The section name when the frame at `c` is the mapping value of a streamed top-level key.
    private func streamedSection(of c: Int) -> String? {
        guard !streamedSections.isEmpty, c == 1, stack[0].isMapping,
              let key = stack[0].pendingKey?.text, streamedSections.contains(key) else { return nil }
        return key
    }

    private mutating func addToMapping(_ node: Node, _ c: Int) {
        if stack[c].skipping {
            stack[c].skipping = false
            return
        }
        if let key = stack[c].pendingKey {
            stack[c].pendingKey = nil
            // Most mappings hold a handful of keys: one allocation instead of growing 1, 2, 4, 8.
            if stack[c].pairs.isEmpty { stack[c].pairs.reserveCapacity(6) }
            if let section = streamedSection(of: c), let onEntry {
                // The section keeps only its key index (for duplicates), not even the keys.
                onEntry(section, Node.Pair(key: key, value: node))
                return
            }
            stack[c].pairs.append(Node.Pair(key: key, value: node))
            return
        }
        guard case .scalar(let scalar) = node.kind else {
            diagnostics.error("yaml-unsupported",
                              "mapping keys must be scalars; found \(node.kindDescription) as a key",
                              at: node.range)
            stack[c].skipping = true
            return
        }
        if scalar.isPlain, scalar.text == "<<" {
            diagnostics.error("yaml-unsupported",
                              "merge keys ('<<') are not supported; write the keys out, or use an alias for a whole value",
                              at: node.range)
            stack[c].skipping = true
            return
        }
        let key = ScalarNode(scalar: scalar, range: node.range)
        if stack[c].index == nil, streamedSection(of: c) != nil { stack[c].index = [:] }
        if let first = firstOccurrence(of: key, c) {
            diagnostics.error("duplicate-key", "duplicate key '\(key.text)'", at: key.range,
                              notes: [DiagnosticNote("'\(key.text)' first appears here", at: first)])
            stack[c].skipping = true
            return
        }
        stack[c].pendingKey = key
    }

    /// The range of an earlier identical key, or nil after recording this one as seen.
    private mutating func firstOccurrence(of key: ScalarNode, _ c: Int) -> SourceRange? {
        if stack[c].index == nil {
            guard stack[c].pairs.count >= 8 else {
                return stack[c].pairs.first { $0.key.text == key.text }?.key.range
            }
            var index: [String: SourceRange] = [:]
            for pair in stack[c].pairs where index[pair.key.text] == nil { index[pair.key.text] = pair.key.range }
            stack[c].index = index
        }
        if let found = stack[c].index?[key.text] { return found }
        stack[c].index?[key.text] = key.range
        return nil
    }

    // MARK: Helpers

    private mutating func fail(_ id: String, _ message: String, at position: SourcePosition) {
        diagnostics.error(id, message, at: SourceRange(file: file, at: position))
        failed = true
    }


    private func position(_ mark: yaml_mark_t) -> SourcePosition {
        SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private func range(_ start: SourcePosition, _ end: yaml_mark_t) -> SourceRange {
        SourceRange(file: file, start: start, end: position(end))
    }

    private func span(_ start: SourcePosition, _ end: SourcePosition) -> SourceRange {
        SourceRange(file: file, start: start, end: end)
    }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
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

    /// The line and column (in scalars) of a byte offset. A bad trailing octet is reported at the
    /// lead byte of its sequence, where the caret under the replacement character belongs.
    private func readerErrorPosition(
        _ offset: Int, trailing: Bool, _ buffer: UnsafeBufferPointer<UInt8>
    ) -> SourcePosition {
        var offset = min(max(0, offset), buffer.count)
        if trailing {
            var lead = offset - 1
            while lead > 0, offset - lead < 4, buffer[lead] & 0xC0 == 0x80 { lead -= 1 }
            if lead >= 0, buffer[lead] >= 0xC0 { offset = lead }
        }
        var line = 1
        var lineStart = 0
        for index in 0..<offset where buffer[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let before = String(decoding: UnsafeBufferPointer(rebasing: buffer[lineStart..<offset]), as: UTF8.self)
        return SourcePosition(line: line, column: before.unicodeScalars.count + 1)
    }

    /// Turns libyaml's error into a located diagnostic, with a hint for the classic tab mistake.
    private mutating func reportSyntaxError(_ parser: ParserFailure, _ buffer: UnsafeBufferPointer<UInt8>) {
        let problem = parser.problem ?? "invalid YAML"
        var message = problem
        if let context = parser.context {
            message += " " + context
        }
        let mark = parser.problemMark
        if parser.isReaderError {
            // Reader errors (bad UTF-8, control characters) carry a byte offset, not a mark.
            let at = readerErrorPosition(parser.problemOffset, trailing: problem.contains("trailing"), buffer)
            diagnostics.error("yaml-syntax", problem.contains("UTF-8") ? problem + "; a spec file must be UTF-8 text" : problem,
                              at: SourceRange(file: file, at: at))
            return
        }
        var notes: [DiagnosticNote] = []
        if let context = parser.context, parser.contextMark.line != mark.line || parser.contextMark.column != mark.column {
            notes.append(DiagnosticNote("\(context) begins here",
                                        at: SourceRange(file: file, at: position(parser.contextMark))))
        }
        let index = Int(mark.index)
        if index >= 0, index < buffer.count, buffer[index] == UInt8(ascii: "\t") {
            message = "tab character where YAML expects indentation or a token (\(problem))"
            notes.append(DiagnosticNote("YAML indents with spaces only; replace the tab with spaces"))
        }
        diagnostics.error("yaml-syntax", message, at: SourceRange(file: file, at: position(mark)), notes: notes)
    }
}
