import KinshipPlan
import KinshipSpec
import KinshipSyntax

/// `already-presenting` across containers: two container instances whose presentation slots
/// present through the same controller (UIKit's presenter: the top of the hierarchy, or the
/// nearest presentation context for currentContext styles) cannot both present at once. The
/// per-container exploration sees one container's slots only; this pass pairs them.
///
/// Container instances change state independently (a transition moves its own slots only), so
/// a present of B is refused when A can present something and, separately, B can reach a
/// configuration where that present runs: the counterexample is B's shortest path, then A's,
/// then B's transition, each event qualified by its instance path. A present guarded by
/// `unlessPresenting: true` is never refused this way (its guard reads presentedViewController,
/// which answers through the parents), so it is not paired.
///
/// Only specs with presentation slots pay anything, and only the container types that share a
/// presenter with another instance are explored (again: `check` drops each exploration as soon
/// as its findings are out).
enum NestedPresentation {
    /// The largest instance tree walked, per hierarchy top; past it the pass stops looking.
    static let maxInstances = 10_000

    static func diagnostics(_ spec: Spec, options: FlowOptions) -> [Diagnostic] {
        findings(spec, options: options).map(\.diagnostic)
    }

    /// The findings with the container type each is located in, in declaration order.
    static func findings(_ spec: Spec, options: FlowOptions) -> [(container: String, diagnostic: Diagnostic)] {
        guard spec.declaresPresentationSlots else { return [] }
        var groups: [String: [Source]] = [:]
        var groupOrder: [String] = []
        for top in tops(spec) {
            for source in sources(under: top, spec) {
                let key = source.top + "\u{0}" + source.presenter
                if groups[key] == nil { groupOrder.append(key) }
                groups[key, default: []].append(source)
            }
        }
        var facts: [String: Facts] = [:]
        // One explorer for every type, reset in its own buffers (as check's per-thread checker
        // does): a fresh one per small container cost more than exploring it.
        var explorer: Explorer?
        func factsOf(_ type: String) -> Facts {
            if let known = facts[type] { return known }
            guard let container = spec.container(named: type) else { return Facts() }
            if explorer == nil {
                explorer = Explorer(
                    ContainerModel(PlanLowering.lower(container, in: spec, detail: .shape)),
                    maxStates: options.maxStates)
            } else {
                explorer?.reset(shaping: container, in: spec, maxStates: options.maxStates)
            }
            explorer?.run()
            let found = explorer.map(Self.facts(of:)) ?? Facts()
            facts[type] = found
            return found
        }
        var explorations = PresentationTimeline.Explorations(spec: spec, maxStates: options.maxStates)
        var found: [(container: Int, transition: Int, diagnostic: Diagnostic)] = []
        var reported: Set<String> = []
        for key in groupOrder {
            guard let group = groups[key], Set(group.map(\.path)).count > 1 else { continue }
            // The sources that can present something: each b needs one a besides itself, so
            // the pairing stays linear in the group (a tab bar of many presenting tabs).
            let presenting = group.filter { factsOf($0.type).occupied[$0.slot] != nil }
            guard !presenting.isEmpty else { continue }
            for b in group {
                if let only = options.containers, !only.contains(b.type) { continue }
                for present in factsOf(b.type).presents
                where present.slot == b.slot && !reported.contains(b.type + "\u{0}" + present.transition) {
                    // Where the finding is declared, by declaration order for sorting.
                    guard let cIndex = spec.firstContainer(named: b.type),
                        let tIndex = spec.containers[cIndex].transitions.firstIndex(where: {
                            $0.name.value == present.transition
                        })
                    else { continue }
                    for a in presenting where a.path != b.path {
                        guard let shown = factsOf(a.type).occupied[a.slot] else { continue }
                        guard
                            let (events, runPath) = PresentationTimeline.compose(
                                a, shown, b, present, facts: factsOf, explorations: &explorations)
                        else { continue }
                        reported.insert(b.type + "\u{0}" + present.transition)
                        // The counterexample presents a repeated child once: run names that instance `#1`.
                        let repeated = spec.container(named: a.type)?.child(named: shown.child)?.isRepeated ?? false
                        let message =
                            "transition '\(present.transition)' of '\(runPath(b.path))': "
                            + MovePlan.alreadyPresentingThrough(
                                presenter: runPath(b.presenter),
                                presented: runPath(a.path) + "/" + shown.child + (repeated ? "#1" : ""),
                                present.child)
                        let note = DiagnosticNote(
                            "reproduce with: "
                                + Counterexample.command(
                                    specPath: options.specPath, root: spec.root?.value == b.top ? nil : b.top,
                                    events: events))
                        found.append(
                            (
                                cIndex, tIndex,
                                .error(
                                    .alreadyPresenting, message,
                                    at: spec.containers[cIndex].transitions[tIndex].name.range, notes: [note])
                            ))
                        break
                    }
                }
            }
        }
        return found.sorted { ($0.container, $0.transition) < ($1.container, $1.transition) }
            .map { (spec.containers[$0.container].name.value, $0.diagnostic) }
    }

    // MARK: Where presents go

    /// A presentation slot of one container instance, and the controller its presents go to.
    struct Source {
        /// The hierarchy top it lives under (the type launched with `--root`).
        var top: String
        var path: String
        var type: String
        var slot: String
        /// The instance path of its presenter: the top, or the nearest context-defining ancestor.
        var presenter: String
        /// From the top down, each ancestor (path and type) and the child of it the way goes through.
        var chain: [Link]
    }

    struct Link {
        var path: String
        var type: String
        var child: String
    }

    /// The containers that head a hierarchy: the root (or, in a library, every container no
    /// other one contains), and every container some presentation slot presents.
    static func tops(_ spec: Spec) -> [String] {
        var tops: [String] = []
        // Beside the list: a library's tops are most of its containers.
        var listed: Set<String> = []
        if let root = spec.root?.value {
            tops.append(root)
        } else {
            var contained: Set<String> = []
            for c in spec.containers {
                for slot in c.slots where c.kind(of: slot) != .presentation {
                    contained.formUnion(slot.accepts.compactMap { c.child(named: $0.value)?.type.value })
                }
            }
            tops += spec.containers.map(\.name.value).filter { !contained.contains($0) }
        }
        listed.formUnion(tops)
        for c in spec.containers {
            for slot in c.slots where c.kind(of: slot) == .presentation {
                for name in slot.accepts {
                    if let type = c.child(named: name.value)?.type.value, spec.firstContainer(named: type) != nil,
                        listed.insert(type).inserted
                    {
                        tops.append(type)
                    }
                }
            }
        }
        return tops
    }

    /// Every presentation slot of the container instances under `top` (contained, not
    /// presented: a presented container heads its own hierarchy), with its presenter. A repeated
    /// child's instances exist only once pushed: its first one stands for them.
    static func sources(under top: String, _ spec: Spec) -> [Source] {
        var out: [Source] = []
        // (type, path, nearest context-defining instance path)
        var pending: [(type: String, path: String, context: String?, chain: [Link])] = [(top, top, nil, [])]
        var walked = 0
        while let (type, path, outer, chain) = pending.popLast(), walked < maxInstances {
            walked += 1
            guard let c = spec.container(named: type) else { continue }
            let definesContext = c.slots.contains {
                c.kind(of: $0) == .presentation && $0.presentationStyle.usesContext
            }
            let context = definesContext ? path : outer
            for slot in c.slots where c.kind(of: slot) == .presentation {
                let presenter = slot.presentationStyle.usesContext ? (context ?? top) : top
                out.append(
                    Source(top: top, path: path, type: type, slot: slot.name.value, presenter: presenter, chain: chain))
            }
            var next: [(String, String, String?, [Link])] = []
            // By name, once per container: a tab bar of a thousand tabs asked each tab's slot.
            var contained: Set<String> = []
            for slot in c.slots where c.kind(of: slot) != .presentation {
                contained.formUnion(slot.accepts.lazy.map(\.value))
            }
            for child in c.children
            where contained.contains(child.name.value) && spec.container(named: child.type.value) != nil {
                // A repeated child stands for its first instance (`folder#1`: the shortest path to
                // holding it pushes it once); a recursive one is followed one level only (the root and
                // `App/again#1` present through the same top).
                if child.isRepeated, chain.contains(where: { $0.type == child.type.value }) {
                    continue
                }
                let name = child.name.value + (child.isRepeated ? "#1" : "")
                next.append(
                    (
                        child.type.value, path + "/" + name, context,
                        chain + [Link(path: path, type: type, child: child.name.value)]
                    ))
            }
            pending += next.reversed()
        }
        return out
    }

    // MARK: What each container type can do

    struct Present {
        var transition: String, slot: String, child: String, path: [String], state: Int
    }

    struct Facts {
        /// Per presentation slot: the shortest path to a configuration presenting something, and what.
        var occupied: [String: (path: [String], child: String, state: Int)] = [:]
        /// Per unguarded present move: the shortest path to a configuration where it presents
        /// while the container presents nothing.
        var presents: [Present] = []
        /// Per child in a containing slot: the shortest path to a configuration showing it (a
        /// slot's occupant, a stack's top, the selected tab: on the window's tree), and that configuration.
        var shown: [String: (path: [String], state: Int)] = [:]
    }

    static func facts(of explorer: Explorer) -> Facts {
        let model = explorer.model
        let slots = model.presentationSlots
        // The transitions with a present that no unlessPresenting guards, and its slot and child.
        var wanted: [Int: [(slot: String, child: String)]] = [:]
        for t in model.plan.transitions.indices where model.plan.transitions[t].unlessPresented != true {
            for move in model.plan.transitions[t].moves {
                if case .present(let child) = move.effect { wanted[t, default: []].append((move.slot, child)) }
            }
        }
        var facts = Facts()
        var found: Set<Int> = []
        // Children in containing slots, by code.
        var unmade: [Int32] = []
        for slot in model.plan.slots where slot.kind != .presentation {
            for child in slot.accepts {
                if let code = model.code(of: child), !unmade.contains(code) { unmade.append(code) }
            }
        }
        var current = [Int32](repeating: 0, count: model.slotCount)
        for state in 0..<explorer.count {
            if facts.occupied.count == slots.count, found.count == wanted.count, unmade.isEmpty { break }
            explorer.store.unpack(state, into: &current)
            unmade.removeAll { code in
                guard Self.shows(code, current, explorer) else { return false }
                facts.shown[model.name(of: code)] = (explorer.path(to: state).map(model.transitionName), state)
                return true
            }
            var presentsNothing = true
            for p in slots {
                guard let child = explorer.values[p].entry(Int(current[p])).last else { continue }
                presentsNothing = false
                if facts.occupied[model.slotName(p)] == nil {
                    facts.occupied[model.slotName(p)] = (
                        explorer.path(to: state).map(model.transitionName), model.name(of: child), state
                    )
                }
            }
            // The stored edges only: presents are never grouped (ConstantMoves.swift).
            guard presentsNothing, state + 1 < explorer.edgeStart.count else { continue }
            for e in Int(explorer.edgeStart[state])..<Int(explorer.edgeStart[state + 1]) {
                let t = Int(explorer.edgeTransition[e])
                guard let moves = wanted[t], found.insert(t).inserted else { continue }
                let path = explorer.path(to: state).map(model.transitionName)
                facts.presents += moves.map {
                    Present(
                        transition: model.transitionName(t), slot: $0.slot, child: $0.child, path: path, state: state)
                }
            }
        }
        return facts
    }

    /// Whether configuration `current` shows child `code` in one of its containing slots.
    static func shows(_ code: Int32, _ current: [Int32], _ explorer: Explorer) -> Bool {
        (0..<explorer.model.slotCount).contains { slot in
            explorer.model.plan.slots[slot].kind != .presentation
                && explorer.values[slot].top[Int(current[slot])] == code
        }
    }
}
