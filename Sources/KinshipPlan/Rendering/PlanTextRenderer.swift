public import KinshipSpec

/// The readable form of a plan (`kinship plan`): numbered steps, completions indented under
/// the call that owns them, one block per state a move can start in.
public struct PlanTextRenderer {
    public init() {}

    public func render(_ plan: Plan, container only: String? = nil) -> String {
        var out = ""
        for c in plan.containers where only == nil || c.name == only {
            if !out.isEmpty { out += "\n" }
            render(c, into: &out)
        }
        return out
    }

    /// One container's block, as `render` writes it (containers are separated by a blank line),
    /// so a large plan can be written a container at a time.
    public func render(_ c: ContainerPlan, into out: inout String) {
        if c.isScreen {
            // A screen lays nothing out and contains nothing: it presents.
            out +=
                "screen \(c.name): \(c.className) (presents; generated code: \(GeneratedClassNames.presenterClass(c.name)))\n"
        } else {
            renderHead(c, into: &out)
        }
        renderBody(c, into: &out)
    }

    private func renderHead(_ c: ContainerPlan, into out: inout String) {
        var traits = [c.kind.rawValue]
        if c.kind == .custom {
            traits.append("\(c.layout.kind.rawValue) layout" + (c.layout.area == .safeArea ? " in the safe area" : ""))
        }
        traits.append(c.forwardsAppearance ? "forwards appearance automatically" : "forwards appearance by hand")
        // A preset's generated class subclasses its UIKit class and is named after the container
        // unless `class:` names another: say both, as the generated `final class Chat:
        // UINavigationController` does, rather than the UIKit class alone.
        var declared = c.className
        if let base = c.kind.uikitClass {
            declared =
                GeneratedClassNames.declaredClass(kind: c.kind, className: c.className, name: c.name)
                + ", a \(base)"
        }
        out += "container \(c.name): \(declared) (\(traits.joined(separator: ", ")))\n"
    }

    private func renderBody(_ c: ContainerPlan, into out: inout String) {
        out += "  children:\n"
        for child in c.children {
            out +=
                "    \(child.name): \(child.type) (\(child.className)\(child.isHosted ? ", hosted SwiftUI view" : ""))\n"
        }
        out += "  slots:\n"
        for slot in c.slots {
            var line = "    \(slot.name): \(slot.kind.rawValue)"
            if c.kind == .custom, let rule = c.layout.slots.first(where: { $0.slot == slot.name }) {
                line +=
                    c.layout.kind == .frames
                    ? rule.frame.map { " frame \(fmt($0.x)),\(fmt($0.y)) \(fmt($0.width))x\(fmt($0.height))" } ?? ""
                    : c.layout.kind == .overlay ? "" : " size \(rule.size.dslText)"
                if let area = rule.area { line += area == .safeArea ? " in the safe area" : " in the bounds" }
            }
            if let style = slot.style {
                line += " \(style.rawValue)" + (slot.swipeDismissible == true ? ", swipe to dismiss" : "")
            }
            line += "; accepts " + (slot.accepts.isEmpty ? "nothing" : slot.accepts.joined(separator: ", "))
            if !slot.initial.isEmpty { line += "; initial " + slot.initial.joined(separator: ", ") }
            // The user's moves are on by default: only their opt-outs are shown.
            if slot.userBack == false { line += "; no user back (Back button hidden, edge swipe off)" }
            if let off = slot.userBackOff {
                line += "; no user back from " + off.joined(separator: ", ") + " (their Back button hidden)"
            }
            if let untappable = slot.untappable { line += "; untappable " + untappable.joined(separator: ", ") }
            out += line + "\n"
        }
        if c.definesPresentationContext == true { out += "  definesPresentationContext = true\n" }
        var counter = 0
        if !c.isScreen {
            let mountTitle = c.kind == .custom ? "mount (viewDidLoad)" : "mount (relationship segues)"
            out += "  \(mountTitle):\n"
            steps(c.mount, indent: "    ", &counter, into: &out)
        }
        if let a = c.appearance {
            out += "  appearance forwarding (by hand; `animated` as the container received it):\n"
            for (phase, list) in [
                ("viewWillAppear", a.willAppear), ("viewDidAppear", a.didAppear),
                ("viewWillDisappear", a.willDisappear), ("viewDidDisappear", a.didDisappear),
            ] {
                out += "    in \(phase):\n"
                counter = 0
                steps(list, indent: "      ", &counter, into: &out)
            }
        }
        for t in c.transitions {
            out += "  transition \(t.name)"
            var conditions = t.guards.map(condition)
            if t.unlessPresented == true { conditions.append("presentedViewController is nil") }
            if !conditions.isEmpty { out += " (enabled when " + conditions.joined(separator: " and ") + ")" }
            out += ":\n"
            for move in t.moves {
                out += "    \(move.slot): \(move.effect.description)"
                if move.animated || move.animation != .none {
                    out += " (\(move.animation.rawValue), \(fmt(move.duration)) s)"
                }
                out += "\n"
                for moveCase in move.cases {
                    // A case that holds whatever the slot holds reads "always" alone and
                    // "otherwise" after other cases, never "when otherwise".
                    if moveCase.when == .otherwise {
                        out += move.cases.count == 1 ? "      always" : "      otherwise"
                    } else {
                        out += "      when \(condition(moveCase.when))"
                    }
                    if moveCase.steps.isEmpty {
                        out += ": no-op\n"
                        continue
                    }
                    out += ":\n"
                    counter = 0
                    steps(moveCase.steps, indent: "        ", &counter, into: &out)
                }
            }
        }
        interface(c, into: &out)
    }

    /// Outputs, inputs and `on:`: `startMap.radarTapped: run reveal`.
    private func interface(_ c: ContainerPlan, into out: inout String) {
        if !c.outputs.isEmpty { out += "  outputs: " + c.outputs.map(signature).joined(separator: ", ") + "\n" }
        if !c.inputs.isEmpty {
            out += "  inputs: " + c.inputs.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + "\n"
        }
        guard !c.bindings.isEmpty else { return }
        // `self.INPUT`: the container's answer to its own input, run when its parent sets it.
        out +=
            c.bindings.contains { $0.child == "self" }
            ? "  on (outputs of children, own inputs):\n" : "  on (outputs of children):\n"
        let repeated = c.repeatedChildren
        for binding in c.bindings {
            out +=
                "    \(binding.child).\(binding.output): "
                + binding.actions.map { action in
                    // A repeated child's input goes to its instance in a slot, else to the one its next move makes.
                    guard case let .set(child, _, _, _) = action, repeated.contains(child) else {
                        return describe(action)
                    }
                    return describe(action) + " on the \(child) in a slot, else on the next one made"
                }.joined(separator: "; then ") + "\n"
        }
    }

    /// `moved(location: Coordinate)`.
    public func signature(_ output: OutputPlan) -> String {
        output.name
            + (output.payload.isEmpty
                ? "" : "(" + output.payload.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")")
    }

    public func describe(_ action: ActionPlan) -> String {
        switch action {
        case .run(let t): "run \(t)"
        case let .set(child, input, field, type): "set \(child).\(input) = \(field) (\(type))"
        case let .emit(output, fields):
            "emit \(output)" + (fields.isEmpty ? "" : "(" + fields.joined(separator: ", ") + ")")
        case let .choose(field, type, cases):
            "switch \(field) (\(type)): " + cases.map { "\($0.value) → run \($0.transition)" }.joined(separator: ", ")
        }
    }

    private func steps(_ steps: [Step], indent: String, _ counter: inout Int, into out: inout String) {
        for step in steps {
            counter += 1
            let number = String(counter)
            let pad = String(repeating: " ", count: max(0, 3 - number.count))
            out += indent + pad + number + ". " + describe(step) + "\n"
            switch step {
            case .transition(_, _, _, _, let completion), .animate(_, _, _, let completion):
                if !completion.isEmpty {
                    out += indent + "     completion:\n"
                    self.steps(completion, indent: indent + "     ", &counter, into: &out)
                }
            default: break
            }
        }
    }

    public func describe(_ step: Step) -> String {
        switch step {
        case .addChild(let x): "addChild(\(operand(x)))"
        case .setFrame(let x, let slot): "\(operand(x)).view.frame = slot(\(slot))"
        case .addSubview(let x, let slot): "slot(\(slot)).addSubview(\(operand(x)).view)"
        case .didMove(let x): "\(operand(x)).didMove(toParent: self)"
        case .willMoveToNil(let x): "\(operand(x)).willMove(toParent: nil)"
        case .removeFromSuperview(let x): "\(operand(x)).view.removeFromSuperview()"
        case .removeFromParent(let x): "\(operand(x)).removeFromParent()"
        case let .transition(from, to, duration, animation, _):
            "transition(from: \(operand(from)), to: \(operand(to)), duration: \(fmt(duration)), options: \(animation.optionsText))"
        case let .animate(slot, duration, animation, _):
            "animate slot(\(slot)) (duration: \(fmt(duration)), \(animation.rawValue))"
        case let .beginAppearance(x, appearing, animated):
            "\(operand(x)).beginAppearanceTransition(\(appearing), animated: \(animated))"
        case .endAppearance(let x): "\(operand(x)).endAppearanceTransition()"
        case let .setViewControllers(xs, animated):
            "setViewControllers([\(xs.map(operand).joined(separator: ", "))], animated: \(animated))"
        case let .pushViewController(x, animated): "pushViewController(\(operand(x)), animated: \(animated))"
        case .popViewController(let animated): "popViewController(animated: \(animated))"
        case let .popToViewController(x, animated): "popToViewController(\(operand(x)), animated: \(animated))"
        case .popToRootViewController(let animated): "popToRootViewController(animated: \(animated))"
        case let .setSelectedIndex(index, x): "selectedIndex = \(index) (\(operand(x)))"
        case let .setSplitColumn(column, x): "setViewController(\(operand(x)), for: .\(column))"
        case let .clearSplitColumn(column): "setViewController(nil, for: .\(column))"
        case let .showSplitColumn(column, animated): "show(.\(column)) (animated: \(animated))"
        case let .present(x, _, style, transition, modalInPresentation, animated):
            "\(operand(x)).modalPresentationStyle = .\(style.rawValue), modalTransitionStyle = .\(transition.rawValue)"
                + (modalInPresentation ? ", isModalInPresentation = true" : "")
                + "; present(\(operand(x)), animated: \(animated))"
        case let .dismiss(x, animated): "\(operand(x)).presentingViewController.dismiss(animated: \(animated))"
        }
    }

    public func operand(_ x: Operand) -> String {
        switch x {
        case .child(let name): name
        case .top(let slot): "top(\(slot))"
        case let .below(slot, depth): "below(\(slot), \(depth))"
        case let .entriesAbove(slot, child): "each of entriesAbove(\(slot), \(child))"
        case let .topmost(slot, count): "each of topmost(\(slot), \(count))"
        case .aboveRoot(let slot): "each of aboveRoot(\(slot))"
        case let .topInstance(slot, child): "topInstance(\(slot), \(child))"
        case .visibleChildren: "each visible child"
        }
    }

    public func condition(_ c: SlotCondition) -> String {
        switch c {
        case .empty(let slot): "\(slot) is empty"
        case let .holds(slot, child): "\(slot) holds \(child)"
        case let .holdsAny(slot, children): "\(slot) holds " + children.joined(separator: " or ")
        case let .contains(slot, child): "\(slot) contains \(child)"
        case .otherwise: "otherwise"
        }
    }

    func fmt(_ v: Double) -> String { SlotSize.number(v) }
}

extension Animation {
    /// The `UIView.AnimationOptions` member a transition passes (`transitionFlipFromTop`); nil
    /// for `none` and the slides, which pass no options (slides move frames instead).
    public var uikitOptionName: String? {
        switch self {
        case .crossDissolve: "transitionCrossDissolve"
        case .flipFromLeft: "transitionFlipFromLeft"
        case .flipFromRight: "transitionFlipFromRight"
        case .flipFromTop: "transitionFlipFromTop"
        case .flipFromBottom: "transitionFlipFromBottom"
        case .curlUp: "transitionCurlUp"
        case .curlDown: "transitionCurlDown"
        case .none, .slideUp, .slideDown, .slideLeft, .slideRight, .coverVertical, .flipHorizontal, .partialCurl: nil
        }
    }

    /// The options as Swift source: `.transitionFlipFromTop` or `[]`.
    public var optionsSource: String { uikitOptionName.map { "." + $0 } ?? "[]" }

    /// The options as the text plan shows them; a slide says where its motion comes from.
    public var optionsText: String {
        switch self {
        case .slideUp, .slideDown, .slideLeft, .slideRight: "[] (\(rawValue) in the animations block)"
        default: optionsSource
        }
    }
}
