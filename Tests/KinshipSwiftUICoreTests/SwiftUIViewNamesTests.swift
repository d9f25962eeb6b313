import Foundation
import KinshipCodegen
import KinshipSpec
import Testing

/// The views layer's type names: a container whose view would be SwiftUI's `TabView`, a screen
/// class named like a SwiftUI type the views use, and a model that would take another type's name
/// are each `generate-refused` at their place; nothing else is refused.
struct SwiftUIViewNamesTests {
    static func refusals(_ yaml: String) throws -> [String] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("kinship-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("spec.yaml")
        try yaml.write(to: path, atomically: true, encoding: .utf8)
        let spec = try #require(SpecLoader().load(path.path).spec)
        return SwiftUIRefusals.check(spec).map {
            "\($0.range.map { "\($0.start.line):\($0.start.column)" } ?? "-") \($0.id.rawValue): \($0.description)"
        }
    }

    @Test func viewTypesThatShadowSwiftUIOrCollideAreRefusedWhereTheyAreNamed() throws {
        let found = try Self.refusals(
            """
            kinship: 1
            screens:
              Map: Text
              Info: InfoModel
            containers:
              Tab:
                kind: navigation
                children: { map: Map, info: Info }
                slots:
                  content: { accepts: [map, info], initial: [map] }
            root: Tab
            """)
        #expect(
            found == [
                "3:8 generate-refused: the screen class of 'Map' is 'Text', which the generated SwiftUI code uses as Swift's or SwiftUI's",
                "4:3 generate-refused: the model of screen 'Info' would be 'InfoModel', the screen class of 'Info'",
                "6:3 generate-refused: the SwiftUI view of 'Tab' would be 'TabView', which the generated SwiftUI code uses as Swift's or SwiftUI's",
            ])
    }

    @Test func aSpecWithoutRootHasNoViewsToRefuse() throws {
        let found = try Self.refusals(
            """
            kinship: 1
            screens:
              Map: MapViewController
            containers:
              Tab:
                kind: navigation
                children: { map: Map }
                slots:
                  content: { accepts: [map], initial: [map] }
            """)
        #expect(found == [])
    }
}

extension SwiftUIViewNamesTests {
    /// A split's state declares `compactColumn` (and its type `CompactColumn`) and
    /// `secondaryPopped`: a child container of the split named so would be a second member of
    /// that name (the core did not compile). The same names in a state of another kind are its own.
    @Test func aSplitsOwnMembersAreRefusedInASplitOnly() throws {
        let found = try Self.refusals(
            """
            kinship: 1
            screens:
              Page: PageViewController
            containers:
              Reader:
                kind: split
                children: { list: Page, secondaryPopped: Inner, CompactColumn: Inner }
                slots:
                  primary: { accepts: [list], initial: list }
                  secondary: { accepts: [secondaryPopped, CompactColumn] }
              Inner:
                kind: navigation
                children: { p: Page, compactColumn: Stack }
                slots:
                  content: { accepts: [p, compactColumn], initial: p }
              Stack:
                kind: navigation
                children: { p: Page }
                slots:
                  content: { accepts: [p], initial: p }
            root: Reader
            """)
        #expect(
            found == [
                "5:3 generate-refused: child 'secondaryPopped''s state of 'Reader' would be the member 'secondaryPopped', which a split's navigation state declares",
                "5:3 generate-refused: child 'CompactColumn''s state of 'Reader' would be the member 'CompactColumn', which a split's navigation state declares",
            ])
    }
}
