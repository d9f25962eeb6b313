import ArgumentParser
import Foundation
import KinshipCodegen
import KinshipFlow
import KinshipPlan
import KinshipSpec
import KinshipSyntax

extension DiagnosticFormat: ExpressibleByArgument {}

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate spec files and report every problem, located at file:line:col.",
        discussion: """
            Directories are searched recursively for *.yaml / *.yml files whose top level has `kinship:` \
            or a spec section (screens, containers, root, imports, routes); one with a section but no \
            `kinship: 1` is an error. Every other YAML file found is named on stderr with the reason it \
            was not checked. Hidden files and directories are not searched.
            """
    )

    @Argument(help: "Spec files or directories.")
    var paths: [String]

    @Option(help: "Output format: text, json, sarif (SARIF 2.1.0) or github (workflow annotations).")
    var format: DiagnosticFormat = .text

    @Option(help: "SARIF: the URL each rule's helpUri points at (your copy of grammar.md's Diagnostics section).")
    var ruleHelpURI: String?

    @Flag(help: "Exit 1 when there are warnings.")
    var warningsAsErrors = false

    @Flag(help: "Skip flow analysis (the exploration of each container's reachable configurations).")
    var noFlow = false

    @Option(help: "swiftui: also report what `kinship generate --target swiftui` would refuse.")
    var target: GeneratorOptions.Target?

    @OptionGroup var flow: FlowFlags

    @OptionGroup(title: "Limits") var limits: LimitFlags

    func run() throws {
        let (files, failures, skipped) = SpecFinder.search(paths)
        let loader = SpecLoader(limits: limits.limits)
        var diagnostics: [Diagnostic] = failures.map {
            .error(.fileNotFound, $0.description, at: loader.sources.unread($0.path))
        }
        // Each file is checked as the entry of its own import graph; a file shared by several
        // graphs is parsed once (the loader caches) and its diagnostics are deduplicated.
        var explored: Set<FileID> = []
        for path in files {
            let loadedSpec = loader.load(path)
            let spec = loadedSpec.spec, found = loadedSpec.diagnostics
            diagnostics += found
            // What generate would refuse, on a spec that checks without errors: the types it
            // names after this file for UIKit, and with `--target swiftui` that target's refusals.
            if let spec, !found.contains(where: { $0.severity == .error }) {
                diagnostics += GenerateRefusals.diagnostics(
                    spec, specFileName: URL(fileURLWithPath: path).lastPathComponent, target: target ?? .uikit)
            }
            // Flow analysis runs on a file without errors; a container shared by several import
            // graphs is explored once. The loader parses each file once, so a file's containers
            // are the same in every graph that imports it: files explored stand for containers.
            guard !noFlow, let spec, !found.contains(where: { $0.severity == .error }) else { continue }
            let files = Set(spec.files.map(\.file))
            let seen = files.intersection(explored)
            explored.formUnion(files)
            // None seen (the usual case): no name set to look every container up in.
            var only: Set<String>?
            if !seen.isEmpty {
                only = Set(spec.containers.lazy.filter { !seen.contains($0.name.range.file) }.map(\.name.value))
            }
            diagnostics += FlowAnalysis.diagnostics(spec, options: flow.options(specPath: path, containers: only))
            // Routes open instances from the root, so they are checked with the graph that has
            // one; a file of routes checked in an earlier graph is not checked again.
            if spec.routes.contains(where: { !seen.contains($0.name.range.file) }) {
                diagnostics += RouteAnalysis.diagnostics(spec, options: flow.options(specPath: path))
            }
        }
        // --disable switches a warning id off everywhere, validation warnings included.
        let disabled = Set(flow.disabled)
        diagnostics = DiagnosticOutput.arrange(
            diagnostics.filter { $0.severity != .warning || !disabled.contains($0.id.rawValue) })
        let text = DiagnosticOutput.render(
            diagnostics, files: loader.sources, format: format,
            colored: DiagnosticOutput.useColor(STDOUT_FILENO),
            notifications: skipped.map { "not checked: \($0)" }, helpURI: ruleHelpURI)
        // Machine formats always print a document, even an empty one; text prints only findings.
        if format != .text || !diagnostics.isEmpty { print(text, terminator: "") }
        // In GitHub Actions a skipped YAML file is a notice on the run's summary, not only a log line.
        if format == .github {
            for file in skipped {
                print(
                    "::notice file=" + GitHubDiagnosticRenderer.escapeProperty(file.path) + ",title=not-checked::"
                        + GitHubDiagnosticRenderer.escapeData("not checked: " + file.reason))
            }
        }
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count { $0.severity == .warning }
        // No silent skips: every YAML file a directory search left out is named, with why.
        for file in skipped { printError("note: not checked: \(file)") }
        printError(
            DiagnosticOutput.summary(errors: errors, warnings: warnings, files: loader.sources.readCount)
                + (skipped.isEmpty ? "" : " (\(skipped.count) YAML file\(skipped.count == 1 ? "" : "s") not checked)"))
        // Exit here rather than return: returning releases the loaded specs object by object,
        // which on a large spec is a large share of the whole check. stdio flushes on exit.
        withExtendedLifetime(loader) {
            Foundation.exit(errors > 0 || (warningsAsErrors && warnings > 0) ? 1 : 0)
        }
    }
}
