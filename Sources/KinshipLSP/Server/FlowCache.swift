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
///
/// A round has three steps, so that the exploring one can run off the server's thread:
/// `round` (what to explore, read from the texts), `FlowRound.explore` (the analysis, on any
/// thread, cancellable), `finish` (the findings merged with the reused ones, the cache updated).
struct FlowCache {
    fileprivate struct Key: Hashable, Sendable {
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
        let round = round(spec, specPath: specPath, text: text)
        return finish(round, round.explore(isCancelled: nil) ?? FlowRound.Found())
    }

    /// What a round must explore: the containers whose text is not in the cache.
    func round(_ spec: Spec, specPath: String, text: (FileID) -> TextIndex) -> FlowRound {
        let lint: [FileID: [String]] = Dictionary(
            spec.files.map { ($0.file, $0.lint.disable.map(\.value).sorted()) }, uniquingKeysWith: { a, _ in a })
        var round = FlowRound(spec: spec, specPath: specPath)
        round.keys.reserveCapacity(spec.containers.count)
        for (i, c) in spec.containers.enumerated() {
            let file = c.name.range.file
            let index = text(file)
            let start = index.offset(of: c.name.range.start)
            let end = max(start, min(index.offset(of: c.range.end), index.bytes.count))
            let key = Key(
                file: file, text: Array(index.bytes[start..<end]), column: c.name.range.start.column,
                lint: lint[file] ?? [])
            round.keys.append(key)
            round.spans[file, default: []].append(
                FlowRound.Span(start: c.name.range.start, end: max(c.range.end, c.name.range.end), container: i))
            if entries[key] == nil { round.missing.insert(c.name.value) }
        }
        return round
    }

    /// The findings of the round's containers that need no exploring, known at once.
    func reused(_ round: FlowRound) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for (i, c) in round.spec.containers.enumerated() {
            if let cached = entries[round.keys[i]] {
                out += cached.map { Self.shift($0, by: c.name.range.start.line - 1) }
            }
        }
        return out
    }

    /// Every container's findings, the explored ones (`found`) and the reused ones; the cache
    /// keeps the round's containers only.
    mutating func finish(_ round: FlowRound, _ found: FlowRound.Found) -> [Diagnostic] {
        lastExplored = round.missing.count
        var out: [Diagnostic] = found.fresh[-1] ?? []
        var kept: [Key: [Diagnostic]] = [:]
        for (i, c) in round.spec.containers.enumerated() {
            let base = c.name.range.start.line - 1
            if let cached = entries[round.keys[i]] {
                out += cached.map { Self.shift($0, by: base) }
                kept[round.keys[i]] = cached
            } else if round.missing.contains(c.name.value) {
                let fresh = found.fresh[i] ?? []
                out += fresh
                // A finding found elsewhere than in its container cannot be placed by it: such a
                // round stores nothing, so nothing is ever dropped.
                if found.attributable { kept[round.keys[i]] = fresh.map { Self.shift($0, by: -base) } }
            }
        }
        entries = kept
        // Findings that pair two containers are never cached: either one's edit may change them.
        return out + found.paired
    }

    fileprivate static func shift(_ d: Diagnostic, by lines: Int) -> Diagnostic {
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

/// One round of flow analysis for a document: the spec and what to explore of it.
struct FlowRound: Sendable {
    fileprivate struct Span: Sendable {
        var start: SourcePosition
        var end: SourcePosition
        var container: Int
    }

    let spec: Spec
    let specPath: String
    fileprivate var keys: [FlowCache.Key] = []
    fileprivate var spans: [FileID: [Span]] = [:]
    fileprivate var missing: Set<String> = []

    fileprivate init(spec: Spec, specPath: String) {
        self.spec = spec
        self.specPath = specPath
    }

    /// The explored findings, by container index (-1: those no container's text holds), and
    /// the findings that pair containers.
    struct Found: Sendable {
        fileprivate var fresh: [Int: [Diagnostic]] = [:]
        fileprivate var attributable = true
        fileprivate var paired: [Diagnostic] = []
    }

    /// Explores the round's containers, on any thread; nil when `isCancelled` stopped it.
    func explore(isCancelled: (@Sendable () -> Bool)?) -> Found? {
        var found = Found()
        if !missing.isEmpty {
            var options = FlowOptions(specPath: specPath, containers: missing)
            options.pairsContainers = false
            options.isCancelled = isCancelled
            for d in FlowAnalysis.diagnostics(spec, options: options) {
                guard let owner = owner(of: d) else {
                    found.attributable = false
                    found.fresh[-1, default: []].append(d)
                    continue
                }
                found.fresh[owner, default: []].append(d)
            }
        }
        if isCancelled?() == true { return nil }
        found.paired = FlowAnalysis.pairedDiagnostics(spec, options: FlowOptions(specPath: specPath))
        // Routes open instances from the root through every container: checked whole.
        if !spec.routes.isEmpty {
            found.paired += RouteAnalysis.diagnostics(spec, options: FlowOptions(specPath: specPath))
        }
        return isCancelled?() == true ? nil : found
    }

    /// The container whose text holds every place the finding names.
    private func owner(of d: Diagnostic) -> Int? {
        guard let range = d.range, let candidates = spans[range.file],
            let span = candidates.first(where: { $0.start <= range.start && range.end <= $0.end })
        else { return nil }
        for note in d.notes {
            guard let r = note.range else { continue }
            guard r.file == range.file, span.start <= r.start, r.end <= span.end else { return nil }
        }
        return span.container
    }
}
