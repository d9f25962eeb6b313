import Foundation

/// One loaded source file: its path as the user named it and its bytes.
public struct SourceFile: Sendable {
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// The text of a 1-based line, without its line break, for carets under diagnostics.
    public func lineText(_ line: Int) -> String? {
        guard line >= 1 else { return nil }
        var current = 1
        var start = 0
        var index = 0
        let count = bytes.count
        while index < count, current < line {
            if bytes[index] == UInt8(ascii: "\n") {
                current += 1
                start = index + 1
            }
            index += 1
        }
        guard current == line, start <= count else { return nil }
        var end = start
        while end < count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
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

    public subscript(id: FileID) -> SourceFile { files[Int(id.rawValue)] }

    public func path(_ id: FileID) -> String { files[Int(id.rawValue)].path }

    public var all: [SourceFile] { files }
}
