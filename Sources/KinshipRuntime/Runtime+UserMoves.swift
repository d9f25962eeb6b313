import Foundation
import KinshipPlan
import KinshipUIKit

/// The user's own moves on the presets (`tapBack(X)`, `swipeBack(X)`, `swipeBackCancelled(X)`,
/// `tapTab(X)`): UIKit makes them without a call from the app, and the container's state
/// follows what UIKit did, as generated code reads it back. Orders: grammar.md, "The user's
/// own moves".
extension Runtime {
    func userMove(_ move: UserMove, _ path: String?, _ child: String, _ event: Event) {
        // The user's finger waits until nothing moves on screen.
        loop.runUntilIdle()
        let holders = liveNodes(at: path, ofTypes: index.userMoveTypes).filter { node in
            userMoveSlot(move, child, in: node) != nil
        }
        guard holders.count == 1, let node = holders.first, let slot = userMoveSlot(move, child, in: node) else {
            if holders.count > 1 {
                report(
                    .ambiguousEvent, event.location,
                    "'\(event.text)' names \(holders.count) containers; write one of: "
                        + holders.map { "\($0.path).\(move.rawValue)(\(child))" }.joined(separator: ", "))
            } else {
                report(.invalidEvent, event.location, "'\(event.text)': " + missing(move, child))
            }
            return
        }
        // Nothing off screen can be touched: a dismissed sheet's container, a tab not selected,
        // an entry under a stack's top (its view is not in the window).
        guard node.controller.viewIfLoaded?.window != nil else {
            report(
                .invalidEvent, event.location,
                "'\(event.text)': '\(node.path)' is not on screen (its view is not in the window); the user can touch only what is"
            )
            return
        }
        // Nothing under a sheet or cover can be touched (presentedViewController answers
        // through the parents).
        if let above = node.controller.presentedViewController {
            report(
                .invalidEvent, event.location,
                "'\(event.text)': '\(node.path)' is under the presentation of '\(above.specPathDescription)'; the user cannot touch what a sheet or cover is over until it is dismissed"
            )
            return
        }
        if move == .tapTab {
            tapTab(child, slot, node, event)
        } else {
            goBack(move, child, slot, node, event)
        }
    }

    /// The slot of `node` a move on `child` acts on: a navigation stack with `child` on top, a
    /// collapsed split's secondary column showing it, or the tab bar with `child` as a tab.
    private func userMoveSlot(_ move: UserMove, _ child: String, in node: ContainerNode) -> SlotPlan? {
        switch (move, node.plan.kind) {
        case (.tapTab, .tabs):
            return node.plan.slots.first { $0.kind == .tabs && $0.accepts.contains(child) }
        case (.tapTab, _), (_, .tabs), (_, .custom):
            return nil
        case (_, .navigation):
            return node.plan.slots.first { $0.kind == .stack && node.slots[$0.name].last == child }
        case (_, .split):
            // Collapsed, the column on top (pushed onto the primary's navigation controller).
            guard let split = node.controller as? UISplitViewController, split.userCanGoBack else { return nil }
            return node.plan.slots.first { slot in
                ["secondary", "supplementary"].contains(slot.name) && node.slots[slot.name].last == child
                    && split.viewController(for: .init(slot: slot.name))?.viewIfLoaded?.window != nil
            }
        }
    }

    private func missing(_ move: UserMove, _ child: String) -> String {
        if move == .tapTab { return "no live tab bar has a tab '\(child)'" }
        // The trace names a repeated child's instances `info#2`; events name the child.
        let base = ContainerNode.childName(of: child)
        let hint = base != child ? "; events name the child, not its instance: write \(move.rawValue)(\(base))" : ""
        return "no live navigation stack has '\(child)' on top, and no collapsed split shows it" + hint
    }

    /// Back, or the edge swipe (completed or let go).
    private func goBack(_ move: UserMove, _ child: String, _ slot: SlotPlan, _ node: ContainerNode, _ event: Event) {
        if let split = node.controller as? UISplitViewController {
            // userMoveSlot found the column on top, so the split has a Back; the primary's
            // navigation controller pops it (or the finger lets go).
            if move == .tapBack { split.simulateBackTap() } else { split.simulateEdgeSwipe(cancelled: !move.pops) }
            return
        }
        guard let navigation = node.controller as? UINavigationController else { return }
        guard node.slots[slot.name].count > 1 else {
            report(
                .invalidEvent, event.location,
                "'\(event.text)': '\(child)' is the root of '\(node.path)'; UIKit shows no Back button on a stack's root, and the edge swipe needs two controllers"
            )
            return
        }
        guard slot.userBack != false else {
            report(
                .invalidEvent, event.location,
                "'\(event.text)': '\(node.path)' hides the Back button and turns the edge swipe off (userBack: false)")
            return
        }
        let base = ContainerNode.childName(of: child)
        guard slot.userBackOff?.contains(base) != true else {
            report(
                .invalidEvent, event.location,
                "'\(event.text)': '\(base)' hides its Back button in '\(node.path)' (userBack: { \(base): false }), so the user cannot go back from it"
            )
            return
        }
        let moved =
            move == .tapBack
            ? navigation.simulateBackTap() : navigation.simulateEdgeSwipe(cancelled: move == .swipeBackCancelled)
        // Cancelled, the top stays on top: the stack is unchanged.
        if moved, move.pops { node.slots.apply(.pop(1), to: SlotRef(slot.name, in: node.compiled.slotTable)) }
    }

    /// A tap on a tab: the delegate's shouldSelect may refuse it (`untappable`); otherwise the
    /// tab is selected, or, selected already, shows its root (a navigation tab pops to it).
    private func tapTab(_ child: String, _ slot: SlotPlan, _ node: ContainerNode, _ event: Event) {
        guard let tabs = node.controller as? UITabBarController, let tab = node.instances[child] else { return }
        let wasSelected = node.slots[slot.name] == [child]
        tabs.simulateTabTap(tab)
        if slot.untappable?.contains(child) == true {
            report(
                .tapRefused, node.path,
                "'\(event.text)': the delegate's shouldSelect refuses '\(child)' (untappable); the selection stays")
            return
        }
        guard wasSelected else {
            node.slots.apply(.select(child), to: SlotRef(slot.name, in: node.compiled.slotTable))
            return
        }
        // The selected tab tapped again: a navigation tab is back at its root.
        guard let inner = node.childNodes.first(where: { $0.controller === tab }), inner.plan.kind == .navigation else {
            return
        }
        for stack in inner.plan.slots where stack.kind == .stack {
            inner.slots.apply(.popToRoot, to: SlotRef(stack.name, in: inner.compiled.slotTable))
        }
    }
}
