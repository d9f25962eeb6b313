/// Prints diagnostics the way compilers do:
/// `file:line:col: error: message [id]`, the source line, a caret under the column, then notes.
public struct TextDiagnosticRenderer {
    public var files: SourceFiles
    /// ANSI colour; the CLI turns it on only when the stream is a terminal.
    public var colored: Bool

    public init(files: SourceFiles, colored: Bool = false) {
        self.files = files
        self.colored = colored
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for diagnostic in diagnostics { render(diagnostic, into: &out) }
        return out
    }

    public func render(_ d: Diagnostic, into out: inout String) {
        out += header(d.range, d.severity, d.message + " [\(d.id)]")
        if let range = d.range { out += snippet(range) }
        for note in d.notes {
            out += header(note.range, .note, note.message)
        }
    }

    private func header(_ range: SourceRange?, _ severity: Severity, _ message: String) -> String {
        let place = range.map { "\(files.path($0.file)):\($0.start.line):\($0.start.column): " } ?? ""
        return bold(place) + paint(severity) + bold(message) + "\n"
    }

    /// The offending line and a caret, with `~` under the rest of a single-line range.
    /// Tabs before the column are copied so the caret lines up in any tab width. A line longer
    /// than `longLine` scalars is cut to `window` of them around the column, `...` marking each cut.
    private func snippet(_ range: SourceRange) -> String {
        // An empty line (an empty file, an unclosed bracket at the end) has nothing to point at.
        guard let raw = files[range.file].lineText(range.start.line), !raw.isEmpty else { return "" }
        let scalars = Array(Self.printable(raw).unicodeScalars)
        let column = min(max(0, range.start.column - 1), scalars.count)
        let shown = Self.window(around: column, count: scalars.count)
        var text = String.UnicodeScalarView(), pad = String.UnicodeScalarView()
        if shown.lowerBound > 0 {
            text.append(contentsOf: "...".unicodeScalars)
            pad.append(contentsOf: "   ".unicodeScalars)
        }
        text.append(contentsOf: scalars[shown])
        if shown.upperBound < scalars.count { text.append(contentsOf: "...".unicodeScalars) }
        for scalar in scalars[shown.lowerBound..<column] {
            pad.append(scalar == "\t" ? "\t" : " ")
        }
        var width = 1
        if range.end.line == range.start.line {
            width = max(1, min(range.end.column - 1, shown.upperBound) - column)
        }
        let marker = "^" + String(repeating: "~", count: width - 1)
        return String(text) + "\n" + String(pad) + (colored ? "\u{1B}[1;32m\(marker)\u{1B}[0m" : marker) + "\n"
    }

    /// Source lines past this many scalars are shown in part, `window` scalars of them: a spec
    /// written as JSON on one line would otherwise print its whole text, and a caret line as
    /// long, for every finding.
    static let longLine = 300
    static let window = 120

    /// The scalars of a line of `count` shown for a caret at `column` (0-based): all of a line
    /// up to `longLine`, else `window` of them with the column a third of the way in.
    static func window(around column: Int, count: Int) -> Range<Int> {
        guard count > longLine else { return 0..<count }
        let low = max(0, min(column - window / 3, count - window))
        return low..<(low + window)
    }

    /// The source line made safe for a terminal, one scalar for one, so the caret still lines
    /// up: control characters become their Unicode control pictures (NUL → ␀) and bidirectional
    /// overrides, which could make the line read differently from what it is, become U+FFFD.
    static func printable(_ line: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in line.unicodeScalars {
            switch scalar.value {
            case 0x09: out.append(scalar)
            case 0x00..<0x20: out.append(Unicode.Scalar(0x2400 + scalar.value) ?? "?")
            case 0x7F: out.append("\u{2421}")
            case 0x202A...0x202E, 0x2066...0x2069: out.append("\u{FFFD}")
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    private func paint(_ severity: Severity) -> String {
        let label = "\(severity.rawValue): "
        guard colored else { return label }
        let code =
            switch severity {
            case .error: "1;31"
            case .warning: "1;35"
            case .note: "1;36"
            }
        return "\u{1B}[\(code)m\(label)\u{1B}[0m"
    }

    private func bold(_ text: String) -> String {
        colored && !text.isEmpty ? "\u{1B}[1m\(text)\u{1B}[0m" : text
    }
}
