#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import KinshipSyntax

/// Text that must wait (a JSON run's diagnostics come after its whole trace) without growing
/// with the run: kept in memory up to `limit` bytes, then moved to an anonymous temporary
/// file (`tmpfile`, deleted when closed) and appended there.
final class SpillBuffer {
    private var memory: [UInt8] = []
    private var file: UnsafeMutablePointer<FILE>?
    private let limit: Int
    /// Set when the temporary file could not be made or written: the text is then kept in memory.
    private var spillFailed = false
    private(set) var isEmpty = true

    init(limit: Int = 1 << 20) {
        self.limit = limit
    }

    deinit {
        if let file { fclose(file) }
    }

    func append(_ text: String) {
        isEmpty = false
        memory.append(contentsOf: text.utf8)
        if memory.count >= limit, !spillFailed { spill() }
    }

    private func spill() {
        if file == nil { file = tmpfile() }
        guard let file, fwrite(memory, 1, memory.count, file) == memory.count else {
            spillFailed = true
            return
        }
        memory.removeAll(keepingCapacity: true)
    }

    /// Writes everything appended, in order, to `channel`.
    func copy(to channel: OutputChannel) {
        if let file {
            fflush(file)
            rewind(file)
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
                if n == 0 { break }
                chunk.withUnsafeBytes { channel.write(UnsafeRawBufferPointer(rebasing: $0[..<n])) }
            }
        }
        memory.withUnsafeBytes { channel.write($0) }
    }
}
