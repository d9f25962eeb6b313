import Foundation
import KinshipUIKit
import Testing

/// Rules 4, 5, 6 and 10: view-driven appearance, forwarding, launch, manual forwarding.
@MainActor
@Suite struct AppearanceRuleTests {
    @Test func rule4EmbeddingIntoAVisibleParentDefersViewDidAppear() {
        UIModelRunLoop.reset()
        let tunnel = SlotContainer("Tunnel")
        launch(tunnel)
        let mark = traceCount
        tunnel.embed(screen("startMap"), frame: top)
        #expect(
            lines(since: mark) == [
                "Tunnel/startMap.willMove(toParent: Tunnel)",
                "Tunnel/startMap.viewDidLoad",
                "Tunnel/startMap.viewWillAppear(animated: false)",
                "Tunnel/startMap.didMove(toParent: Tunnel)",
            ])
        UIModelRunLoop.main.endTurn()
        #expect(lines(since: mark + 4) == ["Tunnel/startMap.viewDidAppear(animated: false)"])
        #expect(diagnostics.isEmpty)
    }

    @Test func rule4RemovingDefersViewDidDisappear() {
        UIModelRunLoop.reset()
        let tunnel = SlotContainer("Tunnel")
        let map = screen("startMap")
        tunnel.initial = [(map, top)]
        launch(tunnel)
        let mark = traceCount
        tunnel.unembed(map)
        UIModelRunLoop.main.runUntilIdle()
        #expect(
            lines(since: mark) == [
                "Tunnel/startMap.willMove(toParent: nil)",
                "Tunnel/startMap.viewWillDisappear(animated: false)",
                "Tunnel/startMap.didMove(toParent: nil)",
                "Tunnel/startMap.viewDidDisappear(animated: false)",
            ])
        #expect(diagnostics.isEmpty)
    }

    @Test func rule5ForwardingIsParentFirstDepthFirstInChildrenOrder() {
        UIModelRunLoop.reset()
        let parent = SlotContainer("P")
        let first = SlotContainer("C1")
        first.initial = [(screen("G"), top)]
        parent.initial = [(first, top), (screen("C2"), bottom)]
        let offscreen = screen("C3")
        parent.addChild(offscreen)  // a child whose view is not inside is not forwarded to
        let window = launch(parent)
        let mark = traceCount
        window.isHidden = true
        UIModelRunLoop.main.runUntilIdle()
        #expect(
            lines(since: mark) == [
                "P.viewWillDisappear(animated: false)",
                "P/C1.viewWillDisappear(animated: false)",
                "P/C1/G.viewWillDisappear(animated: false)",
                "P/C2.viewWillDisappear(animated: false)",
                "P.viewDidDisappear(animated: false)",
                "P/C1.viewDidDisappear(animated: false)",
                "P/C1/G.viewDidDisappear(animated: false)",
                "P/C2.viewDidDisappear(animated: false)",
            ])
        let back = traceCount
        window.isHidden = false
        UIModelRunLoop.main.runUntilIdle()
        #expect(lines(since: back).first == "P.viewWillAppear(animated: false)")
        #expect(lines(since: back).count == 8)
    }

    @Test func rule6LaunchLoadsRootEmbedsOffscreenThenAppears() {
        UIModelRunLoop.reset()
        let tunnel = SlotContainer("Tunnel")
        tunnel.initial = [(screen("startMap"), top), (screen("targetMap"), bottom)]
        launch(tunnel)
        #expect(
            lines(since: 0) == [
                "Tunnel.viewDidLoad",
                "Tunnel/startMap.willMove(toParent: Tunnel)",
                "Tunnel/startMap.viewDidLoad",
                "Tunnel/startMap.didMove(toParent: Tunnel)",
                "Tunnel/targetMap.willMove(toParent: Tunnel)",
                "Tunnel/targetMap.viewDidLoad",
                "Tunnel/targetMap.didMove(toParent: Tunnel)",
                "Tunnel.viewWillAppear(animated: false)",
                "Tunnel/startMap.viewWillAppear(animated: false)",
                "Tunnel/targetMap.viewWillAppear(animated: false)",
                "Tunnel.viewDidAppear(animated: false)",
                "Tunnel/startMap.viewDidAppear(animated: false)",
                "Tunnel/targetMap.viewDidAppear(animated: false)",
            ])
        #expect(diagnostics.isEmpty)
    }

    @Test func rule10ManualForwardingGivesEachChildOneWillAndOneDid() {
        UIModelRunLoop.reset()
        let stack = SlotContainer("Stack", forwardsAppearance: false)
        let list = screen("list")
        stack.initial = [(list, top)]
        launch(stack)
        #expect(
            lines(since: 0) == [
                "Stack.viewDidLoad",
                "Stack/list.willMove(toParent: Stack)",
                "Stack/list.viewDidLoad",
                "Stack/list.didMove(toParent: Stack)",
                "Stack.viewWillAppear(animated: false)",
                "Stack/list.viewWillAppear(animated: false)",
                "Stack.viewDidAppear(animated: false)",
                "Stack/list.viewDidAppear(animated: false)",
            ])
        // A bracketed move: adding the view alone sends nothing; begin/end do.
        let detail = screen("detail")
        let mark = traceCount
        stack.addChild(detail)
        detail.view.frame = top
        detail.beginAppearanceTransition(true, animated: false)
        list.beginAppearanceTransition(false, animated: false)
        stack.view.addSubview(detail.view)
        list.view.removeFromSuperview()
        detail.endAppearanceTransition()
        list.endAppearanceTransition()
        detail.didMove(toParent: stack)
        UIModelRunLoop.main.runUntilIdle()
        #expect(
            lines(since: mark) == [
                "Stack/detail.willMove(toParent: Stack)",
                "Stack/detail.viewDidLoad",
                "Stack/detail.viewWillAppear(animated: false)",
                "Stack/list.viewWillDisappear(animated: false)",
                "Stack/detail.viewDidAppear(animated: false)",
                "Stack/list.viewDidDisappear(animated: false)",
                "Stack/detail.didMove(toParent: Stack)",
            ])
        #expect(diagnostics.isEmpty)
    }

    @Test func rule10NestedSameDirectionBeginIsIgnored() {
        UIModelRunLoop.reset()
        let child = screen("c")
        child.beginAppearanceTransition(true, animated: true)
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        child.endAppearanceTransition()
        #expect(
            lines(since: 0) == [
                "c.viewDidLoad", "c.viewWillAppear(animated: true)", "c.viewDidAppear(animated: true)",
            ])
        #expect(diagnostics.isEmpty)
    }

    @Test func overridesThatSkipSuperAreStillTraced() {
        final class Silent: UIViewController {
            var seen: [String] = []
            override func viewWillAppear(_ animated: Bool) { seen.append("will") }
            override func viewDidAppear(_ animated: Bool) { seen.append("did") }
        }
        UIModelRunLoop.reset()
        let silent = Silent()
        silent.restorationIdentifier = "Silent"
        launch(silent)
        #expect(silent.seen == ["will", "did"])
        #expect(
            lines(since: 0) == [
                "Silent.viewDidLoad", "Silent.viewWillAppear(animated: false)", "Silent.viewDidAppear(animated: false)",
            ])
        #expect(diagnostics.isEmpty)
    }
}
