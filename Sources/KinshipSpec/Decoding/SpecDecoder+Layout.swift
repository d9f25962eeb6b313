import KinshipSyntax

extension SpecDecoder {
    /// `layout: vertical`, or `layout: { kind: vertical, spacing: 8, insets: 16 }`.
    mutating func decodeLayout(_ node: Node, _ subject: @autoclosure () -> String) -> Layout {
        var layout = Layout()
        layout.range = node.range
        if node.isScalar {
            layout.kindNode = ScalarDecoding.oneOf(node, "layout", &diagnostics)
            return layout
        }
        guard let m = MappingReader<LayoutKey>(node, subject: "'layout' of \(subject())", &diagnostics) else {
            return layout
        }
        if let k = m[.kind] { layout.kindNode = ScalarDecoding.oneOf(k, "layout", &diagnostics) }
        if let s = m[.spacing], let spacing = ScalarDecoding.number(s, "'spacing'", &diagnostics) {
            if spacing.value < 0 {
                diagnostics.error(.invalidValue, "'spacing' must not be negative", at: s.range)
            } else if ScalarDecoding.withinMaximumLength(spacing.value, s, "'spacing'", &diagnostics) {
                layout.spacing = spacing
            }
        }
        if let i = m[.insets] { layout.insets = decodeInsets(i) }
        if let d = m[.designSize] { layout.designSize = ScalarDecoding.size(d, "'designSize'", &diagnostics) }
        if let a = m[.area] { layout.areaNode = ScalarDecoding.oneOf(a, "layout area", &diagnostics) }
        return layout
    }

    /// One number for every edge, or `{ top, left, bottom, right }` (missing edges are 0).
    mutating func decodeInsets(_ node: Node) -> Located<Insets>? {
        if node.isScalar {
            guard let all = ScalarDecoding.number(node, "'insets'", &diagnostics) else { return nil }
            guard all.value >= 0 else {
                diagnostics.error(.invalidValue, "'insets' must not be negative", at: node.range)
                return nil
            }
            guard ScalarDecoding.withinMaximumLength(all.value, node, "'insets'", &diagnostics) else { return nil }
            return Located(Insets(top: all.value, left: all.value, bottom: all.value, right: all.value), at: node.range)
        }
        guard let m = MappingReader<InsetsKey>(node, subject: "'insets'", &diagnostics) else { return nil }
        var edges: [Double] = []
        for key in InsetsKey.allCases {
            guard let value = m[key] else {
                edges.append(0)
                continue
            }
            guard let n = ScalarDecoding.number(value, "inset '\(key.name)'", &diagnostics) else { return nil }
            if n.value < 0 {
                diagnostics.error(.invalidValue, "inset '\(key.name)' must not be negative", at: value.range)
                return nil
            }
            guard ScalarDecoding.withinMaximumLength(n.value, value, "inset '\(key.name)'", &diagnostics) else {
                return nil
            }
            edges.append(n.value)
        }
        return Located(Insets(top: edges[0], left: edges[1], bottom: edges[2], right: edges[3]), at: node.range)
    }
}
