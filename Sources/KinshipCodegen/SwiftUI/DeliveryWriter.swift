import KinshipPlan

/// The lines an output's closure runs after the core has answered it: each `set` of the binding
/// hands its payload field to the instance it reached, as the core chose it (the repeated child's
/// shown instance: the one the binding pushed or presented, or the one on top). A `set` of a child
/// container's input follows that container's own answer (`on: self.INPUT`) down to the screens it
/// sets. A repeated container on the way is left out: its instance is the core's to choose.
struct DeliveryWriter {
    let plans: [String: ContainerPlan]
    let base: String

    /// `values`: payload field name → the closure parameter holding it.
    func lines(_ plan: ContainerPlan, _ binding: BindingPlan, _ values: [String: String]) -> [String] {
        lines(plan, binding, values, path: "path", state: "state(navigator.state)", depth: 0)
    }

    private func lines(
        _ plan: ContainerPlan, _ binding: BindingPlan, _ values: [String: String], path: String, state: String,
        depth: Int
    ) -> [String] {
        // Containers answering their own inputs nest as deep as the tree; a spec's cycle stops here.
        guard depth < 16 else { return [] }
        var out: [String] = []
        for case let .set(target, input, field, _) in binding.actions {
            guard let value = values[field], let child = plan.child(named: target) else { continue }
            let inner = plans[child.type]
            if let inner, !inner.isScreen {
                guard !child.isRepeated,
                    let answer = inner.bindings.first(where: { $0.child == "self" && $0.output == input })
                else { continue }
                let s = NavigationStateNames(plan: plan).childState(child)
                out += lines(
                    inner, answer, [input: value], path: path + " + [\(SwiftLiteral.string(target))]",
                    state: state + "?.\(s)", depth: depth + 1)
                continue
            }
            let setter = "\(SwiftLiteral.string(input)), \(value))"
            if child.isRepeated {
                let view = ContainerViewTranslator.viewType(plan.name)
                out.append(
                    "if let s = \(state), let n = \(view).shown(\(SwiftLiteral.string(target)), s) {")
                out.append(
                    "    navigator.deliver(\(path) + [\(SwiftLiteral.string(target + "#")) + String(n)], \(setter)")
                out.append("}")
            } else {
                out.append("navigator.deliver(\(path) + [\(SwiftLiteral.string(target))], \(setter)")
            }
        }
        return out
    }
}
