/// A readable line diff for golden-file mismatches: `-` expected only, `+` actual only,
/// two spaces for common lines.
public enum LineDiff {
    public static func render(expected: String, actual: String) -> String {
        let a = lines(expected), b = lines(actual)
        // Longest common subsequence table, filled from the end.
        var lcs = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var out: [String] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                out.append("  " + a[i]); i += 1; j += 1
            } else if i < a.count, j == b.count || lcs[i + 1][j] >= lcs[i][j + 1] {
                out.append("- " + a[i]); i += 1
            } else {
                out.append("+ " + b[j]); j += 1
            }
        }
        return out.joined(separator: "\n")
    }

    /// Lines with a visible end marker, so trailing whitespace and a missing final newline show.
    private static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) + "⏎" }
        if result.last == "⏎" { result.removeLast() } else if !result.isEmpty { result[result.count - 1].removeLast() }
        return result
    }
}
