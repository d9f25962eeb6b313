import ArgumentParser
import Foundation
import KinshipFlow
import KinshipPlan

enum GraphFormat: String, CaseIterable, ExpressibleByArgument { case dot, mermaid }

struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the containment tree (containers, slots, children, relationships) as Graphviz DOT or Mermaid.",
        discussion: """
            The tree starts at the spec's root, or shows every container when there is none. \
            --states adds each container's reachable configurations with its transitions as labelled edges. \
            Render DOT with: kinship graph SPEC | dot -Tsvg -o graph.svg
            """
    )

    @Argument(help: "The spec file.")
    var spec: String

    @Option(help: "Output format: dot or mermaid.")
    var format: GraphFormat = .dot

    @Flag(help: "Also draw each container's reachable configuration graph.")
    var states = false

    @Option(help: "With --states: configurations explored per container before stopping.")
    var maxStates = 100_000

    @OptionGroup(title: "Tree limits") var treeLimits: TreeLimitFlags

    func validate() throws {
        guard maxStates >= 1 else { throw ValidationError("--max-states must be at least 1") }
    }

    func run() throws {
        let (spec, loader) = try SpecInput.load(spec)
        // The root's tree, or every container's own when there is none (as `ContainmentTree` draws).
        let roots =
            spec.root.flatMap { spec.firstContainer(named: $0.value) }.map { [$0] }
            ?? spec.containers.indices.filter { spec.firstContainer(named: spec.containers[$0].name.value) == $0 }
        try treeLimits.enforce(spec, roots: roots, files: loader.sources)
        let plan = PlanLowering.lower(spec)
        let tree = ContainmentTree(plan)
        // The picture shows every configuration; findings are `check`'s business, not printed here.
        let flows =
            states
            ? FlowAnalysis.explore(spec, plan: plan, options: FlowOptions(specPath: self.spec, maxStates: maxStates))
            : []
        let out =
            switch format {
            case .dot: DOTRenderer().render(tree, states: flows)
            case .mermaid: MermaidRenderer().render(tree, states: flows)
            }
        FileHandle.standardOutput.write(Data(out.utf8))
    }
}
