import KinshipSpec

/// Which names belong where a key takes a name: the semantic half of completion, which the
/// schema (shapes only) cannot tell. Keyed `mapping.key` as in `SpecSchema`.
enum NameContext {
    case children
    /// Children the slot at hand accepts (all children when the slot is unknown).
    case accepted
    case types
    case containers
    case slots
    case params
    case files
    case warnings
    /// The container's transitions (`on:` answers, `run`, switch cases).
    case transitions
    /// The container's own outputs (`emit`).
    case ownOutputs
    /// `child.input` for every input of every child (`set`).
    case childInputs
    /// `child.output` for every output of every child (the keys of `on:`).
    case childOutputs
    /// Instance paths from the root (`open:` of a route).
    case instancePaths
    /// Inputs of the instance a route opens (the keys of its `set:`).
    case routeInputs
    /// The parameters of a route's URL pattern (the values of its `set:`).
    case routeParameters

    static let table: [String: NameContext] = [
        "spec.root": .containers,
        "spec.imports": .files,
        "lint.disable": .warnings,
        "container.children": .types,
        "child.type": .types,
        "slot.accepts": .children,
        "slot.initial": .accepted,
        "slot.untappable": .accepted,
        "move.show": .accepted,
        "move.push": .accepted,
        "move.popTo": .accepted,
        "move.select": .accepted,
        "move.present": .accepted,
        "move.dismiss": .accepted,
        "move.from": .accepted,
        "container.on": .transitions,
        "action.run": .transitions,
        "action.cases": .transitions,
        "action.emit": .ownOutputs,
        "action.set": .childInputs,
        "route.open": .instancePaths,
        "route.set": .routeParameters,
    ]

    /// Names are keys here: a transition's slots, a child's arguments.
    static let keyTable: [String: NameContext] = [
        "container.transitions": .slots,
        "child.args": .params,
        // `userBack: { confirm: false }`: the stack's own children.
        "slot.userBack": .accepted,
        "container.on": .childOutputs,
        "route.set": .routeInputs,
    ]

    /// The context of a value or item written at the end of `trail` under `key`.
    static func forValue(trail: [(mapping: String, key: String)], place: SchemaLookup.Place, key: String)
        -> NameContext?
    {
        switch place {
        case .mapping(let m): return table["\(m.name).\(key)"]
        case .dictionary:
            // A dictionary's value: named by the key that holds the dictionary.
            guard let holder = trail.last(where: { !$0.mapping.isEmpty }) else { return nil }
            return table["\(holder.mapping).\(holder.key)"]
        }
    }

    /// The context of a dictionary key at `trail` (the dictionary's own entries are names).
    static func forKey(trail: [(mapping: String, key: String)]) -> NameContext? {
        guard let holder = trail.last(where: { !$0.mapping.isEmpty }) else { return nil }
        return keyTable["\(holder.mapping).\(holder.key)"]
    }
}

/// The container and slot a key path is inside, and the names the spec offers there.
struct NameScope {
    var spec: Spec?
    var path: [String]
    /// The spec file's directory, for `imports:` paths.
    var directory: String

    var container: Container? {
        guard path.count >= 2, path[0] == "containers" || path[0] == "screens" else { return nil }
        // A screen that presents is read as a container (`Container.isScreen`).
        return spec?.container(named: path[1]).flatMap { $0.isScreen == (path[0] == "screens") ? $0 : nil }
    }

    /// The slot of `slots: { S: … }` or of a move `transitions: { T: { S: … } }`.
    var slot: Slot? {
        guard let c = container, path.count >= 4 else { return nil }
        if path[2] == "slots" { return c.slot(named: path[3]) }
        if path[2] == "transitions", path.count >= 5 { return c.slot(named: path[4]) }
        return nil
    }

    func names(_ context: NameContext) -> [(name: String, detail: String)] {
        switch context {
        case .children:
            return container?.children.map { ($0.name.value, "child · \($0.type.value)") } ?? []
        case .accepted:
            guard let c = container else { return [] }
            let accepted = slot.map { s in c.children.filter { s.accepts($0.name.value) } } ?? c.children
            return accepted.map { ($0.name.value, "child · \($0.type.value)") }
        case .types:
            return (spec?.screens.map { ($0.name.value, "screen · \($0.className.value)") } ?? [])
                + (spec?.containers.map {
                    (
                        $0.name.value,
                        $0.isScreen ? "screen · \($0.swiftClass) · presents" : "container · \($0.kind.rawValue)"
                    )
                } ?? [])
        case .containers:
            return spec?.containers.filter { !$0.isScreen }.map { ($0.name.value, "container · \($0.kind.rawValue)") }
                ?? []
        case .slots:
            guard let c = container else { return [] }
            let declared = c.slots.map { ($0.name.value, "slot · \(c.kind(of: $0).rawValue)") }
            let preset = c.kind.knownPresetSlots.filter { p in !c.slots.contains { $0.name.value == p.name } }.map {
                ($0.name, "slot · \($0.kind.rawValue)")
            }
            return declared + preset
        case .params:
            // `children: { one: { type: Page, args: { | } } }`: the parameters of the child's screen.
            guard let c = container, path.count >= 4, path[2] == "children", let child = c.child(named: path[3]),
                let screen = spec?.screen(named: child.type.value)
            else { return [] }
            return screen.params.map { ($0.name.value, "parameter · \($0.type.value)") }
        case .files:
            let found =
                (try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? []
            return found.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted().map { ($0, "spec file") }
        case .warnings:
            return DiagnosticID.sortedCases.map { ($0.rawValue, $0.help) }
        case .transitions:
            return container?.transitions.map { t in
                (
                    t.name.value,
                    "transition · "
                        + t.moves.map { "\($0.slot.value): \($0.operation.value.keyword)" }.joined(separator: ", ")
                )
            } ?? []
        case .ownOutputs:
            return container?.outputs.map { ($0.name.value, "output of \(path[1])") } ?? []
        case .childInputs:
            return interface(\.inputs).map { ("\($0.child).\($0.name)", "input · \($0.detail)") }
        case .childOutputs:
            // The container's own inputs are answered there too, as `self.INPUT`.
            let own = container?.inputs.map { ("self." + $0.name.value, "own input · \($0.type.value)") } ?? []
            return interface(\.outputs).map { ("\($0.child).\($0.name)", "output · \($0.detail)") } + own
        case .instancePaths:
            return instancePaths().map { ($0, "instance") }
        case .routeInputs:
            guard let type = routeTarget() else { return [] }
            let inputs = spec?.inputs(ofType: type) ?? []
            return inputs.map { ($0.name.value, "input of \(type) · \($0.type.value)") } + levelInputs()
        case .routeParameters:
            return route?.pattern?.parameters.map { ($0.name, "URL parameter · \($0.type.rawValue)") } ?? []
        }
    }

    /// The route of `routes: { R: … }`.
    private var route: Route? {
        guard path.count >= 2, path[0] == "routes" else { return nil }
        return spec?.routes.first { $0.name.value == path[1] }
    }

    /// `SEGMENT.INPUT` for each instance on the way (the segments between the root and the last).
    private func levelInputs() -> [(name: String, detail: String)] {
        guard let spec, let route, let first = route.open.first?.value else { return [] }
        var type = first
        var out: [(name: String, detail: String)] = []
        for segment in route.open.dropFirst().dropLast() {
            guard let child = spec.container(named: type)?.child(named: segment.value) else { break }
            type = child.type.value
            out += spec.inputs(ofType: type).map {
                (segment.value + "." + $0.name.value, "input of \(type) on the way · \($0.type.value)")
            }
        }
        return out
    }

    /// The type of the instance the route's `open:` names, followed child by child from the root.
    private func routeTarget() -> String? {
        guard let spec, let route, let first = route.open.first?.value, spec.container(named: first) != nil else {
            return nil
        }
        var type = first
        for segment in route.open.dropFirst() {
            guard let child = spec.container(named: type)?.child(named: segment.value) else { return nil }
            type = child.type.value
        }
        return type
    }

    private struct Interface {
        var inputs: [(name: String, detail: String)]
        var outputs: [(name: String, detail: String)]
    }

    /// Each child's inputs or outputs, from its screen's or container's declaration.
    private func interface(_ part: KeyPath<Interface, [(name: String, detail: String)]>) -> [(
        child: String, name: String, detail: String
    )] {
        guard let c = container, let spec else { return [] }
        return c.children.flatMap { child -> [(child: String, name: String, detail: String)] in
            let type = child.type.value
            let found: Interface
            if let s = spec.screen(named: type) {
                found = Interface(
                    inputs: s.inputs.map { ($0.name.value, $0.type.value) },
                    outputs: s.outputs.map { ($0.name.value, type) })
            } else if let k = spec.container(named: type) {
                found = Interface(
                    inputs: k.inputs.map { ($0.name.value, $0.type.value) },
                    outputs: k.outputs.map { ($0.name.value, type) })
            } else {
                return []
            }
            return found[keyPath: part].map { (child.name.value, $0.name, $0.detail) }
        }
    }

    /// `Root`, `Root/child`, … breadth first from the root, bounded (a wide tree is not listed whole).
    private func instancePaths(limit: Int = 500) -> [String] {
        guard let spec, let root = spec.root?.value, spec.container(named: root) != nil else { return [] }
        var paths: [String] = []
        var queue: [(path: String, type: String, depth: Int)] = [(root, root, 1)]
        var next = 0
        while next < queue.count, paths.count < limit {
            let (path, type, depth) = queue[next]
            next += 1
            paths.append(path)
            guard depth < 16, let c = spec.container(named: type) else { continue }
            for child in c.children { queue.append((path + "/" + child.name.value, child.type.value, depth + 1)) }
        }
        return paths
    }
}

import Foundation
import KinshipSyntax
