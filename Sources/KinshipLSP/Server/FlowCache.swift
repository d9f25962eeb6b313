import KinshipFlow
import KinshipSpec
import KinshipSyntax

/// Flow findings per container, reused while the container's text is unchanged.
///
/// Flow analysis explores each container type on its own: its findings depend on its own
/// declaration (children, slots, transitions) and its file's `lint:` settings, not on the rest
/// of the graph (the findings that pair containers are found afresh each round). So after an edit only the containers whose text changed are explored again.
/// Findings are kept with lines relative to the container's first line, so a container that
/// only moved (lines added above it) is reused too.
struct FlowCache {
    private struct Key: Hashable {
        var file: FileID
        var text: [UInt8]
        var column: Int
        var lint: [String]
    }

    private var entries: [Key: [Diagnostic]] = [:]
    /// Containers explored in the last round (the rest were reused), for tests and the benchmark.
    private(set) var lastExplored = 0

    /// Every container's flow findings, exploring only those not in the cache.
    mutating func diagnostics(_ spec: Spec, specPath: String, text: (FileID) -> TextIndex) -> [Diagnostic] {
        let lint: [FileID: [String]] = Dictionary(
            spec.files.map { ($0.file, $0.lint.disable.map(\.value).sorted()) }, uniquingKeysWith: { a, _ in a })
        var keys: [Key] = []
        var spans: [FileID: [(start: SourcePosition, end: SourcePosition, container: Int)]] = [:]
        var missing: Set<String> = []
        keys.reserveCapacity(spec.containers.count)
        for (i, c) in spec.containers.enumerated() {
            let file = c.name.range.file
            let index = text(file)
            let start = index.offset(of: c.name.range.start)
            let end = max(start, min(index.offset(of: c.range.end), index.bytes.count))
            let key = Key(
                file: file, text: Array(index.bytes[start..<end]), column: c.name.range.start.column,
                lint: lint[file] ?? [])
            keys.append(key)
            spans[file, default: []].append((c.name.range.start, max(c.range.end, c.name.range.end), i))
            if entries[key] == nil { missing.insert(c.name.value) }
        }
        lastExplored = missing.count
        var fresh: [Int: [Diagnostic]] = [:]
        var attributable = true
        if !missing.isEmpty {
            var options = FlowOptions(specPath: specPath, containers: missing)
            options.pairsContainers = false
            let found = FlowAnalysis.diagnostics(spec, options: options)
            for d in found {
                guard let owner = Self.owner(of: d, spans) else {
                    attributable = false
                    fresh[-1, default: []].append(d)
                    continue
                }
                fresh[owner, default: []].append(d)
            }
        }
        var out: [Diagnostic] = fresh[-1] ?? []
        var kept: [Key: [Diagnostic]] = [:]
        for (i, c) in spec.containers.enumerated() {
            let base = c.name.range.start.line - 1
            if let cached = entries[keys[i]] {
                out += cached.map { Self.shift($0, by: base) }
                kept[keys[i]] = cached
            } else if missing.contains(c.name.value) {
                let found = fresh[i] ?? []
                out += found
                // A finding found elsewhere than in its container cannot be placed by it: such a
                // round stores nothing, so nothing is ever dropped.
                if attributable { kept[keys[i]] = found.map { Self.shift($0, by: -base) } }
            }
        }
        entries = kept
        // Findings that pair two containers are never cached: either one's edit may change them.
        return out + FlowAnalysis.pairedDiagnostics(spec, options: FlowOptions(specPath: specPath))
    }

    /// The container whose text holds every place the finding names.
    private static func owner(
        of d: Diagnostic, _ spans: [FileID: [(start: SourcePosition, end: SourcePosition, container: Int)]]
    ) -> Int? {
        guard let range = d.range, let candidates = spans[range.file],
            let span = candidates.first(where: { $0.start <= range.start && range.end <= $0.end })
        else { return nil }
        for note in d.notes {
            guard let r = note.range else { continue }
            guard r.file == range.file, span.start <= r.start, r.end <= span.end else { return nil }
        }
        return span.container
    }

    private static func shift(_ d: Diagnostic, by lines: Int) -> Diagnostic {
        func move(_ r: SourceRange) -> SourceRange {
            var r = r
            r.start.line += lines
            r.end.line += lines
            return r
        }
        var d = d
        d.range = d.range.map(move)
        d.notes = d.notes.map { DiagnosticNote($0.message, at: $0.range.map(move)) }
        return d
    }
}
