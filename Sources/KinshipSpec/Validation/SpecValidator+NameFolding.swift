import KinshipSyntax

extension SpecValidator {
    /// grammar.md "Names and identifiers": generated Swift capitalises a name's first letter to
    /// build others from it (`make` + `Foo`, `Main` + `Slot`, `match` + `R`, `Map` + `Outputs`), so
    /// two names of one scope that differ only there (`main`, `Main`) would declare one Swift name
    /// twice. Reported at the later name, with a note at the earlier: what `generate` would write
    /// and Swift refuse, `check` reports.
    mutating func checkFoldedNames(_ names: [Name], _ what: String, generates example: (String) -> String) {
        guard names.count > 1, !Self.cannotFold(names) else { return }
        // Capitalised form → the first name that has it.
        var first: [String: Name] = [:]
        first.reserveCapacity(names.count)
        for name in names {
            let folded = Self.upperFirst(name.value)
            guard let earlier = first[folded] else {
                first[folded] = name
                continue
            }
            // Two declarations of one name are another finding (`duplicate-key`, `duplicate-name`).
            guard earlier.value != name.value else { continue }
            diagnostics.error(
                .nameCollision,
                "\(what) '\(Self.visible(name.value))' differs from \(what) '\(Self.visible(earlier.value))' only in its first letter's case; generated Swift capitalises it (`\(example(folded))`), so the two would be one name",
                at: name.range,
                notes: [DiagnosticNote("'\(Self.visible(earlier.value))' declared here", at: earlier.range)])
        }
    }

    /// `startMap` → `StartMap`, as generated code spells it (`SwiftName.upperFirst`).
    static func upperFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// Names whose first letters are all ASCII lowercase, or all leave capitalising unchanged
    /// (ASCII, not a lowercase letter), cannot meet after it: nearly every scope, with no table.
    static func cannotFold(_ names: some Sequence<Name>) -> Bool {
        var lower = true, unchanged = true
        for name in names {
            guard let byte = name.value.utf8.first, byte < 0x80 else { return false }
            let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
            lower = lower && isLower
            unchanged = unchanged && !isLower
            if !lower && !unchanged { return false }
        }
        return true
    }

    /// The names of one screen or container type that generated code capitalises.
    mutating func checkFoldedInterfaceNames(outputs: [Output], inputs: [Param]) {
        // Each scope is scanned in place first: nearly every one cannot fold, and needs no array.
        if outputs.count > 1, !Self.cannotFold(outputs.lazy.map(\.name)) {
            checkFoldedNames(outputs.map(\.name), "output") { "on<Child>" + $0 }
        }
        if inputs.count > 1, !Self.cannotFold(inputs.lazy.map(\.name)) {
            checkFoldedNames(inputs.map(\.name), "input") { "onSelf" + $0 }
        }
    }

    /// Children, slots, outputs and inputs of a container, and its answers' methods.
    mutating func checkFoldedContainerNames(_ container: Container) {
        if container.children.count > 1, !Self.cannotFold(container.children.lazy.map(\.name)) {
            checkFoldedNames(container.children.map(\.name), "child") { "make" + $0 }
        }
        if container.slots.count > 1, !Self.cannotFold(container.slots.lazy.map(\.name)) {
            checkFoldedNames(container.slots.map(\.name), "slot") { $0 + "Slot" }
        }
        checkFoldedInterfaceNames(outputs: container.outputs, inputs: container.inputs)
        checkAnswerMethods(container.bindings)
    }

    /// Each `on:` answer becomes a method `on` + child + output, capitalised and joined
    /// (`onStartMapMoved`): two keys that join alike (`a.bC`, `aB.c`) would declare it twice.
    mutating func checkAnswerMethods(_ bindings: [Binding]) {
        guard bindings.count > 1 else { return }
        var first: [String: Binding] = [:]
        first.reserveCapacity(bindings.count)
        for binding in bindings {
            let method = "on" + Self.upperFirst(binding.child.value) + Self.upperFirst(binding.output.value)
            guard let earlier = first[method] else {
                first[method] = binding
                continue
            }
            // One key twice is `duplicate-binding`; keys differing in a first letter's case were
            // reported with the children or outputs.
            guard earlier.child.value != binding.child.value, earlier.output.value != binding.output.value else {
                continue
            }
            diagnostics.error(
                .nameCollision,
                "answer '\(Self.visible(binding.key.value))' and answer '\(Self.visible(earlier.key.value))' would both be generated as method '\(method)'",
                at: binding.key.range,
                notes: [DiagnosticNote("'\(Self.visible(earlier.key.value))' answered here", at: earlier.key.range)])
        }
    }

    /// Screens and containers (one namespace) and routes, over the import graph.
    mutating func checkFoldedGlobalNames() {
        // Scanned in place first, as a container's names are: tens of thousands of types that
        // cannot fold need no array of their names.
        let screens = spec.screens, containers = spec.containers
        let types = (0..<(screens.count + containers.count)).lazy.map { i in
            i < screens.count ? screens[i].name : containers[i - screens.count].name
        }
        if !Self.cannotFold(types) {
            checkFoldedNames(screens.map(\.name) + containers.map(\.name), "screen or container") { "make" + $0 }
        }
        if spec.routes.count > 1, !Self.cannotFold(spec.routes.lazy.map(\.name)) {
            checkFoldedNames(spec.routes.map(\.name), "route") { "match" + $0 }
        }
    }
}
