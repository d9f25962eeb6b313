import Foundation
import KinshipPlan
import KinshipUIKit

extension Runtime {
    /// Processes one event. An event aimed at a container with an animation in flight first waits
    /// until that container is idle; its steps then run synchronously and the turn ends.
    /// An event that cannot run (unknown, ambiguous, disabled, wrong in this state) is reported
    /// and skipped; the run goes on.
    public func handle(_ event: Event) {
        // What the event printed goes to `output` (if any) once it is done.
        defer { flushOutput() }
        // Instances popped by earlier events are released once their pops have finished.
        for node in repeatingNodes { release(in: node) }
        switch event.kind {
        // Window events target the root, so they wait until the whole tree is idle.
        case .resize(let width, let height):
            loop.runUntilIdle()
            window.resize(to: CGSize(width: width, height: height))
        case let .swipeDown(path, child, cancelled):
            swipeDown(path, child, cancelled: cancelled, event)
        case let .userMove(path, move, child):
            userMove(move, path, child, event)
        case .background:
            loop.runUntilIdle()
            window.windowScene.enterBackground()
        case .foreground:
            loop.runUntilIdle()
            window.windowScene.enterForeground()
        case .hideWindow:
            loop.runUntilIdle()
            window.isHidden = true
        case .showWindow:
            loop.runUntilIdle()
            window.isHidden = false
        case .openURL(let url):
            openLink(url, event)
        case let .transition(target, name):
            handleNamed(target, name, values: [], event)
        case let .output(target, name, values):
            handleNamed(target, name, values: values, event)
        case let .slotOperation(path, operation, nil) where namesTransition(path, operation):
            // A transition may be called `pop` or `clear`; a declared transition wins.
            handle(Event(kind: .transition(target: path, name: operation), text: event.text, location: event.location))
            return
        case let .slotOperation(path, operation, argument):
            guard let (node, slot) = slotTarget(path, operation, argument, event),
                let effect = effect(operation, argument, event)
            else { break }
            waitUntilIdle(node)
            let move = PlanLowering.adHocMove(effect, slot: slot, in: node.plan)
            perform(
                [node.compiled.compile(move, slots: node.plan.slots)], guards: nil, label: "'\(event.text)'", in: node)
        }
        loop.endTurn()
    }

    /// A transition by name, as the event `name` (or `target.name`) runs it. `waiting: false`
    /// for a binding's transition: the event waited once, before its first action, and what an
    /// earlier action of the same event started (an input's answer pushing) is still in flight,
    /// as it is for generated code, whose binding runs its actions in one go.
    func handleTransition(_ target: String?, _ name: String, _ event: Event, waiting: Bool = true) {
        guard let node = transitionTarget(target, name, event),
            let index = node.compiled.transitionIndex(named: name)
        else { return }
        if waiting { waitUntilIdle(node) }
        let transition = node.compiled.transitions[index]
        perform(transition.moves, guards: transition, label: "transition '\(name)'", in: node)
    }

    func namesTransition(_ target: String?, _ name: String) -> Bool {
        liveNodes(at: target, ofTypes: index.typesByTransition[name] ?? []).contains { node in
            node.plan.transition(named: name) != nil
        }
    }

    /// Waits until the container, the containers inside it and those around it are idle:
    /// switching a tab while the stack in it is mid-push, or flipping a slot of a container that
    /// is itself being pushed, would otherwise interleave two appearance changes.
    func waitUntilIdle(_ node: ContainerNode) {
        guard !loop.isIdle else { return }
        // Borrowed links (see `ContainerNode.ancestorLinks`): the walk retains only a controller it waits for.
        var ancestor = node.parentRef
        while let current = ancestor {
            let links = ContainerNode.ancestorLinks(current)
            if UIModelRunLoop.hasAnimationInFlight(links.controller) {
                loop.runUntilIdle(of: links.controller.takeUnretainedValue())
            }
            ancestor = links.parent
        }
        if node.childNodes.isEmpty {
            // A leaf container (the common target): no worklist to allocate.
            if UIModelRunLoop.hasAnimationInFlight(node.controllerRef) { loop.runUntilIdle(of: node.controller) }
            return
        }
        var pending = [node]
        while let current = pending.popLast() {
            if loop.hasAnimationInFlight(current.controller) { loop.runUntilIdle(of: current.controller) }
            pending += current.childNodes
        }
    }

    /// Checks every move against the state it would start in (moves run in order, so each sees
    /// the state the previous ones leave), then runs them. Nothing runs if any move is wrong.
    /// `guards`: the transition whose guards must hold (nil for a raw slot operation).
    /// `label` names the event in messages; it is only formatted when one is reported.
    private func perform(
        _ moves: [RunMove], guards: RunTransition?, label: @autoclosure () -> String,
        in node: ContainerNode
    ) {
        // A custom container mounts its initial children when its view loads; a move before
        // that (a container pushed while off screen) loads it first, as generated code does.
        if node.plan.kind == .custom { node.controller.loadViewIfNeeded() }
        // A preset's accessory: its viewDidLoad mounts the initial child, so a move of it loads the
        // view first (the move then finds that child), and every move of it asks for a layout
        // pass, as generated code's accessoryDidChange does, a no-op show or clear included.
        let accessoryMoves = node.plan.kind != .custom && moves.contains { Self.isAccessoryMove($0, node) }
        if accessoryMoves { node.controller.loadViewIfNeeded() }
        defer { if accessoryMoves { node.controller.viewIfLoaded?.setNeedsLayout() } }
        if let guards {
            for (index, condition) in guards.guards.enumerated() where !condition.holds(in: node) {
                let plan = guards.guardPlans[index]
                report(
                    .transitionDisabled, node.path,
                    "\(label()) is not enabled: it needs \(describe(plan)), but \(describeState(plan, node.slots))")
                return
            }
            // UIKit's presentedViewController answers through the parents: a presenter above
            // this container presents something, and a present now would be refused.
            if guards.unlessPresented, let above = node.controller.presentedViewController {
                report(
                    .transitionDisabled, node.path,
                    "\(label()) is not enabled: it needs nothing presented over '\(node.path)' (unlessPresenting), but '\(above.specPathDescription)' is presented"
                )
                return
            }
        }
        if moves.count == 1 {
            // A single move (the common case): no state copy and no list of chosen cases.
            let move = moves[0]
            guard let found = checkedCase(move, node[move.slot], node, label, in: node) else { return }
            let steps = move.steps[found]
            let instance = newInstance(move, node, label)
            if instance.refused { return }
            let snapshot = steps.needsSnapshot ? node.slots : nil
            node.slots.apply(move.effect, to: move.slot, instance: instance.name)
            executeMove(steps, in: node, snapshot: snapshot)
            return
        }
        // Later moves of one transition see the state earlier ones leave.
        var state = node.slots
        var chosen: [(move: RunMove, steps: RunSteps)] = []
        chosen.reserveCapacity(moves.count)
        var dismissing: (slot: String, child: String)?
        var popping: Popping?
        for (index, move) in moves.enumerated() {
            guard
                let found = checkedCase(
                    move, state[move.slot], state, label, in: node, dismissing: dismissing, popping: popping)
            else {
                return
            }
            chosen.append((move, move.steps[found]))
            // checkedCase let a dismiss through only where its child is presented.
            if case .dismiss(let x) = move.effect { dismissing = (move.plan.slot, x) }
            let before = state[move.slot]
            if index < moves.count - 1 { state.apply(move.effect, to: move.slot) }
            switch move.effect {
            case .pop, .popTo, .popToRoot:
                popping = Popping(slot: move.plan.slot, before: before, after: state[move.slot])
            default: break
            }
        }
        for (move, steps) in chosen {
            let instance = newInstance(move, node, label)
            if instance.refused { return }
            // The snapshot is kept only for steps that read it: holding it makes the update copy.
            let snapshot = steps.needsSnapshot ? node.slots : nil
            node.slots.apply(move.effect, to: move.slot, instance: instance.name)
            executeMove(steps, in: node, snapshot: snapshot)
        }
    }

    /// A move's steps, counting the presents UIKit refuses while they run (not those of their
    /// completions, which run later) in `transitionPresentsRefused`.
    private func executeMove(_ steps: RunSteps, in node: ContainerNode, snapshot: SlotState?) {
        let before = presentsRefused
        execute(steps, in: node, snapshot: snapshot)
        transitionPresentsRefused += presentsRefused - before
    }

    private static func isAccessoryMove(_ move: RunMove, _ node: ContainerNode) -> Bool {
        node.plan.slots.contains { $0.kind == .accessory && $0.name == move.plan.slot }
    }

    /// The errors flow analysis finds statically, caught here in the state the run reached.
    /// `entries`: what the move's own slot holds in `state`.
    /// The case `move` runs when its slot holds `entries` (other slots as in `state`), or nil
    /// after reporting why it cannot run there.
    /// `dismissing`: what an earlier move of the same transition dismisses (flow analysis's order:
    /// the move's own problems, then that dismissal, then the live presenter).
    private func checkedCase(
        _ move: RunMove, _ entries: [String], _ state: some SlotEntries,
        _ label: () -> String, in node: ContainerNode,
        dismissing: (slot: String, child: String)? = nil, popping: Popping? = nil
    ) -> Int? {
        if let problem = flowProblem(
            move, entries, state, presenter: node.plan.isScreen ? "the screen" : "the container")
            ?? dismissalProblem(move, entries, dismissing)
            ?? poppingProblem(move, entries, popping)
            ?? presenterProblem(move, entries, node)
        {
            report(problem.id, node.path, "\(label()): \(problem.message)")
            return nil
        }
        guard let found = move.caseIndex(entries) else {
            report(.invalidOperation, node.path, "\(label()): \(noCaseMessage(move, entries))")
            return nil
        }
        return found
    }

    /// A push of a repeated child names the instance it makes (`folder#3`), unless the run
    /// would then hold more than `maxControllers`: reported, and nil. `name` is nil for every
    /// other move.
    private func newInstance(_ move: RunMove, _ node: ContainerNode, _ label: () -> String) -> (
        refused: Bool, name: String?
    ) {
        // Multi-move transitions apply earlier moves before asking: `node` is the live state.
        guard move.pushesNew else { return (false, nil) }
        let x: String
        switch move.effect {
        case .push(let child), .show(let child): x = child
        // Only a present into the empty slot makes one; presenting the presented child does nothing.
        case .present(let child) where node[move.slot].isEmpty: x = child
        default: return (false, nil)
        }
        let size = treeSize(of: x, in: node.plan)
        guard controllerCount <= options.maxControllers - size else {
            report(
                .limitExceeded, node.path,
                "\(label()): pushing another '\(x)' would make \(controllerCount) + \(size) controllers, over the limit of \(options.maxControllers) (--max-controllers)"
            )
            return (true, nil)
        }
        return (false, node.nextInstance(of: x))
    }

    private func flowProblem(_ move: RunMove, _ entries: [String], _ state: some SlotEntries, presenter: String)
        -> MoveProblem?
    {
        switch move.effect {
        case .show(let x) where entries.last != x || move.pushesNew:
            // Each show of a repeated child makes a new instance: none of them is in another slot.
            return move.pushesNew ? nil : twoSlotsProblem(move, x, state)
        case .push(let x):
            if let problem = move.plan.slotProblem(entries, pushesNew: move.pushesNew) { return problem }
            // Each push of a repeated child makes a new instance: none of them is in another slot.
            return move.pushesNew ? nil : twoSlotsProblem(move, x, state)
        case .present(let x) where entries.isEmpty:
            guard let (slot, child) = move.otherPresentation(in: state) else { return nil }
            return MoveProblem(
                .alreadyPresenting, MovePlan.alreadyPresenting(slot: slot, child: child, x, presenter: presenter))
        case .pop, .popTo, .present, .dismiss:
            return move.plan.slotProblem(entries, pushesNew: move.pushesNew, presenter: presenter)
        case .show, .clear, .popToRoot, .select:
            // No own-slot problem for these effects (see `MovePlan.slotProblem`).
            return nil
        }
    }

    /// A present into the empty slot while an earlier move of the transition dismisses: that
    /// dismissal has not ended (even unanimated, it ends with the turn), so UIKit refuses it.
    private func dismissalProblem(_ move: RunMove, _ entries: [String], _ dismissing: (slot: String, child: String)?)
        -> MoveProblem?
    {
        guard case .present(let x) = move.effect, entries.isEmpty, let dismissing else { return nil }
        return MoveProblem(
            .presentationInProgress, MovePlan.presentDuringDismissal(slot: dismissing.slot, child: dismissing.child, x))
    }

    /// What an earlier move of a transition pops from a stack: its entries before and after.
    struct Popping {
        var slot: String
        var before: [String]
        var after: [String]
    }

    /// A show or push of a child an earlier move of the transition pops from a stack: the pop
    /// ends after this move and takes the child's new parent (flow analysis finds the same).
    private func poppingProblem(_ move: RunMove, _ entries: [String], _ popping: Popping?) -> MoveProblem? {
        guard let popping, !move.pushesNew else { return nil }
        let x: String
        switch move.effect {
        case .show(let child) where entries.last != child: x = child
        case .push(let child): x = child
        default: return nil
        }
        guard popping.before.contains(x), !popping.after.contains(x) else { return nil }
        return MoveProblem(.childInTwoSlots, MovePlan.shownWhilePopped(slot: popping.slot, child: x))
    }

    /// A present into the empty slot whose presenter (the top of the container's hierarchy, or
    /// its presentation context) already presents, through another container: UIKit would refuse
    /// it, so it is reported as the container's own case is and nothing runs (flow analysis
    /// finds the same statically).
    private func presenterProblem(_ move: RunMove, _ entries: [String], _ node: ContainerNode) -> MoveProblem? {
        guard case .present(let x) = move.effect, entries.isEmpty,
            let style = node.plan.slot(named: move.plan.slot)?.style
        else { return nil }
        var (presenter, presenting) = node.controller.presenter(for: style.uikit)
        // Still animating in or out through the same presenter (another container's, which the
        // event did not wait for): the present waits until it ends, then meets what is there, as
        // flow analysis sees it.
        if let moving = presenting, moving.isBeingPresented || moving.isBeingDismissed {
            loop.runUntilIdle()
            (presenter, presenting) = node.controller.presenter(for: style.uikit)
        }
        guard let presenting else { return nil }
        return MoveProblem(
            .alreadyPresenting,
            MovePlan.alreadyPresentingThrough(
                presenter: presenter.specPathDescription,
                presented: presenting.specPathDescription, x))
    }

    private func twoSlotsProblem(_ move: RunMove, _ child: String, _ state: some SlotEntries) -> MoveProblem? {
        guard let other = move.otherSlot(holding: child, in: state) else { return nil }
        return MoveProblem(.childInTwoSlots, "'\(child)' is in slot '\(other)'; a child lives in one slot")
    }

    /// `MovePlan.chooseCaseIndex`'s message for a slot state no case covers.
    private func noCaseMessage(_ move: RunMove, _ entries: [String]) -> String {
        switch move.plan.chooseCaseIndex(entries) {
        case .failure(let problem): problem.message
        // Unreachable while `caseIndex` agrees with `chooseCaseIndex`; worded the same regardless.
        case .success:
            "'\(move.effect.description)' has no plan for slot '\(move.plan.slot)' holding \(MovePlan.list(entries))"
        }
    }

    private func describe(_ condition: SlotCondition) -> String {
        PlanTextRenderer().condition(condition)
    }

    private func describeState(_ condition: SlotCondition, _ state: SlotState) -> String {
        switch condition {
        case .empty(let slot), .holds(let slot, _), .holdsAny(let slot, _), .contains(let slot, _):
            let top = state[slot].last
            return top.map { "\(slot) holds \($0)" } ?? "\(slot) is empty"
        case .otherwise: return "the state differs"
        }
    }

    private func effect(_ operation: String, _ argument: String?, _ event: Event) -> SlotEffect? {
        switch (operation, argument) {
        case ("show", let x?): return .show(x)
        case ("clear", _): return .clear
        case ("push", let x?): return .push(x)
        case ("pop", nil): return .pop(1)
        case ("pop", let n?):
            guard let count = Int(n), count >= 1 else {
                report(.invalidEvent, event.location, "'\(event.text)': pop takes a count of at least 1")
                return nil
            }
            return .pop(count)
        case ("popTo", let x?): return .popTo(x)
        case ("popToRoot", _): return .popToRoot
        case ("select", let x?): return .select(x)
        case ("present", let x?): return .present(x)
        case ("dismiss", let x?): return .dismiss(x)
        default:
            report(
                .invalidEvent, event.location, "'\(event.text)': \(operation) needs a child, like \(operation)(name)")
            return nil
        }
    }
}
