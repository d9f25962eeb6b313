import Foundation

/// The callback trace: one line per callback, recorded when the callback
/// starts, plus the diagnostics seen along the way.
///
/// Events are stored compactly and rendered to text only when read, so the
/// model can drive millions of callbacks per second with recording on. A long run hands its
/// lines and diagnostics on as it goes (`drain`): line numbers keep counting from the start of
/// the trace, and memory stays bounded by what one event produces.
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

    /// Problems seen so far (since the last `drain`), in the order they happened.
    public private(set) var diagnostics: [UIModelDiagnostic] = []

    /// Lines and diagnostics handed on by `drain` (so no longer held).
    private var drainedLines = 0
    private var drainedDiagnostics = 0

    public init() {}

    /// The trace of the current main run loop.
    public static var current: UITrace { UIModelRunLoop.main.trace }

    /// Number of lines recorded so far, drained ones included.
    public var count: Int { drainedLines + events.count }

    /// Lines recorded and not yet drained.
    public var heldLineCount: Int { events.count }

    /// Number of diagnostics reported so far, drained ones included.
    public var diagnosticCount: Int { drainedDiagnostics + diagnostics.count }

    /// Every line held (all of them unless some were drained), rendered
    /// (`Tunnel/startMap.viewWillAppear(animated: false)`).
    public var lines: [String] { lines(from: drainedLines) }

    /// Lines from the 0-based `index` on (counted from the start of the trace), e.g. to show
    /// what one event produced. Drained lines are gone: they are skipped.
    public func lines(from index: Int) -> [String] {
        let start = max(0, index - drainedLines)
        guard start < events.count else { return [] }
        return events[start...].map(Self.render)
    }

    /// Hands on every line and diagnostic held, in the order they were recorded, then forgets
    /// them. `line` gets each line's text; `diagnostic` comes after the lines recorded before it.
    /// `count`, `diagnosticCount` and the diagnostics' `traceLine` keep counting from the start.
    public func drain(line: (String) -> Void, diagnostic: (UIModelDiagnostic) -> Void) {
        var next = 0
        for problem in diagnostics {
            while drainedLines + next < problem.traceLine, next < events.count {
                line(Self.render(events[next]))
                next += 1
            }
            diagnostic(problem)
        }
        while next < events.count {
            line(Self.render(events[next]))
            next += 1
        }
        drainedLines += events.count
        drainedDiagnostics += diagnostics.count
        // Keeping capacity: the next event records about as many lines as this one did.
        events.removeAll(keepingCapacity: true)
        diagnostics.removeAll(keepingCapacity: true)
    }

    /// Forgets every line and diagnostic and starts counting again; flags are kept.
    public func removeAll() {
        events.removeAll(keepingCapacity: true)
        diagnostics.removeAll()
        drainedLines = 0
        drainedDiagnostics = 0
    }

    private static func render(_ event: Event) -> String {
        event.subject.text + "." + event.callback.text
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
        diagnostics.append(UIModelDiagnostic(id: id, path: path, message: message, traceLine: count))
    }
}
