import KinshipSyntax
import Foundation
import KinshipPlan
@testable import KinshipRuntime
import KinshipSpec
import KinshipSyntax
import KinshipTestSupport
import Testing

/// Events, their targets, and the located errors for events that cannot run.
@MainActor
struct RuntimeEventTests {
    let tunnel: Spec
    let stack: Spec

    init() throws {
        tunnel = try RuntimeHarness.spec(Golden.specs.appendingPathComponent("tunnel.yaml").path)
        stack = try RuntimeHarness.spec(Golden.specs.appendingPathComponent("vertical-navigation.yaml").path)
    }

    @Test func parsesEveryEventForm() throws {
        let events = try EventParser.parseList(
            "reveal, Tunnel.reveal,App/feed.openDetail,Menu/active.show(two),pop,pop(2),resize(844x390),background,foreground,hideWindow,showWindow"
        )
        #expect(
            events.map(\.kind) == [
                .transition(target: nil, name: "reveal"),
                .transition(target: "Tunnel", name: "reveal"),
                .transition(target: "App/feed", name: "openDetail"),
                .slotOperation(path: "Menu/active", operation: "show", argument: "two"),
                .slotOperation(path: nil, operation: "pop", argument: nil),
                .slotOperation(path: nil, operation: "pop", argument: "2"),
                .resize(width: 844, height: 390),
                .background, .foreground, .hideWindow, .showWindow,
            ])
        #expect(events[1].location == "--events:1:9")
    }

    @Test func rejectsUnreadableEvents() {
        #expect(throws: EventParser.Failure.self) { try EventParser.parseList("resize(0x5)") }
        #expect(throws: EventParser.Failure.self) { try EventParser.parseList("reveal(") }
        #expect(throws: EventParser.Failure.self) { try EventParser.parseList("a b") }
    }

    @Test func windowSizesMustBeFiniteAndAtMostTheMaximumLength() throws {
        // Each located as other event errors are, and worded for what is wrong.
        for (text, message) in [
            ("resize(1e308x1)", "'resize(1e308x1)': each side must be at most 1000000 points"),
            ("resize(1000000.5x1)", "'resize(1000000.5x1)': each side must be at most 1000000 points"),
            ("resize(infx1)", "'resize(infx1)': each side must be a positive, finite number of points"),
            ("resize(nanx1)", "'resize(nanx1)': each side must be a positive, finite number of points"),
            ("resize(1x)", "expected resize(WIDTHxHEIGHT) with positive numbers, found 'resize(1x)'"),
        ] {
            do {
                _ = try EventParser.parseList("reveal, " + text)
                Issue.record("\(text) was accepted")
            } catch let failure as EventParser.Failure {
                #expect(failure.description == "--events:1:9: error: \(message) [invalid-event]")
            }
        }
        #expect(EventParser.readSize("1000000x1000000").map { $0.0 } == .success(1_000_000))
        #expect(EventParser.readSize("390x1e7").map { $0.0 } == .failure(.tooLong))
        #expect(EventParser.readSize("390x-1").map { $0.0 } == .failure(.notPositive))
        // Sizes and insets are decimal: Double(_:) alone reads "0X10" as 16.
        #expect(EventParser.readSize("0X10x844").map { $0.0 } == .failure(.unreadable))
        #expect(EventParser.readSize("1e3x5e2").map { $0.0 } == .success(1000))
        #expect(EventParser.decimal("0x10") == nil && EventParser.decimal("47.5") == 47.5)
    }

    @Test func theLargestWindowPrintsFiniteSizes() throws {
        let runtime = try RuntimeHarness.run(tunnel, "resize(1000000x999999.99)")
        let sizes = runtime.traceLines.filter { $0.contains("viewWillTransition") }
        #expect(
            sizes == [
                "Tunnel.viewWillTransition(to: 1000000x999999.99)",
                "Tunnel/startMap.viewWillTransition(to: 1000000x500000)",
                "Tunnel/targetMap.viewWillTransition(to: 1000000x500000)",
            ], "\(sizes)")
    }

    @Test func scriptLocationsCountLinesAndSkipComments() throws {
        let events = try EventParser.parseScript("# launch\n\n  reveal # flip\nconceal\n", path: "s.txt")
        #expect(events.map(\.location) == ["s.txt:3:3", "s.txt:4:1"])
    }

    /// DESIGN's done-criterion: both flips start, then both complete in start order.
    @Test func revealFlipsBothSlotsTogether() throws {
        let runtime = try RuntimeHarness.run(tunnel, "reveal")
        let flip = Array(runtime.traceLines.dropFirst(13))
        #expect(
            flip == [
                "Tunnel/startGeo.willMove(toParent: Tunnel)", "Tunnel/startGeo.viewDidLoad",
                "Tunnel/startMap.willMove(toParent: nil)", "Tunnel/startMap.viewWillDisappear(animated: true)",
                "Tunnel/startGeo.viewWillAppear(animated: true)",
                "Tunnel/targetGeo.willMove(toParent: Tunnel)", "Tunnel/targetGeo.viewDidLoad",
                "Tunnel/targetMap.willMove(toParent: nil)", "Tunnel/targetMap.viewWillDisappear(animated: true)",
                "Tunnel/targetGeo.viewWillAppear(animated: true)",
                "Tunnel/startGeo.viewDidAppear(animated: true)", "Tunnel/startMap.viewDidDisappear(animated: true)",
                "Tunnel/startGeo.didMove(toParent: Tunnel)", "Tunnel/startMap.didMove(toParent: nil)",
                "Tunnel/targetGeo.viewDidAppear(animated: true)", "Tunnel/targetMap.viewDidDisappear(animated: true)",
                "Tunnel/targetGeo.didMove(toParent: Tunnel)", "Tunnel/targetMap.didMove(toParent: nil)",
            ])
        #expect(runtime.diagnostics.isEmpty)
    }

    @Test func showingTheShownChildIsANoOp() throws {
        let launchOnly = try RuntimeHarness.run(tunnel, "").traceLines
        let again = try RuntimeHarness.run(tunnel, "conceal,Tunnel/top.show(startMap)")
        #expect(again.traceLines == launchOnly)
        #expect(again.diagnostics.isEmpty)
    }

    @Test func disabledTransitionWarnsAndSkips() throws {
        let runtime = try RuntimeHarness.run(stack, "back")
        #expect(runtime.diagnostics.map(\.id) == [.transitionDisabled] as [DiagnosticID])
        #expect(runtime.diagnostics.first?.severity == .warning)
    }

    @Test func poppingTheRootIsAStackUnderflow() throws {
        let runtime = try RuntimeHarness.run(stack, "pop")
        #expect(runtime.diagnostics.map(\.id) == [.stackUnderflow] as [DiagnosticID])
        #expect(runtime.hasErrors)
    }

    @Test func pushingAnEntryTwiceIsAlreadyInStack() throws {
        let runtime = try RuntimeHarness.run(stack, "open,push(detail)")
        #expect(runtime.diagnostics.map(\.id) == [.alreadyInStack] as [DiagnosticID])
    }

    @Test func showingAChildTheOtherSlotHoldsIsAnError() throws {
        let runtime = try RuntimeHarness.run(tunnel, "Tunnel/top.show(targetMap)")
        #expect(runtime.diagnostics.map(\.id) == [.notAccepted] as [DiagnosticID])
        let spec = try RuntimeHarness.spec(
            yaml: """
                kinship: 1
                screens: { S: { class: S } }
                containers:
                  Two:
                    children: { a: S, b: S }
                    slots:
                      left: { accepts: [a, b], initial: a }
                      right: { accepts: [a, b], initial: b }
                root: Two
                """)
        let twice = try RuntimeHarness.run(spec, "left.show(b)")
        #expect(twice.diagnostics.map(\.id) == [.childInTwoSlots] as [DiagnosticID])
    }

    @Test func unknownAndAmbiguousEventsAreReportedWithTheirPlace() throws {
        let runtime = try RuntimeHarness.run(tunnel, "revael,show(startGeo)")
        #expect(runtime.diagnostics.map(\.id) == [.unknownEvent] as [DiagnosticID])
        #expect(runtime.diagnostics.first?.message.contains("did you mean 'reveal'?") == true)
        #expect(runtime.diagnostics.first?.path == "--events:1:1")
        // show(startGeo) still ran: only the top slot accepts it.
        #expect(runtime.traceLines.contains("Tunnel/startGeo.viewDidLoad"))
    }

    @Test func anEventWaitsForTheContainersAnimation() throws {
        let runtime = try RuntimeHarness.run(tunnel, "reveal,conceal")
        let lines = runtime.traceLines
        let revealDone = try #require(lines.firstIndex(of: "Tunnel/targetMap.didMove(toParent: nil)"))
        let concealStart = try #require(lines.lastIndex(of: "Tunnel/startMap.willMove(toParent: Tunnel)"))
        #expect(revealDone < concealStart)
    }

    @Test func resizeGivesEachChildItsSlotSize() throws {
        let runtime = try RuntimeHarness.run(tunnel, "resize(844x390)")
        #expect(
            Array(runtime.traceLines.suffix(3)) == [
                "Tunnel.viewWillTransition(to: 844x390)",
                "Tunnel/startMap.viewWillTransition(to: 844x195)",
                "Tunnel/targetMap.viewWillTransition(to: 844x195)",
            ])
    }

    /// A presentation slot has no frame in the layout: declared before a stack slot, it shifted
    /// the layout's frames onto the wrong slot views and left every child 0x0, so each resize
    /// reached the covered entry as a change (scripts/difftest, seed 271828). Sized to its slot,
    /// the covered entry keeps the size it had when covered and hears only a different one.
    @Test func aCoveredStackEntryKeepsItsSlotSizeBesideAPresentationSlot() throws {
        let spec = try RuntimeHarness.spec(
            yaml: """
                kinship: 1
                screens: { S: { class: SVC } }
                containers:
                  C0:
                    class: C0Controller
                    layout: overlay
                    children: { sheet: S, c1: S, c2: { type: S, many: true } }
                    slots:
                      s0: { kind: presentation, accepts: [sheet], style: fullScreen }
                      s1: { kind: stack, accepts: [c1, c2], initial: [c1] }
                    transitions:
                      push: { s1: { push: c2 } }
                root: C0
                """)
        let runtime = try RuntimeHarness.run(spec, "push,resize(1024x768),resize(390x844)")
        #expect(
            Array(runtime.traceLines.suffix(5)) == [
                "C0.viewWillTransition(to: 1024x768)",
                "C0/c1.viewWillTransition(to: 1024x768)",
                "C0/c2#1.viewWillTransition(to: 1024x768)",
                "C0.viewWillTransition(to: 390x844)",
                "C0/c2#1.viewWillTransition(to: 390x844)",
            ])
        #expect(runtime.diagnostics.isEmpty, "\(runtime.diagnostics)")
    }

    @Test func layoutFlagTracesLayoutCallbacks() throws {
        var options = Runtime.Options()
        options.recordsLayout = true
        let runtime = try RuntimeHarness.run(tunnel, "", options: options)
        #expect(runtime.traceLines.contains("Tunnel.viewWillLayoutSubviews"))
        #expect(runtime.traceLines.contains("Tunnel/startMap.viewDidLayoutSubviews"))
    }

    @Test func manualForwardingIsBalanced() throws {
        let folder = Golden.fixtures.appendingPathComponent("runtime")
        let spec = try RuntimeHarness.spec(folder.appendingPathComponent("manual.yaml").path)
        let script = try String(contentsOf: folder.appendingPathComponent("manual.events"), encoding: .utf8)
        let events = try EventParser.parseScript(script, path: "manual.events")
        let runtime = try Runtime(plan: PlanLowering.lower(spec), root: "Manual")
        runtime.launch()
        for event in events { runtime.handle(event) }
        runtime.finish()
        #expect(runtime.diagnostics.isEmpty, "\(runtime.diagnostics)")
        Golden.assertMatches(
            runtime.traceLines.joined(separator: "\n") + "\n", folder.appendingPathComponent("manual.trace.txt"))
    }
}
