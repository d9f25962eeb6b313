import Foundation

extension GeneratedFileWriter {
    /// `sync(_:contents:check:directoryExists:into:)` for a file handed over in pieces by
    /// `produce` (as `SwiftGenerator.PendingFile.write(to:)` prints it): each piece is compared
    /// with the same bytes of the file on disk as it comes, and only once they differ does a
    /// temporary file start, with the matching prefix copied from the old file; it is renamed
    /// over the old one at the end, as before. No more than one piece is held, and an unchanged
    /// file is only read. When `produce` throws, the temporary file is removed and nothing
    /// changes. Call `prepare` first.
    public func sync(
        _ name: String, check: Bool, directoryExists: Bool = true, into report: inout Report,
        produce: ((String) throws -> Void) throws -> Void
    ) throws {
        switch try sync(name, check: check, directoryExists: directoryExists, produce: produce) {
        case .unchanged: report.unchanged.append(name)
        case .outOfDate: report.outOfDate.append(name)
        case .missing: report.missing.append(name)
        case .written: report.written.append(name)
        }
    }

    /// What became of one file.
    public enum Outcome: Sendable {
        /// Created or replaced.
        case written
        /// Already identical, left untouched.
        case unchanged
        /// `check`: different from what generation gives.
        case outOfDate
        /// `check`: not in the directory (or the directory does not exist).
        case missing
    }

    /// `sync(_:check:directoryExists:into:produce:)` that hands back what became of the file
    /// instead of listing its name: a caller writing tens of thousands of files keeps what it
    /// needs of each (`generate` keeps its position, and names the written files at the end).
    public func sync(
        _ name: String, check: Bool, directoryExists: Bool = true,
        produce: ((String) throws -> Void) throws -> Void
    ) throws -> Outcome {
        try Self.checkPlainName(name)
        guard directoryExists else {
            // Nothing to compare with: the file is missing, but is still built (its errors count).
            try produce { _ in }
            return .missing
        }
        let sync = try PieceSync(directory: directory, name: name, existing: inspect(name), check: check)
        defer { sync.close() }
        do {
            try produce { piece in
                var piece = piece
                try piece.withUTF8 { try sync.take(UnsafeRawBufferPointer($0)) }
            }
            return try sync.finish()
        } catch {
            sync.abandon()
            throw error
        }
    }
}

/// One file's streamed comparison and, once it differs, its temporary copy.
private final class PieceSync {
    typealias Outcome = GeneratedFileWriter.Outcome

    private let target: String
    private let directory: URL
    private let name: String
    private let check: Bool
    /// The existing file (-1: none) and its size.
    private var old: Int32 = -1
    private let oldSize: Int
    /// Bytes produced so far; while `matching`, they equal the old file's first `offset` bytes.
    private var offset = 0
    private var matching: Bool
    /// The temporary file, once the new text differs (never when checking).
    private var temporary: (fd: Int32, path: String)?
    private var buffer = [UInt8](repeating: 0, count: 65_536)

    init(directory: URL, name: String, existing: stat?, check: Bool) throws {
        (self.directory, self.name, self.check) = (directory, name, check)
        target = directory.appendingPathComponent(name).path
        oldSize = existing.map { Int($0.st_size) } ?? 0
        matching = existing != nil
        if existing != nil {
            old = open(target, O_RDONLY | O_NOFOLLOW)
            guard old >= 0 else {
                throw GeneratorError.output("cannot read \(target): \(String(cString: strerror(errno)))")
            }
        }
    }

    func take(_ bytes: UnsafeRawBufferPointer) throws {
        guard !bytes.isEmpty else { return }
        if matching {
            if try oldMatches(bytes) {
                offset += bytes.count
                return
            }
            matching = false
            if check { return }
            try startTemporary()
        } else if check {
            return
        } else if temporary == nil {
            try startTemporary()
        }
        try write(bytes)
        offset += bytes.count
    }

    func finish() throws -> Outcome {
        if matching && offset == oldSize { return .unchanged }
        if check { return old < 0 ? .missing : .outOfDate }
        // A new text that is a prefix of the old one (or an empty file) has not started one yet.
        let written = try temporary ?? startTemporary()
        // A full disk may only show when the file is closed.
        guard Foundation.close(written.fd) == 0 else {
            let message = String(cString: strerror(errno))
            abandonClosed(written.path)
            throw GeneratorError.output("cannot write \(target): \(message)")
        }
        temporary = nil
        // rename replaces the directory entry itself; `prepare` already refused symlinks.
        guard rename(written.path, target) == 0 else {
            let message = String(cString: strerror(errno))
            unlink(written.path)
            InterruptCleanup.endTemporary()
            throw GeneratorError.output("cannot replace \(target): \(message)")
        }
        // A signal that came while the file was written ends the process here, the file whole.
        InterruptCleanup.endTemporary()
        return .written
    }

    /// Removes the temporary file of a file whose text could not be built.
    func abandon() {
        if let temporary {
            Foundation.close(temporary.fd)
            unlink(temporary.path)
            self.temporary = nil
            InterruptCleanup.endTemporary()
        }
    }

    private func abandonClosed(_ path: String) {
        unlink(path)
        temporary = nil
        InterruptCleanup.endTemporary()
    }

    func close() {
        abandon()
        if old >= 0 { Foundation.close(old) }
        old = -1
    }

    /// Whether the old file's next `bytes.count` bytes are `bytes` (read in 64 KB pieces).
    private func oldMatches(_ bytes: UnsafeRawBufferPointer) throws -> Bool {
        guard offset + bytes.count <= oldSize, let base = bytes.baseAddress else { return false }
        var done = 0
        while done < bytes.count {
            let n = try readOld(max: min(buffer.count, bytes.count - done))
            guard n > 0,
                buffer.withUnsafeBytes({ raw in raw.baseAddress.map { memcmp($0, base + done, n) == 0 } ?? false })
            else { return false }
            done += n
        }
        return true
    }

    private func readOld(max count: Int) throws -> Int {
        while true {
            let n = buffer.withUnsafeMutableBytes { read(old, $0.baseAddress, count) }
            if n < 0, errno == EINTR { continue }
            if n < 0 { throw GeneratorError.output("cannot read \(target): \(String(cString: strerror(errno)))") }
            return n
        }
    }

    /// Creates the temporary file exclusively in the directory and copies into it the old
    /// file's first `offset` bytes, which the new text has matched so far.
    @discardableResult
    private func startTemporary() throws -> (fd: Int32, path: String) {
        var attempt = 0
        var fd: Int32 = -1
        var path = ""
        while fd < 0 {
            attempt += 1
            path = directory.appendingPathComponent(".\(name).kinship-\(getpid())-\(attempt).tmp").path
            // Counted before it exists: the signal handler runs on another thread, and only
            // ends the process at once while no temporary file can exist.
            InterruptCleanup.beginTemporary()
            fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644)
            if fd < 0 {
                let failure = errno
                InterruptCleanup.endTemporary()
                errno = failure
                if errno != EEXIST || attempt > 100 {
                    throw GeneratorError.output(
                        "cannot create a temporary file in \(directory.path): \(String(cString: strerror(errno)))")
                }
            }
        }
        temporary = (fd, path)
        guard offset > 0 else { return (fd, path) }
        guard lseek(old, 0, SEEK_SET) == 0 else {
            throw GeneratorError.output("cannot read \(target): \(String(cString: strerror(errno)))")
        }
        var copied = 0
        while copied < offset {
            let n = try readOld(max: min(buffer.count, offset - copied))
            guard n > 0 else { throw GeneratorError.output("cannot read \(target): it changed while it was compared") }
            try buffer.withUnsafeBytes { try write(UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
            copied += n
        }
        return (fd, path)
    }

    private func write(_ bytes: UnsafeRawBufferPointer) throws {
        if InterruptCleanup.isPending {
            // A signal asked the process to end: the temporary file goes, and `abandon` ends
            // the process by the signal (a piece's time after it came).
            abandon()
            throw GeneratorError.output("cannot write \(target): interrupted")
        }
        guard let temporary, let base = bytes.baseAddress else { return }
        var done = 0
        while done < bytes.count {
            let n = Foundation.write(temporary.fd, base + done, bytes.count - done)
            if n < 0, errno == EINTR { continue }
            // Named as the user knows it: the temporary file is removed (`abandon`).
            if n <= 0 { throw GeneratorError.output("cannot write \(target): \(String(cString: strerror(errno)))") }
            done += n
        }
    }
}
