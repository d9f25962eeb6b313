extension SpecValidator {
    /// What `kinship generate` would refuse about class names, reported here, located: each
    /// container generates a Swift class (see `GeneratedClassNames`), which must be a plain name
    /// and clash with no screen class and no other generated class.
    mutating func checkGeneratedClasses() {
        let generated = GeneratedClassNames(spec)
        // `shared`: named after a container whose class others share too.
        var taken: [String: (what: String, range: SourceRange?, shared: Bool)] = [:]
        for screen in spec.screens where taken[screen.className.value] == nil {
            taken[screen.className.value] = ("screen class", screen.className.range, false)
        }
        var seen = Set<String>()
        for c in spec.containers where seen.insert(c.name.value).inserted {
            let declared = GeneratedClassNames.declaredClass(c)
            let name = generated.className(of: c.name.value, declared: declared)
            let at = c.className?.range ?? c.name.range
            if name.contains(".") {
                diagnostics.error("class-conflict", "container '\(c.name.value)' generates class '\(name)', which is qualified; a generated class needs a plain name",
                                  at: at, notes: [DiagnosticNote("a screen's class may name a module; a container's class is declared by the generated code")])
                continue
            }
            let shared = generated.sharedBy[declared] != nil
            if let other = taken[name] {
                var notes = [DiagnosticNote("already a \(other.what) here", at: other.range)]
                if shared || other.shared {
                    notes.append(DiagnosticNote("containers sharing a class each generate a class named after the container"))
                }
                diagnostics.error("class-conflict", "container '\(c.name.value)' would generate class '\(name)', which is already a \(other.what)",
                                  at: at, notes: notes)
                continue
            }
            // A shared class's containers generate classes named after themselves: point there.
            taken[name] = ("generated container class", shared ? c.name.range : at, shared)
        }
    }
}
