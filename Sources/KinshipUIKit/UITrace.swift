import Foundation

/// The callback trace: one line per callback, recorded when the callback
/// starts, plus the diagnostics seen along the way.
///
/// Events are stored compactly and rendered to text only when read, so the
/// model can drive millions of callbacks per second with recording on.
@MainActor
public final class UITrace {
    struct Event {
        let subject: UITracePath
        let callback: UITraceCallback
    }

    /// Appended to on every callback; the append calls no other code, so unchecked (see UIView).
    @exclusivity(unchecked) private(set) var events: [Event] = []

    /// Whether `viewWillLayoutSubviews` / `viewDidLayoutSubviews` lines are recorded.
    /// The callbacks themselves are always delivered.
    public var recordsLayout = false
    /// Whether `willRotate` / `willAnimateRotation` / `didRotate` lines are recorded.
    /// The callbacks themselves are always delivered.
    public var recordsLegacyRotation = false

    /// Problems seen so far, in the order they happened.
    public private(set) var diagnostics: [UIModelDiagnostic] = []

    public init() {}

    /// The trace of the current main run loop.
    public static var current: UITrace { UIModelRunLoop.main.trace }

    /// Number of lines recorded so far.
    public var count: Int { events.count }

    /// Every line, rendered (`Tunnel/startMap.viewWillAppear(animated: false)`).
    public var lines: [String] { lines(from: 0) }

    /// Lines from the 0-based `index` on, e.g. to stream what one event produced.
    public func lines(from index: Int) -> [String] {
        guard index < events.count else { return [] }
        return events[max(0, index)...].map { $0.subject.text + "." + $0.callback.text }
    }

    /// Forgets every line and diagnostic; flags are kept.
    public func removeAll() {
        events.removeAll(keepingCapacity: true)
        diagnostics.removeAll()
    }

    /// Only errors, e.g. to decide an exit status.
    public var errors: [UIModelDiagnostic] { diagnostics.filter { $0.severity == .error } }

    func record(_ controller: UIViewController, _ callback: consuming UITraceCallback) {
        events.append(Event(subject: controller.tracePath, callback: callback))
    }

    func record(path: UITracePath, _ callback: consuming UITraceCallback) {
        events.append(Event(subject: path, callback: callback))
    }

    func report(_ id: UIModelDiagnostic.ID, _ controller: UIViewController, _ message: String) {
        report(id, path: controller.tracePath.text, message)
    }

    func report(_ id: UIModelDiagnostic.ID, path: String, _ message: String) {
        diagnostics.append(UIModelDiagnostic(id: id, path: path, message: message, traceLine: events.count))
    }
}
