#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Why a file was not read. Only regular files are read: a device (`/dev/zero` never ends), a
/// FIFO (blocks until a writer comes), a socket or a directory is refused before any byte is
/// read, so no input can make a reader wait forever or grow without bound.
public enum FileReadFailure: Error, Equatable, Sendable, CustomStringConvertible {
    case missing
    /// Not a regular file: what it is, as a phrase ("a FIFO").
    case notRegular(String)
    /// Over the byte limit: the size found.
    case tooLarge(Int)
    case unreadable(String)

    public var description: String {
        switch self {
        case .missing: "no such file"
        case .notRegular(let kind): "\(kind), not a regular file"
        case .tooLarge(let size): "file is \(size) bytes"
        case .unreadable(let reason): reason
        }
    }

    /// What a `stat` mode names, for files that are not regular.
    static func kind(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }
}

extension SourceFile {
    /// The size of the regular file at `path` (symlinks followed), found without opening it, so
    /// a FIFO is refused without blocking.
    public static func regularFileSize(atPath path: String) -> Result<Int, FileReadFailure> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return .failure(
                errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(String(cString: strerror(errno))))
        }
        if let kind = FileReadFailure.kind(of: info.st_mode) { return .failure(.notRegular(kind)) }
        return .success(max(0, Int(info.st_size)))
    }

    /// Opens `path` for reading if it is a regular file. `O_NONBLOCK` keeps the open itself from
    /// waiting on a FIFO put there after a `stat`; the type is checked on the open descriptor.
    static func openRegular(_ path: String) -> Result<(fd: Int32, size: Int), FileReadFailure> {
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else {
            return .failure(
                errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(String(cString: strerror(errno))))
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            return .failure(.unreadable(reason))
        }
        if let kind = FileReadFailure.kind(of: info.st_mode) {
            close(fd)
            return .failure(.notRegular(kind))
        }
        return .success((fd, max(0, Int(info.st_size))))
    }

    /// The bytes of the regular file at `path`, read straight into the array (going through
    /// `Data` held a second copy of the whole file). More than `maxBytes` is `tooLarge`, even
    /// for a file that grows while it is read.
    public static func read(atPath path: String, maxBytes: Int = Int.max) -> Result<[UInt8], FileReadFailure> {
        let opened: (fd: Int32, size: Int)
        switch openRegular(path) {
        case .failure(let failure): return .failure(failure)
        case .success(let value): opened = value
        }
        defer { close(opened.fd) }
        if opened.size > maxBytes { return .failure(.tooLarge(opened.size)) }
        var failure: FileReadFailure?
        var bytes = [UInt8](unsafeUninitializedCapacity: opened.size) { buffer, count in
            while count < opened.size {
                let n = Foundation.read(opened.fd, buffer.baseAddress.map { $0 + count }, opened.size - count)
                if n < 0, errno == EINTR { continue }
                if n < 0 { failure = .unreadable(String(cString: strerror(errno))) }
                if n <= 0 { break }
                count += n
            }
        }
        // A file that grew while it was read: the rest, up to the limit.
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while failure == nil {
            let n = chunk.withUnsafeMutableBytes { Foundation.read(opened.fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n < 0 { failure = .unreadable(String(cString: strerror(errno))) }
            if n <= 0 { break }
            bytes += chunk[0..<n]
            if bytes.count > maxBytes { failure = .tooLarge(bytes.count) }
        }
        return failure.map { .failure($0) } ?? .success(bytes)
    }
}
