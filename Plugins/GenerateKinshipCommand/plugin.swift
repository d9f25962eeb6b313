import Foundation
import PackagePlugin

/// `swift package generate-kinship [--target NAME]… [--code uikit|model] [--access internal|public] [--screen-stubs] [--output DIR] [--check]`:
/// writes the per-container files for the `*.kinship.yaml` specs of each target (default: every
/// target that has some) into a `Generated` folder beside the specs (or DIR), like `kinship generate`.
/// `--access public` makes the generated API public, for a target that is a module of its own.
@main
struct GenerateKinshipCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let code = extractor.extractOption(named: "code").last ?? "uikit"
        let output = extractor.extractOption(named: "output").last
        let access = extractor.extractOption(named: "access").last ?? "internal"
        guard ["internal", "public"].contains(access) else {
            Diagnostics.error("--access must be internal or public, not '\(access)'")
            throw GenerateKinshipError()
        }
        let check = extractor.extractFlag(named: "check") > 0
        let screenStubs = extractor.extractFlag(named: "screen-stubs") > 0
        let tool = try context.tool(named: "kinship")
        let targets = try names.isEmpty ? context.package.targets : context.package.targets(named: names)
        var failed = false
        for target in targets {
            guard let source = target as? SourceModuleTarget else { continue }
            let specs = source.sourceFiles.map(\.url).filter { $0.lastPathComponent.hasSuffix(".kinship.yaml") }
                .map(\.path).sorted()
            guard !specs.isEmpty else { continue }
            let directory =
                output
                ?? URL(fileURLWithPath: specs[0]).deletingLastPathComponent().appendingPathComponent("Generated").path
            var arguments = ["generate"] + specs + ["-o", directory, "--target", code]
            if screenStubs { arguments.append("--screen-stubs") }
            if access != "internal" { arguments += ["--access", access] }
            if check { arguments.append("--check") }
            let process = Process()
            process.executableURL = tool.url
            process.arguments = arguments
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 {
                Diagnostics.error("kinship generate failed for target '\(target.name)'")
                failed = true
            }
        }
        if failed { throw GenerateKinshipError() }
    }
}

struct GenerateKinshipError: Error, CustomStringConvertible {
    var description: String { "generate-kinship failed" }
}
