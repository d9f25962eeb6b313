import KinshipCodegen
import Testing

@Suite struct SwiftNameTests {
    @Test func keywordsGetBackticks() {
        #expect(SwiftName.identifier("class") == "`class`")
        #expect(SwiftName.identifier("default") == "`default`")
        #expect(SwiftName.identifier("startMap") == "startMap")
        #expect(SwiftName.member("in") == ".`in`")
    }

    @Test func namesBackticksCannotRescueGetAnUnderscore() {
        #expect(SwiftName.identifier("self") == "self_")
        #expect(SwiftName.identifier("init") == "init_")
        #expect(SwiftName.identifier("Type") == "Type_")
    }

    @Test func typeNamesFromFileNames() {
        #expect(SwiftName.typeName(fromFileName: "tab-bar") == "TabBar")
        #expect(SwiftName.typeName(fromFileName: "vertical-navigation") == "VerticalNavigation")
        #expect(SwiftName.typeName(fromFileName: "9lives") == "_9lives")
    }

    @Test func stringLiteralsEscapeQuotesBackslashesAndNewlines() {
        #expect(SwiftLiteral.string("say \"hi\"") == #""say \"hi\"""#)
        #expect(SwiftLiteral.string(#"a\b"#) == #""a\\b""#)
        #expect(SwiftLiteral.string("one\ntwo\r\t") == #""one\ntwo\r\t""#)
        #expect(SwiftLiteral.string("\u{7}") == #""\u{7}""#)
        #expect(SwiftLiteral.string("\"); evil(); (\"") == #""\"); evil(); (\"""#)
    }

    @Test func doubleLiteralsRoundTrip() {
        #expect(SwiftLiteral.double(0.2) == "0.2")
        #expect(SwiftLiteral.double(40) == "40.0")
        #expect(Double(SwiftLiteral.double(1.0 / 3.0)) == 1.0 / 3.0)
    }
}
