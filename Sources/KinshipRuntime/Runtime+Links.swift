public import KinshipSyntax
import KinshipUIKit

/// How a run opens `open(URL)`: the route a URL matches and, per level, the transitions that
/// show the level's child from its container's current configuration. Flow analysis answers
/// both (`LinkPlanner`); the runtime only reads its own state and runs what it is given.
public struct LinkOpener {
    public struct Level: Sendable {
        public var child: String
        public var inputs: [String]

        public init(child: String, inputs: [String]) {
            self.child = child
            self.inputs = inputs
        }
    }

    public enum Match: Sendable {
        case route(name: String, levels: [Level])
        case refused(DiagnosticID, String)
    }

    /// The route a URL opens, by level below the root.
    public var match: (String) -> Match
    /// For a container type, its slots' contents (child names by slot) and the child to show:
    /// the transitions to run and how many of them bring the child in; nil when none do.
    public var steps:
        (_ type: String, _ contents: [String: [String]], _ child: String) -> (
            transitions: [String], made: Int
        )?
    /// The same from a stack deeper than the exploration followed, planned from the shallower
    /// configuration with the same top: moves to run before asking `steps` again (none: the child
    /// is shown). Nil when the configuration is not deeper.
    public var deep:
        (_ type: String, _ contents: [String: [String]], _ child: String) -> (
            transitions: [String], made: Int
        )?

    public init(
        match: @escaping (String) -> Match,
        steps: @escaping (String, [String: [String]], String) -> (transitions: [String], made: Int)?,
        deep: @escaping (String, [String: [String]], String) -> (transitions: [String], made: Int)? = { _, _, _ in nil }
    ) {
        self.match = match
        self.steps = steps
        self.deep = deep
    }
}

extension Runtime {
    /// `open(URL)` at any point of a run (grammar.md, Routes, "Links at any moment"). Level by
    /// level from the root, each container's transitions from the configuration it is in now
    /// bring its child in uncovered (nothing when it shows it already); each instance on the way
    /// takes the URL's values first, before the moves that make or show it, as `--open` does.
    /// All levels' values are set, then all moves run, parent first; a repeated child whose
    /// instance the moves cannot name ahead (made more than once, or shown again without being
    /// made) takes its values once the moves above it and its own have run [M].
    func openLink(_ url: String, _ event: Event) {
        guard let links else {
            report(.unknownEvent, event.location, "'\(event.text)': this run has no routes to open links with")
            return
        }
        let route: String
        let levels: [LinkOpener.Level]
        switch links.match(url) {
        case .refused(let id, let message):
            report(id, event.location, "'\(event.text)': " + message)
            return
        case .route(let name, let found):
            route = name
            levels = found
        }
        guard var path = (rootViewController as? PlanDriven)?.node?.path else { return }
        linkSets = []
        linkSetKeys = []
        linkFollows = [:]
        var pending: [(path: String, transitions: [String])] = []
        var onPath: [String] = []
        // The previous level's container: where a level made ahead of its move will be.
        var holder: UIViewController?
        var setAny = false
        func runPending() {
            if setAny { loop.endTurn() }
            setAny = false
            for level in pending {
                for transition in level.transitions {
                    handle(
                        Event(
                            kind: .transition(target: level.path, name: transition),
                            text: level.path + "." + transition, location: event.location))
                }
            }
            pending = []
        }
        for (index, level) in levels.enumerated() {
            guard let node = nodesByPath[path] else { break }
            waitUntilIdle(node)
            // A stack deeper than flow analysis followed: round by round, the moves from the
            // shallower configuration with the same top, until the planner answers (rule 2).
            var rounds = 0
            while rounds < Self.deepRounds, links.steps(node.plan.name, node.contents, level.child) == nil,
                let deep = links.deep(node.plan.name, node.contents, level.child), !deep.transitions.isEmpty
            {
                // No wait after the round: the next round's transitions wait before they run,
                // and a value set once the moves are handed over is set at once, as the
                // generated router's `open` sets it.
                pending.append((path, deep.transitions))
                runPending()
                rounds += 1
            }
            guard
                let found = links.steps(node.plan.name, node.contents, level.child)
                    ?? links.deep(node.plan.name, node.contents, level.child)
            else {
                runPending()
                let label = node.plan.slots.map {
                    "\($0.name)=[" + (node.contents[$0.name] ?? []).joined(separator: ",") + "]"
                }.joined(separator: " ")
                report(
                    .routeUnreachableFrom, event.location,
                    "'\(event.text)': route '\(route)' cannot open from here: no transitions of '\(node.plan.name)' at \(path) show '\(level.child)' uncovered from its configuration (\(label)), or flow analysis never reached that configuration"
                )
                return
            }
            onPath.append(path)
            let presents = found.transitions.contains { name in
                node.plan.transition(named: name)?.moves.contains { move in
                    node.plan.slots.contains { $0.name == move.slot && $0.kind == .presentation }
                } ?? false
            }
            // A level made ahead of the move that shows it (its values first, rule 4) has no
            // parent yet: what covers it then is what covers the container that will hold it.
            let controller = node.controller
            let placed = controller.parent == nil && controller.presentingViewController == nil ? holder : nil
            if presents, let above = (placed ?? controller).presentedViewController,
                let owner = Self.offPathOwner(
                    of: above, ownerPath: owningNodePath(of: above), onPath: onPath, next: path + "/" + level.child)
            {
                // Rule 6: only the containers on the route's path move, so a presentation another
                // container made (raw slot operations make such) stays, and UIKit refuses the
                // level's presents under it. Selections and pushes under it run (flow analysis
                // does not model such covering yet).
                runPending()
                report(
                    .routeUnreachableFrom, event.location,
                    "'\(event.text)': route '\(route)' cannot open from here: \(path) is under '\(above.tracePathDescription)', which '\(owner)' presents and no container on the route's path dismisses"
                )
                return
            }
            pending.append((path, found.transitions))
            // As `--open`: an instance is made ahead only when values go to it or below it.
            let needed = levels[index...].contains { !$0.inputs.isEmpty }
            var target =
                needed
                ? valuesTarget(level.child, in: node, made: found.made, shown: found.transitions.isEmpty) : nil
            if target == nil {
                // Which instance the moves show is known once they have run [M].
                runPending()
                target = shownTarget(level.child, in: node)
            }
            guard let target else { break }
            holder = node.controller
            for input in level.inputs { setLinkInput(input, on: target, by: node, event) }
            setAny = setAny || !level.inputs.isEmpty
            if let inner = (target as? PlanDriven)?.node {
                path = inner.path
            } else {
                path += "/" + level.child
            }
        }
        runPending()
    }

    /// The most rounds a deep stack is planned in (each pops at least one instance past the
    /// exploration's bound in practice; the cap keeps a spec whose moves do not from looping).
    static let deepRounds = 64

    /// The instance of `child` a link's (or `--open`'s) values go to before the moves that show
    /// it run, made now if need be; nil when the moves must run first to name it (a repeated
    /// child made more than once). `shown`: no moves are needed, the child is on screen. Both
    /// `--open` and `open(URL)` make instances ahead here only, so they name them alike.
    func valuesTarget(_ child: String, in node: ContainerNode, made: Int, shown: Bool) -> UIViewController? {
        // Not placed yet (a child a later step pushes, or one its container holds but has not
        // added because its view is not loaded: a collapsed split's secondary column): its set
        // lines name where it goes, whether or not moves are needed.
        func placed(_ made: UIViewController?) -> UIViewController? {
            if let made, made.parent == nil, made.presentingViewController == nil { made.preparedBy = node.controller }
            return made
        }
        if shown { return placed(shownTarget(child, in: node)) }
        guard node.compiled.repeated.contains(child) else { return placed(node.instance(child)) }
        return made == 1 ? node.inputTarget(child, fresh: true) : nil
    }

    /// The instance of `child` that `node` shows now.
    private func shownTarget(_ child: String, in node: ContainerNode) -> UIViewController? {
        guard node.compiled.repeated.contains(child) else { return node.instance(child) }
        return shownInstance(of: child, in: node).flatMap { node.instances[$0] }
    }

    /// The container that presents `presented` (its trace path's parent), when it is neither a
    /// level already moved (`onPath`) nor inside the level's next child `next` (a deeper level
    /// decides about those); nil otherwise.
    /// `ownerPath`: the path of the container whose child `presented` is, when one is live.
    private static func offPathOwner(of presented: UIViewController, ownerPath: String?, onPath: [String], next: String)
        -> String?
    {
        // Compared without split column wrappers (`[secondary]`), which node paths do not name,
        // but with instance suffixes: a popped `c1#2`'s sheet, left up, is not `c1#1`'s.
        func bare(_ path: String) -> [Substring] {
            path.split(separator: "/").filter { !$0.hasPrefix("[") }
        }
        // The owning container's own path, when known: a trace path can name more (a collapsed
        // split's secondary wrapper pushed onto the primary's navigation child, `S/nav/[secondary]/c`).
        let owner = ownerPath.map(bare) ?? Array(bare(presented.tracePathDescription).dropLast())
        let nextBare = bare(next)
        if onPath.contains(where: { bare($0) == owner }) || owner.starts(with: nextBare) { return nil }
        return owner.joined(separator: "/")
    }

    /// The path of the live container that holds `controller` as one of its children's instances
    /// (the container whose presentation slot presented it); nil when none does. Only containers
    /// with a presentation slot can have presented it, and this is asked only when a level that
    /// presents is covered.
    private func owningNodePath(of controller: UIViewController) -> String? {
        liveNodes(ofTypes: index.presentingTypes).first { node in
            node.instances.values.contains { $0 === controller }
        }?.path
    }

    /// The instance name of `child` on top of one of `node`'s slots (`post#2`, or `child` itself).
    private func shownInstance(of child: String, in node: ContainerNode) -> String? {
        for (index, entries) in node.slots.entries.enumerated() where entries.last == child {
            return node.slots.instanceNames?[index].last ?? child
        }
        return nil
    }
}
