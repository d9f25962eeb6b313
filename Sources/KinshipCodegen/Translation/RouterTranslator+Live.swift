import KinshipFlow
import KinshipPlan
import KinshipSpec

/// `open(_:from:)`: a link opened on a running app, as `kinship run`'s `open(URL)` opens it
/// (grammar.md, Routes, "Links at any moment"; Runtime+Links `openLink`). Level by level from
/// the root, each container's moves come from the configuration it is in now, read from its live
/// `state`: flow analysis's answer from every configuration it explored is written out as a table
/// keyed by the slots' contents (`LinkPlanner.table`), so a state it never reached opens nothing.
/// An instance takes the route's values before the moves that make it when it can be named ahead,
/// else once the moves above it have run.
extension RouterTranslator {
    /// A level of a route: its container (type and plan), the child it shows, the inputs the URL
    /// gives that child's instance.
    private struct LiveLevel {
        var type: String
        var plan: ContainerPlan
        var child: ChildPlan
        var feeds: [InputFeed]
    }

    func liveMembers(_ rootClass: String) throws -> [Declaration] {
        var levelsByRoute: [(RouteResult, [LiveLevel])] = []
        var types: [(type: String, children: [String])] = []
        for result in input.routes {
            let levels = try liveLevels(result)
            levelsByRoute.append((result, levels))
            for level in levels {
                if let i = types.firstIndex(where: { $0.type == level.type }) {
                    if !types[i].children.contains(level.child.name) { types[i].children.append(level.child.name) }
                } else {
                    types.append((level.type, [level.child.name]))
                }
            }
        }
        let planner = LinkPlanner(spec: input.spec, options: FlowOptions(specPath: input.specFileName))
        var members: [Declaration] = [
            .blank,
            .doc("One move of a link opened on a running app: transition `transition` of the container at `path`."),
            .type(
                head: "struct Move",
                members: [
                    .property("let path: String"),
                    .property("let transition: String"),
                    .doc("Runs it (the argument: animated); false when its guards do not hold."),
                    .property("let perform: @MainActor (Bool) -> Bool"),
                ]),
            .blank,
            .doc(
                "Opens `route` from whatever the app shows now, as `kinship run`'s `open(URL)` does (grammar.md, Routes,\n\"Links at any moment\"): level by level from the root, what covers the next segment is dismissed, tabs\nselected, stacks popped and pushed, each container moving from the configuration it is in now; each\ninstance on the way takes the route's values before it loads when it can be named ahead (else once the\nmoves above it have run), and an instance already there takes them as a `set` gives them.\n`run` runs a batch of moves in order, each once the previous one's animations have ended, and returns\nwhether all ran (default: each at once with `animated`).\n- Returns: false when some level cannot open from its configuration (what it did stays done) or a move\n  was refused."
            ),
            .line("@discardableResult"),
            .function(
                head: "static func open(_ route: Route, from root: " + rootClass
                    + ", animated: Bool = true, run: (([Move]) -> Bool)? = nil) -> Bool",
                body: [
                    .line(
                        "let execute = run ?? { moves in moves.reduce(true) { ok, move in move.perform(animated) && ok } }"
                    ),
                    .line("var ok = true"),
                    .line("var pending: [Move] = []"),
                    .comment("The moves planned so far, parent level first, run in one batch."),
                    .block(
                        head: "func runPending()",
                        body: [
                            .line("if !pending.isEmpty { ok = execute(pending) && ok }"),
                            .line("pending = []"),
                        ]),
                    .switch(
                        subject: "route",
                        cases: try levelsByRoute.map { try liveCase($0.0, $0.1, rootClass, planner) }),
                ]),
        ]
        for (type, children) in types {
            guard let plan = input.outline(named: type), let full = fullPlan(type) else { continue }
            members += [.blank] + stepsTable(planner, plan, children) + [.blank] + performer(full)
        }
        if types.contains(where: { !planner.stackBound(type: $0.type).repeated.isEmpty }) {
            members += [.blank] + keptFunction
        }
        return members
    }

    /// `linkKept(entries, repeated, bound)`: LinkPlanner.StackBound.kept in generated code.
    private var keptFunction: [Declaration] {
        [
            .doc(
                "A stack's entries with each repeated child's lowest instances past `bound` left out, as flow analysis\nfollows stacks: the configuration a deeper stack's link moves are planned from."
            ),
            .function(
                head:
                    "private static func linkKept(_ entries: [String], _ repeated: [String], _ bound: Int) -> [String]",
                body: [
                    .line("var seen: [String: Int] = [:]"),
                    .line("var kept: [String] = []"),
                    .block(
                        head: "for entry in entries.reversed()",
                        body: [
                            .block(
                                head: "if repeated.contains(entry)",
                                body: [
                                    .line("let n = (seen[entry] ?? 0) + 1"),
                                    .line("seen[entry] = n"),
                                    .line("if n > bound { continue }"),
                                ]),
                            .line("kept.append(entry)"),
                        ]),
                    .line("return kept.reversed()"),
                ]),
        ]
    }

    /// A route's levels below the root, as its witness names them.
    private func liveLevels(_ result: RouteResult) throws -> [LiveLevel] {
        guard case .witness(let levels) = result.outcome else { return [] }
        var out: [LiveLevel] = []
        for (index, level) in levels.enumerated() {
            guard let plan = input.outline(named: level.containerType),
                let child = plan.children.first(where: { $0.name == level.child })
            else {
                throw GeneratorError.refused(
                    "route '\(result.route.name.value)' opens no child '\(level.child)'",
                    at: result.route.openText.range)
            }
            let feeds = result.route.sets.filter { $0.levelIndex(in: result.route) == index + 1 }
            out.append(LiveLevel(type: level.containerType, plan: plan, child: child, feeds: feeds))
        }
        return out
    }

    /// The container's variable as what has `state` and the transitions: a screen that presents
    /// keeps a presenter; its controller is the presenter's host.
    private func controllerOf(_ variable: String, _ plan: ContainerPlan) -> String {
        plan.isScreen ? variable + ".host" : variable
    }

    private func liveClass(_ plan: ContainerPlan) -> String {
        plan.isScreen ? SwiftName.upperFirst(plan.name) + "Presenter" : input.className(of: plan)
    }

    private func liveCase(_ result: RouteResult, _ levels: [LiveLevel], _ rootClass: String, _ planner: LinkPlanner)
        throws -> SwitchCase
    {
        let route = result.route
        let params = parameters(route)
        let used = Set(levels.flatMap(\.feeds).map(\.parameter.value))
        let pattern = boundPattern(route, using: used)
        guard !levels.isEmpty else { return SwitchCase(pattern, [.line("return true")]) }
        let checksCover = levels.contains { presenting($0.plan).isEmpty == false }
        var body: [Statement] = [.line("let c1 = root"), .line("let p1 = " + SwiftLiteral.string(levels[0].plan.name))]
        if checksCover { body.append(.line("var onPath: [UIViewController] = []")) }
        for (i, level) in levels.enumerated() {
            let n = i + 1
            let c = "c\(n)", p = "p\(n)", s = "s\(n)", t = "t\(n)"
            let type = SwiftName.upperFirst(level.type)
            let child = SwiftLiteral.string(level.child.name)
            body.append(.comment("\(level.plan.name) shows \(level.child.name)."))
            let lookup = "linkSteps" + type + "(" + c + ", " + child + ")"
            let deep =
                planner.stackBound(type: level.type).repeated.isEmpty
                ? nil : "linkSteps" + type + "Deep(" + c + ", " + child + ")"
            if let deep {
                // A stack deeper than flow analysis followed: round by round, the moves from the
                // shallower configuration with the same top, until the table answers.
                body.append(.line("var rounds\(n) = 0"))
                body.append(
                    .block(
                        head: "while rounds\(n) < 64, " + lookup + " == nil, let deep = " + deep
                            + ", !deep.transitions.isEmpty",
                        body: [
                            .line(
                                "pending += deep.transitions.map { name in Move(path: " + p
                                    + ", transition: name) { perform" + type + "(" + c + ", name, $0) } }"),
                            .line("runPending()"),
                            .line("rounds\(n) += 1"),
                        ]))
            }
            body.append(
                .block(
                    head: "guard let " + s + " = " + lookup + (deep.map { " ?? " + $0 } ?? "") + " else",
                    body: [.line("runPending()"), .line("return false")]))
            if checksCover {
                // What the path's containers present (this level's too) is theirs to dismiss.
                body.append(.line("onPath += " + presentedChildren(level.plan, c)))
            }
            let presents = presenting(level.plan)
            if !presents.isEmpty {
                // Rule 6: a presentation no container on the path made covers this level, and
                // UIKit refuses the level's presents under it.
                let names = presents.map { SwiftLiteral.string($0) }.joined(separator: ", ")
                var covered = controllerOf(c, level.plan)
                if i > 0 {
                    // Made ahead of the move that places it (its values first), it has no parent
                    // yet: what covers it is what covers the previous level's container.
                    let own = covered
                    covered = "cover\(n)"
                    body.append(
                        .line(
                            "let cover\(n): UIViewController = " + own + ".parent == nil && " + own
                                + ".presentingViewController == nil ? " + controllerOf("c\(i)", levels[i - 1].plan)
                                + " : " + own))
                }
                body.append(
                    .block(
                        head: "if " + s + ".transitions.contains(where: [" + names + "].contains), let above = "
                            + covered + ".presentedViewController, !onPath.contains(where: { $0 === above })",
                        body: [.line("runPending()"), .line("return false")]))
            }
            body.append(
                .line(
                    "pending += " + s + ".transitions.map { name in Move(path: " + p
                        + ", transition: name) { perform" + type + "(" + c + ", name, $0) } }"))
            let needed = ahead(levels[i...].flatMap(\.feeds), of: route)
            // The last level's instance, given no values, is what the moves show: nothing to name.
            if i + 1 == levels.count, level.feeds.isEmpty { continue }
            body += target(level, c, s, t, needed: needed)
            body.append(.block(head: "guard let " + t + " else", body: [.line("runPending()"), .line("return ok")]))
            if !level.feeds.isEmpty {
                let targetClass =
                    level.child.isContainer && !input.isPresentingScreen(level.child.type)
                    ? input.className(ofContainer: level.child.type) ?? level.child.className : level.child.className
                var sets: [Statement] = []
                for feed in level.feeds {
                    let value = SwiftName.identifier(feed.parameter.value)
                    let optional = params.first { $0.name == feed.parameter.value }?.optional ?? false
                    let set = BindingTranslator.setInput(
                        feed.input.value, to: value, by: controllerOf(c, level.plan),
                        answered: input.answers(feed.input.value, of: level.child))
                    sets += optional ? [.block(head: "if let " + value, body: set)] : set
                }
                body.append(.block(head: "if let target = " + t + " as? " + targetClass, body: sets))
            }
            guard i + 1 < levels.count else { continue }
            let next = levels[i + 1].plan
            let cast =
                next.isScreen
                ? "(" + t + " as? " + PresenterTranslator.hostProtocol(next.name) + ")?.presenter"
                : t + " as? " + input.className(of: next)
            body.append(
                .block(
                    head: "guard let c\(n + 1) = " + cast + " else", body: [.line("runPending()"), .line("return ok")]))
            body.append(
                .line(
                    "let p\(n + 1) = " + p + " + \"/\" + (" + t + ".restorationIdentifier ?? " + child + ")"))
        }
        body += [.line("runPending()"), .line("return ok")]
        return SwitchCase(pattern, body)
    }

    /// The instance of the level's child its values go to (Runtime.valuesTarget), or the one the
    /// moves show once run (Runtime.shownTarget), as `t`: the first only when `needed` (some value
    /// of the URL goes to it or below it).
    private func target(_ level: LiveLevel, _ c: String, _ s: String, _ t: String, needed: Ahead) -> [Statement] {
        let member = SwiftName.member(level.child.name)
        let shown =
            level.child.isRepeated ? c + ".shownInstance(" + member + ")" : c + ".controller(" + member + ")"
        let declared = "let " + t + ": UIViewController?"
        switch needed {
        case .never: return [.line("runPending()"), .line(declared + " = " + shown)]
        case .always:
            guard level.child.isRepeated else { return [.line(declared + " = " + shown)] + place(level, c, t) }
            return [.line(declared)] + valuesTarget(level, c, s, t, shown: shown)
        case .when(let condition):
            return [
                .line(declared),
                .ifElse(
                    condition: condition, then: valuesTarget(level, c, s, t, shown: shown),
                    else: [.line("runPending()"), .line(t + " = " + shown)]),
            ]
        }
    }

    /// Sets `t` to the instance the level's values go to before the moves run, made now if need
    /// be; for a repeated child made more than once, the one the moves show once run.
    private func valuesTarget(_ level: LiveLevel, _ c: String, _ s: String, _ t: String, shown: String) -> [Statement] {
        let member = SwiftName.member(level.child.name)
        guard level.child.isRepeated else { return [.line(t + " = " + shown)] + place(level, c, t) }
        return [
            .ifElse(
                condition: s + ".transitions.isEmpty", then: [.line(t + " = " + shown)] + place(level, c, t),
                else: [
                    .ifElse(
                        condition: s + ".made == 1", then: [.line(t + " = " + c + ".preparedInstance(" + member + ")")],
                        else: [
                            .comment("Which instance the moves show is known once they have run."),
                            .line("runPending()"), .line(t + " = " + shown),
                        ])
                ])
        ]
    }

    /// An instance `t` not placed yet: its set lines name where its container puts it.
    private func place(_ level: LiveLevel, _ c: String, _ t: String) -> [Statement] {
        [
            .line("#if canImport(KinshipUIKit)"),
            .block(
                head: "if let made = " + t + ", made.parent == nil, made.presentingViewController == nil",
                body: [.line("made.preparedBy = " + controllerOf(c, level.plan))]),
            .line("#endif"),
        ]
    }

    /// The container's plan with its transitions (an outline has none).
    private func fullPlan(_ type: String) -> ContainerPlan? {
        input.spec.firstContainer(named: type).map(input.fullPlan(at:))
    }

    /// The transitions of `plan` that move a presentation slot.
    private func presenting(_ outline: ContainerPlan) -> [String] {
        guard let plan = fullPlan(outline.name) else { return [] }
        return plan.transitions.filter { t in
            t.moves.contains { move in plan.slots.contains { $0.name == move.slot && $0.kind == .presentation } }
        }.map(\.name)
    }

    /// What `c` presents now through its presentation slots (an array expression).
    private func presentedChildren(_ plan: ContainerPlan, _ c: String) -> String {
        let names = ContainerNames(plan, input)
        // A slot that accepts nothing presents nothing (a closure over its item would never run).
        let parts = plan.slots.filter { $0.kind == .presentation && !$0.accepts.isEmpty }.map { slot -> String in
            let state = c + ".state." + names.slotProperty(slot.name)
            let own = "[" + c + ".controller($0.child)]"
            guard slot.accepts.contains(where: names.repeated.contains) else {
                return "(" + state + ".map { " + own + " } ?? [])"
            }
            // A repeated child's instance is the one presented, but only while this slot holds it:
            // `presentedViewController` answers through the parents, so without the slot's state
            // it would also name what another container presents over this one (another tab's
            // cover), which no container on the path dismisses (rule 6).
            let presented = "[" + controllerOf(c, plan) + ".presentedViewController].compactMap { $0 }"
            return slot.accepts.allSatisfy(names.repeated.contains)
                ? "(" + state + " == nil ? [] : " + presented + ")"
                : "(" + state + ".map { $0.child.isRepeated ? " + presented + " : " + own + " } ?? [])"
        }
        return ([controllerOf(c, plan) + " as UIViewController"].map { "[" + $0 + "]" } + parts).joined(
            separator: " + ")
    }

    /// `linkStepsType(container, child)`: the planner's answer from the configuration the
    /// container's live `state` reads, configurations with one answer together.
    private func stepsTable(_ planner: LinkPlanner, _ plan: ContainerPlan, _ children: [String]) -> [Declaration] {
        let names = ContainerNames(plan, input)
        let keyed = plan.slots.map { slot -> String in
            let value = "c.state." + names.slotProperty(slot.name)
            return switch slot.kind {
            case .stack: value + ".map(\\.rawValue).joined(separator: \",\")"
            case .tabs: value + ".rawValue"
            case .single, .presentation, .accessory: "(" + value + "?.rawValue ?? \"\")"
            }
        }
        var cases: [SwitchCase] = []
        for child in children {
            let answers = planner.groupedTable(type: plan.name, toShow: child)
            let rows =
                answers.map { answer in
                    SwitchCase(
                        answer.keys.map { SwiftLiteral.string($0) }.joined(separator: ", "),
                        [
                            .line(
                                "return (["
                                    + answer.steps.transitions.map { SwiftLiteral.string($0) }.joined(separator: ", ")
                                    + "], \(answer.steps.made))")
                        ])
                } + [SwitchCase("default", [.line("return nil")])]
            cases.append(SwitchCase(SwiftLiteral.string(child), [.switch(subject: "key", cases: rows)]))
        }
        cases.append(SwitchCase("default", [.line("return nil")]))
        let name = "linkSteps" + SwiftName.upperFirst(plan.name)
        let head = "private static func " + name + "(_ c: " + liveClass(plan) + ", _ child: String)"
        let answer = " -> (transitions: [String], made: Int)?"
        let doc = Declaration.doc(
            "The transitions a link runs in `\(plan.name)` to show `child` uncovered from the configuration it is in\nnow, and how many of them bring the child in; nil from one flow analysis never reached."
        )
        let key = "[" + keyed.joined(separator: ", ") + "].joined(separator: \";\")"
        let bound = planner.stackBound(type: plan.name)
        guard !bound.repeated.isEmpty else {
            return [
                doc,
                .function(
                    head: head + answer, body: [.line("let key = " + key), .switch(subject: "child", cases: cases)]),
            ]
        }
        // The same key, each stack slot with repeated children kept to the exploration's bound.
        let kept = plan.slots.enumerated().map { i, slot -> String in
            guard let children = bound.repeated.first(where: { $0.slot == slot.name })?.children else {
                return keyed[i]
            }
            let list = "[" + children.map { SwiftLiteral.string($0) }.joined(separator: ", ") + "]"
            return "linkKept(c.state." + names.slotProperty(slot.name) + ".map(\\.rawValue), " + list
                + ", \(bound.bound))"
                + ".joined(separator: \",\")"
        }
        return [
            doc, .function(head: head + answer, body: [.line(name + "(key: " + key + ", child)")]), .blank,
            .doc(
                "From a stack deeper than flow analysis followed (more than \(bound.bound) instances of a repeated child): the\nanswer from the configuration with the lowest instances past that left out; nil from any other."
            ),
            .function(
                head: "private static func " + name + "Deep(_ c: " + liveClass(plan) + ", _ child: String)" + answer,
                body: [
                    .line("let key = [" + kept.joined(separator: ", ") + "].joined(separator: \";\")"),
                    .line("return key == " + key + " ? nil : " + name + "(key: key, child)"),
                ]),
            .blank,
            .function(
                head: "private static func " + name + "(key: String, _ child: String)" + answer,
                body: [.switch(subject: "child", cases: cases)]),
        ]
    }

    /// `performType(container, name, animated)`: the container's transition method by name.
    private func performer(_ plan: ContainerPlan) -> [Declaration] {
        let cases =
            plan.transitions.map { t in
                SwitchCase(
                    SwiftLiteral.string(t.name),
                    [.line("return c." + SwiftName.identifier(t.name) + "(animated: animated)")])
            } + [SwitchCase("default", [.line("return false")])]
        return [
            .function(
                head: "private static func perform" + SwiftName.upperFirst(plan.name) + "(_ c: " + liveClass(plan)
                    + ", _ name: String, _ animated: Bool) -> Bool",
                body: [.switch(subject: "name", cases: cases)])
        ]
    }
}
