import Foundation
import KinshipSyntax

/// One frame read off the wire: a message body, or a header block that could not be read.
enum Frame {
    case message([UInt8])
    /// The header had no usable Content-Length (or announced more than the server accepts);
    /// the reader has skipped it and goes on with the next frame.
    case malformed(String)
}

/// Reads LSP's base protocol: `Content-Length: N\r\n` (other headers, such as Content-Type,
/// ignored), a blank line, then N bytes of JSON.
///
/// It reads in large blocks and keeps what it has read but not yet handed out, so the server
/// can ask whether further messages are already waiting (`hasCompleteFrame`) and coalesce a
/// burst of edits into one re-check.
final class MessageReader {
    /// The largest body accepted: an editor sends a whole document on open, and specs are
    /// capped at 64 MiB by YAMLLimits; JSON escaping can double that.
    static let maxBodyBytes = 256 << 20

    private let fd: Int32
    private var buffer: [UInt8] = []
    private var start = 0 { didSet { scanned = 0 } }
    private var atEOF = false
    /// Bytes of an over-long body still to be dropped as they arrive.
    private var skipping = 0
    /// Bytes after `start` already searched for the header's end, so a header arriving in many
    /// reads is scanned once (rescanning is quadratic in a long header line).
    private var scanned = 0
    /// Whether an over-long header is being dropped up to its end.
    private var discardingHeader = false

    /// Read end of a pipe that, once readable, ends reading as end of input does: the server
    /// stops its reading thread with it when it returns, so that thread never reads the input
    /// again (a host that then closes the descriptor may see its number reused). -1: none.
    var stopFD: Int32 = -1

    init(fd: Int32) { self.fd = fd }

    /// The next frame, blocking until it has arrived; nil at end of input.
    func next() -> Frame? {
        while true {
            if discardingHeader {
                if let (_, bodyStart) = headerEnd() {
                    start = bodyStart
                    discardingHeader = false
                } else {
                    // Keep the last two bytes: the header's end may begin there.
                    start = max(start, buffer.count - 2)
                    guard fill() else { return nil }
                    continue
                }
            }
            if skipping > 0 {
                let drop = min(skipping, buffer.count - start)
                start += drop
                skipping -= drop
                if skipping > 0 {
                    guard fill() else { return nil }
                    continue
                }
            }
            if let frame = parseFrame() { return frame }
            guard fill() else { return nil }
        }
    }

    /// Whether a whole message is already buffered (no read needed to get it).
    var hasCompleteFrame: Bool {
        guard skipping == 0, let (_, bodyStart, length) = header() else { return false }
        return length.map { buffer.count - bodyStart >= $0 } ?? true
    }

    /// Reads more input; false at end of input or on a read error.
    private func fill() -> Bool {
        if atEOF { return false }
        if start > 0, start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 1 << 20, start * 2 > buffer.count {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            if stopFD >= 0 {
                var fds = [
                    pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: stopFD, events: Int16(POLLIN), revents: 0),
                ]
                if poll(&fds, 2, -1) < 0 {
                    if errno == EINTR { continue }
                    atEOF = true
                    return false
                }
                if fds[1].revents != 0 {
                    atEOF = true
                    return false
                }
            }
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 {
                atEOF = true
                return false
            }
            buffer.append(contentsOf: chunk[0..<n])
            return true
        }
    }

    /// The header block at `start`: where it ends, where the body starts, and the length it
    /// announces (nil: none usable). Nil while the header is incomplete.
    private func header() -> (end: Int, bodyStart: Int, length: Int?)? {
        headerEnd().map { finish(end: $0.end, bodyStart: $0.bodyStart) }
    }

    /// Where the header at `start` ends and its body starts; nil while its end has not arrived.
    private func headerEnd() -> (end: Int, bodyStart: Int)? {
        // Headers end with CRLF CRLF; a bare LF LF is accepted from lenient clients. The last
        // two bytes scanned are looked at again: an end may straddle two reads.
        var i = start + max(0, scanned - 2)
        let count = buffer.count
        while i < count {
            if buffer[i] == 0x0A {
                if i + 1 < count, buffer[i + 1] == 0x0A { return (i, i + 2) }
                if i + 2 < count, buffer[i + 1] == 0x0D, buffer[i + 2] == 0x0A { return (i, i + 3) }
            }
            i += 1
        }
        scanned = count - start
        return nil
    }

    /// Reads the header lines between `start` and `end`. Names are case-insensitive; every
    /// header but Content-Length (Content-Type, the only other one LSP defines, and any a client
    /// invents) is accepted and ignored.
    private func finish(end: Int, bodyStart: Int) -> (end: Int, bodyStart: Int, length: Int?) {
        var length: Int?
        // Lines are split as bytes: in a Swift String "\r\n" is one Character, so splitting text
        // at "\n" would leave every header after the first on the first one's line.
        for line in buffer[start..<end].split(separator: 0x0A) {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let name = String(decoding: line[..<colon], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            guard name.lowercased() == "content-length" else { continue }
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingCharacters(
                in: .whitespacesAndNewlines)
            length = Int(value).flatMap { $0 >= 0 ? $0 : nil }
        }
        return (end, bodyStart, length)
    }

    private func parseFrame() -> Frame? {
        guard let (_, bodyStart, length) = header() else {
            // A header is a few short lines: one longer than any line may be (LineLimit) is
            // dropped up to its end instead of being held whole.
            guard buffer.count - start > LineLimit.maxLineBytes else { return nil }
            discardingHeader = true
            return .malformed(
                "a message header is longer than \(LineLimit.maxLineBytes) bytes; it is skipped up to its end")
        }
        guard let length else {
            start = bodyStart
            return .malformed("the message header has no valid Content-Length")
        }
        if length > Self.maxBodyBytes {
            start = bodyStart
            skipping = length
            return .malformed("a message of \(length) bytes is over the server's limit of \(Self.maxBodyBytes)")
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<bodyStart + length])
        start = bodyStart + length
        return .message(body)
    }
}

/// Writes framed messages to a file descriptor.
final class MessageWriter {
    private let fd: Int32
    /// Read end of a pipe that, once readable, ends reading as end of input does: the server
    /// stops its reading thread with it when it returns, so that thread never reads the input
    /// again (a host that then closes the descriptor may see its number reused). -1: none.
    var stopFD: Int32 = -1

    init(fd: Int32) { self.fd = fd }

    func write(_ body: [UInt8]) {
        var frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        frame += body
        var offset = 0
        while offset < frame.count {
            let n = frame.withUnsafeBytes { bytes -> Int in
                guard let base = bytes.baseAddress else { return 0 }
                return Foundation.write(fd, base + offset, bytes.count - offset)
            }
            if n < 0, errno == EINTR { continue }
            // The client went away: nothing more can be said to it.
            if n <= 0 { return }
            offset += n
        }
    }
}
