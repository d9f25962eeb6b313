#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Buffered bytes to a file descriptor (or kept in memory, for tests), for output that is
/// written as it is made: a long run's trace, a large plan, generated files' report lines.
///
/// A reader that goes away (`kinship run … | head -1`) is not a crash: the process ignores
/// SIGPIPE (the CLI sets that up), the write fails with EPIPE, and the channel turns `isClosed`
/// and drops everything after, so the caller can stop its work and exit with a clear status.
/// Any other write failure (a full disk) does the same, with `failure` saying why.
public final class OutputChannel {
    /// Where the bytes go.
    public enum Destination: Sendable {
        /// A file descriptor (1 for stdout, 2 for stderr); not closed by the channel.
        case descriptor(Int32)
        /// Kept in `captured`, for tests.
        case memory
    }

    public let destination: Destination
    /// Bytes buffered before a write; `flush()` writes earlier.
    public let capacity: Int
    /// Bytes written so far to a `.memory` channel.
    public private(set) var captured: [UInt8] = []
    /// The reader closed the pipe (EPIPE), or a write failed; nothing more is written.
    public private(set) var isClosed = false
    /// Why writing stopped, when it was not the reader closing the pipe (`No space left on device`).
    public private(set) var failure: String?
    /// Bytes accepted so far (written or buffered), to report how far output got.
    public private(set) var bytesAccepted = 0

    private var buffer: [UInt8] = []

    public init(_ destination: Destination, capacity: Int = 1 << 16) {
        self.destination = destination
        self.capacity = max(1, capacity)
        buffer.reserveCapacity(self.capacity)
    }

    /// stdout, buffered.
    public static func standardOutput() -> OutputChannel { OutputChannel(.descriptor(1)) }
    /// stderr, buffered (the caller flushes at the points a reader should see it).
    public static func standardError() -> OutputChannel { OutputChannel(.descriptor(2)) }

    /// Whether a flush would write anything.
    public var hasBufferedBytes: Bool { !buffer.isEmpty }

    /// Whether the descriptor is a terminal (a person reading as it comes).
    public var isTerminal: Bool {
        if case .descriptor(let fd) = destination { return isatty(fd) == 1 }
        return false
    }

    public func write(_ text: String) {
        guard !isClosed else { return }
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    public func write(_ bytes: UnsafeRawBufferPointer) {
        guard !isClosed else { return }
        bytesAccepted += bytes.count
        if buffer.count + bytes.count > capacity { flush() }
        if bytes.count >= capacity {
            send(bytes)
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    /// Writes what is buffered.
    public func flush() {
        guard !buffer.isEmpty, !isClosed else { return }
        buffer.withUnsafeBytes { send($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    private func send(_ bytes: UnsafeRawBufferPointer) {
        guard !isClosed, !bytes.isEmpty else { return }
        guard case .descriptor(let fd) = destination else {
            captured.append(contentsOf: bytes)
            return
        }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(fd, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
            if written > 0 {
                offset += written
                continue
            }
            let code = errno
            if written < 0, code == EINTR { continue }
            if written < 0, code == EAGAIN || code == EWOULDBLOCK {
                // A non-blocking descriptor (inherited from the parent): wait until it drains.
                var poller = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&poller, 1, -1)
                continue
            }
            isClosed = true
            if code != EPIPE { failure = String(cString: strerror(code)) }
            buffer.removeAll()
            return
        }
    }
}

/// write(2), named apart from `OutputChannel.write`.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(fd, bytes, count)
    #else
    Darwin.write(fd, bytes, count)
    #endif
}
