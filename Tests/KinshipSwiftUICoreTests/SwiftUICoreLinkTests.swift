import Foundation
import KinshipFlow
import KinshipLinks
import KinshipPlan
import KinshipRuntime
import KinshipSpec
@testable import SwiftUIViewsPodcasts
import Testing

/// Links from every configuration flow analysis explores: each container type's configurations
/// are reached in a run and in the generated core alike (the events that reach an instance of the
/// type, then the explorer's shortest path to the configuration at that instance); from each, every
/// route's `openLink` must end where `kinship run`'s `open(URL)` ends, and the core's state, there
/// and after the link, must encode and decode equal (state restoration).
@MainActor
struct SwiftUICoreLinkTests {
    struct Reached {
        var run: Runtime
        var events: [String]
    }

    /// A fresh run of the spec with `open(URL)` answered by flow analysis, as `kinship run` has it.
    static func launch(_ spec: Spec, _ plan: Plan, _ specPath: String) throws -> Runtime {
        let root = try #require(spec.root?.value)
        let runtime = try Runtime(plan: plan, root: root)
        let planner = LinkPlanner(spec: spec, options: FlowOptions(specPath: specPath))
        runtime.links = planner.opener
        runtime.launch()
        runtime.finish()
        return runtime
    }

    /// The core's event for a run event's text (`PATH.name` or `PATH.tapBack(X)` and the like).
    static func coreEvent(_ text: String) -> (path: [String], event: CoreEvent) {
        var head = Substring(text)
        var argument: String?
        if let open = head.firstIndex(of: "("), head.hasSuffix(")") {
            argument = String(head[head.index(after: open)..<head.index(before: head.endIndex)])
            head = head[..<open]
        }
        let dot = head.lastIndex(of: ".") ?? head.startIndex
        let path = head[..<dot].split(separator: "/").dropFirst().map(String.init)
        let name = String(head[head.index(after: dot)...])
        switch (name, argument) {
        case ("tapBack", let x?): return (path, .tapBack(x))
        case ("swipeBack", let x?): return (path, .swipeBack(x))
        case ("swipeBackCancelled", let x?): return (path, .swipeBackCancelled(x))
        case ("tapTab", let x?): return (path, .tapTab(x))
        case ("swipeDown", let x?): return (path, .swipeDown(x))
        default: return (path, .named(name, value: nil))
        }
    }

    /// Checks every explored configuration of every container type of `specPath`; returns the
    /// problems found and how many (configuration, route) pairs were compared.
    static func check<State: CoreState>(_: State.Type, _ specPath: String) throws -> (
        problems: [String], compared: Int, valued: Int
    ) {
        let (spec, _) = try SwiftUICoreGoldenTests.load(specPath)
        let plan = PlanLowering.lower(spec)
        let root = try #require(spec.root?.value)
        // Each route's example, and with its query items given when it has some.
        let urls = spec.routes.compactMap(\.pattern).flatMap { p in
            [p.exampleURL]
                + (p.query.isEmpty
                    ? []
                    : [p.exampleURL + "?" + p.query.map { "\($0.key)=\(sample($0.parameter))" }.joined(separator: "&")])
        }
        // The shortest events that make an instance of each container type live (breadth-first).
        var reach: [String: (events: [String], path: String)] = [:]
        var frontier: [[String]] = [[]]
        var seen: Set<[String]> = []
        for _ in 0..<6 where reach.count < plan.containers.count {
            var nextFrontier: [[String]] = []
            for events in frontier {
                let run = try replay(spec, plan, specPath, events)
                let lines = EventCandidates.lines(run, plan).sorted { $0.key < $1.key }.flatMap(\.value)
                guard seen.insert(lines).inserted else { continue }
                for (path, type) in run.liveContainers where reach[type] == nil { reach[type] = (events, path) }
                for pick in EventCandidates.all(run, plan, spec) where !pick.text.hasPrefix("--open") {
                    nextFrontier.append(events + [pick.text])
                }
            }
            frontier = nextFrontier
        }
        var problems: [String] = []
        var compared = 0
        var valued = 0
        for flow in FlowAnalysis.explore(spec, plan: plan, options: FlowOptions(specPath: specPath)) {
            guard let (prefix, path) = reach[flow.name] else {
                problems.append("\(flow.name): no run reaches an instance")
                continue
            }
            let slots = plan.container(named: flow.name)?.slots.map(\.name) ?? []
            for configuration in 0..<flow.configurationCount {
                let events = prefix + flow.path(to: configuration).map { "\(path).\($0)" }
                let wanted = flow.contents(of: configuration)
                let run = try replay(spec, plan, specPath, events)
                let contents = run.contents(of: path) ?? [:]
                guard slots.indices.allSatisfy({ (contents[slots[$0]] ?? []) == wanted[$0] }) else {
                    problems.append("\(flow.name) \(flow.label(of: configuration)): \(events) reach \(contents) in run")
                    continue
                }
                var state = State()
                for text in events { apply(&state, text) }
                if let problem = compare(run, plan, state, root, "after \(events)") {
                    problems.append(problem)
                    continue
                }
                for url in urls {
                    let opened = try replay(spec, plan, specPath, events)
                    opened.handle(try EventParser.parse("open(\(url))", location: "links"))
                    opened.finish()
                    var core = state
                    core.apply([], .open(url))
                    compared += 1
                    valued += core.values.isEmpty ? 0 : 1
                    if let problem = compare(opened, plan, core, root, "after \(events), open(\(url))")
                        ?? compareValues(opened, spec, specPath, url, core, "after \(events), open(\(url))")
                    {
                        problems.append(problem)
                    }
                }
            }
        }
        return (problems, compared, valued)
    }

    /// A query item's value of its parameter's type.
    static func sample(_ p: URLPattern.Parameter) -> String {
        switch p.type {
        case .string: "x%20" + p.name
        case .int: "7"
        case .double: "2.5"
        case .bool: "false"
        }
    }

    static func replay(_ spec: Spec, _ plan: Plan, _ specPath: String, _ events: [String]) throws -> Runtime {
        let run = try launch(spec, plan, specPath)
        for text in events {
            run.handle(try EventParser.parse(text, location: "links"))
            run.finish()
        }
        return run
    }

    static func apply<State: CoreState>(_ state: inout State, _ text: String) {
        let (path, event) = coreEvent(text)
        state.apply(path, event)
    }

    /// The first live container whose slots differ, or a state that does not decode equal.
    static func compare<State: CoreState>(_ run: Runtime, _ plan: Plan, _ state: State, _ root: String, _ when: String)
        -> String?
    {
        let expected = EventCandidates.lines(run, plan)
        let actual = Dictionary(grouping: state.lines(root)) { String($0.prefix { $0 != " " }) }
        for path in expected.keys.sorted() where actual[path] != expected[path] {
            return "\(when):\n  run:  \(expected[path] ?? [])\n  core: \(actual[path] ?? [])"
        }
        guard let data = try? JSONEncoder().encode(state),
            let decoded = try? JSONDecoder().decode(State.self, from: data),
            decoded == state
        else { return "\(when): the core's state does not decode equal" }
        return nil
    }

    /// The values the link set: on the instances `run` traced `set(INPUT)` on for it, each the
    /// URL's value of the parameter the route's `set:` feeds that input from.
    static func compareValues<State: CoreState>(
        _ run: Runtime, _ spec: Spec, _ specPath: String, _ url: String, _ state: State, _ when: String
    ) -> String? {
        let expected = RouteAnalysis.linkValues(
            run.lastLinkSets, follows: run.lastLinkFollows, url: url, in: spec, options: FlowOptions(specPath: specPath)
        )
        guard state.values == expected else {
            return
                "\(when): link values\n  run:  \(expected.sorted { $0.key < $1.key })\n  core: \(state.values.sorted { $0.key < $1.key })"
        }
        return nil
    }

    /// A link with values sets them where run does: podcasts' show link, from launch and after
    /// shows were pushed (the show on top takes the id; from launch a new show#1 does).
    @Test func podcastsShowLinkCarriesItsID() throws {
        let path = "specs/podcasts.yaml"
        let (spec, _) = try SwiftUICoreGoldenTests.load(path)
        let plan = PlanLowering.lower(spec)
        var state = SwiftUIViewsPodcasts.NavigationState()
        state.apply([], .open("podcast://show/abc%20d"))
        #expect(state.linkValues == ["library/show#1.showID": "abc d"])
        let run = try Self.replay(spec, plan, path, ["open(podcast://show/abc%20d)"])
        #expect(run.lastLinkSets == ["library/show#1.showID"])
        state.apply([], .open("podcast://library"))
        #expect(state.linkValues == [:])
    }

    @Test(arguments: SwiftUICoreGoldenTests.cases.map(\.name))
    func everyRouteFromEveryConfiguration(_ name: String) throws {
        let spec = try #require(SwiftUICoreGoldenTests.cases.first { $0.name == name }).spec
        let core: any CoreState.Type = try #require(caseCore(name))
        let (problems, compared, valued) = try Self.check(core, spec)
        #expect(problems.isEmpty, "\(problems.prefix(5).joined(separator: "\n"))")
        let (loaded, _) = try SwiftUICoreGoldenTests.load(spec)
        // A spec with routes compares each from somewhere.
        #expect(loaded.routes.isEmpty == (compared == 0), "\(name): \(compared) links compared")
        // A spec whose routes set inputs compares values from somewhere.
        #expect(loaded.routes.allSatisfy(\.sets.isEmpty) == (valued == 0), "\(name): \(valued) links with values")
    }
}
