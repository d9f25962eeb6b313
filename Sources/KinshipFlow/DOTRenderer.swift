/// Graphviz DOT for `kinship graph --format dot`: the containment tree as nested clusters
/// (container, its slots, its children), and optionally each container type's configuration
/// graph. Output depends only on the spec's declaration order, so it is stable across runs.
public struct DOTRenderer {
    public init() {}

    public func render(_ tree: ContainmentTree, states: [ContainerFlow] = []) -> String {
        var out = "digraph kinship {\n"
        out += "  graph [rankdir=LR, fontname=\"Helvetica\", fontsize=12, compound=true];\n"
        out += "  node [fontname=\"Helvetica\", fontsize=11];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=10];\n"
        var edges: [String] = []
        for root in tree.roots { cluster(root, indent: "  ", &out, &edges) }
        out += edges.joined()
        for flow in states { configurations(flow, &out) }
        out += "}\n"
        return out
    }

    private func cluster(_ i: ContainmentTree.Instance, indent: String, _ out: inout String, _ edges: inout [String]) {
        let inner = indent + "  "
        out += "\(indent)subgraph \(Self.id("cluster_" + i.path)) {\n"
        let title = i.name == i.type ? i.name : "\(i.name): \(i.type)"
        // A repeated child container: one instance per push, as its label says.
        let kind = i.kindLabel + (i.isRepeated ? ", repeated" : "")
        out += "\(inner)label=\(Self.id(title + " (" + kind + ")")); style=rounded; color=\"#7a8ba6\";\n"
        out +=
            "\(inner)\(Self.id(i.path)) [shape=box, style=\"rounded,filled\", fillcolor=\"#dde7f5\", label=\(Self.label([i.name, i.className]))];\n"
        for slot in i.slots {
            let slotID = Self.id(i.path + ":" + slot.name)
            // Presentation is not containment: its slot and edges are drawn apart (a tab-shaped
            // slot, dashed magenta edges with an open arrowhead).
            let presents = slot.kind == .presentation
            let slotShape =
                presents
                ? "shape=tab, style=filled, fillcolor=\"#f7dcea\"" : "shape=folder, style=filled, fillcolor=\"#fff4d6\""
            out += "\(inner)\(slotID) [\(slotShape), label=\(Self.id("\(slot.name) (\(slot.kind.rawValue))"))];\n"
            edges.append("  \(Self.id(i.path)) -> \(slotID) [arrowhead=none, style=dashed];\n")
            for r in slot.edges {
                let style =
                    presents
                    ? ", style=dashed, color=\"#b0306f\", fontcolor=\"#b0306f\", arrowhead=empty"
                    : r.atMount ? ", style=bold" : ""
                edges.append("  \(slotID) -> \(Self.id(i.path + "/" + r.child)) [label=\(Self.id(r.label))\(style)];\n")
            }
        }
        for child in i.children {
            switch child {
            case let .screen(name, type, path, repeated):
                // A repeated child (`many: true`): a double border, one instance per push.
                out +=
                    repeated
                    ? "\(inner)\(Self.id(path)) [shape=box, peripheries=2, label=\(Self.label(["\(name): \(type)", "repeated"]))];\n"
                    : "\(inner)\(Self.id(path)) [shape=box, label=\(Self.label(["\(name): \(type)"]))];\n"
            case .container(let nested):
                cluster(nested, indent: inner, &out, &edges)
            }
        }
        bindings(i, indent: inner, &out, &edges)
        out += "\(indent)}\n"
    }

    /// Transitions, an oval each with a dotted edge to each slot it moves (one no output runs is
    /// the app's own to call, and says so); `on:` bindings: child → transition, child → the
    /// input it sets, child → the container for an emitted output; dashed, labelled with the output.
    private func bindings(_ i: ContainmentTree.Instance, indent: String, _ out: inout String, _ edges: inout [String]) {
        let bound = Set(i.boundTransitions)
        for t in i.transitions {
            let id = Self.id(i.path + "." + t.name)
            out +=
                bound.contains(t.name)
                ? "\(indent)\(id) [shape=oval, style=filled, fillcolor=\"#e6f2e6\", label=\(Self.id(t.name))];\n"
                : "\(indent)\(id) [shape=oval, style=\"filled,dashed\", fillcolor=\"#f2f2f2\", label=\(Self.label([t.name, "called by the app"]))];\n"
            for move in t.moves {
                edges.append(
                    "  \(id) -> \(Self.id(i.path + ":" + move.slot)) [label=\(Self.id(move.label)), style=dotted, color=\"#777777\", fontcolor=\"#777777\"];\n"
                )
            }
        }
        for b in i.bindings {
            let from = Self.id(b.fromContainer ? i.path : i.path + "/" + b.child)
            switch b.target {
            case .transition(let t):
                edges.append(
                    "  \(from) -> \(Self.id(i.path + "." + t)) [label=\(Self.id(b.label)), style=dashed, color=\"#3c8c3c\"];\n"
                )
            case let .input(child, input):
                edges.append(
                    "  \(from) -> \(Self.id(i.path + "/" + child)) [label=\(Self.id(b.label + " → set " + input)), style=dashed, color=\"#3c6e8c\"];\n"
                )
            case .emit(let output):
                edges.append(
                    "  \(from) -> \(Self.id(i.path)) [label=\(Self.id(b.label + " → emit " + output)), style=dashed, color=\"#8c6e3c\"];\n"
                )
            }
        }
    }

    private func configurations(_ flow: ContainerFlow, _ out: inout String) {
        let prefix = "states:" + flow.name
        out += "  subgraph \(Self.id("cluster_" + prefix)) {\n"
        let note = flow.isComplete ? "" : ", incomplete"
        out +=
            "    label=\(Self.id("\(flow.name): \(ExploreRenderer.plural(flow.configurationCount, "configuration"))\(note)")); style=dashed; color=\"#999999\";\n"
        for c in 0..<flow.configurationCount {
            let lines = zip(flow.slotNames, zip(flow.slotKinds, flow.contents(of: c))).map { slot, content in
                "\(slot)=" + ContainerFlow.describe(content.1, kind: content.0)
            }
            let mount = c == 0 ? ", peripheries=2" : ""
            out += "    \(Self.id("\(prefix)#\(c)")) [shape=box, style=rounded\(mount), label=\(Self.label(lines))];\n"
        }
        for edge in flow.edges {
            // The user's own moves (a sheet swipe, Back, a tab tap) are not declared transitions: dotted.
            let style = edge.isUserMove ? ", style=dotted" : ""
            out +=
                "    \(Self.id("\(prefix)#\(edge.from)")) -> \(Self.id("\(prefix)#\(edge.to)")) [label=\(Self.id(edge.transition))\(style)];\n"
        }
        out += "  }\n"
    }

    /// A double-quoted DOT string; quotes and backslashes escaped, newlines as `\n`.
    static func id(_ text: String) -> String {
        var out = "\""
        for ch in text {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": break
            default: out.append(ch)
            }
        }
        return out + "\""
    }

    /// A multi-line label: each line escaped, joined by DOT's centred line break.
    static func label(_ lines: [String]) -> String {
        "\"" + lines.map { String(id($0).dropFirst().dropLast()) }.joined(separator: "\\n") + "\""
    }
}
