public import KinshipSpec

/// Computes slot frames from a layout plan and the container's bounds.
///
/// The runtime calls this on every layout pass; generated code contains the same arithmetic,
/// so both put every slot in the same place.
public enum LayoutSolver {
    /// Frames in slot order. `safeArea` is the container view's `safeAreaInsets`; only layouts
    /// and slots whose area is `safeArea` read it.
    public static func frames(_ layout: LayoutPlan, in bounds: Size, safeArea: Insets = .zero) -> [Rect] {
        let area = rect(of: layout.area, bounds, safeArea)
        let inner = inset(area, layout.insets)
        switch layout.kind {
        case .overlay:
            return layout.slots.map { rule in
                guard let own = rule.area, own != layout.area else { return inner }
                return inset(rect(of: own, bounds, safeArea), layout.insets)
            }
        case .vertical, .horizontal:
            let frames = stack(layout, inner, vertical: layout.kind == .vertical)
            return zip(layout.slots, frames).map { rule, frame in
                guard let own = rule.area, own != layout.area else { return frame }
                return extend(frame, from: inner, to: inset(rect(of: own, bounds, safeArea), layout.insets))
            }
        case .frames:
            return layout.slots.map { rule in
                let own = rule.area.map { rect(of: $0, bounds, safeArea) } ?? area
                let size = Size(width: own.width, height: own.height)
                let design = layout.designSize ?? size
                let r = autoresize(
                    rule.frame ?? inset(Rect(x: 0, y: 0, width: own.width, height: own.height), layout.insets),
                    rule.autoresizing, from: design, to: size)
                return Rect(x: r.x + own.x, y: r.y + own.y, width: r.width, height: r.height)
            }
        }
    }

    /// The rectangle an area names: the bounds, or the bounds less the safe-area insets.
    static func rect(of area: LayoutArea, _ bounds: Size, _ safeArea: Insets) -> Rect {
        switch area {
        case .bounds:
            return Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        case .safeArea:
            return Rect(
                x: safeArea.left, y: safeArea.top,
                width: max(0, bounds.width - safeArea.left - safeArea.right),
                height: max(0, bounds.height - safeArea.top - safeArea.bottom))
        }
    }

    /// `rect` less the layout's insets (never below zero).
    static func inset(_ rect: Rect, _ insets: Insets) -> Rect {
        Rect(
            x: rect.x + insets.left, y: rect.y + insets.top,
            width: max(0, rect.width - insets.left - insets.right),
            height: max(0, rect.height - insets.top - insets.bottom))
    }

    /// A slot whose area differs from its layout's: each edge of `frame` that lies on an edge
    /// of the layout's rect moves to the same edge of the slot's own rect (so a bounds slot at
    /// the top of a safe-area stack grows up under the status bar; the edges it shares with
    /// other slots stay). Edges within a thousandth of a point count as lying on the edge.
    static func extend(_ frame: Rect, from area: Rect, to own: Rect) -> Rect {
        let tolerance = 0.001
        var minX = frame.x, minY = frame.y, maxX = frame.x + frame.width, maxY = frame.y + frame.height
        if abs(minX - area.x) < tolerance { minX = own.x }
        if abs(minY - area.y) < tolerance { minY = own.y }
        if abs(maxX - (area.x + area.width)) < tolerance { maxX = own.x + own.width }
        if abs(maxY - (area.y + area.height)) < tolerance { maxY = own.y + own.height }
        return Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    public static func frame(of slot: String, _ layout: LayoutPlan, in bounds: Size, safeArea: Insets = .zero) -> Rect?
    {
        guard let index = layout.slots.firstIndex(where: { $0.slot == slot }) else { return nil }
        return frames(layout, in: bounds, safeArea: safeArea)[index]
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
            let extent: Double =
                switch rule.size {
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
