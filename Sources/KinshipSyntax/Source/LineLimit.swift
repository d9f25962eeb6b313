/// The longest line Kinship reads from line-oriented input: a `kinship run --script` line, a
/// language-server header line. Past it the input is refused, located, rather than held whole
/// (a `--script` of `/dev/zero` has no line end; one huge header line would stall the server).
/// A spec's own lines are not limited here: its scalars are (`YAMLLimits.maxScalarBytes`).
public enum LineLimit {
    public static let maxLineBytes = 1 << 20

    /// `text` for a message: past 160 characters, its first 100 and how many more, so an error
    /// about a 1 MB line does not repeat the line (and a text shown once is not cut again).
    public static func shown(_ text: some StringProtocol) -> String {
        guard text.utf8.count > 160, text.count > 160 else { return String(text) }
        return text.prefix(100) + "… (\(text.count - 100) more characters)"
    }

    /// `message` with each single-quoted part past 160 characters `shown`.
    public static func shortenQuoted(_ message: String) -> String {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        return parts.enumerated().map { $0.offset % 2 == 1 ? shown($0.element) : String($0.element) }.joined(
            separator: "'")
    }
}
