import Foundation
import KinshipCodegen
import KinshipFlow
import KinshipSpec
import KinshipSyntax

/// The open documents and what checking them found.
///
/// One `SpecLoader` serves the whole session: it parses each file once and keeps the parse until
/// the file changes (`SpecLoader.update`), so an edit re-parses only the edited file, and only the
/// open documents whose import graph holds it are checked again.
final class Workspace {
    var encoding: PositionEncoding = .utf16
    /// Keeps each file's text as checked: positions are mapped through it (`textIndex`).
    let loader: SpecLoader = {
        let loader = SpecLoader()
        loader.keepsText = true
        return loader
    }()
    private(set) var documents: [String: OpenDocument] = [:]
    /// Each open document's last check, by the document's canonical path.
    private(set) var results: [String: CheckResult] = [:]
    /// Canonical paths changed since the last check.
    private var dirty: Set<String> = []
    /// What was last published per URI, so unchanged files are not sent again.
    private var published: [String: [LSPDiagnostic]] = [:]
    /// Text indexes of files that are not open (imported libraries), by path.
    private var diskIndexes: [String: TextIndex] = [:]
    /// Symbol indexes by document key, with the check generation they were built from.
    var indexCache: [String: (generation: Int, index: SymbolIndex)] = [:]
    /// See `usefulSpec`.
    var lastUseful: [String: Spec] = [:]
    private var generation = 0
    /// Flow findings per open document, reused for containers whose text did not change.
    private var flowCaches: [String: FlowCache] = [:]
    /// Set to measure what one check costs (the benchmark reads it).
    private(set) var lastCheck = CheckStatistics()
    /// Flow analysis in progress per document key: at most one, of the latest check.
    private(set) var flowJobs: [String: FlowJob] = [:]
    /// Jobs made by the last `recheck`, for the server to start.
    private(set) var newJobs: [FlowJob] = []
    /// URIs whose last publication lacked the flow findings still being found.
    private var publishedPending: Set<String> = []

    struct CheckResult {
        var spec: Spec?
        var diagnostics: [Diagnostic]
        /// Syntax and validation findings alone (flow findings come after, see `FlowJob`).
        var validation: [Diagnostic] = []
        /// Canonical paths of every file of the document's import graph.
        var files: Set<String>
        /// Which check produced it (indexes are rebuilt when it changes).
        var generation = 0
        /// Containers flow analysis explored (the others' findings were reused).
        var containersExplored = 0
    }

    struct CheckStatistics {
        var documentsChecked = 0
        var filesParsed = 0
        var containersExplored = 0
        /// Documents whose edit was parsed as one entry, not the whole file.
        var entriesReparsed = 0
        var seconds = 0.0
        /// CPU time of the checking thread (and the flow threads it waits for are not in it):
        /// on a busy machine, closer to the work than the wall-clock `seconds`.
        var cpuSeconds = 0.0
    }

    // MARK: Documents

    func open(_ item: TextDocumentItem) {
        let path = DocumentURI.path(item.uri)
        let document = OpenDocument(uri: item.uri, path: path, version: item.version, text: item.text)
        documents[item.uri] = document
        changed(document)
    }

    /// Returns why the edits were refused, if they were (the document is then as it was).
    func change(_ params: DidChangeParams) -> String? {
        guard let document = documents[params.textDocument.uri] else { return nil }
        if let refusal = document.apply(params.contentChanges, encoding: encoding) { return refusal }
        document.version = params.textDocument.version ?? document.version
        changed(document)
        return nil
    }

    /// Cancels every flow analysis still running: after `shutdown` no finding is published, and
    /// a server run in a thread of a longer-lived process (the tests, an editor host) must not
    /// leave explorations running after it returns.
    func cancelFlow() {
        for job in flowJobs.values { job.cancel() }
        flowJobs.removeAll()
    }

    /// Closing drops the editor's text: the file reads from disk again, and its diagnostics
    /// are cleared unless another open document imports it.
    func close(_ uri: String) {
        guard let document = documents.removeValue(forKey: uri) else { return }
        let key = SpecLoader.canonicalPath(document.path)
        results[key] = nil
        indexCache[key] = nil
        lastUseful[key] = nil
        flowCaches[key] = nil
        flowJobs.removeValue(forKey: key)?.cancel()
        loader.update(document.path, contents: nil)
        dirty.insert(key)
    }

    /// A file changed on disk (a library saved by another program, or deleted).
    func fileChangedOnDisk(_ uri: String) {
        let path = DocumentURI.path(uri)
        // An open document's text is the editor's; the disk does not override it.
        guard !documents.values.contains(where: { $0.path == path }) else { return }
        loader.update(path, contents: nil)
        diskIndexes[path] = nil
        dirty.insert(SpecLoader.canonicalPath(path))
    }

    private func changed(_ document: OpenDocument) {
        document.needsSync = true
        dirty.insert(SpecLoader.canonicalPath(document.path))
    }

    /// Hands the loader a document's latest text: when every edit since the last check stayed
    /// inside one screen or container entry and kept the lines in place, only that entry is
    /// parsed again; otherwise the whole file is. KINSHIP_LSP_SPLICE=0 always parses whole.
    private func sync(_ document: OpenDocument) -> Bool {
        defer { document.synced() }
        if Self.splicing, !document.needsFullParse, let lines = document.editedLines,
            let entry = EntryFinder.entry(in: document.text, touching: lines),
            loader.updateEntry(document.path, contents: document.text.bytes, entry: entry)
        {
            return true
        }
        loader.update(document.path, contents: document.text.bytes)
        return false
    }

    private static let splicing = ProcessInfo.processInfo.environment["KINSHIP_LSP_SPLICE"] != "0"

    func document(_ uri: String) -> OpenDocument? { documents[uri] }

    // MARK: Checking

    /// Checks every open document whose import graph holds a changed file, and returns the
    /// diagnostics to publish: one entry per file whose diagnostics changed.
    func recheck() -> [PublishDiagnosticsParams] {
        newJobs.removeAll()
        guard !dirty.isEmpty else {
            lastCheck = CheckStatistics()
            return []
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let cpuStart = Self.threadCPUSeconds()
        var statistics = CheckStatistics()
        for document in documents.values where document.needsSync {
            if sync(document) { statistics.entriesReparsed += 1 }
        }
        statistics.filesParsed = dirty.count { !loader.isParsed($0) }
        for document in documents.values {
            let key = SpecLoader.canonicalPath(document.path)
            // Editors start the server for every YAML file; only specs are checked (as
            // `kinship check` picks them out of a folder), so a CI workflow gets no findings.
            guard Self.isSpec(document) else {
                results[key] = nil
                continue
            }
            guard results[key] == nil || dirty.contains(key) || !(results[key]?.files.isDisjoint(with: dirty) ?? true)
            else { continue }
            generation += 1
            var (result, round) = check(document.path)
            result.generation = generation
            results[key] = result
            // A newer version's analysis replaces the older one's, which stops at its next container.
            flowJobs.removeValue(forKey: key)?.cancel()
            if let round {
                let job = FlowJob(key: key, round: round, files: result.files)
                flowJobs[key] = job
                newJobs.append(job)
            }
            statistics.containersExplored += result.containersExplored
            if let spec = result.spec, spec.files.contains(where: { !$0.screens.isEmpty || !$0.containers.isEmpty }) {
                lastUseful[key] = spec
            }
            statistics.documentsChecked += 1
        }
        dirty.removeAll()
        statistics.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        statistics.cpuSeconds = Self.threadCPUSeconds() - cpuStart
        lastCheck = statistics
        return publishable()
    }

    /// What `kinship check` says of one file as the entry of its graph before flow analysis
    /// (with the flow findings of the containers whose text is unchanged), and the flow round
    /// to run when the file has no errors.
    private func check(_ path: String) -> (CheckResult, FlowRound?) {
        let loadedSpec = loader.load(path)
        let spec = loadedSpec.spec, found = loadedSpec.diagnostics
        let files = Set(
            (spec?.files ?? []).map { SpecLoader.canonicalPath(loader.sources.path($0.file)) } + [
                SpecLoader.canonicalPath(path)
            ])
        var result = CheckResult(spec: spec, diagnostics: found, validation: found, files: files)
        guard let spec, !found.contains(where: { $0.severity == .error }) else { return (result, nil) }
        // What generate would refuse, as check reports it (for UIKit, check's default target).
        let refused = GenerateRefusals.diagnostics(spec, specFileName: URL(fileURLWithPath: path).lastPathComponent)
        result.validation += refused
        result.diagnostics += refused
        let key = SpecLoader.canonicalPath(path)
        let cache = flowCaches[key, default: FlowCache()]
        let round = cache.round(spec, specPath: path) { textIndex($0) }
        result.diagnostics += cache.reused(round)
        return (result, round)
    }

    /// A flow job's findings (nil: it was cancelled): kept when the job is still its document's
    /// latest, with the diagnostics to publish.
    func finish(_ job: FlowJob, _ found: FlowRound.Found?) -> [PublishDiagnosticsParams] {
        guard let found, flowJobs[job.key] === job, var result = results[job.key] else { return [] }
        // An edit received since the job began, not yet checked: the findings describe text the
        // editor no longer has, and would be published under the edit's version. The check that
        // comes next replaces the job.
        guard result.files.isDisjoint(with: dirty) else { return [] }
        flowJobs[job.key] = nil
        let flow = flowCaches[job.key, default: FlowCache()].finish(job.round, found)
        result.diagnostics = result.validation + flow
        result.containersExplored = flowCaches[job.key]?.lastExplored ?? 0
        results[job.key] = result
        lastCheck.containersExplored += result.containersExplored
        return publishable()
    }

    /// Whether flow analysis is still running for some document.
    var isAnalysing: Bool { !flowJobs.isEmpty }

    /// The last check of the open document `uri` (nil before its first check).
    func result(_ uri: String) -> CheckResult? {
        documents[uri].flatMap { results[SpecLoader.canonicalPath($0.path)] }
    }

    /// Every open document's last check.
    var allResults: [CheckResult] { Array(results.values) }

    // MARK: Publishing

    private func publishable() -> [PublishDiagnosticsParams] {
        // A file shared by several graphs reports each finding once, as `kinship check` does.
        let all = Diagnostic.arrange(results.values.flatMap(\.diagnostics))
        var byPath: [String: [Diagnostic]] = [:]
        var orphans: [Diagnostic] = []
        for d in all {
            if let file = d.range?.file {
                byPath[loader.sources.path(file), default: []].append(d)
            } else {
                orphans.append(d)
            }
        }
        // Diagnostics with no place (an unreadable file) go to the open documents.
        for (key, result) in results where result.diagnostics.contains(where: { $0.range == nil }) {
            if let document = documents.values.first(where: { SpecLoader.canonicalPath($0.path) == key }) {
                byPath[document.path, default: []] += orphans.filter { d in result.diagnostics.contains(d) }
            }
        }
        // Every open document hears about itself, clean or not, at least once.
        for document in documents.values
        where byPath[document.path] == nil && results[SpecLoader.canonicalPath(document.path)] != nil {
            byPath[document.path] = []
        }
        var out: [PublishDiagnosticsParams] = []
        var seen: Set<String> = []
        // Files of a document whose flow analysis runs: their findings are not all known yet.
        let pendingPaths = Set(flowJobs.values.flatMap(\.files))
        for (path, diagnostics) in byPath {
            let uri = uri(forPath: path)
            seen.insert(uri)
            let converted = diagnostics.map { convert($0, in: path) }
            let pending = pendingPaths.contains(SpecLoader.canonicalPath(path))
            // Unchanged is not sent again, unless it was sent as pending and is now complete.
            guard published[uri] != converted || (publishedPending.contains(uri) && !pending) else { continue }
            published[uri] = converted
            if pending { publishedPending.insert(uri) } else { publishedPending.remove(uri) }
            out.append(
                PublishDiagnosticsParams(
                    uri: uri, version: documentByPath(path)?.version, diagnostics: converted,
                    flowPending: pending ? true : nil))
        }
        // Files that had findings and have none now are cleared.
        for uri in published.keys where !seen.contains(uri) && published[uri] != [] {
            published[uri] = nil
            out.append(PublishDiagnosticsParams(uri: uri, version: documents[uri]?.version, diagnostics: []))
        }
        return out.sorted { $0.uri < $1.uri }
    }

    func documentByPath(_ path: String) -> OpenDocument? { documents.values.first { $0.path == path } }

    /// The URI the editor uses for a path (its own spelling when the file is open).
    func uri(forPath path: String) -> String { documentByPath(path)?.uri ?? DocumentURI.uri(path) }

    /// The text of a file as last checked: the editor's if open, else what the loader read.
    func textIndex(forPath path: String) -> TextIndex {
        if let document = documentByPath(path) { return document.text }
        if let index = diskIndexes[path] { return index }
        let bytes =
            loader.sources.id(forPath: path).map { loader.sources[$0].bytes } ?? SourceFile.contents(atPath: path) ?? []
        let index = TextIndex(bytes)
        diskIndexes[path] = index
        return index
    }

    func textIndex(_ file: FileID) -> TextIndex { textIndex(forPath: loader.sources.path(file)) }

    func location(_ range: SourceRange) -> Location {
        let path = loader.sources.path(range.file)
        return Location(uri: uri(forPath: path), range: textIndex(forPath: path).range(of: range, encoding))
    }

    private func convert(_ d: Diagnostic, in path: String) -> LSPDiagnostic {
        let index = textIndex(forPath: path)
        let range =
            d.range.map { index.range(of: $0, encoding) }
            ?? Range(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
        // A note with a place is related information there; one without (the `kinship run`
        // line that reproduces a flow finding) is part of the message, as `check` prints it.
        let related = d.notes.compactMap { note -> DiagnosticRelatedInformation? in
            note.range.map { DiagnosticRelatedInformation(location: location($0), message: note.message) }
        }
        // The did-you-mean replacement rides along for the quick fix.
        let fix = d.notes.lazy.compactMap { Self.suggestion(in: $0.message) }.first
        let severity =
            switch d.severity {
            case .error: 1
            case .warning: 2
            case .note: 3
            }
        let unplaced = d.notes.filter { $0.range == nil }.map { "\n" + $0.message }.joined()
        return LSPDiagnostic(
            range: range, severity: severity, code: d.id.rawValue, source: "kinship", message: d.message + unplaced,
            relatedInformation: related.isEmpty ? nil : related,
            data: fix.map { .object(["replacement": .string($0)]) })
    }

    static func threadCPUSeconds() -> Double {
        var t = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t) == 0 else { return 0 }
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// A document is checked when its top level has `kinship:` or a spec section, or its name
    /// says it is a spec (`*.kinship.yaml`, as the build plugin reads them).
    static func isSpec(_ document: OpenDocument) -> Bool {
        let name = (document.path as NSString).lastPathComponent
        if name.hasSuffix(".kinship.yaml") || name.hasSuffix(".kinship.yml") { return true }
        let head = String(decoding: document.text.bytes.prefix(1 << 16), as: UTF8.self)
        if case .skipped = SpecFinder.classify(text: head) { return false }
        return true
    }

    /// `X` from a note "did you mean 'X'?".
    static func suggestion(in message: String) -> String? {
        guard message.hasPrefix("did you mean '"), message.hasSuffix("'?") else { return nil }
        return String(message.dropFirst("did you mean '".count).dropLast(2))
    }
}

/// One document's flow analysis, run off the server's thread (`LanguageServer`) and cancelled
/// when a newer version of the document is checked.
final class FlowJob: @unchecked Sendable {
    let key: String
    let round: FlowRound
    /// Canonical paths of the document's import graph: their publications wait for the job.
    let files: Set<String>
    private let lock = NSLock()
    private var cancelled = false

    init(key: String, round: FlowRound, files: Set<String>) {
        self.key = key
        self.round = round
        self.files = files
    }

    func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }

    var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    /// The analysis; nil when cancelled before it ended.
    func run() -> FlowRound.Found? {
        round.explore(isCancelled: { [weak self] in self?.isCancelled ?? true })
    }
}
