import Foundation
import KinshipPlan
import KinshipUIKit

extension Runtime {
    /// Processes one event. An event aimed at a container with an animation in flight first waits
    /// until that container is idle; its steps then run synchronously and the turn ends.
    /// An event that cannot run (unknown, ambiguous, disabled, wrong in this state) is reported
    /// and skipped; the run goes on.
    public func handle(_ event: Event) {
        switch event.kind {
        // Window events target the root, so they wait until the whole tree is idle.
        case .resize(let width, let height):
            loop.runUntilIdle()
            window.resize(to: CGSize(width: width, height: height))
        case .background:
            loop.runUntilIdle()
            window.isHidden = true
        case .foreground:
            loop.runUntilIdle()
            window.isHidden = false
        case let .transition(target, name):
            guard let node = transitionTarget(target, name, event),
                  let index = node.compiled.transitionIndex(named: name) else { break }
            waitUntilIdle(node)
            let compiled = node.compiled
            perform(compiled.transitionMoves[index], compiled: compiled.transitions[index],
                    guards: compiled.transitionGuards[index], label: "transition '\(name)'", in: node)
        case let .slotOperation(path, operation, nil) where namesTransition(path, operation):
            // A transition may be called `pop` or `clear`; a declared transition wins.
            handle(Event(kind: .transition(target: path, name: operation), text: event.text, location: event.location))
            return
        case let .slotOperation(path, operation, argument):
            guard let (node, slot) = slotTarget(path, operation, argument, event),
                  let effect = effect(operation, argument, event) else { break }
            waitUntilIdle(node)
            let move = PlanLowering.adHocMove(effect, slot: slot, in: node.plan)
            perform([move], compiled: [node.compiled.compile(move)], guards: [], label: "'\(event.text)'", in: node)
        }
        loop.endTurn()
    }

    private func namesTransition(_ target: String?, _ name: String) -> Bool {
        nodes.contains { node in
            node.plan.transition(named: name) != nil
                && (target == nil || target == node.path || target == node.plan.name)
        }
    }

    /// Waits until the container, the containers inside it and those around it are idle:
    /// switching a tab while the stack in it is mid-push, or flipping a slot of a container that
    /// is itself being pushed, would otherwise interleave two appearance changes.
    private func waitUntilIdle(_ node: ContainerNode) {
        guard !loop.isIdle else { return }
        var ancestor = node.parentNode
        while let current = ancestor {
            if loop.hasAnimationInFlight(current.controller) { loop.runUntilIdle(of: current.controller) }
            ancestor = current.parentNode
        }
        if node.childNodes.isEmpty {
            // A leaf container (the common target): no worklist to allocate.
            if loop.hasAnimationInFlight(node.controller) { loop.runUntilIdle(of: node.controller) }
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
    /// `compiled`: per move, per case, the compiled steps.
    /// `label` names the event in messages; it is only formatted when one is reported.
    private func perform(_ moves: [MovePlan], compiled: [[RunSteps]], guards: [SlotCondition],
                         label: @autoclosure () -> String, in node: ContainerNode) {
        // A custom container mounts its initial children when its view loads; a move before
        // that (a container pushed while off screen) loads it first, as generated code does.
        if node.plan.kind == .custom { node.controller.loadViewIfNeeded() }
        for condition in guards where !holds(condition, node.slots) {
            report(.warning, "transition-disabled", node.path,
                   "\(label()) is not enabled: it needs \(describe(condition)), but \(describeState(condition, node.slots))")
            return
        }
        if moves.count == 1, let move = moves.first, let cases = compiled.first {
            // A single move (the common case): no state copy and no list of chosen cases.
            let entries = node.slots[move.slot]
            if let problem = flowProblem(move, entries, node.slots, node) {
                report(.error, problem.id, node.path, "\(label()): \(problem.message)")
                return
            }
            switch move.chooseCaseIndex(entries) {
            case .success(let found):
                let steps = cases[found]
                let snapshot = steps.needsSnapshot ? node.slots : nil
                node.slots[move.slot] = move.effect.apply(to: entries)
                execute(steps, in: node, snapshot: snapshot)
            case .failure(let problem):
                report(.error, problem.id, node.path, "\(label()): \(problem.message)")
            }
            return
        }
        // Later moves of one transition see the state earlier ones leave.
        var state = node.slots
        var chosen: [(move: MovePlan, steps: RunSteps)] = []
        chosen.reserveCapacity(moves.count)
        for (index, move) in moves.enumerated() {
            let entries = state[move.slot]
            if let problem = flowProblem(move, entries, state, node) {
                report(.error, problem.id, node.path, "\(label()): \(problem.message)")
                return
            }
            switch move.chooseCaseIndex(entries) {
            case .success(let found): chosen.append((move, compiled[index][found]))
            case .failure(let problem):
                report(.error, problem.id, node.path, "\(label()): \(problem.message)")
                return
            }
            if index < moves.count - 1 { state[move.slot] = move.effect.apply(to: entries) }
        }
        for (move, steps) in chosen {
            // The snapshot is kept only for steps that read it: holding it makes the update copy.
            let snapshot = steps.needsSnapshot ? node.slots : nil
            node.slots[move.slot] = move.effect.apply(to: node.slots[move.slot])
            execute(steps, in: node, snapshot: snapshot)
        }
    }

    /// The errors flow analysis finds statically, caught here in the state the run reached.
    /// `entries`: what the move's own slot holds in `state`.
    private func flowProblem(_ move: MovePlan, _ entries: [String], _ state: SlotState,
                             _ node: ContainerNode) -> (id: String, message: String)? {
        if let problem = move.slotProblem(entries) { return problem }
        switch move.effect {
        case .show(let x) where entries.last != x, .push(let x):
            if let other = otherSlot(holding: x, besides: move.slot, state, node) {
                return ("child-in-two-slots", "'\(x)' is in slot '\(other)'; a child lives in one slot")
            }
        default:
            break
        }
        return nil
    }

    /// Another slot that holds `child` in `state`; a tabs slot holds every child it accepts.
    private func otherSlot(holding child: String, besides slot: String, _ state: SlotState, _ node: ContainerNode) -> String? {
        // A plain loop: a main-actor closure handed to `first(where:)` pays a runtime executor check.
        for other in node.plan.slots where other.name != slot && other.holds(child, entries: state[other.name]) {
            return other.name
        }
        return nil
    }

    func holds(_ condition: SlotCondition, _ state: SlotState) -> Bool {
        condition.holds { state[$0] }
    }

    private func describe(_ condition: SlotCondition) -> String {
        PlanTextRenderer().condition(condition)
    }

    private func describeState(_ condition: SlotCondition, _ state: SlotState) -> String {
        switch condition {
        case .empty(let slot), .holds(let slot, _), .contains(let slot, _):
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
                report(.error, "invalid-event", event.location, "'\(event.text)': pop takes a count of at least 1")
                return nil
            }
            return .pop(count)
        case ("popTo", let x?): return .popTo(x)
        case ("popToRoot", _): return .popToRoot
        case ("select", let x?): return .select(x)
        default:
            report(.error, "invalid-event", event.location, "'\(event.text)': \(operation) needs a child, like \(operation)(name)")
            return nil
        }
    }
}
