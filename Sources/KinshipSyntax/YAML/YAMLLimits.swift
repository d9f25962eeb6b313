/// Resource limits for reading one file. Each is reported as a located `limit-exceeded` error,
/// so hostile input fails fast with bounded memory instead of exhausting the machine.
public struct YAMLLimits: Sendable {
    /// Largest file accepted, in bytes.
    public var maxFileBytes: Int = 64 << 20
    /// Deepest nesting of sequences and mappings.
    public var maxDepth: Int = 128
    /// Nodes in the document counting every alias expansion (billion-laughs guard).
    public var maxNodes: Int = 5_000_000
    /// Longest scalar, in bytes.
    public var maxScalarBytes: Int = 1 << 20

    public init() {}
}
