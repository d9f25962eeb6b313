import Foundation
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
    /// `T path name`, `O path output value`, `S path child [cancel]`, `U path move child` (the
    /// user's Back, edge swipe or tab tap), `R width height`, `B`, `F`, `P url` (`--open`, first
    /// in a list after any `L`), `L width height safeArea layout bars` (the launch: `--size`,
    /// `--safe-area`, `--layout`, `--bar-heights`; first in a list): tab-separated.
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
    /// Every controller's view frame in window coordinates once the list has run.
    var frames: [String] = []
    /// run's warnings, `[id] PATH: message`.
    var warnings: [String] = []
    /// Events run refused whose trace still moved (a refusal must change nothing).
    var changedWhenRefused: [String] = []
}

@MainActor
enum RuntimeStage {
    /// Runs `events` from launch; an event is refused when it reports an error or is not enabled.
    /// `waits`: every event first waits until nothing moves, as the generated-code driver (and
    /// KinshipGeneratedCodeTests' harness) does; `kinship run` waits only for the containers
    /// around the event's, which a counterexample's replay keeps.
    /// `links`: `open(URL)` events (step `K`) open links as `kinship run` does.
    static func run(
        _ plan: Plan, root: String, _ events: [DiffEvent], waits: Bool = true, spec: Spec? = nil,
        links: LinkOpener? = nil
    ) -> StageRun {
        let (options, events) = launch(events)
        guard let runtime = try? Runtime(plan: plan, root: root, options: options) else {
            return StageRun(trace: [], refused: [], problems: ["runtime refused the plan"])
        }
        runtime.links = links
        runtime.launch()
        var refused: [Bool?] = []
        var problems: [String] = []
        var changed: [String] = []
        // Presents refused because the list hid the window, or because it drove a transition of a
        // container off the window (popped, or in the column a collapsed split took back): the
        // event list's doing, as a tap on an untappable tab is, not the spec's. The app's own code
        // runs such a transition only from a callback flow analysis does not see; a `set`
        // answered by a present, which a spec decides, check reports.
        var hidden = false
        var listsOwnRefusals = Set<Int>()
        for event in events {
            let before = runtime.diagnostics.count
            // A present UIKit refused while a transition's moves ran: the generated method
            // returns false for it (grammar.md, Generated code), so it is a refusal too.
            let presentsRefused = runtime.transitionPresentsRefused
            if let url = opened(event) {
                let ok = spec.map { open(runtime, $0, url) } ?? false
                let new = runtime.diagnostics.dropFirst(before).filter(Self.refuses)
                refused.append(!ok || !new.isEmpty || runtime.transitionPresentsRefused != presentsRefused)
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
            let lines = runtime.traceCount
            runtime.handle(parsed)
            if case .hideWindow = parsed.kind { hidden = true }
            if case .showWindow = parsed.kind { hidden = false }
            if hidden || event.step.hasPrefix("T\t") {
                for i in before..<runtime.diagnostics.count where runtime.diagnostics[i].id == .notInWindowHierarchy {
                    listsOwnRefusals.insert(i)
                }
            }
            let new = runtime.diagnostics.dropFirst(before).filter(Self.refuses)
            refused.append(!new.isEmpty || runtime.transitionPresentsRefused != presentsRefused)
            if runtime.transitionPresentsRefused != presentsRefused {
                problems.append("\(event.text): UIKit refused a present of the transition (nothing presented)")
            }
            if !new.isEmpty, runtime.traceCount != lines, new.allSatisfy({ refusesAtOnce.contains($0.id) }) {
                changed.append(event.text)
            }
            problems += new.map { "\(event.text): [\($0.id)] \($0.message)" }
        }
        runtime.finish()
        return StageRun(
            trace: runtime.traceLines, refused: refused, problems: problems,
            diagnostics: runtime.diagnostics.map(\.description),
            frames: runtime.rootViewController?.windowFrameLines ?? [],
            warnings: runtime.diagnostics.enumerated().filter {
                $0.element.severity == .warning && !listsOwnRefusals.contains($0.offset)
            }.map { "[\($0.element.id)] \($0.element.path): \($0.element.message)" },
            changedWhenRefused: changed)
    }

    /// The runtime's options for a list that starts with a launch (`L`), and the other events.
    static func launch(_ events: [DiffEvent]) -> (Runtime.Options, [DiffEvent]) {
        var options = Runtime.Options()
        guard let first = events.first, first.step.hasPrefix("L\t") else { return (options, events) }
        let f = first.step.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard f.count >= 5 else { return (options, events) }
        options.size = CGSize(width: Double(f[1]) ?? 390, height: Double(f[2]) ?? 844)
        if f[3] != "device" {
            let v = f[3].split(separator: ",").map { Double($0) ?? 0 }
            options.safeArea = v.count == 4 ? UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3]) : .zero
        }
        options.recordsLayout = f[4] == "1"
        options.barHeights = barHeights(f)
        return (options, Array(events.dropFirst()))
    }

    /// A random launch: a size other than the default iPhone's now and then, safe-area insets
    /// other than the device's, layout callbacks traced.
    static func randomLaunch(_ rng: inout SplitMix) -> DiffEvent? {
        guard rng.chance(0.35) else { return nil }
        let (w, h) = rng.chance(0.7) ? rng.pick([(844, 390), (1024, 768), (320, 568), (430, 932)]) : (390, 844)
        let safe = rng.chance(0.5) ? rng.pick(["none", "20,0,0,0", "47,0,34,0", "0,44,21,44"]) : "device"
        let layout = rng.chance(0.4)
        let bars = randomBarHeights(&rng)
        var text = "--size \(w)x\(h)"
        if safe != "device" { text += " --safe-area \(safe)" }
        if layout { text += " --layout" }
        if bars != "table" { text += " --bar-heights \(bars)" }
        let insets = safe == "none" ? "0,0,0,0" : safe
        return DiffEvent(text: text, step: "L\t\(w)\t\(h)\t\(insets)\t\(layout ? 1 : 0)\t\(bars)")
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

    /// Refusals made before anything runs (grammar.md, Events): the trace must not move. (A
    /// disabled transition of a custom container loads its view first, as generated code does.)
    static let refusesAtOnce: Set<DiagnosticID> = [.invalidEvent, .notPresented, .unknownEvent]

    static func refuses(_ d: RuntimeDiagnostic) -> Bool { d.severity == .error || d.id == .transitionDisabled }

    /// Event ids that mean the list named something not there (the generator's guess was
    /// wrong), not that the spec refused a move: such events are left out of the list.
    static let misses: Set<DiagnosticID> = [
        .unknownEvent, .outputNotVisible, .notPresented, .invalidEvent, .limitExceeded,
    ]

    /// Refusals both stages make alike: a user's move on what is not on top, a swipe on what is
    /// not presented, an output of a child that is not visible (grammar.md, Raising an output).
    static let comparableMisses: Set<DiagnosticID> = [.invalidEvent, .notPresented, .outputNotVisible]

    /// A random event list: each candidate is tried on a runtime at once, so the list names
    /// live instances (`C0/c1#2`) and visible children; candidates the runtime cannot find are dropped.
    static func randomList(
        _ spec: RandomSpec, _ plan: Plan, root: String, _ rng: inout SplitMix, length: Int, loaded: Spec? = nil
    ) -> [DiffEvent] {
        var list: [DiffEvent] = []
        if let launch = randomLaunch(&rng) { list.append(launch) }
        guard let runtime = try? Runtime(plan: plan, root: root, options: Self.launch(list).0) else { return [] }
        runtime.launch()
        // Now and then a deep link first, as `kinship run --open` runs it before the events.
        if let loaded, root == loaded.root?.value, rng.chance(0.45), let url = randomURL(spec, loaded, &rng) {
            let before = runtime.diagnostics.count
            if open(runtime, loaded, url),
                !runtime.diagnostics.dropFirst(before).contains(where: { $0.severity == .error })
            {
                list.append(DiffEvent(text: "--open \(url)", step: "P\t\(url)"))
            } else {
                return []
            }
        }
        let start = list.count
        var attempts = 0
        var dropped = false
        while list.count - start < length, attempts < length * 4 {
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
            // A refusal both stages make (an event on nothing there) is kept now and then: both
            // must refuse it and change nothing. Refusals generated code has no counterpart for
            // (a name only a short form makes ambiguous, a limit only run keeps) are dropped.
            if new.contains(where: {
                $0.severity == .error
                    && (misses.contains($0.id) && !(comparableMisses.contains($0.id) && rng.chance(0.3))
                        || $0.id == .ambiguousEvent && !event.text.contains("/"))
            }) {
                dropped = true
                continue
            }
            list.append(event)
        }
        // A dropped event ran on this runtime all the same, and what it left (an instance made
        // before the refusal) can change what a later step's PATH names: the kept list's steps
        // are read again off a runtime that runs only the kept events, as both stages will.
        return dropped ? given(list.map(\.text), plan, root: root, spec: loaded) ?? [] : list
    }

    /// A written event list (full forms: `C0/c1.t0`, `C0/c1/c0.tapped(v: 2)`) with the driver's
    /// steps, read off a runtime that runs it as it goes (what a PATH names depends on what is live).
    static func given(_ texts: [String], _ plan: Plan, root: String, spec: Spec? = nil) -> [DiffEvent]? {
        var list: [DiffEvent] = []
        var texts = texts[...]
        if let first = texts.first, first.hasPrefix("--size ") {
            // `--size WxH [--safe-area X] [--layout] [--bar-heights N,T,B]`, as `kinship run` takes them.
            let words = first.split(separator: " ").map(String.init)
            let size = words.count > 1 ? words[1].split(separator: "x").map(String.init) : []
            let safe = words.firstIndex(of: "--safe-area").map { words[$0 + 1] } ?? "device"
            guard size.count == 2 else { return nil }
            list.append(
                DiffEvent(
                    text: first,
                    step:
                        "L\t\(size[0])\t\(size[1])\t\(safe == "none" ? "0,0,0,0" : safe)\t\(words.contains("--layout") ? 1 : 0)\t\(barHeightsWord(words))"
                ))
            texts = texts.dropFirst()
        }
        guard let runtime = try? Runtime(plan: plan, root: root, options: launch(list).0) else { return nil }
        runtime.launch()
        for text in texts {
            if text.hasPrefix("--open "), list.allSatisfy({ $0.step.hasPrefix("L") }), let spec {
                let url = String(text.dropFirst("--open ".count))
                _ = open(runtime, spec, url)
                list.append(DiffEvent(text: text, step: "P\t\(url)"))
                continue
            }
            guard let event = try? EventParser.parse(text, location: "--events") else { return nil }
            // Settled first, as every stage runs the event: a short form read while a pop is in
            // flight could name two instances here and one there.
            UIModelRunLoop.main.runUntilIdle()
            let step: String
            switch event.kind {
            case let .resize(width, height): step = "R\t\(width)\t\(height)"
            case .background: step = "B"
            case .foreground: step = "F"
            case .hideWindow: step = "H"
            case .showWindow: step = "W"
            case let .swipeDown(path, child, cancelled):
                step = "S\t\(path ?? root)\t\(child)" + (cancelled ? "\tcancel" : "")
            case let .slotOperation(path?, operation, argument):
                // A raw operation runs as the one transition of its container doing just that.
                guard let t = rawTransition(path, operation, argument, plan, runtime) else { return nil }
                step = "T\t\(t.path)\t\(t.name)"
            case let .userMove(path?, move, child):
                step = "U\t\(path)\t\(move == .tapTab ? "tab" : "\(move)")\t\(child)"
            case let .transition(target?, name)
            where runtime.liveContainers.contains {
                $0.path == target && plan.container(named: $0.type)?.transition(named: name) != nil
            }:
                step = "T\t\(target)\t\(name)"
            case let .transition(target?, name):
                step = "O\t\(outputPath(target, name, plan, runtime))\t\(name)\t"
            case let .transition(nil, name):
                // A bare transition name (`t2`, as the tester prints lists): the one live container
                // that has it, as `run` resolves it.
                let holders = runtime.liveContainers.filter {
                    plan.container(named: $0.type)?.transition(named: name) != nil
                }
                guard holders.count == 1 else { return nil }
                step = "T\t\(holders[0].path)\t\(name)"
            case let .output(target?, name, values):
                step = "O\t\(outputPath(target, name, plan, runtime))\t\(name)\t\(values.first?.value ?? "")"
            default: return nil
            }
            runtime.handle(event)
            list.append(DiffEvent(text: text, step: step))
        }
        return list
    }

    /// The full PATH of the child a short output event (`sheet.done`) names, found as `run`
    /// finds it (the one live container with a screen child of that name and output), so the
    /// driver, which walks PATHs from the root, sends it to the same controller; a PATH, or a
    /// short form naming no child or several, is left as written (both sides then refuse it).
    static func outputPath(_ target: String, _ output: String, _ plan: Plan, _ runtime: Runtime) -> String {
        guard !target.contains("/") else { return target }
        let child = target.split(separator: "#").first.map(String.init) ?? target
        let holders = runtime.liveContainers.filter { live in
            plan.container(named: live.type)?.children.contains { c in
                !c.isContainer && c.name == child && c.outputs.contains { $0.name == output }
            } ?? false
        }
        return holders.count == 1 ? holders[0].path + "/" + target : target
    }

    /// Whether a short event form naming `child` can mean only the child the driver's step
    /// names: the run resolves a short form among all live containers, so a name that two
    /// containers give their children could reach another instance than the step's.
    private static func namesOneChild(_ child: String, _ plan: Plan, _ runtime: Runtime) -> Bool {
        guard plan.containers.filter({ container in container.children.contains { $0.name == child } }).count == 1
        else { return false }
        // Two live instances of that type (a repeated child of its own type) have it both.
        let types = Set(plan.containers.filter { $0.children.contains { $0.name == child } }.map(\.name))
        return runtime.liveContainers.filter { types.contains($0.type) }.count == 1
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
            let (w, h) = RandomSpec.resizeSize(rng.pick([(844, 390), (390, 844), (1024, 768)]), rng)
            return DiffEvent(text: "resize(\(w)x\(h))", step: "R\t\(w)\t\(h)")
        }
        // The app's trip to the background (no appearance callback), and now and then the window
        // hidden and shown (`hideWindow`, `showWindow`: callbacks as a window's isHidden sends them).
        if roll == 1 {
            return rng.chance(0.25)
                ? DiffEvent(text: "hideWindow", step: "H") : DiffEvent(text: "background", step: "B")
        }
        if roll == 2 {
            return rng.chance(0.25)
                ? DiffEvent(text: "showWindow", step: "W") : DiffEvent(text: "foreground", step: "F")
        }
        if roll == 3 || roll == 4, container.kind == .navigation || container.kind == .tabs || container.kind == .split
        {
            // The user's own moves on the presets: Back (a tap, an edge swipe, a swipe let go),
            // a tab tap, Back in a collapsed split (from its secondary column).
            let slot =
                container.kind == .split
                ? container.slots.first { $0.name == "secondary" }
                : container.slots.first { $0.kind == (container.kind == .tabs ? .tabs : .stack) }
            guard let slot, !slot.accepts.isEmpty else { return nil }
            var child = rng.pick(slot.accepts)
            // A child not on top (or not a tab) is `invalid-event`, and the list drops it.
            var move =
                container.kind == .tabs
                ? "tapTab"
                : container.kind == .split
                    ? "tapBack"
                    : rng.pick(["tapBack", "swipeBack", "swipeBackCancelled"])
            if container.kind == .split {
                // The swipes and the supplementary column, from a side stream (RandomSpec+Splits.swift).
                (move, child) = RandomSpec.splitUserMove(
                    container.slots.first { $0.name == "supplementary" }?.accepts, child: child, rng)
            }
            let text =
                rng.chance(0.25) && namesOneChild(child, plan, runtime)
                ? "\(move)(\(child))" : "\(path).\(move)(\(child))"
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
            let text =
                rng.chance(0.25) && namesOneChild(child.name, plan, runtime) ? "\(child.name).\(output.name)" : full
            return DiffEvent(text: text + args, step: "O\t\(path)/\(child.name)\t\(output.name)\t\(value)")
        }
        if roll < 11 {
            let presented = container.slots.filter { $0.kind == .presentation }.flatMap(\.accepts)
            guard !presented.isEmpty else { return nil }
            let child = rng.pick(presented)
            // The swipe let go before it completes: the sheet stays.
            if rng.chance(0.3) {
                return DiffEvent(text: "\(path).swipeDownCancelled(\(child))", step: "S\t\(path)\t\(child)\tcancel")
            }
            return DiffEvent(text: "\(path).swipeDown(\(child))", step: "S\t\(path)\t\(child)")
        }
        guard !container.transitions.isEmpty else { return nil }
        let transition = rng.pick(container.transitions)
        // A raw slot operation (`C0/s1.push(c2)`) where a transition does just that: generated
        // code runs the transition, run the operation, and the two must agree.
        if rng.chance(0.5), let raw = rawForm(transition) {
            return DiffEvent(text: "\(path)/\(raw)", step: "T\t\(path)\t\(transition.name)")
        }
        // A short name that reads as another event (`pop`, `background`) is written in full.
        let text =
            rng.chance(0.2) && !eventWords.contains(transition.name) ? transition.name : "\(path).\(transition.name)"
        return DiffEvent(text: text, step: "T\t\(path)\t\(transition.name)")
    }

    /// Words an event list reads as events of their own, not as a transition's short name.
    static let eventWords: Set<String> = [
        "background", "foreground", "hideWindow", "showWindow", "clear", "pop", "popToRoot",
    ]

    /// `SLOT.op(ARG)`: the raw operation a transition amounts to, when it is one move with no
    /// guard, animation or duration.
    static func rawForm(_ t: TransitionPlan) -> String? {
        // A present or dismiss without `animation:` takes UIKit's default style, coverVertical,
        // which the raw operation's present sets too (Runtime+Presentation).
        guard t.moves.count == 1, t.guards.isEmpty, t.unlessPresented != true, let m = t.moves.first,
            !m.animated, m.animation == .none || modal(m.effect) && m.animation == .coverVertical
        else { return nil }
        let op: String
        switch m.effect {
        case .show(let x): op = "show(\(x))"
        case .clear: op = "clear"
        case .push(let x): op = "push(\(x))"
        case .pop(let n): op = n == 1 ? "pop" : "pop(\(n))"
        case .popTo(let x): op = "popTo(\(x))"
        case .popToRoot: op = "popToRoot"
        case .select(let x): op = "select(\(x))"
        case .present(let x): op = "present(\(x))"
        case .dismiss(let x): op = "dismiss(\(x))"
        }
        return "\(m.slot).\(op)"
    }

    private static func modal(_ effect: SlotEffect) -> Bool {
        switch effect {
        case .present, .dismiss: true
        default: false
        }
    }

    /// The transition a written raw operation (`C0/s1.push(c2)`) amounts to, on a live container.
    static func rawTransition(
        _ path: String, _ operation: String, _ argument: String?, _ plan: Plan, _ runtime: Runtime
    )
        -> (path: String, name: String)?
    {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let container = String(path[..<slash]), slot = path[path.index(after: slash)...]
        guard let type = runtime.liveContainers.first(where: { $0.path == container })?.type,
            let c = plan.container(named: type)
        else { return nil }
        let op = operation + (argument.map { operation == "pop" ? "(\($0))" : "(\($0))" } ?? "")
        return c.transitions.first { rawForm($0) == "\(slot).\(op)" }.map { (container, $0.name) }
    }
}
