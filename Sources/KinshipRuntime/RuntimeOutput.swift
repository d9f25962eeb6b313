import KinshipUIKit

/// Where a run's trace and diagnostics go as they happen, so a long run holds only what one
/// event produces, never the whole trace. The runtime hands everything over at the end of
/// `launch`, of every `handle` and of `finish`, in the order it happened: each diagnostic
/// after the trace lines recorded before it. Whatever an event prints (new events and
/// callbacks included) flows through here unchanged.
@MainActor
public protocol RuntimeOutput: AnyObject {
    /// One trace line, `Tunnel/startMap.viewDidLoad`.
    func trace(_ line: String)
    /// One diagnostic; its `traceLine` counts every line before it since launch.
    func diagnostic(_ diagnostic: RuntimeDiagnostic)
}

extension Runtime {
    /// Hands every line and diagnostic held to `output`, in the order they happened, and
    /// forgets them. Does nothing without an output (tests read `traceLines` at the end).
    func flushOutput() {
        guard let output else { return }
        let trace = loop.trace
        var pending = eventDiagnostics[...]
        var nextLine = trace.count - trace.heldLineCount
        var modelsSeen = trace.diagnosticCount - trace.diagnostics.count
        var errors = 0
        // An event diagnostic goes out once every line and model diagnostic before it has.
        func emitEventDiagnostics() {
            while let first = pending.first, first.diagnostic.traceLine <= nextLine, first.modelsBefore <= modelsSeen {
                if first.diagnostic.severity == .error { errors += 1 }
                output.diagnostic(first.diagnostic)
                pending.removeFirst()
            }
        }
        trace.drain(
            line: { line in
                emitEventDiagnostics()
                output.trace(line)
                nextLine += 1
            },
            diagnostic: { model in
                emitEventDiagnostics()
                let diagnostic = RuntimeDiagnostic(model)
                if diagnostic.severity == .error { errors += 1 }
                output.diagnostic(diagnostic)
                modelsSeen += 1
            })
        for (diagnostic, _) in pending {
            if diagnostic.severity == .error { errors += 1 }
            output.diagnostic(diagnostic)
        }
        eventDiagnostics.removeAll(keepingCapacity: true)
        drainedErrors += errors
    }
}
