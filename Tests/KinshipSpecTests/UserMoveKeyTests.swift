import KinshipSpec
import KinshipSyntax
import Testing

/// `userBack` and `untappable` turn off the user's own moves: they apply only to a navigation
/// container's stack and a tabs container's tabs, and name tabs the slot has.
@Suite struct UserMoveKeyTests {
    static let screens = "kinship: 1\nscreens: { A: AViewController, B: BViewController }\ncontainers:\n"

    @Test func whereTheMovesAreTheKeysCheckClean() {
        let check = InlineCheck(
            Self.screens + """
                  Nav:
                    kind: navigation
                    children: { a: A, b: B }
                    slots: { content: { accepts: [a, b], initial: [a], userBack: false } }
                    transitions: { open: { content: { push: b, from: a } } }
                  Tabs:
                    kind: tabs
                    children: { nav: Nav, b: B }
                    slots: { content: { accepts: [nav, b], initial: nav, untappable: [b] } }
                root: Tabs
                """)
        #expect(check.diagnostics.filter { $0.severity == .error }.isEmpty, "\(check.rendered)")
    }

    @Test func elsewhereTheyAreRefusedAtTheKey() {
        let check = InlineCheck(
            Self.screens + """
                  Custom:
                    children: { a: A, b: B }
                    slots: { main: { kind: stack, accepts: [a, b], initial: [a], userBack: false } }
                  Nav:
                    kind: navigation
                    children: { a: A }
                    slots: { content: { accepts: [a], initial: [a], untappable: [a] } }
                  Tabs:
                    kind: tabs
                    children: { a: A, b: B }
                    slots: { content: { accepts: [a], initial: a, untappable: [b] } }
                root: Custom
                """)
        let errors = check.diagnostics.filter { $0.severity == .error }
        #expect(
            errors.map(\.id) == [.invalidOperation, .invalidOperation, .notAccepted] as [DiagnosticID],
            "\(check.rendered)")
        #expect(errors.first?.message.hasPrefix("'userBack' applies to a navigation container's stack slot") == true)
        #expect(errors.last?.message == "'untappable' names 'b', which slot 'content' does not accept, so it is no tab")
        // Located at the key's value, as every slot key is.
        #expect(errors.allSatisfy { $0.range != nil })
    }
}
