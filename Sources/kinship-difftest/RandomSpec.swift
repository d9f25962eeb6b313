/// A random spec as a small model (so a disagreement's spec can be shrunk a piece at a time)
/// rendered as YAML. Containers form a tree by index (a container's children name containers
/// after it only, but a repeated child may name any container, itself included: recursion),
/// so every launch is finite; repeated children live in stack and presentation slots only,
/// as grammar.md requires. Generation is in RandomSpec+Make.swift.
struct RandomSpec {
    struct Field { var name: String; var type: String }
    struct Output { var name: String; var payload: [Field] }
    struct Screen {
        var name: String
        var outputs: [Output]
        var inputs: [Field]
        var title: String? = nil
        var params: [Field] = []
        /// `hidesBottomBar: true`, `toolbar: true` (RandomSpec+Accessories.swift).
        var bars: [String] = []
        /// Kept in `extra.yaml`, which `screens.yaml` imports.
        var deepFile = false
        /// A SwiftUI screen: its `swiftUI:` and hosting keys, written instead of `class:`.
        var hosting: [String] = []
        /// Other keys as written (`RandomSpec+Features.swift`).
        var extra: [String] = []
    }
    struct Child {
        var name: String
        var type: String
        var many: Bool
        var title: String? = nil
        /// `args:` values, as written (`id: 3`).
        var args: [String] = []
        /// Other keys as written.
        var extra: [String] = []
    }
    struct Slot {
        var name: String
        var kind: String
        var accepts: [String]
        var initial: [String]
        var style: String?
        /// Other keys as written (`size: 50%`, `dismissible: false`, `untappable: [b]`).
        var extra: [String] = []
    }
    struct Transition {
        var name: String
        var moves: [(slot: String, move: String)]
        /// Keys beside the slots, as written (`identifier: "showDetail"`).
        var extra: [String] = []
    }
    struct Binding { var key: String; var actions: [String] }
    struct Container {
        var name: String
        var kind: String  // navigation, tabs, split, custom, or screen (a screen that presents)
        var children: [Child]
        var slots: [Slot]
        var transitions: [Transition]
        var bindings: [Binding]
        var inputs: [Field]
        var outputs: [Output]
        /// A custom container's `layout:` value as written; nil for the default (vertical).
        var layout: String? = nil
        var forwardsAppearance = true
        /// Kept in `parts.yaml`, which the spec imports.
        var inParts = false
        /// A preset with a `class:` of its own.
        var presetClass = false
        /// Slot and container kinds written even where they are the default.
        var explicitKind = false
        /// Other keys as written, after `class:` (`RandomSpec+Features.swift`).
        var extra: [String] = []
    }

    /// A deep link: its pattern, and the pieces a URL it matches is made of.
    struct Route {
        enum Part {
            /// A literal path segment: as the pattern writes it (escapes), and as a link may
            /// carry it (the raw letters).
            case literal(pattern: String, raw: String)
            case parameter(name: String, type: String)
            case query(key: String, name: String, type: String)
        }
        var name: String
        var host: String
        var parts: [Part]
        var open: String
        var set: [String] = []

        var url: String {
            var path = "", query: [String] = []
            for part in parts {
                switch part {
                case .literal(let pattern, _): path += "/" + pattern
                case .parameter(let name, let type): path += "/{" + name + (type == "String" ? "" : ": \(type)") + "}"
                case .query(let key, let name, let type):
                    query.append("\(key)={\(name)" + (type == "String" ? "" : ": \(type)") + "}")
                }
            }
            return "app://\(host)" + path + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
        }
    }

    var screens: [Screen]
    var containers: [Container]
    /// Deep links to instances (`kinship run --open`, the generated router).
    var routes: [Route] = []
    /// The screens live in a second file, `screens.yaml`, that the spec imports.
    var importsScreens = false
    /// Warning ids the spec switches off (`lint: { disable: [...] }`).
    var lint: [String] = []
    /// Launch options of every list run on this spec: `--size`, `--safe-area` (nil: the defaults).
    var size: (Int, Int)? = nil
    var safeArea: String? = nil

    /// The spec's files: `spec.yaml`, and the files it imports.
    var files: [(name: String, text: String)] {
        var out = [("spec.yaml", yaml)]
        if importsScreens {
            let deep = screens.contains { $0.deepFile }
            out.append(
                (
                    "screens.yaml",
                    "kinship: 1\n" + (deep ? "imports: [extra.yaml]\n" : "")
                        + Self.screensYAML(screens.filter { !$0.deepFile })
                ))
            if deep { out.append(("extra.yaml", "kinship: 1\n" + Self.screensYAML(screens.filter(\.deepFile)))) }
        }
        let parts = containers.filter { $0.inParts && $0.kind != "screen" }
        if !parts.isEmpty {
            out.append(("parts.yaml", "kinship: 1\ncontainers:\n" + parts.map(Self.yaml).joined()))
        }
        return out
    }

    /// Every file, each headed by its name when there are several (how a disagreement prints it).
    var listing: String {
        let all = files
        return all.count == 1 ? yaml : all.map { "# \($0.name)\n\($0.text)" }.joined()
    }

    private static func screensYAML(_ screens: [Screen]) -> String {
        var out = "screens:\n"
        for s in screens {
            var parts = s.hosting.isEmpty ? ["class: \(s.name)ViewController"] : s.hosting
            if let title = s.title { parts.append("title: \(title)") }
            parts += s.bars
            parts += s.extra
            if !s.params.isEmpty {
                parts.append("params: { " + s.params.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + " }")
            }
            if !s.outputs.isEmpty {
                parts.append("outputs: { " + s.outputs.map(Self.output).joined(separator: ", ") + " }")
            }
            if !s.inputs.isEmpty {
                parts.append("inputs: { " + s.inputs.map(Self.field).joined(separator: ", ") + " }")
            }
            out += "  \(s.name): { " + parts.joined(separator: ", ") + " }\n"
        }
        return out
    }

    var yaml: String {
        var imports: [String] = []
        if importsScreens { imports.append("screens.yaml") }
        if containers.contains(where: { $0.inParts && $0.kind != "screen" }) { imports.append("parts.yaml") }
        var out = "kinship: 1\n" + (imports.isEmpty ? "" : "imports: [\(imports.joined(separator: ", "))]\n")
        if !lint.isEmpty { out += "lint: { disable: [\(lint.joined(separator: ", "))] }\n" }
        if !importsScreens { out += Self.screensYAML(screens) }
        // Screens that present name this file's containers, so they are written here.
        let presenting = containers.filter { $0.kind == "screen" }
        if !presenting.isEmpty {
            if importsScreens { out += "screens:\n" }
            for c in presenting { out += Self.yaml(c) }
        }
        out += "containers:\n"
        for c in containers where c.kind != "screen" && !c.inParts { out += Self.yaml(c) }
        out += "root: \(containers[0].name)\n"
        if !routes.isEmpty {
            out += "routes:\n"
            for r in routes {
                out +=
                    "  \(r.name): { url: \"\(r.url)\", open: \(r.open)"
                    + (r.set.isEmpty ? "" : ", set: { " + r.set.joined(separator: ", ") + " }") + " }\n"
            }
        }
        return out
    }

    private static func yaml(_ c: Container) -> String {
        var out = "  \(c.name):\n"
        if c.kind == "screen" {
            out += "    class: \(c.name)ViewController\n"
        } else if c.kind == "custom" {
            // The default kind written now and then: `kind: custom` is a key like any other.
            if c.explicitKind { out += "    kind: custom\n" }
            out += "    class: \(c.name)Controller\n"
            if let layout = c.layout { out += "    layout: \(layout)\n" }
            if !c.forwardsAppearance { out += "    forwardsAppearance: false\n" }
        } else {
            out += "    kind: \(c.kind)\n"
            // A preset's generated class takes its name unless it has a class: a keyword or a
            // type generated code uses needs one.
            if c.presetClass { out += "    class: \(c.name)Container\n" }
        }
        for key in c.extra { out += "    \(key)\n" }
        if !c.inputs.isEmpty {
            out += "    inputs: { " + c.inputs.map(Self.field).joined(separator: ", ") + " }\n"
        }
        if !c.outputs.isEmpty { out += "    outputs: { " + c.outputs.map(Self.output).joined(separator: ", ") + " }\n" }
        out +=
            "    children: { "
            + c.children.map { child in
                var keys: [String] = []
                if child.many { keys.append("many: true") }
                if let title = child.title { keys.append("title: \(title)") }
                if !child.args.isEmpty { keys.append("args: { " + child.args.joined(separator: ", ") + " }") }
                keys += child.extra
                return keys.isEmpty
                    ? "\(child.name): \(child.type)"
                    : "\(child.name): { type: \(child.type), " + keys.joined(separator: ", ") + " }"
            }
            .joined(separator: ", ") + " }\n"
        out += "    slots:\n"
        for s in c.slots {
            var parts: [String] = []
            if c.kind == "custom" || c.kind == "screen" || s.kind == "presentation" || s.kind == "accessory" {
                if s.kind != "single" || c.explicitKind { parts.append("kind: \(s.kind)") }
            } else if c.explicitKind {
                parts.append("kind: \(s.kind)")
            }
            parts.append("accepts: [" + s.accepts.joined(separator: ", ") + "]")
            if !s.initial.isEmpty {
                parts.append(
                    "initial: " + (s.kind == "stack" ? "[" + s.initial.joined(separator: ", ") + "]" : s.initial[0]))
            }
            if let style = s.style { parts.append("style: \(style)") }
            parts += s.extra
            out += "      \(s.name): { " + parts.joined(separator: ", ") + " }\n"
        }
        if !c.transitions.isEmpty {
            out += "    transitions:\n"
            for t in c.transitions {
                out +=
                    "      \(t.name): { "
                    + (t.extra + t.moves.map { "\($0.slot): " + ($0.move.contains(":") ? "{ \($0.move) }" : $0.move) })
                    .joined(separator: ", ") + " }\n"
            }
        }
        if !c.bindings.isEmpty {
            out += "    on:\n"
            for b in c.bindings {
                out +=
                    "      \(b.key): "
                    + (b.actions.count == 1 ? b.actions[0] : "[" + b.actions.joined(separator: ", ") + "]") + "\n"
            }
        }
        return out
    }

    /// `name: Type`; an optional type quoted, as a flow mapping needs (`caption: "String?"`).
    private static func field(_ f: Field) -> String {
        "\(f.name): " + (f.type.hasSuffix("?") ? "\"\(f.type)\"" : f.type)
    }

    private static func output(_ o: Output) -> String {
        "\(o.name): {"
            + (o.payload.isEmpty ? "" : " " + o.payload.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + " ")
            + "}"
    }

    // MARK: Shrinking

    /// Smaller specs: each without one binding, one transition, or one move's duration.
    var smaller: [RandomSpec] {
        var out: [RandomSpec] = []
        for ci in containers.indices {
            for bi in containers[ci].bindings.indices {
                var s = self
                s.containers[ci].bindings.remove(at: bi)
                out.append(s)
            }
            for ti in containers[ci].transitions.indices {
                var s = self
                let name = s.containers[ci].transitions.remove(at: ti).name
                s.containers[ci].bindings.removeAll { $0.actions.contains { $0.contains(name) } }
                out.append(s)
            }
            for ti in containers[ci].transitions.indices
            where containers[ci].transitions[ti].moves.contains(where: { $0.move.contains(", duration: 0.3") }) {
                var s = self
                for mi in s.containers[ci].transitions[ti].moves.indices {
                    s.containers[ci].transitions[ti].moves[mi].move = s.containers[ci].transitions[ti].moves[mi].move
                        .replacingOccurrences(of: ", duration: 0.3", with: "")
                }
                out.append(s)
            }
        }
        for ri in routes.indices {
            var s = self
            s.routes.remove(at: ri)
            out.append(s)
        }
        for si in screens.indices {
            for oi in screens[si].outputs.indices {
                var s = self
                let name = s.screens[si].outputs.remove(at: oi).name
                for ci in s.containers.indices {
                    let kids = Set(s.containers[ci].children.filter { $0.type == s.screens[si].name }.map(\.name))
                    s.containers[ci].bindings.removeAll { b in kids.contains { b.key == "\($0).\(name)" } }
                }
                out.append(s)
            }
        }
        return out
    }
}

/// A small seeded generator (SplitMix64): the same seed gives the same specs on every machine.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
    mutating func chance(_ p: Double) -> Bool { Double(next() % 1_000_000) / 1_000_000 < p }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}
