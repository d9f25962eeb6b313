import KinshipPlan
import KinshipSpec
import KinshipSyntax
import KinshipUIKit

/// Outputs: a run event raises a screen's output (`Tunnel/startMap.radarTapped`), and the
/// container answers through its `on:` binding, exactly as generated code does.
extension Runtime {
    /// `Tunnel/startMap.radarTapped`, `startMap.radarTapped`, `radarTapped` (a transition-shaped
    /// event that may name an output), or `bar.selected(page: 2)` (an output with values).
    /// An event that names no output goes on as a transition.
    func handleNamed(_ target: String?, _ name: String, values: [EventValue], _ event: Event) {
        // A spec without outputs (or an event no output is named) goes straight to transitions.
        // A live container's full path names that container even where the same text also names
        // a child (the root `Never` and its screen child `Never`: `Never.some` is the root's
        // transition, `Never/Never.some` the child's output), as a full PATH/SLOT does; flow
        // analysis's replays write the launched container's transitions so.
        let namesContainer = target.map { nodesByPath[$0] != nil } ?? false
        let raised =
            !outputNames.isEmpty && outputNames.contains(name) && !namesContainer ? outputCandidates(target, name) : []
        if raised.isEmpty {
            if values.isEmpty {
                handleTransition(target, name, event)
            } else {
                let all = Set(
                    nodes.flatMap { node in
                        node.plan.children.flatMap { child in child.outputs.map { "\(child.name).\($0.name)" } }
                    })
                let full = target.flatMap { fullPathHint(event, $0) }
                let hint =
                    full.map { "; did you mean '\($0)'? (a PATH starts at the root)" }
                    ?? Suggestions.closest(to: (target.map { $0 + "." } ?? "") + name, in: all.sorted()).map {
                        "; did you mean '\($0)'?"
                    } ?? ""
                report(
                    .unknownEvent, event.location,
                    "'\(event.text)': no live screen has an output '\(name)'" + (target.map { " at '\($0)'" } ?? "")
                        + hint)
            }
            return
        }
        let transitionsToo = values.isEmpty && namesTransition(target, name)
        guard raised.count == 1, !transitionsToo else {
            var forms = raised.map { "\($0.node.path)/\($0.child).\(name)" }
            if transitionsToo {
                forms += liveNodes(ofTypes: index.typesByTransition[name] ?? []).map { "\($0.path).\(name)" }
            }
            report(
                .ambiguousEvent, event.location,
                "'\(event.text)' names \(forms.count) outputs or transitions; write one of: "
                    + forms.joined(separator: ", "))
            return
        }
        let (node, child, output) = raised[0]
        waitUntilIdle(node)
        // `Drill/detail#2.close`: that instance of a repeated child must be the one shown.
        let instance = target.flatMap { $0.split(separator: "/").last }.map(String.init).flatMap {
            $0.contains("#") ? $0 : nil
        }
        // A child presented from a container that is itself covered (a tab not selected) is on
        // screen: the window's root presented it (grammar.md, When a controller may present).
        // A repeated child's controller is kept under its instance name (`update#1`).
        let shown = node.shownInstance(of: child) ?? child
        let childOnScreen = node.instances[shown]?.viewIfLoaded?.window.map { !$0.isHidden } ?? false
        guard node.isVisible || childOnScreen, node.isShowing(child),
            instance.map({ node.shownInstance(of: child) == $0 }) ?? true
        else {
            let state = node.plan.slots.enumerated().filter { $0.element.accepts.contains(child) }.map { index, slot in
                let shown = node.slots.instanceNames?[index].last ?? node.slots.entries[index].last
                return shown.map { "\(slot.name) shows \($0)" } ?? "\(slot.name) is empty"
            }
            report(
                .outputNotVisible, node.path + "/" + (instance ?? child),
                "'\(event.text)': '\(instance ?? child)' is not visible"
                    + (state.isEmpty ? "" : " (" + state.joined(separator: ", ") + ")")
                    + (node.isVisible || childOnScreen ? "" : " and '\(node.path)' is not on screen")
                    + "; an output fires only while its child is visible")
            return
        }
        // A collapsed split (compact width) shows one column: the other's child is out of view.
        if let split = node.controller as? UISplitViewController, split.isCollapsed,
            let controller = node.instances[shown], controller.viewIfLoaded?.window == nil
        {
            report(
                .outputNotVisible, node.path + "/" + shown,
                "'\(event.text)': '\(shown)' is in a column the collapsed split '\(node.path)' does not show (compact width); an output fires only while its child is visible"
            )
            return
        }
        // A collapsed split pushes its secondary column onto the primary column's navigation
        // controller: a navigation child in the primary column lies under it, though its own
        // stack still ends with it.
        if let navigation = node.controller as? UINavigationController,
            let controller = node.instances[shown],
            navigation.viewControllers.contains(where: { $0 === controller }),
            let top = navigation.topViewController, top !== controller
        {
            report(
                .outputNotVisible, node.path + "/" + shown,
                "'\(event.text)': '\(shown)' is covered by '\(top.restorationIdentifier ?? "?")', the collapsed split's secondary column pushed onto '\(node.path)'; an output fires only while its child is visible"
            )
            return
        }
        // A presentation above the child (from it, or from an ancestor up to its presentation
        // context) covers it: the user taps the presented controller, not what lies beneath.
        if let controller = node.instances[shown],
            let cover = Self.presentation(covering: controller)
        {
            report(
                .outputNotVisible, node.path + "/" + child,
                "'\(event.text)': '\(child)' is covered by the presented '\(cover.restorationIdentifier ?? "?")'; an output fires only while its child is visible"
            )
            return
        }
        // Whatever else took the child's view out of the window (a collapsed split's secondary
        // pushed over the primary column's stack): the user cannot touch it, and generated code's
        // `isVisibleForOutputs(_:)` asks the same.
        if let controller = node.instances[shown],
            controller.viewIfLoaded?.window == nil
        {
            report(
                .outputNotVisible, node.path + "/" + child,
                "'\(event.text)': '\(child)' is not in the window (something took its view out); an output fires only while its child is visible"
            )
            return
        }
        answer(output, of: child, in: node, values: values, event)
    }

    /// The controller presented over `controller`, if any: presented by it or by one of its
    /// ancestors (the presentation context is always one of them).
    static func presentation(covering controller: UIViewController) -> UIViewController? {
        var current: UIViewController? = controller
        while let c = current {
            if let presented = c.presentedViewController { return presented }
            current = c.parent
        }
        return nil
    }

    /// Every screen child of a live container with that output, matched by `target`: nil, the
    /// child's path, or its name.
    private func outputCandidates(_ target: String?, _ name: String) -> [(
        node: ContainerNode, child: String, output: OutputPlan
    )] {
        var found: [(node: ContainerNode, child: String, output: OutputPlan)] = []
        // A child's path names its container's instance: only that one is looked at.
        let holder = target.flatMap { target in target.lastIndex(of: "/").map { String(target[..<$0]) } }
        let nodes =
            holder.map { nodesByPath[$0].map { [$0] } ?? [] } ?? liveNodes(ofTypes: index.typesByOutput[name] ?? [])
        for node in nodes {
            for child in node.plan.children where !child.isContainer {
                guard let output = child.outputs.first(where: { $0.name == name }) else { continue }
                // A repeated child is live only while a slot holds an instance of it.
                if child.isRepeated, !node.slots.entries.contains(where: { $0.contains(child.name) }) { continue }
                if let target {
                    // An instance of a repeated child (`detail#2`) names its child.
                    let named =
                        target.split(separator: "/").last.map { ContainerNode.childName(of: String($0)) } ?? target
                    let parent =
                        target.contains("/") ? String(target[..<(target.lastIndex(of: "/") ?? target.startIndex)]) : nil
                    guard named == child.name, parent.map({ $0 == node.path }) ?? true else { continue }
                }
                found.append((node, child.name, output))
            }
        }
        return found
    }

    /// Runs `node`'s binding of its child's output, action by action. An emitted output is
    /// answered by the parent container in turn.
    private func answer(
        _ output: OutputPlan, of child: String, in node: ContainerNode, values: [EventValue], _ event: Event
    ) {
        guard let binding = node.plan.binding(child: child, output: output.name) else {
            report(
                .unhandledOutput, node.path + "/" + child,
                "'\(event.text)': '\(node.plan.name)' binds no '\(child).\(output.name)', so nothing happens")
            return
        }
        run(binding, of: child, output, in: node, values: values, event)
    }

    /// Sets `input` on `target`, a child of `node` made or found by the caller, and, when the
    /// target is a container answering that input (`self.INPUT`), runs its answer at once: the
    /// value reaches it before anything the rest of the event shows.
    func setInput(_ input: String, on target: UIViewController, by node: ContainerNode, _ event: Event) {
        target.traceInputSet(input, by: node.controller)
        guard answersInputs, let inner = (target as? PlanDriven)?.node,
            let binding = inner.plan.binding(child: "self", output: input)
        else { return }
        let type = inner.plan.inputs.first { $0.name == input }?.type ?? ""
        run(
            binding, of: "self", OutputPlan(name: input, payload: [FieldPlan(name: input, type: type)]), in: inner,
            values: [], event)
    }

    /// A binding's actions, in order.
    private func run(
        _ binding: BindingPlan, of child: String, _ output: OutputPlan, in node: ContainerNode, values: [EventValue],
        _ event: Event
    ) {
        for (index, action) in binding.actions.enumerated() {
            switch action {
            case .run(let transition):
                handleTransition(node.path, transition, event, waiting: false)
            case .set(let target, let input, let field, _):
                if child == "self", field == output.name { followLinkSet(of: output.name, in: node, to: target, input) }
                setInput(
                    input, on: node.inputTarget(target, fresh: node.plan.setReachesNewInstance(binding, at: index)),
                    by: node, event)
            case .emit(let own, _):
                // The root's outputs are the app's to answer; nothing in the spec listens.
                guard let parent = node.parentNode, let emitted = node.plan.outputs.first(where: { $0.name == own })
                else { continue }
                // The parent binds the child's name: an instance of a repeated child (`thread#2`)
                // emits as `thread`, the name its container's `on:` answers.
                let instance = node.path.split(separator: "/").last.map(String.init) ?? node.path
                answer(emitted, of: ContainerNode.childName(of: instance), in: parent, values: values, event)
            case let .choose(field, type, cases):
                guard
                    let given = values.first(where: { $0.label == field })
                        ?? (values.count == 1 && values[0].label == nil ? values[0] : nil)
                else {
                    report(
                        .invalidEvent, event.location,
                        "'\(event.text)': '\(node.plan.name)' switches on payload field '\(field)'; give its value, like \(child).\(output.name)(\(field): VALUE)"
                    )
                    return
                }
                guard let value = SwitchValue(given.value, type: type) else {
                    report(
                        .invalidEvent, event.location,
                        "'\(event.text)': '\(given.value)' is not a value of \(type), the type of '\(field)'")
                    return
                }
                // A value no case names does nothing, as in generated code.
                guard let chosen = cases.first(where: { $0.typedValue(type)?.key == value.key }) else { continue }
                handleTransition(node.path, chosen.transition, event, waiting: false)
            }
        }
    }
}

extension ContainerNode {
    /// The instance name of the child a slot shows: `detail#2` for a repeated child, else the
    /// child's own name; nil when no slot shows it.
    func shownInstance(of child: String) -> String? {
        guard let slot = slots.entries.firstIndex(where: { $0.last == child }) else { return nil }
        return slots.instanceNames?[slot].last ?? child
    }

    /// Whether the child occupies a slot: a single slot's occupant, a stack's top, the selected tab.
    func isShowing(_ child: String) -> Bool {
        slots.entries.contains { $0.last == child }
    }
}
