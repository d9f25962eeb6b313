public import KinshipSyntax

public enum LayoutKind: String, CaseIterable, Sendable, Codable { case vertical, horizontal, overlay, frames }

/// The rectangle a layout (or one slot) is placed in: the container view's `bounds`, or its
/// safe area (`bounds` less `view.safeAreaInsets`: the status bar, the home indicator, the
/// sensor housing in landscape, and the bars of enclosing containers).
public enum LayoutArea: String, CaseIterable, Sendable, Codable { case bounds, safeArea }

/// How a custom container places its slots inside its bounds.
public struct Layout: Sendable {
    public var kindNode: Located<LayoutKind>?
    public var spacing: Located<Double>?
    public var insets: Located<Insets>?
    /// `frames` only: the size the slot frames were designed at.
    public var designSize: Located<Size>?
    /// Where the slots go: the bounds (default) or the safe area; a slot may choose its own.
    public var areaNode: Located<LayoutArea>?
    public var range: SourceRange?

    public init() {}

    public var kind: LayoutKind { kindNode?.value ?? .vertical }
    public var area: LayoutArea { areaNode?.value ?? .bounds }
}

public struct Size: Sendable, Hashable, Codable {
    /// The longest length Kinship accepts wherever one is written: a slot's points, `spacing`,
    /// `insets`, `frame` values, `designSize`, and the window size of a run (`--size`,
    /// `resize(WxH)`). Far past any screen (the largest are a few thousand points), and small
    /// enough that every sum the layout makes stays finite and prints exactly to two decimals.
    public static let maximumLength = 1_000_000.0

    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

public struct Rect: Sendable, Hashable, Codable {
    public var x: Double, y: Double, width: Double, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }
}

public struct Insets: Sendable, Hashable, Codable {
    public var top: Double, left: Double, bottom: Double, right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    public static let zero = Insets(top: 0, left: 0, bottom: 0, right: 0)
}

/// UIView.AutoresizingMask members, by their Swift names.
public enum Autoresizing: String, CaseIterable, Sendable, Codable {
    case flexibleLeftMargin, flexibleWidth, flexibleRightMargin
    case flexibleTopMargin, flexibleHeight, flexibleBottomMargin
}
