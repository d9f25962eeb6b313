/// A YAML node with its place in the source. Aliases are already resolved into copies of the
/// anchored node (cheap: the arrays inside are copy-on-write).
public struct Node: Sendable {
    public enum Kind: Sendable {
        case scalar(Scalar)
        case sequence([Node])
        case mapping([Pair])
    }

    /// A mapping entry. Keys are always scalars: the parser reports any other key.
    public struct Pair: Sendable {
        public var key: ScalarNode
        public var value: Node
    }

    public var kind: Kind
    public var range: SourceRange
    /// An explicit tag (`!!str`, `!custom`), verbatim; nil when the node has none.
    public var tag: String?

    public init(kind: Kind, range: SourceRange, tag: String? = nil) {
        self.kind = kind
        self.range = range
        self.tag = tag
    }

    public var scalar: Scalar? {
        if case .scalar(let s) = kind { return s }
        return nil
    }

    public var sequence: [Node]? {
        if case .sequence(let items) = kind { return items }
        return nil
    }

    public var mapping: [Pair]? {
        if case .mapping(let pairs) = kind { return pairs }
        return nil
    }

    /// "a scalar", "a sequence", "a mapping": for type-mismatch messages.
    public var kindDescription: String {
        switch kind {
        case .scalar(let s): s.isNull ? "null" : "a scalar"
        case .sequence: "a sequence"
        case .mapping: "a mapping"
        }
    }
}

/// A scalar's text and how it was written: quoted scalars are always strings.
public struct Scalar: Sendable, Hashable {
    public enum Style: Sendable, Hashable { case plain, singleQuoted, doubleQuoted, literal, folded }

    public var text: String
    public var style: Style

    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    public var isPlain: Bool { style == .plain }

    /// YAML 1.2 core schema null: an empty plain scalar, `~` or `null`.
    public var isNull: Bool {
        isPlain && (text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL")
    }
}

/// A scalar together with its range; used for mapping keys.
public struct ScalarNode: Sendable {
    public var scalar: Scalar
    public var range: SourceRange
    public var text: String { scalar.text }
}
