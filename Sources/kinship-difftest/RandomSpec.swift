/// A random spec as a small model (so a disagreement's spec can be shrunk a piece at a time)
/// rendered as YAML. Containers form a tree by index (a container's children name containers
/// after it only), so every spec is finite; repeated children live in stack and presentation
/// slots only, as grammar.md requires.
struct RandomSpec {
    struct Field { var name: String; var type: String }
    struct Output { var name: String; var payload: [Field] }
    struct Screen { var name: String; var outputs: [Output]; var inputs: [Field] }
    struct Child { var name: String; var type: String; var many: Bool }
    struct Slot { var name: String; var kind: String; var accepts: [String]; var initial: [String]; var style: String? }
    struct Transition { var name: String; var moves: [(slot: String, move: String)] }
    struct Binding { var key: String; var actions: [String] }
    struct Container {
        var name: String
        var kind: String  // navigation, tabs, custom, or screen (a screen that presents)
        var children: [Child]
        var slots: [Slot]
        var transitions: [Transition]
        var bindings: [Binding]
        var inputs: [Field]
        var outputs: [Output]
    }

    struct Route { var name: String; var url: String; var open: String; var set: String? }

    var screens: [Screen]
    var containers: [Container]
    /// Deep links to instances (`kinship run --open`, the generated router).
    var routes: [Route] = []
    /// The screens live in a second file, `screens.yaml`, that the spec imports.
    var importsScreens = false

    /// The spec's files: `spec.yaml`, and `screens.yaml` when it imports its screens.
    var files: [(name: String, text: String)] {
        guard importsScreens else { return [("spec.yaml", yaml)] }
        return [("spec.yaml", yaml), ("screens.yaml", "kinship: 1\n" + screensYAML)]
    }

    /// Every file, each headed by its name when there are several (how a disagreement prints it).
    var listing: String {
        files.count == 1 ? yaml : files.map { "# \($0.name)\n\($0.text)" }.joined()
    }

    private var screensYAML: String {
        var out = "screens:\n"
        for s in screens {
            var parts = ["class: \(s.name)ViewController"]
            if !s.outputs.isEmpty {
                parts.append("outputs: { " + s.outputs.map(Self.output).joined(separator: ", ") + " }")
            }
            if !s.inputs.isEmpty {
                parts.append("inputs: { " + s.inputs.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + " }")
            }
            out += "  \(s.name): { " + parts.joined(separator: ", ") + " }\n"
        }
        return out
    }

    var yaml: String {
        var out = "kinship: 1\n" + (importsScreens ? "imports: [screens.yaml]\n" : screensYAML)
        // Screens that present name this file's containers, so they are written here.
        let presenting = containers.filter { $0.kind == "screen" }
        if !presenting.isEmpty {
            if importsScreens { out += "screens:\n" }
            for c in presenting { out += Self.yaml(c) }
        }
        out += "containers:\n"
        for c in containers where c.kind != "screen" { out += Self.yaml(c) }
        out += "root: \(containers[0].name)\n"
        if !routes.isEmpty {
            out += "routes:\n"
            for r in routes {
                out +=
                    "  \(r.name): { url: \"\(r.url)\", open: \(r.open)" + (r.set.map { ", set: \($0)" } ?? "") + " }\n"
            }
        }
        return out
    }

    private static func yaml(_ c: Container) -> String {
        var out = "  \(c.name):\n"
        if c.kind == "screen" {
            out += "    class: \(c.name)ViewController\n"
        } else if c.kind == "custom" {
            out += "    class: \(c.name)Controller\n    layout: overlay\n"
        } else {
            out += "    kind: \(c.kind)\n"
        }
        if !c.inputs.isEmpty {
            out += "    inputs: { " + c.inputs.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + " }\n"
        }
        if !c.outputs.isEmpty { out += "    outputs: { " + c.outputs.map(Self.output).joined(separator: ", ") + " }\n" }
        out +=
            "    children: { "
            + c.children.map { $0.many ? "\($0.name): { type: \($0.type), many: true }" : "\($0.name): \($0.type)" }
            .joined(separator: ", ") + " }\n"
        out += "    slots:\n"
        for s in c.slots {
            var parts: [String] = []
            if c.kind == "custom" || c.kind == "screen" || s.kind == "presentation" {
                if s.kind != "single" { parts.append("kind: \(s.kind)") }
            }
            parts.append("accepts: [" + s.accepts.joined(separator: ", ") + "]")
            if !s.initial.isEmpty {
                parts.append(
                    "initial: " + (s.kind == "stack" ? "[" + s.initial.joined(separator: ", ") + "]" : s.initial[0]))
            }
            if let style = s.style { parts.append("style: \(style)") }
            out += "      \(s.name): { " + parts.joined(separator: ", ") + " }\n"
        }
        if !c.transitions.isEmpty {
            out += "    transitions:\n"
            for t in c.transitions {
                out +=
                    "      \(t.name): { "
                    + t.moves.map { "\($0.slot): " + ($0.move.contains(":") ? "{ \($0.move) }" : $0.move) }.joined(
                        separator: ", ") + " }\n"
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

    private static func output(_ o: Output) -> String {
        "\(o.name): {"
            + (o.payload.isEmpty ? "" : " " + o.payload.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + " ")
            + "}"
    }

    // MARK: Generation

    static let types = ["Int", "String", "Bool"]

    static func make(_ rng: inout SplitMix) -> RandomSpec {
        let screenCount = rng.int(2...5)
        var screens: [Screen] = []
        for i in 0..<screenCount {
            var outputs: [Output] = []
            for o in 0..<rng.int(0...2) {
                let payload = rng.chance(0.5) ? [] : [Field(name: "v", type: rng.pick(types))]
                outputs.append(Output(name: ["tapped", "picked", "closed"][o], payload: payload))
            }
            let inputs = rng.chance(0.4) ? [Field(name: "value", type: rng.pick(types))] : []
            screens.append(Screen(name: "S\(i)", outputs: outputs, inputs: inputs))
        }
        let containerCount = rng.int(1...3)
        var containers: [Container] = []
        for i in 0..<containerCount {
            containers.append(makeContainer(i, containerCount, screens, &rng))
        }
        var spec = RandomSpec(screens: screens, containers: containers, importsScreens: rng.chance(0.25))
        spec.addBindings(&rng)
        spec.addRoutes(&rng)
        return spec
    }

    private static func makeContainer(_ index: Int, _ count: Int, _ screens: [Screen], _ rng: inout SplitMix)
        -> Container
    {
        // Not the root: a root is a container.
        let kind =
            index > 0 && rng.chance(0.2) ? "screen" : rng.pick(["navigation", "tabs", "custom", "custom", "split"])
        var children: [Child] = []
        // Types: screens, and containers after this one (a tree), each at most once per container.
        let laterContainers = (index + 1 < count) ? Array(index + 1..<count).map { "C\($0)" } : []
        let childCount = rng.int(2...4)
        for n in 0..<childCount {
            let type = !laterContainers.isEmpty && rng.chance(0.35) ? rng.pick(laterContainers) : rng.pick(screens).name
            children.append(Child(name: "c\(n)", type: type, many: false))
        }
        // Containers not yet used by anyone but this one must appear somewhere: the next one.
        if index + 1 < count, !children.contains(where: { $0.type == "C\(index + 1)" }) {
            children[children.count - 1].type = "C\(index + 1)"
        }
        var slots: [Slot] = []
        var transitions: [Transition] = []
        var pool = children.map(\.name)
        func take(_ n: Int) -> [String] {
            let k = min(n, pool.count)
            let taken = Array(pool.prefix(k))
            pool.removeFirst(k)
            return taken
        }
        switch kind {
        case "navigation":
            let accepts = take(rng.int(2...3))
            slots.append(Slot(name: "content", kind: "stack", accepts: accepts, initial: [accepts[0]], style: nil))
            for name in accepts.dropFirst() where rng.chance(0.5) { children[position(of: name, children)].many = true }
        case "tabs":
            let accepts = take(rng.int(2...3))
            slots.append(Slot(name: "content", kind: "tabs", accepts: accepts, initial: [accepts[0]], style: nil))
        case "split":
            // Two single columns; the primary starts filled, the secondary sometimes empty.
            let primary = take(1)
            slots.append(Slot(name: "primary", kind: "single", accepts: primary, initial: primary, style: nil))
            if !pool.isEmpty {
                let secondary = take(rng.int(1...2))
                slots.append(
                    Slot(
                        name: "secondary", kind: "single", accepts: secondary,
                        initial: rng.chance(0.5) ? [secondary[0]] : [], style: nil))
            }
        default:
            var slotIndex = 0
            while !pool.isEmpty {
                let slotKind =
                    kind == "screen" ? "presentation" : rng.pick(["single", "stack", "presentation", "single"])
                let accepts = take(rng.int(1...2))
                var initial: [String] = []
                if slotKind == "stack" {
                    initial = [accepts[0]]
                    for name in accepts.dropFirst() where rng.chance(0.5) {
                        children[position(of: name, children)].many = true
                    }
                } else if slotKind == "single", rng.chance(0.6) {
                    initial = [accepts[0]]
                } else if slotKind == "presentation" {
                    for name in accepts where rng.chance(0.4) { children[position(of: name, children)].many = true }
                }
                slots.append(
                    Slot(
                        name: "s\(slotIndex)", kind: slotKind, accepts: accepts, initial: initial,
                        style: slotKind == "presentation" ? rng.pick(["pageSheet", "fullScreen", "formSheet"]) : nil))
                slotIndex += 1
            }
        }
        // Presets may present too.
        if kind != "custom", kind != "screen", !pool.isEmpty {
            let accepts = take(pool.count)
            for name in accepts where rng.chance(0.4) { children[position(of: name, children)].many = true }
            slots.append(
                Slot(
                    name: "sheet", kind: "presentation", accepts: accepts, initial: [],
                    style: rng.pick(["pageSheet", "formSheet"])))
        }
        // Children no slot took have nowhere to live: drop them.
        let placed = Set(slots.flatMap(\.accepts))
        children.removeAll { !placed.contains($0.name) }
        for slot in slots {
            for move in moves(slot, children, &rng) {
                transitions.append(Transition(name: "t\(transitions.count)", moves: [(slot.name, move)]))
            }
        }
        // A two-slot transition now and then.
        if transitions.count >= 2, rng.chance(0.3) {
            let a = rng.pick(transitions), b = rng.pick(transitions)
            if a.moves[0].slot != b.moves[0].slot {
                transitions.append(Transition(name: "t\(transitions.count)", moves: a.moves + b.moves))
            }
        }
        // A screen's inputs go to the app's class: no answers for generated code to make.
        let inputs =
            index > 0 && kind != "screen" && rng.chance(0.4) ? [Field(name: "value", type: rng.pick(types))] : []
        return Container(
            name: "C\(index)", kind: kind, children: children, slots: slots, transitions: transitions,
            bindings: [], inputs: inputs, outputs: [])
    }

    private static func position(of name: String, _ children: [Child]) -> Int {
        children.firstIndex { $0.name == name } ?? 0
    }

    private static func moves(_ slot: Slot, _ children: [Child], _ rng: inout SplitMix) -> [String] {
        let duration = { (rng: inout SplitMix) in rng.chance(0.5) ? ", duration: 0.3" : "" }
        var out: [String] = []
        switch slot.kind {
        case "single":
            for a in slot.accepts { out.append("show: \(a)" + duration(&rng)) }
            if rng.chance(0.5) { out.append("clear") }
        case "stack":
            for a in slot.accepts.dropFirst() {
                out.append("push: \(a)" + duration(&rng))
                out.append("pop: 1, from: \(a)" + duration(&rng))
            }
            if rng.chance(0.3) { out.append("popToRoot") }
            if rng.chance(0.3) { out.append("pop") }
        case "tabs":
            for a in slot.accepts { out.append("select: \(a)") }
        default:
            for a in slot.accepts {
                out.append("present: \(a)" + duration(&rng) + (rng.chance(0.3) ? ", unlessPresenting: true" : ""))
                out.append("dismiss: \(a), from: \(a)" + duration(&rng))
            }
        }
        return out
    }

    /// `on:` for the outputs of each container's children: run, set then run, switch, emit.
    private mutating func addBindings(_ rng: inout SplitMix) {
        // Bottom up, so a container's own outputs exist before its parent binds them.
        for ci in containers.indices.reversed() {
            var container = containers[ci]
            for child in container.children {
                for output in outputs(of: child.type) where rng.chance(0.85) {
                    guard let actions = actions(for: output, in: &container, &rng) else { continue }
                    container.bindings.append(Binding(key: "\(child.name).\(output.name)", actions: actions))
                }
            }
            // `self.INPUT`: the container answers its own input (a set from its parent), with
            // the same actions but no switch (an input's answer never knows the value).
            for input in container.inputs where rng.chance(0.6) {
                let answered = Output(name: input.name, payload: [input])
                guard let actions = actions(for: answered, in: &container, &rng, switches: false) else { continue }
                container.bindings.append(Binding(key: "self.\(input.name)", actions: actions))
            }
            containers[ci] = container
        }
    }

    /// Routes to instances a walk from the root picks (any slot's child, presented ones too; one
    /// nothing shows is `unreachable-route`, and the spec is not clean); one of each two takes
    /// a URL parameter into an input of the opened instance.
    private mutating func addRoutes(_ rng: inout SplitMix) {
        guard rng.chance(0.4) else { return }
        for i in 0..<rng.int(1...2) {
            var path = containers[0].name, type = containers[0].name
            for _ in 0..<rng.int(1...3) {
                guard let c = containers.first(where: { $0.name == type }), !c.children.isEmpty else { break }
                let child = rng.pick(c.children)
                path += "/" + child.name
                type = child.type
            }
            guard path != containers[0].name else { continue }
            var url = "app://r\(i)"
            var set: String?
            if let input = inputs(of: type).first, rng.chance(0.5) {
                url += input.type == "String" ? "/{v}" : "/{v: \(input.type)}"
                set = "{ \(input.name): v }"
            }
            routes.append(Route(name: "r\(i)", url: url, open: path, set: set))
        }
    }

    /// A URL one of the routes matches, with a value for its parameter.
    func url(_ rng: inout SplitMix) -> String? {
        guard !routes.isEmpty else { return nil }
        let route = rng.pick(routes)
        guard let brace = route.url.firstIndex(of: "{") else { return route.url }
        let value =
            route.url.contains(": Int")
            ? String(rng.int(0...3))
            : route.url.contains(": Bool") ? rng.pick(["true", "false"]) : rng.pick(["a", "b"])
        return String(route.url[..<brace]) + value
    }

    func outputs(of type: String) -> [Output] {
        screens.first { $0.name == type }?.outputs ?? containers.first { $0.name == type }?.outputs ?? []
    }

    func inputs(of type: String) -> [Field] {
        screens.first { $0.name == type }?.inputs ?? containers.first { $0.name == type }?.inputs ?? []
    }

    private func actions(
        for output: Output, in container: inout Container, _ rng: inout SplitMix, switches: Bool = true
    ) -> [String]? {
        let transitions = container.transitions.map(\.name)
        let choice = rng.int(0...9)
        let field = output.payload.first
        if choice < 2, container.name != "C0", container.kind != "screen" {
            // Emit: the container raises an output of the same payload.
            let own = "out\(container.outputs.count)"
            container.outputs.append(Output(name: own, payload: output.payload))
            return ["{ emit: \(own) }"]
        }
        guard !transitions.isEmpty else { return nil }
        if choice < 4, switches, let field, field.type == "Bool", transitions.count >= 2 {
            return [
                "{ switch: \(field.name), cases: { true: \(rng.pick(transitions)), false: \(rng.pick(transitions)) } }"
            ]
        }
        if choice < 7, let field {
            // Set an input of the same type, then (often) a transition that may show that child.
            let targets = container.children.filter { inputs(of: $0.type).contains { $0.type == field.type } }
            if let target = targets.isEmpty ? nil : rng.pick(targets),
                let input = inputs(of: target.type).first(where: { $0.type == field.type })
            {
                let showing = container.transitions.filter { t in
                    t.moves.contains {
                        $0.move.hasPrefix("push: \(target.name)") || $0.move.hasPrefix("present: \(target.name)")
                    }
                }
                let run = showing.isEmpty || rng.chance(0.3) ? rng.pick(transitions) : rng.pick(showing).name
                return ["{ set: \(target.name).\(input.name), field: \(field.name) }"] + (rng.chance(0.8) ? [run] : [])
            }
        }
        return [rng.pick(transitions)]
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
