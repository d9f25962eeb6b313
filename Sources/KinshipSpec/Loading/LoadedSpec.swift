public import KinshipSyntax

/// What the front end hands on: a spec file with everything it imports, decoded and validated.
/// Later stages (plan, flow, generation) take `spec` only when no diagnostic is an error.
public struct LoadedSpec: Sendable {
    /// The whole import graph; nil when no file of it could be read and parsed.
    public var spec: Spec?
    /// Every problem found while reading, decoding and validating, lint settings applied.
    public var diagnostics: [Diagnostic]

    public init(spec: Spec?, diagnostics: [Diagnostic]) {
        self.spec = spec
        self.diagnostics = diagnostics
    }
}
