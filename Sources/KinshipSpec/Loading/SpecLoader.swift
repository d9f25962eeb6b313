import Foundation
public import KinshipSyntax

/// Reads spec files and their imports, parsing and decoding each file once.
///
/// One loader serves a whole `kinship check` run, so a file imported by many specs is read once
/// and its diagnostics are reported once.
public final class SpecLoader {
    public let sources = SourceFiles()
    public var limits: YAMLLimits
    /// Whether files on disk are read whole and their text kept as parsed. Off (the command
    /// line): libyaml reads each file itself and the text is read again only to print a
    /// diagnostic's source line, so a large spec's bytes are not held beside its model. The
    /// language server turns it on: it maps positions through the text it checked, and a file
    /// may change on disk before it asks.
    public var keepsText = false

    /// A parsed and decoded file, with the import paths it names resolved.
    struct Loaded {
        var spec: SpecFile
        var diagnostics: [Diagnostic]
        /// Each `imports:` entry and the canonical path it resolved to (nil: not found / refused).
        var imports: [(name: Name, key: String?)]
    }

    var cache: [String: Loaded] = [:]
    private var displayPaths: [String: String] = [:]
    /// Contents given in memory (editors, the fuzzer) instead of read from disk.
    var provided: [String: [UInt8]] = [:]

    public init(limits: YAMLLimits = YAMLLimits()) {
        self.limits = limits
    }

    /// Loads a spec whose text is in memory; `path` names it in diagnostics and anchors its imports.
    public func load(_ path: String, contents: [UInt8]) -> LoadedSpec {
        provided[Self.canonical(path)] = contents
        return load(path)
    }

    /// Gives `path` new contents (nil: its contents on disk again) and forgets what was parsed
    /// of it, so the next `load` of any graph that holds it parses it once more; every other
    /// file stays parsed. The language server calls this on each edit.
    public func update(_ path: String, contents: [UInt8]?) {
        let key = Self.canonical(path)
        displayPaths[key] = displayPaths[key] ?? path
        provided[key] = contents
        cache[key] = nil
    }

    /// The files `path` imports directly, as canonical paths, from its last parse (empty when
    /// it was not parsed yet).
    public func directImports(of path: String) -> [String] {
        cache[Self.canonical(path)]?.imports.compactMap(\.key) ?? []
    }

    /// Whether `path`'s parse is cached (it is parsed at most once until `update`).
    public func isParsed(_ path: String) -> Bool { cache[Self.canonical(path)] != nil }

    /// The real path (symlinks resolved) that identifies a file however it is named.
    public static func canonicalPath(_ path: String) -> String { canonical(path) }

    /// Loads `path` and everything it imports, then validates the whole import graph.
    public func load(_ path: String) -> LoadedSpec {
        let key = Self.canonical(path)
        displayPaths[key] = displayPaths[key] ?? path
        var diagnostics: [Diagnostic] = []
        var order: [String] = []
        visit(key, &order, &diagnostics)
        let files = order.compactMap { cache[$0]?.spec }
        guard !files.isEmpty else { return LoadedSpec(spec: nil, diagnostics: diagnostics) }
        let spec = Spec(files: files)
        diagnostics += SpecValidator.validate(spec)
        return LoadedSpec(spec: spec, diagnostics: Self.applyLint(diagnostics, spec))
    }

    /// Drops warnings a file switched off with `lint: { disable: [...] }`; errors always stay.
    static func applyLint(_ diagnostics: [Diagnostic], _ spec: Spec) -> [Diagnostic] {
        var disabled: [FileID: Set<String>] = [:]
        for file in spec.files where !file.lint.disable.isEmpty {
            disabled[file.file] = Set(file.lint.disable.map(\.value))
        }
        guard !disabled.isEmpty else { return diagnostics }
        return diagnostics.filter { d in
            guard d.severity == .warning, let file = d.range?.file else { return true }
            return !(disabled[file]?.contains(d.id.rawValue) ?? false)
        }
    }

    /// Depth-first over imports, imported files first so declarations precede their use. It
    /// keeps its own stack, as `CycleSearch` does: a chain of imports is as long as the user
    /// makes it. A file that cannot be read is reported at each import of it.
    private func visit(_ root: String, _ order: inout [String], _ diagnostics: inout [Diagnostic]) {
        var done: Set<String> = []
        // The files being visited, each with its imports and the next to follow, and where each
        // stands on that path (an import of one of them closes a cycle).
        var path: [(key: String, imports: [(name: Name, key: String?)], next: Int)] = []
        var position: [String: Int] = [:]
        func enter(_ key: String) {
            switch read(key) {
            case .success(let loaded):
                diagnostics += loaded.diagnostics
                position[key] = path.count
                path.append((key, loaded.imports, 0))
            case .failure(let failure):
                let display = displayPaths[key] ?? key
                diagnostics.append(
                    .error(.fileNotFound, "cannot read '\(display)': \(failure)", at: sources.unread(display)))
            }
        }
        enter(root)
        while let top = path.last {
            guard top.next < top.imports.count else {
                path.removeLast()
                position[top.key] = nil
                done.insert(top.key)
                order.append(top.key)
                continue
            }
            path[path.count - 1].next += 1
            let (name, target) = top.imports[top.next]
            guard let target, !done.contains(target) else { continue }
            if let start = position[target] {
                let cycle = CycleSearch.describe(path[start...]) { displayPaths[$0.key] ?? $0.key }
                diagnostics.append(.error(.importCycle, "import cycle: " + cycle, at: name.range))
                continue
            }
            enter(target)
        }
    }

    /// A file parsed and decoded, or why it could not be read: only regular files are read (see
    /// `SourceFile.read`), and one over the size limit is refused before it is read into memory.
    private func read(_ key: String) -> Result<Loaded, FileReadFailure> {
        if let loaded = cache[key] { return .success(loaded) }
        let display = displayPaths[key] ?? key
        if provided[key] == nil {
            switch SourceFile.regularFileSize(atPath: key) {
            case .failure(let failure): return .failure(failure)
            case .success(let size) where size > limits.maxFileBytes:
                let loaded = tooLarge(size, display)
                cache[key] = loaded
                return .success(loaded)
            case .success: break
            }
        }
        // Parsed from the file itself when it is on disk: its text is read again only for a
        // diagnostic's source line, so a large spec's bytes are not held beside its model.
        let reader = provided[key] == nil && !keepsText ? YAMLFileReader(path: key) : nil
        var bytes: [UInt8] = []
        if let given = provided[key] {
            bytes = given
        } else if reader == nil {
            switch SourceFile.read(atPath: key, maxBytes: limits.maxFileBytes) {
            case .success(let read): bytes = read
            case .failure(.tooLarge(let size)):
                let loaded = tooLarge(size, display)
                cache[key] = loaded
                return .success(loaded)
            case .failure(let failure): return .failure(failure)
            }
        }
        // `replace`: a file read again after `update` keeps its id.
        let id = sources.replace(
            reader != nil ? SourceFile(path: display, readingLaterFrom: key) : SourceFile(path: display, bytes: bytes))
        var bag = DiagnosticBag()
        // Screens and containers are decoded as the parser completes each one, so a large spec
        // is never held as a whole node tree.
        let box = DecoderBox(SpecDecoder(file: id))
        let root =
            if let reader {
                YAMLParser.parse(
                    reader, file: id, limits: limits, diagnostics: &bag,
                    streaming: SpecDecoder.streamableSections
                ) { box.decoder.decodeEntry(section: $0, $1) }
            } else {
                YAMLParser.parse(
                    bytes, file: id, limits: limits, diagnostics: &bag,
                    streaming: SpecDecoder.streamableSections
                ) { box.decoder.decodeEntry(section: $0, $1) }
            }
        var decoder = box.decoder
        // A file that is not YAML gets no second round of complaints about its content.
        let notYAML = bag.hasErrors && root == nil
        let spec = notYAML ? SpecFile(file: id) : decoder.decode(root)
        if !notYAML { bag.append(contentsOf: decoder.diagnostics.diagnostics) }
        var loaded = Loaded(spec: spec, diagnostics: bag.diagnostics, imports: [])
        let directory = (display as NSString).deletingLastPathComponent
        for name in spec.imports {
            loaded.imports.append((name, resolve(name, from: directory, key: key, &loaded.diagnostics)))
        }
        cache[key] = loaded
        return .success(loaded)
    }

    /// A file refused for its size: one `limit-exceeded` at its start, nothing parsed.
    private func tooLarge(_ size: Int, _ display: String) -> Loaded {
        let id = sources.replace(SourceFile(path: display, bytes: []))
        let origin = SourceRange(file: id, at: SourcePosition(line: 1, column: 1))
        return Loaded(
            spec: SpecFile(file: id),
            diagnostics: [
                .error(
                    .limitExceeded,
                    "file is \(size) bytes, over the limit of \(limits.maxFileBytes) (--max-file-bytes)",
                    at: origin)
            ], imports: [])
    }

    private func resolve(_ name: Name, from directory: String, key: String, _ diagnostics: inout [Diagnostic])
        -> String?
    {
        if name.value.hasPrefix("/") {
            diagnostics.append(
                .error(
                    .invalidValue,
                    "import '\(name.value)' is an absolute path; imports are relative to the importing file so specs stay portable",
                    at: name.range))
            return nil
        }
        let display = Self.normalize(directory.isEmpty ? name.value : directory + "/" + name.value)
        let target = Self.canonical(display)
        switch SourceFile.regularFileSize(atPath: target) {
        case .success: break
        case .failure(.notRegular(let kind)) where kind != "a directory":
            diagnostics.append(
                .error(
                    .importNotFound,
                    "imported file '\(name.value)' is \(kind), not a regular file; only regular files are read",
                    at: name.range))
            return nil
        case .failure:
            diagnostics.append(
                .error(
                    .importNotFound, "imported file '\(name.value)' not found (looked for \(display))", at: name.range))
            return nil
        }
        displayPaths[target] = displayPaths[target] ?? display
        return target
    }

    /// The real path (symlinks resolved) used to recognise a file however it is named.
    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// `specs/./a/../b.yaml` → `specs/b.yaml`, lexically, for readable diagnostics.
    public static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}

/// Lets the parser's entry callback mutate the decoder it feeds.
final class DecoderBox {
    var decoder: SpecDecoder
    init(_ decoder: SpecDecoder) { self.decoder = decoder }
}
