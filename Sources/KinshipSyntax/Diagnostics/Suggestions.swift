/// "Did you mean" support: the closest candidate by edit distance, when it is close enough.
public enum Suggestions {
    /// Work a whole `kinship check` may spend on did-you-mean notes, in edit-distance cells
    /// plus `candidateCost` per candidate looked at. A few typos cost a few thousand; every
    /// unknown name compared with every name is quadratic in a large spec, so past this budget unknown names are reported without a note.
    public static let defaultBudget = 20_000_000

    /// Lowercasing a candidate and listing its scalars costs about as much as 50 cells.
    public static let candidateCost = 50

    /// The candidate nearest to `word`, if its distance is at most a third of the word's length
    /// (at least 1, at most 3), so that `startGoe` finds `startGeo` but `x` finds nothing; else
    /// the shortest candidate that begins with the word (of 3 or more letters), so that
    /// `discover` finds `discoverTab`.
    public static func closest<S: Sequence>(to word: String, in candidates: S) -> String?
    where S.Element == String {
        var budget = Int.max
        return closest(to: word, in: candidates, budget: &budget)
    }

    /// `closest(to:in:)` spending at most `budget`, which it lowers by the work done; nil,
    /// with the budget at zero or below, when it runs out before the search ends.
    public static func closest<S: Sequence>(to word: String, in candidates: S, budget: inout Int) -> String?
    where S.Element == String {
        let limit = max(1, min(3, word.count / 3))
        let x = Array(word.lowercased().unicodeScalars)
        var best: (String, Int)?
        // A name the word begins (`discover` for `discoverTab`): too far to edit, but what a
        // writer shortens; the shortest such candidate, used when no edit is near enough.
        var extended: (String, Int)?
        for candidate in candidates {
            guard budget > 0 else { return nil }
            budget -= candidateCost
            // Only a strictly smaller distance replaces the best so far.
            let bound = min(limit, (best?.1 ?? .max) - 1)
            let y = Array(candidate.lowercased().unicodeScalars)
            if let distance = boundedDistance(x, y, bound: bound, budget: &budget) {
                best = (candidate, distance)
                if distance == 0 { break }
            }
            if x.count >= 3, y.count > x.count, y.count < (extended?.1 ?? .max) {
                budget -= x.count
                if y.starts(with: x) { extended = (candidate, y.count) }
            }
        }
        return budget < 0 ? nil : (best ?? extended)?.0
    }

    /// Optimal string alignment distance: Levenshtein plus adjacent transpositions (`Goe`/`Geo`).
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        var budget = Int.max
        return boundedDistance(x, y, bound: max(x.count, y.count), budget: &budget) ?? max(x.count, y.count)
    }

    /// The optimal string alignment distance of `x` and `y` if it is at most `bound`, else nil.
    /// Only cells within `bound` of the diagonal can stay within it, so a row costs at most
    /// 2·bound + 1 cells, and a row whose cells all exceed the bound ends the search: comparing
    /// two 10,000-character names costs 70,000 cells, not 100 million.
    static func boundedDistance(_ x: [Unicode.Scalar], _ y: [Unicode.Scalar], bound: Int, budget: inout Int) -> Int? {
        guard bound >= 0, abs(x.count - y.count) <= bound else { return nil }
        if x.isEmpty || y.isEmpty { return max(x.count, y.count) }
        let over = bound + 1
        // Cells outside the band hold `over`: any path through them is already too long.
        var previous2 = [Int](repeating: over, count: y.count + 1)
        var previous = (0...y.count).map { min($0, over) }
        var current = [Int](repeating: over, count: y.count + 1)
        for i in 1...x.count {
            let low = max(1, i - bound), high = min(y.count, i + bound)
            current[0] = min(i, over)
            if low > 1 { current[low - 1] = over }
            var rowMin = current[0]
            for j in low...high {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = min(value, over)
                rowMin = min(rowMin, current[j])
            }
            if high < y.count { current[high + 1] = over }
            budget -= high - low + 1
            if rowMin > bound { return nil }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[y.count] <= bound ? previous[y.count] : nil
    }
}
