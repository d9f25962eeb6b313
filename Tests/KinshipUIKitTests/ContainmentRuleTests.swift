import Foundation
import KinshipUIKit
import Testing

/// Rules 1–3: addChild, removeFromParent, lazy view loading.
@MainActor
@Suite struct ContainmentRuleTests {
    @Test func rule1AddChildSetsParentThenSendsWillMoveOnly() {
        UIModelRunLoop.reset()
        let tunnel = SlotContainer("Tunnel")
        let map = screen("startMap")
        tunnel.addChild(map)
        UIModelRunLoop.main.runUntilIdle()
        #expect(lines(since: 0) == ["Tunnel/startMap.willMove(toParent: Tunnel)"])
        #expect(map.parent === tunnel)
        #expect(tunnel.children.count == 1)
        #expect(!map.isViewLoaded)
        #expect(diagnostics.isEmpty)
    }

    @Test func rule1AddingAChildOfAnotherParentRemovesItFirst() {
        UIModelRunLoop.reset()
        let first = SlotContainer("A")
        let second = SlotContainer("B")
        let child = screen("c")
        first.addChild(child)
        child.didMove(toParent: first)
        child.willMove(toParent: nil)
        let mark = traceCount
        second.addChild(child)
        #expect(
            lines(since: mark) == [
                "A/c.willMove(toParent: nil)",
                "A/c.didMove(toParent: nil)",
                "B/c.willMove(toParent: B)",
            ])
        #expect(first.children.isEmpty)
    }

    @Test func rule2RemoveFromParentDetachesThenSendsDidMoveNilWithTheOldPath() {
        UIModelRunLoop.reset()
        let tunnel = SlotContainer("Tunnel")
        let map = screen("startMap")
        tunnel.addChild(map)
        map.didMove(toParent: tunnel)
        map.willMove(toParent: nil)
        let mark = traceCount
        map.removeFromParent()
        #expect(lines(since: mark) == ["Tunnel/startMap.didMove(toParent: nil)"])
        #expect(map.parent == nil)
        #expect(tunnel.children.isEmpty)
        #expect(diagnostics.isEmpty)
    }

    @Test func rule3ViewLoadsOnceOnFirstTouch() {
        UIModelRunLoop.reset()
        let map = screen("Map")
        #expect(!map.isViewLoaded)
        #expect(map.viewIfLoaded == nil)
        map.view.frame = top
        _ = map.view
        map.loadViewIfNeeded()
        #expect(lines(since: 0) == ["Map.viewDidLoad"])
        #expect(map.view.frame == top)
    }

    @Test func customLoadViewIsUsedAndUnnamedControllersPrintTheirClass() {
        final class Custom: UIViewController {
            let made = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            override func loadView() { view = made }
        }
        UIModelRunLoop.reset()
        let custom = Custom()
        #expect(custom.view === custom.made)
        #expect(lines(since: 0) == ["Custom.viewDidLoad"])
    }
}
