import KinshipPlan
import KinshipSpec
import KinshipSyntax

/// Links at any moment, rule 6 (grammar.md): a level whose moves present or dismiss cannot run
/// under a presentation that a container off the route's path made. A container's present in a
/// slot of a non-context style goes to the top of its hierarchy (the window's root, or the
/// presented controller it is inside), which then presents for everything in that hierarchy;
/// only the route's containers move, none of them dismisses it, and UIKit refuses the level's
/// present. Each route container's explored configurations cannot see that (another
/// container's slot holds it), so this walks the containers the route's levels hold at mount
/// instead and reports the first that can present so, with the events that make it present.
struct RouteCoveringPresents {
    private let spec: Spec
    private let options: FlowOptions
    private var plans: [String: ContainerPlan] = [:]
    /// Per container type: the events (from its mount) that make it present in a slot of a
    /// non-context style, or nil when none do.
    private var presenting: [String: [String]?] = [:]

    init(_ spec: Spec, options: FlowOptions) {
        self.spec = spec
        self.options = options
    }

    /// The finding for `route` (witness `levels`, one `segment` each), or nil. Linear in the
    /// containers the levels hold at mount; each container type is explored once per spec.
    mutating func finding(_ route: Route, _ levels: [RouteLevel], segments: [Name])
        -> (Diagnostic, RouteResult.NotFrom)?
    {
        guard let presentingLevel = levels.indices.first(where: { presentsOrDismisses(levels[$0]) }) else {
            return nil
        }
        for j in 0...presentingLevel {
            var visited: Set<String> = []
            var queue = offPathChildren(of: levels[j].containerType, at: levels[j].path, except: levels[j].child)
            var next = 0
            while next < queue.count {
                let (path, type) = queue[next]
                next += 1
                guard visited.insert(type).inserted else { continue }
                if let events = presentEvents(type) {
                    let all = levels[..<j].flatMap(\.steps).map(\.event) + events.map { path + "." + $0 }
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
                queue += offPathChildren(of: type, at: path, except: nil)
            }
        }
        return nil
    }

    /// The level's witness presents or dismisses in one of its container's presentation slots.
    private mutating func presentsOrDismisses(_ level: RouteLevel) -> Bool {
        guard let plan = plan(level.containerType) else { return false }
        return level.steps.contains { step in
            plan.transition(named: step.transition)?.moves.contains { move in
                plan.slot(named: move.slot)?.kind == .presentation
            } ?? false
        }
    }

    /// The containers `type` holds at mount (its non-presentation slots' initial children),
    /// with their instance paths, but `except`.
    private mutating func offPathChildren(of type: String, at path: String, except: String?) -> [(String, String)] {
        guard let plan = plan(type) else { return [] }
        var out: [(String, String)] = []
        for slot in plan.slots where slot.kind != .presentation {
            for name in slot.initial where name != except {
                // A screen that presents (`children:` on a screen) is a container here too.
                if let child = plan.child(named: name), !child.isRepeated, spec.firstContainer(named: child.type) != nil
                {
                    out.append((path + "/" + name, child.type))
                }
            }
        }
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
