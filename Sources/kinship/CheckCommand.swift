import ArgumentParser
import Foundation
import KinshipSpec

extension DiagnosticFormat: ExpressibleByArgument {}

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate spec files and report every problem, located at file:line:col.",
        discussion: "Directories are searched recursively for *.yaml / *.yml files whose top level has `kinship:`."
    )

    @Argument(help: "Spec files or directories.")
    var paths: [String]

    @Option(help: "Output format: text or json.")
    var format: DiagnosticFormat = .text

    @Flag(help: "Exit 1 when there are warnings.")
    var warningsAsErrors = false

    func run() throws {
        let (files, failures) = SpecFinder.find(paths)
        let loader = SpecLoader()
        var diagnostics: [Diagnostic] = failures.map { .error("file-not-found", $0.description, at: nil) }
        // Each file is checked as the entry of its own import graph; a file shared by several
        // graphs is parsed once (the loader caches) and its diagnostics are deduplicated.
        for path in files {
            diagnostics += loader.load(path).diagnostics
        }
        diagnostics = DiagnosticOutput.arrange(diagnostics)
        let text = DiagnosticOutput.render(diagnostics, files: loader.sources, format: format,
                                           colored: DiagnosticOutput.useColor(STDOUT_FILENO))
        if format == .json || !diagnostics.isEmpty { print(text, terminator: "") }
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count { $0.severity == .warning }
        printError(DiagnosticOutput.summary(errors: errors, warnings: warnings, files: loader.sources.all.count))
        if errors > 0 || (warningsAsErrors && warnings > 0) { throw ExitCode.failure }
    }
}
