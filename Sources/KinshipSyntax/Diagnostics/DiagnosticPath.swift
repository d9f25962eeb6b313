import Foundation

/// Paths as CI systems want them: relative to the working directory, `/`-separated.
///
/// GitHub annotations and SARIF results are matched against repository files, so an absolute
/// path or a `./` prefix would make them point nowhere.
public enum DiagnosticPath {
    /// `path` relative to `workingDirectory` when it lies inside it; otherwise unchanged.
    public static func relative(_ path: String, to workingDirectory: String) -> String {
        var p = path
        if p.hasPrefix("/") {
            let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
            guard p.hasPrefix(base) else { return (p as NSString).standardizingPath }
            p = String(p.dropFirst(base.count))
        }
        while p.hasPrefix("./") { p = String(p.dropFirst(2)) }
        return p
    }

    /// A relative path as a URI reference: each segment percent-encoded, `/` kept.
    public static func uri(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~/")
        return path.unicodeScalars.map { scalar -> String in
            if scalar.isASCII, allowed.contains(scalar) { return String(scalar) }
            return String(scalar).utf8.map { String(format: "%%%02X", $0) }.joined()
        }.joined()
    }
}
