import Foundation
import PackagePlugin

/// Build-tool plugin: generates Swift from every `*.kinship.yaml` in a target at build time,
/// one `<spec>.kinship.swift` per spec (all containers and the assembly in one file, because a
/// build command must name its outputs before it runs). An optional
/// `kinship-generator-config.yaml` beside the specs sets `target: uikit|model` (the import line),
/// `namespace: Name`, `screenStubs: true` (stand-ins for screen classes the target lacks) and
/// `access: public` (for a target that keeps generated containers in a module of their own;
/// default `internal`).
@main
struct KinshipGeneratorPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let source = target as? SourceModuleTarget else { return [] }
        let files = source.sourceFiles.map(\.url)
        let specs = files.filter { $0.lastPathComponent.hasSuffix(".kinship.yaml") }
            .sorted { $0.path < $1.path }
        guard !specs.isEmpty else { return [] }
        let config = files.first { $0.lastPathComponent == "kinship-generator-config.yaml" }
        let settings = try config.map(Self.readConfig) ?? [:]
        let access = settings["access"] ?? "internal"
        guard ["internal", "public"].contains(access) else {
            throw ConfigError(
                description:
                    "\(config?.path ?? "kinship-generator-config.yaml"): access must be internal or public, not '\(access)'"
            )
        }
        let tool = try context.tool(named: "kinship")
        let outputDirectory = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedSources")
        return specs.map { spec in
            var arguments = [
                "generate", spec.path, "-o", outputDirectory.path, "--single-file",
                "--target", settings["target"] ?? "uikit",
            ]
            if let namespace = settings["namespace"] { arguments += ["--namespace", namespace] }
            if settings["screenStubs"] == "true" { arguments.append("--screen-stubs") }
            if access != "internal" { arguments += ["--access", access] }
            let output = outputDirectory.appendingPathComponent(Self.outputName(spec.lastPathComponent))
            return .buildCommand(
                displayName: "Generating Kinship containers from \(spec.lastPathComponent)",
                executable: tool.url,
                arguments: arguments,
                inputFiles: [spec] + (config.map { [$0] } ?? []),
                outputFiles: [output])
        }
    }

    /// `tunnel.kinship.yaml` → `tunnel.kinship.swift` (SwiftGenerator.singleFileName).
    static func outputName(_ spec: String) -> String {
        String(spec.dropLast(".yaml".count)) + ".swift"
    }

    /// `key: value` lines; `#` starts a comment.
    static func readConfig(_ url: URL) throws -> [String: String] {
        let text = try String(contentsOf: url, encoding: .utf8)
        var settings: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let parts = content.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty else { continue }
            settings[parts[0]] = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        }
        return settings
    }
}

struct ConfigError: Error, CustomStringConvertible {
    var description: String
}
