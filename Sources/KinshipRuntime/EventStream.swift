#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import KinshipSyntax

/// Events read one at a time, so a script of millions of events is never held whole: from a
/// `--events` list, or from a script file read line by line.
///
/// A list or a regular file can be read twice (`rewind`): `kinship run` reads it once to check
/// every event, so an unreadable one is still a usage error before anything runs, then again to
/// run it. A pipe or a terminal cannot; its events run as they arrive.
public final class EventStream {
    private enum Input {
        case list(text: String, source: String, position: String.Index, column: Int)
        case script(path: String, file: UnsafeMutablePointer<FILE>, line: Int)
        case finished
    }

    private var input: Input
    private let origin: Input
    /// Whether `rewind` can start again from the first event.
    public let isRewindable: Bool
    /// Whether the events arrive as they are made (a pipe, a terminal): the trace of each
    /// should then be written at once.
    public let isLive: Bool

    /// The events of a comma-separated list; locations are `SOURCE:1:COLUMN`.
    public init(list text: String, source: String = "--events") {
        input = .list(text: text, source: source, position: text.startIndex, column: 1)
        origin = input
        isRewindable = true
        isLive = false
    }

    /// The events of a script file; locations are `PATH:LINE:COLUMN`. Throws when the file cannot be opened.
    public init(scriptAt path: String) throws {
        guard let file = fopen(path, "r") else {
            throw EventStreamError("cannot read script '\(path)': \(String(cString: strerror(errno)))")
        }
        var info = stat()
        let isRegular = fstat(fileno(file), &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
        input = .script(path: path, file: file, line: 0)
        origin = input
        isRewindable = isRegular
        isLive = !isRegular
    }

    /// Bytes read from a script and not yet split into lines, and the line being assembled.
    /// Read with `read(2)`, not `getline`: a line is held only up to `LineLimit.maxLineBytes`,
    /// and a pipe's events are taken as they arrive.
    private var chunk = [UInt8](repeating: 0, count: 65_536)
    private var chunkStart = 0, chunkEnd = 0
    private var line: [UInt8] = []

    deinit {
        if case .script(_, let file, _) = origin { fclose(file) }
    }

    /// Starts again from the first event (only when `isRewindable`).
    public func rewind() {
        guard isRewindable else { return }
        if case .script(_, let file, _) = origin { lseek(fileno(file), 0, SEEK_SET) }
        chunkStart = 0
        chunkEnd = 0
        input = origin
    }

    /// The next line of `file` without its `\n` in `line`: false at the end. A line longer than
    /// `LineLimit.maxLineBytes` throws, located at its start, once that much of it is read.
    private func readLine(_ file: UnsafeMutablePointer<FILE>, number: Int, path: String) throws -> Bool {
        line.removeAll(keepingCapacity: true)
        var readAny = false
        while true {
            if chunkStart == chunkEnd {
                let n = chunk.withUnsafeMutableBytes { read(fileno(file), $0.baseAddress, $0.count) }
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return readAny }
                (chunkStart, chunkEnd) = (0, n)
            }
            readAny = true
            let end = chunk[chunkStart..<chunkEnd].firstIndex(of: 0x0A)
            let take = min(end ?? chunkEnd, chunkStart + LineLimit.maxLineBytes + 1 - line.count)
            line += chunk[chunkStart..<take]
            chunkStart = take
            if line.count > LineLimit.maxLineBytes {
                throw EventParser.Failure(
                    location: "\(path):\(number):1",
                    message:
                        "line \(number) is longer than \(LineLimit.maxLineBytes) bytes; a script holds one event per line"
                )
            }
            if let end, take == end {
                chunkStart = end + 1
                return true
            }
        }
    }

    /// The next event, or nil at the end. An unreadable event throws, with its location.
    public func next() throws -> Event? {
        while true {
            switch input {
            case .finished:
                return nil
            case let .list(text, source, position, column):
                guard position < text.endIndex || (position == text.startIndex && !text.isEmpty) else {
                    input = .finished
                    return nil
                }
                let end = Self.nextSeparator(in: text, from: position)
                let piece = text[position..<end]
                let nextColumn = column + piece.count + 1
                if end == text.endIndex {
                    input = .finished
                } else {
                    input = .list(text: text, source: source, position: text.index(after: end), column: nextColumn)
                }
                if let event = try EventParser.listPiece(piece, column: column, source: source) { return event }
            case let .script(path, file, number):
                let read: Bool
                do {
                    read = try readLine(file, number: number + 1, path: path)
                } catch {
                    input = .finished
                    throw error
                }
                guard read else {
                    input = .finished
                    return nil
                }
                input = .script(path: path, file: file, line: number + 1)
                let text = String(decoding: line, as: UTF8.self)
                if let event = try EventParser.scriptLine(Substring(text), number: number + 1, path: path) {
                    return event
                }
            }
        }
    }

    /// The next comma outside parentheses (commas inside separate an output's values), or the end.
    static func nextSeparator(in text: String, from position: String.Index) -> String.Index {
        var depth = 0
        var i = position
        while i < text.endIndex {
            switch text[i] {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            case "," where depth == 0: return i
            default: break
            }
            i = text.index(after: i)
        }
        return text.endIndex
    }

    /// Reads every event to check it, then starts again; throws the first unreadable one.
    public func checkAll() throws {
        while try next() != nil {}
        rewind()
    }
}

/// A script that cannot be opened.
public struct EventStreamError: Error, CustomStringConvertible, Sendable {
    public var description: String
    init(_ description: String) { self.description = description }
}
