/// Navigation, tab bar and split view controllers: the presets and their relationships.
extension ImportBuilder {
    /// The child of `container` made from `sceneID`, added (named after its type) when new.
    mutating func child(_ sceneID: String, in container: inout ImportedContainer, owner: String) -> String? {
        guard let type = typeNames[sceneID] else { return nil }
        if let existing = container.childName(ofType: type) { return existing }
        let name = container.addChild(ImportNames.lowerCamel(type, fallback: "child"), type: type)
        childScenes[owner, default: []].append(sceneID)
        return name
    }

    func newContainer(_ scene: SceneController, kind: String) -> ImportedContainer {
        let custom = scene.customClass.flatMap { ImportNames.isClassName($0) ? $0 : nil }
        return ImportedContainer(name: typeNames[scene.id] ?? scene.id, kind: kind, className: custom)
    }

    /// Root plus everything push/show segues reach from the stack (also from scenes embedded in
    /// a stack member: UIKit's `show` walks up to the navigation controller).
    mutating func buildNavigation(_ scene: SceneController) {
        guard
            let rootSegue = scene.relationships("rootViewController").first(where: {
                storyboard.scene($0.destination) != nil
            })
        else { return }
        handled.insert(rootSegue.id)
        var c = newContainer(scene, kind: "navigation")
        let root = rootSegue.destination
        var members = [root]
        var memberSet: Set<String> = [root]
        var edges: [(from: String, to: String, segue: Segue)] = []
        // Sweeps in document order until nothing changes: each sweep costs the scenes once, and
        // a stack whose pushes point back up the document k times takes k + 1 sweeps.
        var changed = true
        while changed {
            changed = false
            for source in storyboard.scenes {
                guard let member = stackMember(source.id, memberSet) else { continue }
                for segue in source.segues where ["push", "show"].contains(segue.kind) && !handled.contains(segue.id) {
                    guard storyboard.scene(segue.destination) != nil else { continue }
                    handled.insert(segue.id)
                    changed = true
                    if memberSet.insert(segue.destination).inserted { members.append(segue.destination) }
                    edges.append((member, segue.destination, segue))
                }
            }
        }
        var childOf: [String: String] = [:]
        for id in members { childOf[id] = child(id, in: &c, owner: scene.id) }
        guard let rootChild = childOf[root] else { return }
        c.slots = [
            ImportedSlot(
                name: "content", accepts: members.compactMap { childOf[$0] }, initial: [rootChild], initialIsList: true)
        ]
        var transitionNames = NameAllocator()
        var kept: [(String, String)] = []
        var keptSet: Set<ChildEdge> = []
        var pushed: [String] = []
        var pushedSet: Set<String> = []
        // A scene pushed again while in the stack (a folder opening a folder, a loop of pushes)
        // gets a new controller each time in UIKit: its child is repeated (`many: true`). The
        // root is initial, so it cannot be repeated: a twin of it is (`anotherFolder`).
        var twins: [String: String] = [:]
        var keptEdges: [(from: String, to: String, segue: Segue)] = []
        var identified: Set<IdentifiedEdge> = []
        for edge in edges {
            guard let from = childOf[edge.from], var to = childOf[edge.to] else { continue }
            if edge.to == root {
                to = twins[to] ?? repeatedTwin(of: to, type: typeNames[root] ?? to, in: &c)
                twins[rootChild] = to
                if !c.slots[0].accepts.contains(to) { c.slots[0].accepts.append(to) }
            }
            let identifier = edge.segue.identifier
            if keptSet.insert(ChildEdge(from: from, to: to)).inserted {
                kept.append((from, to))
                keptEdges.append((edge.from, edge.to, edge.segue))
            } else {
                // The same push again: the app's code performs each identifier by name, so a new
                // identifier is a transition of its own; an unnamed or repeated one adds nothing.
                guard let identifier, !identified.contains(IdentifiedEdge(from: from, to: to, identifier: identifier))
                else { continue }
            }
            if let identifier {
                identified.insert(IdentifiedEdge(from: from, to: to, identifier: identifier))
                keptIdentifiers.insert(edge.segue.id)
            }
            let name = identifier.map { ImportNames.lowerCamel($0, fallback: "segue") } ?? "push" + upperFirst(to)
            c.transitions.append(
                ImportedTransition(
                    name: transitionNames.claim(name), slot: "content", operation: "push", target: to, from: from,
                    identifier: identifier))
            if pushedSet.insert(to).inserted { pushed.append(to) }
        }
        // A twin is the root's scene again: whatever the root pushes, it pushes too.
        for (original, twin) in twins.sorted(by: { $0.key < $1.key }) {
            for (index, edge) in kept.enumerated()
            where edge.0 == original && keptSet.insert(ChildEdge(from: twin, to: edge.1)).inserted {
                kept.append((twin, edge.1))
                let segue = keptEdges[index].segue
                let base =
                    segue.identifier.map { ImportNames.lowerCamel($0, fallback: "segue") } ?? "push"
                    + upperFirst(edge.1)
                c.transitions.append(
                    ImportedTransition(
                        name: transitionNames.claim(base + "From" + upperFirst(twin)), slot: "content",
                        operation: "push", target: edge.1, from: twin, identifier: segue.identifier))
            }
        }
        // Every child on a loop of pushes can be pushed while an instance of it is in the stack.
        let onLoops = Self.onLoops(kept)
        for child in c.children.map(\.name) where child != rootChild && onLoops.contains(child) {
            c.repeated.insert(child)
        }
        // No transition stands in for the navigation bar's Back button: it is the user's own
        // move, which flow analysis and the runtime know on every navigation container.
        containers[scene.id] = c
    }

    /// A repeated child of `type` beside `original` (which is initial): `anotherFolder`.
    func repeatedTwin(of original: String, type: String, in c: inout ImportedContainer) -> String {
        let name = c.addChild("another" + upperFirst(original), type: type)
        c.repeated.insert(name)
        return name
    }

    /// The member of `members` whose stack a segue from `sceneID` acts on, if any.
    func stackMember(_ sceneID: String, _ members: Set<String>) -> String? {
        var current: String? = sceneID
        var seen: Set<String> = []
        while let id = current, seen.insert(id).inserted {
            if members.contains(id) { return id }
            current = embedParent[id]
        }
        return nil
    }

    /// The nodes that lie on a cycle of `edges` (a self-loop, or a strongly connected component
    /// of two or more), found in one pass (Tarjan's algorithm, iterative: a chain of thousands
    /// of pushes is deeper than the stack allows). Searching from each child was cubic.
    static func onLoops(_ edges: [(String, String)]) -> Set<String> {
        var next: [String: [String]] = [:]
        var nodes: [String] = []
        for (a, b) in edges {
            if next[a] == nil { nodes.append(a) }
            next[a, default: []].append(b)
            if next[b] == nil { next[b] = []; nodes.append(b) }
        }
        var index: [String: Int] = [:], low: [String: Int] = [:]
        var stack: [String] = [], onStack: Set<String> = []
        var result: Set<String> = []
        for (a, b) in edges where a == b { result.insert(a) }
        for root in nodes where index[root] == nil {
            // Each frame: a node and how many of its successors it has visited.
            var frames: [(node: String, next: Int)] = [(root, 0)]
            index[root] = index.count; low[root] = index[root]
            stack.append(root); onStack.insert(root)
            while let frame = frames.last {
                let successors = next[frame.node] ?? []
                if frame.next < successors.count {
                    frames[frames.count - 1].next += 1
                    let w = successors[frame.next]
                    if index[w] == nil {
                        index[w] = index.count; low[w] = index[w]
                        stack.append(w); onStack.insert(w)
                        frames.append((w, 0))
                    } else if onStack.contains(w), let lw = index[w], let lv = low[frame.node] {
                        low[frame.node] = min(lv, lw)
                    }
                    continue
                }
                frames.removeLast()
                let v = frame.node
                if let parent = frames.last?.node, let lp = low[parent], let lv = low[v] { low[parent] = min(lp, lv) }
                guard low[v] == index[v] else { continue }
                var component: [String] = []
                while let w = stack.popLast() {
                    onStack.remove(w)
                    component.append(w)
                    if w == v { break }
                }
                if component.count > 1 { result.formUnion(component) }
            }
        }
        return result
    }

    mutating func buildTabs(_ scene: SceneController) {
        var c = newContainer(scene, kind: "tabs")
        var tabs: [String] = []
        for segue in scene.relationships("viewControllers") where storyboard.scene(segue.destination) != nil {
            handled.insert(segue.id)
            if let name = child(segue.destination, in: &c, owner: scene.id), !tabs.contains(name) { tabs.append(name) }
        }
        // The tab bar's buttons are the user's own taps (tapTab), known on every tabs container:
        // no transition stands in for them.
        c.slots = [ImportedSlot(name: "content", accepts: tabs, initial: Array(tabs.prefix(1)))]
        containers[scene.id] = c
    }

    /// Master, supplementary, detail and compact relationships (an iOS 14 split's columns:
    /// `primary`, `supplementary`, `secondary`, `compact`); `showDetail` segues from inside the
    /// split show their destination in the secondary slot.
    mutating func buildSplit(_ scene: SceneController) {
        var c = newContainer(scene, kind: "split")
        var primary = ImportedSlot(name: "primary")
        var secondary = ImportedSlot(name: "secondary")
        var supplementary = ImportedSlot(name: "supplementary")
        var compact = ImportedSlot(name: "compact")
        let columns = [
            "masterViewController", "supplementaryViewController", "detailViewController", "compactViewController",
        ]
        for (index, relationship) in columns.enumerated() {
            guard
                let segue = scene.relationships(relationship).first(where: { storyboard.scene($0.destination) != nil }),
                let name = child(segue.destination, in: &c, owner: scene.id)
            else { continue }
            handled.insert(segue.id)
            switch index {
            case 0: primary.accepts = [name]; primary.initial = [name]
            case 1: supplementary.accepts = [name]; supplementary.initial = [name]
            case 2: secondary.accepts = [name]; secondary.initial = [name]
            default: compact.accepts = [name]; compact.initial = [name]
            }
        }
        let inside = descendants(of: scene.id)
        var names = NameAllocator()
        for source in storyboard.scenes where inside.contains(source.id) {
            for segue in source.segues where segue.kind == "showDetail" && !handled.contains(segue.id) {
                guard storyboard.scene(segue.destination) != nil,
                    let target = child(segue.destination, in: &c, owner: scene.id)
                else { continue }
                handled.insert(segue.id)
                if !secondary.accepts.contains(target) { secondary.accepts.append(target) }
                // Each performance of a segue makes a new destination controller, which
                // showDetailViewController sets in place of the detail (grammar.md, a repeated
                // child in a detail column): a target no column holds at mount is repeated.
                let atMount = [primary, supplementary, secondary, compact].contains { $0.initial.contains(target) }
                let inOtherColumn = [primary, supplementary, compact].contains { $0.accepts.contains(target) }
                if !atMount, !inOtherColumn { c.repeated.insert(target) }
                // Re-showing the detail already there changes no containment.
                guard secondary.initial != [target],
                    !c.transitions.contains(where: { $0.target == target && $0.identifier == segue.identifier })
                else { continue }
                if segue.identifier != nil { keptIdentifiers.insert(segue.id) }
                let name =
                    segue.identifier.map { ImportNames.lowerCamel($0, fallback: "segue") } ?? "show"
                    + upperFirst(target)
                c.transitions.append(
                    ImportedTransition(
                        name: names.claim(name), slot: "secondary", operation: "show", target: target,
                        identifier: segue.identifier))
            }
        }
        c.slots = [primary, supplementary, secondary, compact].filter { !$0.accepts.isEmpty }
        containers[scene.id] = c
    }

    /// Every scene contained, directly or not, in `sceneID`.
    func descendants(of sceneID: String) -> Set<String> {
        var out: Set<String> = []
        var queue = childScenes[sceneID] ?? []
        while let next = queue.popLast() {
            if out.insert(next).inserted { queue += childScenes[next] ?? [] }
        }
        return out
    }

    /// Segues no container claimed: presentations and the relationships Kinship has no slot for.
    mutating func reportUnhandledSegues() {
        for scene in storyboard.scenes {
            for segue in scene.segues where !handled.contains(segue.id) {
                let source = typeNames[scene.id] ?? scene.id
                let target = typeNames[segue.destination] ?? "'\(segue.destination)'"
                switch segue.kind {
                case "unwind":
                    continue
                case "relationship", "embed":
                    let what = segue.relationship.map { "relationship '\($0)'" } ?? segue.kind
                    let why = " has no Kinship equivalent; not imported"
                    warn(
                        .importUnsupportedSegue, "\(what) segue '\(segue.id)' from \(source) to \(target)\(why)",
                        at: segue)
                default:
                    let why = ["push", "show"].contains(segue.kind) ? " outside a navigation stack" : ""
                    warn(
                        .importPresentationSegue,
                        "\(segue.kind) segue '\(segue.id)'\(segue.identifier.map { " ('\($0)')" } ?? "") from \(source) to \(target)\(why) presents its destination; presentation is not containment, so it is not imported",
                        at: segue)
                }
            }
        }
    }

    func upperFirst(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }
}

/// A push between two children, as a set element.
struct ChildEdge: Hashable {
    let from: String
    let to: String
}

/// A push between two children under one segue identifier.
struct IdentifiedEdge: Hashable {
    let from: String
    let to: String
    let identifier: String
}
