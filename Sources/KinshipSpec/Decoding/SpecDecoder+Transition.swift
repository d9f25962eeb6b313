import KinshipSyntax

extension SpecDecoder {
    /// `reveal: { top: { show: startGeo, animation: flipFromTop, duration: 0.2 }, bottom: … }`.
    mutating func decodeTransition(_ pair: Node.Pair) -> Transition? {
        let nameText = pair.key.text
        var transition = Transition(name: Name(nameText, at: pair.key.range), range: pair.value.range)
        let moves = entries(pair.value, "transition '\(nameText)'")
        if moves.allSatisfy(Self.isIdentifier), pair.value.isNull || pair.value.mapping != nil {
            diagnostics.error(.missingKey, "transition '\(nameText)' moves no slot", at: pair.key.range)
        }
        for move in moves {
            if Self.isIdentifier(move) {
                decodeIdentifier(move, into: &transition)
                continue
            }
            if let decoded = decodeMove(move, transition: nameText) { transition.moves.append(decoded) }
        }
        return transition
    }

    /// `identifier:` with a value other than a mapping is the transition's segue identifier; a slot named
    /// `identifier` still moves with a mapping, or with a plain `clear`, `pop` or `popToRoot`.
    static func isIdentifier(_ pair: Node.Pair) -> Bool {
        guard pair.key.text == "identifier", pair.value.mapping == nil else { return false }
        guard let s = pair.value.scalar else { return true }
        return !(s.isPlain && ["clear", "pop", "popToRoot"].contains(s.text))
    }

    /// Any non-empty string: a storyboard identifier has no other rule.
    private mutating func decodeIdentifier(_ pair: Node.Pair, into transition: inout Transition) {
        guard let text = ScalarDecoding.string(pair.value, "'identifier'", &diagnostics) else { return }
        guard !text.value.isEmpty else {
            diagnostics.error(
                .invalidValue,
                "'identifier' of transition '\(transition.name.value)' is empty; write the segue's identifier or drop the key",
                at: pair.value.range)
            return
        }
        // YAML refuses a second `identifier` key (duplicate-key) before decoding.
        transition.identifier = Located(text.value, at: pair.value.range)
    }

    /// One slot's move. `clear`, `pop` and `popToRoot` may be written as a bare word.
    mutating func decodeMove(_ pair: Node.Pair, transition: String) -> Move? {
        let slotText = pair.key.text
        func subject() -> String { "slot '\(slotText)' of transition '\(transition)'" }
        if let s = pair.value.scalar, !s.isNull {
            let operation: Operation? =
                switch s.text {
                case "clear": .clear
                case "pop": .pop(1)
                case "popToRoot": .popToRoot
                default: nil
                }
            guard let operation else {
                diagnostics.error(
                    .typeMismatch,
                    "expected a move for \(subject()): a mapping like { show: child }, or clear, pop, popToRoot",
                    at: pair.value.range)
                return nil
            }
            return Move(slot: Name(slotText, at: pair.key.range), operation: Located(operation, at: pair.value.range))
        }
        guard let m = MappingReader<MoveKey>(pair.value, subject: subject(), &diagnostics) else { return nil }
        let decoded: Located<Operation>?
        if let only = m.onlyPresent(among: Self.operationKeys) {
            decoded = decodeOperation(m.pairs[only.index], keyword: only.key.name)
        } else {
            let present = m.pairs.filter { pair in Keys.operations.contains { pair.key.matches($0) } }
            guard let first = present.first else {
                diagnostics.error(
                    .missingKey, "\(subject()) needs one operation: " + Keys.operations.joined(separator: ", "),
                    at: m.headRange)
                return nil
            }
            for extra in present.dropFirst() {
                diagnostics.error(
                    .invalidOperation, "\(subject()) has a second operation '\(extra.key.text)'; a move does one thing",
                    at: extra.key.range,
                    notes: [DiagnosticNote("first operation '\(first.key.text)'", at: first.key.range)])
            }
            decoded = decodeOperation(first, keyword: first.key.text)
        }
        guard let operation = decoded else { return nil }
        var move = Move(slot: Name(slotText, at: pair.key.range), operation: operation)
        if let f = m[.from] {
            // One child, or a list meaning any of them.
            move.from = CompactList(ScalarDecoding.distinctNames(f, "'from'", &diagnostics))
            if f.sequence?.isEmpty == true {
                diagnostics.error(
                    .invalidValue,
                    "'from: []' names no child, so the transition could never run; name one or more, or drop the guard",
                    at: f.range)
            }
        }
        if let u = m[.unlessPresenting] {
            move.unlessPresenting = ScalarDecoding.bool(u, "'unlessPresenting'", &diagnostics)
        }
        if let a = m[.animation] {
            move.animation = ScalarDecoding.oneOf(a, "animation", id: .unknownReference, &diagnostics)
        }
        if let d = m[.duration], let duration = ScalarDecoding.number(d, "'duration'", &diagnostics) {
            if duration.value < 0 {
                diagnostics.error(
                    .invalidValue, "duration \(ScalarDecoding.describe(d)) is negative; durations are seconds ≥ 0",
                    at: d.range)
            } else {
                move.duration = duration
            }
        }
        return move
    }

    /// `Keys.operations` as move keys, for `MappingReader.onlyPresent(among:)`.
    private static let operationKeys = MoveKey.allCases.filter { Keys.operations.contains($0.name) }

    /// `keyword` is the pair's key text (an operation's name when it is one).
    private mutating func decodeOperation(_ pair: Node.Pair, keyword: String) -> Located<Operation>? {
        let value = pair.value
        let range = SourceRange(file: pair.key.range.file, start: pair.key.range.start, end: value.range.end)
        func target(_ d: inout DiagnosticBag) -> Name? { ScalarDecoding.string(value, "'\(keyword)'", &d) }
        func flag(_ d: inout DiagnosticBag) -> Bool {
            if let s = value.scalar, s.isNull || (s.isPlain && s.text == "true") { return true }
            d.error(
                .typeMismatch, "'\(keyword)' takes no value (write '\(keyword): true' or just '\(keyword)')",
                at: value.range)
            return false
        }
        let op: Operation?
        switch keyword {
        case "show": op = target(&diagnostics).map { .show($0) }
        case "push": op = target(&diagnostics).map { .push($0) }
        case "popTo": op = target(&diagnostics).map { .popTo($0) }
        case "select": op = target(&diagnostics).map { .select($0) }
        case "present": op = target(&diagnostics).map { .present($0) }
        case "dismiss": op = target(&diagnostics).map { .dismiss($0) }
        case "clear": op = flag(&diagnostics) ? .clear : nil
        case "popToRoot": op = flag(&diagnostics) ? .popToRoot : nil
        case "pop":
            if let s = value.scalar, s.isNull {
                op = .pop(1)
            } else if let n = ScalarDecoding.int(value, "'pop'", &diagnostics) {
                if n.value < 1 {
                    diagnostics.error(
                        .invalidValue, "'pop' removes at least 1 entry; found \(n.value)", at: value.range)
                    op = nil
                } else {
                    op = .pop(n.value)
                }
            } else {
                op = nil
            }
        default: op = nil
        }
        return op.map { Located($0, at: range) }
    }
}
