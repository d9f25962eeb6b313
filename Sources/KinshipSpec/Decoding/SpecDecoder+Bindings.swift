import KinshipSyntax

extension SpecDecoder {
    /// `outputs: { radarTapped: {}, moved: { location: Coordinate } }`: a payload is a mapping of
    /// field → type; `{}` or no value at all means none.
    mutating func decodeOutputs(_ node: Node, _ subject: @autoclosure () -> String) -> [Output] {
        var outputs: [Output] = []
        for pair in entries(node, "'outputs' of \(subject())") {
            var output = Output(name: Name(pair.key.text, at: pair.key.range), range: pair.value.range)
            if !pair.value.isNull {
                if pair.value.mapping == nil {
                    diagnostics.error(
                        .typeMismatch,
                        "expected the payload of output '\(pair.key.text)' as a mapping of field → type ({} for none), found \(pair.value.kindDescription)",
                        at: pair.value.range)
                    continue
                }
                output.payload = typedNames(pair.value, what: "payload field")
            }
            outputs.append(output)
        }
        return outputs
    }

    /// `inputs: { annotation: Coordinate }`, and a payload's fields: name → type.
    mutating func typedNames(_ node: Node, what: String) -> [Param] {
        var out: [Param] = []
        for pair in entries(node, "\(what)s") {
            if let type = ScalarDecoding.string(pair.value, "the type of \(what) '\(pair.key.text)'", &diagnostics) {
                out.append(Param(name: Name(pair.key.text, at: pair.key.range), type: type))
            }
        }
        return out
    }

    /// `on: { startMap.radarTapped: reveal, startMap.moved: { set: targetMap.annotation } }`.
    mutating func decodeBindings(_ node: Node, _ subject: @autoclosure () -> String, malformedKey: inout Bool)
        -> [Binding]
    {
        var bindings: [Binding] = []
        for pair in entries(node, "'on' of \(subject())") {
            guard
                let (child, output) = Self.splitDotted(
                    pair.key.text, at: pair.key.range, plain: pair.key.scalar.isPlain)
            else {
                diagnostics.error(
                    .invalidValue,
                    "'on' key '\(pair.key.text)' must name a child's output as CHILD.OUTPUT, like startMap.radarTapped, or one of the container's own inputs as self.INPUT",
                    at: pair.key.range)
                malformedKey = true
                continue
            }
            var binding = Binding(
                child: child, output: output, key: Name(pair.key.text, at: pair.key.range), range: pair.value.range)
            let what = "binding '\(pair.key.text)'"
            if let items = pair.value.sequence {
                if items.isEmpty {
                    diagnostics.error(.missingKey, "\(what) lists no action", at: pair.value.range)
                }
                for item in items {
                    if let action = decodeAction(item, what) { binding.actions.append(action) }
                }
            } else if pair.value.isNull {
                diagnostics.error(
                    .missingKey,
                    "\(what) needs an action: a transition name, or one of " + Keys.actions.joined(separator: ", "),
                    at: pair.key.range)
            } else if let action = decodeAction(pair.value, what) {
                binding.actions.append(action)
            }
            bindings.append(binding)
        }
        return bindings
    }

    /// One action: a transition name alone, or a mapping with exactly one of run, set, emit, switch.
    private mutating func decodeAction(_ node: Node, _ what: String) -> BindingAction? {
        if node.isScalar {
            return ScalarDecoding.string(node, "the transition \(what) runs", &diagnostics).map { .run($0) }
        }
        guard let m = MappingReader<ActionKey>(node, subject: "an action of \(what)", &diagnostics) else { return nil }
        let keyword: String
        let valueNode: Node
        if let only = m.onlyPresent(among: Self.actionKeys) {
            keyword = only.key.name
            valueNode = m.pairs[only.index].value
        } else {
            let present = m.pairs.filter { pair in Keys.actions.contains { pair.key.matches($0) } }
            guard let first = present.first else {
                diagnostics.error(
                    .missingKey, "an action of \(what) needs one of: " + Keys.actions.joined(separator: ", "),
                    at: m.headRange)
                return nil
            }
            for extra in present.dropFirst() {
                diagnostics.error(
                    .invalidOperation,
                    "an action of \(what) has a second action '\(extra.key.text)'; list several actions to do several things",
                    at: extra.key.range,
                    notes: [DiagnosticNote("first action '\(first.key.text)'", at: first.key.range)])
            }
            keyword = first.key.text
            valueNode = first.value
        }
        func misplaced(_ key: ActionKey, _ belongs: String) {
            guard let n = m[key] else { return }
            let keyRange = m.pairs.first { $0.key.matches(key.name) }?.key.range ?? n.range
            diagnostics.error(
                .invalidOperation, "'\(key.name)' belongs to '\(belongs)' actions, not '\(keyword)'", at: keyRange)
        }
        if keyword != "set" { misplaced(.field, "set") }
        if keyword != "switch" { misplaced(.cases, "switch") }
        switch keyword {
        case "run":
            return ScalarDecoding.string(valueNode, "'run'", &diagnostics).map { .run($0) }
        case "emit":
            return ScalarDecoding.string(valueNode, "'emit'", &diagnostics).map { .emit($0) }
        case "set":
            guard let target = ScalarDecoding.string(valueNode, "'set'", &diagnostics) else { return nil }
            guard
                let (child, input) = Self.splitDotted(
                    target.value, at: target.range, plain: valueNode.scalar?.isPlain ?? false)
            else {
                diagnostics.error(
                    .invalidValue, "'set' must name a child's input as CHILD.INPUT, like targetMap.annotation",
                    at: target.range)
                return nil
            }
            let field = m[.field].flatMap { ScalarDecoding.string($0, "'field'", &diagnostics) }
            return .set(child: child, input: input, field: field, range: m.range)
        case "switch":
            guard let field = ScalarDecoding.string(valueNode, "'switch'", &diagnostics) else { return nil }
            guard let casesNode = m.required(.cases, of: "a 'switch' action of \(what)", &diagnostics) else {
                return nil
            }
            let pairs = entries(casesNode, "'cases' of \(what)")
            if pairs.isEmpty, casesNode.mapping != nil || casesNode.isNull {
                diagnostics.error(.missingKey, "'cases' of \(what) names no value", at: casesNode.range)
            }
            var cases: [SwitchCase] = []
            for pair in pairs {
                if let transition = ScalarDecoding.string(
                    pair.value, "the transition of case '\(pair.key.text)'", &diagnostics)
                {
                    cases.append(SwitchCase(value: Name(pair.key.text, at: pair.key.range), transition: transition))
                }
            }
            return .choose(field: field, cases: cases, range: m.range)
        default:
            return nil
        }
    }

    private static let actionKeys = ActionKey.allCases.filter { Keys.actions.contains($0.name) }

    /// `startMap.radarTapped` → its two names, each located inside the text when it is plain and
    /// on one line (so a caret lands under the part at fault); nil unless there is exactly one dot
    /// with text on both sides.
    static func splitDotted(_ text: String, at range: SourceRange, plain: Bool) -> (Name, Name)? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        let first = String(parts[0]), second = String(parts[1])
        guard plain, range.start.line == range.end.line else {
            return (Name(first, at: range), Name(second, at: range))
        }
        let firstLength = first.unicodeScalars.count
        var firstRange = range, secondRange = range
        firstRange.end = SourcePosition(line: range.start.line, column: range.start.column + firstLength)
        secondRange.start = SourcePosition(line: range.start.line, column: range.start.column + firstLength + 1)
        return (Name(first, at: firstRange), Name(second, at: secondRange))
    }
}
