import KinshipPlan

/// A custom container's `slotFrames(in:)`: LayoutSolver's arithmetic written out for one
/// layout, operation for operation in the same order, so generated code and the runtime put
/// every slot on the same (bit-identical) frame.
enum LayoutTranslator {
    static func slotFrames(_ layout: LayoutPlan) -> Declaration {
        let l = SwiftLiteral.double
        let insets = layout.insets
        // A frames layout uses the inset bounds only for slots without a frame.
        let needsInner = layout.kind != .frames || layout.slots.contains { $0.frame == nil }
        var body: [Statement] = !needsInner ? [] : [
            .line("let inner = CGRect(x: \(l(insets.left)), y: \(l(insets.top)), "
                + "width: max(0, size.width - \(l(insets.left)) - \(l(insets.right))), "
                + "height: max(0, size.height - \(l(insets.top)) - \(l(insets.bottom))))"),
        ]
        switch layout.kind {
        case .overlay:
            body.append(.line("return [" + layout.slots.map { _ in "inner" }.joined(separator: ", ") + "]"))
        case .vertical, .horizontal:
            body += stack(layout, vertical: layout.kind == .vertical)
        case .frames:
            body += frames(layout)
        }
        return .function(head: "private static func slotFrames(in size: CGSize) -> [CGRect]", body: body)
    }

    /// Points are fixed, percentages are of the length left after spacing, `fill` slots share the rest.
    private static func stack(_ layout: LayoutPlan, vertical: Bool) -> [Statement] {
        let l = SwiftLiteral.double
        let count = layout.slots.count
        guard count > 0 else { return [.line("return []")] }
        let length = vertical ? "inner.height" : "inner.width"
        var out: [Statement] = [
            .line("let available = max(0, \(length) - \(l(layout.spacing * Double(count - 1))))"),
        ]
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
            let extent: String = switch rule.size {
            case .points(let p): l(p)
            case .percent(let p): "available * \(l(p)) / 100"
            case .fill: "fill"
            }
            let frame = vertical
                ? "CGRect(x: inner.origin.x, y: offset, width: inner.width, height: extent)"
                : "CGRect(x: offset, y: inner.origin.y, width: extent, height: inner.height)"
            out.append(.block(head: "do", body: [
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
    private static func frames(_ layout: LayoutPlan) -> [Statement] {
        let l = SwiftLiteral.double
        var out: [Statement] = [
            .line(layout.designSize.map { "let design = CGSize(width: \(l($0.width)), height: \(l($0.height)))" } ?? "let design = size"),
        ]
        var items: [String] = []
        for rule in layout.slots {
            let rect = rule.frame.map { "CGRect(x: \(l($0.x)), y: \(l($0.y)), width: \(l($0.width)), height: \(l($0.height)))" } ?? "inner"
            let mask = "[" + rule.autoresizing.map { "." + $0.rawValue }.joined(separator: ", ") + "]"
            items.append("autoresize(" + rect + ", " + mask + ", from: design, to: size)")
        }
        out.append(.line("return ["))
        for (i, item) in items.enumerated() { out.append(.line("    " + item + (i + 1 < items.count ? "," : ""))) }
        out.append(.line("]"))
        return out
    }

    /// The autoresizing helper, emitted only for `frames` layouts.
    static func autoresizeHelpers() -> [Declaration] {
        [
            .doc("UIKit's autoresizing: a change in the superview's size is shared among the flexible\nparts of each axis in proportion to their lengths (equally when all are zero)."),
            .function(head: "private static func autoresize(_ frame: CGRect, _ mask: UIView.AutoresizingMask, from design: CGSize, to size: CGSize) -> CGRect", body: [
                .line("let (x, width) = axis(frame.origin.x, frame.width, design.width - frame.origin.x - frame.width, delta: size.width - design.width,"),
                .line("                      mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))"),
                .line("let (y, height) = axis(frame.origin.y, frame.height, design.height - frame.origin.y - frame.height, delta: size.height - design.height,"),
                .line("                       mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))"),
                .line("return CGRect(x: x, y: y, width: width, height: height)"),
            ]),
            .blank,
            .function(head: "private static func axis(_ lead: CGFloat, _ length: CGFloat, _ trail: CGFloat, delta: CGFloat, _ flexLead: Bool, _ flexLength: Bool, _ flexTrail: Bool) -> (CGFloat, CGFloat)", body: [
                .line("let parts = [(flexLead, lead), (flexLength, length), (flexTrail, trail)].filter { $0.0 }"),
                .line("guard !parts.isEmpty, delta != 0 else { return (lead, length) }"),
                .line("let total = parts.reduce(0) { $0 + max(0, $1.1) }"),
                .block(head: "func share(_ flexible: Bool, _ part: CGFloat) -> CGFloat", body: [
                    .line("guard flexible else { return 0 }"),
                    .line("return total > 0 ? delta * max(0, part) / total : delta / CGFloat(parts.count)"),
                ]),
                .line("return (lead + share(flexLead, lead), max(0, length + share(flexLength, length)))"),
            ]),
        ]
    }
}
