import KinshipSyntax

/// Typed reads of scalar nodes; each reports `type-mismatch` or `invalid-value` and returns nil.
enum ScalarDecoding {
    static func string(_ node: Node, _ what: @autoclosure () -> String, _ d: inout DiagnosticBag) -> Name? {
        guard let text = node.nonNullText else {
            d.error(.typeMismatch, "expected a string for \(what()), found \(node.kindDescription)", at: node.range)
            return nil
        }
        return Name(text, at: node.range)
    }

    static func int(_ node: Node, _ what: @autoclosure () -> String, _ d: inout DiagnosticBag) -> Located<Int>? {
        guard let s = node.scalar, s.isPlain, let value = Int(s.text) else {
            d.error(.typeMismatch, "expected an integer for \(what()), found \(describe(node))", at: node.range)
            return nil
        }
        return Located(value, at: node.range)
    }

    /// A finite number. `.inf`, `.nan` and numbers too large for a Double are `invalid-value`.
    static func number(_ node: Node, _ what: @autoclosure () -> String, _ d: inout DiagnosticBag) -> Located<Double>? {
        guard let s = node.scalar, s.isPlain else {
            d.error(.typeMismatch, "expected a number for \(what()), found \(describe(node))", at: node.range)
            return nil
        }
        // Most numbers start with a digit: then they are neither .inf nor .nan and pass the
        // first-character check below, so only the parse and finiteness are left to check.
        if s.text.utf8.first.map({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) == true,
            let value = Double(s.text), value.isFinite
        {
            return Located(value, at: node.range)
        }
        let lowered = s.text.lowercased()
        if [".inf", "+.inf", "-.inf", ".nan"].contains(lowered) {
            d.error(.invalidValue, "\(what()) must be a finite number, not '\(s.text)'", at: node.range)
            return nil
        }
        guard let value = Double(s.text),
            s.text.first.map({ $0.isNumber || $0 == "-" || $0 == "+" || $0 == "." }) == true
        else {
            d.error(.typeMismatch, "expected a number for \(what()), found \(describe(node))", at: node.range)
            return nil
        }
        guard value.isFinite else {
            d.error(.invalidValue, "\(what()) is too large: '\(s.text)'", at: node.range)
            return nil
        }
        return Located(value, at: node.range)
    }

    /// Reports `invalid-value` and returns false when `value` (a length read from `node`) is
    /// longer than `Size.maximumLength`.
    static func withinMaximumLength(
        _ value: Double, _ node: Node, _ what: @autoclosure () -> String,
        _ d: inout DiagnosticBag
    ) -> Bool {
        guard abs(value) > Size.maximumLength else { return true }
        d.error(
            .invalidValue, "\(what()) is longer than the maximum of \(maximumLengthText) points",
            at: node.range)
        return false
    }

    /// `1000000`, as messages print the maximum.
    static let maximumLengthText = String(Int(Size.maximumLength))

    static func bool(_ node: Node, _ what: @autoclosure () -> String, _ d: inout DiagnosticBag) -> Located<Bool>? {
        if let s = node.scalar, s.isPlain {
            switch s.text {
            case "true", "True", "TRUE": return Located(true, at: node.range)
            case "false", "False", "FALSE": return Located(false, at: node.range)
            default: break
            }
        }
        // YAML 1.1 read yes/no/on/off as booleans; YAML 1.2, which Kinship reads, keeps them strings.
        var notes: [DiagnosticNote] = []
        if let s = node.scalar, s.isPlain, let meant = yaml11Booleans[s.text.lowercased()] {
            notes = [DiagnosticNote("did you mean '\(meant)'? YAML 1.2 reads '\(s.text)' as a string", at: node.range)]
        }
        d.error(
            .typeMismatch, "expected true or false for \(what()), found \(describe(node))", at: node.range, notes: notes
        )
        return nil
    }

    /// YAML 1.1's other spellings of true and false.
    private static let yaml11Booleans: [String: String] = [
        "yes": "true", "y": "true", "on": "true", "no": "false", "n": "false", "off": "false",
    ]

    /// A value from a closed set, with a did-you-mean note: animations, kinds.
    static func oneOf<E: ClosedSet>(
        _ node: Node, _ what: @autoclosure () -> String, id: DiagnosticID = .invalidValue, _ d: inout DiagnosticBag
    ) -> Located<E>? {
        // No raw value is a null spelling, so a match is a value `string` accepts. A miss may
        // still be a match by String equality (canonical equivalence), so it takes the long way.
        if let position = node.position(in: E.spellings) { return Located(E.cases[position], at: node.range) }
        guard let name = string(node, what(), &d) else { return nil }
        if let value = E(rawValue: name.value) { return Located(value, at: node.range) }
        let all = E.allCases.map(\.rawValue)
        var notes = [DiagnosticNote("expected one of: " + all.joined(separator: ", "))]
        if let guess = Suggestions.closest(to: name.value, in: all) {
            notes = [DiagnosticNote("did you mean '\(guess)'?", at: node.range)]
        }
        d.error(id, "unknown \(what()) '\(name.value)'", at: node.range, notes: notes)
        return nil
    }

    /// A list of names; a single scalar is accepted as a one-element list.
    static func names(_ node: Node, _ what: @autoclosure () -> String, _ d: inout DiagnosticBag) -> [Name] {
        if node.isScalar { return string(node, what(), &d).map { [$0] } ?? [] }
        guard let items = node.sequence else {
            d.error(
                .typeMismatch, "expected a list of names for \(what()), found \(node.kindDescription)",
                at: node.range)
            return []
        }
        var names: [Name] = []
        names.reserveCapacity(items.count)
        for item in items {
            if let name = string(item, what(), &d) { names.append(name) }
        }
        return names
    }

    /// `names` for a list that is a set (a slot's `accepts`, a move's `from:`): a name listed
    /// again changes nothing, so it is most likely a slip for another name. Each repeat is a
    /// warning and is dropped, so no later stage sees it (a tab bar would get the child twice).
    static func distinctNames(_ node: Node, _ what: @autoclosure () -> String, _ d: inout DiagnosticBag) -> [Name] {
        let names = self.names(node, what(), &d)
        guard names.count > 1 else { return names }
        // Lists are a few names long: comparing pairs costs less than hashing them.
        var firsts: [String: SourceRange]? = names.count > 16 ? [:] : nil
        var distinct: [Name] = []
        distinct.reserveCapacity(names.count)
        for name in names {
            let first = firsts != nil ? firsts?[name.value] : distinct.first { $0.value == name.value }?.range
            guard let first else {
                distinct.append(name)
                firsts?[name.value] = name.range
                continue
            }
            d.warning(
                .duplicateEntry, "'\(name.value)' is listed twice in \(what()); the repeat is ignored",
                at: name.range, notes: [DiagnosticNote("first listed here", at: first)])
        }
        return distinct
    }

    /// `390x844`, for design sizes.
    static func size(_ node: Node, _ what: @autoclosure () -> String, _ d: inout DiagnosticBag) -> Located<Size>? {
        guard let text = string(node, what(), &d) else { return nil }
        let parts = text.value.split(separator: "x", omittingEmptySubsequences: false)
        if parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0, w.isFinite, h.isFinite {
            guard withinMaximumLength(max(w, h), node, "a side of \(what())", &d) else { return nil }
            return Located(Size(width: w, height: h), at: node.range)
        }
        d.error(.invalidValue, "\(what()) must be WIDTHxHEIGHT with positive numbers, like 390x844", at: node.range)
        return nil
    }

    static func describe(_ node: Node) -> String {
        guard let s = node.scalar, !s.isNull else { return node.kindDescription }
        return s.isPlain ? "'\(s.text)'" : "the quoted string \"\(s.text)\""
    }
}
