import KinshipSyntax
import Foundation
import KinshipPlan
@testable import KinshipRuntime
import KinshipTestSupport
import KinshipUIKit
import Testing

/// Golden traces per presentation style (Tests/Fixtures/presentation/<case>.events against
/// styles.yaml), and the UIKit model's presentation rules driven directly.
@MainActor
struct PresentationGoldenTests {
    nonisolated static let cases = [
        "fullScreen", "pageSheet", "formSheet", "overFullScreen", "currentContext",
        "overCurrentContext", "lockedSheet", "refusals",
    ]

    static let folder = Golden.fixtures.appendingPathComponent("presentation")

    static func run(_ name: String) throws -> Runtime {
        let spec = try RuntimeHarness.spec(folder.appendingPathComponent("styles.yaml").path)
        let script = try String(contentsOf: folder.appendingPathComponent(name + ".events"), encoding: .utf8)
        let events = try EventParser.parseScript(script, path: name + ".events")
        let runtime = try Runtime(plan: PlanLowering.lower(spec), root: "App")
        runtime.launch()
        for event in events { runtime.handle(event) }
        runtime.finish()
        return runtime
    }

    @Test(arguments: cases)
    func styleTrace(_ name: String) throws {
        let runtime = try Self.run(name)
        let out = RuntimeHarness.goldenText(runtime)
        Golden.assertMatches(out, Self.folder.appendingPathComponent(name + ".trace.txt"))
    }

    /// A plain screen that presents (grammar.md, Screens that present): the runtime's trace of
    /// the spec whose generated presenter KinshipGeneratedCodeTests replays.
    @Test func aScreenPresents() throws {
        let spec = try RuntimeHarness.spec(
            Golden.fixtures.appendingPathComponent("generated/presenting-screen/presenting-screen.yaml").path)
        let script = try String(contentsOf: Self.folder.appendingPathComponent("screen.events"), encoding: .utf8)
        let runtime = try Runtime(plan: PlanLowering.lower(spec), root: "App")
        runtime.launch()
        for event in try EventParser.parseScript(script, path: "screen.events") { runtime.handle(event) }
        runtime.finish()
        let out = RuntimeHarness.goldenText(runtime)
        #expect(out.contains("App/map/settings.viewDidLoad"), "presented children are named under the screen")
        Golden.assertMatches(out, Self.folder.appendingPathComponent("screen.trace.txt"))
    }

    /// The plan of a screen that presents: headed as a screen (no layout, no mount), its moves the
    /// exact present and dismiss steps a container's would be; the JSON marks it `"screen": true`.
    @Test func aScreenPlans() throws {
        let spec = try RuntimeHarness.spec(
            Golden.fixtures.appendingPathComponent("generated/presenting-screen/presenting-screen.yaml").path)
        let plan = PlanLowering.lower(spec)
        let map = try #require(plan.containers.first { $0.name == "Map" })
        #expect(map.isScreen && map.mount.isEmpty)
        var text = ""
        PlanTextRenderer().render(map, into: &text)
        let json = String(decoding: try PlanJSONStream.encoder().encode(map), as: UTF8.self)
        #expect(json.contains(#""screen" : true"#) || json.contains(#""screen":true"#), "\(json)")
        Golden.assertMatches(text + "\n" + json + "\n", Self.folder.appendingPathComponent("screen.plan.txt"))
    }

    /// A repeated child's instance popped while its sheet is up is released; the sheet stays
    /// presented (by the navigation controller, the presenter UIKit found) and keeps the PATH of
    /// the container that declared it, so run still names it `C0/c1#1/c2#1`, not a bare `c2#1`.
    @Test func aPresentedControllerKeepsItsPathWhenItsSourceIsReleased() throws {
        let spec = try RuntimeHarness.spec(
            Golden.fixtures.appendingPathComponent("difftest/repeated-presenters-unpaired.yaml").path)
        let runtime = try Runtime(plan: PlanLowering.lower(spec), root: "C0")
        runtime.launch()
        for event in try EventParser.parseList("C0.t0,C0/c1#1.t4,C0.t1,C0.t0,C0.t0,C0/c1#3.t4") {
            UIModelRunLoop.main.runUntilIdle()
            runtime.handle(event)
        }
        runtime.finish()
        let refusal = try #require(runtime.diagnostics.first { $0.id == .alreadyPresenting })
        #expect(refusal.message.contains("which is already presenting 'C0/c1#1/c2#1'"), "\(refusal.message)")
    }

    @Test func sheetsLeaveThePresenterAlone() throws {
        for name in ["pageSheet", "formSheet", "overFullScreen", "overCurrentContext"] {
            let lines = try Self.run(name).traceLines
            let launch =
                lines.firstIndex { $0.hasSuffix("viewDidAppear(animated: false)") && $0.hasPrefix("App/side") } ?? 0
            let after = lines[(launch + 1)...]
            #expect(
                !after.contains { $0.hasPrefix("App.") || $0.hasPrefix("App/host.") || $0.hasPrefix("App/host/home.") },
                "\(name): the presenter must see nothing")
        }
    }

    @Test func currentContextCoversOnlyTheContext() throws {
        let lines = try Self.run("currentContext").traceLines
        let presenting = lines.drop { !$0.hasPrefix("App/host/context.") }
        #expect(!presenting.contains { $0.hasPrefix("App.") || $0.hasPrefix("App/side.") })
        #expect(presenting.contains("App/host.viewDidDisappear(animated: false)"))
    }

    @Test func fullScreenPresentedAppearsBeforeTheCoveredDisappear() throws {
        let lines = try Self.run("fullScreen").traceLines
        let didAppear = try #require(lines.firstIndex(of: "App/host/full.viewDidAppear(animated: false)"))
        let didDisappear = try #require(lines.firstIndex(of: "App.viewDidDisappear(animated: false)"))
        let load = try #require(lines.firstIndex(of: "App/host/full.viewDidLoad"))
        let willDisappear = try #require(lines.firstIndex(of: "App.viewWillDisappear(animated: false)"))
        #expect(load < willDisappear && didAppear < didDisappear)
    }

    @Test func swipeEventsParse() throws {
        #expect(
            try EventParser.parse("App/host.swipeDown(page)", location: "t").kind
                == .swipeDown(path: "App/host", child: "page", cancelled: false))
        #expect(
            try EventParser.parse("swipeDownCancelled(page)", location: "t").kind
                == .swipeDown(path: nil, child: "page", cancelled: true))
        #expect(
            try EventParser.parse("sheet.present(page)", location: "t").kind
                == .slotOperation(path: "sheet", operation: "present", argument: "page"))
        #expect(throws: EventParser.Failure.self) { try EventParser.parse("swipeDown", location: "t") }
    }

    @Test func swipeKeepsTheSlotInStep() throws {
        let runtime = try Self.run("pageSheet")
        let host = try #require(runtime.nodes.first { $0.path == "App/host" })
        #expect(host.contents["pageSheet"] == [])
        let formRun = try Self.run("formSheet")
        #expect(formRun.nodes.first { $0.path == "App/host" }?.contents["formSheet"] == [])
    }
}

/// The UIKit model's presentation API, without the runtime.
@MainActor
struct PresentationModelTests {
    final class Delegate: UIAdaptivePresentationControllerDelegate {
        var calls: [String] = []
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            calls.append("will")
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            calls.append("did")
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            calls.append("attempt")
        }
    }

    private func launch() -> (UIModelRunLoop, UIViewController) {
        let loop = UIModelRunLoop.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        root.restorationIdentifier = "Root"
        window.rootViewController = root
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        return (loop, root)
    }

    private func named(_ name: String) -> UIViewController {
        let c = UIViewController()
        c.restorationIdentifier = name
        return c
    }

    @Test func linksAndFlagsFollowThePresentation() {
        let (loop, root) = launch()
        let sheet = named("sheet")
        root.present(sheet, animated: true)
        #expect(root.presentedViewController === sheet && sheet.presentingViewController === root)
        #expect(sheet.isBeingPresented)
        loop.runUntilIdle()
        #expect(!sheet.isBeingPresented)
        root.dismiss(animated: true)
        #expect(sheet.isBeingDismissed)
        loop.runUntilIdle()
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil && !sheet.isBeingDismissed)
        #expect(
            loop.trace.lines.suffix(5) == [
                "Root/sheet.viewDidLoad", "Root/sheet.viewWillAppear(animated: true)",
                "Root/sheet.viewDidAppear(animated: true)",
                "Root/sheet.viewWillDisappear(animated: true)", "Root/sheet.viewDidDisappear(animated: true)",
            ])
    }

    @Test func presentingAChildIsRefusedWithUIKitsWords() {
        let (loop, root) = launch()
        let child = named("child")
        root.addChild(child)
        root.present(child, animated: false)
        #expect(root.presentedViewController == nil)
        #expect(loop.trace.diagnostics.map(\.id) == [.presentedHasParent])
        #expect(
            loop.trace.diagnostics.first?.message.hasPrefix(
                "Application tried to present modally a view controller Root/child that has a parent view controller Root"
            ) == true)
    }

    @Test func presentingTwiceAndDuringAPresentationAreRefused() {
        let (loop, root) = launch()
        root.present(named("one"), animated: true)
        root.present(named("two"), animated: true)
        loop.runUntilIdle()
        root.present(named("three"), animated: false)
        #expect(loop.trace.diagnostics.map(\.id) == [.presentationInProgress, .alreadyPresenting])
        #expect(
            loop.trace.diagnostics.last?.message
                == "Attempt to present Root/three on Root which is already presenting Root/one.")
    }

    @Test func dismissingAPresenterTakesTheChainAndOnlyTheTopAnimates() {
        let (loop, root) = launch()
        let a = named("a"), b = named("b")
        a.modalPresentationStyle = .fullScreen
        root.present(a, animated: false)
        loop.runUntilIdle()
        a.present(b, animated: false)  // a sheet over a full-screen cover
        loop.runUntilIdle()
        let start = loop.trace.count
        root.dismiss(animated: true)
        loop.runUntilIdle()
        #expect(
            loop.trace.lines(from: start) == [
                "Root/a/b.viewWillDisappear(animated: true)",
                "Root/a.viewWillDisappear(animated: false)",
                "Root.viewWillAppear(animated: true)",
                "Root.viewDidAppear(animated: true)",
                "Root/a/b.viewDidDisappear(animated: true)",
                "Root/a.viewDidDisappear(animated: false)",
            ])
        #expect(root.presentedViewController == nil && a.presentedViewController == nil)
    }

    @Test func theSwipeTellsTheDelegateAndACancelledOneSnapsBack() {
        let (loop, root) = launch()
        let sheet = named("sheet")
        let delegate = Delegate()
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: false)
        loop.runUntilIdle()
        var start = loop.trace.count
        #expect(sheet.simulateSwipeDown(cancelled: true))
        #expect(sheet.isBeingDismissed)
        loop.runUntilIdle()
        #expect(
            loop.trace.lines(from: start) == [
                "Root/sheet.viewWillDisappear(animated: true)",
                "Root/sheet.viewWillAppear(animated: true)",
                "Root/sheet.viewDidAppear(animated: true)",
            ])
        #expect(delegate.calls == ["will"] && root.presentedViewController === sheet)
        start = loop.trace.count
        sheet.simulateSwipeDown()
        loop.runUntilIdle()
        #expect(
            loop.trace.lines(from: start) == [
                "Root/sheet.viewWillDisappear(animated: true)", "Root/sheet.viewDidDisappear(animated: true)",
            ])
        #expect(delegate.calls == ["will", "will", "did"] && root.presentedViewController == nil)
    }

    @Test func aModalSheetRefusesTheSwipeAndAFullScreenCannotBeSwiped() {
        let (loop, root) = launch()
        let sheet = named("sheet")
        let delegate = Delegate()
        sheet.isModalInPresentation = true
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: false)
        loop.runUntilIdle()
        let start = loop.trace.count
        sheet.simulateSwipeDown()
        loop.runUntilIdle()
        #expect(loop.trace.count == start && delegate.calls == ["attempt"])
        root.dismiss(animated: false)
        loop.runUntilIdle()
        #expect(delegate.calls == ["attempt"], "a programmatic dismiss tells the delegate nothing")
        let cover = named("cover")
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        loop.runUntilIdle()
        #expect(!cover.simulateSwipeDown())
    }

    @Test func nothingOutlivesTheRunLoop() {
        weak var weakSheet: UIViewController?
        weak var weakRoot: UIViewController?
        do {
            let (loop, root) = launch()
            let sheet = named("sheet")
            sheet.modalPresentationStyle = .fullScreen
            root.present(sheet, animated: false)
            loop.runUntilIdle()
            (weakSheet, weakRoot) = (sheet, root)
        }
        _ = UIModelRunLoop.reset()
        #expect(weakSheet == nil && weakRoot == nil, "a presentation must not keep its controllers alive")
    }

    @Test func contextStylesPresentInTheDefiningController() {
        let (loop, root) = launch()
        let child = named("child")
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        loop.runUntilIdle()
        child.definesPresentationContext = true
        let inner = named("inner")
        inner.modalPresentationStyle = .currentContext
        child.present(inner, animated: false)
        #expect(inner.presentingViewController === child)
        #expect(root.presentedViewController == nil && child.presentedViewController === inner)
        let outer = named("outer")
        loop.runUntilIdle()
        child.dismiss(animated: false)
        loop.runUntilIdle()
        child.present(outer, animated: false)  // a page sheet: presented by the window's root
        #expect(outer.presentingViewController === root)
        #expect(child.presentedViewController === outer, "a child answers through its ancestors")
    }
}
