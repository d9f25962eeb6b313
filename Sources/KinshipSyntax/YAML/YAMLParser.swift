internal import CYAML

/// Builds a located `Node` tree from libyaml's event stream.
///
/// Reports, as located diagnostics: libyaml's syntax errors (`yaml-syntax`), features the DSL
/// rejects (`yaml-unsupported`: non-scalar keys, merge keys, several documents, undefined aliases),
/// duplicate keys (`duplicate-key`, at the second occurrence with a note at the first) and
/// exceeded limits (`limit-exceeded`).
public enum YAMLParser {
    /// Parses one file. Returns nil for an empty document or when the file cannot be read as YAML;
    /// diagnostics say why.
    public static func parse(
        _ bytes: [UInt8], file: FileID, limits: YAMLLimits = YAMLLimits(),
        diagnostics: inout DiagnosticBag
    ) -> Node? {
        parse(bytes, file: file, limits: limits, diagnostics: &diagnostics, streaming: [], onEntry: nil)
    }

    /// Parses one file, handing each entry of the top-level mappings named in `streaming` to
    /// `onEntry` as soon as it is complete; in the returned tree those sections are empty
    /// mappings. Memory then stays near one entry's nodes, not the whole file's.
    ///
    /// On a large file `onEntry` runs on a thread of its own, overlapping the parse; its calls
    /// never overlap one another, come in document order, and have all returned when `parse`
    /// returns. The nodes it is given are valid only during the call.
    public static func parse(
        _ bytes: [UInt8], file: FileID, limits: YAMLLimits = YAMLLimits(),
        diagnostics: inout DiagnosticBag, streaming: Set<String>,
        onEntry: ((String, Node.Pair) -> Void)?
    ) -> Node? {
        parse(
            bytes, file: file, limits: limits, diagnostics: &diagnostics, streaming: streaming, threaded: nil,
            onEntry: onEntry)
    }

    /// `threaded` forces libyaml onto its own thread (true) or inline (false); nil decides by
    /// file size (see `EventSource`). Tests force both ways to show they agree.
    static func parse(
        _ bytes: [UInt8], file: FileID, limits: YAMLLimits = YAMLLimits(),
        diagnostics: inout DiagnosticBag, streaming: Set<String>, threaded: Bool?,
        onEntry: ((String, Node.Pair) -> Void)?
    ) -> Node? {
        bytes.withUnsafeBufferPointer { buffer in
            parse(
                .bytes(buffer), file: file, limits: limits, diagnostics: &diagnostics, streaming: streaming,
                threaded: threaded, onEntry: onEntry)
        }
    }

    /// `parse(_:file:limits:diagnostics:streaming:onEntry:)` reading an open file as libyaml
    /// asks for it, so the file's text is never held whole (a syntax error reads it to point
    /// into it). The nodes, diagnostics and entries are the same as for the file's bytes.
    public static func parse(
        _ reader: YAMLFileReader, file: FileID, limits: YAMLLimits = YAMLLimits(),
        diagnostics: inout DiagnosticBag, streaming: Set<String>, threaded: Bool? = nil,
        onEntry: ((String, Node.Pair) -> Void)?
    ) -> Node? {
        parse(
            .file(reader), file: file, limits: limits, diagnostics: &diagnostics, streaming: streaming,
            threaded: threaded, onEntry: onEntry)
    }

    private static func parse(
        _ input: YAMLInput, file: FileID, limits: YAMLLimits,
        diagnostics: inout DiagnosticBag, streaming: Set<String>, threaded: Bool?,
        onEntry: ((String, Node.Pair) -> Void)?
    ) -> Node? {
        if input.count > limits.maxFileBytes {
            diagnostics.error(
                .limitExceeded,
                "file is \(input.count) bytes, over the limit of \(limits.maxFileBytes) (--max-file-bytes)",
                at: SourceRange(file: file, at: SourcePosition(line: 1, column: 1)))
            return nil
        }
        var builder = TreeBuilder(file: file, limits: limits)
        builder.streamedSections = streaming
        builder.onEntry = onEntry
        // Decoding entries gets a thread of its own when parsing does (see `EntryPipeline`).
        if let onEntry, !streaming.isEmpty, threaded ?? (input.count >= EventSource.threadThreshold) {
            builder.entryPipeline = EntryPipeline(file: file, onEntry: onEntry)
        }
        builder.run(input, threaded: threaded)
        builder.entryPipeline?.finish()
        diagnostics.append(contentsOf: builder.diagnostics.diagnostics)
        return builder.root
    }

    /// Parses only: drives libyaml's event parser over the bytes and builds nothing.
    /// This is the floor the benchmark compares `kinship check` against. Returns the event count.
    public static func countEvents(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return 0 }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var count = 0
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                count += 1
                if done { break }
            }
            return count
        }
    }
}
