import KinshipSyntax

extension SpecDecoder {
    mutating func decodeContainer(_ pair: Node.Pair) -> Container? {
        let nameText = pair.key.text
        func subject() -> String { "container '\(nameText)'" }
        guard let m = MappingReader<ContainerKey>(pair.value, subject: subject(), &diagnostics) else { return nil }
        var container = Container(name: Name(nameText, at: pair.key.range), range: pair.value.range)
        if let k = m[.kind] {
            container.kindNode = ScalarDecoding.oneOf(k, "container kind", &diagnostics)
            if container.kindNode == nil { container.kindUnknown = true }
        }
        if let c = m[.class] { container.className = ScalarDecoding.string(c, "'class' of \(subject())", &diagnostics) }
        if let l = m[.layout] { container.layout = decodeLayout(l, subject()) }
        if let f = m[.forwardsAppearance] {
            container.forwardsAppearance = ScalarDecoding.bool(f, "'forwardsAppearance'", &diagnostics)
        }
        decodeRelationships(
            children: m[.children], slots: m[.slots], transitions: m[.transitions], into: &container, subject())
        if let o = m[.outputs] { container.outputs = decodeOutputs(o, subject()) }
        if let i = m[.inputs] { container.inputs = typedNames(i, what: "input") }
        if let b = m[.on] {
            container.bindings = decodeBindings(b, subject(), malformedKey: &container.hasMalformedBindingKey)
        }
        return container
    }

    /// `children`, `slots` and `transitions`, as a container and a screen that presents write them.
    mutating func decodeRelationships(
        children: Node?, slots: Node?, transitions: Node?, into container: inout Container,
        _ subject: @autoclosure () -> String
    ) {
        if let c = children {
            container.children = exactly(entries(c, "'children' of \(subject())")) { $0.decodeChild($1) }
        }
        if let s = slots {
            container.slots = exactly(entries(s, "'slots' of \(subject())")) { $0.decodeSlot($1) }
        }
        if let t = transitions {
            container.transitions = exactly(entries(t, "'transitions' of \(subject())")) { $0.decodeTransition($1) }
        }
    }

    mutating func decodeChild(_ pair: Node.Pair) -> Child? {
        let nameText = pair.key.text
        if pair.value.isScalar {
            guard let type = ScalarDecoding.string(pair.value, "the type of child '\(nameText)'", &diagnostics)
            else { return nil }
            return Child(name: Name(nameText, at: pair.key.range), type: type, range: pair.value.range)
        }
        func subject() -> String { "child '\(nameText)'" }
        guard let m = MappingReader<ChildKey>(pair.value, subject: subject(), &diagnostics) else { return nil }
        guard let typeNode = m.required(.type, of: subject(), &diagnostics),
            let type = ScalarDecoding.string(typeNode, "'type' of \(subject())", &diagnostics)
        else { return nil }
        var child = Child(name: Name(nameText, at: pair.key.range), type: type, range: pair.value.range)
        if let t = m[.title] { child.title = ScalarDecoding.string(t, "'title'", &diagnostics) }
        if let many = m[.many] { child.many = ScalarDecoding.bool(many, "'many' of \(subject())", &diagnostics) }
        if let a = m[.args] {
            // Built apart and stored once: args live in the child's rarely-set fields.
            child.args = entries(a, "'args' of \(subject())").compactMap { arg in
                ScalarDecoding.string(arg.value, "argument '\(arg.key.text)'", &diagnostics)
                    .map { (Name(arg.key.text, at: arg.key.range), $0) }
            }
        }
        return child
    }

    mutating func decodeSlot(_ pair: Node.Pair) -> Slot? {
        let nameText = pair.key.text
        func subject() -> String { "slot '\(nameText)'" }
        if pair.value.isNull { return Slot(name: Name(nameText, at: pair.key.range), range: pair.value.range) }
        guard let m = MappingReader<SlotKey>(pair.value, subject: subject(), &diagnostics) else { return nil }
        var slot = Slot(name: Name(nameText, at: pair.key.range), range: pair.value.range)
        if let k = m[.kind] {
            slot.kindNode = ScalarDecoding.oneOf(k, "slot kind", &diagnostics)
            if slot.kindNode == nil { slot.kindUnknown = true }
        }
        if let s = m[.size] { slot.size = decodeSize(s, subject()) }
        if let a = m[.accepts] {
            slot.accepts = ScalarDecoding.distinctNames(a, "'accepts' of \(subject())", &diagnostics)
        }
        if let i = m[.initial] {
            slot.initialRange = i.range
            if i.isNull {
                slot.initial = []
            } else {
                slot.initial = CompactList(ScalarDecoding.names(i, "'initial' of \(subject())", &diagnostics))
            }
        }
        if let f = m[.frame] { slot.frame = decodeRect(f, subject()) }
        if let a = m[.autoresizing] {
            let items = a.sequence.map(Array.init) ?? [a]
            slot.autoresizing = items.compactMap { ScalarDecoding.oneOf($0, "autoresizing flag", &diagnostics) }
        }
        if let a = m[.area] { slot.area = ScalarDecoding.oneOf(a, "layout area", &diagnostics) }
        if let s = m[.style] { slot.style = ScalarDecoding.oneOf(s, "presentation style", &diagnostics) }
        if let d = m[.dismissible] { slot.dismissible = ScalarDecoding.bool(d, "'dismissible'", &diagnostics) }
        if let b = m[.userBack] {
            if let pairs = b.mapping {
                // Per child: `userBack: { confirm: false }`; `true` is the default, said out loud.
                for pair in pairs {
                    let name = Name(pair.key.text, at: pair.key.range)
                    if ScalarDecoding.bool(pair.value, "'userBack' of child '\(name.value)'", &diagnostics)?.value
                        == false
                    {
                        slot.userBackOff.append(name)
                    }
                }
            } else {
                slot.userBack = ScalarDecoding.bool(
                    b, "'userBack' (true, false, or a mapping of children to false)", &diagnostics)
            }
        }
        if let u = m[.untappable] {
            slot.untappable = ScalarDecoding.distinctNames(u, "'untappable' of \(subject())", &diagnostics)
        }
        if let a = m[.above] { slot.above = ScalarDecoding.oneOf(a, "accessory bar", &diagnostics) }
        if let h = m[.height] {
            slot.heightWritten = true
            slot.height = decodeHeight(h, subject())
        }
        if let i = m[.insetsSiblings] {
            slot.insetsSiblings = ScalarDecoding.bool(i, "'insetsSiblings'", &diagnostics)
        }
        if let w = m[.whenBarHidden] { slot.whenBarHidden = decodeWhenBarHidden(w) }
        return slot
    }

    /// An accessory's `height:`, a positive length: `64` or `64pt`.
    mutating func decodeHeight(_ node: Node, _ subject: @autoclosure () -> String) -> Located<Double>? {
        let text = node.nonNullText ?? ""
        let points = text.hasSuffix("pt") ? String(text.dropLast(2)) : text
        guard let value = Double(points), value.isFinite, value > 0 else {
            diagnostics.error(
                .invalidValue,
                "height '\(text)' of \(subject()) is not a positive length in points (64 or 64pt)", at: node.range)
            return nil
        }
        guard ScalarDecoding.withinMaximumLength(value, node, "height \(text) of \(subject())", &diagnostics) else {
            return nil
        }
        return Located(value, at: node.range)
    }

    /// `dock` or `hide`. `follow` (the accessory sliding out with the bar) is refused by name:
    /// UIKit's own accessory docks, and nothing a container controls keeps it in step otherwise.
    mutating func decodeWhenBarHidden(_ node: Node) -> Located<WhenBarHidden>? {
        if node.nonNullText == "follow" {
            diagnostics.error(
                .invalidValue,
                "'whenBarHidden: follow' is not supported: an accessory docks at the safe area's bottom (dock, as iOS 26's own accessory does) or leaves (hide) while the bar is hidden",
                at: node.range, notes: [DiagnosticNote("did you mean 'dock'?", at: node.range)])
            return nil
        }
        return ScalarDecoding.oneOf(node, "'whenBarHidden' value", &diagnostics)
    }

    /// `120` points, `50%`, or `fill`.
    mutating func decodeSize(_ node: Node, _ subject: @autoclosure () -> String) -> Located<SlotSize>? {
        guard let untrimmed = node.nonNullText else {
            diagnostics.error(
                .typeMismatch,
                "expected a size (points, a percentage or 'fill') for \(subject()), found \(node.kindDescription)",
                at: node.range)
            return nil
        }
        // Foundation's trimming costs more than the rest of the decode; most sizes need none.
        let edgeIsSpace =
            untrimmed.unicodeScalars.first.map(\.properties.isWhitespace) == true
            || untrimmed.unicodeScalars.last.map(\.properties.isWhitespace) == true
        let text = edgeIsSpace ? untrimmed.trimmingCharacters(in: .whitespaces) : untrimmed
        if text == "fill" { return Located(.fill, at: node.range) }
        if text.hasSuffix("%"), let value = Double(text.dropLast()), value.isFinite {
            guard value >= 0, value <= 100 else {
                diagnostics.error(
                    .invalidValue, "percentage \(text) of \(subject()) is outside 0%...100%", at: node.range)
                return nil
            }
            return Located(.percent(value), at: node.range)
        }
        let points = text.hasSuffix("pt") ? String(text.dropLast(2)) : text
        if let value = Double(points), value.isFinite {
            guard value >= 0 else {
                diagnostics.error(.invalidValue, "size \(text) of \(subject()) is negative", at: node.range)
                return nil
            }
            guard ScalarDecoding.withinMaximumLength(value, node, "size \(text) of \(subject())", &diagnostics) else {
                return nil
            }
            return Located(.points(value), at: node.range)
        }
        diagnostics.error(
            .invalidValue, "size '\(text)' of \(subject()) is not points (120), a percentage (50%) or 'fill'",
            at: node.range)
        return nil
    }

    /// `[x, y, width, height]`.
    mutating func decodeRect(_ node: Node, _ subject: @autoclosure () -> String) -> Located<Rect>? {
        guard let items = node.sequence, items.count == 4 else {
            diagnostics.error(
                .typeMismatch, "expected 'frame' of \(subject()) as [x, y, width, height]", at: node.range)
            return nil
        }
        var values: [Double] = []
        for item in items {
            guard let v = ScalarDecoding.number(item, "a frame value", &diagnostics),
                ScalarDecoding.withinMaximumLength(v.value, item, "frame value \(item.nonNullText ?? "")", &diagnostics)
            else { return nil }
            values.append(v.value)
        }
        guard values[2] >= 0, values[3] >= 0 else {
            diagnostics.error(.invalidValue, "frame of \(subject()) has a negative width or height", at: node.range)
            return nil
        }
        return Located(Rect(x: values[0], y: values[1], width: values[2], height: values[3]), at: node.range)
    }
}
