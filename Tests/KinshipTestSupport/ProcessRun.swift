import Foundation

/// What a finished process printed and how it ended.
public struct ProcessOutput: Sendable {
    public let status: Int32
    public let out: String
    public let err: String
}

/// Runs `executable` with `arguments` in `directory` (the test's own when nil) and waits for it:
/// the tests that drive a built binary or a script as a user's shell would. Standard error is
/// read on its own thread while standard output is read here, so a process that fills one pipe
/// while the other is being drained cannot stall. With `mergingOutput`, both streams go through
/// one pipe (in the order written) into `out`, and `err` is empty.
public func runProcess(
    _ executable: URL, _ arguments: [String], in directory: URL? = nil, mergingOutput: Bool = false
) throws -> ProcessOutput {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe()
    process.standardOutput = out
    let err: Pipe? = mergingOutput ? nil : Pipe()
    process.standardError = err ?? out
    try process.run()
    let errors = ErrorText()
    if let err { Thread { errors.set(err.fileHandleForReading.readDataToEndOfFile()) }.start() }
    let output = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    if err != nil { errors.wait() }
    return ProcessOutput(
        status: process.terminationStatus, out: String(decoding: output, as: UTF8.self),
        err: String(decoding: errors.data, as: UTF8.self))
}

/// Standard error's bytes, handed from the reading thread once it has read to the end.
private final class ErrorText: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private(set) var data = Data()

    func set(_ data: Data) {
        self.data = data
        done.signal()
    }

    func wait() { done.wait() }
}
