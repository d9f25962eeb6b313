import Foundation
@testable import KinshipFlow
import KinshipPlan
import KinshipSpec
import Testing

/// Routes checked against the flows: golden witnesses for the bundled specs, and the search's
/// answers on small cases (shortest, composed top-down, linear in the configurations).
@Suite struct RouteWitnessTests {
    static let fixtures = Golden.tests.appendingPathComponent("Fixtures/specs")

    /// `kinship explore specs/<name>.yaml --routes`, for every bundled spec that declares routes.
    @Test(arguments: ["app", "mail", "folders", "podcasts"])
    func goldenWitnesses(_ name: String) throws {
        let loader = SpecLoader()
        let loadedSpec = loader.load(Golden.specs.appendingPathComponent(name + ".yaml").path)
        let loaded = loadedSpec.spec, diagnostics = loadedSpec.diagnostics
        #expect(diagnostics.isEmpty)
        let spec = try #require(loaded)
        let results = RouteAnalysis.analyze(spec, options: FlowOptions(specPath: "specs/\(name).yaml"))
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { $0.steps != nil }, "every bundled route has a witness")
        let text = RouteRenderer(files: loader.sources, specPath: "specs/\(name).yaml").text(results)
        Golden.check(text, against: Self.fixtures.appendingPathComponent("\(name)/routes.txt"))
    }

    /// `explore --routes` says from where a link opens nothing: one `not from:` line per
    /// `route-unreachable-from` finding, with the events that reach that configuration, both
    /// for a level with no way back (a sheet only the user dismisses) and for a level under
    /// another container's sheet.
    @Test func exploreSaysFromWhereALinkOpensNothing() throws {
        let flow = Golden.tests.appendingPathComponent("Fixtures/flow")
        var notFrom: [String: [RouteResult.NotFrom]] = [:]
        for name in ["route-unreachable-from", "route-unreachable-from-covered"] {
            let loader = SpecLoader()
            let spec = try #require(loader.load(flow.appendingPathComponent(name + "/spec.yaml").path).spec)
            let results = RouteAnalysis.analyze(spec, options: FlowOptions(specPath: "spec.yaml"))
            for result in results { notFrom[result.route.name.value] = result.notFrom }
            let text = RouteRenderer(files: loader.sources, specPath: "spec.yaml").text(results)
            #expect(
                text.components(separatedBy: "  not from: ").count - 1 == results.map(\.notFrom.count).reduce(0, +),
                "\(text)")
            #expect(results.allSatisfy { $0.notFrom.count == $0.fromAnywhere.count })
        }
        #expect(notFrom["home"]?.map(\.events) == [["App.play"], ["App/library.openAlbum"]])
        #expect(notFrom["settings"]?.map(\.events) == [["App.play"]])
        #expect(notFrom["player"]?.map(\.events) == [["App/library.showInfo"]])
        #expect(notFrom["player"]?.first?.place.contains("under what 'App/library' presents") == true)
    }

    private func analyze(_ yaml: String) throws -> [RouteResult] {
        let loader = SpecLoader()
        let loadedSpec = loader.load("inline.yaml", contents: Array(yaml.utf8))
        let loaded = loadedSpec.spec, diagnostics = loadedSpec.diagnostics
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.message))")
        return RouteAnalysis.analyze(try #require(loaded), options: FlowOptions(specPath: "inline.yaml"))
    }

    /// Each level is the shortest of its own container, concatenated parent first: the tab is
    /// selected before the stack inside it is pushed, and the nested stack's own shortest way
    /// (one push, not the detour through `other`) is kept.
    @Test func composesShortestLevelsTopDown() throws {
        let results = try analyze(
            """
            kinship: 1
            screens: { A: A, B: B, C: C }
            containers:
              Tabs:
                kind: tabs
                children: { first: A, second: Stack }
                slots: { content: { accepts: [first, second], initial: first } }
                transitions: { toSecond: { content: { select: second } } }
              Stack:
                kind: navigation
                children: { root: A, other: B, leaf: C }
                slots: { content: { accepts: [root, other, leaf], initial: [root] } }
                transitions:
                  other: { content: { push: other, from: root } }
                  leafFromOther: { content: { push: leaf, from: other } }
                  leaf: { content: { push: leaf, from: root } }
            root: Tabs
            routes:
              leaf: { url: "app://leaf", open: Tabs/second/leaf }
              home: { url: "app://home", open: Tabs/first }
              top: { url: "app://", open: Tabs }
            """)
        #expect(results.map { $0.steps?.map(\.event) } == [["Tabs.toSecond", "Tabs/second.leaf"], [], []])
    }

    /// Below a repeated child, steps name the instance the witness made (`thread#1`), as the
    /// runtime names it, so the witness runs unchanged.
    @Test func pathsBelowARepeatedChildNameTheInstance() throws {
        let results = try analyze(
            """
            kinship: 1
            screens: { Home: H, Item: I }
            containers:
              Nav:
                kind: navigation
                children: { home: Home, thread: { type: Thread, many: true } }
                slots: { content: { accepts: [home, thread], initial: [home] } }
                transitions:
                  open: { content: { push: thread } }
                  back: { content: { pop: 1, from: thread } }
              Thread:
                children: { list: Home, detail: Item }
                slots: { main: { accepts: [list, detail], initial: list } }
                transitions: { showDetail: { main: { show: detail } } }
            root: Nav
            lint: { disable: [no-way-back] }
            routes:
              detail: { url: "app://thread/{id}/detail", open: Nav/thread/detail }
            """)
        #expect(results.first?.steps?.map(\.event) == ["Nav.open", "Nav/thread#1.showDetail"])
    }

    @Test func namesTheContainerThatCannotShowTheChild() throws {
        let results = try analyze(
            """
            kinship: 1
            screens: { A: A, B: B }
            containers:
              Host:
                children: { a: A, b: B, inner: Inner }
                slots: { main: { accepts: [a, inner], initial: a } }
                transitions: { go: { main: { show: inner } } }
              Inner:
                children: { x: A, y: B }
                slots: { main: { accepts: [x, y], initial: x } }
            root: Host
            lint: { disable: [unused-child] }
            routes:
              y: { url: "app://y", open: Host/inner/y }
            """)
        let d = try #require(results.first?.diagnostic)
        #expect(d.id == .unreachableRoute)
        #expect(d.message.contains("container 'Inner' (at Host/inner) never shows 'y'"))
        #expect(d.range?.start.column == 41)  // the `y` of Host/inner/y
    }

    /// The search visits each configuration once however many routes ask: 1,000 routes into
    /// one stack of 8 children (40,000 configurations) explore it once.
    @Test func manyRoutesShareOneExploration() throws {
        let children = (0..<8).map { "c\($0)" }
        var yaml =
            "kinship: 1\nscreens: { S: S }\ncontainers:\n  Stack:\n    children: { \(children.map { "\($0): S" }.joined(separator: ", ")) }\n"
        yaml +=
            "    slots: { content: { kind: stack, accepts: [\(children.joined(separator: ", "))], initial: [c0] } }\n    transitions:\n"
        for c in children.dropFirst() { yaml += "      push_\(c): { content: { push: \(c) } }\n" }
        yaml += "      back: { content: { pop: 1 } }\nroot: Stack\nlint: { disable: [no-way-back] }\nroutes:\n"
        for i in 0..<1_000 { yaml += "  r\(i): { url: \"app://r/\(i)\", open: Stack/\(children[i % 8]) }\n" }
        let results = try analyze(yaml)
        #expect(results.count == 1_000)
        #expect(results.allSatisfy { ($0.steps?.count ?? 9) <= 1 })
    }

    /// A route's values may set inputs, but only its witness moves: values passed down through
    /// a container's answer to a screen keep the witness; an answer that runs a transition, here
    /// two answers down (Outer sets Inner's input, whose answer pushes), refuses the route at
    /// its `set:` entry, naming the chain and pointing at the answer that moves.
    @Test func aRoutesValuesMayNotStartAMove() throws {
        let results = try analyze(
            """
            kinship: 1
            screens: { A: { class: A, inputs: { id: Int } } }
            containers:
              Outer:
                inputs: { id: Int }
                children: { inner: Inner, shown: A }
                slots: { main: { accepts: [inner], initial: inner }, side: { accepts: [shown], initial: shown } }
                on:
                  self.id: [{ set: inner.id }, { set: shown.id }]
              Inner:
                kind: navigation
                inputs: { id: Int }
                children: { root: A, page: { type: A, many: true } }
                slots: { content: { accepts: [root, page], initial: [root] } }
                transitions: { open: { content: { push: page } } }
                on:
                  self.id: [{ set: page.id }, open]
              Plain:
                inputs: { id: Int }
                children: { a: A }
                slots: { main: { accepts: [a], initial: a } }
                on:
                  self.id: { set: a.id }
              Host:
                kind: tabs
                children: { outer: Outer, plain: Plain }
                slots: { content: { accepts: [outer, plain], initial: outer } }
                transitions: { toPlain: { content: { select: plain } } }
            root: Host
            routes:
              moves: { url: "app://moves/{v: Int}", open: Host/outer, set: { id: v } }
              passes: { url: "app://passes/{v: Int}", open: Host/plain/a, set: { plain.id: v } }
            """)
        let d = try #require(results.first?.diagnostic)
        #expect(d.id == .routeAnswerMoves)
        #expect(
            d.message
                == "route 'moves' sets 'id' on Host/outer, and the answer Outer 'self.id' → Inner 'self.id' runs transition 'open' of Inner: a route's values may set inputs, but only its witness moves"
        )
        #expect(d.range?.start.line == 31)
        #expect(d.notes.first?.range?.start.line == 17)
        #expect(results.last?.diagnostic == nil)
        #expect(results.last?.steps?.map(\.event) == ["Host.toPlain"])
    }

    /// Answers are followed with the walk's own stack: a chain of 20,000 containers, each
    /// answering its input by setting its child's, is followed to the transition at its end.
    @Test func aDeepChainOfAnswersIsFollowedWithoutRecursion() throws {
        let depth = 20_000
        var yaml = "kinship: 1\nscreens: { A: A }\ncontainers:\n"
        yaml +=
            "  Host:\n    kind: tabs\n    children: { c: C0 }\n    slots: { content: { accepts: [c], initial: c } }\n"
        for i in 0..<depth {
            let last = i == depth - 1
            yaml += "  C\(i):\n    inputs: { id: Int }\n"
            yaml += "    children: { c: \(last ? "A" : "C\(i + 1)"), a: A }\n"
            yaml += "    slots: { main: { accepts: [c, a], initial: c } }\n"
            yaml +=
                last
                ? "    transitions: { go: { main: { show: a } } }\n    on: { self.id: go }\n"
                : "    on: { self.id: { set: c.id } }\n"
        }
        yaml += "root: Host\nlint: { disable: [unused-child] }\nroutes:\n"
        yaml += "  deep: { url: \"app://deep/{v: Int}\", open: Host/c, set: { id: v } }\n"
        let d = try #require(try analyze(yaml).first?.diagnostic)
        #expect(d.id == .routeAnswerMoves)
        #expect(d.message.contains("C0 'self.id' → C1 'self.id'"))
        #expect(d.message.contains("… (19988 more) → "))
        #expect(d.message.contains("C19999 'self.id' runs transition 'go' of C19999"))
    }
}
