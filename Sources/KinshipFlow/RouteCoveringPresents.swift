import KinshipPlan
import KinshipSpec
import KinshipSyntax

/// Links at any moment, rule 6 (grammar.md): a level whose moves present or dismiss cannot run
/// under a presentation that a container off the route's path made. A container's present in a
/// slot of a non-context style goes to the top of its hierarchy (the window's root, or the
/// presented controller it is inside), which then presents for everything in that hierarchy;
/// only the route's containers move, none of them dismisses it, and UIKit refuses the level's
/// present. Each route container's explored configurations cannot see that (another
/// container's slot holds it), so this walks the containers the route's levels can hold (every
/// tab, and what their explored configurations show in their other slots) instead and reports
/// the first that can present so, with the events that show it and make it present.
struct RouteCoveringPresents {
    private let spec: Spec
    private let options: FlowOptions
    private var plans: [String: ContainerPlan] = [:]
    /// Per container type: the events (from its mount) that make it present in a slot of a
    /// non-context style, or nil when none do.
    private var presenting: [String: [String]?] = [:]
    /// Per container type: what `held` found.
    private var holds: [String: [(String, String, [String])]] = [:]
    /// Per container type: what `presentationMoves` found.
    private var presentationTransitions: [String: Set<String>] = [:]

    init(_ spec: Spec, options: FlowOptions) {
        self.spec = spec
        self.options = options
    }

    /// The finding for `route` (witness `levels`, one `segment` each), or nil. Linear in the
    /// containers the levels can hold; each container type is explored at most twice per spec.
    mutating func finding(_ route: Route, _ levels: [RouteLevel], segments: [Name])
        -> (Diagnostic, RouteResult.NotFrom)?
    {
        guard let presentingLevel = levels.indices.first(where: { presentsOrDismisses(levels[$0]) }) else {
            return nil
        }
        for j in 0...presentingLevel {
            var visited: Set<String> = []
            let before = levels[..<j].flatMap(\.steps).map(\.event)
            var queue = heldChildren(of: levels[j].containerType, at: levels[j].path, except: levels[j].child)
                .map { (path: $0.path, type: $0.type, events: before + $0.events) }
            var next = 0
            while next < queue.count {
                let (path, type, prefix) = queue[next]
                next += 1
                guard visited.insert(type).inserted else { continue }
                if let events = presentEvents(type) {
                    let all = prefix + events.map { path + "." + $0 }
                    let level = levels[presentingLevel]
                    return (
                        diagnostic(route, level, segments[presentingLevel], owner: path, events: all),
                        RouteResult.NotFrom(
                            events: all,
                            place:
                                "\(level.path) under what '\(path)' presents, which no container on the route dismisses"
                        )
                    )
                }
                queue += heldChildren(of: type, at: path, except: nil).map {
                    (path: $0.path, type: $0.type, events: prefix + $0.events)
                }
            }
        }
        return nil
    }

    /// The level's witness presents or dismisses in one of its container's presentation slots.
    private mutating func presentsOrDismisses(_ level: RouteLevel) -> Bool {
        let moving = presentationMoves(level.containerType)
        return level.steps.contains { moving.contains($0.transition) }
    }

    /// Per container type, once per spec: its transitions with a move in a presentation slot
    /// (so each route's steps are looked up, not scanned for, in a container of thousands).
    private mutating func presentationMoves(_ type: String) -> Set<String> {
        if let known = presentationTransitions[type] { return known }
        var out: Set<String> = []
        if let plan = plan(type) {
            let slots = Set(plan.slots.lazy.filter { $0.kind == .presentation }.map(\.name))
            var seen: Set<String> = []
            for transition in plan.transitions where seen.insert(transition.name).inserted {
                if transition.moves.contains(where: { slots.contains($0.slot) }) { out.insert(transition.name) }
            }
        }
        presentationTransitions[type] = out
        return out
    }

    /// The containers `type` can hold in its non-presentation slots (a tabs slot holds every
    /// tab it accepts from mount; other slots what some explored configuration shows), with
    /// their instance paths and the shortest events (from its mount, PATH-qualified) that show
    /// them, but `except`. A container shown later (a split's column, a pushed child) presents
    /// for the whole hierarchy just as one held at mount does.
    private mutating func heldChildren(of type: String, at path: String, except: String?)
        -> [(path: String, type: String, events: [String])]
    {
        held(type).compactMap { child, childType, events in
            child == except ? nil : (path + "/" + child, childType, events.map { path + "." + $0 })
        }
    }

    /// Per container type, once per spec: its held containers (child, type, events from mount).
    private mutating func held(_ type: String) -> [(String, String, [String])] {
        if let known = holds[type] { return known }
        var out: [(String, String, [String])] = []
        if let plan = plan(type) {
            var seen: Set<String> = []
            func add(_ name: String, _ events: [String]) {
                // A screen that presents (`children:` on a screen) is a container here too.
                guard let child = plan.child(named: name), spec.firstContainer(named: child.type) != nil,
                    seen.insert(name).inserted
                else { return }
                out.append((name, child.type, events))
            }
            let kept = plan.slots.indices.filter { plan.slots[$0].kind != .presentation }
            for s in kept where plan.slots[s].kind == .tabs {
                for name in plan.slots[s].accepts { add(name, []) }
            }
            var explorer = Explorer(ContainerModel(plan, userMoves: true), maxStates: options.maxStates)
            explorer.run()
            // Configuration numbers are breadth-first: the first found is the nearest.
            for state in 0..<explorer.count {
                let contents = explorer.contents(of: state)
                for s in kept where s < contents.count {
                    for name in contents[s] where !seen.contains(name) {
                        add(name, explorer.path(to: state).map { explorer.model.transitionName($0) })
                    }
                }
            }
        }
        holds[type] = out
        return out
    }

    /// The shortest events from `type`'s mount to a configuration where a slot of a
    /// non-context style presents something.
    private mutating func presentEvents(_ type: String) -> [String]? {
        if let known = presenting[type] { return known }
        var found: [String]?
        if let plan = plan(type) {
            let slots = plan.slots.indices.filter {
                plan.slots[$0].kind == .presentation && !(plan.slots[$0].style?.usesContext ?? false)
            }
            if !slots.isEmpty {
                var explorer = Explorer(ContainerModel(plan, userMoves: true), maxStates: options.maxStates)
                explorer.run()
                // Configuration numbers are breadth-first: the first found is the nearest.
                for state in 0..<explorer.count
                where slots.contains(where: { !explorer.contents(of: state)[$0].isEmpty }) {
                    found = explorer.path(to: state).map { explorer.model.transitionName($0) }
                    break
                }
            }
        }
        presenting[type] = found
        return found
    }

    private mutating func plan(_ type: String) -> ContainerPlan? {
        if let known = plans[type] { return known }
        guard let index = spec.firstContainer(named: type) else { return nil }
        let plan = PlanLowering.lower(spec.containers[index], in: spec, detail: .shape)
        plans[type] = plan
        return plan
    }

    private func diagnostic(_ route: Route, _ level: RouteLevel, _ segment: Name, owner: String, events: [String])
        -> Diagnostic
    {
        let url = route.pattern?.exampleURL ?? route.urlText.value
        let link = url.contains(",") ? "" : ",open(\(url))"
        let shown = events.isEmpty ? "at launch" : "after \(events.joined(separator: ", "))"
        return .warning(
            .routeUnreachableFrom,
            "route '\(route.name.value)' cannot open \(route.openText.value) from every configuration: \(shown), '\(owner)' (off the route's path) presents over \(level.path), and no container on the route's path dismisses that, so the present of '\(level.child)' is refused and a link received then opens nothing; present that from a container on the route's path, or in a context style (currentContext, overCurrentContext)",
            at: segment.range,
            notes: [
                DiagnosticNote(
                    "reproduce with: kinship run \(Counterexample.quoted(options.specPath)) --events \(Counterexample.quoted(events.joined(separator: ",") + link))"
                )
            ])
    }
}
