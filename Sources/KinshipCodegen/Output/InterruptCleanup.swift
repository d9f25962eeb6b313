#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary file `generate` is writing, removed when the process is interrupted (SIGINT,
/// SIGTERM, SIGHUP), so an interrupted run leaves only whole files: each one already renamed
/// into place is new, every other is as it was (a Ctrl-C used to leave `.NAME.kinship-PID-N.tmp`
/// files behind, 10 MB with `--single-file`).
///
/// The handler may only call async-signal-safe functions, so the path lives in a fixed C buffer
/// it reads without allocating; its first byte is written last, so a half-copied path is never
/// seen as set.
public enum InterruptCleanup {
    private static let capacity = 4096
    nonisolated(unsafe) fileprivate static let path: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        buffer.initialize(repeating: 0, count: capacity)
        return buffer
    }()

    /// Installs the handlers (once per process; `kinship generate` calls it before writing).
    public static func install() {
        _ = path
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handle
            #else
            action.__sigaction_u.__sa_handler = handle
            #endif
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
        // Past a file-size limit a write fails (EFBIG), as on a full disk, instead of the
        // process dying with its temporary file in place.
        signal(SIGXFSZ, SIG_IGN)
    }

    /// The temporary file now being written (too long a path is not tracked).
    static func track(_ temporary: String) {
        path[0] = 0
        let bytes = Array(temporary.utf8CString)
        guard bytes.count <= capacity, let first = bytes.first else { return }
        for i in 1..<bytes.count { path[i] = bytes[i] }
        path[0] = first
    }

    /// The temporary file is gone (renamed into place or removed).
    static func clear() { path[0] = 0 }
}

/// Removes the tracked temporary file, then dies of the signal as if it had not been caught.
private func handle(_ number: Int32) {
    let path = InterruptCleanup.path
    if path[0] != 0 { unlink(path) }
    signal(number, SIG_DFL)
    raise(number)
}
