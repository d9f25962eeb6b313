/// How serious a diagnostic is.
public enum Severity: String, Sendable, Comparable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// A secondary message pointing at its own place (a duplicate key's first occurrence, a suggestion).
public struct DiagnosticNote: Hashable, Sendable {
    public var message: String
    public var range: SourceRange?

    public init(_ message: String, at range: SourceRange? = nil) {
        self.message = message
        self.range = range
    }
}

/// One problem found in a spec: its id, a message, where, and notes.
public struct Diagnostic: Hashable, Sendable {
    public var severity: Severity
    public var id: DiagnosticID
    public var message: String
    public var range: SourceRange?
    public var notes: [DiagnosticNote]

    public init(
        _ severity: Severity, id: DiagnosticID, _ message: String,
        at range: SourceRange?, notes: [DiagnosticNote] = []
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.range = range
        self.notes = notes
    }

    public static func error(
        _ id: DiagnosticID, _ message: String, at range: SourceRange?, notes: [DiagnosticNote] = []
    ) -> Diagnostic {
        // The id's own severity (its row in grammar.md's tables); the fixture tests check the same.
        assert(id.severity == .error, "\(id) is a \(id.severity), reported as an error")
        return Diagnostic(.error, id: id, message, at: range, notes: notes)
    }

    public static func warning(
        _ id: DiagnosticID, _ message: String, at range: SourceRange?, notes: [DiagnosticNote] = []
    ) -> Diagnostic {
        assert(id.severity == .warning, "\(id) is an \(id.severity), reported as a warning")
        return Diagnostic(.warning, id: id, message, at: range, notes: notes)
    }
}

/// Collects diagnostics; stages report everything they find instead of stopping at the first.
public struct DiagnosticBag: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public mutating func append(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }
    public mutating func append(contentsOf other: [Diagnostic]) { diagnostics.append(contentsOf: other) }

    public mutating func error(
        _ id: DiagnosticID, _ message: String, at range: SourceRange?, notes: [DiagnosticNote] = []
    ) {
        diagnostics.append(.error(id, message, at: range, notes: notes))
    }

    public mutating func warning(
        _ id: DiagnosticID, _ message: String, at range: SourceRange?, notes: [DiagnosticNote] = []
    ) {
        diagnostics.append(.warning(id, message, at: range, notes: notes))
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
}
