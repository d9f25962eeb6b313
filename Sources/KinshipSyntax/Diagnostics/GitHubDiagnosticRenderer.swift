import Foundation

/// Renders diagnostics as GitHub Actions workflow commands, one line each:
/// `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=<id>::message`.
///
/// GitHub turns these lines into annotations on the pull request's diff. Notes have no command
/// of their own, so they are appended to the message on their own lines.
public struct GitHubDiagnosticRenderer {
    public var files: SourceFiles
    /// Paths are printed relative to this directory (the repository checkout in CI).
    public var workingDirectory: String

    public init(files: SourceFiles, workingDirectory: String) {
        self.files = files
        self.workingDirectory = workingDirectory
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { line($0) + "\n" }.joined()
    }

    func line(_ d: Diagnostic) -> String {
        let command = d.severity == .error ? "error" : d.severity == .warning ? "warning" : "notice"
        var properties: [(String, String)] = []
        if let r = d.range {
            properties += [
                ("file", DiagnosticPath.relative(files.path(r.file), to: workingDirectory)),
                ("line", String(r.start.line)), ("col", String(r.start.column)),
                ("endLine", String(r.end.line)), ("endColumn", String(r.end.column)),
            ]
        }
        properties.append(("title", d.id.rawValue))
        var message = d.message
        for note in d.notes {
            let place =
                note.range.map {
                    DiagnosticPath.relative(files.path($0.file), to: workingDirectory)
                        + ":\($0.start.line):\($0.start.column): "
                } ?? ""
            message += "\nnote: " + place + note.message
        }
        let list = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(command) \(list)::\(Self.escapeData(message))"
    }

    /// GitHub's escaping for a command's message: `%`, CR and LF.
    public static func escapeData(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A property value additionally escapes `:` and `,`, which delimit the property list.
    public static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
