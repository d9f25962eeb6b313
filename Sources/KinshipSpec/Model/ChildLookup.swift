/// A container's children by name, for walking instance paths (`App/feed/place`): a table per
/// container with many children, built on first use. Resolving thousands of route paths
/// through a container of thousands of children searched its list once per segment.
public struct ChildLookup {
    private let spec: Spec
    private var tables: [Int: [String: Int]] = [:]
    /// Below this many children a search costs less than hashing.
    private static let scanLimit = 16

    public init(_ spec: Spec) { self.spec = spec }

    /// The first child named `name` of `spec.containers[container]`.
    public mutating func child(named name: String, in container: Int) -> Child? {
        let children = spec.containers[container].children
        guard children.count > Self.scanLimit else { return children.first { $0.name.value == name } }
        if tables[container] == nil {
            var table: [String: Int] = [:]
            table.reserveCapacity(children.count)
            for i in children.indices where table[children[i].name.value] == nil { table[children[i].name.value] = i }
            tables[container] = table
        }
        return tables[container]?[name].map { children[$0] }
    }
}
