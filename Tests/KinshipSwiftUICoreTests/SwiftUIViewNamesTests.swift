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
                "3:8 generate-refused: the screen class of 'Map' is 'Text', which the generated SwiftUI views use as SwiftUI's",
                "4:3 generate-refused: the model of screen 'Info' would be 'InfoModel', the screen class of 'Info'",
                "6:3 generate-refused: the SwiftUI view of 'Tab' would be 'TabView', which the generated SwiftUI views use as SwiftUI's",
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
