import Foundation

/// Expands the paths given to `kinship check` into spec files.
public struct SpecFinder {
    public enum Failure: Error, CustomStringConvertible, Sendable {
        case missing(String)
        case empty(String)

        public var description: String {
            switch self {
            case .missing(let path): "no such file or directory: \(path)"
            case .empty(let path): "no spec files (*.yaml or *.yml starting with 'kinship:') under \(path)"
            }
        }
    }

    /// Files given by name are taken as they are; directories are searched recursively for
    /// `*.yaml` / `*.yml` files whose top level has `kinship:`. Symlinked directories are
    /// followed once (a symlink loop is visited once, not forever).
    public static func find(_ paths: [String]) -> (files: [String], failures: [Failure]) {
        var files: [String] = []
        var failures: [Failure] = []
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
            walk(path, &found, &visited)
            if found.isEmpty { failures.append(.empty(path)) }
            files += found.sorted()
        }
        var seen: Set<String> = []
        return (files.filter { seen.insert($0).inserted }, failures)
    }

    private static func walk(_ directory: String, _ found: inout [String], _ visited: inout Set<String>) {
        let fm = FileManager.default
        let real = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        guard visited.insert(real).inserted, let names = try? fm.contentsOfDirectory(atPath: directory) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                walk(path, &found, &visited)
            } else if name.hasSuffix(".yaml") || name.hasSuffix(".yml"), isSpec(path) {
                found.append(path)
            }
        }
    }

    /// A spec's top level has `kinship:`; other YAML (CI configs, fixtures) is skipped.
    public static func isSpec(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 1 << 16)) ?? Data()
        let text = String(decoding: head, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: true).contains {
            $0.hasPrefix("kinship:") || $0.hasPrefix("\u{FEFF}kinship:") || $0.hasPrefix("\"kinship\":")
        }
    }
}
