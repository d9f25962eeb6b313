/// A JSON value with ordered object members, printed deterministically.
///
/// SARIF and the spec's JSON Schema are written through this rather than `JSONEncoder` so key
/// order is the order of construction and the bytes are identical on every platform.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.rendered() == b.rendered() }

    /// Pretty-printed with two-space indentation and a trailing newline.
    public func rendered() -> String {
        var out = ""
        write(into: &out, indent: "")
        return out + "\n"
    }

    private func write(into out: inout String, indent: String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .number(let d): out += Self.format(d)
        case .string(let s): out += JSON.quote(s)
        case .array(let items):
            // Short arrays of scalars stay on one line, as a person would write them.
            if items.allSatisfy(\.isScalar), items.count <= 8 {
                out += "[" + items.map { $0.rendered().dropLast() }.joined(separator: ", ") + "]"
                return
            }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += indent + "  "
                item.write(into: &out, indent: indent + "  ")
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let members):
            if members.isEmpty {
                out += "{}"
                return
            }
            out += "{\n"
            for (i, (key, value)) in members.enumerated() {
                out += indent + "  " + JSON.quote(key) + ": "
                value.write(into: &out, indent: indent + "  ")
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    /// Whole numbers print without a fraction; JSON has no NaN or infinity, so those print null.
    static func format(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        if d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
        return String(d)
    }
}
