import Testing
import KinshipSyntax

@Suite struct SuggestionsTests {
    @Test(
        "edit distance",
        arguments: [
            ("kitten", "sitting", 3),
            ("", "abc", 3),
            ("abc", "", 3),
            ("same", "same", 0),
            ("startGoe", "startGeo", 1),  // an adjacent transposition counts once
            ("ca", "abc", 3),  // optimal string alignment, not full Damerau
            ("é", "e", 1),
        ])
    func editDistance(_ a: String, _ b: String, _ expected: Int) {
        #expect(Suggestions.editDistance(a, b) == expected)
        #expect(Suggestions.editDistance(b, a) == expected)
    }

    @Test("closest finds a near name and nothing when none is near")
    func closest() {
        #expect(Suggestions.closest(to: "startGoe", in: ["startMap", "startGeo", "targetGeo"]) == "startGeo")
        #expect(Suggestions.closest(to: "slost", in: ["kind", "slots", "layout"]) == "slots")
        #expect(Suggestions.closest(to: "TITLE", in: ["title", "class"]) == "title", "case is ignored")
        #expect(Suggestions.closest(to: "x", in: ["y", "z"]) == "y", "one edit is always allowed")
        #expect(Suggestions.closest(to: "abc", in: ["xyz"]) == nil)
        #expect(Suggestions.closest(to: "zzz", in: ["kinship", "imports", "screens"]) == nil)
        #expect(Suggestions.closest(to: "anything", in: [String]()) == nil)
    }

    @Test("a name the word begins: the shortest, when no edit is near enough")
    func closestExtension() {
        #expect(Suggestions.closest(to: "discover", in: ["homeTab", "discoverTab"]) == "discoverTab")
        #expect(Suggestions.closest(to: "home", in: ["homeNavigation", "homeTab"]) == "homeTab")
        #expect(Suggestions.closest(to: "detal", in: ["detail", "detailsList"]) == "detail", "an edit comes first")
        #expect(Suggestions.closest(to: "ab", in: ["abcdef"]) == nil, "two letters begin too much")
    }

    @Test("closest prefers the nearest, and the first of equals")
    func closestTies() {
        #expect(Suggestions.closest(to: "flipFromTpo", in: ["flipFromTop", "flipFromLeft"]) == "flipFromTop")
        #expect(Suggestions.closest(to: "ab", in: ["ax", "ay"]) == "ax")
    }
}

/// The banded search that makes suggestions cheap must find what the full table finds.
@Suite struct BoundedSuggestionsTests {
    /// The full dynamic-programming table, as `editDistance` computed it before the band.
    static func fullDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        var d = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { d[i][0] = i }
        for j in 0...y.count { d[0][j] = j }
        for i in stride(from: 1, through: x.count, by: 1) {
            for j in stride(from: 1, through: y.count, by: 1) {
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[x.count][y.count]
    }

    @Test func theBandedDistanceAgreesWithTheFullTable() {
        var generator = SystemRandomNumberGenerator()
        let letters = Array("abcAB")
        for _ in 0..<3_000 {
            let a = String(
                (0..<Int.random(in: 0...9, using: &generator)).map { _ in
                    letters.randomElement(using: &generator) ?? "a"
                })
            let b = String(
                (0..<Int.random(in: 0...9, using: &generator)).map { _ in
                    letters.randomElement(using: &generator) ?? "a"
                })
            #expect(Suggestions.editDistance(a, b) == Self.fullDistance(a, b), "\(a) / \(b)")
            let limit = max(1, min(3, a.count / 3))
            let near = Self.fullDistance(a.lowercased(), b.lowercased()) <= limit
            // Or a longer name the word (of 3 letters or more) begins.
            let begun = a.count >= 3 && b.count > a.count && b.lowercased().hasPrefix(a.lowercased())
            #expect((Suggestions.closest(to: a, in: [b]) != nil) == (near || begun), "\(a) / \(b)")
        }
    }

    @Test func aSpentBudgetGivesNoSuggestion() {
        var budget = Suggestions.candidateCost
        #expect(Suggestions.closest(to: "startGoe", in: ["startMap", "startGeo"], budget: &budget) == nil)
        budget = 10_000
        #expect(Suggestions.closest(to: "startGoe", in: ["startMap", "startGeo"], budget: &budget) == "startGeo")
        #expect(budget > 0 && budget < 10_000)
    }

    @Test func longNamesCostABandNotATable() {
        let name = String(repeating: "n", count: 10_000)
        var budget = Int.max
        #expect(Suggestions.closest(to: name + "x", in: [name + "y"], budget: &budget) == name + "y")
        #expect(Int.max - budget < 100_000)
    }
}
