/// Renders diagnostics as a SARIF 2.1.0 log: one run of the tool "kinship", whose rules are the
/// diagnostic ids of `DiagnosticCatalog` and whose results are the diagnostics.
///
/// Code-scanning services (GitHub, Azure DevOps, IDE viewers) read this format. Paths are
/// relative URIs against the working directory; columns count Unicode code points, as
/// Kinship's source positions do, which the run declares with `columnKind`.
public struct SarifDiagnosticRenderer {
    public var files: SourceFiles
    public var workingDirectory: String
    /// Printed as `tool.driver.version`.
    public var toolVersion: String?

    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    public init(files: SourceFiles, workingDirectory: String, toolVersion: String? = nil) {
        self.files = files
        self.workingDirectory = workingDirectory
        self.toolVersion = toolVersion
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        log(diagnostics).rendered()
    }

    /// The whole log as a JSON value, for tests that inspect it.
    public func log(_ diagnostics: [Diagnostic]) -> JSONValue {
        let rules = ruleTable(diagnostics)
        var driver: [(String, JSONValue)] = [("name", .string("kinship"))]
        if let toolVersion { driver.append(("version", .string(toolVersion))) }
        driver.append(("rules", .array(rules.map(rule))))
        let run: JSONValue = .object([
            ("tool", .object([("driver", .object(driver))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(diagnostics.map { result($0, ruleIndex: rules.firstIndex(of: $0.id) ?? 0) })),
        ])
        return .object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ])
    }

    /// Every catalogued id, then any id the catalog lacks, so every result has a rule.
    private func ruleTable(_ diagnostics: [Diagnostic]) -> [String] {
        var ids = DiagnosticCatalog.entries.map(\.id)
        var known = Set(ids)
        for d in diagnostics where known.insert(d.id).inserted { ids.append(d.id) }
        return ids
    }

    private func rule(_ id: String) -> JSONValue {
        let help = DiagnosticCatalog.help(for: id) ?? "Kinship diagnostic '\(id)'."
        return .object([
            ("id", .string(id)),
            ("shortDescription", .object([("text", .string(help))])),
            ("help", .object([("text", .string(help))])),
        ])
    }

    private func result(_ d: Diagnostic, ruleIndex: Int) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(d.id)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(level(d.severity))),
            ("message", .object([("text", .string(d.message))])),
        ]
        if let range = d.range {
            members.append(("locations", .array([.object([("physicalLocation", physicalLocation(range))])])))
        }
        if !d.notes.isEmpty {
            members.append(("relatedLocations", .array(d.notes.enumerated().map { index, note in
                var location: [(String, JSONValue)] = [("id", .int(index))]
                if let range = note.range { location.append(("physicalLocation", physicalLocation(range))) }
                location.append(("message", .object([("text", .string(note.message))])))
                return .object(location)
            })))
        }
        return .object(members)
    }

    private func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    private func physicalLocation(_ r: SourceRange) -> JSONValue {
        let path = DiagnosticPath.relative(files.path(r.file), to: workingDirectory)
        // SARIF regions are 1-based with an exclusive end column, as Kinship's ranges are; an
        // empty range (a missing key at a mapping's start) is a valid insertion point.
        return .object([
            ("artifactLocation", .object([("uri", .string(DiagnosticPath.uri(path)))])),
            ("region", .object([
                ("startLine", .int(r.start.line)), ("startColumn", .int(r.start.column)),
                ("endLine", .int(max(r.end.line, r.start.line))),
                ("endColumn", .int(r.end.line > r.start.line ? r.end.column : max(r.end.column, r.start.column))),
            ])),
        ])
    }
}
