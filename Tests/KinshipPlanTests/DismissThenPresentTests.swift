import Foundation
import KinshipFlow
import KinshipPlan
@testable import KinshipRuntime
import Testing

/// A transition that dismisses one presentation slot and presents into another: the present is
/// asked for while the dismissal runs, and UIKit refuses it. Flow analysis finds it statically
/// and the runtime refuses the same events with the same words, before any move runs; the same
/// moves as two transitions run clean.
@MainActor
@Suite struct DismissThenPresentTests {
    static let folder = Golden.fixtures.appendingPathComponent("flow/presentation-in-progress")

    static func spec() throws -> Spec {
        try RuntimeHarness.spec(yaml: String(contentsOf: folder.appendingPathComponent("spec.yaml"), encoding: .utf8))
    }

    @Test func flowFindingReplaysAsTheSameRefusal() throws {
        let spec = try Self.spec()
        let findings = FlowAnalysis.diagnostics(spec, options: FlowOptions(specPath: "spec.yaml"))
        let finding = try #require(findings.first { $0.id == "presentation-in-progress" })
        #expect(findings.filter { $0.severity == .error }.count == 1, "\(findings.map(\.message))")
        #expect(finding.message.contains("'compose' is still being dismissed from slot 'sheet'"))
        let note = try #require(finding.notes.first?.message)
        #expect(note == "reproduce with: kinship run spec.yaml --events write,expand")
        let (root, events) = try #require(NestedPresentationReplayTests.replay(note))
        let runtime = try NestedPresentationReplayTests.run(spec, root: root, events: events)
        let errors = runtime.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(runtime.diagnostics.map(\.description))")
        let refusal = try #require(errors.first)
        #expect(refusal.id == "presentation-in-progress")
        #expect(refusal.message == finding.message)
        // Nothing ran: the sheet still presents compose, and the viewer never loaded.
        #expect(!runtime.traceLines.contains { $0.contains("Mail/viewer") })
        #expect(!runtime.traceLines.contains { $0.contains("Mail/compose.viewWillDisappear") })
    }

    @Test func theSameMovesAsTwoTransitionsRunClean() throws {
        let runtime = try NestedPresentationReplayTests.run(try Self.spec(), root: nil, events: "write,sent,view")
        #expect(!runtime.diagnostics.contains { $0.severity == .error }, "\(runtime.diagnostics.map(\.description))")
        #expect(runtime.traceLines.contains("Mail/viewer.viewDidAppear(animated: true)"))
    }
}
