import Foundation
import KinshipSyntax

/// Expands the paths given to `kinship check` into spec files, and names every YAML file of a
/// searched directory it leaves out, with the reason, so CI never skips a spec silently.
public struct SpecFinder {
    public enum Failure: Error, CustomStringConvertible, Sendable {
        case missing(String)
        case empty(String)

        public var description: String {
            switch self {
            case .missing(let path): "no such file or directory: \(path)"
            case .empty(let path):
                "no spec files (*.yaml or *.yml whose top level has 'kinship:' or a spec section) under \(path)"
            }
        }

        /// The path the failure is about.
        public var path: String {
            switch self {
            case .missing(let path), .empty(let path): path
            }
        }
    }

    /// A YAML file of a searched directory that was not checked, and why.
    public struct Skipped: Sendable, Hashable, CustomStringConvertible {
        public var path: String
        public var reason: String

        public var description: String { "\(path): \(reason)" }
    }

    /// Top-level keys that make a YAML file look like a spec even without `kinship:`: the
    /// sections only a spec has. A file with one of them and no `kinship:` is checked, so it
    /// gets the decoder's located "must start with 'kinship: 1'" error instead of a silent skip.
    /// `lint` is left out: other tools' configurations use it.
    public static let specSections: [String] = ["screens", "containers", "root", "imports", "routes"]

    /// How a YAML file found in a directory is treated.
    public enum Verdict: Sendable, Equatable {
        /// Its top level has `kinship:`.
        case spec
        /// No `kinship:`, but a spec section (the key named): checked, so the missing version is an error.
        case looksLikeSpec(String)
        /// Not a spec: the reason it is skipped.
        case skipped(String)
    }

    /// Files given by name are taken as they are; directories are searched recursively for
    /// `*.yaml` / `*.yml` files that are specs or look like one (see `classify`). Symlinked
    /// directories are followed once (a symlink loop is visited once, not forever). Hidden
    /// files and directories (`.github`, `.build`) are not searched.
    public static func find(_ paths: [String]) -> (files: [String], failures: [Failure]) {
        let found = search(paths)
        return (found.files, found.failures)
    }

    /// `find`, with the YAML files left out and why.
    public static func search(_ paths: [String]) -> (files: [String], failures: [Failure], skipped: [Skipped]) {
        var files: [String] = []
        var failures: [Failure] = []
        var skipped: [Skipped] = []
        let fm = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                failures.append(.missing(path))
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            var found: [String] = []
            var visited: Set<String> = []
            walk(path, &found, &skipped, &visited)
            if found.isEmpty { failures.append(.empty(path)) }
            files += found.sorted()
        }
        var seen: Set<String> = []
        var seenSkipped: Set<String> = []
        return (
            files.filter { seen.insert($0).inserted }, failures,
            skipped.filter { !seen.contains($0.path) && seenSkipped.insert($0.path).inserted }
        )
    }

    private static func walk(
        _ directory: String, _ found: inout [String], _ skipped: inout [Skipped], _ visited: inout Set<String>
    ) {
        let fm = FileManager.default
        let real = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        guard visited.insert(real).inserted, let names = try? fm.contentsOfDirectory(atPath: directory) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                walk(path, &found, &skipped, &visited)
            } else if name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
                switch classify(path) {
                case .spec, .looksLikeSpec: found.append(path)
                case .skipped(let reason): skipped.append(Skipped(path: path, reason: reason))
                }
            }
        }
    }

    /// Reads the first 64 KB of `path` and looks at its top-level keys (lines starting in
    /// column 1 with `key:`, the key plain or quoted). A file that cannot be read is checked,
    /// so the loader reports why; so is one that is not a regular file (a FIFO named `x.yaml`
    /// would block the read, `/dev/zero` never end it), which the loader refuses.
    public static func classify(_ path: String) -> Verdict {
        guard case .success = SourceFile.regularFileSize(atPath: path), let handle = FileHandle(forReadingAtPath: path)
        else { return .spec }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 1 << 16)) ?? Data()
        return classify(text: String(decoding: head, as: UTF8.self))
    }

    /// `classify` on text already read.
    public static func classify(text: String) -> Verdict {
        let keys = topLevelKeys(text)
        if keys.contains("kinship") { return .spec }
        if let section = keys.first(where: { specSections.contains($0) }) { return .looksLikeSpec(section) }
        if keys.isEmpty {
            return .skipped("not a spec: no top-level mapping keys (a spec's top level starts with 'kinship: 1')")
        }
        let shown = keys.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (keys.count > 3 ? ", …" : "")
        return .skipped("not a spec: its top-level keys (\(shown)) include neither 'kinship' nor a spec section")
    }

    /// The keys of the top-level block mapping, in order, without repeats.
    static func topLevelKeys(_ text: String) -> [String] {
        var keys: [String] = []
        for raw in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var line = Substring(raw)
            if line.hasPrefix("\u{FEFF}") { line = line.dropFirst() }
            guard let first = line.first, first != " ", first != "\t", first != "#", first != "-", first != "." else {
                continue
            }
            var key: Substring
            var rest: Substring
            if first == "\"" || first == "'" {
                let body = line.dropFirst()
                guard let close = body.firstIndex(of: first) else { continue }
                key = body[..<close]
                rest = body[body.index(after: close)...]
            } else {
                guard let colon = line.firstIndex(of: ":") else { continue }
                key = line[..<colon]
                rest = line[colon...]
            }
            while key.last == " " { key = key.dropLast() }
            while rest.first == " " { rest = rest.dropFirst() }
            guard rest.first == ":" else { continue }
            let after = rest.dropFirst().first
            guard after == nil || after == " " || after == "\t" else { continue }
            let name = String(key)
            if !name.isEmpty, !keys.contains(name) { keys.append(name) }
        }
        return keys
    }
}
