/// A declarative description of the DSL: every mapping, its keys, their value types,
/// descriptions, defaults and closed sets.
///
/// It is the one source of truth for the shape of a spec: `SpecDecoder.Keys` (unknown-key
/// checking) is derived from it and `JSONSchemaGenerator` turns it into the JSON Schema that
/// editors use, so the two cannot drift apart.
public indirect enum SchemaType: Sendable {
    /// Any non-null scalar read as text (a class name, a title).
    case string
    /// A name: a screen, container, child, slot or transition; letters, digits and `_`.
    case name
    /// A string matching a regular expression (a design size `390x844`).
    case pattern(String, example: String)
    /// Exactly this integer (the DSL version).
    case constant(Int)
    case integer(minimum: Int?)
    case number(minimum: Double?)
    case boolean
    /// One word of a closed set (kinds, animations).
    case oneOf([String])
    /// A YAML sequence of one type.
    case list(SchemaType, count: Int? = nil)
    /// A name → value mapping (`screens:`, `children:`); an empty section may be null.
    case dictionary(SchemaType, minEntries: Int = 0, nullable: Bool = true)
    /// A mapping described by the `SchemaMapping` of that name.
    case mapping(String)
    /// Short forms: the value may take any of these shapes.
    case anyOf([SchemaType])
    /// Only the value `true`, or no value at all (`clear:`, `popToRoot: true`).
    case flag
    /// YAML null (an empty slot: `primary:`).
    case null
    /// A definition shared by several keys, by its name in `SpecSchema.definitions`.
    case reference(String)
}

/// A value a key takes when it is omitted, as it appears in a spec.
public enum SchemaDefault: Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
}

/// One key of a mapping.
public struct SchemaKey: Sendable {
    public let name: String
    public let type: SchemaType
    public let description: String
    public let defaultValue: SchemaDefault?
    public let required: Bool

    public init(
        _ name: String, _ type: SchemaType, _ description: String,
        default defaultValue: SchemaDefault? = nil, required: Bool = false
    ) {
        self.name = name
        self.type = type
        self.description = description
        self.defaultValue = defaultValue
        self.required = required
    }
}

/// One mapping of the DSL: its keys in the order grammar.md documents them.
public struct SchemaMapping: Sendable {
    public let name: String
    public let description: String
    public let keys: [SchemaKey]
    /// Keys of which exactly one must be present (a move's operation).
    public let exactlyOne: [String]

    public init(_ name: String, _ description: String, keys: [SchemaKey], exactlyOne: [String] = []) {
        self.name = name
        self.description = description
        self.keys = keys
        self.exactlyOne = exactlyOne
    }

    /// The key names, for unknown-key checks.
    public var keyNames: [String] { keys.map(\.name) }

    public func key(_ name: String) -> SchemaKey? { keys.first { $0.name == name } }
}

/// A named value shape that several keys share (a child, a move, a size).
public struct SchemaDefinition: Sendable {
    public let name: String
    public let description: String
    public let type: SchemaType
    /// A dictionary's keys that are not names (a transition's `identifier`), each with its own shape.
    public var keys: [SchemaKey] = []
}
