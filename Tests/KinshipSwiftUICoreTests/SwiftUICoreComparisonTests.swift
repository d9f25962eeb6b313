import Foundation
import KinshipFlow
import KinshipPlan
import KinshipRuntime
import KinshipSpec
import Testing

/// The proof of the SwiftUI target: each case's generated core and the runtime (the UIKit model)
/// are given the same events, picked at random from every transition, output and user move of
/// every live container (enabled or not), and after every event each live container's slots (the
/// selected tab, each stack's children by name in order, each presenter's item) must be equal.
/// The state of every configuration reached is also encoded and decoded (state restoration).
@MainActor
struct SwiftUICoreComparisonTests {
    nonisolated static let seeds: [UInt64] = [1, 2, 3, 20_261_128]
    static let eventsPerWalk = 300

    /// Walks `events` random events; returns the first disagreement (nil: none) and how many
    /// events were compared.
    static func walk<State: CoreState>(_: State.Type, _ specPath: String, seed: UInt64, events: Int) throws -> (
        problem: String?, compared: Int
    ) {
        let (spec, _) = try SwiftUICoreGoldenTests.load(specPath)
        let plan = PlanLowering.lower(spec)
        let root = try #require(spec.root?.value)
        let runtime = try SwiftUICoreLinkTests.launch(spec, plan, specPath)
        var state = State()
        var generator = SeededGenerator(state: seed)
        var history: [String] = []
        for step in 0...events {
            // Step 0 compares the launch state.
            if step > 0 {
                guard let pick = EventCandidates.all(runtime, plan, spec).randomElement(using: &generator) else {
                    break
                }
                history.append(pick.text)
                if pick.text.hasPrefix("--open ") {
                    // `open(URL)` from the state the walk is in, as `kinship run` opens a link mid-list.
                    let url = String(pick.text.dropFirst("--open ".count))
                    runtime.handle(try EventParser.parse("open(\(url))", location: "walk"))
                } else {
                    runtime.handle(try EventParser.parse(pick.text, location: "walk"))
                }
                runtime.finish()
                if let core = pick.core { state.apply(core.path, core.event) }
            }
            let expected = EventCandidates.lines(runtime, plan)
            let actual = Dictionary(grouping: state.lines(root)) { String($0.prefix { $0 != " " }) }
            for path in expected.keys.sorted() where actual[path] != expected[path] {
                return (
                    "seed \(seed), after \(history.joined(separator: ",")):\n  run:  \(expected[path] ?? [])\n  core: \(actual[path] ?? [])",
                    step
                )
            }
            let decoded = try JSONDecoder().decode(State.self, from: try JSONEncoder().encode(state))
            guard decoded == state else {
                return ("seed \(seed): the state after \(history) does not decode equal", step)
            }
        }
        return (nil, events)
    }

    func check(_ type: any CoreState.Type, _ spec: String, seed: UInt64) throws {
        let (problem, compared) = try Self.walk(type, spec, seed: seed, events: Self.eventsPerWalk)
        #expect(problem == nil, "\(problem ?? "")")
        #expect(compared == Self.eventsPerWalk)
    }

    @Test(arguments: seeds) func podcasts(seed: UInt64) throws {
        try check(try #require(caseCore("podcasts")), "specs/podcasts.yaml", seed: seed)
    }

    @Test(arguments: seeds) func mailSheets(seed: UInt64) throws {
        try check(
            try #require(caseCore("mail-sheets")), "Tests/Fixtures/swiftui/mail-sheets/mail-sheets.yaml",
            seed: seed)
    }

    @Test(arguments: seeds) func repeats(seed: UInt64) throws {
        try check(try #require(caseCore("repeats")), "Tests/Fixtures/generated/repeats/repeats.yaml", seed: seed)
    }

    @Test(arguments: seeds) func userMoves(seed: UInt64) throws {
        try check(
            try #require(caseCore("user-moves")), "Tests/Fixtures/generated/user-moves/user-moves.yaml",
            seed: seed
        )
    }

    @Test(arguments: seeds) func presentingScreen(seed: UInt64) throws {
        try check(
            try #require(caseCore("presenting-screen")),
            "Tests/Fixtures/generated/presenting-screen/presenting-screen.yaml", seed: seed)
    }

    @Test(arguments: seeds) func compactSplit(seed: UInt64) throws {
        try check(
            try #require(caseCore("compact-split")), "Tests/Fixtures/generated/compact-split/compact-split.yaml",
            seed: seed)
    }
}
