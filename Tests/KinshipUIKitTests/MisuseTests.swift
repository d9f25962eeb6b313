import Foundation
import KinshipUIKit
import Testing

/// Rule 11 and rule 7's preconditions: every misuse message.
@MainActor
@Suite struct MisuseTests {
    private func mounted() -> (SlotContainer, UIViewController) {
        let tunnel = SlotContainer("Tunnel")
        let map = screen("startMap")
        tunnel.initial = [(map, top)]
        launch(tunnel)
        return (tunnel, map)
    }

    @Test func didMoveBeforeTheViewIsAddedWarns() {
        UIModelRunLoop.reset()
        let tunnel = SlotContainer("Tunnel")
        launch(tunnel)
        let geo = screen("startGeo")
        tunnel.addChild(geo)
        geo.didMove(toParent: tunnel)
        tunnel.view.addSubview(geo.view)
        #expect(
            diagnostics.map(\.description) == [
                "warning: [did-move-before-view-added] Tunnel/startGeo: didMove(toParent:) was called before "
                    + "the child's view was added to the parent's view hierarchy (at trace line 6)"
            ])
    }

    @Test func didMoveWithoutEverAddingTheViewIsFine() {
        UIModelRunLoop.reset()
        let tunnel = SlotContainer("Tunnel")
        launch(tunnel)
        let hiddenTab = screen("tab")
        tunnel.addChild(hiddenTab)
        hiddenTab.didMove(toParent: tunnel)
        UIModelRunLoop.main.runUntilIdle()
        tunnel.view.addSubview(hiddenTab.view)  // a later turn: not this mistake
        #expect(diagnostics.isEmpty)
    }

    @Test func transitionBetweenNonSiblingsIsAnError() {
        UIModelRunLoop.reset()
        let (tunnel, map) = mounted()
        let stranger = screen("stranger")
        let mark = traceCount
        var completed = false
        tunnel.transition(from: map, to: stranger, duration: 0.2, animations: nil) { _ in completed = true }
        UIModelRunLoop.main.runUntilIdle()
        #expect(traceCount == mark)
        #expect(!completed)
        #expect(
            diagnostics.map(\.description) == [
                "error: [common-parent-required] Tunnel: Children view controllers Tunnel/startMap and stranger "
                    + "must have a common parent view controller when calling transition(from:to:) (at trace line \(mark))"
            ])
    }

    @Test func transitionFromALegacyParentIsAnError() {
        UIModelRunLoop.reset()
        let stack = SlotContainer("Stack", forwardsAppearance: false)
        let list = screen("list")
        stack.initial = [(list, top)]
        launch(stack)
        let detail = screen("detail")
        stack.addChild(detail)
        let mark = traceCount
        stack.transition(from: list, to: detail, duration: 0.3, animations: nil)
        UIModelRunLoop.main.runUntilIdle()
        #expect(traceCount == mark)
        #expect(diagnostics.map(\.id) == [.legacyContainment])
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.path == "Stack")
        #expect(
            diagnostics.first?.message == "Parent view controller is using legacy containment in call to "
                + "transition(from:to:duration:options:animations:completion:)")
    }

    @Test func childViewUnderTheWrongParentIsAnErrorAndNotInserted() {
        UIModelRunLoop.reset()
        let app = SlotContainer("App")
        let tunnel = SlotContainer("Tunnel")
        app.initial = [(tunnel, top)]
        launch(app)
        let map = screen("startMap")
        tunnel.addChild(map)
        app.view.addSubview(map.view)  // belongs under Tunnel's view
        #expect(map.view.superview == nil)
        #expect(
            diagnostics.map(\.description) == [
                "error: [hierarchy-inconsistency] App/Tunnel/startMap: child view controller App/Tunnel/startMap "
                    + "should have parent view controller App/Tunnel but actual parent is App (at trace line 10)"
            ])
    }

    @Test func unbalancedEndAppearanceWarns() {
        UIModelRunLoop.reset()
        let child = screen("c")
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        child.endAppearanceTransition()
        #expect(
            diagnostics.map(\.description) == [
                "warning: [unbalanced-appearance] c: Unbalanced calls to begin/end appearance transitions for c (at trace line 3)"
            ])
    }

    @Test func removalWithoutWillMoveNilWarns() {
        UIModelRunLoop.reset()
        let (_, map) = mounted()
        map.view.removeFromSuperview()
        map.removeFromParent()
        #expect(diagnostics.map(\.id) == [.removedWithoutWillMove])
        #expect(diagnostics.first?.path == "Tunnel/startMap")
    }

    @Test func removeFromParentWithTheViewStillInsideWarns() {
        UIModelRunLoop.reset()
        let (_, map) = mounted()
        map.willMove(toParent: nil)
        map.removeFromParent()
        #expect(diagnostics.map(\.id) == [.removedWithViewInside])
    }

    @Test func viewRemovedBeforeWillMoveNilWarns() {
        UIModelRunLoop.reset()
        let (_, map) = mounted()
        map.view.removeFromSuperview()
        map.willMove(toParent: nil)
        map.removeFromParent()
        #expect(diagnostics.map(\.id) == [.viewRemovedBeforeWillMove])
    }

    @Test func aCoveredEntryLaterPoppedIsNotBeingRemovedEarly() {
        let loop = UIModelRunLoop.reset()
        let nav = UINavigationController()
        nav.restorationIdentifier = "Nav"
        nav.viewControllers = [screen("a")]
        launch(nav)
        nav.pushViewController(screen("b"), animated: true)
        nav.pushViewController(screen("c"), animated: true)
        loop.runUntilIdle()
        nav.popToRootViewController(animated: true)
        loop.runUntilIdle()
        #expect(diagnostics.isEmpty)
    }

    @Test func duplicateMoveCallbackWarns() {
        UIModelRunLoop.reset()
        let tunnel = SlotContainer("Tunnel")
        let map = screen("startMap")
        tunnel.addChild(map)
        map.willMove(toParent: tunnel)  // addChild already sent it
        #expect(
            lines(since: 0) == [
                "Tunnel/startMap.willMove(toParent: Tunnel)", "Tunnel/startMap.willMove(toParent: Tunnel)",
            ])
        #expect(
            diagnostics.map(\.description) == [
                "warning: [duplicate-move-callback] Tunnel/startMap: willMove(toParent: Tunnel) was delivered "
                    + "twice for one move (at trace line 2)"
            ])
    }

    @Test func directAppearanceCallWarnsWhenTheParentForwards() {
        final class Meddler: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                for child in children { child.viewWillAppear(animated) }
            }
        }
        UIModelRunLoop.reset()
        let meddler = Meddler()
        meddler.restorationIdentifier = "Meddler"
        let child = screen("child")
        meddler.addChild(child)
        child.view.frame = top
        meddler.view.addSubview(child.view)
        child.didMove(toParent: meddler)
        launch(meddler)
        #expect(diagnostics.map(\.id) == [.directAppearanceCall])
        #expect(diagnostics.first?.path == "Meddler/child")
        #expect(
            diagnostics.first?.message.hasPrefix(
                "Calling -viewWillAppear: directly on a view controller is not supported") == true)
        // The direct call is not a framework callback: the trace shows UIKit's own calls only.
        #expect(lines(since: 0).filter { $0.hasPrefix("Meddler/child.viewWillAppear") }.count == 1)
    }

    @Test func directCallsUnderAManualParentAreAllowed() {
        UIModelRunLoop.reset()
        let stack = SlotContainer("Stack", forwardsAppearance: false)
        let list = screen("list")
        stack.addChild(list)
        list.viewWillAppear(false)
        #expect(diagnostics.isEmpty)
    }

    @Test func addingAnAncestorAsAChildIsRefused() {
        UIModelRunLoop.reset()
        let outer = SlotContainer("Outer")
        let inner = SlotContainer("Inner")
        outer.addChild(inner)
        inner.addChild(outer)
        #expect(outer.parent == nil)
        #expect(diagnostics.map(\.id) == [.hierarchyInconsistency])
    }
}

/// A presenter released while its presentation stands leaves the presented controller with no
/// presenter, not a dangling link (the runtime read one while releasing popped instances).
@MainActor
@Suite struct ReleasedPresenterTests {
    @Test func aReleasedPresenterLeavesNoDanglingLink() {
        UIModelRunLoop.reset()
        let presented = screen("sheet")
        var window: UIWindow?
        do {
            let presenter = SlotContainer("Top")
            window = launch(presenter)
            presenter.present(presented, animated: false)
            UIModelRunLoop.main.runUntilIdle()
            #expect(presented.presentingViewController === presenter)
        }
        // The window lets go of its root and the run loop of its trace (which names controllers):
        // nothing else holds the presenter.
        window?.rootViewController = screen("Other")
        window = nil
        UIModelRunLoop.reset()
        #expect(presented.presentingViewController == nil)
    }
}
