import Foundation
import KinshipSyntax

/// Output formats shared by the commands that print diagnostics.
enum DiagnosticFormat: String, CaseIterable {
    /// `sarif`: a SARIF 2.1.0 log for code scanning; `github`: GitHub Actions annotations.
    case text, json, sarif, github
}

enum DiagnosticOutput {
    /// See `Diagnostic.arrange`: the order shared with the golden-file tests.
    static func arrange(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        Diagnostic.arrange(diagnostics)
    }

    /// `notifications` (SARIF only): what the run says besides its results, such as the YAML
    /// files a directory search did not check; `helpURI`: each SARIF rule's `helpUri`.
    static func render(
        _ diagnostics: [Diagnostic], files: SourceFiles, format: DiagnosticFormat, colored: Bool,
        notifications: [String] = [], helpURI: String? = nil
    ) -> String {
        switch format {
        case .text: TextDiagnosticRenderer(files: files, colored: colored).render(diagnostics)
        case .json: JSONDiagnosticRenderer(files: files).render(diagnostics)
        case .sarif:
            SarifDiagnosticRenderer(
                files: files, workingDirectory: FileManager.default.currentDirectoryPath,
                helpURI: helpURI, notifications: notifications
            ).render(diagnostics)
        case .github:
            GitHubDiagnosticRenderer(files: files, workingDirectory: FileManager.default.currentDirectoryPath).render(
                diagnostics)
        }
    }

    /// Colour only on a terminal, and never when NO_COLOR is set.
    static func useColor(_ fd: Int32) -> Bool {
        isatty(fd) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    static func summary(errors: Int, warnings: Int, files: Int) -> String {
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "\(plural(errors, "error")), \(plural(warnings, "warning")) in \(plural(files, "file"))"
    }
}

/// Writes to standard error, after what was printed to standard output so far: in a log that
/// takes both (CI's `2>&1`), check's summary then follows its diagnostics, as on a terminal.
func printError(_ text: String) {
    fflush(nil)  // every output stream; `stdout` itself is shared mutable state to Swift 6
    FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}
