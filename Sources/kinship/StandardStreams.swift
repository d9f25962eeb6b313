import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import KinshipSyntax

/// How commands that stream their output treat a reader that goes away.
enum StandardStreams {
    /// A closed pipe must not kill the process mid-write (SIGPIPE's default): writes then fail
    /// with EPIPE, which `OutputChannel` turns into a clean stop.
    static func ignoreBrokenPipe() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Says on stderr why output stopped and gives the exit status to throw.
    static func outputClosed(_ channel: OutputChannel, what: String) -> ExitCode {
        let reason = channel.failure.map { "writing \(what) failed: \($0)" } ?? "stdout was closed before \(what) ended"
        printError("error: \(reason); stopped (exit status \(ExitCode.outputFailed.rawValue))")
        return .outputFailed
    }
}
