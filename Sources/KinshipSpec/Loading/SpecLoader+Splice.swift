import KinshipSyntax

extension SpecLoader {
    /// One screen or container entry of a file, re-read after an edit inside it.
    public struct EntryEdit: Sendable {
        /// `screens` or `containers`: the block section the entry is in.
        public var section: String
        /// The entry's first and last line (1-based) in the new text; the first holds its name.
        public var lines: ClosedRange<Int>
        /// The entry's bytes in the new text, and the line after it that ends it (the next
        /// entry's key, the next top-level key), if any: the parser places the end of the
        /// entry's value where that line starts, as it does in the whole file.
        public var bytes: Range<Int>

        public init(section: String, lines: ClosedRange<Int>, bytes: Range<Int>) {
            self.section = section
            self.lines = lines
            self.bytes = bytes
        }
    }

    /// Gives `path` new contents in which only `entry` changed, and no line was added or
    /// removed: the entry alone is parsed again (the rest of the file keeps its parse, its
    /// positions unchanged) and put in place of the old one. Returns false, changing nothing,
    /// when that would not give what parsing the whole file gives; the caller then calls
    /// `update(_:contents:)`.
    ///
    /// It refuses when the file was not parsed yet or had YAML errors, when the entry is not
    /// the same screen or container (its name changed), when the new entry is not well-formed
    /// YAML on its own, and when a YAML limit could be crossed without the whole file being
    /// counted: aliases anywhere (an alias counts as its whole subtree), or half as many bytes
    /// as the node limit. Without aliases every two nodes take at least one byte (`[:,:]` is
    /// seven nodes in five: empty keys and values cost nothing but their indicators), so a
    /// smaller file cannot pass the limit and no count of the whole file is needed.
    public func updateEntry(_ path: String, contents: [UInt8], entry: EntryEdit) -> Bool {
        let key = Self.canonical(path)
        guard var loaded = cache[key], SpecDecoder.streamableSections.contains(entry.section),
            entry.lines.lowerBound >= 2, entry.bytes.upperBound <= contents.count,
            contents.count <= limits.maxFileBytes, 2 * contents.count < limits.maxNodes,
            !contents.contains(UInt8(ascii: "*")),
            !loaded.diagnostics.contains(where: { Self.wholeFileIDs.contains($0.id) })
        else { return false }
        let id = loaded.spec.file
        let start = entry.lines.lowerBound
        let isContainer = entry.section == "containers"
        let oldIndex =
            isContainer
            ? loaded.spec.containers.firstIndex { $0.name.range.start.line == start }
            : loaded.spec.screens.firstIndex { $0.name.range.start.line == start }
        guard let oldIndex else { return false }
        // The entry on its own lines: blank lines up to the one before it, which holds the
        // section's key, so every position the parser reports is the position in the file.
        var mini = [UInt8](repeating: UInt8(ascii: "\n"), count: start - 2)
        mini += Array("\(entry.section):\n".utf8)
        mini += contents[entry.bytes]
        var bag = DiagnosticBag()
        let box = DecoderBox(SpecDecoder(file: id))
        let root = YAMLParser.parse(
            mini, file: id, limits: limits, diagnostics: &bag,
            streaming: SpecDecoder.streamableSections
        ) { box.decoder.decodeEntry(section: $0, $1) }
        guard root != nil, !bag.diagnostics.contains(where: { Self.wholeFileIDs.contains($0.id) }) else { return false }
        var decoder = box.decoder
        let spec = decoder.decode(root)
        let inEntry = { (d: Diagnostic) -> Bool in d.range.map { entry.lines.contains($0.start.line) } ?? false }
        let found = (bag.diagnostics + decoder.diagnostics.diagnostics).filter(inEntry)
        if isContainer {
            guard let new = spec.containers.first,
                new.name.value == loaded.spec.containers[oldIndex].name.value, new.name.range.start.line == start
            else { return false }
            loaded.spec.containers[oldIndex] = new
        } else {
            guard let new = spec.screens.first,
                new.name.value == loaded.spec.screens[oldIndex].name.value, new.name.range.start.line == start
            else { return false }
            loaded.spec.screens[oldIndex] = new
        }
        loaded.diagnostics = loaded.diagnostics.filter { !inEntry($0) } + found
        provided[key] = contents
        sources.replace(SourceFile(path: sources.path(id), bytes: contents))
        cache[key] = loaded
        return true
    }

    /// Diagnostics that only a parse of the whole file can tell (a YAML error stops the parse
    /// where it is; limits count the whole file).
    static let wholeFileIDs: Set<DiagnosticID> = [
        .yamlSyntax, .yamlUnsupported, .yamlIndentation, .limitExceeded, .duplicateKey,
    ]
}
