public import KinshipSpec

/// Where a custom container's slots go, in a form both the runtime and generated code evaluate.
public struct LayoutPlan: Sendable, Encodable, Hashable {
    public var kind: LayoutKind
    public var spacing: Double
    public var insets: Insets
    public var designSize: Size?
    public var slots: [SlotRule]
    /// The rectangle the layout fills: the bounds (default) or the safe area.
    public var area: LayoutArea = .bounds

    public struct SlotRule: Sendable, Encodable, Hashable {
        public var slot: String
        /// vertical/horizontal: the slot's extent along the axis.
        public var size: SlotSize
        /// frames: the rect at the design size and how it follows size changes.
        public var frame: Rect?
        public var autoresizing: [Autoresizing]
        /// The slot's own area when it differs from the layout's; nil follows the layout.
        public var area: LayoutArea?
    }

    public init(
        kind: LayoutKind, spacing: Double, insets: Insets, designSize: Size? = nil, slots: [SlotRule],
        area: LayoutArea = .bounds
    ) {
        (self.kind, self.spacing, self.insets, self.designSize, self.slots, self.area) = (
            kind, spacing, insets, designSize, slots, area
        )
    }

    /// Whether any slot is placed by the safe area, so the layout needs the view's safe-area insets.
    public var usesSafeArea: Bool {
        area == .safeArea || slots.contains { $0.area == .safeArea }
    }

    private enum CodingKeys: String, CodingKey { case kind, spacing, insets, designSize, slots, area }

    /// `area` is written only when it is the safe area, so plans without it read as before.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(spacing, forKey: .spacing)
        try c.encode(insets, forKey: .insets)
        try c.encodeIfPresent(designSize, forKey: .designSize)
        try c.encode(slots, forKey: .slots)
        if area != .bounds { try c.encode(area, forKey: .area) }
    }
}
