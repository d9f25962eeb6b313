import ArgumentParser
import KinshipSyntax

/// Resource limits for reading specs; each exceeded limit is a located `limit-exceeded` error.
struct LimitFlags: ParsableArguments {
    @Option(help: ArgumentHelp("Largest spec file, in bytes.", valueName: "bytes"))
    var maxFileBytes: Int = YAMLLimits().maxFileBytes

    @Option(help: ArgumentHelp("Deepest nesting of YAML collections.", valueName: "levels"))
    var maxDepth: Int = YAMLLimits().maxDepth

    @Option(help: ArgumentHelp("Most YAML nodes in one file, counting alias expansions.", valueName: "count"))
    var maxNodes: Int = YAMLLimits().maxNodes

    @Option(help: ArgumentHelp("Longest scalar, in bytes.", valueName: "bytes"))
    var maxScalarBytes: Int = YAMLLimits().maxScalarBytes

    func validate() throws {
        for (name, value) in [
            ("--max-file-bytes", maxFileBytes), ("--max-depth", maxDepth),
            ("--max-nodes", maxNodes), ("--max-scalar-bytes", maxScalarBytes),
        ] where value < 1 {
            throw ValidationError("\(name) must be at least 1")
        }
    }

    var limits: YAMLLimits {
        var limits = YAMLLimits()
        limits.maxFileBytes = maxFileBytes
        limits.maxDepth = maxDepth
        limits.maxNodes = maxNodes
        limits.maxScalarBytes = maxScalarBytes
        return limits
    }
}
