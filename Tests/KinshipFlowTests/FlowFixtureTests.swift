import Foundation
@testable import KinshipFlow
import KinshipPlan
import KinshipSyntax
import Testing

/// Golden flow findings: each folder under `Tests/Fixtures/flow/` holds a `spec.yaml`, an
/// optional `args.txt` (flow flags, like `--max-states 4`) and `expected.txt`, the exact stdout
/// of `kinship check spec.yaml [args]` in that folder, counterexample notes included.
/// `KINSHIP_RECORD=1 swift test` rewrites every `expected.txt` and fails.
@Suite struct FlowFixtureTests {
    /// Folders not named after the id they produce, and what they must (or must not) report.
    static let descriptiveCases: [String: [String]] = [
        "stack-underflow-navigation": ["stack-underflow"],
        "child-in-two-slots-tabs": ["child-in-two-slots"],
        "child-in-two-slots-popped": ["child-in-two-slots"],
        "qualified-event": ["stack-underflow"],
        "lint-disable": [],
        "split-detail-home": ["no-way-back"],
        "repeated-drill-down": ["stack-underflow"],
        "guard-any-of": ["stack-underflow", "dead-transition"],
        "split-reshow": ["dead-transition", "unreachable-child"],
        "not-in-window-hierarchy-split": ["not-in-window-hierarchy"],
        "already-presenting-nested": ["already-presenting"],
        "already-presenting-repeated": ["already-presenting"],
        "already-presenting-recursive": ["already-presenting"],
        "already-presenting-compact-column": ["already-presenting"],
        "already-presenting-timeline": ["already-presenting", "already-in-stack"],
        "already-presenting-screen": ["already-presenting", "not-presented"],
        "already-presenting-other-tab": ["already-presenting"],
        "swipe-in-counterexample": ["already-in-stack", "no-way-back"],
        "user-moves-clean": [],
        "user-move-in-counterexample": ["not-presented"],
        "input-answer-ignored": ["output-ignored"],
        "unreachable-route-tab": ["unreachable-route"],
        "accessory-bar-hidden-toolbar": ["accessory-bar-hidden"],
        "route-unreachable-from-covered": ["route-unreachable-from"],
        "route-unreachable-from-other-tab": ["route-unreachable-from"],
        "route-unreachable-from-shown-later": ["route-unreachable-from"],
        "accessory-insets-reset": [],
        "accessory-bar-hidden-root": ["accessory-bar-hidden"],
        "already-presenting-repeated-shown-again": ["already-presenting"],
    ]

    @Test("golden flow findings", arguments: Golden.cases)
    func matchesExpected(_ name: String) throws {
        let folder = Golden.flow.appendingPathComponent(name)
        let args = (try? String(contentsOf: folder.appendingPathComponent("args.txt"), encoding: .utf8)) ?? ""
        let output = FlowCheck.run(
            "spec.yaml", in: folder, arguments: args.split(whereSeparator: \.isWhitespace).map(String.init))
        Golden.check(output.text, against: folder.appendingPathComponent("expected.txt"))

        let ids = Set(output.diagnostics.map(\.id.rawValue))
        let offSeverity = output.diagnostics.filter { $0.severity != $0.id.severity }.map(\.id)
        #expect(offSeverity.isEmpty, "\(name) reports ids at another severity than their own: \(offSeverity)")
        let wanted = Self.descriptiveCases[name] ?? [name]
        if wanted.isEmpty {
            #expect(output.diagnostics.isEmpty, "\(name) should check clean; it reports \(ids.sorted())")
        }
        for id in wanted {
            #expect(ids.contains(id), "\(name) should report [\(id)]; it reports \(ids.sorted())")
        }
        // Every error names the command that replays it; a route nothing shows has no replay,
        // and names the exploration to read instead.
        for d in output.diagnostics where d.severity == .error && d.id == .unreachableRoute {
            #expect(
                d.notes.contains { $0.message.hasPrefix("explore with: kinship explore spec.yaml --container") },
                "\(d.id) has no explore note")
        }
        // A route whose values start a move has no events to replay either: it points at the
        // answer that moves.
        for d in output.diagnostics where d.id == .routeAnswerMoves {
            #expect(
                d.notes.contains { $0.range != nil && $0.message.hasPrefix("this answer runs transition") },
                "\(d.id) does not point at the answer")
        }
        for d in output.diagnostics
        where d.severity == .error && d.id != .unreachableRoute && d.id != .routeAnswerMoves {
            #expect(
                d.notes.contains { $0.message.hasPrefix("reproduce with: kinship run spec.yaml") },
                "\(d.id) has no counterexample note")
        }
    }

    @Test("every flow id has a fixture")
    func everyIDHasACase() {
        let covered = Set(Golden.cases).union(Self.descriptiveCases.values.joined())
        let missing = Set(FlowAnalysis.ids.map(\.rawValue)).subtracting(covered)
        #expect(missing.isEmpty, "no fixture for: \(missing.sorted())")
    }

    /// The acceptance case: an unguarded `back` on a stack that can be at its root.
    @Test func unguardedBackUnderflowsAtTheTransition() throws {
        let output = FlowCheck.run("spec.yaml", in: Golden.flow.appendingPathComponent("stack-underflow"))
        let underflow = try #require(output.diagnostics.first { $0.id == .stackUnderflow })
        #expect(underflow.severity == .error)
        #expect(underflow.range?.start == SourcePosition(line: 15, column: 7))
        #expect(underflow.notes.map(\.message) == ["reproduce with: kinship run spec.yaml --events back"])
    }
}
