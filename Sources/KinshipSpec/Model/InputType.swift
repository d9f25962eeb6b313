/// An input's type as written: `String` is required, `String?` optional (the `?` once, at the end).
///
/// A required input must arrive before the instance loads (flow analysis's `input-unset`); an
/// optional one may never arrive. Types still agree by name: a value written `T` may set an input
/// of `T` or `T?` (Swift wraps it), a value of `T?` only an input of `T?`.
public enum InputType {
    public static func isOptional(_ type: String) -> Bool { type.hasSuffix("?") }

    /// The type without its one trailing `?`.
    public static func wrapped(_ type: String) -> String {
        isOptional(type) ? String(type.dropLast()) : type
    }

    /// Whether a value whose type is written `value` may set an input written `input`.
    public static func accepts(_ input: String, value: String) -> Bool {
        value == input || (isOptional(input) && !isOptional(value) && wrapped(input) == value)
    }
}
