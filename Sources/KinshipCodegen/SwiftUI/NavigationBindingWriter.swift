import KinshipPlan

/// A function per `on:` binding, running its actions in order as `kinship run` does
/// (Runtime+OutputDispatch `run`): a transition that is refused changes nothing and the next
/// action still runs; a `set` of a container's input runs that container's answer at once; an
/// `emit` is returned, for the parent to answer, with the value the output came with (an emitted
/// output's fields take the child's fields of the same name, so a parent's `switch` sees it).
struct BindingWriter {
    let plan: ContainerPlan
    let access: String
    private var names: NavigationStateNames { NavigationStateNames(plan: plan) }

    /// Whether a binding switches on a payload field (its function takes the value).
    static func takesValue(_ binding: BindingPlan) -> Bool {
        binding.actions.contains { if case .choose = $0 { true } else { false } }
    }

    /// Whether a binding emits one of this container's outputs with a payload (its function takes
    /// the value the output came with, to pass on).
    func passesValue(_ binding: BindingPlan) -> Bool {
        binding.actions.contains { action in
            guard case .emit(let output, _) = action else { return false }
            return carriesPayload(output)
        }
    }

    /// Whether this container's output `output` has payload fields.
    private func carriesPayload(_ output: String) -> Bool {
        !(plan.outputs.first { $0.name == output }?.payload.isEmpty ?? true)
    }

    func write(_ out: inout CodeLines) {
        for binding in plan.bindings {
            let takes = Self.takesValue(binding)
            out.add("")
            out.add("/// `\(binding.child).\(binding.output)`: its actions in order; returns the outputs it emits.")
            out.add("@discardableResult")
            let value = takes ? "_ value: String, " : passesValue(binding) ? "_ value: String?, " : ""
            out.block(
                "\(access)mutating func \(names.bindingFunction(binding))(\(value)_ context: NavigationContext = NavigationContext()) -> [NavigationEvent]"
            ) {
                out in
                let emits = binding.actions.contains { action in
                    switch action {
                    case .emit(let output, _): plan.outputs.contains { $0.name == output }
                    case .set(let child, _, _, _): plan.child(named: child)?.isContainer ?? false
                    case .run, .choose: false
                    }
                }
                if emits { out.add("var emitted: [NavigationEvent] = []") }
                for (index, action) in binding.actions.enumerated() {
                    self.action(action, index, binding, &out)
                }
                out.add(emits ? "return emitted" : "return []")
            }
        }
        out.add("")
        out.add("/// Answers an output `child` raised or emitted (nothing for an output no binding names).")
        out.add("@discardableResult")
        out.block(
            "\(access)mutating func answer(_ child: String, _ output: String, value: String? = nil, _ context: NavigationContext = NavigationContext()) -> [NavigationEvent]"
        ) {
            out in
            out.switchBlock("(child, output)") { out in
                for binding in plan.bindings {
                    let label = "(\(SwiftLiteral.string(binding.child)), \(SwiftLiteral.string(binding.output)))"
                    out.caseBlock(label) { out in
                        if Self.takesValue(binding) {
                            out.add("guard let value else { return [] }")
                            out.add("return \(names.bindingFunction(binding))(value, context)")
                        } else if passesValue(binding) {
                            out.add("return \(names.bindingFunction(binding))(value, context)")
                        } else {
                            out.add("return \(names.bindingFunction(binding))(context)")
                        }
                    }
                }
                out.caseBlock("default") { $0.add("return []") }
            }
        }
    }

    private func action(_ action: ActionPlan, _ index: Int, _ binding: BindingPlan, _ out: inout CodeLines) {
        switch action {
        case .run(let t):
            out.add("\(SwiftName.identifier(t))(context)")
        case .emit(let output, _):
            if plan.outputs.contains(where: { $0.name == output }) {
                out.add(
                    "emitted.append(.named(\(SwiftLiteral.string(output)), value: \(carriesPayload(output) ? "value" : "nil")))"
                )
            }
        case let .choose(_, _, cases):
            out.switchBlock("value") { out in
                for c in cases {
                    out.caseBlock(SwiftLiteral.string(c.value)) {
                        $0.add("\(SwiftName.identifier(c.transition))(context)")
                    }
                }
                out.caseBlock("default") { $0.add("break") }
            }
        case let .set(childName, input, _, _):
            guard let child = plan.child(named: childName) else { return }
            let fresh = plan.setReachesNewInstance(binding, at: index)
            if child.isRepeated {
                // The instance a set reaches (ContainerNode.inputTarget): the one its next push
                // makes when the binding goes on to push it, or none is shown; else the one shown.
                out.add("let target\(index) = prepare\(SwiftName.upperFirst(childName))(fresh: \(fresh))")
            }
            guard child.isContainer else {
                if child.isRepeated { out.add("_ = target\(index)") }
                return
            }
            let s = names.member(names.childState(child))
            let instance =
                child.isRepeated ? "\"\(childName)#\" + String(target\(index))" : SwiftLiteral.string(childName)
            // run makes a child container no slot has held yet for the value (it then takes
            // events, as one a slot has shown does).
            if let flag = ReplayWriter.shownFlag(plan, child) {
                out.add("// run makes '\(childName)' for the value if no slot has held it yet.")
                out.add("\(names.member(flag)) = true")
            }
            out.add("// The value reaches '\(childName)'; if it answers '\(input)', its answer runs now.")
            let access =
                child.isRepeated ? "\(s)[target\(index), default: \(NavigationStateNames.stateType(child.type))()]" : s
            out.block("do") { out in
                out.add("let inner = childContext(\(instance), context)")
                out.add(
                    "for case .named(let output, let value) in \(access).answerInput(\(SwiftLiteral.string(input)), inner) {"
                )
                out.add("    emitted += answer(\(SwiftLiteral.string(childName)), output, value: value, context)")
                out.add("}")
            }
        }
    }

    /// `prepareX(fresh:)` per repeated child a binding sets, and `answerInput(_:_:)` per state.
    func writeHelpers(_ out: inout CodeLines) {
        let set = Set(
            plan.bindings.flatMap { b in
                b.actions.compactMap { if case .set(let child, _, _, _) = $0 { child } else { nil } }
            })
        _ = set
        for child in plan.children where child.isRepeated {
            let upper = SwiftName.upperFirst(child.name)
            let prepared = names.preparedInstance(child.name), made = names.madeCounter(child.name)
            out.add("")
            out.add("/// The instance of '\(child.name)' a `set` reaches (ContainerNode.inputTarget).")
            out.block("private mutating func prepare\(upper)(fresh: Bool) -> Int") { out in
                out.add(
                    "let shown = \(plan.slots.map { "entries(\(SwiftLiteral.string($0.name))).last == \(SwiftLiteral.string(child.name))" }.joined(separator: " || "))"
                )
                out.add("if !fresh, shown, \(made) > 0, \(prepared) == nil { return \(made) }")
                out.add("if let \(prepared) { return \(prepared) }")
                out.add("\(made) += 1")
                out.add("\(prepared) = \(made)")
                if child.isContainer {
                    out.add(
                        "\(names.member(names.childState(child)))[\(made)] = \(NavigationStateNames.stateType(child.type))()"
                    )
                }
                out.add("return \(made)")
            }
        }
        out.add("")
        out.add("/// Runs this container's answer to its input `input` (`on: self.INPUT`), if it has one.")
        out.add("@discardableResult")
        out.block(
            "\(access)mutating func answerInput(_ input: String, _ context: NavigationContext) -> [NavigationEvent]"
        ) {
            out in
            let answers = plan.bindings.filter { $0.child == "self" && !Self.takesValue($0) }
            if answers.isEmpty {
                out.add("_ = (input, context)")
                out.add("return []")
                return
            }
            out.switchBlock("input") { out in
                for b in answers {
                    out.caseBlock(SwiftLiteral.string(b.output)) {
                        $0.add("return \(names.bindingFunction(b))(\(passesValue(b) ? "nil, " : "")context)")
                    }
                }
                out.caseBlock("default") { $0.add("return []") }
            }
        }
    }
}
