import KinshipSyntax

extension SpecValidator {
    /// A screen class or generated class that equals a type name generated code derives
    /// (`DerivedTypeNames`: `AppChildren` for container `App`, `MapControllerFactory` for class
    /// `MapController`) would be declared twice in the module: `class-conflict`. The usual spec
    /// has no class ending in a derived suffix and builds no table.
    mutating func checkDerivedTypeNames() {
        var classes: [(name: String, range: SourceRange?, what: String)] = []
        for i in spec.screens.indices where DerivedTypeNames.mayClash(spec.screens[i].className.value) {
            classes.append((spec.screens[i].className.value, spec.screens[i].className.range, "screen class"))
        }
        let mayClash = spec.firstContainerIndices.filter { i in
            DerivedTypeNames.mayClash(spec.containers[i].swiftClass)
                || DerivedTypeNames.mayClash(spec.containers[i].name.value)
        }
        if classes.isEmpty && mayClash.isEmpty { return }
        let generated = GeneratedClassNames(spec)
        for i in mayClash {
            let c = spec.containers[i]
            let at = c.className?.range ?? c.name.range
            if c.isScreen {
                // A presenting screen keeps the app's class; its presenter is checked as a generated class.
                classes.append((c.swiftClass, c.className?.range, "screen class"))
            }
            let name = generated.className(of: c.name.value, declared: GeneratedClassNames.declaredClass(c))
            classes.append((name, at, "generated class of container '\(c.name.value)'"))
        }
        let derived = DerivedTypeNames.derived(spec, generated: generated)
        var reported = Set<String>()
        for (name, range, what) in classes where !name.utf8.contains(UInt8(ascii: ".")) {
            guard let (rule, base) = derived[name], reported.insert(name + "@" + what).inserted else { continue }
            let from =
                rule.base == .generatedClass
                ? "class '\(base)'"
                : (spec.firstContainer(named: base) != nil ? "container '\(base)'" : "screen '\(base)'")
            let baseRange =
                spec.firstContainer(named: base).map { spec.containers[$0].name.range }
                ?? spec.screens.first { $0.name.value == base }?.name.range
            diagnostics.error(
                .classConflict,
                "\(what) '\(name)' is the name of the \(rule.what) generated for \(from) ('<\(rule.base == .generatedClass ? "Class" : "Name")>\(rule.suffix)'); generated code cannot declare both",
                at: range,
                notes: [
                    rule.base == .generatedClass
                        ? DiagnosticNote("rename the class, or the class it derives from")
                        : DiagnosticNote("generated code derives '\(name)' from \(from) here", at: baseRange)
                ])
        }
    }
}
