import Foundation
import KinshipPlan
import KinshipSpec
import KinshipUIKit

/// Executes plan steps on the UIKit model, exactly as generated container code makes the calls.
extension Runtime {
    struct StepContext {
        // Strong references, made once per move: the steps borrow them from the context, where
        // an unowned field would be retained again at every use.
        let node: ContainerNode
        /// The node's controller.
        let container: UIViewController
        /// Slot contents when the move started: symbolic operands resolve against it, so a
        /// completion that runs later still acts on the children the move started with.
        let snapshot: SlotState?
        /// Whether the container was on screen when the move started (manual forwarding only).
        let visible: Bool
        /// Appearance forwarding passes on the `animated` its container received.
        let animatedOverride: Bool?
    }

    func execute(_ steps: RunSteps, in node: ContainerNode, animated: Bool? = nil, appearanceForwarding: Bool = false) {
        let context = StepContext(
            node: node, container: node.controller,
            snapshot: steps.needsSnapshot ? node.slots : nil,
            visible: appearanceForwarding || node.isVisible, animatedOverride: animated)
        run(steps.steps, context)
    }

    /// Runs a move's steps; `snapshot` is what the slots held when it started (nil when the
    /// steps never read it).
    func execute(_ steps: RunSteps, in node: ContainerNode, snapshot: SlotState?) {
        run(
            steps.steps,
            StepContext(
                node: node, container: node.controller, snapshot: snapshot,
                visible: node.isVisible, animatedOverride: nil))
    }

    private func run(_ steps: [RunStep], _ ctx: StepContext) {
        for step in steps { run(step, ctx) }
    }

    private func run(_ step: RunStep, _ ctx: StepContext) {
        let node = ctx.node
        let container = ctx.container
        switch step {
        case .addChild(let x):
            each(x, ctx) { c in container.addChild(c) }
        case .setFrame(let x, let slot):
            // No `Optional.flatMap` here: a main-actor closure handed to it pays a runtime executor check.
            let bounds: CGRect
            if let slot, let slotView = node.slotViewList[slot] {
                bounds = slotView.bounds
            } else {
                bounds = container.view.bounds
            }
            each(x, ctx) { c in c.view.frame = bounds }
        case .addSubview(let x, let slot):
            guard let slot, let slotView = node.slotViewList[slot] else { return }
            each(x, ctx) { c in slotView.addSubview(c.view) }
            // A preset's slot is its accessory: its layout (and the siblings' insets) follow, as
            // generated code asks with setNeedsLayout.
            if node.plan.kind != .custom { container.viewIfLoaded?.setNeedsLayout() }
        case .didMove(let x):
            each(x, ctx) { c in c.didMove(toParent: container) }
        case .willMoveToNil(let x):
            each(x, ctx) { c in c.willMove(toParent: nil) }
        case .removeFromSuperview(let x):
            // Only a loaded view can be in the hierarchy; touching `view` would load it.
            each(x, ctx) { c in c.viewIfLoaded?.removeFromSuperview() }
            if node.plan.kind != .custom { container.viewIfLoaded?.setNeedsLayout() }
        case .removeFromParent(let x):
            each(x, ctx) { c in c.removeFromParent() }
        case let .transition(from, to, duration, options, completion, completionIndex):
            guard let f = first(from, ctx), let t = first(to, ctx) else { return }
            if let completionIndex, !completion.needsSnapshot {
                // The node gets the completion back by number: no closure (and its captures) per transition.
                let context = CompletionContext(
                    index: completionIndex, visible: ctx.visible,
                    animatedOverride: ctx.animatedOverride)
                container.transition(
                    from: f, to: t, duration: duration, options: options,
                    completion: node, context: context.rawValue)
                return
            }
            container.transition(from: f, to: t, duration: duration, options: options, animations: nil) {
                [unowned self] _ in
                self.run(completion.steps, ctx)
            }
        case let .animate(duration, completion):
            loop.addAnimation(duration: duration, owner: container) { [unowned self] in
                self.run(completion.steps, ctx)
            }
        case let .beginAppearance(x, appearing, animated):
            guard ctx.visible else { return }
            each(x, ctx) { c in c.beginAppearanceTransition(appearing, animated: ctx.animatedOverride ?? animated) }
        case .endAppearance(let x):
            guard ctx.visible else { return }
            each(x, ctx) { c in c.endAppearanceTransition() }
        case .plan(let step):
            run(step, ctx)
        }
    }

    /// Runs a transition's compiled completion; the move's context comes back packed in `context`.
    func completeTransition(_ context: CompletionContext, in node: ContainerNode) {
        let compiled = node.compiled
        guard context.index < compiled.completions.count else { return }
        // Only completions that never read the snapshot take this path (see `.transition`).
        run(
            compiled.completions[context.index].steps,
            StepContext(
                node: node, container: node.controller, snapshot: nil, visible: context.visible,
                animatedOverride: context.animatedOverride))
    }

    private func each(_ operand: RunOperand, _ ctx: StepContext, _ body: (UIViewController) -> Void) {
        switch operand {
        case .child(let index): body(ctx.node.instance(at: index))
        case .other(let operand): each(operand, ctx, body)
        }
    }

    private func first(_ operand: RunOperand, _ ctx: StepContext) -> UIViewController? {
        switch operand {
        case .child(let index): ctx.node.instance(at: index)
        case .other(let operand): first(operand, ctx)
        }
    }

    /// The preset steps (compiled lists keep them as `.plan`); every other step is compiled.
    private func run(_ step: Step, _ ctx: StepContext) {
        let container = ctx.container
        switch step {
        case let .setViewControllers(xs, animated):
            let controllers = xs.flatMap { resolve($0, ctx) }
            if let nav = container as? UINavigationController {
                nav.setViewControllers(controllers, animated: animated)
            } else if let tabs = container as? UITabBarController {
                tabs.setViewControllers(controllers, animated: animated)
            }
        case let .pushViewController(x, animated):
            guard let c = first(x, ctx), let nav = container as? UINavigationController else { return }
            nav.pushViewController(c, animated: animated)
        case .popViewController(let animated):
            _ = (container as? UINavigationController)?.popViewController(animated: animated)
        case let .popToViewController(x, animated):
            guard let c = first(x, ctx), let nav = container as? UINavigationController else { return }
            _ = nav.popToViewController(c, animated: animated)
        case .popToRootViewController(let animated):
            _ = (container as? UINavigationController)?.popToRootViewController(animated: animated)
        case let .setSelectedIndex(index, _):
            (container as? UITabBarController)?.selectedIndex = index
        case let .setSplitColumn(column, x):
            guard let c = first(x, ctx), let split = container as? UISplitViewController else { return }
            split.setViewController(c, for: .init(slot: column))
        case let .clearSplitColumn(column):
            (container as? UISplitViewController)?.setViewController(nil, for: .init(slot: column))
        case let .showSplitColumn(column, animated):
            guard let split = container as? SplitContainerController else { return }
            split.show(.init(slot: column), animated: animated)
        case let .present(x, slot, style, transition, modalInPresentation, animated):
            guard let c = first(x, ctx) else { return }
            present(
                c, slot: slot, style: style, transition: transition, modalInPresentation: modalInPresentation,
                animated: animated, ctx)
        case let .dismiss(x, animated):
            guard let c = first(x, ctx) else { return }
            c.presentingViewController?.dismiss(animated: animated)
            ctx.node.forgetPresentations(inside: c)
        case .addChild, .setFrame, .addSubview, .didMove, .willMoveToNil, .removeFromSuperview, .removeFromParent,
            .transition, .animate, .beginAppearance, .endAppearance:
            // Compiled into RunStep cases; never wrapped as `.plan`.
            break
        }
    }

    /// Runs `body` on each controller an operand names; a plain child needs no array.
    private func each(_ operand: Operand, _ ctx: StepContext, _ body: (UIViewController) -> Void) {
        if case .child(let name) = operand {
            body(ctx.node.instance(name))
        } else {
            for c in resolve(operand, ctx) { body(c) }
        }
    }

    private func first(_ operand: Operand, _ ctx: StepContext) -> UIViewController? {
        if case .child(let name) = operand { return ctx.node.instance(name) }
        return resolve(operand, ctx).first
    }

    /// The controllers an operand names, top first for multi-entry operands.
    private func resolve(_ operand: Operand, _ ctx: StepContext) -> [UIViewController] {
        let node = ctx.node
        // Instance names (`folder#2`) where the container tracks them, else child names.
        func entries(_ slot: String) -> [String] { ctx.snapshot?.instances(slot) ?? [] }
        let names: [String]
        switch operand {
        case .child(let name): names = [name]
        case let .topInstance(slot, child):
            // The child names say where its instances are; the instance names which they are.
            let children = ctx.snapshot?[slot] ?? []
            let e = entries(slot)
            names = children.lastIndex(of: child).flatMap { $0 < e.count ? [e[$0]] : nil } ?? []
        case .top(let slot): names = entries(slot).last.map { [$0] } ?? []
        case let .below(slot, depth):
            let e = entries(slot)
            names = e.count > depth ? [e[e.count - 1 - depth]] : []
        case let .entriesAbove(slot, child):
            let e = entries(slot)
            let found = (ctx.snapshot?[slot] ?? []).lastIndex(of: child)
            names = found.map { $0 < e.count ? Array(e[($0 + 1)...].reversed()) : [] } ?? []
        case let .topmost(slot, count):
            names = Array(entries(slot).suffix(count).reversed())
        case .aboveRoot(let slot):
            names = Array(entries(slot).dropFirst().reversed())
        case .visibleChildren:
            guard let view = node.controller.viewIfLoaded else { return [] }
            return node.plan.slots.compactMap { slot -> UIViewController? in
                guard let name = node.slots.instances(slot.name).last, let c = node.instances[name],
                    let childView = c.viewIfLoaded, childView.isDescendant(of: view)
                else { return nil }
                return c
            }
        }
        return names.map { node.instance($0) }
    }
}

/// A transition completion's index in its container type's `completions`, with the flags of the
/// move that started it, packed into the one Int the UIKit model hands back when it ends.
struct CompletionContext {
    let rawValue: Int

    init(index: Int, visible: Bool, animatedOverride: Bool?) {
        let override = animatedOverride.map { $0 ? 0b110 : 0b010 } ?? 0
        rawValue = index << 3 | override | (visible ? 1 : 0)
    }

    init(rawValue: Int) { self.rawValue = rawValue }

    var index: Int { rawValue >> 3 }
    var visible: Bool { rawValue & 1 != 0 }
    var animatedOverride: Bool? { rawValue & 0b010 == 0 ? nil : rawValue & 0b100 != 0 }
}

extension ContainerNode: UIModelTransitionCompletion {
    func transitionDidComplete(context: Int) {
        runtime.completeTransition(CompletionContext(rawValue: context), in: self)
    }
}

extension Animation {
    /// The UIView.AnimationOptions of a transition; slides use none (they move frames instead).
    var uiOptions: UIView.AnimationOptions {
        switch self {
        case .crossDissolve: .transitionCrossDissolve
        case .flipFromLeft: .transitionFlipFromLeft
        case .flipFromRight: .transitionFlipFromRight
        case .flipFromTop: .transitionFlipFromTop
        case .flipFromBottom: .transitionFlipFromBottom
        case .curlUp: .transitionCurlUp
        case .curlDown: .transitionCurlDown
        case .none, .slideUp, .slideDown, .slideLeft, .slideRight, .coverVertical, .flipHorizontal, .partialCurl: []
        }
    }
}
