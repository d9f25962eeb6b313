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

    @OptionGroup(title: "Tree limits") var treeLimits: TreeLimitFlags

    @Option(help: "Output format: text or json.")
    var format: PlanFormat = .text

    func validate() throws {
        if events != nil, script != nil { throw ValidationError("give --events or --script, not both") }
        if case .failure(let problem) = EventParser.readSize(size) {
            throw ValidationError(problem == .unreadable ? "--size must be WIDTHxHEIGHT, like 390x844" : "--size \(size): \(problem)")
        }
    }

    @MainActor
    func run() async throws {
        let (spec, loader) = try SpecInput.load(spec, limits: limits.limits)
        guard let rootName = root ?? spec.root?.value else {
            let names = spec.containers.prefix(20).map(\.name.value).joined(separator: ", ")
            let more = spec.containers.count > 20 ? " and \(spec.containers.count - 20) more" : ""
            throw ValidationError("\(self.spec) names no root; pass --root with one of: \(names)\(more)")
        }
        if let rootIndex = spec.firstContainer(named: rootName) {
            try treeLimits.enforce(spec, roots: [rootIndex], files: loader.sources)
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
        options.maxControllers = treeLimits.maxControllers
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
