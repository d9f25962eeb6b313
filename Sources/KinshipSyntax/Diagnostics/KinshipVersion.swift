/// The version Kinship reports to tools that track results across releases (SARIF's
/// `tool.driver.version`; GitHub code scanning uses it to tell a tool change from a code change).
/// Bump it with each release.
public enum KinshipVersion {
    public static let current = "0.2.0"
}
