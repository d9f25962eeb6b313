public import KinshipSyntax
import KinshipUIKit

/// A problem found while running: the model's misuse reports and the runtime's own event errors.
/// Printed on stderr as `error: [id] PATH: message (at trace line N)`.
public struct RuntimeDiagnostic: Sendable, Equatable, CustomStringConvertible {
    public var severity: Severity
    public var id: DiagnosticID
    /// The controller PATH, or the event's location for events that name nothing that exists.
    public var path: String
    public var message: String
    /// Trace lines printed before it (it comes after line N).
    public var traceLine: Int

    public var description: String {
        "\(severity.rawValue): [\(id)] \(path): \(message) (at trace line \(traceLine))"
    }

    init(_ severity: Severity, _ id: DiagnosticID, _ path: String, _ message: String, traceLine: Int) {
        (self.severity, self.id, self.path, self.message, self.traceLine) = (severity, id, path, message, traceLine)
    }

    init(_ model: UIModelDiagnostic) {
        self.init(
            Severity(model.severity), DiagnosticID(model.id), model.path, model.message,
            traceLine: model.traceLine)
    }
}
