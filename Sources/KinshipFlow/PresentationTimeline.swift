import KinshipPlan
import KinshipSpec

/// The counterexample of an `already-presenting` pairing, composed on one timeline as UIKit
/// would meet it: A's ancestors show the way to A, A presents (a present from a controller off
/// the window's tree is refused as "not in the window hierarchy" instead), then B's ancestors
/// show the way to B and B presents. A presentation stays once its presenter's instance leaves
/// the tree (its presenter is the top, or the context), so B's side may move A's ancestors.
///
/// Each instance starts as mounted, where its type's exploration gives the shortest paths
/// (`Facts`); an instance the timeline has already moved (an ancestor both sides share, or B
/// when it holds A) goes on from where it is, by a search of its type's configurations. Those
/// are explored again only for such instances, once per type.
struct PresentationTimeline {
    private(set) var events: [String] = []
    /// The configuration each instance the timeline moved is in (absent: as mounted).
    private var states: [String: Int] = [:]
    /// A repeated child's instance path as the sources name it (`App/post#1`) to the one `run`
    /// makes on this timeline (`App/post#2`, when an earlier `post` left before).
    private(set) var renamed: [String: String] = [:]

    /// Explorations kept for searches from a configuration other than the mount.
    struct Explorations {
        let spec: Spec
        let maxStates: Int
        private var explorers: [String: Explorer] = [:]

        init(spec: Spec, maxStates: Int) {
            self.spec = spec
            self.maxStates = maxStates
        }

        mutating func explorer(_ type: String) -> Explorer? {
            if let known = explorers[type] { return known }
            guard let container = spec.container(named: type) else { return nil }
            var explorer = Explorer(
                ContainerModel(PlanLowering.lower(container, in: spec, detail: .shape)), maxStates: maxStates)
            explorer.run()
            explorers[type] = explorer
            return explorer
        }
    }

    /// The events, or nil when the timeline cannot be composed (a side's instance never shown,
    /// or B's way would undo A's presentation or a repeated instance the other side made).
    static func compose(
        _ a: NestedPresentation.Source, _ shown: (path: [String], child: String, state: Int),
        _ b: NestedPresentation.Source, _ present: NestedPresentation.Present,
        facts: (String) -> NestedPresentation.Facts, explorations: inout Explorations
    ) -> (events: [String], runPath: (String) -> String)? {
        // Nothing under a presentation can be touched (grammar.md, "The user's own moves"): a
        // way to B that needs the user's tap or Back under A's presentation is no way. B's side
        // is then brought to its present first, by the app's calls and the user's moves, before
        // A's side presents.
        // Nor does the app's call there make what B's way needs when A's presentation took the
        // presenter's view out of the window (fullScreen, currentContext): a container pushed or
        // shown there does not load its view, so its own children are not made until A's
        // presentation ends (grammar.md, "When a controller may present").
        let coversA =
            explorations.spec.container(named: a.type)?.slot(named: a.slot)?.presentationStyle.coversPresenter ?? false
        if let (timeline, afterA) = composeAfterA(a, shown, b, present, facts: facts, explorations: &explorations),
            !touchesUnder(a.presenter, timeline.events.suffix(afterA)),
            !(coversA && movesUnder(a.presenter, timeline.events.suffix(afterA).dropLast()))
        {
            return (timeline.events.map(timeline.runPath), timeline.runPath)
        }
        guard let timeline = composeBeforeA(a, shown, b, present, facts: facts, explorations: &explorations),
            !touchesUnder(a.presenter, timeline.events.suffix(1))
        else { return nil }
        return (timeline.events.map(timeline.runPath), timeline.runPath)
    }

    /// Whether an event is the user's move (`P.tapTab(X)`, `P.tapBack(X)`) on a container the
    /// presentation from `presenter` covers: the presenter itself or one inside it.
    static func touchesUnder(_ presenter: String, _ events: ArraySlice<String>) -> Bool {
        events.contains { event in
            guard event.hasSuffix(")"), let dot = event.lastIndex(of: ".") else { return false }
            let path = event[..<dot]
            return path == presenter || path.hasPrefix(presenter + "/")
        }
    }

    /// Whether an event runs on the presenter or an instance inside it.
    static func movesUnder(_ presenter: String, _ events: ArraySlice<String>) -> Bool {
        events.contains { event in
            guard let dot = event.lastIndex(of: ".") else { return false }
            let path = event[..<dot]
            return path == presenter || path.hasPrefix(presenter + "/")
        }
    }

    /// B's ancestors and B brought to B's present, then A's ancestors and A's present, then B's:
    /// for a pairing whose B side needs the user's moves, or whose B side made under A's
    /// presentation would not load. When A is on B's way, A presents from where B's way left it,
    /// still holding the child B is in. Nil when A's side would undo B's way (B detached, or a
    /// repeated instance on it made again), or when B is on A's way (the first order handles those).
    private static func composeBeforeA(
        _ a: NestedPresentation.Source, _ shown: (path: [String], child: String, state: Int),
        _ b: NestedPresentation.Source, _ present: NestedPresentation.Present,
        facts: (String) -> NestedPresentation.Facts, explorations: inout Explorations
    ) -> PresentationTimeline? {
        guard !a.chain.contains(where: { $0.path == b.path }) else { return nil }
        var timeline = PresentationTimeline()
        for link in b.chain { guard timeline.show(link, facts, &explorations) else { return nil } }
        timeline.append(b.path, present.path, state: present.state)
        if let way = b.chain.first(where: { $0.path == a.path }) {
            guard timeline.present(a, shown.child, holding: way.child, &explorations) else { return nil }
            timeline.events.append(b.path + "." + present.transition)
            if b.chain.contains(where: { Self.isSecondary($0, in: explorations.spec) }) {
                timeline.events.insert("resize(1024x768)", at: 0)
            }
            return timeline
        }
        // A's way keeps every child on B's way in its container: a popped or replaced one would
        // leave B detached, and a detached controller's present is refused as not in the window
        // hierarchy, not as already presenting (grammar.md, "When a controller may present"). A
        // repeated one would come back as another instance.
        let onBsWay = Dictionary(b.chain.map { ($0.path, $0.child) }, uniquingKeysWith: { first, _ in first })
        for link in a.chain {
            guard timeline.show(link, keeping: onBsWay[link.path].map(Keep.holding), facts, &explorations) else {
                return nil
            }
        }
        timeline.append(a.path, shown.path, state: shown.state)
        timeline.events.append(b.path + "." + present.transition)
        if (a.chain + b.chain).contains(where: { Self.isSecondary($0, in: explorations.spec) }) {
            timeline.events.insert("resize(1024x768)", at: 0)
        }
        return timeline
    }

    /// A's ancestors and A's present first, then B's way and B's present. `afterA`: how many
    /// events come after A's present.
    private static func composeAfterA(
        _ a: NestedPresentation.Source, _ shown: (path: [String], child: String, state: Int),
        _ b: NestedPresentation.Source, _ present: NestedPresentation.Present,
        facts: (String) -> NestedPresentation.Facts, explorations: inout Explorations
    ) -> (timeline: PresentationTimeline, afterA: Int)? {
        var timeline = PresentationTimeline()
        for link in a.chain { guard timeline.show(link, facts, &explorations) else { return nil } }
        timeline.append(a.path, shown.path, state: shown.state)
        let presented = timeline.events.count
        // B's way may move A, but only through configurations where A keeps presenting, and
        // A's ancestors, but never so as to release a repeated instance on A's way (the run
        // names a presented controller by the instances it was presented from).
        let repeatedOnA = Dictionary(
            a.chain.filter { link in
                explorations.spec.container(named: link.type)?.child(named: link.child)?.isRepeated ?? false
            }.map { ($0.path, $0.child) }, uniquingKeysWith: { first, _ in first })
        for link in b.chain {
            let keep: Keep? = link.path == a.path ? .occupied(a.slot) : repeatedOnA[link.path].map(Keep.holding)
            guard timeline.show(link, keeping: keep, facts, &explorations) else { return nil }
        }
        if let from = timeline.states[b.path] {
            guard let explorer = explorations.explorer(b.type),
                let t = explorer.model.transitionIndex(present.transition),
                let (path, state) = Self.search(
                    explorer, from: from,
                    to: { current, state in
                        explorer.model.presentationSlots.allSatisfy { explorer.values[$0].top[Int(current[$0])] < 0 }
                            && explorer.hasEdge(from: state, transition: t)
                    })
            else { return nil }
            timeline.append(b.path, path, state: state)
        } else {
            timeline.append(b.path, present.path, state: present.state)
        }
        timeline.events.append(b.path + "." + present.transition)
        // A split collapsed at the default (phone) width shows its primary column only, and its
        // secondary child is not loaded (grammar.md, "Split view controllers at compact width"):
        // a way through a secondary column starts at an iPad's regular width, where both show.
        if (a.chain + b.chain).contains(where: { Self.isSecondary($0, in: explorations.spec) }) {
            timeline.events.insert("resize(1024x768)", at: 0)
        }
        return (
            timeline, timeline.events.count - (presented + (timeline.events.first == "resize(1024x768)" ? 1 : 0))
        )
    }

    /// Whether the link's child is in a column a split collapsed at launch (the default phone
    /// width) does not load: its secondary or supplementary column, or, when it has a `compact`
    /// column (shown alone while collapsed), every other column.
    private static func isSecondary(_ link: NestedPresentation.Link, in spec: Spec) -> Bool {
        guard let container = spec.container(named: link.type), container.kind == .split,
            let column = container.slots.first(where: { slot in slot.accepts.contains { $0.value == link.child } })
        else { return false }
        let name = column.name.value
        if container.slot(named: "compact") != nil { return name != "compact" }
        return name == "secondary" || name == "supplementary"
    }

    private mutating func append(_ path: String, _ transitions: [String], state: Int) {
        events += transitions.map { path + "." + $0 }
        states[path] = state
    }

    /// Brings A, already moved, to a configuration presenting `child` in A's slot, through
    /// configurations that hold `held` (the child B's way goes through).
    private mutating func present(
        _ a: NestedPresentation.Source, _ child: String, holding held: String, _ explorations: inout Explorations
    ) -> Bool {
        guard let from = states[a.path], let explorer = explorations.explorer(a.type),
            let code = explorer.model.code(of: child), let heldCode = explorer.model.code(of: held),
            let slot = (0..<explorer.model.slotCount).first(where: { explorer.model.slotName($0) == a.slot })
        else { return false }
        guard
            let (path, state) = Self.search(
                explorer, from: from, keeping: { Self.holds(heldCode, $0, explorer) },
                to: { current, _ in explorer.values[slot].top[Int(current[slot])] == code })
        else { return false }
        append(a.path, path, state: state)
        return true
    }

    /// What a search must not undo on its way: a presentation slot's occupant, or a child held.
    enum Keep {
        case occupied(String)
        case holding(String)
    }

    /// Brings the link's instance to a configuration showing its child; with `keeping`, only
    /// through configurations that keep that.
    private mutating func show(
        _ link: NestedPresentation.Link, keeping: Keep? = nil,
        _ facts: (String) -> NestedPresentation.Facts, _ explorations: inout Explorations
    ) -> Bool {
        guard let from = states[link.path] else {
            guard let way = facts(link.type).shown[link.child] else { return false }
            append(link.path, way.path, state: way.state)
            return true
        }
        guard let explorer = explorations.explorer(link.type), let code = explorer.model.code(of: link.child) else {
            return false
        }
        let kept: (([Int32]) -> Bool)?
        switch keeping {
        case .occupied(let name)?:
            let slot = (0..<explorer.model.slotCount).first { explorer.model.slotName($0) == name }
            kept = { current in slot.map { explorer.values[$0].top[Int(current[$0])] >= 0 } ?? false }
        case .holding(let child)?:
            let held = explorer.model.code(of: child)
            kept = { current in held.map { Self.holds($0, current, explorer) } ?? false }
        case nil:
            kept = nil
        }
        var current = [Int32](repeating: 0, count: explorer.model.slotCount)
        explorer.store.unpack(from, into: &current)
        if NestedPresentation.shows(code, current, explorer) { return true }
        // A repeated child the instance holds already would be shown again as a new instance
        // (`#2`), not the one named.
        let repeated = explorations.spec.container(named: link.type)?.child(named: link.child)?.isRepeated ?? false
        if repeated,
            (0..<explorer.model.slotCount).contains(where: {
                explorer.values[$0].entry(Int(current[$0])).contains(code)
            })
        {
            return false
        }
        guard
            let (path, state) = Self.search(
                explorer, from: from, keeping: kept,
                to: { current, _ in NestedPresentation.shows(code, current, explorer) })
        else { return false }
        append(link.path, path, state: state)
        // One it held earlier on this timeline and let go comes back as a later instance.
        if repeated {
            let made = instancesMade(code, at: link.path, explorer)
            if made > 1 { renamed[link.path + "/" + link.child + "#1"] = link.path + "/" + link.child + "#\(made)" }
        }
        return true
    }

    /// How many instances of repeated child `code` the instance at `path` has made on the
    /// timeline so far, walked again from its mount configuration: `run` numbers them as they
    /// are made, so one shown again after it left is `#2`. Counted as the entries holding it grow.
    private func instancesMade(_ code: Int32, at path: String, _ explorer: Explorer) -> Int {
        var current = [Int32](repeating: 0, count: explorer.model.slotCount)
        func held(_ state: Int) -> Int {
            explorer.store.unpack(state, into: &current)
            return (0..<explorer.model.slotCount).reduce(0) { sum, slot in
                sum + explorer.values[slot].entry(Int(current[slot])).filter { $0 == code }.count
            }
        }
        var state = 0
        var count = held(state)
        var made = count
        let prefix = path + "."
        for event in events where event.hasPrefix(prefix) {
            let name = event.dropFirst(prefix.count)
            guard !name.contains("/") else { continue }
            guard let next = explorer.target(from: state, by: { explorer.model.transitionName($0) == name }) else {
                continue
            }
            state = next
            let now = held(state)
            made += max(0, now - count)
            count = now
        }
        return made
    }

    /// `path` as `run` names it: a renamed instance's later instance number.
    func runPath(_ path: String) -> String {
        for (from, to) in renamed where path == from || path.hasPrefix(from + "/") || path.hasPrefix(from + ".") {
            return to + path.dropFirst(from.count)
        }
        return path
    }

    /// Whether configuration `current` keeps child `code` in the window's tree: in a slot's
    /// entries, or a tab (the tab bar controller holds every tab it accepts, selected or not, and a
    /// tab's non-context present still goes to the window's root: grammar.md, "When a controller
    /// may present").
    static func holds(_ code: Int32, _ current: [Int32], _ explorer: Explorer) -> Bool {
        (0..<explorer.model.slotCount).contains { slot in
            explorer.model.plan.slots[slot].kind == .tabs && explorer.model.accepts(slot, code)
                || explorer.values[slot].entry(Int(current[slot])).contains(code)
        }
    }

    /// The shortest way (transition names) from configuration `from` to one that `goal` accepts,
    /// through configurations that `kept` (if any) accepts. A configuration is
    /// judged when first reached, so a goal one step away costs one configuration's edges.
    static func search(
        _ explorer: Explorer, from: Int, keeping kept: (([Int32]) -> Bool)? = nil,
        to goal: ([Int32], Int) -> Bool
    ) -> (path: [String], state: Int)? {
        var current = [Int32](repeating: 0, count: explorer.model.slotCount)
        explorer.store.unpack(from, into: &current)
        if goal(current, from) { return ([], from) }
        var came: [Int: (from: Int, transition: Int)] = [from: (from, -1)]
        var queue = [from]
        var head = 0
        var opened: Set<Int>? = []
        while head < queue.count {
            let state = queue[head]
            head += 1
            var found: Int?
            explorer.forEachEdge(from: state, opening: &opened) { target, transition in
                guard found == nil, came[target] == nil else { return }
                came[target] = (state, transition)
                explorer.store.unpack(target, into: &current)
                if let kept, !kept(current) { return }
                if goal(current, target) { found = target; return }
                queue.append(target)
            }
            if let target = found {
                var path: [String] = []
                var s = target
                while s != from, let step = came[s] {
                    path.append(explorer.model.transitionName(step.transition))
                    s = step.from
                }
                return (path.reversed(), target)
            }
        }
        return nil
    }
}

extension Explorer {
    func hasEdge(from state: Int, transition: Int) -> Bool {
        let row = transition < model.constantRow.count ? Int(model.constantRow[transition]) : -1
        if row >= 0, !groups.isEmpty, state < groups.groupOf[row].count {
            return groups.target(row, Int(model.constantPosition[transition]), from: state) != nil
        }
        guard state + 1 < edgeStart.count else { return false }
        return (Int(edgeStart[state])..<Int(edgeStart[state + 1])).contains { Int(edgeTransition[$0]) == transition }
    }
}

extension ContainerModel {
    func transitionIndex(_ name: String) -> Int? { plan.transitions.firstIndex { $0.name == name } }
}
