import Foundation

/// One loaded source file: its path as the user named it and its bytes.
public struct SourceFile: Sendable {
    public let path: String
    /// The file's text. A file parsed straight from disk reads it only when asked (to print a
    /// diagnostic's source line), then keeps it.
    public var bytes: [UInt8] { stored ?? later?.bytes ?? [] }
    private let stored: [UInt8]?
    private let later: LaterBytes?
    private let lineStarts = LineStarts()

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        stored = bytes
        later = nil
    }

    /// A file parsed from `diskPath` without holding its text (see `YAMLParser.parse(_:file:…)`
    /// with a `YAMLFileReader`): `bytes` reads it from there when first asked for.
    public init(path: String, readingLaterFrom diskPath: String) {
        self.path = path
        stored = nil
        later = LaterBytes(diskPath)
    }

    /// A file's bytes, or nil when it cannot be read or is not a regular file (see `read(atPath:maxBytes:)`).
    public static func contents(atPath path: String) -> [UInt8]? {
        try? read(atPath: path).get()
    }

    /// The text of a 1-based line, without its line break, for carets under diagnostics.
    public func lineText(_ line: Int) -> String? {
        // Once: a file parsed from disk hands its text over under a lock on each read.
        let bytes = self.bytes
        let starts = lineStarts.starts(in: bytes)
        guard line >= 1, line <= starts.count else { return nil }
        let start = starts[line - 1], count = bytes.count
        var end = start
        while end < count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// A file's bytes, read from disk the first time they are asked for.
final class LaterBytes: @unchecked Sendable {
    // Guarded by `lock`: diagnostics may be rendered from any thread.
    private let lock = NSLock()
    private let path: String
    private var read: [UInt8]?

    init(_ path: String) { self.path = path }

    var bytes: [UInt8] {
        lock.withLock {
            if let read { return read }
            let bytes = SourceFile.contents(atPath: path) ?? []
            read = bytes
            return bytes
        }
    }
}

/// Where each line of a file starts, built when the first caret needs it. Rescanning from the top
/// for every diagnostic would make `check` quadratic in a file's findings.
final class LineStarts: @unchecked Sendable {
    // Guarded by `lock`: diagnostics may be rendered from any thread.
    private let lock = NSLock()
    private var table: [Int]?

    func starts(in bytes: [UInt8]) -> [Int] {
        lock.withLock {
            if let table { return table }
            var starts = [0]
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
                starts.append(index + 1)
            }
            table = starts
            return starts
        }
    }
}

/// The table of every file a run has read, indexed by `FileID`.
public final class SourceFiles: @unchecked Sendable {
    // Only appended to while loading, which is single-threaded; read-only afterwards.
    private var files: [SourceFile] = []
    private var byPath: [String: FileID] = [:]

    public init() {}

    /// Registers a file (or returns the existing id for the same path).
    @discardableResult
    public func add(_ file: SourceFile) -> FileID {
        if let id = byPath[file.path] { return id }
        let id = FileID(rawValue: Int32(files.count))
        files.append(file)
        byPath[file.path] = id
        return id
    }

    public func id(forPath path: String) -> FileID? { byPath[path] }

    /// Puts a new version of a file under its existing id (an editor's unsaved text, read again
    /// after a change), so every id handed out stays valid; an unknown path is added.
    @discardableResult
    public func replace(_ file: SourceFile) -> FileID {
        guard let id = byPath[file.path] else { return add(file) }
        files[Int(id.rawValue)] = file
        unreadFiles.remove(id)
        return id
    }

    /// Files registered by `unread(_:)`: named by a diagnostic, never read.
    public private(set) var unreadFiles: Set<FileID> = []

    /// The place of a problem with a whole file that could not be read (a path given on the
    /// command line that does not exist): line 1, column 1 of that path, registered without
    /// contents. Every diagnostic then has a location, as SARIF consumers require (GitHub code
    /// scanning rejects an upload with a result that has none); text output prints
    /// `path:1:1:` and no source line.
    public func unread(_ path: String) -> SourceRange {
        let known = byPath[path]
        let id = add(SourceFile(path: path, bytes: []))
        if known == nil { unreadFiles.insert(id) }
        return SourceRange(file: id, at: SourcePosition(line: 1, column: 1))
    }

    /// How many files were read (files only named by a diagnostic are not counted).
    public var readCount: Int { files.count - unreadFiles.count }

    public subscript(id: FileID) -> SourceFile { files[Int(id.rawValue)] }

    public func path(_ id: FileID) -> String { files[Int(id.rawValue)].path }

    public var all: [SourceFile] { files }
}
