// Bindings, as the generated views make them: every write SwiftUI itself performs (a Back button
// popping a path, a tab tap, a sheet swiped down) arrives through a binding's setter, which the
// views hand to the navigation core.

/// https://developer.apple.com/documentation/swiftui/binding
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
    @preconcurrency
    public init(
        get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}

    /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError("the SwiftUI stand-in only type-checks bindings") }
        nonmutating set { fatalError("the SwiftUI stand-in only type-checks bindings") }
    }

    /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue
    public var projectedValue: Binding<Value> { self }

    /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("the SwiftUI stand-in only type-checks bindings")
    }
}

/// https://developer.apple.com/documentation/swiftui/binding ("A binding conforms to Sendable only
/// if its wrapped value type also conforms to Sendable").
extension Binding: Sendable where Value: Sendable {}
