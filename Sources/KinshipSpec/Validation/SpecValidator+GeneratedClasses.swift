import KinshipSyntax

extension SpecValidator {
    /// What `kinship generate` would refuse about class names, reported here, located: each
    /// container generates a Swift class (see `GeneratedClassNames`), which must be a plain name
    /// and clash with no screen class and no other generated class.
    ///
    /// This pass is serial, and tables of names and ranges would make it a large share of `check`
    /// on large specs: the usual spec is recognised first (`generatedClassesAreDistinct`), and only a spec
    /// that may clash pays for the exact pass.
    mutating func checkGeneratedClasses() {
        if Self.generatedClassesAreDistinct(spec) { return }
        let generated = GeneratedClassNames(spec)
        var screenClasses = Set<String>(minimumCapacity: spec.screens.count)
        for i in spec.screens.indices { screenClasses.insert(spec.screens[i].className.value) }
        // A screen that presents keeps the app's class too (its presenter is what is generated).
        for i in spec.containers.indices where spec.containers[i].isScreen {
            screenClasses.insert(spec.containers[i].swiftClass)
        }
        // Generated class → the container that took it first (its index).
        var taken: [String: Int] = [:]
        taken.reserveCapacity(spec.containers.count)
        let containers = spec.containers
        for i in spec.firstContainerIndices {
            // Fields are read in place: a copy of a whole `Container` retains every array in it.
            let containerName = containers[i].name
            let declared = GeneratedClassNames.declaredClass(spec, i)
            let name = generated.className(of: containerName.value, declared: declared)
            let at = containers[i].className?.range ?? containerName.range
            if name.utf8.contains(UInt8(ascii: ".")) {
                diagnostics.error(
                    .classConflict,
                    "container '\(containerName.value)' generates class '\(name)', which is qualified; a generated class needs a plain name",
                    at: at,
                    notes: [
                        DiagnosticNote(
                            "a screen's class may name a module; a container's class is declared by the generated code")
                    ])
                continue
            }
            // A keyword or a type the generated code uses: the class cannot be declared. (A
            // declared `class:` that is a keyword was refused with the container's names.)
            if let why = SwiftReservedNames.refusal(ofClass: name, generated: true),
                containers[i].className == nil || name != declared || !SwiftReservedNames.keywords.contains(name)
            {
                let keyword = SwiftReservedNames.keywords.contains(name)
                diagnostics.error(
                    keyword ? .invalidIdentifier : .classConflict,
                    "container '\(containerName.value)' would generate class '\(name)': \(why)", at: at,
                    notes: [
                        DiagnosticNote(
                            containers[i].className == nil || name != declared
                                ? "give the container a 'class:' of its own" : "name another class")
                    ])
                continue
            }
            var other: (what: String, range: SourceRange?, shared: Bool)?
            // A presenter's name is never shared (each is named after its screen).
            var presenters = containers[i].isScreen
            if screenClasses.contains(name) {
                let screen =
                    spec.screens.first { $0.className.value == name }?.className.range
                    ?? spec.containers.first { $0.isScreen && $0.swiftClass == name }?.className?.range
                other = ("screen class", screen, false)
            } else if let first = taken.updateValue(i, forKey: name) {
                taken[name] = first
                let o = containers[first]
                presenters = presenters || o.isScreen
                let oShared = generated.isShared(GeneratedClassNames.declaredClass(o))
                // A shared class's containers generate classes named after themselves: point there.
                other =
                    o.isScreen
                    ? ("generated presenter of screen '\(o.name.value)'", o.name.range, false)
                    : (
                        "generated container class", oShared ? o.name.range : (o.className?.range ?? o.name.range),
                        oShared
                    )
            }
            guard let other else { continue }
            var notes = [DiagnosticNote("already a \(other.what) here", at: other.range)]
            if !presenters && (generated.isShared(declared) || other.shared) {
                notes.append(
                    DiagnosticNote("containers sharing a class each generate a class named after the container"))
            }
            diagnostics.error(
                .classConflict,
                "container '\(containerName.value)' would generate class '\(name)', which is already a \(other.what)",
                at: at, notes: notes)
        }
    }

    /// Whether every container declares a distinct plain class that is no screen's class: then
    /// no class is shared, each container generates the class it declares, and nothing clashes.
    /// Decided on the names' hash values, hashed on all cores, so no table holds (and retains)
    /// the names: a clash, a shared class or a rare hash collision answers false, and the exact
    /// pass decides.
    static func generatedClassesAreDistinct(_ spec: Spec) -> Bool {
        let first = spec.firstContainerIndices
        let containerHashes: [Int?] = orderedParts(count: first.count, minimumPerPart: 4096) { range in
            range.map { k in
                let declared = GeneratedClassNames.declaredClass(spec, first[k])
                // nil too: a name generated code reserves, which the exact pass reports.
                return declared.utf8.contains(UInt8(ascii: ".")) || SwiftReservedNames.keywords.contains(declared)
                    || SwiftReservedNames.typesGeneratedCodeUses.contains(declared) ? nil : declared.hashValue
            }
        }
        let screenHashes: [Int] = orderedParts(count: spec.screens.count, minimumPerPart: 4096) { range in
            range.map { spec.screens[$0].className.value.hashValue }
        }
        var hashes = Set<Int>(minimumCapacity: containerHashes.count)
        for hash in containerHashes {
            guard let hash, hashes.insert(hash).inserted else { return false }
        }
        return !screenHashes.contains(where: hashes.contains)
            && !spec.containers.indices.contains {
                spec.containers[$0].isScreen && hashes.contains(spec.containers[$0].swiftClass.hashValue)
            }
    }
}
