import ArgumentParser
import Foundation
import KinshipSpec
import KinshipSyntax

/// Loading one spec for `plan`, `run` and `generate`: these refuse a spec with validation
/// errors (printed to stderr) and print its warnings.
enum SpecInput {
    static func load(_ path: String, limits: YAMLLimits = YAMLLimits()) throws -> (spec: Spec, loader: SpecLoader) {
        let loader = SpecLoader(limits: limits)
        let loadedSpec = loader.load(path)
        let spec = loadedSpec.spec, diagnostics = loadedSpec.diagnostics
        let arranged = DiagnosticOutput.arrange(diagnostics)
        if !arranged.isEmpty {
            printError(
                DiagnosticOutput.render(
                    arranged, files: loader.sources, format: .text,
                    colored: DiagnosticOutput.useColor(STDERR_FILENO)))
        }
        guard let spec, !arranged.contains(where: { $0.severity == .error }) else {
            let errors = arranged.count { $0.severity == .error }
            printError(
                "error: \(path) has \(errors) error\(errors == 1 ? "" : "s"); fix them first (kinship check \(path))")
            throw ExitCode.failure
        }
        return (spec, loader)
    }
}
