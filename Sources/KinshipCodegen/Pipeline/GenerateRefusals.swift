public import KinshipSpec
public import KinshipSyntax

/// What `generate` would refuse in a spec that validates, as diagnostics at the spec's text:
/// the types it names after the spec file, and for the SwiftUI target that target's refusals.
/// `check` and the language server report them, so a spec either of them calls clean generates.
public enum GenerateRefusals {
    public static func diagnostics(_ spec: Spec, specFileName: String, target: GeneratorOptions.Target = .uikit)
        -> [Diagnostic]
    {
        var refused = SpecFileTypeNames.collisions(spec, specFileName: specFileName, target: .uikit)
        if target == .swiftui {
            refused +=
                SwiftUIRefusals.check(spec)
                + SpecFileTypeNames.collisions(spec, specFileName: specFileName, target: .swiftui)
        }
        return refused.compactMap { error in error.range.map { .error(error.id, error.description, at: $0) } }
    }
}
