import Foundation
import KinshipUIKit
import Testing

/// Rules 7, 7b and 13: transition(from:to:), stack slots, the virtual clock.
@MainActor
@Suite struct TransitionRuleTests {
    private func tunnel() -> (SlotContainer, [String: UIViewController]) {
        let names = ["startMap", "targetMap", "startGeo", "targetGeo"]
        let children = Dictionary(uniqueKeysWithValues: names.map { ($0, screen($0)) })
        let container = SlotContainer("Tunnel")
        container.initial = [(children["startMap"]!, top), (children["targetMap"]!, bottom)]
        return (container, children)
    }

    @Test func rule7TwoSlotsFlippedByOneEventBothStartThenBothCompleteInStartOrder() {
        let loop = UIModelRunLoop.reset()
        let (container, c) = tunnel()
        launch(container)
        let mark = traceCount
        container.swap(from: c["startMap"]!, to: c["startGeo"]!, duration: 0.2)
        container.swap(from: c["targetMap"]!, to: c["targetGeo"]!, duration: 0.2)
        #expect(loop.hasAnimationInFlight(container))
        #expect(
            lines(since: mark) == [
                "Tunnel/startGeo.willMove(toParent: Tunnel)",
                "Tunnel/startGeo.viewDidLoad",
                "Tunnel/startMap.willMove(toParent: nil)",
                "Tunnel/startMap.viewWillDisappear(animated: true)",
                "Tunnel/startGeo.viewWillAppear(animated: true)",
                "Tunnel/targetGeo.willMove(toParent: Tunnel)",
                "Tunnel/targetGeo.viewDidLoad",
                "Tunnel/targetMap.willMove(toParent: nil)",
                "Tunnel/targetMap.viewWillDisappear(animated: true)",
                "Tunnel/targetGeo.viewWillAppear(animated: true)",
            ])
        loop.endTurn()
        #expect(traceCount == mark + 10)  // nothing completes before the animations end
        loop.runUntilIdle(of: container)
        #expect(
            lines(since: mark + 10) == [
                "Tunnel/startGeo.viewDidAppear(animated: true)",
                "Tunnel/startMap.viewDidDisappear(animated: true)",
                "Tunnel/startGeo.didMove(toParent: Tunnel)",
                "Tunnel/startMap.didMove(toParent: nil)",
                "Tunnel/targetGeo.viewDidAppear(animated: true)",
                "Tunnel/targetMap.viewDidDisappear(animated: true)",
                "Tunnel/targetGeo.didMove(toParent: Tunnel)",
                "Tunnel/targetMap.didMove(toParent: nil)",
            ])
        #expect(abs(loop.now - 0.2) < 1e-9)
        #expect(loop.isIdle)
        #expect(!loop.hasAnimationInFlight(container))
        #expect(container.children.map(\.restorationIdentifier) == ["startGeo", "targetGeo"])
        #expect(c["startMap"]!.viewIfLoaded?.superview == nil)
        #expect(diagnostics.isEmpty)
    }

    @Test func rule7ZeroDurationIsNotAnimatedAndCompletesAtTheEndOfTheTurn() {
        let loop = UIModelRunLoop.reset()
        let (container, c) = tunnel()
        launch(container)
        let mark = traceCount
        container.swap(from: c["startMap"]!, to: c["startGeo"]!, duration: 0)
        loop.runUntilIdle()
        #expect(
            lines(since: mark) == [
                "Tunnel/startGeo.willMove(toParent: Tunnel)",
                "Tunnel/startGeo.viewDidLoad",
                "Tunnel/startMap.willMove(toParent: nil)",
                "Tunnel/startMap.viewWillDisappear(animated: false)",
                "Tunnel/startGeo.viewWillAppear(animated: false)",
                "Tunnel/startGeo.viewDidAppear(animated: false)",
                "Tunnel/startMap.viewDidDisappear(animated: false)",
                "Tunnel/startGeo.didMove(toParent: Tunnel)",
                "Tunnel/startMap.didMove(toParent: nil)",
            ])
        #expect(loop.now == 0)
    }

    @Test func rule7bStackSlotPushAndPop() {
        let loop = UIModelRunLoop.reset()
        let stack = SlotContainer("Stack")
        let list = screen("list")
        let detail = screen("detail")
        stack.initial = [(list, top)]
        launch(stack)
        var mark = traceCount
        stack.addChild(detail)
        detail.view.frame = top
        stack.transition(from: list, to: detail, duration: 0.3, animations: nil) { _ in
            detail.didMove(toParent: stack)
        }
        loop.runUntilIdle()
        #expect(
            lines(since: mark) == [
                "Stack/detail.willMove(toParent: Stack)",
                "Stack/detail.viewDidLoad",
                "Stack/list.viewWillDisappear(animated: true)",
                "Stack/detail.viewWillAppear(animated: true)",
                "Stack/detail.viewDidAppear(animated: true)",
                "Stack/list.viewDidDisappear(animated: true)",
                "Stack/detail.didMove(toParent: Stack)",
            ])
        #expect(list.parent === stack)  // the covered entry stays a child

        mark = traceCount
        detail.willMove(toParent: nil)
        stack.transition(from: detail, to: list, duration: 0.3, animations: nil) { _ in
            detail.removeFromParent()
        }
        loop.runUntilIdle()
        #expect(
            lines(since: mark) == [
                "Stack/detail.willMove(toParent: nil)",
                "Stack/detail.viewWillDisappear(animated: true)",
                "Stack/list.viewWillAppear(animated: true)",
                "Stack/list.viewDidAppear(animated: true)",
                "Stack/detail.viewDidDisappear(animated: true)",
                "Stack/detail.didMove(toParent: nil)",
            ])
        #expect(diagnostics.isEmpty)
    }

    @Test func rule13AnimationsEndInTimeOrderWithTiesInStartOrder() {
        let loop = UIModelRunLoop.reset()
        var order: [String] = []
        UIView.animate(withDuration: 0.5, animations: {}) { _ in order.append("slow") }
        UIView.animate(withDuration: 0.2, animations: {}) { _ in order.append("first tie") }
        UIView.animate(withDuration: 0.2, animations: {}) { _ in order.append("second tie") }
        loop.performAtEndOfTurn { order.append("deferred") }
        loop.run(until: 0.3)
        #expect(order == ["deferred", "first tie", "second tie"])
        #expect(loop.now == 0.3)
        loop.runUntilIdle()
        #expect(order.last == "slow")
        #expect(loop.now == 0.5)
    }

    @Test func rule13PendingDidIsDeliveredBeforeTheOppositeChange() {
        let loop = UIModelRunLoop.reset()
        let tunnel = SlotContainer("Tunnel")
        launch(tunnel)
        let map = screen("startMap")
        let mark = traceCount
        tunnel.embed(map, frame: top)
        tunnel.unembed(map)  // same turn: viewDidAppear is still pending
        loop.runUntilIdle()
        #expect(
            lines(since: mark) == [
                "Tunnel/startMap.willMove(toParent: Tunnel)",
                "Tunnel/startMap.viewDidLoad",
                "Tunnel/startMap.viewWillAppear(animated: false)",
                "Tunnel/startMap.didMove(toParent: Tunnel)",
                "Tunnel/startMap.willMove(toParent: nil)",
                "Tunnel/startMap.viewDidAppear(animated: false)",
                "Tunnel/startMap.viewWillDisappear(animated: false)",
                "Tunnel/startMap.didMove(toParent: nil)",
                "Tunnel/startMap.viewDidDisappear(animated: false)",
            ])
    }

    @Test func rule13RunUntilIdleOfAContainerWaitsOnlyForItsAnimations() {
        let loop = UIModelRunLoop.reset()
        let (container, c) = tunnel()
        launch(container)
        var other = false
        UIView.animate(withDuration: 5, animations: {}) { _ in other = true }
        container.swap(from: c["startMap"]!, to: c["startGeo"]!, duration: 0.2)
        loop.runUntilIdle(of: container)
        #expect(!loop.hasAnimationInFlight(container))
        #expect(!other)
        #expect(!loop.isIdle)
        loop.runUntilIdle()
        #expect(other)
    }
}
