/// The tool's version: printed by `kinship --version` and named as the SARIF driver's version,
/// so a CI log says which Kinship produced a finding. Bumped with each release; the DSL's own
/// version (`kinship: 1`) is `SpecSchema.version` and changes far less often.
public enum KinshipVersion {
    public static let current = "0.2.0"
}
