import KinshipSyntax
import Foundation
import KinshipFlow
import KinshipPlan
@testable import KinshipRuntime
import KinshipSpec
import KinshipTestSupport
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

    /// The replay itself (same id, same words) is `CounterexampleReplayTests`'; here, what the
    /// finding says and that the refused transition leaves everything as it was.
    @Test func flowFindingNamesTheDismissalAndTheRefusalRunsNothing() throws {
        let spec = try Self.spec()
        let findings = FlowAnalysis.diagnostics(spec, options: FlowOptions(specPath: "spec.yaml"))
        let finding = try #require(findings.first { $0.id == .presentationInProgress })
        #expect(findings.filter { $0.severity == .error }.count == 1, "\(findings.map(\.message))")
        #expect(finding.message.contains("'compose' is still being dismissed from slot 'sheet'"))
        #expect(finding.notes.first?.message == "reproduce with: kinship run spec.yaml --events write,expand")
        let runtime = try NestedPresentationReplayTests.run(spec, root: nil, events: "write,expand")
        #expect(runtime.diagnostics.filter { $0.severity == .error }.map(\.message) == [finding.message])
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
