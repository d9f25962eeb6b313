import KinshipPlan
import KinshipSpec
import KinshipSyntax

/// `accessory-bar-hidden` and `accessory-over-toolbar` (grammar.md, Bars and accessories).
///
/// Both pair a container holding an accessory with the navigation stack whose top decides the
/// bar: a tab's stack (the tab bar) or the container's own (its toolbar). Each container is
/// explored on its own, as every finding's is, and a stack's state does not depend on its
/// parent's: the shortest event list is the parent's shortest path to a configuration showing
/// the accessory with that tab selected, then the stack's shortest path (both breadth-first)
/// to a configuration that hides the bar (or shows the toolbar), its events named through the
/// tab's path. Specs without accessory slots pay one scan of their slots.
enum AccessoryFindings {
    static func findings(_ spec: Spec, options: FlowOptions) -> [(container: String, diagnostic: Diagnostic)] {
        var found: [(container: String, diagnostic: Diagnostic)] = []
        var cache: [String: Explorer] = [:]
        func explored(_ type: String) -> Explorer? {
            if let known = cache[type] { return known }
            guard let c = spec.container(named: type) else { return nil }
            var explorer = Explorer(
                ContainerModel(PlanLowering.lower(c, in: spec, detail: .shape)), maxStates: options.maxStates)
            explorer.run()
            cache[type] = explorer
            return explorer
        }
        // By index, reading each container in place: copying every container of a large spec
        // (to find the few with an accessory) cost more than the search itself.
        for i in spec.containers.indices
        where (spec.containers[i].kind == .tabs || spec.containers[i].kind == .navigation)
            && spec.containers[i].slots.contains(where: { $0.kind == .accessory })
        {
            let c = spec.containers[i]
            if let only = options.containers, !only.contains(c.name.value) { continue }
            guard let slot = c.slots.first(where: { $0.kind == .accessory }) else { continue }
            guard let own = explored(c.name.value) else { continue }
            let anchor = slot.accessoryAnchor(in: c.kind)
            let search = Search(spec: spec, container: c, slot: slot.name.value, own: own)
            if slot.whenBarHidden == nil, anchor != .bottom {
                let hit =
                    c.kind == .tabs
                    ? search.throughTabs(explored) { stack in stack.hidesBar }
                    : search.inOwnStack { stack in stack.hidesBar || !stack.showsToolbar }
                if let hit {
                    let bar = anchor == .tabBar ? "the tab bar" : "the toolbar"
                    found.append(
                        (
                            c.name.value,
                            .warning(
                                .accessoryBarHidden,
                                "accessory '\(slot.name.value)' of '\(c.name.value)' is shown while \(hit.why(bar)), and the slot does not say where it goes then; write 'whenBarHidden: dock' (at the safe area's bottom, as iOS 26's own accessory does) or 'whenBarHidden: hide'",
                                at: slot.name.range, notes: [hit.note(options.specPath, spec)])
                        ))
                }
            }
            if c.kind == .tabs, anchor == .tabBar,
                let hit = search.throughTabs(explored, { stack in stack.showsToolbar && !stack.hidesBar })
            {
                found.append(
                    (
                        c.name.value,
                        .warning(
                            .accessoryOverToolbar,
                            "accessory '\(slot.name.value)' of '\(c.name.value)' sits above the tab bar while \(hit.why("")): the accessory covers the toolbar",
                            at: slot.name.range, notes: [hit.note(options.specPath, spec)])
                    ))
            }
        }
        return found
    }

    static func diagnostics(_ spec: Spec, options: FlowOptions) -> [Diagnostic] {
        findings(spec, options: options).map(\.diagnostic)
    }

    /// A navigation stack's entries at one configuration, read for the bars they ask for.
    struct Stack {
        let entries: [String]
        let types: [String]
        let spec: Spec

        /// hidesBottomBarWhenPushed: "the bottom bar remains hidden until the view controller is
        /// popped from the stack" (Apple), so any entry hides it, the root included (UIKit walks
        /// the whole stack: grammar.md, Bars and accessories).
        var hidesBar: Bool { types.contains { spec.hidesBottomBar($0) } }
        var showsToolbar: Bool { types.last.map { spec.showsToolbar($0) } ?? false }
        /// The first entry that hides the bar, else the top.
        var culprit: String {
            zip(entries, types).first { spec.hidesBottomBar($0.1) }?.0 ?? entries.last ?? "?"
        }
        /// Whether the root itself hides the bar (it was never pushed, so the message says so).
        var rootHides: Bool { types.first.map { spec.hidesBottomBar($0) } ?? false }
    }

    struct Hit {
        let launch: String
        let root: String?
        let events: [String]
        let what: String

        func why(_ bar: String) -> String { what.replacingOccurrences(of: "BAR", with: bar) }

        func note(_ specPath: String, _ spec: Spec) -> DiagnosticNote {
            DiagnosticNote(
                "reproduce with: " + Counterexample.command(specPath: specPath, root: root, events: events))
        }
    }

    struct Search {
        let spec: Spec
        let container: Container
        let slot: String
        let own: Explorer

        private var slotIndex: Int? { (0..<own.model.slotCount).first { own.model.slotName($0) == slot } }
        private var launchedRoot: String? { spec.root?.value == container.name.value ? nil : container.name.value }

        private func stack(_ entries: [String], in c: Container) -> Stack {
            Stack(entries: entries, types: entries.map { c.child(named: $0)?.type.value ?? $0 }, spec: spec)
        }

        private func names(_ explorer: Explorer, to state: Int) -> [String] {
            let counter = Counterexample(container: container.name.value, spec: spec, specPath: "")
            return explorer.path(to: state).map { counter.event(explorer.model.transitionName($0)) }
        }

        /// A tabs container: a configuration showing the accessory with a navigation tab
        /// selected, then that stack's configuration where `holds`.
        func throughTabs(_ explored: (String) -> Explorer?, _ holds: (Stack) -> Bool) -> Hit? {
            guard let accessory = slotIndex else { return nil }
            var best: Hit?
            var seenTabs: Set<String> = []
            for state in 0..<own.count {
                let contents = own.contents(of: state)
                guard !contents[accessory].isEmpty, let tab = contents[0].last, seenTabs.insert(tab).inserted,
                    let type = container.child(named: tab)?.type.value,
                    let nav = spec.container(named: type), nav.kind == .navigation,
                    let inner = explored(type)
                else { continue }
                for s in 0..<inner.count {
                    let entries = inner.contents(of: s).first ?? []
                    let st = stack(entries, in: nav)
                    guard holds(st) else { continue }
                    let base = launchedRoot ?? container.name.value
                    let events =
                        names(own, to: state)
                        + inner.path(to: s).map { base + "/" + tab + "." + inner.model.transitionName($0) }
                    let what =
                        st.hidesBar
                        ? "tab '\(tab)' \(st.rootHides ? "has at its root" : "has pushed") '\(st.culprit)', which hides BAR (hidesBottomBar: true)"
                        : "tab '\(tab)' shows its toolbar under '\(st.entries.last ?? "?")' (toolbar: true)"
                    if best.map({ events.count < $0.events.count }) ?? true {
                        best = Hit(launch: base, root: launchedRoot, events: events, what: what)
                    }
                    break
                }
            }
            return best
        }

        /// A navigation container: a configuration showing the accessory where its own stack `holds`.
        func inOwnStack(_ holds: (Stack) -> Bool) -> Hit? {
            guard let accessory = slotIndex else { return nil }
            for state in 0..<own.count {
                let contents = own.contents(of: state)
                guard !contents[accessory].isEmpty else { continue }
                let st = stack(contents[0], in: container)
                guard holds(st) else { continue }
                let what =
                    st.hidesBar
                    ? "'\(st.culprit)' \(st.rootHides ? "is the root" : "is pushed") and hides BAR (hidesBottomBar: true)"
                    : "'\(st.entries.last ?? "?")' is on top and does not show BAR (toolbar: true)"
                return Hit(
                    launch: container.name.value, root: launchedRoot, events: names(own, to: state), what: what)
            }
            return nil
        }
    }
}
