import KinshipPlan
import KinshipSpec

/// Spec names made safe as Swift identifiers and literals. Validation already guarantees names
/// are identifier-shaped; what remains is keywords and string content.
public enum SwiftName {
    /// Words that need backticks to be used as a name (declaration and expression keywords).
    static var keywords: Set<String> { SwiftReservedNames.keywords }

    /// Names that backticks cannot rescue everywhere (`x.self`, `.init`, `T.Type`): given a
    /// trailing underscore instead. The string a trace prints never changes.
    static let reserved: Set<String> = ["self", "Self", "init", "Type", "Protocol", "_", "super"]

    /// `class` → `` `class` ``; ordinary names unchanged.
    public static func identifier(_ name: String) -> String {
        if reserved.contains(name) { return name + "_" }
        return keywords.contains(name) ? "`" + name + "`" : name
    }

    /// An argument label at a call site (`set(default: 1)`): any keyword but `inout` stands
    /// there bare, and Swift warns of backticks it does not need ("keyword 'default' does not
    /// need to be escaped in argument list"), so a label is escaped only where it must be. The
    /// declaration keeps `identifier` (`func set(`default`: Int)`), which Swift takes silently.
    public static func label(_ name: String) -> String {
        if reserved.contains(name) { return name + "_" }
        return name == "inout" ? "`inout`" : name
    }

    /// A member after a dot (`.class` is legal, but backticks keep every case uniform).
    public static func member(_ name: String) -> String { "." + identifier(name) }

    /// `startMap` → `StartMap` (used after a prefix like `make`, so never a keyword).
    public static func upperFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// `tab-bar` → `TabBar`, `9lives` → `_9lives`: a type name from a file name.
    public static func typeName(fromFileName name: String) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        var result = words.map { upperFirst(String($0)) }.joined()
        if result.isEmpty { result = "Spec" }
        if let first = result.first, first.isNumber { result = "_" + result }
        return identifier(result)
    }
}

/// Swift literals for values taken from the spec.
public enum SwiftLiteral {
    /// A string literal: quotes, backslashes and control characters escaped, so a title can
    /// never end the literal early or inject code.
    public static func string(_ value: String) -> String {
        var out = "\""
        out.reserveCapacity(value.utf8.count + 2)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A floating-point literal that reads back as exactly the same Double (`0.2`, `40.0`).
    public static func double(_ value: Double) -> String {
        guard value.isFinite else { return "0.0" }
        let text = String(value)
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }
}

extension SwiftLiteral {
    /// `0.2`, `1`: a number for prose in doc comments (integers without a fraction).
    static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
