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
    /// Tabs before the column are copied so the caret lines up in any tab width.
    private func snippet(_ range: SourceRange) -> String {
        // An empty line (an empty file, an unclosed bracket at the end) has nothing to point at.
        guard let raw = files[range.file].lineText(range.start.line), !raw.isEmpty else { return "" }
        let text = Self.printable(raw)
        let scalars = Array(text.unicodeScalars)
        var pad = ""
        for scalar in scalars.prefix(max(0, range.start.column - 1)) {
            pad.unicodeScalars.append(scalar == "\t" ? "\t" : " ")
        }
        var width = 1
        if range.end.line == range.start.line {
            width = max(1, min(range.end.column, scalars.count + 1) - range.start.column)
        }
        let marker = "^" + String(repeating: "~", count: width - 1)
        return text + "\n" + pad + (colored ? "\u{1B}[1;32m\(marker)\u{1B}[0m" : marker) + "\n"
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
        let code = switch severity {
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
