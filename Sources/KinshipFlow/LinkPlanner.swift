import KinshipPlan
public import KinshipSpec
public import KinshipSyntax

/// Opening a link on a running app (`open(URL)` in `kinship run`): the route the URL matches,
/// and, level by level, the shortest sequence of a container's own transitions from the
/// configuration it is in now to one that shows the route's next segment uncovered (grammar.md,
/// Routes, "Links at any moment"). Each container type is explored once, with the user's moves,
/// so a configuration the user reached (a tab tapped) is found; the search itself follows only
/// the app's transitions, since a link is opened by the app's code, which cannot tap.
public final class LinkPlanner {
    private let spec: Spec
    private let options: FlowOptions
    private var explorers: [String: Explorer] = [:]

    public init(spec: Spec, options: FlowOptions) {
        self.spec = spec
        self.options = options
    }

    /// One level of a route: the child its container must show, and the inputs of that
    /// child's instance the URL gives values.
    public struct Level: Sendable, Equatable {
        public var child: String
        public var inputs: [String]
    }

    public enum Match: Sendable {
        case route(name: String, levels: [Level])
        /// No route opens the URL: why, with the id the run reports it under.
        case refused(DiagnosticID, String)
    }

    /// What one level does from the current configuration: its transitions, and how many of
    /// them bring the child in (a repeated child's opened instance is the last made).
    public struct Steps: Sendable, Equatable {
        public var transitions: [String]
        public var made: Int
    }

    /// The route `url` matches, checked from launch as `kinship run --open` checks it: a route
    /// that cannot be opened from launch cannot be opened at all.
    public func match(_ url: String) -> Match {
        let shown = LineLimit.shown(url)
        switch RouteAnalysis.open(url, in: spec, options: options) {
        case .unreadable:
            return .refused(.invalidEvent, "cannot read '\(shown)' as a URL; expected scheme://host/path")
        case .noMatch(let closest):
            let hint = closest.map { "; the closest is route '\($0.name.value)': \($0.urlText.value)" } ?? ""
            return .refused(.unknownEvent, "no route matches '\(shown)'\(hint)")
        case .unreachable(_, let d):
            return .refused(d.id, d.message)
        case .steps(let route, _, _, _, let levels):
            return .route(name: route.name.value, levels: levels.map { Level(child: $0.child, inputs: $0.inputs) })
        }
    }

    /// The shortest transitions of container type `type` from the configuration whose slots
    /// hold `contents` (child names by slot, as the runtime keeps them) to one that shows
    /// `child` uncovered; empty when it does already. Nil when no transition sequence does, or
    /// the configuration is not one the exploration reached (raw slot operations make such).
    public func steps(type: String, contents: [String: [String]], toShow child: String) -> Steps? {
        guard let explorer = explorer(type), let code = explorer.model.code(of: child) else { return nil }
        let model = explorer.model
        var start: Int?
        for state in 0..<explorer.count {
            let slots = explorer.contents(of: state)
            if slots.indices.allSatisfy({ (contents[model.slotName($0)] ?? []) == slots[$0] }) {
                start = state
                break
            }
        }
        guard let start else { return nil }
        // Forward, breadth-first, over the app's transitions: the first target found is nearest.
        var parent = [Int32](repeating: -2, count: explorer.count)
        var via = [Int32](repeating: -1, count: explorer.count)
        parent[start] = -1
        var queue = [start]
        var next = 0
        var scratch = [Int32](repeating: 0, count: model.slotCount)
        let rank = (0..<model.transitionCount).map { LinkTargets.rank(model, $0) }
        let pushers = LinkTargets.repeatedPushers(model, code)
        // A group's grouped edges once: from its other configurations they reach nothing new.
        var opened: Set<Int>? = []
        while next < queue.count {
            let state = queue[next]
            next += 1
            if LinkTargets.isTarget(explorer, state, code, pushers: pushers, &scratch) {
                var transitions: [Int] = []
                var s = state
                while s != start {
                    transitions.append(Int(via[s]))
                    s = Int(parent[s])
                }
                transitions.reverse()
                if !LinkTargets.showsUncovered(explorer, state, code, &scratch),
                    let push = LinkTargets.pushAway(explorer, state, unpacked: scratch, pushers: pushers)
                {
                    transitions.append(push)
                }
                return Steps(
                    transitions: transitions.map { model.transitionName($0) },
                    made: transitions.count { LinkTargets.bringsIn(model, $0, code) })
            }
            // Among the shortest, what covers goes first, then tabs, then stacks back, then forward
            // (grammar.md: the order UIKit apps open links in).
            var edges: [(target: Int, transition: Int)] = []
            explorer.forEachEdge(from: state, opening: &opened) { target, t in
                if !model.isUserMove(t), parent[target] == -2 { edges.append((target, t)) }
            }
            for edge in edges.enumerated().sorted(by: {
                (rank[$0.element.transition], $0.offset) < (rank[$1.element.transition], $1.offset)
            }).map(\.element) where parent[edge.target] == -2 {
                parent[edge.target] = Int32(state)
                via[edge.target] = Int32(edge.transition)
                queue.append(edge.target)
            }
        }
        return nil
    }

    func explorer(_ type: String) -> Explorer? {
        if let known = explorers[type] { return known }
        guard let index = spec.firstContainer(named: type) else { return nil }
        var explorer = Explorer(
            ContainerModel(PlanLowering.lower(spec.containers[index], in: spec, detail: .shape), userMoves: true),
            maxStates: options.maxStates)
        explorer.run()
        explorers[type] = explorer
        return explorer
    }
}

/// The configurations a route's level aims at, shared by `run`'s links and flow analysis.
enum LinkTargets {
    /// Configuration `state` shows `code` on top of a slot, and no presentation slot of the
    /// container presents anything else (what a link opens is not left covered).
    static func showsUncovered(_ explorer: Explorer, _ state: Int, _ code: Int32, _ scratch: inout [Int32]) -> Bool {
        let model = explorer.model
        explorer.store.unpack(state, into: &scratch)
        var shown = false
        for slot in 0..<model.slotCount where explorer.values[slot].top[Int(scratch[slot])] == code { shown = true }
        guard shown else { return false }
        switch uncovered(explorer, unpacked: scratch) {
        case .any: return true
        case .only(let presented): return presented == code
        case .none: return false
        }
    }

    /// Which tops the presentation slots leave uncovered in a configuration (its slots
    /// `unpacked`): any, when none presents; only the presented child, when they present one;
    /// none, when they present two.
    enum Uncovered {
        case any
        case only(Int32)
        case none
    }

    static func uncovered(_ explorer: Explorer, unpacked: [Int32]) -> Uncovered {
        var presented: Int32?
        for slot in explorer.model.presentationSlots where !explorer.values[slot].entry(Int(unpacked[slot])).isEmpty {
            let top = explorer.values[slot].top[Int(unpacked[slot])]
            if let p = presented, p != top { return .none }
            presented = top
        }
        return presented.map { .only($0) } ?? .any
    }

    /// Where transition `t` comes in a link's moves of one container: a dismiss first (what
    /// covers the target goes before anything moves under it), then a tab selection, then pops,
    /// then the rest (pushes, presents, shows).
    static func rank(_ model: ContainerModel, _ t: Int) -> Int {
        model.moves[t].map { move in
            switch move.effect {
            case .dismiss: 0
            case .select: 1
            case .pop, .popTo, .popToRoot: 2
            case .clear: 3
            case .show, .push, .present: 4
            }
        }.min() ?? 4
    }

    /// The app's transitions that push `code` when it is a repeated child: each push makes a new
    /// instance on top, so wherever one runs uncovered the child is shown one step later, even
    /// where the exploration stopped following pushes (its bound on repeated entries).
    static func repeatedPushers(_ model: ContainerModel, _ code: Int32) -> [Int] {
        guard code >= 0, Int(code) < model.repeatedCode.count, model.repeatedCode[Int(code)] else { return [] }
        return (0..<model.transitionCount).filter { t in
            !model.isUserMove(t) && model.moves[t].contains { $0.child == code && $0.effect == .push }
        }
    }

    /// A link's target from `state`: `code` shown uncovered there, or one push away (below).
    static func isTarget(
        _ explorer: Explorer, _ state: Int, _ code: Int32, pushers: [Int], _ scratch: inout [Int32]
    ) -> Bool {
        showsUncovered(explorer, state, code, &scratch)
            || pushAway(explorer, state, unpacked: scratch, pushers: pushers) != nil
    }

    /// The push that shows a repeated child one step after `state` (whose slots `unpacked`
    /// holds): the first of its `pushers` whose guards hold there, with nothing presented (what a
    /// link opens is not left covered); nil when none. Route witnesses, `run`'s links and the
    /// planner's table all count "one push away" by this.
    static func pushAway(_ explorer: Explorer, _ state: Int, unpacked: [Int32], pushers: [Int]) -> Int? {
        guard !pushers.isEmpty, case .any = uncovered(explorer, unpacked: unpacked) else { return nil }
        return pushers.first { explorer.guardsHold($0, at: state) }
    }

    /// Transition `t` brings `code` in (a push or present of it, or a move whose incoming child it is).
    static func bringsIn(_ model: ContainerModel, _ t: Int, _ code: Int32) -> Bool {
        model.moves[t].contains { move in
            move.incoming == code || (move.child == code && (move.effect == .push || move.effect == .present))
        }
    }
}
