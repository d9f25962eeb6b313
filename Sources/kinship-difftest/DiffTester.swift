import Foundation
import KinshipCodegen
import KinshipFlow
import KinshipPlan
import KinshipRuntime
import KinshipSpec
import KinshipSyntax

/// One spec under test: its text (and model, when generated), what the loader and flow
/// analysis said, and its plan.
struct Subject {
    var index: Int
    /// The given spec's path, or `spec N`.
    var name: String
    var yaml: String
    var model: RandomSpec?
    var spec: Spec
    var input: GeneratorInput
    var plan: Plan
    var root: String
    var clean: Bool
    var findings: [Diagnostic]
    /// `kinship check` reports nothing: no error and no warning, from the loader or flow analysis.
    var silent = false
}

/// A disagreement between two stages, with what reproduces it.
struct Disagreement {
    var kind: String
    var detail: String
    var yaml: String
    var events: [DiffEvent]
}

@MainActor
final class DiffTester {
    let options: Options
    /// The SwiftUI navigation core against run (SwiftUIStage.swift).
    lazy var swiftUI = SwiftUIStage(
        binDir: options.bin, workDir: URL(fileURLWithPath: options.work).appendingPathComponent("swiftui"))
    var rng: SplitMix
    var specCount = 0
    var listCount = 0
    /// Links opened in the middle of a list (DiffTester+Links.swift).
    var linkCount = 0
    /// The lists `linksMidList` drew, by spec index: the SwiftUI core opens links mid-list too.
    var linkLists: [(index: Int, events: [DiffEvent])] = []
    /// Those lists the generated router opened too (GeneratedStage+Links.swift).
    var generatedLinkCount = 0
    var found: [Disagreement] = []
    var nextIndex = 0
    /// Event lists written for given specs, by spec index.
    var givenEvents: [Int: [String]] = [:]
    /// Events run, by the driver's step kind.
    var kinds: [String: Int] = [:]
    /// Lists naming a container the driver cannot reach from the window.
    var incomparable = 0
    /// Presents run refused through another instance of the same repeated child (flow's bound).
    var unpaired = 0
    /// Specs by what they cover (imports, splits, routes).
    var features: [String: Int] = [:]
    /// Flow against run: configurations found, transitions flow calls enabled, and disabled.
    var flowCounts = (0, 0, 0)
    /// Keys, values, event forms and run options exercised (`--coverage`).
    var coverage = Coverage()
    /// Generated specs the loader refused (the generator's mistake), with the first reasons.
    var unloadable = 0
    var unloadableReasons: [String] = []

    init(_ options: Options) {
        self.options = options
        rng = SplitMix(seed: options.seed)
    }

    /// Batches until the time is up (given specs: one pass); prints every disagreement, then the summary.
    func run() -> Int {
        print("difftest: seed \(options.seed)")
        let start = Date()
        if !options.specs.isEmpty {
            // Spec N of the batch is the Nth given (indices count from 1).
            for (n, path) in options.specs.enumerated() {
                let events = (path as NSString).deletingPathExtension + ".events"
                if let text = try? String(contentsOfFile: events, encoding: .utf8) {
                    givenEvents[n + 1] = text.split(separator: "\n").map(String.init).filter {
                        !$0.hasPrefix("#") && !$0.isEmpty
                    }
                }
            }
            batch(
                options.specs.map { path in ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "", nil) },
                paths: options.specs)
        } else if options.cover > 0 {
            let drawn = (0..<options.cover).map { _ in RandomSpec.make(&rng) }
            let chosen = Self.covering(drawn)
            print("difftest: \(chosen.count) of \(drawn.count) specs drawn write every key and value the draw writes")
            batch(chosen.map { ($0.yaml, $0) })
        } else {
            repeat {
                batch(
                    (0..<options.batch).map { _ in
                        let m = RandomSpec.make(&rng); return (m.yaml, m)
                    })
            } while Date().timeIntervalSince(start) < options.seconds
        }
        for (n, d) in found.enumerated() {
            print(
                "--- disagreement \(n + 1): \(d.kind)\n\(d.detail)\nspec:\n\(d.yaml)events: \(d.events.map(\.text).joined(separator: ","))"
            )
        }
        let names = [
            "P": "deep links opened", "T": "transitions", "O": "outputs", "S": "sheet swipes", "U": "user moves",
            "R": "resizes", "B": "backgrounds", "F": "foregrounds", "H": "hidden windows", "W": "shown windows",
        ]
        if incomparable > 0 {
            print(
                "difftest: \(incomparable) lists named a container off the window's tree (run alone reaches it); not compared"
            )
        }
        print(
            "difftest: events run: "
                + kinds.sorted { $0.key < $1.key }.map { "\($0.value) \(names[$0.key] ?? $0.key)" }.joined(
                    separator: ", "))
        if unpaired > 0 {
            print(
                "difftest: \(unpaired) presents refused through another instance of the same repeated child; flow analysis does not pair those (left out)"
            )
        }
        if !features.isEmpty {
            print(
                "difftest: specs that "
                    + features.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", "))
        }
        print(
            "difftest: flow analysis matched \(flowCounts.0) configurations of live instances; "
                + "\(flowCounts.1) transitions it calls enabled ran, \(flowCounts.2) it calls disabled were refused")
        print(
            "difftest: \(linkCount) links opened mid-list by run, checked against check's routes; \(generatedLinkCount) by the generated router too"
        )
        print(
            "difftest: \(swiftUI.specsEligible) of \(specCount) specs compared on the SwiftUI target (eligible)")
        print(
            "difftest: SwiftUI navigation state compared after \(swiftUI.comparedEvents) events, link values after \(swiftUI.comparedLinks) links"
        )
        if unloadable > 0 {
            print(
                "difftest: \(unloadable) generated specs did not load (the generator's mistake), first: "
                    + unloadableReasons.joined(separator: " | "))
        }
        if options.coverage { for line in coverage.report { print(line) } }
        print("\(specCount) specs, \(listCount) event lists, \(found.count) disagreements")
        // `DIFFTEST_KEEP=1` keeps the work folder (the batch binary, its generated code) to debug with.
        if found.isEmpty, ProcessInfo.processInfo.environment["DIFFTEST_KEEP"] == nil {
            try? FileManager.default.removeItem(atPath: options.work)
        }
        return found.count
    }

    /// The fewest specs (greedily: each time the one that adds the most) that write every key and
    /// closed-set value some spec of `drawn` writes, in the order drawn. A fixed seed's batch so
    /// chosen proves the schema's coverage with a fraction of the compilation.
    static func covering(_ drawn: [RandomSpec]) -> [RandomSpec] {
        let features: [Set<String>] = drawn.map { spec in
            var c = Coverage()
            for file in spec.files { c.count(file: file.text) }
            return Set(c.counts.filter { $0.value > 0 }.keys)
        }
        var missing = features.reduce(into: Set<String>()) { $0.formUnion($1) }
        var chosen: [Int] = []
        while !missing.isEmpty {
            guard
                let best = features.indices.max(by: {
                    (features[$0].intersection(missing).count, -$0) < (features[$1].intersection(missing).count, -$1)
                }), !features[best].isDisjoint(with: missing)
            else { break }
            chosen.append(best)
            missing.subtract(features[best])
        }
        return chosen.sorted().map { drawn[$0] }
    }

    // MARK: Loading

    /// Loads a spec: a given one from its own path (its imports are beside it), a generated one
    /// from the work folder.
    func load(_ yaml: String, model: RandomSpec?, index: Int, path given: String? = nil) -> Subject? {
        // A generated spec's files (it may import its screens) in a folder of their own.
        let dir = URL(fileURLWithPath: options.work).appendingPathComponent("specs/spec\(index)")
        try? FileManager.default.removeItem(at: dir)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = given ?? dir.appendingPathComponent("spec.yaml").path
        if given == nil {
            for file in model?.files ?? [("spec.yaml", yaml)] {
                guard
                    (try? file.text.write(to: dir.appendingPathComponent(file.name), atomically: false, encoding: .utf8))
                        != nil
                else { return nil }
            }
        }
        let loader = SpecLoader()
        let loadedSpec = loader.load(path)
        let loaded = loadedSpec.spec, diagnostics = loadedSpec.diagnostics
        guard let spec = loaded, !diagnostics.contains(where: { $0.severity == .error }) else {
            if let model {
                unloadable += 1
                let first = diagnostics.first { $0.severity == .error }.map { "\($0.id): \($0.message)" }
                if unloadableReasons.count < 3, let first { unloadableReasons.append(first) }
                // Every draw must load (`--draws` finds those that do not in seconds): one that
                // does not is the generator's disagreement with `check`, reported with its spec.
                found.append(
                    Disagreement(
                        kind: "generator", detail: "a drawn spec does not load: \(first ?? "no spec")",
                        yaml: model.listing, events: []))
            }
            return nil
        }
        let plan = PlanLowering.lower(spec)
        guard let root = plan.root else { return nil }
        // As `kinship check`: a route that cannot be opened (unreachable, or its values start
        // an answer that moves) is an error, and generate refuses the spec.
        let findings =
            FlowAnalysis.diagnostics(spec, options: FlowOptions(specPath: "spec.yaml"))
            + RouteAnalysis.diagnostics(spec, options: FlowOptions(specPath: "spec.yaml"))
        let input = GeneratorInput(spec: spec, specFileName: "spec\(index).yaml") { range in
            URL(fileURLWithPath: loader.sources.path(range.file)).lastPathComponent
        }
        // And as `kinship check` given the file generate is given: a type named after it taken.
        let fileNamed = SpecFileTypeNames.collisions(spec, specFileName: input.specFileName, target: .uikit)
        return Subject(
            index: index, name: given ?? "spec \(index)", yaml: model?.listing ?? yaml, model: model, spec: spec,
            input: input, plan: plan, root: root,
            clean: !findings.contains { $0.severity == .error } && fileNamed.isEmpty, findings: findings,
            silent: findings.isEmpty && diagnostics.isEmpty)
    }

    // MARK: One batch

    func batch(_ texts: [(String, RandomSpec?)], paths: [String]? = nil) {
        var subjects: [Subject] = []
        for (n, (yaml, model)) in texts.enumerated() {
            nextIndex += 1
            if let s = load(yaml, model: model, index: nextIndex, path: paths?[n]) {
                subjects.append(s)
            } else if let path = paths?[n], let spec = SpecLoader().load(path).spec, spec.root == nil {
                print("difftest: \(path): no root (a library of types); skipped")
            } else if model == nil {
                found.append(
                    Disagreement(kind: "load", detail: "a given spec does not load clean", yaml: yaml, events: []))
            }
        }
        specCount += subjects.count
        for s in subjects {
            for file in s.model?.files ?? [("spec.yaml", s.yaml)] { coverage.count(file: file.text) }
            if s.model?.importsScreens == true { features["import their screens", default: 0] += 1 }
            if s.plan.containers.contains(where: { $0.kind == .split }) { features["have a split", default: 0] += 1 }
            if s.plan.containers.contains(where: RandomSpec.repeatsInColumn) {
                features["repeat a split's detail child", default: 0] += 1
            }
            if !s.spec.routes.isEmpty { features["have routes", default: 0] += 1 }
        }
        for s in subjects { replayCounterexamples(s) }
        found += linksMidList(subjects)
        // Payloads of the app's own types (tunnel's Coordinate) need the app's declarations:
        // such specs are left out of the generated-code stage.
        let foreign = subjects.filter { !GeneratedStage.selfContained($0.plan) }
        for s in foreign { print("difftest: \(s.name): payload types of its own; its generated code is not compiled") }
        subjects.removeAll { !GeneratedStage.selfContained($0.plan) }
        guard let stage = compiledStage(&subjects) else { return }
        var lists: [(subject: Int, events: [DiffEvent])] = []
        for (i, s) in subjects.enumerated() {
            // A given spec's `NAME.events` beside it: one list per line, run as written.
            for line in givenEvents[s.index] ?? [] {
                guard
                    let events = RuntimeStage.given(
                        Self.events(in: line), s.plan,
                        root: s.root, spec: s.spec)
                else {
                    found.append(
                        Disagreement(kind: "load", detail: "unreadable events: \(line)", yaml: s.yaml, events: []))
                    continue
                }
                lists.append((i, events))
            }
            for _ in 0..<options.lists {
                let events = RuntimeStage.randomList(
                    s.model ?? RandomSpec(screens: [], containers: []), s.plan, root: s.root, &rng,
                    length: rng.int(1...10), loaded: s.spec)
                if !events.isEmpty { lists.append((i, events)) }
            }
        }
        listCount += lists.count
        let opened = linkLists.compactMap { list in
            subjects.firstIndex { $0.index == list.index }.map { ($0, list.events) }
        }
        found += swiftUI.compare(subjects, lists + opened)
        for list in lists {
            for e in list.events {
                kinds[String(e.step.prefix(1)), default: 0] += 1
                if e.step.hasPrefix("P\t") {
                    coverage.count("run:open")
                } else if let parsed = try? EventParser.parse(e.text, location: "--events") {
                    coverage.count("event:" + Coverage.eventForm(parsed.kind))
                }
            }
        }
        let runs = stage.run(lists.map { (subjects[$0.subject].index, $0.events.map(\.step)) }) ?? []
        found += generatedLinks(subjects, stage)
        var flowStages: [Int: FlowStage] = [:]
        for (n, list) in lists.enumerated() where n < runs.count {
            let s = subjects[list.subject]
            if let launch = list.events.first, launch.step.hasPrefix("L\t") {
                let f = launch.step.split(separator: "\t").map(String.init)
                if f.count >= 5 {
                    if f[1] != "390" || f[2] != "844" { coverage.count("run:size") }
                    if f[3] != "device" { coverage.count("run:safeArea") }
                    if f[4] == "1" { coverage.count("run:layout") }
                    if f.count > 5, f[5] != "table" { coverage.count("run:barHeights") }
                }
            }
            if let problem = compare(s, list.events, generated: runs[n], counting: true) {
                found.append(shrink(s, list.events, problem, stage: stage))
            } else {
                // Flow analysis's configurations and enabled transitions against run's.
                let flow = flowStages[list.subject] ?? FlowStage(s.spec, plan: s.plan, findings: s.findings)
                flowStages[list.subject] = flow
                if let problem = flow.compare(s.plan, root: s.root, list.events, spec: s.spec) {
                    found.append(shrinkFlow(s, list.events, problem, flow))
                }
                flowCounts = (
                    flowCounts.0 + flow.configurationsSeen, flowCounts.1 + flow.enabledRun,
                    flowCounts.2 + flow.disabledRun
                )
                unpaired += flow.unpaired
                (flow.configurationsSeen, flow.enabledRun, flow.disabledRun, flow.unpaired) = (0, 0, 0, 0)
            }
        }
    }

    /// The events of a written list: split at the commas outside parentheses (an output's
    /// values have their own).
    static func events(in line: String) -> [String] {
        var out: [String] = [], current = "", depth = 0
        for ch in line {
            if ch == "(" { depth += 1 } else if ch == ")" { depth -= 1 }
            if ch == ",", depth == 0 {
                out.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(ch)
            }
        }
        out.append(current.trimmingCharacters(in: .whitespaces))
        return out.filter { !$0.isEmpty }
    }

    /// Compiles the batch; a clean spec whose code does not compile (or warns) is a disagreement
    /// and leaves the batch, as does any spec generate refuses.
    func compiledStage(_ subjects: inout [Subject]) -> GeneratedStage? {
        let stage = GeneratedStage(
            binDir: options.bin, workDir: URL(fileURLWithPath: options.work).appendingPathComponent("batch"))
        for _ in 0..<4 {
            guard
                let refused = try? stage.write(
                    subjects.map { GeneratedStage.Member(index: $0.index, input: $0.input, plan: $0.plan) })
            else { return nil }
            for s in subjects where refused[s.index] != nil && s.clean {
                found.append(
                    Disagreement(
                        kind: "check-vs-generate",
                        detail: "check is clean, generate refuses: \(refused[s.index] ?? "")", yaml: s.yaml, events: [])
                )
            }
            subjects.removeAll { refused[$0.index] != nil }
            guard let errors = stage.compile() else { return stage }
            let located = errors.split(separator: "\n").filter { $0.contains("error:") || $0.contains("warning:") }
            if ProcessInfo.processInfo.environment["DIFFTEST_DEBUG"] != nil {
                for l in located where !l.hasPrefix(" ") {
                    let f = l.split(separator: ":")
                    let text = (try? String(contentsOfFile: String(f[0]), encoding: .utf8))?.split(
                        separator: "\n", omittingEmptySubsequences: false)
                    let n = f.count > 1 ? Int(f[1]) ?? 0 : 0
                    print("DEBUG \(l)\n    \(text.map { n > 0 && n <= $0.count ? String($0[n - 1]) : "" } ?? "")")
                }
            }
            let bad = Set(located.compactMap { $0.firstMatch(of: /spec(\d+)\//).flatMap { Int($0.1) } })
            if bad.isEmpty {
                print("difftest: the batch does not compile:\n" + errors.prefix(3000))
                return nil
            }
            for s in subjects where bad.contains(s.index) && s.clean {
                let lines = errors.split(separator: "\n").filter {
                    $0.contains("spec\(s.index)/") && ($0.contains("error:") || $0.contains("warning:"))
                }
                found.append(
                    Disagreement(
                        kind: "check-vs-generate",
                        detail: "check is clean, the generated code does not compile without warnings:\n"
                            + lines.prefix(5).joined(separator: "\n"),
                        yaml: s.yaml, events: []))
            }
            subjects.removeAll { bad.contains($0.index) }
        }
        print("difftest: the batch still does not compile after four tries; left out")
        return nil
    }

    // MARK: Comparisons

    /// run vs generated code: the same trace, the same events refused, no model complaint.
    /// Warnings `kinship run` gives for what the event list did, not for the spec: the user's
    /// swipe on a sheet that is not dismissible, a tap on an untappable tab, a transition its
    /// guards disable (a refusal, compared as one). Any other run
    /// warning on a spec `check` reports nothing for is a disagreement.
    static let eventWarnings: Set<String> = ["swipe-refused", "tap-refused", "transition-disabled"]

    func compare(
        _ s: Subject, _ events: [DiffEvent], generated: StageRun, counting: Bool = false, links: LinkOpener? = nil
    ) -> String? {
        // What check calls an error, generated code need not mirror (a pop below a stack's root).
        guard s.clean else { return nil }
        // A container made but never shown (a set made it) has no path from the window for the
        // driver to follow: run alone can name it, so the list cannot be compared.
        if generated.problems.contains(where: { $0.hasPrefix("unreachable ") }) {
            incomparable += 1
            return nil
        }
        let expected = RuntimeStage.run(s.plan, root: s.root, events, spec: s.spec, links: links)
        if counting {
            coverage.count("event:refused", expected.refused.filter { $0 == true }.count)
            if !expected.frames.isEmpty, s.plan.containers.contains(where: { $0.kind == .custom }) {
                coverage.count("run:frames")
            }
        }
        if expected.trace != generated.trace {
            let i =
                zip(expected.trace, generated.trace).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(expected.trace.count, generated.trace.count)
            let show = { (t: [String]) in t[max(0, i - 2)..<min(t.count, i + 3)].joined(separator: "\n    ") }
            let line = { (t: [String]) in i < t.count ? "'\(t[i])'" : "the end" }
            return
                "run-vs-generated: traces differ at line \(i + 1) (run: \(line(expected.trace)), generated: \(line(generated.trace)))\n  run:\n    \(show(expected.trace))\n  generated:\n    \(show(generated.trace))"
        }
        // Refusals are compared on clean specs only: generated code runs what check calls an
        // error (a push of what is in the stack) without a refusal of its own.
        let differs =
            expected.refused.count != generated.refused.count
            || zip(expected.refused, generated.refused).contains { run, gen in gen != nil && gen != run }
        if differs {
            return
                "run-vs-generated: refused events differ: run \(expected.refused), generated \(generated.refused); run said: \(expected.problems)"
        }
        if !expected.changedWhenRefused.isEmpty {
            return "run-refused-yet-changed: run refused \(expected.changedWhenRefused) and its trace moved"
        }
        if expected.frames != generated.frames {
            let i =
                zip(expected.frames, generated.frames).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(expected.frames.count, generated.frames.count)
            let line = { (t: [String]) in i < t.count ? "'\(t[i])'" : "nothing" }
            return
                "run-vs-generated: view frames differ (run: \(line(expected.frames)), generated: \(line(generated.frames)))"
        }
        if s.silent {
            let warned = expected.warnings.filter { w in
                let id = String(w.dropFirst().prefix { $0 != "]" })
                return !Self.eventWarnings.contains(id)
            }
            if let first = warned.first {
                return "check-vs-run: check reports nothing, run warns \(first)"
            }
        }
        let modelProblems = generated.problems.filter { $0.hasPrefix("model: ") }.map {
            String($0.dropFirst("model: ".count))
        }
        .filter { !expected.diagnostics.contains($0) }
        if !modelProblems.isEmpty {
            return "run-vs-generated: the UIKit model complained of the generated code only: \(modelProblems)"
        }
        return nil
    }

    /// flow vs run: every error's `reproduce with:` command, run, meets that error in its last
    /// event, in the same words, and nothing before it fails.
    func replayCounterexamples(_ s: Subject) {
        for finding in s.findings where finding.severity == .error {
            guard let note = finding.notes.first(where: { $0.message.hasPrefix("reproduce with: ") })?.message,
                let range = note.range(of: "--events ")
            else { continue }
            var text = String(note[range.upperBound...])
            if let space = text.firstIndex(of: " "), !text.hasPrefix("'") { text = String(text[..<space]) }
            if text.hasPrefix("'") { text = String(text.dropFirst().prefix { $0 != "'" }) }
            let root = note.range(of: "--root ").map { String(note[$0.upperBound...].prefix { $0 != " " }) } ?? s.root
            guard let parsed = try? EventParser.parseList(text) else {
                found.append(
                    Disagreement(
                        kind: "flow-vs-run", detail: "unreadable counterexample: \(note)", yaml: s.yaml, events: []))
                continue
            }
            let events = parsed.map { DiffEvent(text: $0.text, step: "") }
            let run = RuntimeStage.run(s.plan, root: root, events, waits: false)
            let rest = { (m: String) in m.range(of: "': ").map { String(m[$0.upperBound...]) } ?? m }
            let early = run.refused.dropLast().contains { $0 == true }
            let met = run.problems.contains { $0.contains("[\(finding.id)]") && $0.hasSuffix(rest(finding.message)) }
            if early || !met || run.refused.last != true {
                found.append(
                    Disagreement(
                        kind: "flow-vs-run",
                        detail: "[\(finding.id)] \(finding.message)\n  \(note)\n  run said: \(run.problems)",
                        yaml: s.yaml, events: events))
            }
        }
    }

    // MARK: Shrinking

    /// What makes two disagreements the same one while shrinking: the comparison that failed and
    /// what it failed on (the refusal's id, the container type), not the events named in the words.
    /// A shorter list that disagrees for another reason (a short event name that has become
    /// ambiguous) is not a smaller case of the first.
    static func signature(_ problem: String) -> String {
        if let m = problem.firstMatch(of: /run refuses it: \[([a-z-]+)\]/) { return "enabled-refused \(m.1)" }
        if problem.contains(" disabled, run does not refuse") {
            return "disabled-run " + (problem.firstMatch(of: /\[([a-z-]+)\]/).map { String($0.1) } ?? "")
        }
        if let m = problem.firstMatch(of: #/' \((\w+)\) is in /#) { return "configuration \(m.1)" }
        // The lines that differ, instance numbers aside (a smaller case may number them otherwise).
        if let m = problem.firstMatch(of: /traces differ at line \d+ (\(.*\))/) {
            return "traces differ " + String(m.1).replacing(/#\d+/, with: "#")
        }
        for words in ["refused events differ", "the UIKit model complained"]
        where problem.contains(words) {
            return words
        }
        return String(problem.prefix { $0 != "\n" })
    }

    /// The shrunk case's words, and the first ones and their list when they differ.
    static func detail(_ shrunk: String, first: String, original: [DiffEvent]) -> String {
        shrunk == first
            ? shrunk
            : shrunk + "\n  (before shrinking: \(first)\n   events: \(original.map(\.text).joined(separator: ",")))"
    }

    /// The shortest event list (one event left out at a time) that flow and run still disagree on.
    func shrinkFlow(_ s: Subject, _ events: [DiffEvent], _ problem: String, _ flow: FlowStage) -> Disagreement {
        let original = events
        var events = events
        var detail = problem
        let same = Self.signature(problem)
        var i = events.count - 1
        while i >= 0, events.count > 1 {
            var shorter = events
            shorter.remove(at: i)
            if let p = flow.compare(s.plan, root: s.root, shorter, spec: s.spec), Self.signature(p) == same {
                events = shorter
                detail = p
            }
            i -= 1
        }
        return Disagreement(
            kind: "flow-vs-run", detail: Self.detail(detail, first: problem, original: original), yaml: s.yaml,
            events: events)
    }

    /// The shortest event list (one event left out at a time while the disagreement stays),
    /// then, for a generated spec, smaller specs compiled alone while it still disagrees.
    func shrink(_ s: Subject, _ events: [DiffEvent], _ problem: String, stage: GeneratedStage) -> Disagreement {
        let original = events
        var events = events
        var detail = problem
        let same = Self.signature(problem)
        var i = events.count - 1
        while i >= 0, events.count > 1 {
            var shorter = events
            shorter.remove(at: i)
            if let runs = stage.run([(s.index, shorter.map(\.step))]), let p = compare(s, shorter, generated: runs[0]),
                Self.signature(p) == same
            {
                events = shorter
                detail = p
            }
            i -= 1
        }
        var subject = s
        if var model = s.model {
            let small = GeneratedStage(
                binDir: options.bin, workDir: URL(fileURLWithPath: options.work).appendingPathComponent("shrink"))
            var budget = options.shrinkBudget
            var improved = true
            while improved, budget > 0 {
                improved = false
                for candidate in model.smaller where budget > 0 {
                    guard let c = load(candidate.yaml, model: candidate, index: s.index) else { continue }
                    // Only the events the smaller spec still has (a transition it lost is dropped).
                    let kept = events.filter { e in
                        let f = e.step.split(separator: "\t").map(String.init)
                        if f.first == "P" { return !c.spec.routes.isEmpty }
                        guard f.first == "T" || f.first == "O", f.count > 2 else { return true }
                        return c.plan.containers.contains {
                            $0.transitions.contains { $0.name == f[2] }
                                || $0.children.contains { $0.outputs.contains { $0.name == f[2] } }
                        }
                    }
                    guard !kept.isEmpty else { continue }
                    budget -= 1
                    guard
                        (try? small.write([GeneratedStage.Member(index: c.index, input: c.input, plan: c.plan)]))
                            != nil, small.compile() == nil,
                        let runs = small.run([(c.index, kept.map(\.step))]),
                        let p = compare(c, kept, generated: runs[0]), Self.signature(p) == same
                    else { continue }
                    model = candidate
                    subject = c
                    events = kept
                    detail = p
                    improved = true
                    break
                }
            }
        }
        return Disagreement(
            kind: String(detail.prefix { $0 != ":" }), detail: Self.detail(detail, first: problem, original: original),
            yaml: subject.yaml, events: events)
    }
}
