import KinshipSyntax
import Foundation
import KinshipFlow
import KinshipPlan
@testable import KinshipRuntime
import KinshipSpec
import KinshipTestSupport
import Testing

/// Flow analysis and the runtime agree on `already-presenting` through another container: every
/// finding's counterexample, run, is refused on its last event with the same words; with every
/// present guarded by `unlessPresenting`, flow finds nothing and the same events refuse nothing.
@MainActor
@Suite struct NestedPresentationReplayTests {
    static let folder = Golden.fixtures.appendingPathComponent("flow/already-presenting-nested")

    /// The spec's text, and the same with every unguarded present guarded.
    static func texts() throws -> (plain: String, guarded: String) {
        let plain = try String(contentsOf: folder.appendingPathComponent("spec.yaml"), encoding: .utf8)
        let guarded = plain.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.contains("{ present: ") && !line.contains("unlessPresenting")
                ? line.replacingOccurrences(of: "{ present: ", with: "{ unlessPresenting: true, present: ")
                : String(line)
        }.joined(separator: "\n")
        return (plain, guarded)
    }

    /// `reproduce with: kinship run spec.yaml [--root X] --events A,B` as (root, events).
    static func replay(_ note: String) -> (root: String?, events: String)? {
        let words = note.split(separator: " ").map(String.init)
        guard let e = words.firstIndex(of: "--events"), e + 1 < words.count else { return nil }
        let root = words.firstIndex(of: "--root").map { words[$0 + 1] }
        return (root, words[e + 1])
    }

    static func run(_ spec: Spec, root: String?, events: String) throws -> Runtime {
        let runtime = try Runtime(plan: PlanLowering.lower(spec), root: root ?? spec.root?.value ?? "")
        runtime.launch()
        for event in try EventParser.parseList(events) { runtime.handle(event) }
        runtime.finish()
        return runtime
    }

    @Test func everyCounterexampleIsRefusedAtRunTime() throws {
        let spec = try RuntimeHarness.spec(yaml: try Self.texts().plain)
        let findings = FlowAnalysis.diagnostics(spec, options: FlowOptions(specPath: "spec.yaml")).filter {
            $0.id == .alreadyPresenting
        }
        // Three through another container (App and Mail both ways, Step under Wizard), one within App.
        #expect(findings.count == 4)
        #expect(findings.filter { $0.message.contains("its present goes to") }.count == 3)
        try Self.expectReplayed(findings, spec)
    }

    /// Each finding's counterexample, run, is refused on its last event with the finding's
    /// words, and nothing else went wrong on the way (a present off the window's tree warns).
    static func expectReplayed(_ findings: [Diagnostic], _ spec: Spec) throws {
        for finding in findings {
            let note = try #require(finding.notes.first?.message)
            let (root, events) = try #require(Self.replay(note))
            let runtime = try Self.run(spec, root: root, events: events)
            let errors = runtime.diagnostics.filter { $0.severity == .error }
            #expect(errors.count == 1, "\(note): \(runtime.diagnostics.map(\.description))")
            #expect(
                !runtime.diagnostics.contains { $0.severity == .warning },
                "\(note): \(runtime.diagnostics.map(\.description))")
            let refusal = try #require(errors.last)
            #expect(refusal.id == .alreadyPresenting)
            // `transition 'write' of 'App/mail': REST` statically, `transition 'write': REST` when run.
            let rest = { (m: String) in m.range(of: "': ").map { String(m[$0.upperBound...]) } ?? m }
            #expect(rest(refusal.message) == rest(finding.message), "\(refusal.message) | \(finding.message)")
        }
    }

    /// The pairing's events on one timeline: a tab selected before it presents, a container
    /// that holds the presenting one going on from where the push left it.
    @Test func counterexamplesKeepEachPresenterOnTheWindowsTree() throws {
        let url = Golden.fixtures.appendingPathComponent("flow/already-presenting-timeline/spec.yaml")
        let spec = try RuntimeHarness.spec(yaml: try String(contentsOf: url, encoding: .utf8))
        let findings = FlowAnalysis.diagnostics(spec, options: FlowOptions(specPath: "spec.yaml")).filter {
            $0.id == .alreadyPresenting
        }
        #expect(findings.count == 3)
        try Self.expectReplayed(findings, spec)
    }

    @Test func unlessPresentingGuardsAgainstEveryPresenter() throws {
        let (plain, guarded) = try Self.texts()
        let notes = FlowAnalysis.diagnostics(
            try RuntimeHarness.spec(yaml: plain), options: FlowOptions(specPath: "spec.yaml")
        )
        .compactMap(\.notes.first?.message)
        let spec = try RuntimeHarness.spec(yaml: guarded)
        let findings = FlowAnalysis.diagnostics(spec, options: FlowOptions(specPath: "spec.yaml"))
        #expect(!findings.contains { $0.severity == .error }, "\(findings.map(\.message))")
        for note in notes {
            let (root, events) = try #require(Self.replay(note))
            let runtime = try Self.run(spec, root: root, events: events)
            #expect(
                !runtime.diagnostics.contains { $0.severity == .error },
                "\(note): \(runtime.diagnostics.map(\.description))")
            // The last present is disabled by its guard, not refused by UIKit.
            #expect(runtime.diagnostics.last?.id == .transitionDisabled)
        }
    }
}
