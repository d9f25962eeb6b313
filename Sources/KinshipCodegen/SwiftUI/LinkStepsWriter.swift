import KinshipFlow
import KinshipPlan
import KinshipSpec

/// `linkSteps(_:_:)` on each state a route passes through: the transitions `open(URL)` runs in
/// one container to show a child uncovered, from whatever configuration it is in. `kinship run`
/// plans them with flow analysis (`LinkPlanner`, grammar.md, Routes, "Links at any moment"); the
/// core cannot explore, so the plan from every configuration the exploration reached is written
/// out as a table keyed by the slots' contents, and any other configuration answers nil, where
/// `run` refuses the link (`route-unreachable-from`).
struct LinkStepsWriter {
    let input: GeneratorInput
    let access: String
    let qualifier: String

    /// The route levels' (container type, child) pairs, in first-seen order.
    let levels: [(type: String, child: String)]
    /// By container type on a route's way whose stacks can be deeper than flow analysis follows.
    private var bounds: [String: LinkPlanner.StackBound] = [:]

    init(input: GeneratorInput, access: String, qualifier: String, levels: [(type: String, child: String)]) {
        self.input = input
        self.access = access
        self.qualifier = qualifier
        self.levels = levels
    }

    mutating func write() -> [Declaration] {
        let planner = LinkPlanner(spec: input.spec, options: FlowOptions(specPath: input.specFileName))
        let types = levels.reduce(into: [String]()) { if !$0.contains($1.type) { $0.append($1.type) } }
        var bounds: [String: LinkPlanner.StackBound] = [:]
        for type in types where !planner.stackBound(type: type).repeated.isEmpty {
            bounds[type] = planner.stackBound(type: type)
        }
        self.bounds = bounds
        var out = CodeLines()
        for type in types {
            guard let plan = input.outline(named: type) else { continue }
            let names = NavigationStateNames(plan: plan)
            let children = levels.filter { $0.type == type }.map(\.child)
                .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            out.add("")
            out.block("extension \(qualifier)\(names.stateType)") { out in
                out.add("/// What `open(URL)` runs in the container at `path` (instance names below this one) to")
                out.add("/// show `child` uncovered: its transitions from the configuration it is in, and how many")
                out.add("/// of them bring the child in; nil from a configuration flow analysis did not reach.")
                out.block(
                    "\(access)func linkSteps(_ path: ArraySlice<String>, _ child: String) -> (transitions: [String], made: Int)?"
                ) { out in
                    dispatch(plan, names, types, "linkSteps", &out)
                    let keyed = plan.slots.map { "entries(\(SwiftLiteral.string($0.name)))" }.joined(separator: ", ")
                    out.add("let key = [\(keyed)].map { $0.joined(separator: \",\") }.joined(separator: \";\")")
                    guard bounds[type] == nil else {
                        out.add("return linkAnswer(key, child)")
                        return
                    }
                    answers(planner, plan, children, &out)
                }
                deep(planner, plan, names, types, children, &out)
                out.add("")
                out.add("/// The instance of `child` the container at `path` gives a link's next level, as `run` names")
                out.add("/// it: a repeated child's made ahead for a value, else the one shown (nil: none).")
                out.block("\(access)func linkInstance(_ path: ArraySlice<String>, _ child: String) -> String?") { out in
                    dispatch(plan, names, types, "linkInstance", &out)
                    // A repeated screen too: the link's values name its instance.
                    let repeated = plan.children.filter { $0.isRepeated && children.contains($0.name) }
                    guard !repeated.isEmpty else {
                        out.add("return child")
                        return
                    }
                    out.switchBlock("child") { out in
                        for child in repeated {
                            out.caseBlock(SwiftLiteral.string(child.name)) { out in
                                // The first slot holding it on top, as run's shownInstance finds it: a
                                // split's column too, shown or not (a collapsed split's other column).
                                let slots = plan.slots.filter {
                                    $0.kind == .stack || $0.kind == .presentation
                                        || $0.kind == .single && $0.accepts.contains(child.name)
                                }
                                out.add(slots.isEmpty ? "let shown: Int? = nil" : "var shown: Int?")
                                for slot in slots {
                                    let p = names.slotProperty(slot)
                                    out.add(
                                        "if shown == nil, let entry = self.\(slot.kind == .stack ? "\(p).last" : p), entry.childName == child { shown = entry.instance }"
                                    )
                                }
                                out.add(
                                    "return (self.\(names.preparedInstance(child.name)) ?? shown).map { child + \"#\" + String($0) }"
                                )
                            }
                        }
                        out.caseBlock("default") { $0.add("return child") }
                    }
                }
            }
        }
        if !bounds.isEmpty {
            out.add("")
            out.add("/// A stack's entries with each repeated child's lowest instances past `bound` left out, as flow")
            out.add("/// analysis follows stacks: the configuration a deeper stack's link moves are planned from.")
            out.block("private func linkKept(_ entries: [String], _ repeated: [String], _ bound: Int) -> [String]") {
                out in
                out.add("var seen: [String: Int] = [:]")
                out.add("var kept: [String] = []")
                out.block("for entry in entries.reversed()") { out in
                    out.block("if repeated.contains(entry)") { out in
                        out.add("let n = (seen[entry] ?? 0) + 1")
                        out.add("seen[entry] = n")
                        out.add("if n > bound { continue }")
                    }
                    out.add("kept.append(entry)")
                }
                out.add("return kept.reversed()")
            }
        }
        return out.declarations
    }

    /// `linkStepsDeep(_:_:)`: from a stack deeper than flow analysis followed, the answer from
    /// the configuration with the lowest instances past its bound left out (LinkPlanner.deepSteps);
    /// and, for a container that can be so deep, `linkAnswer(_:_:)`, the table both read.
    private func deep(
        _ planner: LinkPlanner, _ plan: ContainerPlan, _ names: NavigationStateNames, _ types: [String],
        _ children: [String], _ out: inout CodeLines
    ) {
        out.add("")
        out.add("/// `linkSteps` from a stack deeper than flow analysis followed (more instances of a repeated child")
        out.add("/// than it follows): the answer from the shallower configuration with the same top, whose moves run")
        out.add("/// before `linkSteps` is asked again; nil from any other configuration.")
        out.block(
            "\(access)func linkStepsDeep(_ path: ArraySlice<String>, _ child: String) -> (transitions: [String], made: Int)?"
        ) { out in
            dispatch(plan, names, types, "linkStepsDeep", &out)
            guard let bound = bounds[plan.name] else {
                out.add("return nil")
                return
            }
            let keyed = plan.slots.map { slot -> String in
                let entries = "entries(\(SwiftLiteral.string(slot.name)))"
                guard let kept = bound.repeated.first(where: { $0.slot == slot.name })?.children else { return entries }
                let list = kept.map { SwiftLiteral.string($0) }.joined(separator: ", ")
                return "linkKept(\(entries), [\(list)], \(bound.bound))"
            }
            let plain = plan.slots.map { "entries(\(SwiftLiteral.string($0.name)))" }.joined(separator: ", ")
            out.add(
                "let key = [\(keyed.joined(separator: ", "))].map { $0.joined(separator: \",\") }.joined(separator: \";\")"
            )
            out.add("let plain = [\(plain)].map { $0.joined(separator: \",\") }.joined(separator: \";\")")
            out.add("return key == plain ? nil : linkAnswer(key, child)")
        }
        guard bounds[plan.name] != nil else { return }
        out.add("")
        out.block("private func linkAnswer(_ key: String, _ child: String) -> (transitions: [String], made: Int)?") {
            answers(planner, plan, children, &$0)
        }
    }

    /// The planner's answers by child, then by configuration key.
    private func answers(_ planner: LinkPlanner, _ plan: ContainerPlan, _ children: [String], _ out: inout CodeLines) {
        out.switchBlock("child") { out in
            for child in children {
                out.caseBlock(SwiftLiteral.string(child)) { out in
                    table(planner, plan, child, &out)
                }
            }
            out.caseBlock("default") { $0.add("return nil") }
        }
    }

    /// Down the path by instance name (`c1#2` for a repeated child: the state kept for it, or a
    /// new one for an instance a value made ahead of its push), to the container on a route's way.
    private func dispatch(
        _ plan: ContainerPlan, _ names: NavigationStateNames, _ types: [String], _ call: String, _ out: inout CodeLines
    ) {
        let onWay = plan.children.filter { $0.isContainer && types.contains($0.type) }
        guard !onWay.isEmpty else {
            out.add("guard path.isEmpty else { return nil }")
            return
        }
        out.block("if let first = path.first") { out in
            for child in onWay where !child.isRepeated {
                out.block("if first == \(SwiftLiteral.string(child.name))") {
                    $0.add("return self.\(names.childState(child)).\(call)(path.dropFirst(), child)")
                }
            }
            for child in onWay where child.isRepeated {
                let prefix = child.name + "#"
                out.block(
                    "if first.hasPrefix(\(SwiftLiteral.string(prefix))), let n = Int(first.dropFirst(\(prefix.count)))"
                ) {
                    $0.add(
                        "return (self.\(names.childState(child))[n] ?? \(qualifier)\(NavigationStateNames.stateType(child.type))()).\(call)(path.dropFirst(), child)"
                    )
                }
            }
            out.add("return nil")
        }
    }

    /// The planner's answer from each configuration, configurations with one answer together.
    private func table(_ planner: LinkPlanner, _ plan: ContainerPlan, _ child: String, _ out: inout CodeLines) {
        let answers = planner.groupedTable(type: plan.name, toShow: child)
        out.switchBlock("key") { out in
            for answer in answers {
                let steps = answer.steps.transitions.map { SwiftLiteral.string($0) }.joined(separator: ", ")
                out.caseBlock(answer.keys.map { SwiftLiteral.string($0) }.joined(separator: ", ")) {
                    $0.add("return ([\(steps)], \(answer.steps.made))")
                }
            }
            out.caseBlock("default") { $0.add("return nil") }
        }
    }
}
