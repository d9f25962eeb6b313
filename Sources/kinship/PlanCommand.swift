import ArgumentParser
import Foundation
import KinshipPlan

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

    func run() throws {
        let (spec, _) = try SpecInput.load(spec, limits: limits.limits)
        var plan = PlanLowering.lower(spec)
        if let container {
            guard plan.container(named: container) != nil else {
                let names = plan.containers.map(\.name)
                let hint = Suggestions.closest(to: container, in: names).map { " (did you mean '\($0)'?)" } ?? ""
                throw ValidationError("no container '\(container)' in the spec\(hint); containers: \(names.joined(separator: ", "))")
            }
            plan.containers = plan.containers.filter { $0.name == container }
        }
        switch format {
        case .text:
            print(PlanTextRenderer().render(plan), terminator: "")
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = try encoder.encode(plan)
            print(String(decoding: data, as: UTF8.self))
        }
    }
}
