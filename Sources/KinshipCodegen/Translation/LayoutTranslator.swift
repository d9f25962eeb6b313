import KinshipPlan
import KinshipSpec

/// A custom container's `slotFrames(in:)`: LayoutSolver's arithmetic written out for one
/// layout, operation for operation in the same order, so generated code and the runtime put
/// every slot on the same (bit-identical) frame.
enum LayoutTranslator {
    static func slotFrames(_ layout: LayoutPlan) -> Declaration {
        guard !layout.slots.isEmpty else {
            // Nothing to place (every slot presents): no constants a compiler would call unused.
            return .function(head: "private static func slotFrames(in size: CGSize) -> [CGRect]", body: [.line("[]")])
        }
        guard layout.usesSafeArea else { return boundsSlotFrames(layout) }
        return safeAreaSlotFrames(layout)
    }

    /// A layout placed by the bounds only: what every layout wrote before safe areas.
    private static func boundsSlotFrames(_ layout: LayoutPlan) -> Declaration {
        let l = SwiftLiteral.double
        let insets = layout.insets
        // A frames layout uses the inset bounds only for slots without a frame.
        let needsInner = layout.kind != .frames || layout.slots.contains { $0.frame == nil }
        var body: [Statement] =
            !needsInner
            ? []
            : [
                .line(
                    "let inner = CGRect(x: \(l(insets.left)), y: \(l(insets.top)), "
                        + "width: max(0, size.width - \(l(insets.left)) - \(l(insets.right))), "
                        + "height: max(0, size.height - \(l(insets.top)) - \(l(insets.bottom))))")
            ]
        switch layout.kind {
        case .overlay:
            body.append(.line("return [" + layout.slots.map { _ in "inner" }.joined(separator: ", ") + "]"))
        case .vertical, .horizontal:
            body += stack(layout, vertical: layout.kind == .vertical)
        case .frames:
            body += frames(layout, area: { _ in nil })
        }
        return .function(head: "private static func slotFrames(in size: CGSize) -> [CGRect]", body: body)
    }

    /// A layout with the safe area in it: LayoutSolver's `rect(of:)`, `inset` and `extend`,
    /// written out. `bounds` and `safe` are the two areas; `inner` is the layout's area less its
    /// insets, and `boundsInner` / `safeInner` the other area's, for slots that choose it.
    private static func safeAreaSlotFrames(_ layout: LayoutPlan) -> Declaration {
        let l = SwiftLiteral.double
        let insets = layout.insets
        let other: LayoutArea = layout.area == .bounds ? .safeArea : .bounds
        let usesOther = layout.slots.contains { $0.area == other }
        func name(_ area: LayoutArea) -> String { area == .bounds ? "bounds" : "safe" }
        func inset(_ area: String) -> String {
            "CGRect(x: \(area).origin.x + \(l(insets.left)), y: \(area).origin.y + \(l(insets.top)), "
                + "width: max(0, \(area).width - \(l(insets.left)) - \(l(insets.right))), "
                + "height: max(0, \(area).height - \(l(insets.top)) - \(l(insets.bottom))))"
        }
        // Each area only where a slot is placed by it (an unused constant would be a warning).
        let used = Set(
            layout.kind == .frames
                ? layout.slots.map { $0.area ?? layout.area } : [layout.area] + (usesOther ? [other] : []))
        var body: [Statement] = []
        if used.contains(.bounds) {
            body.append(.line("let bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)"))
        }
        if used.contains(.safeArea) {
            body.append(
                .line(
                    "let safe = CGRect(x: safeArea.left, y: safeArea.top, "
                        + "width: max(0, size.width - safeArea.left - safeArea.right), height: max(0, size.height - safeArea.top - safeArea.bottom))"
                ))
        }
        let otherInner = name(other) + "Inner"
        if layout.kind != .frames {
            body.append(.line("let inner = " + inset(name(layout.area))))
            if usesOther { body.append(.line("let \(otherInner) = " + inset(name(other)))) }
        }
        switch layout.kind {
        case .overlay:
            body.append(
                .line(
                    "return [" + layout.slots.map { $0.area == other ? otherInner : "inner" }.joined(separator: ", ")
                        + "]"))
        case .vertical, .horizontal:
            var stacked = stack(layout, vertical: layout.kind == .vertical)
            if usesOther {
                // The stack's `return frames`, then each slot of the other area extended.
                stacked.removeLast()
                for (index, rule) in layout.slots.enumerated() where rule.area == other {
                    stacked.append(
                        .line(
                            "frames[\(index)] = extend(frames[\(index)], from: inner, to: \(otherInner)) // \(rule.slot)"
                        ))
                }
                stacked.append(.line("return frames"))
            }
            body += stacked
        case .frames:
            body += frames(layout, area: { rule in name(rule.area ?? layout.area) })
        }
        return .function(
            head: "private static func slotFrames(in size: CGSize, safeArea: UIEdgeInsets) -> [CGRect]", body: body)
    }

    /// LayoutSolver's `extend`, emitted for stacks with a slot in the other area.
    static func extendHelper() -> [Declaration] {
        [
            .doc(
                "A slot in the other area: each edge of `frame` on an edge of `area` moves to that edge of `own`\n(within a thousandth of a point, as the runtime's LayoutSolver decides)."
            ),
            .function(
                head: "private static func extend(_ frame: CGRect, from area: CGRect, to own: CGRect) -> CGRect",
                body: [
                    .line("var minX = frame.origin.x, minY = frame.origin.y"),
                    .line("var maxX = frame.origin.x + frame.size.width, maxY = frame.origin.y + frame.size.height"),
                    .line("if abs(minX - area.origin.x) < 0.001 { minX = own.origin.x }"),
                    .line("if abs(minY - area.origin.y) < 0.001 { minY = own.origin.y }"),
                    .line(
                        "if abs(maxX - (area.origin.x + area.size.width)) < 0.001 { maxX = own.origin.x + own.size.width }"
                    ),
                    .line(
                        "if abs(maxY - (area.origin.y + area.size.height)) < 0.001 { maxY = own.origin.y + own.size.height }"
                    ),
                    .line("return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))"),
                ]),
        ]
    }

    /// Points are fixed, percentages are of the length left after spacing, `fill` slots share the rest.
    private static func stack(_ layout: LayoutPlan, vertical: Bool) -> [Statement] {
        let l = SwiftLiteral.double
        let count = layout.slots.count
        guard count > 0 else { return [.line("return []")] }
        let length = vertical ? "inner.height" : "inner.width"
        // Read only by percentages and fill: every slot in points leaves it out (Swift warns
        // of a value never used, and check-clean specs generate code that compiles silently).
        let readsAvailable = layout.slots.contains {
            if case .points = $0.size { return false } else { return true }
        }
        var out: [Statement] =
            readsAvailable
            ? [.line("let available = max(0, \(length) - \(l(layout.spacing * Double(count - 1))))")] : []
        var fixed = "0.0"
        var fills = 0
        for rule in layout.slots {
            switch rule.size {
            case .points(let p): fixed += " + \(l(p))"
            case .percent(let p): fixed += " + available * \(l(p)) / 100"
            case .fill: fills += 1
            }
        }
        if fills > 0 {
            out.append(.line("let fixed: CGFloat = " + fixed))
            out.append(.line("let fill = max(0, available - fixed) / \(l(Double(fills)))"))
        }
        out.append(.line("var offset = " + (vertical ? "inner.origin.y" : "inner.origin.x")))
        out.append(.line("var frames: [CGRect] = []"))
        for rule in layout.slots {
            let extent: String =
                switch rule.size {
                case .points(let p): l(p)
                case .percent(let p): "available * \(l(p)) / 100"
                case .fill: "fill"
                }
            let frame =
                vertical
                ? "CGRect(x: inner.origin.x, y: offset, width: inner.width, height: extent)"
                : "CGRect(x: offset, y: inner.origin.y, width: extent, height: inner.height)"
            out.append(
                .block(
                    head: "do",
                    body: [
                        .comment(rule.slot),
                        .line("let extent: CGFloat = " + extent),
                        .line("frames.append(" + frame + ")"),
                        .line("offset += extent + \(l(layout.spacing))"),
                    ]))
        }
        out.append(.line("return frames"))
        return out
    }

    /// Rects at the design size, moved by UIKit's autoresizing rules to the current size.
    /// `area(rule)` names the rect a slot is placed in (`bounds`, `safe`), nil for a layout by
    /// the bounds alone (the size, at the origin).
    private static func frames(_ layout: LayoutPlan, area: (LayoutPlan.SlotRule) -> String?) -> [Statement] {
        let l = SwiftLiteral.double
        var out: [Statement] = []
        var items: [String] = []
        for rule in layout.slots {
            let rect =
                rule.frame.map {
                    "CGRect(x: \(l($0.x)), y: \(l($0.y)), width: \(l($0.width)), height: \(l($0.height)))"
                } ?? "inner"
            let mask = "[" + rule.autoresizing.map { "." + $0.rawValue }.joined(separator: ", ") + "]"
            if let a = area(rule) {
                let design =
                    layout.designSize.map { "CGSize(width: \(l($0.width)), height: \(l($0.height)))" } ?? a + ".size"
                items.append(
                    "autoresize(" + rect + ", " + mask + ", from: " + design + ", to: " + a + ".size).offsetBy(dx: " + a
                        + ".origin.x, dy: " + a + ".origin.y)")
            } else {
                items.append("autoresize(" + rect + ", " + mask + ", from: design, to: size)")
            }
        }
        if !layout.usesSafeArea {
            out.append(
                .line(
                    layout.designSize.map { "let design = CGSize(width: \(l($0.width)), height: \(l($0.height)))" }
                        ?? "let design = size"))
        }
        out.append(.line("return ["))
        for (i, item) in items.enumerated() { out.append(.line("    " + item + (i + 1 < items.count ? "," : ""))) }
        out.append(.line("]"))
        return out
    }

    /// The autoresizing helper, emitted only for `frames` layouts.
    static func autoresizeHelpers() -> [Declaration] {
        [
            .doc(
                "UIKit's autoresizing: a change in the superview's size is shared among the flexible\nparts of each axis in proportion to their lengths (equally when all are zero)."
            ),
            .function(
                head:
                    "private static func autoresize(_ frame: CGRect, _ mask: UIView.AutoresizingMask, from design: CGSize, to size: CGSize) -> CGRect",
                body: [
                    .line(
                        "let (x, width) = axis(frame.origin.x, frame.width, design.width - frame.origin.x - frame.width, delta: size.width - design.width,"
                    ),
                    .line(
                        "                      mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))"
                    ),
                    .line(
                        "let (y, height) = axis(frame.origin.y, frame.height, design.height - frame.origin.y - frame.height, delta: size.height - design.height,"
                    ),
                    .line(
                        "                       mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))"
                    ),
                    .line("return CGRect(x: x, y: y, width: width, height: height)"),
                ]),
            .blank,
            .function(
                head:
                    "private static func axis(_ lead: CGFloat, _ length: CGFloat, _ trail: CGFloat, delta: CGFloat, _ flexLead: Bool, _ flexLength: Bool, _ flexTrail: Bool) -> (CGFloat, CGFloat)",
                body: [
                    .line("let parts = [(flexLead, lead), (flexLength, length), (flexTrail, trail)].filter { $0.0 }"),
                    .line("guard !parts.isEmpty, delta != 0 else { return (lead, length) }"),
                    .line("let total = parts.reduce(0) { $0 + max(0, $1.1) }"),
                    .block(
                        head: "func share(_ flexible: Bool, _ part: CGFloat) -> CGFloat",
                        body: [
                            .line("guard flexible else { return 0 }"),
                            .line("return total > 0 ? delta * max(0, part) / total : delta / CGFloat(parts.count)"),
                        ]),
                    .line("return (lead + share(flexLead, lead), max(0, length + share(flexLength, length)))"),
                ]),
        ]
    }
}
