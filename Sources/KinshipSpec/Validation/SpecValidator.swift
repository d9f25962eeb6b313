public import KinshipSyntax

/// Checks a decoded import graph as a whole: names, references, slots, layout, transitions,
/// containment cycles. Reports every problem; never stops at the first.
public struct SpecValidator {
    let spec: Spec
    var diagnostics = DiagnosticBag()
    /// The child names of the container being checked, as a set when it has many: every slot,
    /// move and guard looks a child up, and a linear search each made a container of
    /// thousands of children quadratic.
    var childNames: Set<String>?
    /// Likewise each slot's number by name (the first slot of that name, as `Container.slot(named:)`)
    /// and the accepted names of slots accepting many, by the slot's declaration: a transition
    /// of thousands of moves, and thousands of guards on a slot accepting thousands, each
    /// searched a list.
    var slotNumbers: [String: Int]?
    var acceptedNames: [SourceRange: Set<String>] = [:]
    /// Did-you-mean notes to look for once the parts are joined, by index in `diagnostics`.
    var pendingSuggestions: [Int: PendingSuggestion] = [:]
    /// What is left of `Suggestions.defaultBudget` (see `PendingSuggestion`).
    var suggestionBudget = Suggestions.defaultBudget
    /// The unresolved names of the container being checked (see `UnresolvedNames`).
    var unresolved = UnresolvedNames()

    public static func validate(_ spec: Spec) -> [Diagnostic] {
        var validator = SpecValidator(spec: spec)
        // Each screen and container is checked against the spec alone, so a large spec's are
        // checked in parts on all cores; the parts' findings join in declaration order.
        validator.diagnostics.append(
            contentsOf: orderedParts(count: spec.screens.count) { range in
                var part = SpecValidator(spec: spec)
                for i in range { part.checkScreenNames(i) }
                return part.diagnostics.diagnostics
            })
        validator.checkRoot()
        validator.checkFoldedGlobalNames()
        validator.checkRoutes()
        // The root's note comes before the containers' notes, as its diagnostic does.
        var findings = validator.partFindings
        validator.diagnostics = DiagnosticBag()
        validator.pendingSuggestions = [:]
        findings += orderedParts(count: spec.containers.count) { range in
            var part = SpecValidator(spec: spec)
            for i in range {
                part.checkContainerNames(i)
                part.checkContainer(spec.containers[i])
            }
            return part.partFindings
        }
        validator.diagnostics.append(contentsOf: resolve(findings, budget: &validator.suggestionBudget))
        validator.checkContainmentCycles()
        validator.checkAnswerCycles()
        validator.checkGeneratedClasses()
        validator.checkDerivedTypeNames()
        return validator.diagnostics.diagnostics
    }

    init(spec: Spec) { self.spec = spec }

    // MARK: Names

    // The spec's name indexes already know each name's first declaration (screens before
    // containers, in file order), so a duplicate is a declaration that is not the first.

    private mutating func duplicate(_ name: Name, _ what: String, of first: SourceRange, _ firstWhat: String) {
        diagnostics.error(
            .duplicateName, "\(what) '\(name.value)' is already declared as a \(firstWhat)",
            at: name.range, notes: [DiagnosticNote("'\(name.value)' first declared here", at: first)])
    }

    /// The names of `spec.screens[i]`: unique, and Swift identifiers.
    mutating func checkScreenNames(_ i: Int) {
        let screen = spec.screens[i]
        if let first = spec.firstScreen(named: screen.name.value), first != i {
            duplicate(screen.name, "screen", of: spec.screens[first].name.range, "screen")
        }
        checkIdentifier(screen.name, "screen name")
        if let hosted = screen.hosted {
            // Its class is generated from the screen's name, which is checked above.
            checkIdentifier(hosted.view, "SwiftUI view name", dotted: true)
            checkHostedMembers(screen)
        } else if checkIdentifier(screen.className, "class name", dotted: true) {
            checkClassName(screen.className, generated: false)
        }
        for param in screen.params {
            checkIdentifier(param.name, "parameter name")
            if checkIdentifier(param.type, "parameter type", dotted: true),
                let part = param.type.value.split(separator: ".").first(where: {
                    $0 != "Any" && SwiftReservedNames.keywords.contains(String($0))
                })
            {
                diagnostics.error(
                    .invalidIdentifier,
                    "parameter type '\(param.type.value)': '\(part)' is a Swift keyword, which cannot name a type in generated code",
                    at: param.type.range)
            }
        }
        checkInterfaceNames(outputs: screen.outputs, inputs: screen.inputs)
        checkFoldedInterfaceNames(outputs: screen.outputs, inputs: screen.inputs)
    }

    /// The names of `spec.containers[i]` and of everything it declares.
    mutating func checkContainerNames(_ i: Int) {
        let container = spec.containers[i]
        if let first = spec.firstScreen(named: container.name.value) {
            duplicate(container.name, "container", of: spec.screens[first].name.range, "screen")
        } else if let first = spec.firstContainer(named: container.name.value), first != i {
            duplicate(container.name, "container", of: spec.containers[first].name.range, "container")
        }
        checkIdentifier(container.name, "container name")
        if let className = container.className, checkIdentifier(className, "class name", dotted: true) {
            checkClassName(className, generated: false, keywordsOnly: true)
        }
        for child in container.children where checkIdentifier(child.name, "child name") && child.name.value == "self" {
            // `on: { self.INPUT: … }` and the event PATHs name the container itself with `self`.
            diagnostics.error(
                .invalidIdentifier,
                "child name 'self' is reserved: `self.INPUT` in 'on:' names the container's own inputs",
                at: child.name.range)
        }
        for slot in container.slots { checkIdentifier(slot.name, "slot name") }
        for transition in container.transitions { checkIdentifier(transition.name, "transition name") }
        checkInterfaceNames(outputs: container.outputs, inputs: container.inputs)
        // The copy above is passed on: each `spec.containers[i]` read into a local retains every
        // array of the declaration again.
        checkFoldedContainerNames(container)
        checkGeneratedMembers(container)
    }

    /// Names become Swift identifiers in generated code and path components in traces.
    /// Returns whether `name` is one.
    @discardableResult
    mutating func checkIdentifier(_ name: Name, _ what: String, dotted: Bool = false) -> Bool {
        guard Self.isIdentifier(name.value, dotted: dotted) else {
            diagnostics.error(
                .invalidIdentifier,
                "\(what) '\(Self.visible(name.value))' is not a Swift identifier"
                    + (dotted
                        ? " (letters, digits and '_', not starting with a digit; '.' between module and type)"
                        : " (letters, digits and '_', not starting with a digit)"),
                at: name.range)
            return false
        }
        return true
    }

    /// A class name generated code would not compile with (`SwiftReservedNames`): a keyword, or
    /// a type the generated code uses. `keywordsOnly`: a container's declared class, whose
    /// shadowing `checkGeneratedClasses` judges on the class actually generated.
    mutating func checkClassName(_ name: Name, generated: Bool, keywordsOnly: Bool = false) {
        guard let why = SwiftReservedNames.refusal(ofClass: name.value, generated: generated),
            !keywordsOnly || why.hasSuffix("in generated code")
        else { return }
        diagnostics.error(.invalidIdentifier, "class name '\(name.value)' is refused: \(why)", at: name.range)
    }

    /// A name as it can be shown in a message: quotes, backslashes, line breaks, other control
    /// characters and bidirectional overrides are escaped, so the message reads as the name is.
    static func visible(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar.value {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0x00..<0x20, 0x7F, 0x202A...0x202E, 0x2066...0x2069:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A Swift identifier; with `dotted`, identifiers joined by single dots (`Module.Type`).
    static func isIdentifier(_ s: String, dotted: Bool) -> Bool {
        // Fast path: nearly every name is ASCII, and Unicode property lookups are slow. Over the
        // raw bytes: iterating `utf8` costs more per byte than the check itself.
        var s = s
        let ascii: Bool? = s.withUTF8 { bytes in
            var valid = true
            var segmentStart = true
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                if byte == UInt8(ascii: "."), dotted {
                    if segmentStart { valid = false }
                    segmentStart = true
                    continue
                }
                let letter =
                    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                    || byte == UInt8(ascii: "_")
                let digit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
                if !(letter || (digit && !segmentStart)) { valid = false }
                segmentStart = false
            }
            return valid && !segmentStart
        }
        if let ascii { return ascii }
        let parts = dotted ? s.split(separator: ".", omittingEmptySubsequences: false).map(String.init) : [s]
        return parts.allSatisfy(isIdentifier)
    }

    /// grammar.md "Names and identifiers": a letter or `_`, then letters, `_`, digits 0–9 and
    /// combining marks. Swift's lexer takes a combining mark (general category Mn, Mc or Me)
    /// anywhere but first (`Cafe\u{301}`); the language server's rename and `--namespace` ask here too.
    public static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first else { return false }
        guard first == "_" || first.properties.isAlphabetic else { return false }
        return s.unicodeScalars.allSatisfy {
            $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) || isCombiningMark($0)
        }
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    mutating func checkRoot() {
        let roots = spec.files.compactMap(\.root)
        for extra in roots.dropFirst() {
            diagnostics.error(
                .duplicateRoot, "an import graph names at most one root; '\(extra.value)' is a second",
                at: extra.range, notes: [DiagnosticNote("first root", at: roots[0].range)])
        }
        guard let root = roots.first else { return }
        let containers = spec.containers
        if let c = spec.firstContainer(named: root.value) {
            guard containers[c].isScreen else { return }
            diagnostics.error(
                .invalidValue,
                "root '\(root.value)' is a screen; the root must be a container (a screen that presents is still a screen)",
                at: root.range)
        } else if spec.screen(named: root.value) != nil {
            diagnostics.error(
                .invalidValue, "root '\(root.value)' is a screen; the root must be a container", at: root.range)
            unresolved.record(root.value, in: .root, candidates: { containers.map(\.name.value) })
        } else {
            unknown(root, "container", among: { containers.map(\.name.value) }, scope: .root)
        }
    }

    /// `unknown-reference`, with a did-you-mean note looked for once the parts are joined. With
    /// a `scope`, the name is recorded in `unresolved`, so checks of what depends on it can
    /// stay silent (`unresolved.explains`).
    mutating func unknown(
        _ name: Name, _ what: String, among candidates: @escaping @Sendable () -> [String],
        context: String = "", scope: UnresolvedNames.Scope? = nil
    ) {
        pendingSuggestions[diagnostics.diagnostics.count] = PendingSuggestion(word: name.value, candidates: candidates)
        diagnostics.error(.unknownReference, "unknown \(what) '\(name.value)'\(context)", at: name.range)
        if let scope { unresolved.record(name.value, in: scope, candidates: candidates) }
    }
}
