/// Names to the position of their first occurrence.
///
/// A container has a handful of children and slots, and flow analysis builds a model for each
/// of thousands of containers: scanning a few short names costs less than hashing one, so the
/// dictionary is only built for long lists.
struct NameIndex {
    private static let scanLimit = 16
    private let names: [String]
    private let table: [String: Int32]?

    init(_ names: [String]) {
        self.names = names
        guard names.count > Self.scanLimit else { table = nil; return }
        var table: [String: Int32] = [:]
        table.reserveCapacity(names.count)
        for (i, name) in names.enumerated() where table[name] == nil { table[name] = Int32(i) }
        self.table = table
    }

    subscript(_ name: String) -> Int32? {
        if let table { return table[name] }
        for i in names.indices where names[i] == name { return Int32(i) }
        return nil
    }
}
