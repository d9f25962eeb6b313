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
        guard let text = files[range.file].lineText(range.start.line) else { return "" }
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
