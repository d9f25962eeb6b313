import Foundation
public import KinshipSyntax

/// A child's `args:` value read as its screen parameter's type: the one rule `kinship check`
/// validates with and `kinship generate` writes Swift literals from, so check accepts exactly
/// what generate can write.
///
/// Integer types take a whole number in their range, `Double`/`Float`/`CGFloat` a finite number
/// (in `Float`'s range for `Float`), `Bool` `true` or `false`, `URL` an absolute URL (a scheme,
/// as `URL(string:)` reads it); every other type is a string literal, which the type must then
/// accept (`ExpressibleByStringLiteral`).
public enum ArgumentLiteral: Equatable, Sendable {
    case integer(String)
    case number(Double)
    case bool(Bool)
    case url(String)
    case string(String)

    /// Why a value does not fit its parameter type, with the diagnostic id to report it under.
    public struct Mismatch: Error, Equatable, Sendable {
        /// `type-mismatch` (the wrong kind of value) or `invalid-value` (the right kind, out of range).
        public var id: DiagnosticID
        /// Completes "argument 'number' = \"one\" …": `is not an integer (parameter type Int)`.
        public var reason: String
    }

    /// The type with any `Swift.` / `Foundation.` / `CoreGraphics.` module prefix removed.
    static func baseType(_ type: String) -> String {
        for prefix in ["Swift.", "Foundation.", "CoreGraphics.", "CoreFoundation."] where type.hasPrefix(prefix) {
            return String(type.dropFirst(prefix.count))
        }
        return type
    }

    static let integerRanges: [String: ClosedRange<Double>] = [
        "Int": Double(Int64.min)...Double(Int64.max), "Int64": Double(Int64.min)...Double(Int64.max),
        "Int32": Double(Int32.min)...Double(Int32.max), "Int16": Double(Int16.min)...Double(Int16.max),
        "Int8": Double(Int8.min)...Double(Int8.max),
        "UInt": 0...Double(UInt64.max), "UInt64": 0...Double(UInt64.max), "UInt32": 0...Double(UInt32.max),
        "UInt16": 0...Double(UInt16.max), "UInt8": 0...Double(UInt8.max),
    ]

    /// Reads `value` (as written in the spec) as a `type` literal.
    public static func parse(_ value: String, as type: String) -> Result<ArgumentLiteral, Mismatch> {
        let base = baseType(type)
        // Most parameters are strings: no trimming, no lookups.
        if base == "String" { return .success(.string(value)) }
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        switch base {
        case _ where integerRanges[base] != nil:
            guard let range = integerRanges[base] else { return .success(.string(value)) }
            // Whole numbers only, as Swift integer literals are; a larger magnitude than Int64
            // or UInt64 holds is out of range, not "not an integer".
            let number: Double? =
                base.hasPrefix("U") ? UInt64(trimmed).map { Double($0) } : Int64(trimmed).map { Double($0) }
            guard let number, range.contains(number) else {
                guard isWholeNumber(trimmed) else {
                    return .failure(Mismatch(id: .typeMismatch, reason: "is not an integer (parameter type \(type))"))
                }
                return .failure(
                    Mismatch(
                        id: .invalidValue,
                        reason:
                            "is out of the range of \(type) (\(format(range.lowerBound, base))…\(format(range.upperBound, base)))"
                    ))
            }
            return .success(.integer(trimmed.hasPrefix("+") ? String(trimmed.dropFirst()) : trimmed))
        case "Double", "Float", "CGFloat", "Float64", "Float32":
            guard let d = Double(trimmed), d.isFinite else {
                return .failure(Mismatch(id: .typeMismatch, reason: "is not a number (parameter type \(type))"))
            }
            if base == "Float" || base == "Float32", !Float(d).isFinite {
                return .failure(Mismatch(id: .invalidValue, reason: "is out of the range of \(type)"))
            }
            return .success(.number(d))
        case "Bool":
            guard value == "true" || value == "false" else {
                return .failure(Mismatch(id: .typeMismatch, reason: "is not true or false (parameter type \(type))"))
            }
            return .success(.bool(value == "true"))
        case "URL":
            guard let url = URL(string: trimmed), let scheme = url.scheme, !scheme.isEmpty, trimmed == value else {
                return .failure(
                    Mismatch(id: .invalidValue, reason: "is not an absolute URL with a scheme (parameter type \(type))")
                )
            }
            return .success(.url(value))
        default:
            return .success(.string(value))
        }
    }

    /// Digits with an optional sign: an integer, if perhaps too large for its type.
    private static func isWholeNumber(_ s: String) -> Bool {
        let digits = s.first == "-" || s.first == "+" ? s.dropFirst() : Substring(s)
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    private static func format(_ bound: Double, _ base: String) -> String {
        switch base {
        case "Int", "Int64": bound < 0 ? String(Int64.min) : String(Int64.max)
        case "UInt", "UInt64": bound == 0 ? "0" : String(UInt64.max)
        default: String(Int64(bound))
        }
    }
}
