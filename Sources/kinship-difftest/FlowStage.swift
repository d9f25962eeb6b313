import KinshipFlow
import KinshipPlan
import KinshipRuntime
import KinshipSpec
import KinshipSyntax
import KinshipUIKit

/// Flow analysis against the runtime, event by event: every configuration a live container
/// instance is in is one flow analysis found for its type, and a transition runs without an
/// error where flow calls it enabled and is refused as disabled where flow calls it disabled.
@MainActor
final class FlowStage {
    /// What was compared: configurations looked up, transitions flow calls enabled and disabled.
    var configurationsSeen = 0, enabledRun = 0, disabledRun = 0
    /// Presents refused through another instance of the same repeated child (left out).
    var unpaired = 0

    /// Each container type's exploration, and its configurations by content.
    private var flows: [String: ContainerFlow] = [:]
    private var configurations: [String: [[[String]]: Int]] = [:]

    /// Transitions flow analysis reports an error at (by name): run may refuse them where enabled.
    private var refusable: Set<String> = []

    init(_ spec: Spec, plan: Plan, findings: [Diagnostic]) {
        for finding in findings where finding.severity == .error && finding.message.hasPrefix("transition '") {
            refusable.insert(String(finding.message.dropFirst("transition '".count).prefix { $0 != "'" }))
        }
        for flow in FlowAnalysis.explore(spec, plan: plan, options: FlowOptions(specPath: "spec.yaml"))
        where flow.isComplete {
            flows[flow.name] = flow
            var index: [[[String]]: Int] = [:]
            for c in 0..<flow.configurationCount { index[flow.contents(of: c)] = c }
            configurations[flow.name] = index
        }
    }

    /// The configuration of the instance at `path` (of `type`), nil when flow analysis has none
    /// of that content; `.some(nil)` when the instance cannot be compared (no complete
    /// exploration, or a stack past the bound on repeated children).
    private func configuration(_ runtime: Runtime, path: String, type: String) -> Int?? {
        guard let flow = flows[type], let contents = runtime.contents(of: path) else { return .some(nil) }
        let slots = flow.slotNames.map { contents[$0] ?? [] }
        if let bound = flow.repeatBound {
            for entries in slots
            where Dictionary(entries.map { ($0, 1) }, uniquingKeysWith: +).values.contains(where: { $0 > bound }) {
                return .some(nil)
            }
        }
        return configurations[type]?[slots].map { .some($0) } ?? nil
    }

    /// Flow analysis's documented bound on pairing presenters (grammar.md, `already-presenting`):
    /// a repeated child's first instance stands for all of them, so a present refused because
    /// another instance of the same repeated child presents (`C0/c1#3` while `C0/c1#1/c2#1`
    /// is presented, even once `C0/c1#1` is popped) is not one flow pairs.
    static func twoInstancesOfOneChild(_ error: RuntimeDiagnostic, at path: String) -> Bool {
        guard error.id == .alreadyPresenting, let start = error.message.range(of: "already presenting '") else {
            return false
        }
        let presented = error.message[start.upperBound...].prefix { $0 != "'" }
        let strip = { (p: Substring) in p.replacing(/#\d+/, with: "") }
        return presented.hasPrefix(path.prefix { $0 != "#" }) && path.contains("#")
            && strip(presented).hasPrefix(strip(Substring(path)) + "/") && !presented.hasPrefix(path + "/")
    }

    /// Runs `events` from launch as RuntimeStage does; returns the first mismatch.
    func compare(_ plan: Plan, root: String, _ events: [DiffEvent], spec: Spec) -> String? {
        let (options, events) = RuntimeStage.launch(events)
        guard let runtime = try? Runtime(plan: plan, root: root, options: options) else { return nil }
        runtime.launch()
        // Instances that went past the bound stay out: their later configurations stand for deeper ones.
        var pastBound: Set<String> = []
        func unknown(after: String) -> String? {
            for (path, type) in runtime.liveContainers where !pastBound.contains(path) {
                switch configuration(runtime, path: path, type: type) {
                case .none:
                    let contents = runtime.contents(of: path) ?? [:]
                    let shown = contents.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(
                        separator: " ")
                    return
                        "flow-vs-run: after \(after), '\(path)' (\(type)) is in \(shown), a configuration flow analysis did not find"
                case .some(nil): pastBound.insert(path)
                case .some: configurationsSeen += 1
                }
            }
            return nil
        }
        UIModelRunLoop.main.runUntilIdle()
        if let problem = unknown(after: "launch") { runtime.finish(); return problem }
        for event in events {
            if let url = RuntimeStage.opened(event) {
                _ = RuntimeStage.open(runtime, spec, url)
                UIModelRunLoop.main.runUntilIdle()
                if let problem = unknown(after: event.text) { runtime.finish(); return problem }
                continue
            }
            guard let parsed = try? EventParser.parse(event.text, location: "--events") else { continue }
            UIModelRunLoop.main.runUntilIdle()
            let f = event.step.split(separator: "\t").map(String.init)
            // What flow says of a transition, in the configuration its instance is in now.
            var enabled: Bool?
            if f.first == "T", f.count > 2, let type = runtime.liveContainers.first(where: { $0.path == f[1] })?.type,
                !pastBound.contains(f[1]), case let .some(.some(c)) = configuration(runtime, path: f[1], type: type)
            {
                enabled = flows[type]?.isEnabled(f[2], in: c)
                if enabled == true { enabledRun += 1 } else if enabled == false { disabledRun += 1 }
            }
            let before = runtime.diagnostics.count
            runtime.handle(parsed)
            let new = runtime.diagnostics.dropFirst(before)
            let errors = new.filter { $0.severity == .error }
            if enabled == true, let error = errors.first, Self.twoInstancesOfOneChild(error, at: f[1]) {
                unpaired += 1
            } else if enabled == true, let error = errors.first, !refusable.contains(f[2]) {
                runtime.finish()
                return
                    "flow-vs-run: flow analysis calls \(event.text) (\(f[1]).\(f[2])) enabled, run refuses it: [\(error.id)] \(error.message)"
            }
            if enabled == false, !new.contains(where: { $0.id == .transitionDisabled }) {
                runtime.finish()
                return
                    "flow-vs-run: flow analysis calls \(event.text) (\(f[1]).\(f[2])) disabled, run does not refuse it as disabled: \(new.map(\.description))"
            }
            UIModelRunLoop.main.runUntilIdle()
            if let problem = unknown(after: event.text) { runtime.finish(); return problem }
        }
        runtime.finish()
        return nil
    }
}
