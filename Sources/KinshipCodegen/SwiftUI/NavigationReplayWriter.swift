import KinshipPlan

/// `replay(_:_:_:)`: one `kinship run` event, addressed by instance path as run's full event
/// forms are (`Mail/compose.addRecipients`, `App/search.showPicked`, `Mail.tapBack(message)`),
/// applied to the state. It is what lets tests and `scripts/difftest` drive the state with the
/// event lists they give `run`, and what a debug menu or a UI test can use the same way.
struct ReplayWriter {
    let plan: ContainerPlan
    let access: String
    private var names: NavigationStateNames { NavigationStateNames(plan: plan) }

    func write(_ out: inout CodeLines) {
        out.add("")
        out.add("/// Applies one run event at `path` (instance names below this container); nil when it names")
        out.add("/// nothing live or is refused, else the outputs this container emits to its parent.")
        out.block(
            "\(access)mutating func replay(_ path: ArraySlice<String>, _ event: NavigationEvent, _ context: NavigationContext = NavigationContext()) -> [NavigationEvent]?"
        ) {
            out in
            let flagged = plan.children.filter { Self.shownFlag(plan, $0) != nil }
            if !flagged.isEmpty { out.add("defer { noteShown() }") }
            out.block("guard let first = path.first else") { out in
                out.add("return replayHere(event, context)")
            }
            out.add("let rest = path.dropFirst()")
            let screens = plan.children.filter { !$0.isContainer }
            if !screens.isEmpty {
                out.add(
                    "let screens: Set<String> = [\(screens.map { SwiftLiteral.string($0.name) }.joined(separator: ", "))]"
                )
                out.block("if rest.isEmpty, case .named(let output, let value) = event, screens.contains(first)") {
                    out in
                    out.add("return raise(first, output, value, context)")
                }
                repeatedScreenOutput(&out)
            }
            let containers = plan.children.filter(\.isContainer)
            guard !containers.isEmpty else {
                out.add("_ = rest")
                out.add("return nil")
                return
            }
            if containers.contains(where: \.isRepeated) {
                out.add("// A repeated child container is named by its instance (`c1#2`), as `kinship run` names it.")
            }
            out.add("let instance = first")
            out.add("let inner = childContext(instance, context)")
            let direct = containers.contains { !$0.isRepeated }
            if direct { out.add("let emitted: [NavigationEvent]") }
            out.switchBlock("instance") { out in
                for child in plan.children where child.isContainer && !child.isRepeated {
                    out.caseBlock(SwiftLiteral.string(child.name)) { out in
                        if let shown = Self.shownFlag(plan, child) {
                            // A link's values reach a child its pending moves show: run makes the
                            // controller ahead for them (Runtime.valuesTarget), so a `set` passes.
                            out.block("if !\(shown)") { out in
                                out.add("guard case .set = event else { return nil }")
                            }
                        }
                        out.add(
                            "guard let found = \(names.member(names.childState(child))).replay(rest, event, inner) else { return nil }"
                        )
                        out.add("emitted = found")
                    }
                }
                out.caseBlock("default") { out in
                    let repeated = plan.children.filter { $0.isContainer && $0.isRepeated }
                    for child in repeated {
                        let s = names.member(names.childState(child))
                        out.add(
                            "if instance.hasPrefix(\"\(child.name)#\"), let n = Int(instance.dropFirst(\(child.name.count + 1))),"
                        )
                        out.block("    var state = \(s)[n], let found = state.replay(rest, event, inner)") { out in
                            out.add("\(s)[n] = state")
                            out.add("var answered: [NavigationEvent] = []")
                            out.add(
                                "for case .named(let output, let value) in found { answered += answer(\(SwiftLiteral.string(child.name)), output, value: value, context) }"
                            )
                            out.add("return answered")
                        }
                    }
                    out.add("return nil")
                }
            }
            guard direct else { return }
            out.add("let child = instance.split(separator: \"#\").first.map(String.init) ?? instance")
            out.add("var answered: [NavigationEvent] = []")
            out.add(
                "for case .named(let output, let value) in emitted { answered += answer(child, output, value: value, context) }"
            )
            out.add("return answered")
        }
        here(&out)
        raise(&out)
        shown(&out)
    }

    /// An output of a repeated screen named by its instance (`c2#1.tapped`): `run` takes it only
    /// from the instance its slot shows on top (output-not-visible otherwise), as the first slot
    /// showing the child finds it.
    private func repeatedScreenOutput(_ out: inout CodeLines) {
        let repeated = plan.children.filter { !$0.isContainer && $0.isRepeated }.map(\.name)
        guard !repeated.isEmpty else { return }
        let list = repeated.map { SwiftLiteral.string($0) }.joined(separator: ", ")
        out.block(
            "if rest.isEmpty, case .named(let output, let value) = event, let mark = first.firstIndex(of: \"#\"), [\(list)].contains(first[..<mark])"
        ) { out in
            out.add("let child = String(first[..<mark])")
            out.add("var shown: Int? = nil")
            for slot in plan.slots where slot.accepts.contains(where: repeated.contains) {
                let p = names.member(names.slotProperty(slot))
                let last = slot.kind == .stack ? "\(p).last" : slot.kind == .tabs ? "Optional(\(p))" : p
                out.add("if shown == nil, let entry = \(last), entry.childName == child { shown = entry.instance }")
            }
            out.add("guard let shown, String(shown) == first[first.index(after: mark)...] else { return nil }")
            out.add("return raise(child, output, value, context)")
        }
    }

    /// A child container no slot holds at first is live, in run, once a slot has held it (a sheet
    /// not presented yet takes no event; one dismissed stays made): the flag's name, nil for one
    /// a slot holds from the start or a tab.
    static func shownFlag(_ plan: ContainerPlan, _ child: ChildPlan) -> String? {
        guard child.isContainer, !child.isRepeated else { return nil }
        let holders = plan.slots.filter { $0.accepts.contains(child.name) }
        guard !holders.isEmpty, !holders.contains(where: { $0.kind == .tabs || $0.initial.contains(child.name) })
        else { return nil }
        return SwiftName.identifier(child.name + "Shown")
    }

    private func shown(_ out: inout CodeLines) {
        let flagged = plan.children.filter { Self.shownFlag(plan, $0) != nil }
        guard !flagged.isEmpty else { return }
        out.add("")
        out.add("/// Child containers a slot has held (run makes one when it first shows it).")
        for child in flagged { out.add("\(access)var \(Self.shownFlag(plan, child) ?? "") = false") }
        out.add("")
        out.block("private mutating func noteShown()") { out in
            for child in flagged {
                let held = plan.slots.filter { $0.accepts.contains(child.name) }.map {
                    "entries(\(SwiftLiteral.string($0.name))).contains(\(SwiftLiteral.string(child.name)))"
                }
                out.add("if \(held.joined(separator: " || ")) { \(Self.shownFlag(plan, child) ?? "") = true }")
            }
        }
    }

    private func here(_ out: inout CodeLines) {
        out.add("")
        out.block(
            "private mutating func replayHere(_ event: NavigationEvent, _ context: NavigationContext) -> [NavigationEvent]?"
        ) {
            out in
            out.switchBlock("event") { out in
                out.caseBlock(".named(let name, _)") { out in
                    out.switchBlock("name") { out in
                        for t in plan.transitions {
                            out.caseBlock(SwiftLiteral.string(t.name)) {
                                $0.add("return \(SwiftName.identifier(t.name))(context) ? [] : nil")
                            }
                        }
                        out.caseBlock("default") { $0.add("return nil") }
                    }
                }
                if plan.kind == .navigation || plan.kind == .split {
                    for move in ["tapBack", "swipeBack", "swipeBackCancelled"] {
                        out.caseBlock(".\(move)(let child)") { $0.add("return \(move)(child, context) ? [] : nil") }
                    }
                }
                if plan.kind == .tabs, let tabs = plan.slots.first(where: { $0.kind == .tabs }) {
                    out.caseBlock(".tapTab(let child)") { out in
                        out.switchBlock("child") { out in
                            for child in tabs.accepts {
                                out.caseBlock(SwiftLiteral.string(child)) {
                                    $0.add("return tapTab(.\(names.caseName(child)), context) ? [] : nil")
                                }
                            }
                            out.caseBlock("default") { $0.add("return nil") }
                        }
                    }
                }
                // A slot that accepts nothing presents nothing to swipe (and has no swipeDown).
                let presentation = plan.slots.filter { $0.kind == .presentation && !$0.accepts.isEmpty }
                if !presentation.isEmpty {
                    out.caseBlock(".swipeDown(let child)") { out in
                        for slot in presentation {
                            let p = names.member(names.slotProperty(slot))
                            out.block("if let item = \(p), item.childName == child") { out in
                                out.add("return swipeDown(item) ? [] : nil")
                            }
                        }
                        out.add("return nil")
                    }
                }
                setCase(&out)
                out.caseBlock("default") { $0.add("return nil") }
            }
        }
    }

    /// `.set(child, input, fresh)`: a value reaches a child as a binding's `set` does (a deep
    /// link's values): the repeated child's instance is prepared, a container answers at once.
    private func setCase(_ out: inout CodeLines) {
        let children = plan.children.filter { $0.isRepeated || $0.isContainer }
        guard !children.isEmpty else { return }
        out.caseBlock(".set(let child, let input, let fresh)") { out in
            out.switchBlock("child") { out in
                for child in children {
                    out.caseBlock(SwiftLiteral.string(child.name)) { out in
                        let upper = SwiftName.upperFirst(child.name)
                        if child.isRepeated {
                            out.add("let n = prepare\(upper)(fresh: fresh)")
                        } else {
                            out.add("_ = fresh")
                        }
                        guard child.isContainer else {
                            out.add("_ = (n, input)")
                            out.add("return []")
                            return
                        }
                        let instance =
                            child.isRepeated ? "\"\(child.name)#\" + String(n)" : SwiftLiteral.string(child.name)
                        let state =
                            child.isRepeated
                            ? "\(names.member(names.childState(child)))[n, default: \(NavigationStateNames.stateType(child.type))()]"
                            : names.member(names.childState(child))
                        out.add("let inner = childContext(\(instance), context)")
                        out.add("var answered: [NavigationEvent] = []")
                        out.add("for case .named(let output, let value) in \(state).answerInput(input, inner) {")
                        out.add(
                            "    answered += answer(\(SwiftLiteral.string(child.name)), output, value: value, context)")
                        out.add("}")
                        out.add("return answered")
                    }
                }
                out.caseBlock("default") { $0.add("return nil") }
            }
        }
    }

    /// An output a screen child raises: only while it is visible and nothing is presented over it
    /// (Runtime+OutputDispatch `handleNamed`).
    private func raise(_ out: inout CodeLines) {
        guard plan.children.contains(where: { !$0.isContainer }) else { return }
        let presented = plan.slots.filter { $0.kind == .presentation }.flatMap(\.accepts)
        out.add("")
        out.block(
            "private mutating func raise(_ child: String, _ output: String, _ value: String?, _ context: NavigationContext) -> [NavigationEvent]?"
        ) {
            out in
            let list = presented.map(SwiftLiteral.string).joined(separator: ", ")
            out.add("let presented: Set<String> = [\(list)]")
            // A presented child is on screen even when its container is not (a tab not selected):
            // the window's root presented it, as `run` has it.
            out.add("guard shows(child), presented.contains(child) || isInWindow(context) else { return nil }")
            out.add("// A presented screen is on top; any other is under whatever its island presents.")
            out.add(
                "guard presented.contains(child) || (!context.presentedElsewhere && !islandPresents()) else { return nil }"
            )
            out.add("return answer(child, output, value: value, context)")
        }
    }
}
