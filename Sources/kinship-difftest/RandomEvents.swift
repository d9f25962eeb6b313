import KinshipFlow
import KinshipPlan
import KinshipRuntime
import KinshipSpec
import KinshipSyntax
import KinshipUIKit

/// One event of a list, in the two forms it is run in: the text `kinship run` reads (sometimes a
/// short form, as users write them) and the fully resolved step the generated-code driver takes.
struct DiffEvent: Equatable {
    var text: String
    /// `T path name`, `O path output value`, `S path child`, `U path move child` (the user's
    /// Back, edge swipe or tab tap), `R width height`, `B`, `F`, `P url` (`--open`, first in a
    /// list): tab-separated.
    var step: String
}

/// What one event list did in one stage: the trace, and per event whether it was refused.
struct StageRun: Equatable {
    var trace: [String]
    /// Per event: refused or not; nil where the stage cannot tell (generated code's output handlers).
    var refused: [Bool?]
    var problems: [String]
    /// Every diagnostic, as `kinship run` prints it (the UIKit model's included).
    var diagnostics: [String] = []
}

@MainActor
enum RuntimeStage {
    /// Runs `events` from launch; an event is refused when it reports an error or is not enabled.
    /// `waits`: every event first waits until nothing moves, as the generated-code driver (and
    /// KinshipGeneratedCodeTests' harness) does; `kinship run` waits only for the containers
    /// around the event's, which a counterexample's replay keeps.
    static func run(_ plan: Plan, root: String, _ events: [DiffEvent], waits: Bool = true, spec: Spec? = nil)
        -> StageRun
    {
        guard let runtime = try? Runtime(plan: plan, root: root) else {
            return StageRun(trace: [], refused: [], problems: ["runtime refused the plan"])
        }
        runtime.launch()
        var refused: [Bool?] = []
        var problems: [String] = []
        for event in events {
            let before = runtime.diagnostics.count
            if let url = opened(event) {
                let ok = spec.map { open(runtime, $0, url) } ?? false
                let new = runtime.diagnostics.dropFirst(before).filter(Self.refuses)
                refused.append(!ok || !new.isEmpty)
                problems +=
                    new.map { "\(event.text): [\($0.id)] \($0.message)" } + (ok ? [] : ["\(event.text): opens nothing"])
                continue
            }
            guard let parsed = try? EventParser.parse(event.text, location: "--events") else {
                refused.append(true)
                problems.append("unreadable event '\(event.text)'")
                continue
            }
            if waits { UIModelRunLoop.main.runUntilIdle() }
            runtime.handle(parsed)
            let new = runtime.diagnostics.dropFirst(before).filter(Self.refuses)
            refused.append(!new.isEmpty)
            problems += new.map { "\(event.text): [\($0.id)] \($0.message)" }
        }
        runtime.finish()
        return StageRun(
            trace: runtime.traceLines, refused: refused, problems: problems,
            diagnostics: runtime.diagnostics.map(\.description))
    }

    /// The URL of an `--open` event.
    static func opened(_ event: DiffEvent) -> String? {
        event.step.hasPrefix("P\t") ? String(event.step.dropFirst(2)) : nil
    }

    /// `kinship run --open URL`: the witness of the route the URL matches, with its inputs.
    /// False when no route opens anything.
    static func open(_ runtime: Runtime, _ spec: Spec, _ url: String) -> Bool {
        guard
            case let .steps(_, _, _, _, levels) = RouteAnalysis.open(
                url, in: spec, options: FlowOptions(specPath: "spec.yaml"))
        else { return false }
        runtime.open(
            levels.map {
                Runtime.OpenLevel(
                    container: $0.path, child: $0.child, made: $0.made, transitions: $0.steps.map(\.transition),
                    inputs: $0.inputs)
            })
        return true
    }

    /// A URL a route of the spec matches: the model's (with a random parameter value), or a
    /// given spec's example URL.
    static func randomURL(_ model: RandomSpec, _ spec: Spec, _ rng: inout SplitMix) -> String? {
        if !model.routes.isEmpty { return model.url(&rng) }
        guard !spec.routes.isEmpty else { return nil }
        return rng.pick(spec.routes).pattern?.exampleURL
    }

    static func refuses(_ d: RuntimeDiagnostic) -> Bool { d.severity == .error || d.id == .transitionDisabled }

    /// Event ids that mean the list named something not there (the generator's guess was
    /// wrong), not that the spec refused a move: such events are left out of the list.
    static let misses: Set<DiagnosticID> = [
        .unknownEvent, .outputNotVisible, .notPresented, .invalidEvent, .limitExceeded,
    ]

    /// A random event list: each candidate is tried on a runtime at once, so the list names
    /// live instances (`C0/c1#2`) and visible children; candidates the runtime cannot find are dropped.
    static func randomList(
        _ spec: RandomSpec, _ plan: Plan, root: String, _ rng: inout SplitMix, length: Int, loaded: Spec? = nil
    ) -> [DiffEvent] {
        guard let runtime = try? Runtime(plan: plan, root: root) else { return [] }
        runtime.launch()
        var list: [DiffEvent] = []
        // Now and then a deep link first, as `kinship run --open` runs it before the events.
        if let loaded, root == loaded.root?.value, rng.chance(0.4), let url = randomURL(spec, loaded, &rng) {
            let before = runtime.diagnostics.count
            if open(runtime, loaded, url),
                !runtime.diagnostics.dropFirst(before).contains(where: { $0.severity == .error })
            {
                list.append(DiffEvent(text: "--open \(url)", step: "P\t\(url)"))
            } else {
                return []
            }
        }
        var attempts = 0
        while list.count < length, attempts < length * 4 {
            attempts += 1
            // Every stage waits until nothing moves before an event, so the candidate is picked
            // among what is live then: picked before, a short name could be written for an
            // instance a swipe was still popping and mean another container by the time it runs.
            UIModelRunLoop.main.runUntilIdle()
            guard let event = candidate(spec, plan, runtime, &rng),
                let parsed = try? EventParser.parse(event.text, location: "--events")
            else { continue }
            let before = runtime.diagnostics.count
            runtime.handle(parsed)
            let new = runtime.diagnostics.dropFirst(before)
            if new.contains(where: {
                $0.severity == .error
                    && (misses.contains($0.id) || $0.id == .ambiguousEvent && !event.text.contains("/"))
            }) {
                continue
            }
            list.append(event)
        }
        return list
    }

    /// A written event list (full forms: `C0/c1.t0`, `C0/c1/c0.tapped(v: 2)`) with the driver's
    /// steps, read off a runtime that runs it as it goes (what a PATH names depends on what is live).
    static func given(_ texts: [String], _ plan: Plan, root: String, spec: Spec? = nil) -> [DiffEvent]? {
        guard let runtime = try? Runtime(plan: plan, root: root) else { return nil }
        runtime.launch()
        var list: [DiffEvent] = []
        for text in texts {
            if text.hasPrefix("--open "), list.isEmpty, let spec {
                let url = String(text.dropFirst("--open ".count))
                _ = open(runtime, spec, url)
                list.append(DiffEvent(text: text, step: "P\t\(url)"))
                continue
            }
            guard let event = try? EventParser.parse(text, location: "--events") else { return nil }
            let step: String
            switch event.kind {
            case let .resize(width, height): step = "R\t\(width)\t\(height)"
            case .background: step = "B"
            case .foreground: step = "F"
            case let .swipeDown(path, child, _): step = "S\t\(path ?? root)\t\(child)"
            case let .userMove(path?, move, child):
                step = "U\t\(path)\t\(move == .tapTab ? "tab" : "\(move)")\t\(child)"
            case let .transition(target?, name)
            where runtime.liveContainers.contains {
                $0.path == target && plan.container(named: $0.type)?.transition(named: name) != nil
            }:
                step = "T\t\(target)\t\(name)"
            case let .transition(target?, name): step = "O\t\(target)\t\(name)\t"
            case let .output(target?, name, values): step = "O\t\(target)\t\(name)\t\(values.first?.value ?? "")"
            default: return nil
            }
            UIModelRunLoop.main.runUntilIdle()
            runtime.handle(event)
            list.append(DiffEvent(text: text, step: step))
        }
        return list
    }

    /// Whether a short event form naming `child` can mean only the child the driver's step
    /// names: the run resolves a short form among all live containers, so a name that two
    /// containers give their children could reach another instance than the step's.
    private static func namesOneChild(_ child: String, _ plan: Plan) -> Bool {
        plan.containers.filter { container in container.children.contains { $0.name == child } }.count == 1
    }

    private static func candidate(_ spec: RandomSpec, _ plan: Plan, _ runtime: Runtime, _ rng: inout SplitMix)
        -> DiffEvent?
    {
        let live = runtime.liveContainers
        guard !live.isEmpty else { return nil }
        let (path, type) = rng.pick(live)
        guard let container = plan.container(named: type) else { return nil }
        let roll = rng.int(0...19)
        if roll == 0 {
            // Landscape and portrait phones, and an iPad's regular width (a split expands there).
            let (w, h) = rng.pick([(844, 390), (390, 844), (1024, 768)])
            return DiffEvent(text: "resize(\(w)x\(h))", step: "R\t\(w)\t\(h)")
        }
        if roll == 1 { return DiffEvent(text: "background", step: "B") }
        if roll == 2 { return DiffEvent(text: "foreground", step: "F") }
        if roll == 3 || roll == 4, container.kind == .navigation || container.kind == .tabs || container.kind == .split
        {
            // The user's own moves on the presets: Back (a tap, an edge swipe, a swipe let go),
            // a tab tap, Back in a collapsed split (from its secondary column).
            let slot =
                container.kind == .split
                ? container.slots.first { $0.name == "secondary" }
                : container.slots.first { $0.kind == (container.kind == .tabs ? .tabs : .stack) }
            guard let child = slot.map({ rng.pick($0.accepts) }) else { return nil }
            // A child not on top (or not a tab) is `invalid-event`, and the list drops it.
            let move =
                container.kind == .tabs
                ? "tapTab"
                : container.kind == .split
                    ? "tapBack"
                    : rng.pick(["tapBack", "swipeBack", "swipeBackCancelled"])
            let text =
                rng.chance(0.25) && namesOneChild(child, plan) ? "\(move)(\(child))" : "\(path).\(move)(\(child))"
            return DiffEvent(text: text, step: "U\t\(path)\t\(move == "tapTab" ? "tab" : move)\t\(child)")
        }
        if roll < 9 {
            // An output of a screen child, with a payload value.
            let screens = container.children.filter { !$0.isContainer && !$0.outputs.isEmpty }
            guard !screens.isEmpty else { return nil }
            let child = rng.pick(screens)
            let output = rng.pick(child.outputs)
            var value = ""
            var args = ""
            if let field = output.payload.first {
                value =
                    switch field.type {
                    case "Int": String(rng.int(0...3))
                    case "Bool": rng.chance(0.5) ? "true" : "false"
                    default: rng.pick(["a", "b"])
                    }
                args = "(\(field.name): \(value))"
            }
            let full = "\(path)/\(child.name).\(output.name)"
            let text = rng.chance(0.25) && namesOneChild(child.name, plan) ? "\(child.name).\(output.name)" : full
            return DiffEvent(text: text + args, step: "O\t\(path)/\(child.name)\t\(output.name)\t\(value)")
        }
        if roll < 11 {
            let presented = container.slots.filter { $0.kind == .presentation }.flatMap(\.accepts)
            guard !presented.isEmpty else { return nil }
            let child = rng.pick(presented)
            return DiffEvent(text: "\(path).swipeDown(\(child))", step: "S\t\(path)\t\(child)")
        }
        guard !container.transitions.isEmpty else { return nil }
        let transition = rng.pick(container.transitions).name
        let text = rng.chance(0.2) ? transition : "\(path).\(transition)"
        return DiffEvent(text: text, step: "T\t\(path)\t\(transition)")
    }
}
