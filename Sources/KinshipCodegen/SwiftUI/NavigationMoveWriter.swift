import KinshipPlan

/// One move of a transition on the copy `next`, checked as `kinship run` checks it in the state
/// the earlier moves left (Runtime+EventDispatch: `flowProblem`, `dismissalProblem`,
/// `presenterProblem`): a problem returns false before `self = next`, so nothing changes.
struct MoveWriter {
    let plan: ContainerPlan
    private var names: NavigationStateNames { NavigationStateNames(plan: plan) }

    func write(_ move: MovePlan, dismissedEarlier: Bool, _ out: inout CodeLines) {
        guard let slot = plan.slot(named: move.slot) else { return }
        let p = "next." + names.slotProperty(slot)
        let entries = "next.entries(\(SwiftLiteral.string(slot.name)))"
        func isRepeated(_ child: String) -> Bool { plan.child(named: child)?.isRepeated ?? false }
        func value(_ child: String) -> String {
            "." + names.caseName(child) + (isRepeated(child) ? "(next.make\(SwiftName.upperFirst(child))())" : "")
        }
        out.add("// \(move.effect.description) in '\(slot.name)'")
        switch move.effect {
        case .show(let x):
            if plan.kind == .split, slot.name == "primary" || slot.name == "secondary" {
                if slot.name == "primary" {
                    // Only a collapsed split pops: one that has not joined the window is expanded.
                    out.add("if next.compactColumn == .secondary && next.joinedWindow { next.secondaryPopped = true }")
                } else {
                    out.add("next.secondaryPopped = false")
                }
                out.add("next.compactColumn = .\(slot.name)")
            }
            // A split's detail column holding repeated children: the instance a show replaces is
            // released, and a repeated child's show always makes a new one (grammar.md).
            let replaces = plan.kind == .split && slot.accepts.contains(where: isRepeated)
            let assign =
                (replaces ? "if let old = \(p) { next.release([old.childName], [old.instance]) }; " : "")
                + "\(p) = \(value(x))"
            if replaces, isRepeated(x) {
                out.add(assign)
            } else if let blocked = otherSlotHolds(x, besides: slot.name) {
                out.add("if \(entries).last != \(SwiftLiteral.string(x)) {")
                if blocked == "true" {
                    out.add("    return false")
                } else {
                    out.add("    guard !(\(blocked)) else { return false }")
                    out.add("    \(assign)")
                }
                out.add("}")
            } else {
                out.add("if \(entries).last != \(SwiftLiteral.string(x)) { \(assign) }")
            }
        case .clear:
            out.add("\(p) = nil")
        case .push(let x):
            if !isRepeated(x) {
                var problem = "\(entries).contains(\(SwiftLiteral.string(x)))"
                if let blocked = otherSlotHolds(x, besides: slot.name) { problem += " || " + blocked }
                out.add("guard !(\(problem)) else { return false }")
            }
            out.add("\(p).append(\(value(x)))")
        case .pop(let n):
            out.add("guard \(entries).count - \(n) >= 1 else { return false }")
            out.block("do") { out in
                out.add("let removed = \(p).suffix(\(n))")
                out.add("\(p).removeLast(\(n))")
                out.add("next.release(removed.map(\\.childName), removed.map(\\.instance))")
            }
        case .popTo(let x):
            out.add("guard let index = \(entries).lastIndex(of: \(SwiftLiteral.string(x))) else { return false }")
            out.block("do") { out in
                out.add("let removed = \(p)[index...]")
                out.add("\(p).removeSubrange(index...)")
                out.add("next.release(removed.map(\\.childName), removed.map(\\.instance))")
            }
        case .popToRoot:
            out.block("do") { out in
                out.add("let removed = \(p)")
                out.add("\(p).removeAll()")
                out.add("next.release(removed.map(\\.childName), removed.map(\\.instance))")
            }
        case .select(let x):
            out.add("\(p) = \(value(x))")
        case .present(let x):
            out.add("if \(p) == nil {")
            if dismissedEarlier {
                out.add("    // An earlier move's dismissal has not ended: UIKit refuses the present.")
                out.add("    return false")
            } else {
                let others = plan.slots.filter { $0.kind == .presentation && $0.name != slot.name }
                if !others.isEmpty {
                    let busy = others.map { "next." + names.slotProperty($0) + " != nil" }.joined(separator: " || ")
                    out.add("    guard !(\(busy)) else { return false }")
                }
                out.add("    guard !presenterBusy else { return false }")
                out.add(
                    "    // A presenter whose view is not in the window presents nothing (UIKit refuses at the call).")
                if isRepeated(x) {
                    out.add("    let made = next.make\(SwiftName.upperFirst(x))()")
                    out.add("    if context.islandOnScreen { \(p) = .\(names.caseName(x))(made) }")
                } else if let child = plan.child(named: x), let made = ReplayWriter.shownFlag(plan, child) {
                    // run makes the controller before UIKit refuses the call: it stays live, and
                    // takes events, as a made child container does.
                    out.add("    if context.islandOnScreen { \(p) = \(value(x)) } else { next.\(made) = true }")
                } else {
                    out.add("    if context.islandOnScreen { \(p) = \(value(x)) }")
                }
            }
            out.add("} else if \(entries).last != \(SwiftLiteral.string(x)) {")
            out.add("    return false")
            out.add("}")
        case .dismiss(let x):
            out.add("guard \(entries).last == \(SwiftLiteral.string(x)), let item = \(p) else { return false }")
            out.add("\(p) = nil")
            if let child = plan.child(named: x), child.isContainer, !child.isRepeated {
                out.add("next.\(names.childState(child)).forgetPresentations()")
            }
            out.add("next.release([item.childName], [item.instance], dismissed: true)")
        }
    }

    /// A Swift condition true when another slot holds `child` (`child-in-two-slots`), "true"
    /// when a tab bar holds it always, nil when no other slot accepts it.
    private func otherSlotHolds(_ child: String, besides slot: String) -> String? {
        let others = plan.slots.filter { $0.name != slot && $0.accepts.contains(child) }
        guard !others.isEmpty else { return nil }
        if others.contains(where: { $0.kind == .tabs }) { return "true" }
        return others.map { "next.entries(\(SwiftLiteral.string($0.name))).contains(\(SwiftLiteral.string(child)))" }
            .joined(separator: " || ")
    }
}

/// The user's own moves, as UIKit makes them and the state follows (grammar.md "The user's own
/// moves"): Back and the edge swipe write the stack's path, a tab tap the selection (the
/// selected tab tapped again pops a navigation tab to its root), a sheet's swipe empties its item.
struct UserMoveWriter {
    let plan: ContainerPlan
    let childPlans: [String: ContainerPlan]
    let access: String
    private var names: NavigationStateNames { NavigationStateNames(plan: plan) }

    func write(_ out: inout CodeLines) {
        if plan.kind == .navigation, let stack = plan.slots.first(where: { $0.kind == .stack }) {
            let p = names.member(names.slotProperty(stack))
            for (move, pops) in [("tapBack", true), ("swipeBack", true), ("swipeBackCancelled", false)] {
                out.add("")
                out.add("/// The user's \(move) with `child` on top (a write through NavigationStack's path binding).")
                out.add("@discardableResult")
                out.block(
                    "\(access)mutating func \(move)(_ child: String, _ context: NavigationContext = NavigationContext()) -> Bool"
                ) {
                    out in
                    out.add(
                        "guard entries(\(SwiftLiteral.string(stack.name))).last == child, isTouchable(context) else { return false }"
                    )
                    out.add("guard !\(p).isEmpty else { return false }")
                    if stack.userBack == false { out.add("if !\(p).isEmpty { return false }") }
                    // `userBack: { X: false }`: the user cannot go back from X's page (Runtime+UserMoves).
                    if let off = stack.userBackOff, !off.isEmpty {
                        out.add(
                            "if [\(off.map { SwiftLiteral.string($0) }.joined(separator: ", "))].contains(child) { return false }"
                        )
                    }
                    if pops {
                        out.add("let removed = \(p).removeLast()")
                        out.add("release([removed.childName], [removed.instance])")
                    }
                    out.add("return true")
                }
            }
            out.add("")
            out.add("/// A navigation tab tapped again: every stack back at its root.")
            out.block("\(access)mutating func popToRootAll()") { out in
                out.add("let removed = \(p)")
                out.add("\(p).removeAll()")
                out.add("release(removed.map(\\.childName), removed.map(\\.instance))")
            }
        } else if plan.kind == .split {
            for move in ["tapBack", "swipeBack", "swipeBackCancelled"] {
                out.add("")
                out.add(
                    move == "swipeBackCancelled"
                        ? "/// The user lets an edge swipe go in a collapsed split with `child` in the secondary column: it stays on top."
                        : "/// The user's \(move) in a collapsed split with `child` in the secondary column: back to the primary."
                )
                out.add("@discardableResult")
                out.block(
                    "\(access)mutating func \(move)(_ child: String, _ context: NavigationContext = NavigationContext()) -> Bool"
                ) {
                    out in
                    out.add(
                        "guard compactColumn == .secondary, entries(\"secondary\") == [child], isTouchable(context) else { return false }"
                    )
                    if move == "swipeBackCancelled" {
                        out.add("// The primary's navigation controller keeps the secondary pushed: nothing changes.")
                        out.add("return true")
                    } else {
                        out.add("compactColumn = .primary")
                        out.add("secondaryPopped = true")
                        out.add("return true")
                    }
                }
            }
            out.add("")
            out.add("/// Nothing to pop: only a navigation stack goes back to its root.")
            out.add("\(access)mutating func popToRootAll() {}")
        } else {
            out.add("")
            out.add("/// Nothing to pop: only a navigation stack goes back to its root.")
            out.add("\(access)mutating func popToRootAll() {}")
        }
        if plan.kind == .tabs, let tabs = plan.slots.first(where: { $0.kind == .tabs }) {
            let p = names.member(names.slotProperty(tabs))
            out.add("")
            out.add("/// The user's tap on a tab (TabView's selection binding).")
            out.add("@discardableResult")
            out.block(
                "\(access)mutating func tapTab(_ tab: \(names.enumName(tabs)), _ context: NavigationContext = NavigationContext()) -> Bool"
            ) {
                out in
                out.add("guard isTouchable(context) else { return false }")
                if let untappable = tabs.untappable, !untappable.isEmpty {
                    let list = untappable.map(SwiftLiteral.string).joined(separator: ", ")
                    out.add("// shouldSelect refuses these: the selection stays.")
                    out.add("if [\(list)].contains(tab.childName) { return true }")
                }
                out.add("guard \(p) == tab else {")
                out.add("    \(p) = tab")
                out.add("    return true")
                out.add("}")
                let navigationTabs = tabs.accepts.compactMap { plan.child(named: $0) }.filter {
                    $0.isContainer && childPlans[$0.type]?.kind == .navigation
                }
                if !navigationTabs.isEmpty {
                    out.switchBlock("tab") { out in
                        for c in navigationTabs {
                            out.caseBlock("." + names.caseName(c.name)) {
                                $0.add("\(names.member(names.childState(c))).popToRootAll()")
                            }
                        }
                        if navigationTabs.count < tabs.accepts.count { out.caseBlock("default") { $0.add("break") } }
                    }
                }
                out.add("return true")
            }
        }
        // A slot that accepts nothing holds no item: a function taking one could never run.
        for slot in plan.slots where slot.kind == .presentation && !slot.accepts.isEmpty {
            let p = names.member(names.slotProperty(slot))
            out.add("")
            out.add("/// The user swipes the sheet of '\(slot.name)' down (sheet(item:) sets the item to nil).")
            out.add("@discardableResult")
            out.block("\(access)mutating func swipeDown(_ item: \(names.enumName(slot))) -> Bool") { out in
                out.add("guard \(p) == item else { return false }")
                let sheet = slot.style == .pageSheet || slot.style == .formSheet || slot.style == nil
                if !sheet || slot.swipeDismissible == false {
                    out.add(
                        "// \(sheet ? "dismissible: false (interactiveDismissDisabled)" : "not a sheet"): the swipe does nothing."
                    )
                    out.add("return false")
                    return
                }
                // What the sheet itself presents covers it: only the topmost can be swiped.
                let covering = slot.accepts.compactMap { plan.child(named: $0) }.filter {
                    $0.isContainer && !$0.isRepeated
                }
                if !covering.isEmpty {
                    out.switchBlock("item") { out in
                        for c in covering {
                            out.caseBlock("." + names.caseName(c.name)) { out in
                                out.add("if \(names.member(names.childState(c))).islandPresents() { return false }")
                            }
                        }
                        if covering.count < slot.accepts.count { out.caseBlock("default") { $0.add("break") } }
                    }
                }
                out.add("\(p) = nil")
                out.add("release([item.childName], [item.instance], dismissed: true)")
                out.add("return true")
            }
        }
    }
}
