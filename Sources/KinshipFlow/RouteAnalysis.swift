import KinshipPlan
public import KinshipSpec
public import KinshipSyntax

/// Checks every route against the flows: for each level of its `open:` path, the shortest
/// sequence of that container's transitions from mount to a configuration that shows the next
/// segment (a single slot holding it, the top of a stack, the selected tab).
///
/// Levels compose by concatenation, top level first. A container's transitions move only its
/// own slots, so the levels are independent: a nested container is still in its mount
/// configuration when its parent first shows it, and the shortest route is the sum of the
/// shortest levels. Each container type on some route is explored once (the flow explorer's
/// breadth-first search, so its configuration numbers are shortest-first), one pass over its
/// configurations finds the first that shows each child a route needs, and each route is then
/// a lookup per level: linear in the explored configurations plus the routes' lengths.
public enum RouteAnalysis {
    /// One level of a route, resolved: the container type there and the child it must show.
    private struct Need {
        var container: Int
        var path: String
        var child: String
        var segment: Name
    }

    /// What one container type's exploration says about one child.
    private enum Finding: Sendable {
        /// `made`: how many of the steps bring the child in (each makes a new instance of a
        /// repeated child, so the one shown at the end is `child#made`).
        /// `stuck`: the first configuration (so the nearest to mount) from which no transitions
        /// show the child uncovered, with the transitions that reach it, if there is one.
        /// `other`: for a repeated child, the first configuration from which a link shows an
        /// instance made before it (`#number`, not the `#made` a link from launch makes).
        case shown(
            steps: [String], configuration: String, made: Int, stuck: (steps: [String], configuration: String)?,
            other: OtherInstance?)
        case never(configurations: Int, complete: Bool, mount: String)
    }

    /// A configuration a link opens an older instance of a repeated child from.
    private struct OtherInstance {
        var steps: [String]
        var configuration: String
        var number: Int
    }

    /// Whether routes are checked from every configuration (`route-unreachable-from`); only the
    /// benchmark turns it off, to measure what that check costs.
    public nonisolated(unsafe) static var checksEveryConfiguration = true

    /// Results in route order; routes whose `open:` does not resolve (validation reported
    /// them) are left out. The spec must be validated.
    public static func analyze(_ spec: Spec, options: FlowOptions, workers: Int? = nil) -> [RouteResult] {
        analyze(spec, routes: spec.routes, options: options, workers: workers)
    }

    /// Only `routes` (of `spec`), exploring only the containers they pass through.
    public static func analyze(_ spec: Spec, routes selected: [Route], options: FlowOptions, workers: Int? = nil)
        -> [RouteResult]
    {
        measured(spec, routes: selected, options: options, workers: workers).results
    }

    /// What the search cost: container types explored and configurations visited.
    public struct Statistics: Sendable {
        public var containers = 0
        public var configurations = 0
    }

    /// `analyze`, with what it explored (for the benchmark).
    public static func measured(
        _ spec: Spec, routes selected: [Route], options: FlowOptions,
        workers: Int? = nil
    ) -> (results: [RouteResult], statistics: Statistics) {
        guard let root = spec.root?.value, spec.firstContainer(named: root) != nil else { return ([], Statistics()) }
        var routes: [(Route, [Need])] = []
        var wanted: [Int: Set<String>] = [:]
        var lookup = ChildLookup(spec)
        for route in selected {
            guard let needs = resolve(route, spec, &lookup) else { continue }
            for need in needs { wanted[need.container, default: []].insert(need.child) }
            routes.append((route, needs))
        }
        let containers = wanted.keys.sorted()
        let wantedChildren = wanted
        let found = orderedParts(count: containers.count, minimumPerPart: 64, workers: workers) { range in
            var explorer: Explorer?
            return containers[range].map { c in
                let container = spec.containers[c]
                if explorer == nil {
                    // With the user's moves: a link may arrive after the user tapped a tab. The
                    // witnesses and the backward searches follow the app's own transitions only:
                    // a deep link is opened by the app's code (the generated router, `run`), which
                    // cannot make the user's moves.
                    explorer = Explorer(
                        ContainerModel(PlanLowering.lower(container, in: spec, detail: .shape), userMoves: true),
                        maxStates: options.maxStates)
                } else {
                    explorer?.reset(shaping: container, in: spec, maxStates: options.maxStates)
                }
                explorer?.run()
                return (explorer.map { search($0, for: wantedChildren[c] ?? []) } ?? [:], explorer?.count ?? 0)
            }
        }
        var byContainer: [Int: [String: Finding]] = [:]
        var statistics = Statistics(containers: containers.count)
        for (c, (findings, explored)) in zip(containers, found) {
            byContainer[c] = findings
            statistics.configurations += explored
        }
        // A route's values may not start a move (its witness alone moves): its answers are
        // followed once per spec, each answer once whatever the number of routes.
        var answers = RouteAnswers(spec)
        var covering = RouteCoveringPresents(spec, options: options)
        let results = routes.map { route, needs in
            var levels: [RouteLevel] = []
            var fromAnywhere: [Diagnostic] = []
            var notFrom: [RouteResult.NotFrom] = []
            // Instance paths as the runtime names them: below a repeated child, the instance
            // the witness made last (`post#2`), not the child's name.
            var path = spec.root?.value ?? ""
            for (k, need) in needs.enumerated() {
                // Values for this level's instance or one below it (`route.open[k + 1]` on).
                let valuesHere = route.sets.contains { ($0.levelIndex(in: route) ?? 0) >= k + 1 }
                switch byContainer[need.container]?[need.child] {
                case .shown(let steps, let configuration, let made, let stuck, let other):
                    // Only where the route's values go: they then reach an instance that loaded
                    // before the link, not the new one a link from launch gives them to.
                    if let other, made > 0, valuesHere {
                        let (finding, place) = otherInstance(
                            route, need, spec, path, levels.flatMap(\.steps), other, made: made, options)
                        fromAnywhere.append(finding)
                        notFrom.append(place)
                    }
                    if let stuck {
                        let (finding, place) = unreachableFrom(
                            route, need, spec, path, levels.flatMap(\.steps), stuck, options)
                        fromAnywhere.append(finding)
                        notFrom.append(place)
                    }
                    levels.append(
                        RouteLevel(
                            path: path, containerType: spec.containers[need.container].name.value, child: need.child,
                            steps: steps.map { RouteStep(path: path, transition: $0) }, configuration: configuration,
                            made: made))
                    let repeated = lookup.child(named: need.child, in: need.container)?.isRepeated ?? false
                    path += "/" + need.child + (repeated ? "#\(max(made, 1))" : "")
                case .never(let count, let complete, let mount):
                    return RouteResult(
                        route: route,
                        outcome: .unreachable(unreachable(route, need, spec, count, complete, mount, options)))
                case nil:
                    return RouteResult(
                        route: route, outcome: .unreachable(unreachable(route, need, spec, 0, false, "-", options)))
                }
            }
            if !route.sets.isEmpty, let refused = answers.check(route, levels: levels) {
                return RouteResult(route: route, outcome: .unreachable(refused))
            }
            if checksEveryConfiguration, !fromAnywhere.contains(where: { $0.id == .routeUnreachableFrom }),
                let (covered, place) = covering.finding(route, levels, segments: needs.map(\.segment))
            {
                fromAnywhere.append(covered)
                notFrom.append(place)
            }
            return RouteResult(
                route: route, outcome: .witness(levels), opened: path, fromAnywhere: fromAnywhere, notFrom: notFrom)
        }
        return (results, statistics)
    }

    /// The findings `kinship check` reports: `unreachable-route` errors, and `exploration-limit`
    /// warnings for routes the exploration stopped short of (unless disabled).
    public static func diagnostics(_ spec: Spec, options: FlowOptions) -> [Diagnostic] {
        let results = analyze(spec, options: options)
        return
            (results.flatMap { ($0.diagnostic.map { [$0] } ?? []) + $0.fromAnywhere }
            + RouteInputs.diagnostics(results, spec, options: options)).filter {
                d in
                d.severity == .error
                    || !(options.disabled.contains(d.id.rawValue) || spec.disabledWarnings.contains(d.id.rawValue))
            }
    }

    /// The levels of `route.open`, or nil when a segment names nothing (validation says so).
    private static func resolve(_ route: Route, _ spec: Spec, _ lookup: inout ChildLookup) -> [Need]? {
        guard let first = route.open.first, first.value == spec.root?.value,
            var container = spec.firstContainer(named: first.value)
        else { return nil }
        var needs: [Need] = []
        var path = first.value
        for (i, segment) in route.open.enumerated().dropFirst() {
            guard let child = lookup.child(named: segment.value, in: container) else { return nil }
            needs.append(Need(container: container, path: path, child: segment.value, segment: segment))
            path += "/" + segment.value
            guard i < route.open.count - 1 else { break }
            guard let next = spec.firstContainer(named: child.type.value) else { return nil }
            container = next
        }
        return needs
    }

    /// Breadth-first from mount over the app's own transitions (dismisses, selections, pops,
    /// then the rest, each in declaration order): the first configuration that shows a wanted child is a shortest way
    /// to show it. Stops once all are found, unless routes are checked from every configuration.
    private static func search(_ explorer: Explorer, for children: Set<String>) -> [String: Finding] {
        let model = explorer.model
        var codes: [Int32: String] = [:]
        for child in children { if let code = model.code(of: child) { codes[code] = child } }
        var first: [String: Int] = [:]
        // A repeated child one push away from where the search stands is shown by that push, as
        // `open(URL)`'s planner counts it (LinkTargets.isTarget): the configuration and the push.
        var pushedFrom: [String: (configuration: Int, push: Int)] = [:]
        // The wanted repeated children not found yet, with their pushers: only these are asked at
        // each configuration (a tab bar of thousands of plain tabs asks nothing).
        var pushing = codes.compactMap { code, child in
            let pushers = LinkTargets.repeatedPushers(model, code)
            return pushers.isEmpty ? nil : (child: child, pushers: pushers)
        }.sorted { $0.child < $1.child }
        var current = [Int32](repeating: 0, count: model.slotCount)
        var parent = [Int32](repeating: -2, count: explorer.count)
        var via = [Int32](repeating: -1, count: explorer.count)
        let rank = (0..<model.transitionCount).map { LinkTargets.rank(model, $0) }
        var queue = [0]
        if explorer.count > 0 { parent[0] = -1 }
        var next = 0
        // Each group of configurations' grouped edges are followed once (`forEachEdge(opening:)`):
        // from any other configuration of the group they lead to the same targets, found already.
        // A tab bar of N selects would otherwise list N edges at each of its N configurations.
        var opened: Set<Int>? = []
        while next < queue.count, first.count < codes.count {
            let configuration = queue[next]
            next += 1
            explorer.store.unpack(configuration, into: &current)
            for slot in 0..<model.slotCount {
                let top = explorer.values[slot].top[Int(current[slot])]
                if let child = codes[top], first[child] == nil { first[child] = configuration }
            }
            pushing.removeAll { first[$0.child] != nil }
            for (child, pushers) in pushing {
                guard let push = LinkTargets.pushAway(explorer, configuration, unpacked: current, pushers: pushers)
                else { continue }
                first[child] = explorer.target(from: configuration, by: { $0 == push }) ?? configuration
                pushedFrom[child] = (configuration, push)
            }
            // In the order a link's moves take (`LinkTargets.rank`), so `--open` and `open(URL)`
            // at launch run the same witness.
            var edges: [(target: Int, transition: Int)] = []
            explorer.forEachEdge(from: configuration, opening: &opened) { target, t in
                if !model.isUserMove(t), parent[target] == -2 { edges.append((target, t)) }
            }
            for edge in edges.enumerated().sorted(by: {
                (rank[$0.element.transition], $0.offset) < (rank[$1.element.transition], $1.offset)
            }).map(\.element) where parent[edge.target] == -2 {
                parent[edge.target] = Int32(configuration)
                via[edge.target] = Int32(edge.transition)
                queue.append(edge.target)
            }
        }
        // The configurations the app's transitions reach, for a route that never shows its child.
        while next < queue.count {
            explorer.forEachEdge(from: queue[next], opening: &opened) { target, t in
                guard !model.isUserMove(t), parent[target] == -2 else { return }
                parent[target] = Int32(queue[next])
                queue.append(target)
            }
            next += 1
        }
        func path(to state: Int) -> [Int] {
            var steps: [Int] = []
            var s = state
            while s > 0, parent[s] >= 0 {
                steps.append(Int(via[s]))
                s = Int(parent[s])
            }
            return steps.reversed()
        }
        var out: [String: Finding] = [:]
        // Links at any moment: a child is linked to from every configuration when every sink
        // component holds a configuration showing it (SinkTargets); otherwise one backward
        // search from the configurations that show it uncovered names the first that cannot.
        var scratch = [Int32](repeating: 0, count: model.slotCount)
        var backward: Explorer.Backward?
        var sinks: SinkTargets?
        for child in children {
            if let state = first[child] {
                let target = model.code(of: child) ?? -1
                var stuck: (steps: [String], configuration: String)?
                let pushers = checksEveryConfiguration ? LinkTargets.repeatedPushers(model, target) : []
                if checksEveryConfiguration, backward == nil {
                    backward = explorer.backward(skipping: model.isUserMove)
                    sinks = backward.map { SinkTargets(explorer, $0, wanted: Set(codes.keys)) }
                }
                // Only a route some configuration does not link from pays for a search of its own
                // (which names the first such configuration).
                if checksEveryConfiguration, sinks?.everySinkHolds(explorer, target, pushers: pushers, &scratch) != true
                {
                    var targets = [Bool](repeating: false, count: explorer.count)
                    for c in 0..<explorer.count {
                        targets[c] = LinkTargets.isTarget(explorer, c, target, pushers: pushers, &scratch)
                    }
                    let reaches = backward.map { explorer.reaching(targets, through: $0) } ?? []
                    stuck = reaches.firstIndex(of: false).map {
                        (
                            steps: explorer.path(to: $0).map { model.transitionName($0) },
                            configuration: ContainerFlow.labelOf(explorer, $0)
                        )
                    }
                }
                let transitions = pushedFrom[child].map { path(to: $0.configuration) + [$0.push] } ?? path(to: state)
                let code = model.code(of: child) ?? -1
                let made = transitions.count { t in
                    // A push or present of a repeated child has no `incoming` (nothing else can hold the new instance).
                    model.moves[t].contains { move in
                        return move.incoming == code
                            || (move.child == code && (move.effect == .push || move.effect == .present))
                    }
                }
                let other =
                    checksEveryConfiguration && made > 0 ? otherInstance(explorer, code, launch: state, &scratch) : nil
                out[child] = .shown(
                    steps: transitions.map { model.transitionName($0) },
                    configuration: ContainerFlow.labelOf(explorer, state), made: made, stuck: stuck, other: other)
            } else {
                out[child] = .never(
                    configurations: queue.count, complete: explorer.complete,
                    mount: ContainerFlow.labelOf(explorer, 0))
            }
        }
        return out
    }

    /// For a repeated child `code` that a link from launch makes (ending in configuration
    /// `launch`): the first configuration (breadth-first, so the nearest) that shows it uncovered
    /// with more of its entries in that slot than `launch` has. A link from there moves nothing
    /// and opens the instance on top, made before the link (numbered by the pushes on the way);
    /// nil when there is none. Linear in the configurations.
    private static func otherInstance(_ explorer: Explorer, _ code: Int32, launch: Int, _ scratch: inout [Int32])
        -> OtherInstance?
    {
        let model = explorer.model
        guard code >= 0, Int(code) < model.repeatedCode.count, model.repeatedCode[Int(code)] else { return nil }
        func count(_ state: Int) -> Int {
            explorer.store.unpack(state, into: &scratch)
            var most = 0
            for slot in 0..<model.slotCount where explorer.values[slot].top[Int(scratch[slot])] == code {
                most = max(most, explorer.values[slot].entry(Int(scratch[slot])).count { $0 == code })
            }
            return most
        }
        let atLaunch = count(launch)
        for state in 0..<explorer.count where count(state) > atLaunch {
            guard LinkTargets.showsUncovered(explorer, state, code, &scratch) else { continue }
            let path = explorer.path(to: state)
            return OtherInstance(
                steps: path.map { model.transitionName($0) }, configuration: ContainerFlow.labelOf(explorer, state),
                number: path.count { LinkTargets.bringsIn(model, $0, code) })
        }
        return nil
    }

    /// `route-other-instance`: from a configuration the app reaches, a link to the route shows an
    /// instance of a repeated child made before it, not the new one a link from launch makes.
    private static func otherInstance(
        _ route: Route, _ need: Need, _ spec: Spec, _ path: String, _ above: [RouteStep], _ other: OtherInstance,
        made: Int, _ options: FlowOptions
    ) -> (Diagnostic, RouteResult.NotFrom) {
        let type = spec.containers[need.container].name.value
        let events = above.map(\.event) + other.steps.map { path + "." + $0 }
        let url = route.pattern?.exampleURL ?? route.urlText.value
        let link = url.contains(",") ? "" : ",open(\(url))"
        let launched = "\(path)/\(need.child)#\(made)", reached = "\(path)/\(need.child)#\(other.number)"
        let values = ", and the route's values reach it after it loaded"
        let finding = Diagnostic.warning(
            .routeOtherInstance,
            "route '\(route.name.value)' opens a different instance from some configuration than from launch: after \(events.joined(separator: ", ")), container '\(type)' (at \(path)) is in \(other.configuration), already showing '\(need.child)', so a link then moves nothing and opens '\(reached)' (made before the link) where a link from launch opens a new '\(launched)'\(values)",
            at: need.segment.range,
            notes: [
                DiagnosticNote(
                    "reproduce with: kinship run \(Counterexample.quoted(options.specPath)) --events \(Counterexample.quoted(events.joined(separator: ",") + link))"
                )
            ])
        return (
            finding,
            RouteResult.NotFrom(
                events: events,
                place: "\(path) (\(type)) in \(other.configuration): opens '\(reached)', not a new '\(launched)'")
        )
    }

    /// `route-unreachable-from`: the route opens from launch, but not from a configuration the
    /// app reaches; the events reach it from launch (the levels above by their witness), then
    /// the link.
    private static func unreachableFrom(
        _ route: Route, _ need: Need, _ spec: Spec, _ path: String, _ above: [RouteStep],
        _ stuck: (steps: [String], configuration: String), _ options: FlowOptions
    ) -> (Diagnostic, RouteResult.NotFrom) {
        let type = spec.containers[need.container].name.value
        let events = above.map(\.event) + stuck.steps.map { path + "." + $0 }
        let place = RouteResult.NotFrom(
            events: events,
            place:
                "\(path) (\(type)) in \(stuck.configuration): none of its transitions shows '\(need.child)' uncovered")
        let url = route.pattern?.exampleURL ?? route.urlText.value
        let link = url.contains(",") ? "" : ",open(\(url))"
        let finding = Diagnostic.warning(
            .routeUnreachableFrom,
            "route '\(route.name.value)' cannot open \(route.openText.value) from every configuration: after \(events.joined(separator: ", ")), container '\(type)' (at \(path)) is in \(stuck.configuration), and no transitions of it show '\(need.child)' uncovered from there, so a link received then opens nothing; declare a transition that leads back (a dismiss, a select, a pop)",
            at: need.segment.range,
            notes: [
                DiagnosticNote(
                    "reproduce with: kinship run \(Counterexample.quoted(options.specPath)) --events \(Counterexample.quoted(events.joined(separator: ",") + link))"
                )
            ])
        return (finding, place)
    }

    private static func unreachable(
        _ route: Route, _ need: Need, _ spec: Spec, _ count: Int, _ complete: Bool, _ mount: String,
        _ options: FlowOptions
    ) -> Diagnostic {
        let type = spec.containers[need.container].name.value
        let head = "route '\(route.name.value)' cannot open \(route.openText.value): "
        let explore = DiagnosticNote(
            "explore with: kinship explore \(Counterexample.quoted(options.specPath)) --container \(type)")
        guard complete else {
            return .warning(
                .explorationLimit,
                head
                    + "exploration of container '\(type)' (at \(need.path)) stopped at \(count) configurations (--max-states \(options.maxStates)) before one showed '\(need.child)'",
                at: need.segment.range, notes: [explore])
        }
        let configurations =
            count == 1
            ? "its one reachable configuration (\(mount))"
            : "none of its \(count) reachable configurations (mount: \(mount))"
        var notes = [explore]
        // A tab the user's tap reaches, but no transition: a link is opened by the app's code, which cannot tap.
        let container = spec.containers[need.container]
        if let tabs = container.slots.first(where: { container.kind(of: $0) == .tabs && $0.accepts(need.child) }),
            !tabs.untappable.contains(where: { $0.value == need.child })
        {
            notes.insert(
                DiagnosticNote(
                    "only the user's tap shows '\(need.child)' (tapTab(\(need.child))), and a link is opened by the app's code, which cannot tap; declare a transition that selects it: { \(tabs.name.value): { select: \(need.child) } }"
                ), at: 0)
        }
        return .error(
            .unreachableRoute,
            head + "container '\(type)' (at \(need.path)) never shows '\(need.child)': "
                + (count == 1 ? "\(configurations) does not" : configurations + " has it on top of a slot"),
            at: need.segment.range, notes: notes)
    }
}

extension RouteAnalysis {
    /// What opening a URL does: the witness of the route it matches, or why there is none.
    public enum Opening: Sendable {
        /// The witness, the URL's parameter values by name, and where the opened instance is:
        /// its container's instance path and its child name (nil when the route opens the root);
        /// `levels`: the witness by level, each with the inputs the URL feeds there.
        case steps(
            Route, [RouteStep], values: [String: String], target: (container: String, child: String)?,
            levels: [RouteLevel])
        /// No route matches; the closest pattern's route, if any.
        case noMatch(closest: Route?)
        case unreadable
        /// The route it matches cannot be opened: it never shows its instance, or its values
        /// start an answer that moves.
        case unreachable(Route, Diagnostic)
    }

    /// `kinship run --open URL`: matches `url` against the spec's routes and finds the
    /// matched route's witness, exploring only the containers on its path.
    public static func open(_ url: String, in spec: Spec, options: FlowOptions) -> Opening {
        switch RouteMatch.find(url, in: spec.routes) {
        case .unreadable: return .unreadable
        case .noMatch(let closest): return .noMatch(closest: closest)
        case .matched(let route, let values):
            guard let result = analyze(spec, routes: [route], options: options).first else {
                return .noMatch(closest: route)  // its `open` does not resolve; validation refused the spec
            }
            switch result.outcome {
            case .witness(var levels):
                // Level i of `levels` shows segment i + 1 of `open:`.
                for feed in route.sets where values[feed.parameter.value] != nil {
                    guard let index = feed.levelIndex(in: route), index > 0, index <= levels.count else { continue }
                    levels[index - 1].inputs.append(feed.input.value)
                }
                return .steps(
                    route, result.steps ?? [], values: values, target: levels.last.map { ($0.path, $0.child) },
                    levels: levels)
            case .unreachable(let d): return .unreachable(route, d)
            }
        }
    }
}
