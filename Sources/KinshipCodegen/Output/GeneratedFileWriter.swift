import KinshipPlan

public import Foundation

/// Brings an output directory in line with generated files, safely:
/// - unchanged files are not rewritten (their mtime stays, so builds stay incremental);
/// - a changed file is written to a temporary file in the same directory, then renamed over
///   the old one, so readers never see half a file;
/// - nothing is written outside the directory: names are plain file names, and an entry that
///   is a symlink (or anything but a regular file) is refused, never followed;
/// - files carrying the generated marker that no generation produced are reported as stale,
///   never deleted.
public struct GeneratedFileWriter {
    /// The output directory (created when missing, unless checking).
    public let directory: URL

    /// A writer for `directory`.
    public init(directory: URL) {
        self.directory = directory
    }

    /// What a sync did or, with `check`, would do.
    public struct Report: Sendable, Equatable {
        /// Files created or replaced.
        public var written: [String] = []
        /// Files already identical, left untouched.
        public var unchanged: [String] = []
        /// `--check`: files different from what generation gives.
        public var outOfDate: [String] = []
        /// `--check`: files generation gives that the directory does not hold.
        public var missing: [String] = []
        /// Generated files no output names, with the marker line's subject (`container Old`).
        public var stale: [StaleFile] = []

        /// Nothing done yet.
        public init() {}

        public static func == (a: Report, b: Report) -> Bool {
            a.written == b.written && a.unchanged == b.unchanged && a.outOfDate == b.outOfDate && a.missing == b.missing
                && a.stale == b.stale
        }
    }

    /// A generated file no output names.
    public struct StaleFile: Sendable, Equatable {
        /// The file name in the directory.
        public var name: String
        /// The marker's subject, like `container Old`.
        public var subject: String
    }

    /// Writes `outputs` into the directory (or, with `check`, only compares), and finds stale files.
    public func sync(_ outputs: [SwiftGenerator.Output], check: Bool) throws -> Report {
        var report = Report()
        let exists = try prepare(outputs.map(\.name), check: check)
        for output in outputs {
            try sync(output.name, contents: output.contents, check: check, directoryExists: exists, into: &report)
        }
        report.stale = try staleFiles(keeping: Set(outputs.map(\.name)))
        return report
    }

    /// Checks every entry before anything is written, so a refused one leaves the directory as
    /// it was: each name must be a plain file name, and an existing entry a regular file (never
    /// a symlink). Creates the directory unless checking. Returns whether the directory exists
    /// (when checking, a missing one makes every file missing).
    public func prepare(_ names: some Sequence<String>, check: Bool) throws -> Bool {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            for name in names { try Self.checkPlainName(name) }
            if check { return false }
            try createDirectory()
            return true
        } else if !isDirectory.boolValue {
            throw GeneratorError.output("\(directory.path) is not a directory")
        }
        for name in names {
            try Self.checkPlainName(name)
            _ = try inspect(name)
        }
        return true
    }

    /// One file, as `sync` does it: compared with what is on disk, then left alone, reported out
    /// of date (`check`), or replaced atomically (see the streamed `sync(_:check:directoryExists:into:produce:)`,
    /// which this is with the whole text as one piece). Call `prepare` first.
    public func sync(
        _ name: String, contents: String, check: Bool, directoryExists: Bool = true,
        into report: inout Report
    ) throws {
        try sync(name, check: check, directoryExists: directoryExists, into: &report) { try $0(contents) }
    }

    /// Creates the output folder and any missing folder above it, saying in words what stands
    /// in the way (Foundation's own error was a raw `NSCocoaErrorDomain Code=512`).
    private func createDirectory() throws {
        var info = stat()
        if lstat(directory.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: directory.path)) ?? "?"
            throw GeneratorError.output(
                "cannot create the output folder \(directory.path): it is a symlink to \(target), which does not exist")
        }
        // The nearest existing entry above: a file there means no folder can be made below it.
        var ancestor = directory.deletingLastPathComponent()
        while ancestor.path != "/", lstat(ancestor.path, &info) != 0 { ancestor = ancestor.deletingLastPathComponent() }
        if stat(ancestor.path, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR {
            throw GeneratorError.output(
                "cannot create the output folder \(directory.path): \(ancestor.path) is a file, not a folder")
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            let reason = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError).map {
                String(cString: strerror(Int32($0.code)))
            }
            throw GeneratorError.output(
                "cannot create the output folder \(directory.path)" + (reason.map { ": \($0)" } ?? ""))
        }
    }

    static func checkPlainName(_ name: String) throws {
        guard !name.isEmpty, !name.contains("/"), !name.contains("\\"), name != ".", name != "..", !name.hasPrefix(".")
        else {
            throw GeneratorError.output("refusing to write '\(name)': not a plain file name")
        }
    }

    /// The bytes of an existing regular file, nil when there is none; a symlink or other
    /// entry is refused (lstat: the link itself, never its target).
    private func readExisting(_ name: String) throws -> [UInt8]? {
        let path = directory.appendingPathComponent(name).path
        guard let info = try inspect(name) else { return nil }
        let fd = open(path, O_RDONLY | O_NOFOLLOW)
        guard fd >= 0 else { throw GeneratorError.output("cannot read \(path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 { throw GeneratorError.output("cannot read \(path): \(String(cString: strerror(errno)))") }
            if n == 0 { break }
            bytes += buffer[0..<n]
        }
        return bytes
    }

    /// The entry's lstat (the link itself, never its target), nil when there is none; an entry
    /// that is not a regular file is refused.
    func inspect(_ name: String) throws -> stat? {
        let path = directory.appendingPathComponent(name).path
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw GeneratorError.output("cannot inspect \(path): \(String(cString: strerror(errno)))")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw GeneratorError.output("refusing to write \(path): it is a symlink or not a regular file")
        }
        return info
    }

    /// `*.swift` regular files in the directory whose first lines carry the marker and that no
    /// output names: left over from a container no longer in the spec.
    public func staleFiles(keeping names: Set<String>) throws -> [StaleFile] {
        try staleFiles { names.contains($0) }
    }

    /// `staleFiles(keeping:)` with the kept names given as a test. The directory is read an
    /// entry at a time, keeping only the candidates: after a large spec it holds tens of
    /// thousands of generated files, and listing them whole (and a set of their names) was the
    /// largest thing `generate` held at its end.
    public func staleFiles(keeping isKept: (String) -> Bool) throws -> [StaleFile] {
        guard let handle = opendir(directory.path) else { return [] }
        var candidates: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasSuffix(".swift"), !isKept(name) { candidates.append(name) }
        }
        closedir(handle)
        var stale: [StaleFile] = []
        for entry in candidates.sorted() {
            guard let bytes = try? readExisting(entry) else { continue }
            let head = String(decoding: bytes.prefix(1024), as: UTF8.self)
            for line in head.split(separator: "\n").prefix(5) where line.hasPrefix(SwiftGenerator.marker) {
                stale.append(StaleFile(name: entry, subject: String(line.dropFirst(SwiftGenerator.marker.count))))
            }
        }
        return stale
    }
}
