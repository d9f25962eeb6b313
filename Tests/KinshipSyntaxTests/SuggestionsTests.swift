import Testing
import KinshipSyntax

@Suite struct SuggestionsTests {
    @Test("edit distance", arguments: [
        ("kitten", "sitting", 3),
        ("", "abc", 3),
        ("abc", "", 3),
        ("same", "same", 0),
        ("startGoe", "startGeo", 1),  // an adjacent transposition counts once
        ("ca", "abc", 3),             // optimal string alignment, not full Damerau
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

    @Test("closest prefers the nearest, and the first of equals")
    func closestTies() {
        #expect(Suggestions.closest(to: "flipFromTpo", in: ["flipFromTop", "flipFromLeft"]) == "flipFromTop")
        #expect(Suggestions.closest(to: "ab", in: ["ax", "ay"]) == "ax")
    }
}
