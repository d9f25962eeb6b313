/// The fields a kind of spec value usually leaves unset, with their unset values.
public protocol RareFields: Sendable {
    init()
}

/// Fields most values leave unset, kept behind one shared reference so that a value with none
/// of them set costs a pointer: a large spec holds hundreds of thousands of slots, children and
/// moves, and these fields would be most of each. Copy-on-write, so the owner stays a value.
public struct Rare<Fields: RareFields>: Sendable {
    // Mutated only while uniquely referenced (copy-on-write below), so sharing one across
    // threads shares only reads.
    @usableFromInline final class Box: @unchecked Sendable {
        @usableFromInline var fields: Fields
        @usableFromInline init(_ fields: Fields) { self.fields = fields }
    }

    @usableFromInline var box: Box?

    public init() {}

    @inlinable public subscript<T>(_ field: WritableKeyPath<Fields, T>) -> T {
        get { box.map { $0.fields[keyPath: field] } ?? Fields()[keyPath: field] }
        set { update { $0[keyPath: field] = newValue } }
    }

    /// Setting an optional field to nil allocates nothing.
    @inlinable public subscript<T>(_ field: WritableKeyPath<Fields, T?>) -> T? {
        get { box?.fields[keyPath: field] }
        set {
            guard newValue != nil || box != nil else { return }
            update { $0[keyPath: field] = newValue }
        }
    }

    /// Setting a list field to empty allocates nothing.
    @inlinable public subscript<E>(_ field: WritableKeyPath<Fields, [E]>) -> [E] {
        get { box?.fields[keyPath: field] ?? [] }
        set {
            guard !newValue.isEmpty || box != nil else { return }
            update { $0[keyPath: field] = newValue }
        }
    }

    @usableFromInline mutating func update(_ body: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box?.fields ?? Fields()) }
        guard let target = box else { return }
        body(&target.fields)
    }
}

/// A spec value whose rarely set fields live in `rare`: each field reads and writes as a
/// member of the value itself (`slot.frame`), declared once in `Fields`.
@dynamicMemberLookup
public protocol HasRareFields {
    associatedtype Fields: RareFields
    var rare: Rare<Fields> { get set }
}

extension HasRareFields {
    @inlinable public subscript<T>(dynamicMember field: WritableKeyPath<Fields, T>) -> T {
        get { rare[field] }
        set { rare[field] = newValue }
    }

    @inlinable public subscript<T>(dynamicMember field: WritableKeyPath<Fields, T?>) -> T? {
        get { rare[field] }
        set { rare[field] = newValue }
    }

    @inlinable public subscript<E>(dynamicMember field: WritableKeyPath<Fields, [E]>) -> [E] {
        get { rare[field] }
        set { rare[field] = newValue }
    }
}
