/// The fields a kind of spec value usually leaves unset, with their unset values.
public protocol RareFields: Sendable {
    init()
}

/// Fields most values leave unset, kept behind one shared reference so that a value with none
/// of them set costs a pointer: a large spec holds hundreds of thousands of slots, children and
/// moves, and these fields were over half of each. Copy-on-write, so the owner stays a value.
public struct Rare<Fields: RareFields>: Sendable {
    // Mutated only while uniquely referenced (copy-on-write below), so sharing one across
    // threads shares only reads.
    private final class Box: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private static var unset: Fields { Fields() }
    private var box: Box?

    public init() {}

    public subscript<T>(_ field: WritableKeyPath<Fields, T>) -> T {
        get { box.map { $0.fields[keyPath: field] } ?? Self.unset[keyPath: field] }
        set { update { $0[keyPath: field] = newValue } }
    }

    /// Setting an optional field to nil allocates nothing.
    public subscript<T>(_ field: WritableKeyPath<Fields, T?>) -> T? {
        get { box?.fields[keyPath: field] }
        set {
            guard newValue != nil || box != nil else { return }
            update { $0[keyPath: field] = newValue }
        }
    }

    /// Setting a list field to empty allocates nothing.
    public subscript<E>(_ field: WritableKeyPath<Fields, [E]>) -> [E] {
        get { box?.fields[keyPath: field] ?? [] }
        set {
            guard !newValue.isEmpty || box != nil else { return }
            update { $0[keyPath: field] = newValue }
        }
    }

    private mutating func update(_ body: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box?.fields ?? Fields()) }
        guard let target = box else { return }
        body(&target.fields)
    }
}
