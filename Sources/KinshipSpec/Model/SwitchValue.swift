/// A `switch` case's value, read by its field's type: integers, numbers and booleans for
/// `Int`, `Double`/`Float`/`CGFloat` and `Bool` fields, any text for `String`, and an enum
/// case name (an identifier) for every other type.
public enum SwitchValue: Sendable, Hashable {
    case int(Int)
    case number(Double)
    case bool(Bool)
    case string(String)
    case enumCase(String)

    public init?(_ text: String, type: String) {
        switch type {
        case "Int", "Swift.Int":
            guard let v = Int(text) else { return nil }
            self = .int(v)
        case "Double", "Float", "CGFloat", "Swift.Double", "Swift.Float", "CoreGraphics.CGFloat":
            guard let v = Double(text), v.isFinite else { return nil }
            self = .number(v)
        case "Bool", "Swift.Bool":
            switch text {
            case "true": self = .bool(true)
            case "false": self = .bool(false)
            default: return nil
            }
        case "String", "Swift.String":
            self = .string(text)
        default:
            guard SpecValidator.isIdentifier(text) else { return nil }
            self = .enumCase(text)
        }
    }

    /// Equal values have equal keys (`01` and `1` are one Int).
    public var key: String {
        switch self {
        case .int(let v): "\(v)"
        case .number(let v): "\(v)"
        case .bool(let v): "\(v)"
        case .string(let v): "s:" + v
        case .enumCase(let v): "." + v
        }
    }

    /// The value as a Swift pattern: `1`, `2.5`, `true`, `"text"`, `.inbox`.
    public var swiftPattern: String {
        switch self {
        case .int(let v): "\(v)"
        case .number(let v): "\(v)"
        case .bool(let v): "\(v)"
        case .string(let v):
            "\""
                + v.unicodeScalars.map {
                    $0 == "\"" || $0 == "\\"
                        ? "\\" + String($0) : $0.value < 0x20 ? "\\u{" + String($0.value, radix: 16) + "}" : String($0)
                }.joined() + "\""
        case .enumCase(let v): "." + v
        }
    }

    static func expectation(_ type: String) -> String {
        switch SwitchValue("x", type: type) {
        case .string?: ""
        case .enumCase?:
            " (for a type other than Int, Double, Float, CGFloat, Bool or String, cases are enum case names)"
        default: ""
        }
    }
}
