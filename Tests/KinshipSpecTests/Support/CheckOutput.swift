import Foundation
import KinshipSpec
import KinshipSyntax

/// What `kinship check` would print for one spec file, produced in process.
struct CheckOutput {
    var diagnostics: [Diagnostic]
    /// The text rendering without colour, exactly as the CLI writes it on stdout.
    var text: String

    /// Loads `file` inside `directory` and renders as if `kinship check FILE` ran there.
    ///
    /// The working directory is process-wide and tests run in parallel, so instead of changing
    /// it the file is loaded by absolute path and that directory is cut from the rendered
    /// output: every path the loader prints (locations, import cycles, import look-ups) starts
    /// with the path it was given.
    static func check(_ file: String, in directory: URL) -> CheckOutput {
        let loader = SpecLoader()
        let prefix = directory.path.hasSuffix("/") ? directory.path : directory.path + "/"
        let diagnostics = Diagnostic.arrange(loader.load(prefix + file).diagnostics)
        let text = TextDiagnosticRenderer(files: loader.sources, colored: false).render(diagnostics)
        return CheckOutput(diagnostics: diagnostics, text: text.replacingOccurrences(of: prefix, with: ""))
    }
}
