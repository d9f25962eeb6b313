import ArgumentParser

/// The exit statuses kinship gives besides 0 and `ExitCode.failure` (1: the spec has errors),
/// from sysexits(3), which ArgumentParser follows for its own usage errors.
extension ExitCode {
    /// EX_USAGE: the command line, or input it names (an event, a URL), cannot be read.
    static let usage = ExitCode(64)
    /// EX_IOERR: stdout closed or failed before the output ended.
    static let outputFailed = ExitCode(74)
}
