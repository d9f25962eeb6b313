/// Renders diagnostics as a JSON array of
/// `{file, line, column, endLine, endColumn, severity, id, message, notes}` objects.
///
/// Written by hand rather than through `JSONEncoder` so the key order is fixed and the output is
/// byte-identical across platforms.
public struct JSONDiagnosticRenderer {
    public var files: SourceFiles

    public init(files: SourceFiles) { self.files = files }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        if diagnostics.isEmpty { return "[]\n" }
        var out = "[\n"
        for (index, d) in diagnostics.enumerated() {
            out += "  {"
            out += location(d.range)
            out += ", \"severity\": \(JSON.quote(d.severity.rawValue))"
            out += ", \"id\": \(JSON.quote(d.id.rawValue))"
            out += ", \"message\": \(JSON.quote(d.message))"
            out += ", \"notes\": ["
            out += d.notes.map { "{" + location($0.range) + ", \"message\": \(JSON.quote($0.message))}" }
                .joined(separator: ", ")
            out += "]}"
            out += index == diagnostics.count - 1 ? "\n" : ",\n"
        }
        return out + "]\n"
    }

    private func location(_ range: SourceRange?) -> String {
        guard let r = range else {
            return "\"file\": null, \"line\": null, \"column\": null, \"endLine\": null, \"endColumn\": null"
        }
        return "\"file\": \(JSON.quote(files.path(r.file))), \"line\": \(r.start.line), "
            + "\"column\": \(r.start.column), \"endLine\": \(r.end.line), \"endColumn\": \(r.end.column)"
    }
}

/// Minimal JSON string quoting shared by every hand-written JSON emitter.
public enum JSON {
    public static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
