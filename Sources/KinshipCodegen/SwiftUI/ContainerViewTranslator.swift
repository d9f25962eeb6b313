import KinshipPlan
import KinshipSpec

/// One container type's SwiftUI view, bound to its state through the navigator: `TabView(selection:)`
/// for tabs, `NavigationStack(path:)` with `navigationDestination(for:)` for a navigation stack,
/// `NavigationSplitView(preferredCompactColumn:)` for a split, `sheet(item:)` / `fullScreenCover(item:)`
/// per presentation slot, and a screen that presents as its own representable with those sheets.
/// Every output a screen raises goes through the core (`send`), and the values its binding sets
/// reach the target instance's model (grammar.md "Generated SwiftUI").
struct ContainerViewTranslator {
    let plan: ContainerPlan
    /// Every container's full plan, by type name.
    let plans: [String: ContainerPlan]
    let base: String
    let access: String

    static func viewType(_ container: String) -> String { DerivedTypeNames.swiftUIView.name(container) }
    private var names: NavigationStateNames { NavigationStateNames(plan: plan) }
    private var stateType: String { names.stateType }

    func translate() -> [Declaration] {
        var out = CodeLines()
        let what = plan.isScreen ? "a screen that presents" : plan.kind.rawValue
        out.add("/// The SwiftUI view of \(plan.name) (\(what)), bound to its state in the navigator.")
        out.block("\(access)struct \(Self.viewType(plan.name)): View") { out in
            out.add("\(access)let navigator: \(SpecFileTypeNames.navigator(base))")
            out.add("/// Instance names from the root to this container, as the core's `replay` takes them.")
            out.add("\(access)let path: [String]")
            out.add("/// This container's state in the tree (nil once its instance is gone).")
            out.add("\(access)let state: @MainActor @Sendable (NavigationState) -> \(stateType)?")
            out.add("")
            out.block(
                "\(access)init(navigator: \(SpecFileTypeNames.navigator(base)), path: [String], state: @escaping @MainActor @Sendable (NavigationState) -> \(stateType)?)"
            ) { out in
                out.add("self.navigator = navigator")
                out.add("self.path = path")
                out.add("self.state = state")
            }
            out.add("")
            out.block("\(access)var body: some View") { out in
                body(&out)
                for slot in plan.slots where slot.kind == .presentation { presentation(slot, &out) }
            }
            for slot in plan.slots { children(slot, &out) }
            for child in plan.children where !child.isContainer { modelMaker(child, &out) }
            if plan.isScreen { ownModel(&out) }
            shownInstance(&out)
        }
        return out.declarations
    }

    // MARK: The container itself

    private func body(_ out: inout CodeLines) {
        let stacks = plan.slots.filter { $0.kind == .stack }
        let tabs = plan.slots.filter { $0.kind == .tabs }
        let singles = plan.slots.filter { $0.kind == .single }
        if plan.isScreen {
            let screen = ScreenViewTranslator.screenType(plan.name)
            out.add(
                "\(screen)(model: navigator.model(path, { make\(SwiftName.upperFirst(plan.name))Model() }), factory: navigator.screens)"
            )
        } else if let stack = stacks.first {
            let type = "\(stateType).\(names.enumName(stack))"
            let p = names.slotProperty(stack)
            out.add(
                "NavigationStack(path: navigator.stack(path, { [state] in state($0)?.\(p) ?? [] }, name: \\.childName)) {"
            )
            let root = stack.initial.first ?? stack.accepts[0]
            out.add("    child(\(type).\(names.caseName(root)))\(backHidden(stack, root: true))")
            out.add("        .navigationDestination(for: \(type).self) { entry in")
            out.add("            child(entry)\(backHidden(stack, root: false))")
            out.add("        }")
            out.add("}")
        } else if let tab = tabs.first {
            let type = "\(stateType).\(names.enumName(tab))"
            let initial = tab.initial.first ?? tab.accepts[0]
            out.add(
                "TabView(selection: navigator.tab(path, { [state] in state($0)?.\(names.slotProperty(tab)) }, name: \\.childName, initial: .\(names.caseName(initial)))) {"
            )
            for child in tab.accepts {
                let title = plan.child(named: child)?.title ?? child
                out.add("    child(\(type).\(names.caseName(child)))")
                out.add("        .tag(\(type).\(names.caseName(child)))")
                out.add("        .tabItem { Text(\(SwiftLiteral.string(title))) }")
            }
            out.add("}")
        } else if plan.kind == .split, singles.count >= 2 {
            let (primary, secondary) = (singles[0], singles[1])
            let s = names.slotProperty(secondary)
            out.add("NavigationSplitView(")
            out.add("    preferredCompactColumn: navigator.compactColumn(path) { [state] in")
            out.add("        state($0).flatMap { $0.compactColumn == .secondary ? $0.\(s)?.childName : nil }")
            out.add("    }")
            out.add(") {")
            out.add("    " + entryView(primary))
            out.add("} detail: {")
            out.add("    " + entryView(secondary))
            out.add("}")
        } else if let single = singles.first {
            out.add("Group {")
            out.add("    " + entryView(single))
            out.add("}")
        } else {
            out.add("EmptyView()")
        }
    }

    /// `.navigationBarBackButtonHidden(…)` where the user cannot go back (`userBack: false`, or a
    /// child whose page hides the Back button); the root has no Back button to hide.
    private func backHidden(_ slot: SlotPlan, root: Bool) -> String {
        guard !root else { return "" }
        if slot.userBack == false { return ".navigationBarBackButtonHidden()" }
        guard let off = slot.userBackOff, !off.isEmpty else { return "" }
        let list = off.map(SwiftLiteral.string).joined(separator: ", ")
        return ".navigationBarBackButtonHidden([\(list)].contains(entry.childName))"
    }

    /// `.sheet(item:)` for pageSheet and formSheet (SwiftUI's sheet is the page sheet at its large
    /// detent, which is also where a form sheet adapts at compact width), `.fullScreenCover(item:)`
    /// for fullScreen and overFullScreen; `interactiveDismissDisabled()` where the user may not swipe down.
    private func presentation(_ slot: SlotPlan, _ out: inout CodeLines) {
        guard !slot.accepts.isEmpty else { return }
        let style = slot.style ?? .pageSheet
        let modifier = style.isSheet ? "sheet" : "fullScreenCover"
        let p = names.slotProperty(slot)
        out.add(
            ".\(modifier)(item: navigator.item(path, { [state] in state($0)?.\(p) }, name: \\.childName)) { entry in")
        let locked = style.isSheet && slot.swipeDismissible == false
        out.add("    child(entry)\(locked ? ".interactiveDismissDisabled()" : "")")
        out.add("}")
    }

    /// The view of what a single slot holds now; nothing for a slot that accepts nothing.
    private func entryView(_ slot: SlotPlan) -> String {
        slot.accepts.isEmpty
            ? "EmptyView()" : "if let entry = state(navigator.state)?.\(names.slotProperty(slot)) { child(entry) }"
    }

    // MARK: Children

    /// `child(_:)` per slot enum: the view of each entry (overloaded on the enum's type).
    private func children(_ slot: SlotPlan, _ out: inout CodeLines) {
        let type = "\(stateType).\(names.enumName(slot))"
        // A slot that accepts nothing (a split column the spec leaves out) has no entry to show:
        // a `switch` over it would have no case, which neither a view builder nor the compiler's
        // reachability warnings take.
        guard !slot.accepts.isEmpty else { return }
        out.add("")
        out.add("/// The view of an entry of slot '\(slot.name)'.")
        out.add("@ViewBuilder")
        out.block("private func child(_ entry: \(type)) -> some View") { out in
            out.switchBlock("entry") { out in
                for name in slot.accepts {
                    guard let child = plan.child(named: name) else { continue }
                    let label = "." + names.caseName(name) + (child.isRepeated ? "(let n)" : "")
                    out.caseBlock(label) { out in out.add(view(child)) }
                }
            }
        }
    }

    private func instanceKey(_ child: ChildPlan) -> String {
        child.isRepeated
            ? "path + [\(SwiftLiteral.string(child.name + "#")) + String(n)]"
            : "path + [\(SwiftLiteral.string(child.name))]"
    }

    private func view(_ child: ChildPlan) -> String {
        if child.isContainer {
            let s = names.childState(child)
            let state = child.isRepeated ? "state($0)?.\(s)[n]" : "state($0)?.\(s)"
            return
                "\(Self.viewType(child.type))(navigator: navigator, path: \(instanceKey(child)), state: { [state] in \(state) })"
        }
        let maker = "make\(SwiftName.upperFirst(child.name))Model()"
        return
            "\(ScreenViewTranslator.screenType(child.type))(model: navigator.model(\(instanceKey(child)), { \(maker) }), factory: navigator.screens)"
    }

    /// A screen child's model with its outputs' closures: each sends the output to the core, then
    /// hands the values the binding sets to the instances they reach.
    private func modelMaker(_ child: ChildPlan, _ out: inout CodeLines) {
        out.add("")
        out.add("/// A new model for an instance of '\(child.name)', its outputs answered through the core.")
        out.block(
            "private func make\(SwiftName.upperFirst(child.name))Model() -> \(ScreenViewTranslator.modelType(child.type))"
        ) { out in
            out.add("let model = \(ScreenViewTranslator.modelType(child.type))()")
            for output in child.outputs {
                let binding = plan.bindings.first { $0.child == child.name && $0.output == output.name }
                outputClosure(child.name, output, binding, &out)
            }
            out.add("return model")
        }
    }

    private func ownModel(_ out: inout CodeLines) {
        out.add("")
        out.add("/// The model of this screen itself (its own outputs are its parent's to answer in UIKit code).")
        out.block(
            "private func make\(SwiftName.upperFirst(plan.name))Model() -> \(ScreenViewTranslator.modelType(plan.name))"
        ) { out in
            out.add("\(ScreenViewTranslator.modelType(plan.name))()")
        }
    }

    private func outputClosure(_ child: String, _ output: OutputPlan, _ binding: BindingPlan?, _ out: inout CodeLines) {
        let fields = output.payload.map { SwiftName.identifier($0.name) }
        var values: [String: String] = [:]
        for field in output.payload { values[field.name] = SwiftName.identifier(field.name) }
        var value = "nil"
        for case let .choose(field, _, _) in binding?.actions ?? [] {
            value = values[field].map { "String(describing: \($0))" } ?? "nil"
        }
        // An emitted output's field takes this output's field of the same name: its value goes
        // with the emit, for the parent's `switch` (the core carries one value, as for a switch).
        for case let .emit(own, _) in binding?.actions ?? [] where value == "nil" {
            let field = plan.outputs.first { $0.name == own }?.payload.first { values[$0.name] != nil }
            value = field.flatMap { values[$0.name] }.map { "String(describing: \($0))" } ?? "nil"
        }
        let deliveries = binding.map { DeliveryWriter(plans: plans, base: base).lines(plan, $0, values) } ?? []
        let captures = deliveries.contains { $0.contains("state(") } ? "[navigator, path, state]" : "[navigator, path]"
        let params = fields.isEmpty ? "" : " " + fields.joined(separator: ", ")
        out.add("model.\(SwiftName.identifier(output.name)) = { \(captures)\(params) in")
        out.add(
            "    navigator.send(path + [\(SwiftLiteral.string(child))], .named(\(SwiftLiteral.string(output.name)), value: \(value)))"
        )
        for line in deliveries { out.add("    " + line) }
        out.add("}")
    }

    /// `shown(_:_:)`: the instance number of a repeated child this container shows, which a value set
    /// after the event reaches (the pushed or presented instance, or the one on top).
    private func shownInstance(_ out: inout CodeLines) {
        guard plan.children.contains(where: \.isRepeated) else { return }
        out.add("")
        out.add("/// The instance number of the repeated child `child` this container shows (nil: none).")
        out.block("\(access)static func shown(_ child: String, _ s: \(stateType)) -> Int?") { out in
            for slot in plan.slots where slot.accepts.contains(where: { plan.child(named: $0)?.isRepeated ?? false }) {
                let p = names.slotProperty(slot)
                let last = slot.kind == .stack ? "s.\(p).last" : slot.kind == .tabs ? "Optional(s.\(p))" : "s.\(p)"
                out.add("if let entry = \(last), entry.childName == child { return entry.instance }")
            }
            out.add("return nil")
        }
    }
}
