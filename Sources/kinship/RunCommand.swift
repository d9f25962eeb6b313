import ArgumentParser
import Foundation
import KinshipPlan
import KinshipRuntime

struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a spec on the UIKit model and print the callbacks every controller sees.",
        discussion: """
            Events: a transition (reveal, Tunnel.reveal, App/feed.openDetail), a slot operation \
            (Menu/active.show(two), push(detail), pop, pop(2), popTo(list), popToRoot, select(feed), clear), \
            resize(WxH), background, foreground. stdout carries the trace only; problems go to stderr.
            """
    )

    @Argument(help: "The spec file.")
    var spec: String

    @Option(help: "The container to launch (default: the spec's root).")
    var root: String?

    @Option(help: "Window size, WIDTHxHEIGHT.")
    var size: String = "390x844"

    @Option(help: "Comma-separated events.")
    var events: String?

    @Option(help: "A file with one event per line ('#' starts a comment).")
    var script: String?

    @Flag(help: "Also trace viewWillLayoutSubviews / viewDidLayoutSubviews.")
    var layout = false

    @Flag(help: "Also send and trace the legacy rotation callbacks.")
    var legacyRotation = false

    @OptionGroup(title: "Limits") var limits: LimitFlags

    @Option(help: ArgumentHelp("Deepest chain of containers inside containers to launch, the root counting as 1.", valueName: "levels"))
    var maxNesting = 64

    @Option(help: ArgumentHelp("Most controllers the launched tree may make (every child entry makes one).", valueName: "count"))
    var maxControllers = 100_000

    @Option(help: "Output format: text or json.")
    var format: PlanFormat = .text

    func validate() throws {
        if maxNesting < 1 || maxControllers < 1 { throw ValidationError("--max-nesting and --max-controllers must be at least 1") }
        if events != nil, script != nil { throw ValidationError("give --events or --script, not both") }
        guard EventParser.parseSize(size) != nil else { throw ValidationError("--size must be WIDTHxHEIGHT, like 390x844") }
    }

    @MainActor
    func run() async throws {
        let (spec, loader) = try SpecInput.load(spec, limits: limits.limits)
        guard let rootName = root ?? spec.root?.value else {
            let names = spec.containers.prefix(20).map(\.name.value).joined(separator: ", ")
            let more = spec.containers.count > 20 ? " and \(spec.containers.count - 20) more" : ""
            throw ValidationError("\(self.spec) names no root; pass --root with one of: \(names)\(more)")
        }
        if let rootIndex = spec.firstContainer(named: rootName), let problem = treeLimitProblem(spec, rootIndex) {
            printError(DiagnosticOutput.render([problem], files: loader.sources, format: .text,
                                               colored: DiagnosticOutput.useColor(STDERR_FILENO)))
            throw ExitCode.failure
        }
        let parsed: [Event]
        do {
            if let script {
                guard let data = FileManager.default.contents(atPath: script) else {
                    throw ValidationError("cannot read script '\(script)'")
                }
                parsed = try EventParser.parseScript(String(decoding: data, as: UTF8.self), path: script)
            } else {
                parsed = try EventParser.parseList(events ?? "")
            }
        } catch let failure as EventParser.Failure {
            printError(failure.description)
            throw ExitCode(64)
        }
        var options = Runtime.Options()
        if let (w, h) = EventParser.parseSize(size) { options.size = CGSize(width: w, height: h) }
        options.recordsLayout = layout
        options.legacyRotation = legacyRotation
        let runtime: Runtime
        do {
            runtime = try Runtime(plan: PlanLowering.lower(spec), root: rootName, options: options)
        } catch let error as RuntimeError {
            throw ValidationError(error.description)
        }
        runtime.launch()
        for event in parsed { runtime.handle(event) }
        runtime.finish()
        output(runtime)
        if runtime.hasErrors { throw ExitCode.failure }
    }

    /// A tree the UIKit model should not be asked to build: deeper or larger than the limits.
    private func treeLimitProblem(_ spec: Spec, _ root: Int) -> Diagnostic? {
        let tree = InstanceTree(spec, root: root)
        let rootName = spec.containers[root].name
        if let entry = tree.entryBeyond(maxNesting, from: root) {
            return .error("limit-exceeded",
                          "launching '\(rootName.value)' nests containers more than \(maxNesting) deep here (--max-nesting)",
                          at: entry.type.range)
        }
        let made = tree.controllers(of: root)
        if made > maxControllers {
            let count = made == .max ? "more controllers than can be counted" : "\(made) controllers"
            return .error("limit-exceeded",
                          "launching '\(rootName.value)' makes \(count), over the limit of \(maxControllers) (--max-controllers)",
                          at: rootName.range)
        }
        return nil
    }

    @MainActor
    private func output(_ runtime: Runtime) {
        switch format {
        case .text:
            var out = runtime.traceLines.joined(separator: "\n")
            if !out.isEmpty { out += "\n" }
            FileHandle.standardOutput.write(Data(out.utf8))
            for d in runtime.diagnostics { printError(d.description) }
        case .json:
            var out = "{\n  \"trace\": [\n"
            out += runtime.traceLines.map { "    " + JSON.quote($0) }.joined(separator: ",\n")
            out += "\n  ],\n  \"diagnostics\": [\n"
            out += runtime.diagnostics.map {
                "    {\"severity\": \(JSON.quote($0.severity.rawValue)), \"id\": \(JSON.quote($0.id)), \"path\": \(JSON.quote($0.path)), \"message\": \(JSON.quote($0.message)), \"traceLine\": \($0.traceLine)}"
            }.joined(separator: ",\n")
            out += "\n  ]\n}\n"
            FileHandle.standardOutput.write(Data(out.utf8))
        }
    }
}
