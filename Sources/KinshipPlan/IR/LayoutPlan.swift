/// Where a custom container's slots go, in a form both the runtime and generated code evaluate.
public struct LayoutPlan: Sendable, Encodable, Hashable {
    public var kind: LayoutKind
    public var spacing: Double
    public var insets: Insets
    public var designSize: Size?
    public var slots: [SlotRule]

    public struct SlotRule: Sendable, Encodable, Hashable {
        public var slot: String
        /// vertical/horizontal: the slot's extent along the axis.
        public var size: SlotSize
        /// frames: the rect at the design size and how it follows size changes.
        public var frame: Rect?
        public var autoresizing: [Autoresizing]
    }
}
