/// Renders diagnostics as a SARIF 2.1.0 log: one run of the tool "kinship", whose rules are the
/// cases of `DiagnosticID` and whose results are the diagnostics.
///
/// Written to what GitHub code scanning requires of an upload (docs.github.com, "SARIF support
/// for code scanning"): every result has a location with a physical location and a full region
/// (an upload with a located-less result is rejected as a whole), every rule has
/// `shortDescription`, `fullDescription` and `help` texts, the driver names its version.
/// GitHub shows related locations only when the message links to them, so each located note is
/// a related location that the message text links to (`[note](1)`, SARIF §3.11.6); a note
/// without a place is written into the message. Paths are relative URIs against the working
/// directory; columns count Unicode code points, as Kinship's source positions do, which the
/// run declares with `columnKind`.
public struct SarifDiagnosticRenderer {
    public var files: SourceFiles
    public var workingDirectory: String
    /// Printed as `tool.driver.version`.
    public var toolVersion: String?
    /// When set, each rule's `helpUri` (an absolute URL of grammar.md's diagnostics section).
    public var helpURI: String?
    /// Things the run wants to say that are not results (the YAML files a directory search did
    /// not check), as `invocations[0].toolExecutionNotifications`.
    public var notifications: [String] = []

    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    public init(
        files: SourceFiles, workingDirectory: String, toolVersion: String? = KinshipVersion.current,
        helpURI: String? = nil, notifications: [String] = []
    ) {
        self.files = files
        self.workingDirectory = workingDirectory
        self.toolVersion = toolVersion
        self.helpURI = helpURI
        self.notifications = notifications
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        log(diagnostics).rendered()
    }

    /// The whole log as a JSON value, for tests that inspect it.
    public func log(_ diagnostics: [Diagnostic]) -> JSONValue {
        let rules = DiagnosticID.sortedCases
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1, $0) })
        var driver: [(String, JSONValue)] = [("name", .string("kinship"))]
        if let toolVersion { driver.append(("version", .string(toolVersion))) }
        driver.append(("rules", .array(rules.map(rule))))
        var run: [(String, JSONValue)] = [("tool", .object([("driver", .object(driver))]))]
        if !notifications.isEmpty {
            run.append(
                (
                    "invocations",
                    .array([
                        .object([
                            ("executionSuccessful", .bool(true)),
                            (
                                "toolExecutionNotifications",
                                .array(
                                    notifications.map {
                                        .object([
                                            ("message", .object([("text", .string($0))])), ("level", .string("note")),
                                        ])
                                    })
                            ),
                        ])
                    ])
                ))
        }
        run.append(("columnKind", .string("unicodeCodePoints")))
        run.append(("results", .array(diagnostics.map { result($0, ruleIndex: ruleIndex[$0.id] ?? 0) })))
        return .object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object(run)])),
        ])
    }

    private func rule(_ id: DiagnosticID) -> JSONValue {
        let help = id.help
        var members: [(String, JSONValue)] = [
            ("id", .string(id.rawValue)),
            ("name", .string(Self.ruleName(id))),
            ("shortDescription", .object([("text", .string(help))])),
            ("fullDescription", .object([("text", .string(help))])),
        ]
        if let helpURI { members.append(("helpUri", .string(helpURI))) }
        members.append(
            (
                "help",
                .object([
                    ("text", .string(help + " See the diagnostics tables of Kinship's grammar.md for '\(id)'.")),
                    ("markdown", .string("**\(id)**: \(help)\n\nSee the diagnostics tables of Kinship's grammar.md.")),
                ])
            ))
        return .object(members)
    }

    /// `unknown-reference` → `UnknownReference`: the rule's name, as SARIF suggests (§3.49.7).
    static func ruleName(_ id: DiagnosticID) -> String {
        id.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private func result(_ d: Diagnostic, ruleIndex: Int) -> JSONValue {
        // Located notes become related locations the message links to; the others are text.
        var text = Self.escapeText(d.message)
        var related: [JSONValue] = []
        for note in d.notes {
            if let range = note.range {
                let id = related.count + 1
                related.append(
                    .object([
                        ("id", .int(id)),
                        ("physicalLocation", physicalLocation(range)),
                        ("message", .object([("text", .string(Self.escapeText(note.message)))])),
                    ]))
                text += "\nnote: [\(Self.escapeLinkText(note.message))](\(id))"
            } else {
                text += "\nnote: " + Self.escapeText(note.message)
            }
        }
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(d.id.rawValue)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(level(d.severity))),
            ("message", .object([("text", .string(text))])),
            (
                "locations",
                .array([.object([("physicalLocation", d.range.map(physicalLocation) ?? workingDirectoryLocation)])])
            ),
        ]
        if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
        return .object(members)
    }

    /// Braces are doubled in every SARIF message (§3.11.5: `{n}` is a placeholder). Square
    /// brackets outside link text stay as they are (§3.11.6 allows them unescaped).
    public static func escapeText(_ s: String) -> String {
        guard s.contains(where: { $0 == "{" || $0 == "}" }) else { return s }
        return s.replacingOccurrences(of: "{", with: "{{").replacingOccurrences(of: "}", with: "}}")
    }

    /// Link text also escapes `\`, `[` and `]` with a backslash (§3.11.6).
    public static func escapeLinkText(_ s: String) -> String {
        var out = ""
        for c in escapeText(s) {
            if c == "\\" || c == "[" || c == "]" { out.append("\\") }
            out.append(c)
        }
        return out
    }

    private func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A diagnostic without a place (a caller that did not locate it): the repository root,
    /// line 1, so GitHub still accepts the upload. `kinship check` locates every diagnostic.
    private var workingDirectoryLocation: JSONValue {
        .object([
            ("artifactLocation", .object([("uri", .string("./"))])),
            (
                "region",
                .object([
                    ("startLine", .int(1)), ("startColumn", .int(1)), ("endLine", .int(1)), ("endColumn", .int(1)),
                ])
            ),
        ])
    }

    private func physicalLocation(_ r: SourceRange) -> JSONValue {
        let path = DiagnosticPath.relative(files.path(r.file), to: workingDirectory)
        // SARIF regions are 1-based with an exclusive end column, as Kinship's ranges are; an
        // empty range (a missing key at a mapping's start) is a valid insertion point.
        return .object([
            ("artifactLocation", .object([("uri", .string(DiagnosticPath.uri(path)))])),
            (
                "region",
                .object([
                    ("startLine", .int(r.start.line)), ("startColumn", .int(r.start.column)),
                    ("endLine", .int(max(r.end.line, r.start.line))),
                    ("endColumn", .int(r.end.line > r.start.line ? r.end.column : max(r.end.column, r.start.column))),
                ])
            ),
        ])
    }
}
