/// Rows of values laid end to end in one array: row `i` is `values[start[i]..<start[i + 1]]`.
/// The flow model rebuilds its tables in place for each of thousands of small containers, and a
/// table of small arrays would allocate one per row; this one keeps two buffers across rebuilds.
///
/// Built either row by row (`append`, then `endRow`), or, when values arrive in no row order,
/// by counting first: `beginCounting(rows:)`, `count(inRow:)` per value, `endCounting(filler:)`,
/// then `place(_:inRow:)` per value in the same order as counted.
struct FlatTable<Element> {
    private var start: [Int] = [0]
    /// Every row's values, row 0 first; a value's index here is its number across rows.
    private(set) var values: [Element] = []
    /// Where the next value of each row goes while `place(_:inRow:)` fills a counted table.
    private var fill: [Int] = []

    /// Rows ended so far.
    var rowCount: Int { start.count - 1 }

    /// The indices in `values` of row `row`'s values.
    @inline(__always)
    func indices(ofRow row: Int) -> Range<Int> { start[row]..<start[row + 1] }

    @inline(__always)
    subscript(row: Int) -> ArraySlice<Element> { values[start[row]..<start[row + 1]] }

    /// No rows, the buffers kept.
    mutating func removeAll() {
        start.removeAll(keepingCapacity: true)
        start.append(0)
        values.removeAll(keepingCapacity: true)
    }

    /// Adds a value to the row being built.
    mutating func append(_ value: Element) { values.append(value) }

    /// The first value appended since the last `endRow`, if any.
    var firstOfOpenRow: Element? {
        let first = start[start.count - 1]
        return first < values.count ? values[first] : nil
    }

    /// Drops the values appended since the last `endRow`.
    mutating func discardOpenRow() { values.removeSubrange(start[start.count - 1]...) }

    /// Ends the row being built: it holds the values appended since the last `endRow`.
    mutating func endRow() { start.append(values.count) }

    /// Empties the table for `rows` rows to be counted.
    mutating func beginCounting(rows: Int) {
        start.removeAll(keepingCapacity: true)
        start.append(contentsOf: repeatElement(0, count: rows + 1))
        values.removeAll(keepingCapacity: true)
    }

    mutating func count(inRow row: Int) { start[row + 1] += 1 }

    /// Lays the counted rows out, each value `filler` until placed.
    mutating func endCounting(filler: Element) {
        for i in start.indices.dropFirst() { start[i] += start[i - 1] }
        values.append(contentsOf: repeatElement(filler, count: start[start.count - 1]))
        fill.removeAll(keepingCapacity: true)
        fill += start
    }

    /// Puts the next value of a counted row.
    mutating func place(_ value: Element, inRow row: Int) {
        values[fill[row]] = value
        fill[row] += 1
    }
}
