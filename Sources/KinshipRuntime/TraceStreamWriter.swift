public import KinshipSyntax

/// Writes a run's output as it happens, in exactly the bytes `kinship run` prints:
/// - text: one trace line per line on `out`, each diagnostic as
///   `warning: [id] PATH: message (at trace line N)` on `err`;
/// - json: one object on `out`, `{"trace": [...], "diagnostics": [...]}`, the trace array
///   written line by line and the diagnostics held in a `SpillBuffer` until the trace ends.
///
/// When both streams reach one terminal, a diagnostic should show after the lines before it:
/// switching from one stream to the other flushes the first. Memory does not grow with the run.
@MainActor
public final class TraceStreamWriter: RuntimeOutput {
    public enum Format: Sendable { case text, json }

    public let format: Format
    public let out: OutputChannel
    public let err: OutputChannel
    /// Counts of what was written, for the exit status and the closing report.
    public private(set) var lineCount = 0
    public private(set) var errorCount = 0
    public private(set) var warningCount = 0

    private var heldDiagnostics: SpillBuffer?
    private var diagnosticCount = 0
    private var finished = false

    /// `heldInMemory`: bytes of JSON diagnostics kept in memory before they move to a temporary file.
    public init(format: Format, out: OutputChannel, err: OutputChannel, heldInMemory: Int = 1 << 20) {
        self.format = format
        self.out = out
        self.err = err
        if format == .json {
            heldDiagnostics = SpillBuffer(limit: heldInMemory)
            out.write("{\n  \"trace\": [\n")
        }
    }

    /// The reader of the trace went away or writing failed: the run should stop.
    public var isClosed: Bool { out.isClosed }

    public func trace(_ line: String) {
        switch format {
        case .text:
            if err.hasBufferedBytes { err.flush() }
            out.write(line)
            out.write("\n")
        case .json:
            out.write(lineCount == 0 ? "    \"" : ",\n    \"")
            // Trace lines almost never need escaping: then they are written as they are.
            if line.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
                out.write(line)
            } else {
                out.write(String(JSON.quote(line).dropFirst().dropLast()))
            }
            out.write("\"")
        }
        lineCount += 1
    }

    public func diagnostic(_ diagnostic: RuntimeDiagnostic) {
        switch diagnostic.severity {
        case .error: errorCount += 1
        case .warning: warningCount += 1
        case .note: break
        }
        switch format {
        case .text:
            if out.hasBufferedBytes { out.flush() }
            err.write(diagnostic.description)
            err.write("\n")
        case .json:
            heldDiagnostics?.append((diagnosticCount == 0 ? "    " : ",\n    ") + Self.json(diagnostic))
        }
        diagnosticCount += 1
    }

    /// Writes what is buffered, e.g. after each event when someone reads as it comes.
    public func flush() {
        out.flush()
        err.flush()
    }

    /// Closes the JSON object (the held diagnostics after the trace) and writes everything.
    public func finish() {
        guard !finished else { return }
        finished = true
        if format == .json, let held = heldDiagnostics {
            out.write("\n  ],\n  \"diagnostics\": [\n")
            held.copy(to: out)
            out.write("\n  ]\n}\n")
        }
        flush()
    }

    static func json(_ d: RuntimeDiagnostic) -> String {
        "{\"severity\": \(JSON.quote(d.severity.rawValue)), \"id\": \(JSON.quote(d.id.rawValue)), \"path\": \(JSON.quote(d.path)), \"message\": \(JSON.quote(d.message)), \"traceLine\": \(d.traceLine)}"
    }
}
