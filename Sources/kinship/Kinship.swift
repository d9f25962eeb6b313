import ArgumentParser
import KinshipSyntax

/// `kinship`: validate containment specs, lower them to plans, run them on the UIKit model.
@main
struct Kinship: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kinship",
        abstract: "A layout-and-flow compiler for iOS view controller containment.",
        discussion: "Specs are YAML files that start with `kinship: 1`; see grammar.md.",
        version: KinshipVersion.current,
        subcommands: [
            CheckCommand.self, PlanCommand.self, RunCommand.self, ExploreCommand.self, GraphCommand.self,
            GenerateCommand.self, SchemaCommand.self, ImportCommand.self, LSPCommand.self,
        ]
    )

    static func main() async {
        AllocatorTuning.returnLargeBuffers()
        await main(nil)
    }
}
