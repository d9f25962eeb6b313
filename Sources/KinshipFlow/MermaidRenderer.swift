/// Mermaid flowchart for `kinship graph --format mermaid`: the same picture as `DOTRenderer`.
/// Mermaid ids cannot hold `/` or `.`, so nodes get numbered ids in traversal order (stable for
/// a given spec) and the readable names go in the labels.
public struct MermaidRenderer {
    public init() {}

    public func render(_ tree: ContainmentTree, states: [ContainerFlow] = []) -> String {
        var ids = IDs()
        var out = "flowchart LR\n"
        var edges: [String] = []
        for root in tree.roots { subgraph(root, indent: "  ", &ids, &out, &edges) }
        out += edges.joined()
        for flow in states { configurations(flow, &ids, &out) }
        return out
    }

    /// Numbered ids by kind: `c1` container clusters, `n1` nodes, `g1` state subgraphs.
    private struct IDs {
        private var numbers: [String: String] = [:]
        private var next: [Character: Int] = [:]

        mutating func callAsFunction(_ key: String, _ prefix: Character = "n") -> String {
            if let id = numbers[key] { return id }
            let n = (next[prefix] ?? 0) + 1
            next[prefix] = n
            let id = "\(prefix)\(n)"
            numbers[key] = id
            return id
        }
    }

    private func subgraph(
        _ i: ContainmentTree.Instance, indent: String, _ ids: inout IDs, _ out: inout String, _ edges: inout [String]
    ) {
        let inner = indent + "  "
        let title =
            (i.name == i.type ? i.name : "\(i.name): \(i.type)")
            + " (\(i.kindLabel)\(i.isRepeated ? ", repeated" : ""))"
        out += "\(indent)subgraph \(ids("cluster " + i.path, "c"))[\(Self.text([title]))]\n"
        let me = ids("node " + i.path)
        out += "\(inner)\(me)(\(Self.text([i.name, i.className])))\n"
        for slot in i.slots {
            let slotID = ids("slot " + i.path + ":" + slot.name)
            let label = Self.text(["\(slot.name) (\(slot.kind.rawValue))"])
            // Presentation is not containment: a hexagon slot and dotted arrows.
            let presents = slot.kind == .presentation
            out += presents ? "\(inner)\(slotID){{\(label)}}\n" : "\(inner)\(slotID)[/\(label)/]\n"
            edges.append("  \(me) -.- \(slotID)\n")
            for r in slot.edges {
                let arrow = presents ? "-.->" : r.atMount ? "==>" : "-->"
                edges.append("  \(slotID) \(arrow)|\(Self.text([r.label]))| \(ids("node " + i.path + "/" + r.child))\n")
            }
        }
        for child in i.children {
            switch child {
            case let .screen(name, type, path, repeated):
                // A repeated child (`many: true`): the double-sided shape, one instance per push.
                out +=
                    repeated
                    ? "\(inner)\(ids("node " + path))[[\(Self.text(["\(name): \(type)", "repeated"]))]]\n"
                    : "\(inner)\(ids("node " + path))[\(Self.text(["\(name): \(type)"]))]\n"
            case .container(let nested):
                subgraph(nested, indent: inner, &ids, &out, &edges)
            }
        }
        // Transitions and `on:` bindings, as DOTRenderer draws them: every transition with an
        // edge to each slot it moves (one no output runs says the app calls it); bindings dotted,
        // labelled with the output.
        let bound = Set(i.boundTransitions)
        for t in i.transitions {
            let id = ids("transition " + i.path + "." + t.name)
            let label = bound.contains(t.name) ? [t.name] : [t.name, "called by the app"]
            out += "\(inner)\(id)([\(Self.text(label))])\n"
            for move in t.moves {
                edges.append("  \(id) -.->|\(Self.text([move.label]))| \(ids("slot " + i.path + ":" + move.slot))\n")
            }
        }
        for b in i.bindings {
            let from = b.fromContainer ? me : ids("node " + i.path + "/" + b.child)
            switch b.target {
            case .transition(let t):
                edges.append("  \(from) -.->|\(Self.text([b.label]))| \(ids("transition " + i.path + "." + t))\n")
            case let .input(child, input):
                edges.append(
                    "  \(from) -.->|\(Self.text([b.label + " → set " + input]))| \(ids("node " + i.path + "/" + child))\n"
                )
            case .emit(let output):
                edges.append("  \(from) -.->|\(Self.text([b.label + " → emit " + output]))| \(me)\n")
            }
        }
        out += "\(indent)end\n"
    }

    private func configurations(_ flow: ContainerFlow, _ ids: inout IDs, _ out: inout String) {
        let note = flow.isComplete ? "" : ", incomplete"
        let title = "\(flow.name): \(ExploreRenderer.plural(flow.configurationCount, "configuration"))\(note)"
        out += "  subgraph \(ids("states " + flow.name, "g"))[\(Self.text([title]))]\n"
        for c in 0..<flow.configurationCount {
            let lines = zip(flow.slotNames, zip(flow.slotKinds, flow.contents(of: c))).map { slot, content in
                "\(slot)=" + ContainerFlow.describe(content.1, kind: content.0)
            }
            let id = ids("state \(flow.name)#\(c)", "s")
            out += c == 0 ? "    \(id)[[\(Self.text(lines))]]\n" : "    \(id)(\(Self.text(lines)))\n"
        }
        for edge in flow.edges {
            // The user's own moves (a sheet swipe, Back, a tab tap) are not declared transitions: dotted.
            let arrow = edge.isUserMove ? "-.->" : "-->"
            out +=
                "    \(ids("state \(flow.name)#\(edge.from)", "s")) \(arrow)|\(Self.text([edge.transition]))| \(ids("state \(flow.name)#\(edge.to)", "s"))\n"
        }
        out += "  end\n"
    }

    /// A quoted Mermaid label: entity codes for the characters Mermaid would read as syntax,
    /// lines joined by `<br/>`.
    static func text(_ lines: [String]) -> String {
        "\"" + lines.map(escape).joined(separator: "<br/>") + "\""
    }

    static func escape(_ line: String) -> String {
        var out = ""
        for ch in line {
            switch ch {
            case "\"": out += "#quot;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "#": out += "#35;"
            case "&": out += "#amp;"
            case "\n", "\r": out += " "
            default: out.append(ch)
            }
        }
        return out
    }
}
