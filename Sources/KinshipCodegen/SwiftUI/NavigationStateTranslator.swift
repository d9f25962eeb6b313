import KinshipPlan

/// One container type's navigation state as plain Swift (no SwiftUI, no UIKit): its slot enums,
/// its stored state, a function per transition and per binding, and the user's moves. Each
/// function refuses (returns false, state unchanged) what `kinship run` refuses: a guard that does
/// not hold, a push of a child in the stack, a pop of the root, a present while the presenter
/// presents (grammar.md "Generated SwiftUI").
struct NavigationStateTranslator {
    let plan: ContainerPlan
    /// Child container types' outlines, by type name.
    let childPlans: [String: ContainerPlan]
    /// `public ` or empty.
    let access: String
    /// The root's state of a spec with routes keeps the values the last link set (`linkValues`).
    var keepsLinkValues = false
    /// The container types whose tree holds a split (`noteWindow` walks only into those).
    var splitTrees: Set<String> = []

    private var names: NavigationStateNames { NavigationStateNames(plan: plan) }

    func translate() -> [Declaration] {
        var out = CodeLines()
        out.add(
            "/// The navigation state of \(plan.name) (\(plan.isScreen ? "a screen that presents" : plan.kind.rawValue))."
        )
        out.block("\(access)struct \(names.stateType): Codable, Equatable, Sendable") { out in
            enums(&out)
            splitColumns(&out)
            storage(&out)
            out.add("")
            out.add("\(access)init() {}")
            queries(&out)
            for transition in plan.transitions { self.transition(transition, &out) }
            BindingWriter(plan: plan, access: access).write(&out)
            BindingWriter(plan: plan, access: access).writeHelpers(&out)
            UserMoveWriter(plan: plan, childPlans: childPlans, access: access).write(&out)
            ReplayWriter(plan: plan, access: access).write(&out)
            releases(&out)
        }
        return out.declarations
    }

    // MARK: Types and storage

    private func enums(_ out: inout CodeLines) {
        for slot in plan.slots {
            out.add("")
            let conformances =
                slot.kind == .presentation
                ? "Hashable, Codable, Identifiable, Sendable" : "Hashable, Codable, Sendable"
            out.add(
                "/// What slot '\(slot.name)' (\(slot.kind.rawValue)) holds; a repeated child carries its instance number."
            )
            out.block("\(access)enum \(names.enumName(slot)): \(conformances)") { out in
                for child in slot.accepts {
                    let repeated = plan.child(named: child)?.isRepeated ?? false
                    out.add("case " + names.caseName(child) + (repeated ? "(Int)" : ""))
                }
                if slot.kind == .presentation {
                    // An enum without cases has no value to return (Swift wants the switch).
                    out.add("\(access)var id: Self { " + (slot.accepts.isEmpty ? "switch self {}" : "self") + " }")
                }
                if slot.accepts.isEmpty {
                    // Swift synthesizes no Codable for an enum without cases (a split column the spec
                    // leaves out): nothing is ever encoded, and nothing decodes into it.
                    out.block("\(access)init(from decoder: any Decoder) throws") { out in
                        out.add(
                            "throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "
                                + SwiftLiteral.string("slot '\(slot.name)' accepts nothing") + "))")
                    }
                    out.block("\(access)func encode(to encoder: any Encoder) throws") { $0.add("switch self {}") }
                }
                out.add("/// The child's name in the spec.")
                out.block("\(access)var childName: String") { out in
                    out.switchBlock("self") { out in
                        for child in slot.accepts {
                            out.caseBlock("." + names.caseName(child)) { $0.add(SwiftLiteral.string(child)) }
                        }
                    }
                }
                out.add("/// A repeated child's instance number (nil for other children).")
                out.block("\(access)var instance: Int?") { out in
                    out.switchBlock("self") { out in
                        for child in slot.accepts {
                            let repeated = plan.child(named: child)?.isRepeated ?? false
                            out.caseBlock("." + names.caseName(child) + (repeated ? "(let n)" : "")) {
                                $0.add(repeated ? "n" : "nil")
                            }
                        }
                    }
                }
            }
        }
    }

    private func splitColumns(_ out: inout CodeLines) {
        guard plan.kind == .split else { return }
        out.add("")
        out.add("/// A split's columns, as a collapsed split shows one of them.")
        out.block("\(access)enum CompactColumn: String, Hashable, Codable, Sendable") { out in
            out.add("case primary, secondary")
        }
    }

    private func storage(_ out: inout CodeLines) {
        out.add("")
        for slot in plan.slots {
            let type = names.enumName(slot)
            let property = names.slotProperty(slot)
            switch slot.kind {
            case .stack:
                let above = slot.initial.dropFirst().map { "." + names.caseName($0) }.joined(separator: ", ")
                out.add(
                    "/// Stack '\(slot.name)' above its root '\(slot.initial.first ?? "")' (a NavigationStack's path).")
                out.add("\(access)var \(property): [\(type)] = [\(above)]")
            case .tabs:
                out.add("/// The selected tab of '\(slot.name)'.")
                out.add("\(access)var \(property): \(type) = .\(names.caseName(slot.initial.first ?? slot.accepts[0]))")
            case .single, .accessory:
                let initial = slot.initial.first.map { "." + names.caseName($0) } ?? "nil"
                out.add("/// What \(slot.kind == .accessory ? "accessory" : "column") '\(slot.name)' shows.")
                out.add("\(access)var \(property): \(type)? = \(initial)")
            case .presentation:
                out.add("/// What '\(slot.name)' presents (\(slot.style?.rawValue ?? "pageSheet")); nil: nothing.")
                out.add("\(access)var \(property): \(type)? = nil")
            }
        }
        if plan.kind == .split {
            out.add(
                "/// The column a collapsed split (compact width) shows: NavigationSplitView's `preferredCompactColumn`."
            )
            out.add("/// Every `show` into a column brings it on top, as `show(_:)` does; Back returns to the primary.")
            out.add("\(access)var compactColumn: CompactColumn = .primary")
            out.add("/// Whether the primary's navigation controller has popped the secondary's: until the")
            out.add("/// split pushes it again it has no parent (grammar.md, Split views); at launch, the split.s.")
            out.add("\(access)var secondaryPopped = false")
            out.add("/// Whether the split has joined the window: run collapses it then, at compact width, and")
            out.add("/// only then, so a `show` in the primary pops nothing before (`noteWindow` sets it).")
            out.add("\(access)var joinedWindow = false")
        }
        for child in plan.children where child.isContainer {
            let type = NavigationStateNames.stateType(child.type)
            if child.isRepeated {
                out.add("/// The state of each live instance of '\(child.name)', by instance number.")
                out.add("\(access)var \(names.childState(child)): [Int: \(type)] = [:]")
            } else {
                out.add("/// The state of child '\(child.name)' (kept while it is off screen, as its controller is).")
                out.add("\(access)var \(names.childState(child)) = \(type)()")
            }
        }
        if keepsLinkValues {
            out.add("/// What the last `openLink` set: each value its URL gave, by the instance path below the root")
            out.add("/// and the input (`library/show#1.showID`), where `kinship run` traces `set(INPUT)`; the")
            out.add("/// navigator hands them to the screens' models.")
            out.add("\(access)var linkValues: [String: String] = [:]")
        }
        if plan.children.contains(where: { $0.isRepeated && $0.isContainer }) {
            out.add("/// Released instances (`c1#1`) whose presentation UIKit keeps on screen: a sheet stays up when")
            out.add("/// its presenter is popped (grammar.md, Presentation), so the window still presents.")
            out.add("\(access)var releasedPresenting: [String] = []")
        }
        for child in plan.children where child.isRepeated {
            out.add("/// Instances of '\(child.name)' made so far, and one made for a value before its push.")
            out.add("\(access)var \(names.madeCounter(child.name)) = 0")
            out.add("\(access)var \(names.preparedInstance(child.name)): Int? = nil")
        }
    }

    // MARK: Queries

    private func queries(_ out: inout CodeLines) {
        out.add("")
        out.add("/// A slot's content as `kinship run` lists it: child names, a stack bottom first, the selected tab.")
        out.block("\(access)func entries(_ slot: String) -> [String]") { out in
            out.switchBlock("slot") { out in
                for slot in plan.slots {
                    let p = names.member(names.slotProperty(slot))
                    out.caseBlock(SwiftLiteral.string(slot.name)) { out in
                        switch slot.kind {
                        case .stack:
                            out.add("[\(SwiftLiteral.string(slot.initial.first ?? ""))] + \(p).map(\\.childName)")
                        case .tabs: out.add("[\(p).childName]")
                        // A slot that accepts nothing holds nothing (a closure on it would never run).
                        case .single, .presentation, .accessory:
                            out.add(slot.accepts.isEmpty ? "[]" : "\(p).map { [$0.childName] } ?? []")
                        }
                    }
                }
                out.caseBlock("default") { $0.add("[]") }
            }
        }
        let presentation = plan.slots.filter { $0.kind == .presentation }
        out.add("")
        out.add("/// Whether this container presents anything itself.")
        out.block("\(access)var presentsHere: Bool") { out in
            out.add(
                presentation.isEmpty
                    ? "false"
                    : presentation.map { names.member(names.slotProperty($0)) + " != nil" }.joined(separator: " || "))
        }
        island("islandPresents", "presents anything", own: presentation, &out)
        out.add("")
        out.add("/// The context a child sees: shown or not, and what its presentation island presents around it.")
        out.block("\(access)func childContext(_ instance: String, _ context: NavigationContext) -> NavigationContext") {
            out in
            let presented = plan.slots.filter { $0.kind == .presentation }.flatMap(\.accepts)
            if !presented.isEmpty {
                out.add("let child = instance.split(separator: \"#\").first.map(String.init) ?? instance")
                let list = presented.map(SwiftLiteral.string).joined(separator: ", ")
                out.block("if [\(list)].contains(child)") { out in
                    out.add("// A presented controller starts an island of its own: its presenter is itself.")
                    out.add("let presented = presentsHere && entries.contains(child)")
                    out.add("return NavigationContext(shown: presented, islandOnScreen: presented)")
                }
            }
            heldAndShown(&out)
            // A collapsed split whose primary's navigation controller popped the secondary's has
            // taken it out of the hierarchy: what the secondary's child presents finds no window
            // (run warns not-in-window-hierarchy). Before its first push (at launch) it is still the
            // split's child, covered, so a present goes through the window's root. Showing the
            // secondary pushes it onto the primary's, which stays in the window under it.
            let onScreen =
                plan.kind == .split
                ? "context.islandOnScreen && held.contains(instance) && (compactColumn == .secondary || !secondaryPopped || tags(\"secondary\").last != instance)"
                : "context.islandOnScreen && held.contains(instance)"
            out.add("return NavigationContext(")
            out.add("    shown: context.shown && tops.contains(instance),")
            out.add("    presentedElsewhere: context.presentedElsewhere || islandPresents(excluding: instance),")
            out.add("    islandOnScreen: \(onScreen))")
        }
        out.add("")
        out.add("/// Every slot's last entry, what the container shows.")
        out.add(
            "private var entries: [String] { [\(plan.slots.map { "entries(\(SwiftLiteral.string($0.name))).last" }.joined(separator: ", "))].compactMap { $0 } }"
        )
        out.add("")
        out.add("/// Whether a slot shows `child`: a single slot's occupant, a stack's top, the selected tab.")
        if plan.kind == .split {
            out.add("/// A collapsed split shows only its compact column's child (and what it presents).")
            let presented = plan.slots.filter { $0.kind == .presentation }.flatMap(\.accepts)
            let list = presented.map(SwiftLiteral.string).joined(separator: ", ")
            out.block("private func shows(_ child: String) -> Bool") { out in
                out.add("if [\(list)].contains(child) { return entries.contains(child) }")
                out.add("return entries(compactColumn.rawValue).last == child")
            }
        } else {
            out.add("private func shows(_ child: String) -> Bool { entries.contains(child) }")
        }
        out.add("")
        out.add("/// Its view is in the window: shown all the way up (a presentation over it, even full screen,")
        out.add("/// leaves it there: the model's rule, which UIKit's own documentation does not contradict).")
        out.block("\(access)func isInWindow(_ context: NavigationContext) -> Bool") { out in
            out.add("context.shown")
        }
        out.add("")
        out.add("/// The user can touch it: in the window, and nothing of its island presented over it.")
        out.block("\(access)func isTouchable(_ context: NavigationContext) -> Bool") { out in
            out.add("isInWindow(context) && !context.presentedElsewhere && !islandPresents()")
        }
        out.add("")
        out.add("/// Lines `PATH slot: entries` for this container and every container state inside it.")
        out.block("\(access)func snapshot(_ path: String, into lines: inout [String])") { out in
            for slot in plan.slots {
                let name = SwiftLiteral.string(slot.name)
                out.add("lines.append(path + \" \" + \(name) + \": \" + entries(\(name)).joined(separator: \", \"))")
            }
            for child in plan.children where child.isContainer {
                let s = names.member(names.childState(child))
                if child.isRepeated {
                    out.block("for (n, state) in \(s).sorted(by: { $0.key < $1.key })") { out in
                        out.add("state.snapshot(path + \"/\(child.name)#\" + String(n), into: &lines)")
                    }
                } else {
                    out.add("\(s).snapshot(path + \"/\(child.name)\", into: &lines)")
                }
            }
        }
        noteWindow(&out)
    }

    /// `noteWindow`: a split collapses when it first joins the window (rule 14), so each state
    /// notes, from the root down, the splits shown now; the root's callers (the navigator,
    /// `openLink`) call it around each event.
    private func noteWindow(_ out: inout CodeLines) {
        out.add("")
        out.add("/// Notes the splits in the window now (`context`: this state's own; the root's is the default):")
        out.add("/// run collapses a split when it first joins the window. Call it at the root around each event.")
        out.block("\(access)mutating func noteWindow(_ context: NavigationContext)") { out in
            let children = plan.children.filter { $0.isContainer && splitTrees.contains($0.type) }
            if plan.kind == .split { out.add("if context.shown { joinedWindow = true }") }
            if plan.kind != .split && children.isEmpty { out.add("_ = context") }
            for child in children {
                let s = names.member(names.childState(child))
                if child.isRepeated {
                    // The context first: reading `self` inside the element's mutation overlaps it.
                    out.block("for n in \(s).keys.sorted()") { out in
                        out.add(
                            "let inner = childContext(\(SwiftLiteral.string(child.name + "#")) + String(n), context)")
                        out.add("\(s)[n]?.noteWindow(inner)")
                    }
                } else {
                    out.block("do") { out in
                        out.add("let inner = childContext(\(SwiftLiteral.string(child.name)), context)")
                        out.add("\(s).noteWindow(inner)")
                    }
                }
            }
        }
    }

    /// The container types whose tree holds a split (a split's own included): from each split up
    /// its parents, once per type, so linear in the types and their children.
    static func splitTrees(_ plans: [String: ContainerPlan]) -> Set<String> {
        var parents: [String: [String]] = [:]
        for (name, plan) in plans {
            for child in plan.children where child.isContainer { parents[child.type, default: []].append(name) }
        }
        var found = Set(plans.filter { $0.value.kind == .split }.map(\.key))
        var queue = Array(found)
        while let type = queue.popLast() {
            for parent in parents[type] ?? [] where found.insert(parent).inserted { queue.append(parent) }
        }
        return found
    }

    /// `held` and `tops` in `childContext`: the instances in the window's tree through this
    /// container (every stack entry, every tab, each column's occupant) and those it shows (a
    /// stack's top, the selected tab; a collapsed split's compact column), by instance, since a
    /// repeated child's instances share its name: `c1#1` under a pushed `c1#2` is covered, not
    /// shown. A child no slot holds (popped, or replaced in its column by a `show`) is detached:
    /// what it presents finds no window (grammar.md, When a controller may present).
    private func heldAndShown(_ out: inout CodeLines) {
        let slots = plan.slots.filter { $0.kind != .presentation }
        out.add("func tag(_ name: String, _ n: Int?) -> String { n.map { name + \"#\" + String($0) } ?? name }")
        out.block("func tags(_ slot: String) -> [String]") { out in
            out.switchBlock("slot") { out in
                for slot in slots {
                    let p = names.member(names.slotProperty(slot))
                    out.caseBlock(SwiftLiteral.string(slot.name)) { out in
                        switch slot.kind {
                        case .stack:
                            let root = slot.initial.first.map { "[\(SwiftLiteral.string($0))] + " } ?? ""
                            out.add("return \(root)\(p).map { tag($0.childName, $0.instance) }")
                        case .tabs: out.add("return [tag(\(p).childName, \(p).instance)]")
                        case .single, .accessory, .presentation:
                            out.add(
                                slot.accepts.isEmpty
                                    ? "return []" : "return \(p).map { [tag($0.childName, $0.instance)] } ?? []")
                        }
                    }
                }
                out.caseBlock("default") { $0.add("return []") }
            }
        }
        // Every tab is in the tree, selected or not.
        let tabs = slots.filter { $0.kind == .tabs }.flatMap(\.accepts)
        let list = slots.map { SwiftLiteral.string($0.name) }.joined(separator: ", ")
        out.add(
            "let held: [String] = [\(list)].flatMap(tags)"
                + (tabs.isEmpty ? "" : " + [\(tabs.map(SwiftLiteral.string).joined(separator: ", "))]"))
        out.add(
            plan.kind == .split
                ? "let tops: [String] = tags(compactColumn.rawValue).suffix(1).map { $0 }"
                : "let tops: [String] = [\(list)].compactMap { tags($0).last }")
    }

    /// `islandPresents(excluding:)`: what this container and the children it contains (not the
    /// ones it presents, which are islands of their own) present, as UIKit's presentation goes to
    /// the top of the containment hierarchy.
    private func island(_ name: String, _ what: String, own: [SlotPlan], _ out: inout CodeLines) {
        out.add("")
        out.add("/// Whether this container or one it contains \(what); `excluding` leaves one child instance out.")
        out.block("\(access)func \(name)(excluding: String? = nil) -> Bool") { out in
            var terms = own.map { names.member(names.slotProperty($0)) + " != nil" }
            if plan.children.contains(where: { $0.isRepeated && $0.isContainer }) {
                terms.append("!self.releasedPresenting.isEmpty")
            }
            let presented = Set(plan.slots.filter { $0.kind == .presentation }.flatMap(\.accepts))
            for child in plan.children where child.isContainer && !presented.contains(child.name) {
                let s = names.member(names.childState(child))
                if child.isRepeated {
                    terms.append(
                        "\(s).contains { excluding != \"\(child.name)#\" + String($0.key) && $0.value.\(name)() }")
                } else {
                    terms.append("(excluding != \(SwiftLiteral.string(child.name)) && \(s).\(name)())")
                }
            }
            out.add(terms.isEmpty ? "false" : terms.joined(separator: " || "))
        }
    }

    // MARK: Transitions

    private func transition(_ t: TransitionPlan, _ out: inout CodeLines) {
        out.add("")
        out.add("/// Transition '\(t.name)'. Returns false, changing nothing, where `kinship run` refuses it.")
        out.add("@discardableResult")
        out.block(
            "\(access)mutating func \(SwiftName.identifier(t.name))(_ context: NavigationContext = NavigationContext()) -> Bool"
        ) {
            out in
            for condition in t.guards {
                out.add("guard \(Self.condition(condition, on: "self")) else { return false }")
            }
            if t.unlessPresented == true {
                out.add("guard !context.presentedElsewhere && !islandPresents() else { return false }")
            }
            out.add("var next = self")
            // Only a present before any dismissal reads it (one after is refused outright), and
            // an unread constant is a warning in apps' warnings-as-errors builds.
            let firstDismiss = t.moves.firstIndex { if case .dismiss = $0.effect { true } else { false } }
            if t.moves.prefix(upTo: firstDismiss ?? t.moves.endIndex).contains(where: {
                if case .present = $0.effect { true } else { false }
            }) {
                out.add("let presenterBusy = context.presentedElsewhere || islandPresents()")
            }
            var dismissed = false
            for move in t.moves {
                MoveWriter(plan: plan).write(move, dismissedEarlier: dismissed, &out)
                if case .dismiss = move.effect { dismissed = true }
            }
            out.add("self = next")
            out.add("return true")
        }
    }

    /// A slot condition as a Swift expression over `state`'s entries.
    static func condition(_ c: SlotCondition, on state: String) -> String {
        func e(_ slot: String) -> String { "\(state).entries(\(SwiftLiteral.string(slot)))" }
        switch c {
        case .empty(let slot): return e(slot) + ".isEmpty"
        case let .holds(slot, child): return e(slot) + ".last == " + SwiftLiteral.string(child)
        case let .holdsAny(slot, children):
            return "[\(children.map(SwiftLiteral.string).joined(separator: ", "))].contains(\(e(slot)).last ?? \"\")"
        case let .contains(slot, child): return e(slot) + ".contains(" + SwiftLiteral.string(child) + ")"
        case .otherwise: return "true"
        }
    }

    // MARK: Releases

    private func containers(_ children: [ChildPlan]) -> [ChildPlan] { children.filter(\.isContainer) }

    private func releases(_ out: inout CodeLines) {
        let repeated = plan.children.filter(\.isRepeated)
        out.add("")
        out.add("/// Takes out the state of instances a move removed, as UIKit releases their controllers.")
        out.add("/// A dismissed instance takes its presentations with it; a popped or replaced one leaves them up.")
        out.block(
            "private mutating func release(_ children: [String], _ instances: [Int?], dismissed: Bool = false)"
        ) { out in
            let containers = repeated.filter(\.isContainer)
            if containers.isEmpty {
                out.add("_ = (children, instances, dismissed)")
                return
            }
            out.block("for (child, n) in zip(children, instances)") { out in
                out.add("guard let n else { continue }")
                out.switchBlock("child") { out in
                    for child in containers {
                        out.caseBlock(SwiftLiteral.string(child.name)) { out in
                            let s = names.member(names.childState(child))
                            out.add(
                                "if !dismissed, \(s)[n]?.islandPresents() == true { self.releasedPresenting.append(child + \"#\" + String(n)) }"
                            )
                            out.add("\(s)[n] = nil")
                        }
                    }
                    out.caseBlock("default") { $0.add("break") }
                }
            }
        }
        for child in repeated {
            out.add("")
            out.add("/// The instance number a push or present of '\(child.name)' makes (or the one a value prepared).")
            out.block("private mutating func make\(SwiftName.upperFirst(child.name))() -> Int") { out in
                let prepared = names.preparedInstance(child.name), made = names.madeCounter(child.name)
                out.add("let n = \(prepared) ?? \(made) + 1")
                out.add("if \(prepared) != nil { \(prepared) = nil } else { \(made) = n }")
                if child.isContainer {
                    out.add(
                        "if \(names.member(names.childState(child)))[n] == nil { \(names.member(names.childState(child)))[n] = \(NavigationStateNames.stateType(child.type))() }"
                    )
                }
                out.add("return n")
            }
        }
        out.add("")
        out.add("/// A dismissal takes with it whatever the dismissed container and those inside it present.")
        out.block("\(access)mutating func forgetPresentations()") { out in
            if !containers(repeated).isEmpty { out.add("self.releasedPresenting.removeAll()") }
            for slot in plan.slots where slot.kind == .presentation {
                let p = names.member(names.slotProperty(slot))
                out.block("if let item = \(p)") { out in
                    out.add("release([item.childName], [item.instance], dismissed: true)")
                    out.add("\(p) = nil")
                }
            }
            for child in plan.children where child.isContainer {
                let s = names.member(names.childState(child))
                if child.isRepeated {
                    out.add("for key in \(s).keys { \(s)[key]?.forgetPresentations() }")
                } else {
                    out.add("\(s).forgetPresentations()")
                }
            }
        }
    }
}
