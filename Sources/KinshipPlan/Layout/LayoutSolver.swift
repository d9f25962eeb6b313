/// Computes slot frames from a layout plan and the container's bounds.
///
/// The runtime calls this on every layout pass; generated code contains the same arithmetic,
/// so both put every slot in the same place.
public enum LayoutSolver {
    /// Frames in slot order.
    public static func frames(_ layout: LayoutPlan, in bounds: Size) -> [Rect] {
        let inner = Rect(
            x: layout.insets.left, y: layout.insets.top,
            width: max(0, bounds.width - layout.insets.left - layout.insets.right),
            height: max(0, bounds.height - layout.insets.top - layout.insets.bottom))
        switch layout.kind {
        case .overlay:
            return layout.slots.map { _ in inner }
        case .vertical, .horizontal:
            return stack(layout, inner, vertical: layout.kind == .vertical)
        case .frames:
            let design = layout.designSize ?? bounds
            return layout.slots.map { rule in
                autoresize(rule.frame ?? inner, rule.autoresizing, from: design, to: bounds)
            }
        }
    }

    public static func frame(of slot: String, _ layout: LayoutPlan, in bounds: Size) -> Rect? {
        guard let index = layout.slots.firstIndex(where: { $0.slot == slot }) else { return nil }
        return frames(layout, in: bounds)[index]
    }

    /// Points are fixed, percentages are of the length left after spacing, and `fill` slots
    /// share what remains equally (never below zero).
    static func stack(_ layout: LayoutPlan, _ inner: Rect, vertical: Bool) -> [Rect] {
        let count = layout.slots.count
        guard count > 0 else { return [] }
        let length = vertical ? inner.height : inner.width
        let available = max(0, length - layout.spacing * Double(count - 1))
        var fixed = 0.0
        var fills = 0
        for rule in layout.slots {
            switch rule.size {
            case .points(let p): fixed += p
            case .percent(let p): fixed += available * p / 100
            case .fill: fills += 1
            }
        }
        let fillLength = fills > 0 ? max(0, available - fixed) / Double(fills) : 0
        var offset = vertical ? inner.y : inner.x
        return layout.slots.map { rule in
            let extent: Double = switch rule.size {
            case .points(let p): p
            case .percent(let p): available * p / 100
            case .fill: fillLength
            }
            defer { offset += extent + layout.spacing }
            return vertical
                ? Rect(x: inner.x, y: offset, width: inner.width, height: extent)
                : Rect(x: offset, y: inner.y, width: extent, height: inner.height)
        }
    }

    /// UIKit's autoresizing: the change in the superview's size is shared among the flexible
    /// parts of each axis in proportion to their current lengths (equally when all are zero).
    static func autoresize(_ frame: Rect, _ mask: [Autoresizing], from design: Size, to bounds: Size) -> Rect {
        let (x, width) = axis(
            frame.x, frame.width, design.width - frame.x - frame.width, delta: bounds.width - design.width,
            mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
        let (y, height) = axis(
            frame.y, frame.height, design.height - frame.y - frame.height, delta: bounds.height - design.height,
            mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
        return Rect(x: x, y: y, width: width, height: height)
    }

    private static func axis(
        _ lead: Double, _ size: Double, _ trail: Double, delta: Double,
        _ flexLead: Bool, _ flexSize: Bool, _ flexTrail: Bool
    ) -> (Double, Double) {
        let parts = [(flexLead, lead), (flexSize, size), (flexTrail, trail)].filter(\.0)
        guard !parts.isEmpty, delta != 0 else { return (lead, size) }
        let total = parts.reduce(0) { $0 + max(0, $1.1) }
        func share(_ flexible: Bool, _ length: Double) -> Double {
            guard flexible else { return 0 }
            return total > 0 ? delta * max(0, length) / total : delta / Double(parts.count)
        }
        return (lead + share(flexLead, lead), max(0, size + share(flexSize, size)))
    }
}
