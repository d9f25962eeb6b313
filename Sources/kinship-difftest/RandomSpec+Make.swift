/// Drawing a random spec from the whole DSL: every key and closed-set value of `kinship schema`
/// (`scripts/difftest --coverage` counts them), names from `NamePool`, nesting past three
/// levels, recursion through repeated children, imports over several files, routes with
/// several placeholders, query items and escapes. A third of the specs use the presets alone
/// (no custom container), so the SwiftUI comparison has specs it can take (DESIGN.md).
extension RandomSpec {
    static let types = ["Int", "String", "Bool"]
    static let viewAnimations = [
        "crossDissolve", "flipFromLeft", "flipFromRight", "flipFromTop", "flipFromBottom", "curlUp", "curlDown",
        "slideUp", "slideDown", "slideLeft", "slideRight", "none",
    ]
    static let modalAnimations = ["coverVertical", "crossDissolve", "flipHorizontal", "partialCurl"]
    static let styles = [
        "pageSheet", "fullScreen", "formSheet", "overFullScreen", "currentContext", "overCurrentContext",
    ]

    static func make(_ rng: inout SplitMix) -> RandomSpec {
        var names = NamePool(&rng)
        let presetsOnly = rng.chance(0.34)
        let screenCount = rng.int(2...5)
        var screens: [Screen] = []
        for i in 0..<screenCount {
            var outputs: [Output] = []
            for o in 0..<rng.int(0...2) {
                let payload =
                    rng.chance(0.5)
                    ? [] : [Field(name: names.name("v", scope: "field", &rng), type: rng.pick(types))]
                outputs.append(
                    Output(name: names.name(["tapped", "picked"][o], scope: "out\(i)", &rng), payload: payload))
            }
            let inputs =
                rng.chance(0.4)
                ? [
                    Field(
                        name: names.name("value", scope: "in\(i)", refused: NamePool.refusedScreenInput, &rng),
                        type: rng.pick(types))
                ] : []
            var screen = Screen(
                name: names.name("S\(i)", scope: "type", &rng), outputs: outputs, inputs: inputs,
                title: rng.chance(0.2) ? rng.pick(["Home", "\"Ré sumé\"", "'A: b'"]) : nil)
            if rng.chance(0.15) { screen.params = [Field(name: "id", type: rng.pick(["Int", "String", "Bool"]))] }
            screen.bars = barKeys(&rng)
            screens.append(screen)
        }
        // Past three levels now and then: the tree limits count levels, not breadth.
        let containerCount = rng.chance(0.2) ? rng.int(4...6) : rng.int(1...3)
        let containerNames = (0..<containerCount).map { names.name("C\($0)", scope: "type", &rng) }
        var containers: [Container] = []
        for i in 0..<containerCount {
            containers.append(
                makeContainer(i, containerNames, screens, presetsOnly: presetsOnly, &names, &rng))
        }
        var spec = RandomSpec(screens: screens, containers: containers, importsScreens: rng.chance(0.3))
        if Self.fitsSwiftUI, presetsOnly || !containers.contains(where: { $0.kind == "custom" }) { spec.fitSwiftUI() }
        if spec.importsScreens, screens.count > 2, rng.chance(0.5) {
            for i in spec.screens.indices where i % 2 == 1 { spec.screens[i].deepFile = true }
        }
        for i in spec.containers.indices.dropFirst() where rng.chance(0.25) { spec.containers[i].inParts = true }
        if rng.chance(0.1) { spec.lint = [rng.pick(["unused-child", "no-way-back", "output-ignored"])] }
        for pass in declarationPasses { pass(&spec, &names, &rng) }
        spec.addBindings(&names, &rng)
        spec.addRoutes(&names, &rng)
        for pass in answerPasses { pass(&spec, &names, &rng) }
        return spec
    }

    private static func makeContainer(
        _ index: Int, _ names: [String], _ screens: [Screen], presetsOnly: Bool, _ pool: inout NamePool,
        _ rng: inout SplitMix
    ) -> Container {
        let me = names[index]
        // Not the root: a root is a container.
        let kind =
            index > 0 && rng.chance(0.2)
            ? "screen"
            : rng.pick(
                presetsOnly ? ["navigation", "tabs", "split"] : ["navigation", "tabs", "custom", "custom", "split"])
        var children: [Child] = []
        // Types: screens, and containers after this one (a tree), each at most once per container.
        let laterContainers = Array(names.dropFirst(index + 1))
        let childCount = rng.int(2...4)
        for n in 0..<childCount {
            let type = !laterContainers.isEmpty && rng.chance(0.35) ? rng.pick(laterContainers) : rng.pick(screens).name
            children.append(
                Child(
                    name: pool.name("c\(n)", scope: "child:\(me)", refused: NamePool.refusedChild, &rng), type: type,
                    many: false))
        }
        // Containers not yet used by anyone but this one must appear somewhere: the next one.
        if index + 1 < names.count, !children.contains(where: { $0.type == names[index + 1] }) {
            children[children.count - 1].type = names[index + 1]
        }
        // Recursion: a repeated child of this container's type or an earlier one's (made on push only).
        var recursive: String?
        if kind == "navigation" || kind == "custom", rng.chance(0.12) {
            let name = pool.name("again", scope: "child:\(me)", refused: NamePool.refusedChild, &rng)
            children.append(Child(name: name, type: rng.pick(Array(names.prefix(index + 1))), many: true))
            recursive = name
        }
        for i in children.indices where rng.chance(0.1) { children[i].title = "T\(i)" }
        for i in children.indices {
            if let screen = screens.first(where: { $0.name == children[i].type }), !screen.params.isEmpty {
                children[i].args = screen.params.map { p in
                    "\(p.name): " + (p.type == "Int" ? String(rng.int(0...9)) : p.type == "Bool" ? "true" : "x\(i)")
                }
            }
        }
        var slots: [Slot] = []
        var splitRepeated: [String] = []
        var pool2 = children.map(\.name).filter { $0 != recursive }
        func take(_ n: Int) -> [String] {
            let k = min(n, pool2.count)
            let taken = Array(pool2.prefix(k))
            pool2.removeFirst(k)
            return taken
        }
        func many(_ name: String) { children[position(of: name, children)].many = true }
        func slotName(_ fallback: String) -> String { pool.name(fallback, scope: "slot:\(me)", &rng) }
        switch kind {
        case "navigation":
            var accepts = take(rng.int(2...3))
            for name in accepts.dropFirst() where rng.chance(0.5) { many(name) }
            if let recursive { accepts.append(recursive) }
            var slot = Slot(name: "content", kind: "stack", accepts: accepts, initial: [accepts[0]], style: nil)
            if rng.chance(0.2) { slot.extra.append("userBack: false") }
            slots.append(slot)
        case "tabs":
            let accepts = take(rng.int(2...3))
            var slot = Slot(name: "content", kind: "tabs", accepts: accepts, initial: [accepts[0]], style: nil)
            if rng.chance(0.25) { slot.extra.append("untappable: [\(accepts[accepts.count - 1])]") }
            slots.append(slot)
        case "split":
            let columns = splitColumns(take, { pool2.count }, screens, &rng)
            slots += columns.slots
            children += columns.children
            splitRepeated = columns.repeated
        default:
            var slotIndex = 0
            while !pool2.isEmpty {
                let slotKind =
                    kind == "screen" ? "presentation" : rng.pick(["single", "stack", "presentation", "single"])
                var accepts = take(rng.int(1...2))
                var initial: [String] = []
                if slotKind == "stack" {
                    initial = [accepts[0]]
                    for name in accepts.dropFirst() where rng.chance(0.5) { many(name) }
                    if let r = recursive, !slots.contains(where: { $0.accepts.contains(r) }) { accepts.append(r) }
                } else if slotKind == "single", rng.chance(0.6) {
                    initial = [accepts[0]]
                } else if slotKind == "presentation" {
                    for name in accepts where rng.chance(0.4) { many(name) }
                }
                var slot = Slot(
                    name: slotName("s\(slotIndex)"), kind: slotKind, accepts: accepts, initial: initial,
                    style: slotKind == "presentation" ? rng.pick(styles) : nil)
                if slotKind == "presentation", rng.chance(0.25) {
                    slot.extra.append("dismissible: false")
                    if !["pageSheet", "formSheet"].contains(slot.style ?? "") { slot.style = "pageSheet" }
                }
                slots.append(slot)
                slotIndex += 1
            }
        }
        let toolbarPage = showsToolbarPage(kind: kind, slots, children, screens)
        if let (child, drawn) = accessorySlot(kind: kind, screens, toolbarPage: toolbarPage, &rng) {
            var slot = drawn
            sharePage(kind: kind, &slot, slots, children, rng)  // RandomSpec+AccessoryInsets.swift
            children.append(child); slots.append(slot)
        }
        // Presets may present too.
        if kind != "custom", kind != "screen", !pool2.isEmpty {
            let accepts = take(pool2.count)
            for name in accepts where rng.chance(0.4) { many(name) }
            var slot = Slot(
                name: "sheet", kind: "presentation", accepts: accepts, initial: [],
                style: rng.pick(styles))
            if rng.chance(0.2) {
                slot.extra.append("dismissible: false")
                slot.style = rng.pick(["pageSheet", "formSheet"])
            }
            slots.append(slot)
        }
        // A recursive child no slot took (a tabs or split container) has nowhere to live.
        // Children no slot took have nowhere to live: drop them.
        let placed = Set(slots.flatMap(\.accepts))
        children.removeAll { !placed.contains($0.name) }
        var layout: String?
        if kind == "custom" { layout = makeLayout(&slots, &rng) }
        // Now and then a presentation slot that accepts nothing (it stays empty), drawn on a
        // stream of its own so that the shared sequence, and so other specs, stay as they were.
        var empty = SplitMix(seed: rng.state ^ 0x5EED_E4E4_0000_0A11)
        if kind != "screen", empty.chance(0.04) {
            slots.append(Slot(name: "never", kind: "presentation", accepts: [], initial: [], style: empty.pick(styles)))
        }
        var transitions: [Transition] = []
        let refusedTransition = NamePool.refusedTransition(kind: kind)
        func transitionName() -> String {
            pool.name("t\(transitions.count)", scope: "transition:\(me)", refused: refusedTransition, &rng)
        }
        for slot in slots {
            for move in moves(slot, children, kind: kind, &rng) {
                transitions.append(Transition(name: transitionName(), moves: [(slot.name, move)]))
            }
        }
        // A two-slot transition now and then.
        if transitions.count >= 2, rng.chance(0.3) {
            let a = rng.pick(transitions), b = rng.pick(transitions)
            if a.moves[0].slot != b.moves[0].slot {
                transitions.append(Transition(name: transitionName(), moves: a.moves + b.moves))
            }
        }
        // A split's repeated detail children (RandomSpec+Splits.swift), after the draws above.
        for name in splitRepeated { many(name) }
        // A screen's inputs go to the app's class: no answers for generated code to make.
        let inputs =
            index > 0 && kind != "screen" && rng.chance(0.4)
            ? [
                Field(
                    name: pool.name(
                        "value", scope: "input:\(me)",
                        refused: NamePool.refusedInput(kind: kind, slots: slots.map(\.name)), &rng),
                    type: rng.pick(types))
            ] : []
        return Container(
            name: me, kind: kind, children: children, slots: slots, transitions: transitions,
            bindings: [], inputs: inputs, outputs: [], layout: layout,
            forwardsAppearance: kind != "custom" || !rng.chance(0.2),
            presetClass: kind != "custom" && kind != "screen"
                && (NamePool.keywords.contains(me) || NamePool.types.contains(me) || rng.chance(0.2)),
            explicitKind: rng.chance(0.2))
    }

    /// A custom container's layout, with the slot keys it takes (sizes, frames, areas).
    private static func makeLayout(_ slots: inout [Slot], _ rng: inout SplitMix) -> String? {
        let laid = slots.indices.filter { slots[$0].kind != "presentation" }
        for i in laid where rng.chance(0.1) { slots[i].extra.append("area: \(rng.pick(["bounds", "safeArea"]))") }
        let area = rng.chance(0.3) ? ", area: \(rng.pick(["safeArea", "bounds"]))" : ""
        switch rng.int(0...5) {
        case 0: return nil
        case 1: return rng.chance(0.5) ? "overlay" : "{ kind: overlay, insets: \(rng.int(0...12))\(area) }"
        case 2: return rng.pick(["vertical", "horizontal"])
        case 3:
            // Frames at a design size, each inside it, with autoresizing masks.
            let (w, h) = rng.pick([(390, 844), (320, 480), (1024, 768)])
            for (n, i) in laid.enumerated() {
                let y = n * h / max(1, laid.count)
                slots[i].extra.append("frame: [0, \(y), \(w), \(h / max(1, laid.count))]")
                if rng.chance(0.7) {
                    let masks = [
                        "flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin", "flexibleTopMargin",
                        "flexibleHeight", "flexibleBottomMargin",
                    ]
                    slots[i].extra.append(
                        "autoresizing: "
                            + (rng.chance(0.5) ? rng.pick(masks) : "[\(rng.pick(masks)), \(rng.pick(masks))]"))
                }
            }
            return rng.chance(0.5)
                ? "{ kind: frames, designSize: \(w)x\(h)\(area) }" : "{ kind: frames, designSize: \(w).5x\(h)\(area) }"
        default:
            // Stacks with sizes (points, percentages adding up to 100% at most, fill), spacing, insets.
            var percent = 100
            for i in laid where rng.chance(0.6) {
                switch rng.int(0...3) {
                case 0: slots[i].extra.append("size: \(rng.int(40...200))")
                case 1: slots[i].extra.append("size: \(rng.int(40...200))pt")
                case 2:
                    let p = rng.int(0...percent)
                    percent -= p
                    slots[i].extra.append("size: \(p)%")
                default: slots[i].extra.append("size: fill")
                }
            }
            var keys = ["kind: \(rng.pick(["vertical", "horizontal"]))"]
            if rng.chance(0.6) { keys.append("spacing: \(rng.pick(["0", "8", "12.5"]))") }
            if rng.chance(0.6) {
                keys.append(
                    rng.chance(0.5)
                        ? "insets: \(rng.int(0...20))"
                        : "insets: { top: \(rng.int(0...20)), left: \(rng.int(0...9)), bottom: \(rng.int(0...20)), right: \(rng.int(0...9)) }"
                )
            }
            return "{ " + keys.joined(separator: ", ") + area + " }"
        }
    }

    static func position(of name: String, _ children: [Child]) -> Int {
        children.firstIndex { $0.name == name } ?? 0
    }

    /// Each move a slot can make: every operation of its kind, with guards (`from:`, one child
    /// or a list), animations and durations now and then.
    private static func moves(_ slot: Slot, _ children: [Child], kind: String, _ rng: inout SplitMix) -> [String] {
        let custom = kind == "custom"
        func animated(_ modal: Bool, _ rng: inout SplitMix) -> String {
            guard rng.chance(0.5) else { return "" }
            // Presets animate through UIKit's own calls; their moves take a duration alone.
            let animation =
                modal ? rng.pick(modalAnimations) : custom && rng.chance(0.6) ? rng.pick(viewAnimations) : nil
            return (animation.map { ", animation: \($0)" } ?? "") + ", duration: 0.3"
        }
        func guarded(_ rng: inout SplitMix) -> String {
            guard rng.chance(0.3), let first = slot.accepts.first else { return "" }
            let held = slot.accepts.filter { name in !(children.first { $0.name == name }?.many ?? false) }
            if held.count >= 2, rng.chance(0.5) { return ", from: [\(held[0]), \(held[1])]" }
            return ", from: \(held.first ?? first)"
        }
        var out: [String] = []
        switch slot.kind {
        case "single":
            for a in slot.accepts { out.append("show: \(a)" + guarded(&rng) + animated(false, &rng)) }
            if rng.chance(0.5) { out.append(rng.chance(0.5) ? "clear" : "clear: true" + guarded(&rng)) }
        case "stack":
            for a in slot.accepts.dropFirst() {
                out.append("push: \(a)" + guarded(&rng) + animated(false, &rng))
                out.append("pop: 1, from: \(a)" + animated(false, &rng))
            }
            if rng.chance(0.3) { out.append(rng.chance(0.5) ? "popToRoot" : "popToRoot: true" + guarded(&rng)) }
            if rng.chance(0.3) { out.append("pop") }
            if rng.chance(0.3) { out.append("pop: \(rng.int(2...3))" + guarded(&rng)) }
            if rng.chance(0.3) { out.append("popTo: \(slot.accepts[0])" + animated(false, &rng)) }
        case "accessory": out += accessoryMoves(slot, &rng)
        case "tabs":
            for a in slot.accepts { out.append("select: \(a)" + guarded(&rng)) }
        default:
            // partialCurl needs a full-screen presentation (UIKit raises otherwise).
            func modal(_ rng: inout SplitMix) -> String {
                let animation = animated(true, &rng)
                return slot.style == "fullScreen"
                    ? animation : animation.replacingOccurrences(of: "partialCurl", with: "crossDissolve")
            }
            for a in slot.accepts {
                out.append("present: \(a)" + modal(&rng) + (rng.chance(0.3) ? ", unlessPresenting: true" : ""))
                out.append("dismiss: \(a)" + (rng.chance(0.5) ? ", from: \(a)" : "") + modal(&rng))
            }
        }
        return out
    }
}

extension RandomSpec {
    /// `on:` for the outputs of each container's children: run, set then run, switch, emit.
    mutating func addBindings(_ names: inout NamePool, _ rng: inout SplitMix) {
        // Bottom up, so a container's own outputs exist before its parent binds them.
        for ci in containers.indices.reversed() {
            var container = containers[ci]
            for child in container.children {
                for output in outputs(of: child.type) where rng.chance(0.85) {
                    guard let actions = actions(for: output, in: &container, root: ci == 0, &names, &rng) else {
                        continue
                    }
                    container.bindings.append(Binding(key: "\(child.name).\(output.name)", actions: actions))
                }
            }
            // `self.INPUT`: the container answers its own input (a set from its parent), with
            // the same actions but no switch (an input's answer never knows the value). It sets
            // no child of its own type or an earlier one's (a recursive child): that child's
            // answer would set its own in turn, without end (`answer-cycle`). Children's types
            // otherwise come later in `containers`, so no chain of answers comes back.
            let later = Set(containers[(ci + 1)...].map(\.name))
            let ahead = { (child: Child) in
                later.contains(child.type) || !self.containers.contains { $0.name == child.type }
            }
            for input in container.inputs where rng.chance(0.6) {
                let answered = Output(name: input.name, payload: [input])
                guard
                    let actions = actions(
                        for: answered, in: &container, root: ci == 0, &names, &rng, switches: false, setting: ahead)
                else { continue }
                container.bindings.append(Binding(key: "self.\(input.name)", actions: actions))
            }
            containers[ci] = container
        }
    }

    /// Routes to instances a walk from the root picks (any slot's child, presented ones too; one
    /// nothing shows is `unreachable-route`, and the spec is not clean). A route's path mixes
    /// literal segments (escaped letters among them) and placeholders, one of which may set an
    /// input of the opened instance and another one of an instance on the way; query items
    /// bind more (optional) placeholders.
    mutating func addRoutes(_ names: inout NamePool, _ rng: inout SplitMix) {
        guard rng.chance(0.45) else { return }
        for i in 0..<rng.int(1...3) {
            var path = containers[0].name, type = containers[0].name
            var steps: [(segment: String, type: String)] = []
            for _ in 0..<rng.int(1...4) {
                guard let c = containers.first(where: { $0.name == type }),
                    !c.children.isEmpty
                else { break }
                let child = rng.pick(c.children)
                path += "/" + child.name
                type = child.type
                steps.append((child.name, type))
            }
            guard !steps.isEmpty else { continue }
            var route = Route(
                name: names.name("r\(i)", scope: "route", &rng), host: rng.pick(["r\(i)", "R\(i).example", "h-\(i)"]),
                parts: [], open: path)
            var placeholders = 0
            func placeholder(_ rng: inout SplitMix) -> String {
                placeholders += 1
                // A placeholder name has one type in every route: each route has its own names.
                return "p\(i)_\(placeholders)"
            }
            if rng.chance(0.4) {
                route.parts.append(
                    rng.pick([.literal(pattern: "caf%C3%A9", raw: "café"), .literal(pattern: "items", raw: "items")]))
            }
            // The opened instance's input, from a path placeholder or a query item.
            if let input = inputs(of: type).first, rng.chance(0.6) {
                let name = placeholder(&rng)
                // A placeholder's type is plain; it may set an optional input (`Int` sets `Int?`).
                let type = Self.plain(input.type)
                route.parts.append(
                    rng.chance(0.7)
                        ? .parameter(name: name, type: type) : .query(key: "q", name: name, type: type))
                route.set.append("\(input.name): \(name)")
            }
            // An instance on the way: `SEGMENT.input`.
            if steps.count > 1,
                let (segment, t) = steps.dropLast().first(where: { step in
                    !inputs(of: step.type).isEmpty && steps.filter { $0.segment == step.segment }.count == 1
                }),
                let input = inputs(of: t).first, rng.chance(0.6)
            {
                let name = placeholder(&rng)
                route.parts.append(.parameter(name: name, type: Self.plain(input.type)))
                route.set.append("\(segment).\(input.name): \(name)")
            }
            // A literal segment after a placeholder.
            if placeholders > 0, rng.chance(0.5) { route.parts.append(.literal(pattern: "edit", raw: "edit")) }
            if route.parts.allSatisfy({ if case .query = $0 { true } else { false } }) {
                route.parts.insert(.literal(pattern: "x\(i)", raw: "x\(i)"), at: 0)
            }
            routes.append(route)
        }
    }

    /// A URL one of the routes matches, with values for its placeholders: literals written
    /// escaped or raw (both in one URL now and then), query items sometimes missing or joined
    /// by one the route does not name.
    func url(_ rng: inout SplitMix) -> String? {
        guard !routes.isEmpty else { return nil }
        let route = rng.pick(routes)
        var raw = rng.chance(0.5)
        let mixes = rng.chance(0.3)
        var path = "", query: [String] = []
        func value(_ type: String, _ rng: inout SplitMix) -> String {
            switch type {
            case "Int": String(rng.int(0...3))
            case "Bool": rng.pick(["true", "false"])
            default: raw ? rng.pick(["a", "b", "né"]) : rng.pick(["a", "b", "a%20b", "n%C3%A9"])
            }
        }
        for part in route.parts {
            switch part {
            case .literal(let pattern, let literal):
                path += "/" + (raw ? literal : pattern)
                if mixes { raw.toggle() }
            case .parameter(_, let type): path += "/" + value(type, &rng)
            case .query(let key, _, let type): if rng.chance(0.8) { query.append("\(key)=\(value(type, &rng))") }
            }
        }
        if rng.chance(0.2) { query.insert("utm=x", at: 0) }
        return "app://\(route.host)" + path + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }

    /// A type without its optional mark: `Int` for `Int?`.
    static func plain(_ type: String) -> String { type.hasSuffix("?") ? String(type.dropLast()) : type }

    func outputs(of type: String) -> [Output] {
        screens.first { $0.name == type }?.outputs ?? containers.first { $0.name == type }?.outputs ?? []
    }

    func inputs(of type: String) -> [Field] {
        screens.first { $0.name == type }?.inputs ?? containers.first { $0.name == type }?.inputs ?? []
    }

    private func actions(
        for output: Output, in container: inout Container, root: Bool, _ names: inout NamePool,
        _ rng: inout SplitMix, switches: Bool = true, setting settable: (Child) -> Bool = { _ in true }
    ) -> [String]? {
        let transitions = container.transitions.map(\.name)
        let choice = rng.int(0...9)
        let field = output.payload.first
        if choice < 2, !root, container.kind != "screen", switches {
            // Emit: the container raises an output of the same payload.
            let own = names.name("out\(container.outputs.count)", scope: "emit:\(container.name)", &rng)
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
            // A value of `T` sets an input of `T` or of `T?`; a value of `T?` only one of `T?`.
            let fits = { (input: Field) in input.type == field.type || Self.plain(input.type) == field.type }
            let targets = container.children.filter { settable($0) && inputs(of: $0.type).contains(where: fits) }
            if let target = targets.isEmpty ? nil : rng.pick(targets),
                let input = inputs(of: target.type).first(where: fits)
            {
                let showing = container.transitions.filter { t in
                    t.moves.contains {
                        $0.move.hasPrefix("push: \(target.name)") || $0.move.hasPrefix("present: \(target.name)")
                    }
                }
                let run = showing.isEmpty || rng.chance(0.3) ? rng.pick(transitions) : rng.pick(showing).name
                let set =
                    rng.chance(0.5)
                    ? "{ set: \(target.name).\(input.name), field: \(field.name) }"
                    : "{ set: \(target.name).\(input.name) }"
                return [set] + (rng.chance(0.8) ? [rng.chance(0.5) ? run : "{ run: \(run) }"] : [])
            }
        }
        return [rng.pick(transitions)]
    }
}
