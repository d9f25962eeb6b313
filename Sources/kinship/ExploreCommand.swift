import ArgumentParser
import Foundation
import KinshipFlow
import KinshipPlan
import KinshipSyntax

/// Flow-analysis settings shared by `check` and `explore`.
struct FlowFlags: ParsableArguments {
    @Option(help: "Configurations explored per container before stopping with [exploration-limit].")
    var maxStates = 100_000

    @Option(name: .customLong("disable"), help: "Switch off a warning id (repeatable), like --disable no-way-back.")
    var disabled: [String] = []

    func validate() throws {
        guard maxStates >= 1 else { throw ValidationError("--max-states must be at least 1") }
        // A misspelt id (`no-way-bak`) would leave the warning on without a word, as in `lint: disable:`.
        for name in disabled {
            if let id = DiagnosticID(rawValue: name) {
                guard id.severity == .error else { continue }
                throw ValidationError("--disable \(name): '\(name)' is an error; --disable drops only warnings")
            }
            let warnings = DiagnosticID.allCases.filter { $0.severity == .warning }.map(\.rawValue)
            let guess = Suggestions.closest(to: name, in: warnings).map { " (did you mean '\($0)'?)" } ?? ""
            throw ValidationError("--disable \(name): no warning has this id\(guess)")
        }
    }

    func options(specPath: String, containers: Set<String>? = nil) -> FlowOptions {
        FlowOptions(specPath: specPath, maxStates: maxStates, disabled: Set(disabled), containers: containers)
    }
}

struct ExploreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract:
            "Explore each container's reachable configurations: print them, the transitions between them, and the findings.",
        discussion: "Configurations are numbered breadth-first from the mount configuration (#0)."
    )

    @Argument(help: "The spec file.")
    var spec: String

    @Option(help: "Only this container.")
    var container: String?

    @Option(help: "Output format: text or json.")
    var format: DiagnosticFormat = .text

    @Flag(help: "Print only counts, timing and memory per container (for large explorations).")
    var stats = false

    @Flag(help: "Print each route's witness: the shortest transitions from launch that show its instance.")
    var routes = false

    @OptionGroup var flow: FlowFlags

    func run() throws {
        let (spec, loader) = try SpecInput.load(spec)
        if routes {
            let results = RouteAnalysis.analyze(spec, options: flow.options(specPath: self.spec))
            let renderer = RouteRenderer(
                files: loader.sources, specPath: self.spec, colored: DiagnosticOutput.useColor(STDOUT_FILENO))
            let out = format == .json ? renderer.json(results) : renderer.text(results)
            FileHandle.standardOutput.write(Data((results.isEmpty && format == .text ? "no routes\n" : out).utf8))
            if results.contains(where: { $0.diagnostic?.severity == .error }) { throw ExitCode.failure }
            return
        }
        let plan = PlanLowering.lower(spec)
        if let container, plan.container(named: container) == nil {
            let names = plan.containers.map(\.name)
            let hint = Suggestions.closest(to: container, in: names).map { " (did you mean '\($0)'?)" } ?? ""
            throw ValidationError(
                "no container '\(container)' in the spec\(hint); containers: \(names.joined(separator: ", "))")
        }
        let flows = FlowAnalysis.explore(
            spec, plan: plan, options: flow.options(specPath: self.spec, containers: container.map { [$0] }))
        let renderer = ExploreRenderer(files: loader.sources, colored: DiagnosticOutput.useColor(STDOUT_FILENO))
        let out: String =
            switch (stats, format) {
            case (true, _): renderer.stats(flows)
            case (false, .text): renderer.text(flows)
            case (false, .json): renderer.json(flows)
            case (false, .sarif), (false, .github):
                DiagnosticOutput.render(
                    flows.flatMap(\.diagnostics), files: loader.sources, format: format, colored: false)
            }
        FileHandle.standardOutput.write(Data(out.utf8))
        if flows.contains(where: { $0.diagnostics.contains { $0.severity == .error } }) { throw ExitCode.failure }
    }
}
