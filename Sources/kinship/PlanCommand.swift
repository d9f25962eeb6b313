import ArgumentParser
import Foundation
import KinshipPlan
import KinshipSyntax

enum PlanFormat: String, CaseIterable, ExpressibleByArgument { case text, json }

struct PlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Print the containment plan: the exact UIKit calls each container makes, in order."
    )

    @Argument(help: "The spec file.")
    var spec: String

    @Option(help: "Only this container.")
    var container: String?

    @OptionGroup(title: "Limits") var limits: LimitFlags

    @Option(help: "Output format: text, or json (the stable IR).")
    var format: PlanFormat = .text

    /// Lowers, renders and writes one container at a time, so memory holds one container's
    /// plan, not the whole plan and its text: the bytes are those of rendering the whole plan.
    func run() throws {
        let (spec, _) = try SpecInput.load(spec, limits: limits.limits)
        var indices = Array(spec.containers.indices)
        if let container {
            guard let index = spec.firstContainer(named: container) else {
                let names = spec.containers.map(\.name.value)
                let hint = Suggestions.closest(to: container, in: names).map { " (did you mean '\($0)'?)" } ?? ""
                throw ValidationError(
                    "no container '\(container)' in the spec\(hint); containers: \(names.joined(separator: ", "))")
            }
            indices = indices.filter { spec.containers[$0].name.value == spec.containers[index].name.value }
        }
        StandardStreams.ignoreBrokenPipe()
        let out = OutputChannel.standardOutput()
        switch format {
        case .text:
            let renderer = PlanTextRenderer()
            var text = ""
            for (n, index) in indices.enumerated() where !out.isClosed {
                text.removeAll(keepingCapacity: true)
                if n > 0 { text += "\n" }
                renderer.render(PlanLowering.lower(spec.containers[index], in: spec), into: &text)
                out.write(text)
            }
        case .json:
            try PlanJSONStream(root: spec.root?.value).write(
                indices.lazy.map {
                    PlanLowering.lower(spec.containers[$0], in: spec)
                }, to: out.write, stopIf: { out.isClosed })
        }
        out.flush()
        if out.isClosed { throw StandardStreams.outputClosed(out, what: "the plan") }
    }
}
