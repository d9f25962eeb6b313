import Foundation
import KinshipCodegen
import KinshipFlow
import KinshipLinks
import KinshipPlan
import KinshipRuntime
import KinshipSpec

/// The SwiftUI target against run: every spec of a batch the SwiftUI target accepts (no custom
/// container, no context style or modal animation) has its navigation state core generated in
/// its own namespace and compiled, with a driver, into one executable; each event list is
/// replayed on the core and on the runtime, and after every event each live container's slots
/// (the selected tab, each stack's children in order, each presenter's item) must be equal.
/// A list is compared up to the first time its window is hidden (or a split resized): the core
/// does not model the window. The app's background changes no slot and is replayed as nothing.
@MainActor
final class SwiftUIStage {
    let binDir: String
    let workDir: URL
    /// Events after which the states were compared, over the whole run.
    private(set) var comparedEvents = 0
    /// Specs the SwiftUI target accepts, compared here (the goal is a third of all: DESIGN.md).
    private(set) var specsEligible = 0
    /// Links whose values were compared (SwiftUIStage+LinkValues.swift).
    var comparedLinks = 0

    init(binDir: String, workDir: URL) {
        self.binDir = binDir
        self.workDir = workDir
    }

    /// Compares the lists of the eligible subjects; returns the disagreements.
    func compare(_ subjects: [Subject], _ lists: [(subject: Int, events: [DiffEvent])]) -> [Disagreement] {
        var eligible: [Int: Subject] = [:]
        for (i, s) in subjects.enumerated()
        where s.clean && SwiftUIRefusals.check(s.spec).isEmpty
            && SpecFileTypeNames.collisions(s.spec, specFileName: s.input.specFileName, target: .swiftui).isEmpty
        {
            eligible[i] = s
        }
        specsEligible += eligible.count
        // Each list up to the first time its window is hidden or (for a split) resized: the core
        // does not model the window; the app's background and foreground, a window shown while
        // shown and a resize of a spec without a split change no slot, and are replayed as
        // nothing. A deep link is opened on both sides.
        var chosen: [(subject: Int, events: [DiffEvent])] = lists.compactMap { list in
            guard let s = eligible[list.subject] else { return nil }
            let split = s.plan.containers.contains { $0.kind == .split }
            let prefix = list.events.prefix { e in
                let kind = e.step.prefix(1)
                return ["T", "O", "S", "U", "B", "F", "W", "P"].contains(kind) || kind == "R" && !split
            }
            guard !prefix.isEmpty else { return nil }
            // The steps read again off a runtime that runs just these events, as compareList
            // replays them: a PATH a step names depends on what is live at that point.
            let steps = RuntimeStage.given(prefix.map(\.text), s.plan, root: s.root, spec: s.spec)
            return (list.subject, steps ?? Array(prefix))
        }
        var found: [Disagreement] = []
        // A spec whose core does not compile (or warns) is a disagreement of its own and leaves
        // the batch; the others are compiled again without it.
        for _ in 0..<3 {
            let members = Set(chosen.map(\.subject)).compactMap { eligible[$0] }.sorted { $0.index < $1.index }
            guard !chosen.isEmpty, write(members) else { return found }
            guard let errors = compile() else { break }
            let bad = Set(
                errors.split(separator: "\n").compactMap {
                    $0.firstMatch(of: /swiftui\/spec(\d+)\//).flatMap { Int($0.1) }
                })
            let culprits = members.filter { bad.contains($0.index) }
            if culprits.isEmpty {
                return found + [
                    Disagreement(
                        kind: "swiftui-core", detail: "the cores do not compile:\n" + errors.prefix(3000), yaml: "",
                        events: [])
                ]
            }
            for s in culprits {
                let lines = errors.split(separator: "\n").filter {
                    $0.contains("spec\(s.index)/") && $0.contains("error:")
                }
                found.append(
                    Disagreement(
                        kind: "swiftui-core",
                        detail: "the SwiftUI core does not compile without warnings:\n"
                            + lines.prefix(5).joined(separator: "\n"),
                        yaml: s.yaml, events: []))
            }
            chosen.removeAll { list in culprits.contains { $0.index == eligible[list.subject]?.index } }
        }
        let input = chosen.map { list in
            "\(eligible[list.subject]?.index ?? 0)\u{1E}" + list.events.map(\.step).joined(separator: "\u{1F}")
        }
        let (status, output) = Shell.run(
            [workDir.appendingPathComponent("cores").path], input: input.joined(separator: "\n") + "\n")
        guard status == 0 else {
            return [
                Disagreement(
                    kind: "swiftui-core", detail: "the driver failed:\n" + output.prefix(2000), yaml: "", events: [])
            ]
        }
        // Per list, per event (launch first): the core's lines.
        var states: [[[String]]] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "=list" {
                states.append([])
            } else if line == "=event" {
                states[states.count - 1].append([])
            } else if line.hasPrefix(" "), !states.isEmpty, !(states.last?.isEmpty ?? true) {
                states[states.count - 1][states[states.count - 1].count - 1].append(String(line.dropFirst()))
            }
        }
        for (n, list) in chosen.enumerated() {
            guard let s = eligible[list.subject], n < states.count else { continue }
            if let problem = compareList(s, list.events, core: states[n]) { found.append(problem) }
        }
        return found
    }

    /// The runtime, event by event (each settled before the next, as the core has no time), against the core's lines.
    private func compareList(_ s: Subject, _ events: [DiffEvent], core: [[String]]) -> Disagreement? {
        guard let runtime = try? Runtime(plan: s.plan, root: s.root) else { return nil }
        runtime.links = LinkPlanner(spec: s.spec, options: FlowOptions(specPath: "spec.yaml")).opener
        runtime.launch()
        runtime.finish()
        for step in 0...events.count {
            if step > 0 {
                // `open(URL)` mid-list as run opens it; `--open URL` first, as the launch does.
                if let url = RuntimeStage.opened(events[step - 1]), !events[step - 1].text.hasPrefix("open(") {
                    _ = RuntimeStage.open(runtime, s.spec, url)
                } else {
                    guard let parsed = try? EventParser.parse(events[step - 1].text, location: "--events") else {
                        return nil
                    }
                    runtime.handle(parsed)
                }
                runtime.finish()
            }
            guard step < core.count else {
                return Disagreement(
                    kind: "swiftui-core", detail: "the core stopped after \(core.count - 1) events", yaml: s.yaml,
                    events: events)
            }
            comparedEvents += step > 0 ? 1 : 0
            if let problem = linkValuesDisagree(s, events, step: step, runtime, core: core[step]) { return problem }
            let mine = Dictionary(grouping: core[step]) { String($0.prefix { $0 != " " }) }
            for (path, type) in runtime.liveContainers {
                guard let c = s.plan.container(named: type), let contents = runtime.contents(of: path) else { continue }
                let expected = c.slots.map {
                    "\(path) \($0.name): " + (contents[$0.name] ?? []).joined(separator: ", ")
                }
                if mine[path] != expected {
                    return Disagreement(
                        kind: "swiftui-core",
                        detail:
                            "after event \(step) the SwiftUI core differs from run at \(path)\n  run:  \(expected)\n  core: \(mine[path] ?? [])"
                            + "\n  core steps: \(events.prefix(step).map { $0.step.replacingOccurrences(of: "\t", with: " ") })",
                        yaml: s.yaml, events: Array(events.prefix(step)))
                }
            }
        }
        return nil
    }

    private func write(_ subjects: [Subject]) -> Bool {
        try? FileManager.default.removeItem(at: workDir)
        guard (try? FileManager.default.createDirectory(at: workDir, withIntermediateDirectories: true)) != nil else {
            return false
        }
        var cases: [String] = []
        var extensions: [String] = []
        for s in subjects {
            let ns = "Spec\(s.index)"
            guard
                let outputs = try? SwiftGenerator.generate(
                    s.input, options: GeneratorOptions(target: .swiftui, namespace: ns))
            else { continue }
            let folder = workDir.appendingPathComponent("spec\(s.index)")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            // The core only: the views need SwiftUI, which the tests type-check against a stand-in.
            for output in outputs where !output.isSwiftUIViewsFile {
                try? output.contents.write(
                    to: folder.appendingPathComponent(output.name), atomically: false, encoding: .utf8)
            }
            let root = "\(ns).NavigationState", event = "\(ns).NavigationEvent"
            let link = ns + "." + SpecFileTypeNames.link(SpecFileTypeNames.base(s.input.specFileName))
            let open =
                s.input.routes.isEmpty
                ? "_ = url" : "if let link = \(link)(url: url) { openLink(link, values: link.values(url: url)) }"
            extensions.append(
                """
                extension \(root): Replaying {
                    mutating func replay(_ path: ArraySlice<String>, _ event: \(event)) -> [\(event)]? {
                        noteWindow(\(ns).NavigationContext())
                        defer { noteWindow(\(ns).NavigationContext()) }
                        return replay(path, event, \(ns).NavigationContext())
                    }
                    mutating func open(url: String) {
                        \(open)
                    }
                }
                extension \(event): EventMaking {
                    static func make(name: String, value: String?) -> Self { .named(name, value: value) }
                    static func user(_ move: String, _ child: String) -> Self? {
                        switch move {
                        case "tab": .tapTab(child)
                        case "tapBack": .tapBack(child)
                        case "swipeBack": .swipeBack(child)
                        case "swipeBackCancelled": .swipeBackCancelled(child)
                        case "swipeDown": .swipeDown(child)
                        default: nil
                        }
                    }
                }

                """ + Self.linkValued(root, hasRoutes: !s.input.routes.isEmpty))
            cases.append(
                "    case \(s.index): drive(\(ns).NavigationState(), \(SwiftLiteral.string(s.root)), steps, \(ns).NavigationEvent.self)"
            )
        }
        let driver =
            Self.driverHead + Self.linkValuesHead + extensions.joined() + """
                func runList(_ line: Substring) {
                    print("=list")
                    let parts = line.split(separator: "\\u{1E}", omittingEmptySubsequences: false)
                    guard parts.count == 2, let index = Int(parts[0]) else { return }
                    let steps = parts[1].split(separator: "\\u{1F}").map { $0.split(separator: "\\t", omittingEmptySubsequences: false).map(String.init) }
                    switch index {
                \(cases.joined(separator: "\n"))
                    default: break
                    }
                }

                while let line = readLine() { runList(Substring(line)) }

                """
        return (try? driver.write(to: workDir.appendingPathComponent("main.swift"), atomically: false, encoding: .utf8))
            != nil
    }

    private func compile() -> String? {
        let sources = (FileManager.default.enumerator(atPath: workDir.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { workDir.appendingPathComponent($0).path }
        let args =
            [
                "swiftc", "-swift-version", "6", "-warnings-as-errors", "-Onone", "-module-name", "SwiftUICores", "-o",
                workDir.appendingPathComponent("cores").path,
            ] + sources
        let (status, output) = Shell.run(args)
        return status == 0 ? nil : output
    }

    /// What every spec's driver shares: a protocol its generated state satisfies, and the replay of one list.
    static let driverHead = #"""
        protocol Replaying {
            associatedtype Event
            mutating func replay(_ path: ArraySlice<String>, _ event: Event) -> [Event]?
            mutating func open(url: String)
            func snapshot(_ path: String, into lines: inout [String])
        }

        protocol EventMaking {
            static func make(name: String, value: String?) -> Self
            static func user(_ move: String, _ child: String) -> Self?
        }

        func drive<State, Event: EventMaking>(_ initial: State, _ root: String, _ steps: [[String]], _: Event.Type)
        where State: Replaying, State.Event == Event {
            var state = initial
            func show() {
                print("=event")
                var lines: [String] = []
                state.snapshot(root, into: &lines)
                for line in lines + linkValueLines(state) { print(" " + line) }
            }
            show()
            for f in steps {
                // A PATH is walked from the root: one that starts elsewhere (a short form naming
                // no child or several, left as written) reaches nothing, as run refuses it.
                let below = { (path: String) -> ArraySlice<String>? in
                    let parts = path.split(separator: "/").map(String.init)
                    return parts.first == root ? parts.dropFirst() : nil
                }
                switch f[0] {
                case "T" where f.count > 2: _ = below(f[1]).map { state.replay($0, Event.make(name: f[2], value: nil)) }
                case "O" where f.count > 2: _ = below(f[1]).map { state.replay($0, Event.make(name: f[2], value: f.count > 3 ? f[3] : nil)) }
                // A swipe let go (`cancel`) changes no slot: the core has no event for it.
                case "S" where f.count > 3 && f[3] == "cancel": break
                case "S" where f.count > 2: _ = below(f[1]).flatMap { p in Event.user("swipeDown", f[2]).map { state.replay(p, $0) } }
                case "P" where f.count > 1: state.open(url: f[1])
                case "U" where f.count > 3: _ = below(f[1]).flatMap { p in Event.user(f[2], f[3]).map { state.replay(p, $0) } }
                default: break
                }
                show()
            }
        }

        """#
}
