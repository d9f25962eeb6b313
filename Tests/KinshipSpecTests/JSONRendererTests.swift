import Foundation
import KinshipSpec
import KinshipSyntax
import Testing

@Suite struct JSONRendererTests {
    static let locationKeys = ["file", "line", "column", "endLine", "endColumn"]
    static let keys = locationKeys + ["severity", "id", "message", "notes"]

    /// Parses the renderer's output as a JSON array of objects.
    func parse(_ json: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        return try #require(object as? [[String: Any]], "not an array of objects: \(json)")
    }

    @Test("every diagnostic has file, line, column, endLine, endColumn, severity, id, message, notes")
    func fields() throws {
        let check = InlineCheck(
            """
            kinship: 1
            screens:
              Map: MapViewController
              Map: "Other \\"quoted\\"\\tone"
            containers:
              Host: { children: { map: Mpa } }
            """)
        #expect(check.diagnostics.count >= 2)
        let objects = try parse(JSONDiagnosticRenderer(files: check.files).render(check.diagnostics))
        #expect(objects.count == check.diagnostics.count)
        for (object, diagnostic) in zip(objects, check.diagnostics) {
            #expect(Set(object.keys) == Set(Self.keys))
            #expect(object["file"] as? String == "test.yaml")
            #expect(object["line"] as? Int == diagnostic.range?.start.line)
            #expect(object["column"] as? Int == diagnostic.range?.start.column)
            #expect(object["endLine"] as? Int == diagnostic.range?.end.line)
            #expect(object["endColumn"] as? Int == diagnostic.range?.end.column)
            #expect(object["severity"] as? String == diagnostic.severity.rawValue)
            #expect(object["id"] as? String == diagnostic.id.rawValue)
            #expect(object["message"] as? String == diagnostic.message)
            let notes = try #require(object["notes"] as? [[String: Any]])
            #expect(notes.count == diagnostic.notes.count)
            for (note, expected) in zip(notes, diagnostic.notes) {
                #expect(Set(note.keys) == Set(Self.locationKeys + ["message"]))
                #expect(note["message"] as? String == expected.message)
                #expect(note["line"] as? Int == expected.range?.start.line)
            }
        }
        #expect(objects.contains { $0["id"] as? String == "duplicate-key" })
    }

    @Test("a diagnostic without a place has null location fields; strings are escaped")
    func nullsAndEscapes() throws {
        let message = "quote \" backslash \\ newline \n tab \t bell \u{7} é 🗺️"
        let diagnostic = Diagnostic.error(
            .fileNotFound, message, at: nil,
            notes: [DiagnosticNote("no place")])
        let objects = try parse(JSONDiagnosticRenderer(files: SourceFiles()).render([diagnostic]))
        let object = try #require(objects.first)
        for key in Self.locationKeys { #expect(object[key] is NSNull, "\(key) should be null") }
        #expect(object["message"] as? String == message)
        let note = try #require((object["notes"] as? [[String: Any]])?.first)
        #expect(note["file"] is NSNull)
    }

    @Test("no diagnostics is an empty array")
    func empty() throws {
        #expect(JSONDiagnosticRenderer(files: SourceFiles()).render([]) == "[]\n")
        #expect(try parse("[]").isEmpty)
    }
}
