import Foundation
import KinshipPlan
import KinshipSpec
import KinshipUIKit

/// Presentation slots at run time: the plan's present step as generated code makes it, the
/// user's swipe, and the container's state following both.
extension Runtime {
    /// Configures and presents `c` as the plan says; a sheet's presentation controller reports
    /// the user's swipe to the container (its node), as generated code's delegate does.
    func present(
        _ c: UIViewController, slot: String, style: PresentationStyle, transition: Animation, modalInPresentation: Bool,
        animated: Bool, _ ctx: StepContext
    ) {
        c.modalPresentationStyle = style.uikit
        c.modalTransitionStyle = transition.modalTransitionStyle
        c.isModalInPresentation = modalInPresentation
        if style.isSheet { c.presentationController?.delegate = ctx.node }
        ctx.container.present(c, animated: animated)
        // UIKit refused (already presenting, a presentation in progress, not in the window): the
        // slot stays as it was.
        if c.presentingViewController == nil {
            ctx.node.slots.empty(slot)
            presentsRefused += 1
        }
    }

    /// `swipeDown(X)`: the user swipes the presented sheet X down (or lets go, cancelled).
    func swipeDown(_ path: String?, _ child: String, cancelled: Bool, _ event: Event) {
        let holders = liveNodes(at: path, ofTypes: index.presentingTypes).filter { node in
            node.plan.slots.contains { $0.kind == .presentation && node.slots[$0.name] == [child] }
        }
        // A repeated child's presented instance is named in the slot's instance names (`sheet#2`).
        let presented =
            holders.first.flatMap { node in
                node.plan.slots.first { $0.kind == .presentation && node.slots[$0.name] == [child] }
                    .flatMap { node.slots.instances($0.name).last }
            } ?? child
        guard holders.count == 1, let node = holders.first, let controller = node.instances[presented] else {
            if holders.count > 1 {
                report(
                    .ambiguousEvent, event.location,
                    "'\(event.text)' names \(holders.count) presented controllers; write one of: "
                        + holders.map { "\($0.path).swipeDown(\(child))" }.joined(separator: ", "))
            } else {
                // The trace names a repeated child's instances `info#2`; events name the child.
                let base = ContainerNode.childName(of: child)
                let hint =
                    base != child
                        && nodes.contains { node in
                            node.plan.slots.contains { $0.kind == .presentation && node.slots[$0.name] == [base] }
                        } ? "; events name the child, not its instance: write swipeDown(\(base))" : ""
                report(.notPresented, event.location, "'\(event.text)': no live container presents '\(child)'" + hint)
            }
            return
        }
        // The user's finger waits until nothing moves on screen (a presentation above it may be
        // leaving, owned by another container).
        loop.runUntilIdle()
        if controller.presentedViewController != nil {
            report(
                .invalidEvent, event.location,
                "'\(event.text)': '\(child)' is covered by another presentation; the user can only swipe the topmost")
            return
        }
        guard controller.modalPresentationStyle == .pageSheet || controller.modalPresentationStyle == .formSheet else {
            report(
                .invalidEvent, event.location,
                "'\(event.text)': '\(child)' is presented \(node.plan.slots.first { node.slots[$0.name] == [child] }?.style?.rawValue ?? "full screen"), not as a sheet; only pageSheet and formSheet can be swiped down"
            )
            return
        }
        if controller.isModalInPresentation {
            report(
                .swipeRefused, node.path,
                "'\(event.text)': '\(child)' is not dismissible (isModalInPresentation); UIKit tells the delegate presentationControllerDidAttemptToDismiss"
            )
        }
        controller.simulateSwipeDown(cancelled: cancelled)
    }
}

extension ContainerNode: UIAdaptivePresentationControllerDelegate {
    /// The user swiped a sheet away: the slot that held it is empty now.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        forgetPresented(presentationController.presentedViewController)
    }

    /// A dismissal takes with it whatever the dismissed controller (a container) and the
    /// containers inside it present: their presentation slots are empty now.
    func forgetPresentations(inside controller: UIViewController) {
        guard let node = childNodes.first(where: { $0.controller === controller }) else { return }
        var pending = [node]
        while let current = pending.popLast() {
            for slot in current.plan.slots where slot.kind == .presentation { current.slots.empty(slot.name) }
            pending += current.childNodes
        }
    }

    /// Empties the presentation slot holding `controller`.
    func forgetPresented(_ controller: UIViewController) {
        guard let instance = instances.first(where: { $0.value === controller })?.key else { return }
        let name = Self.childName(of: instance)
        for slot in plan.slots where slot.kind == .presentation && slots[slot.name] == [name] {
            slots.empty(slot.name)
        }
    }
}

extension PresentationStyle {
    var uikit: UIModalPresentationStyle {
        switch self {
        case .fullScreen: .fullScreen
        case .pageSheet: .pageSheet
        case .formSheet: .formSheet
        case .overFullScreen: .overFullScreen
        case .currentContext: .currentContext
        case .overCurrentContext: .overCurrentContext
        }
    }
}

extension Animation {
    /// The modal transition style of a present or dismiss move.
    var modalTransitionStyle: UIModalTransitionStyle {
        switch self {
        case .crossDissolve: .crossDissolve
        case .flipHorizontal: .flipHorizontal
        case .partialCurl: .partialCurl
        default: .coverVertical
        }
    }
}
