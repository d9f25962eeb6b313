import Foundation
@testable import KinshipFlow
import KinshipPlan
import KinshipSpec
import KinshipSyntax

/// What `kinship check SPEC [args]` prints for one spec, produced in process: validation, then
/// (when the file has no errors) flow analysis, as `CheckCommand` runs them.
struct FlowCheck {
    var diagnostics: [Diagnostic]
    var text: String
    var flows: [ContainerFlow]

    /// Loads `file` inside `directory` by absolute path and cuts that directory from the output,
    /// as if the command ran there (the working directory is shared by parallel tests).
    static func run(_ file: String, in directory: URL, arguments: [String] = []) -> FlowCheck {
        let prefix = directory.path.hasSuffix("/") ? directory.path : directory.path + "/"
        let loader = SpecLoader()
        let loadedSpec = loader.load(prefix + file)
        let spec = loadedSpec.spec, found = loadedSpec.diagnostics
        var diagnostics = found
        var flows: [ContainerFlow] = []
        if let spec, !found.contains(where: { $0.severity == .error }) {
            let options = options(arguments, specPath: file)
            flows = FlowAnalysis.explore(spec, plan: PlanLowering.lower(spec), options: options)
            diagnostics += flows.flatMap(\.diagnostics)
            diagnostics += RouteAnalysis.diagnostics(spec, options: options)
        }
        diagnostics = Diagnostic.arrange(diagnostics)
        let text = TextDiagnosticRenderer(files: loader.sources, colored: false).render(diagnostics)
        return FlowCheck(diagnostics: diagnostics, text: text.replacingOccurrences(of: prefix, with: ""), flows: flows)
    }

    /// The flow flags a case's `args.txt` may give: `--max-states N`, `--disable ID`.
    static func options(_ arguments: [String], specPath: String) -> FlowOptions {
        var options = FlowOptions(specPath: specPath)
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            let value = rest.popFirst() ?? ""
            switch flag {
            case "--max-states": options.maxStates = Int(value) ?? options.maxStates
            case "--disable": options.disabled.insert(value)
            default: break
            }
        }
        return options
    }

    /// Loads a spec that must validate cleanly, with its lowered plan.
    static func load(_ url: URL) -> (spec: Spec, plan: Plan)? {
        let loadedSpec = SpecLoader().load(url.path)
        let spec = loadedSpec.spec, diagnostics = loadedSpec.diagnostics
        guard let spec, !diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        return (spec, PlanLowering.lower(spec))
    }
}
