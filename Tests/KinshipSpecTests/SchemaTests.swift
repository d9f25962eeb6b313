import Foundation
import KinshipSpec
import Testing

/// `kinship schema`: generated from `SpecSchema`, the description `SpecDecoder.Keys` derives from.
@Suite struct SchemaTests {
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kinship-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func outputIsDeterministicJSON() throws {
        let text = JSONSchemaGenerator.render()
        #expect(text == JSONSchemaGenerator.render())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        let defs = try #require(object["$defs"] as? [String: Any])
        for name in ["containerMapping", "slotMapping", "moveMapping", "child", "layout", "initial", "move", "insets"] {
            #expect(defs[name] != nil, "missing $defs/\(name)")
        }
    }

    @Test func decoderKeysComeFromTheSchema() {
        #expect(SpecDecoder.Keys.container == SpecSchema.container.keyNames)
        #expect(SpecDecoder.Keys.move == SpecSchema.move.keyNames)
        #expect(SpecDecoder.Keys.top == ["kinship", "imports", "screens", "containers", "root", "lint", "routes"])
        #expect(SpecDecoder.Keys.operations.allSatisfy(SpecDecoder.Keys.move.contains))
    }

    @Test func enumsAndDefaultsAreDescribed() throws {
        let text = JSONSchemaGenerator.render()
        #expect(text.contains("\"enum\": [\"custom\", \"navigation\", \"tabs\", \"split\"]"))
        #expect(text.contains("\"flipFromTop\""))
        #expect(text.contains("\"default\": \"vertical\""))
        #expect(text.contains("\"default\": true"))
    }

    @Test func everyBundledSpecValidates() throws {
        guard SchemaPythonValidator.available else {
            print("skipped: " + SchemaPythonValidator.skipMessage)
            return
        }
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let schema = directory.appendingPathComponent("kinship.schema.json")
        try JSONSchemaGenerator.render().write(to: schema, atomically: true, encoding: .utf8)
        let specs = FixturePaths.entries(of: FixturePaths.specs).filter { $0.hasSuffix(".yaml") }
            .map { FixturePaths.specs.appendingPathComponent($0).path }
        #expect(specs.count >= 6)
        let verdicts = try #require(SchemaPythonValidator.validate(schema: schema.path, documents: specs))
        for spec in specs {
            #expect(verdicts[spec] == .some(nil), "\(spec): \(String(describing: verdicts[spec]))")
        }
    }

    /// Structurally wrong specs: the schema and `kinship check` must both refuse them.
    static let wrongSpecs: [(name: String, id: String, text: String)] = [
        (
            "unknown-key", "unknown-key",
            """
            kinship: 1
            screens: { A: { class: AViewController, colour: red } }
            """
        ),
        (
            "wrong-type", "type-mismatch",
            """
            kinship: 1
            screens: { A: AViewController }
            containers:
              C:
                children: [a]
                slots: { main: { accepts: [a] } }
            """
        ),
        (
            "missing-required", "missing-key",
            """
            kinship: 1
            screens: { A: { title: Hello } }
            """
        ),
        (
            "missing-version", "missing-key",
            """
            screens: { A: AViewController }
            """
        ),
        // This round's keys, misspelt: the schema's closed mappings must refuse them too.
        (
            "misspelt-area", "unknown-key",
            """
            kinship: 1
            containers: { C: { layout: { kind: vertical, araa: safeArea } } }
            """
        ),
        (
            "misspelt-unless-presenting", "unknown-key",
            """
            kinship: 1
            screens: { A: AViewController }
            containers:
              C:
                children: { a: A }
                slots: { sheet: { kind: presentation, accepts: [a] } }
                transitions: { go: { sheet: { present: a, unlessPresentng: true } } }
            """
        ),
        // `frames` needs a designSize, which only the mapping form can give.
        (
            "frames-alone", "missing-key",
            """
            kinship: 1
            screens: { A: AViewController }
            containers:
              C:
                layout: frames
                children: { a: A }
                slots: { main: { accepts: [a], frame: [0, 0, 390, 844] } }
            """
        ),
        (
            "bad-enum", "invalid-value",
            """
            kinship: 1
            containers: { C: { kind: carousel } }
            """
        ),
        (
            "two-operations", "invalid-operation",
            """
            kinship: 1
            screens: { A: AViewController }
            containers:
              C:
                children: { a: A }
                slots: { main: { accepts: [a] } }
                transitions: { go: { main: { show: a, clear: true } } }
            """
        ),
    ]

    @Test func wrongSpecsFailSchemaAndCheck() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for spec in Self.wrongSpecs {
            let path = directory.appendingPathComponent(spec.name + ".yaml").path
            try spec.text.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
            let ids = SpecLoader().load(path).diagnostics.filter { $0.severity == .error }.map(\.id.rawValue)
            #expect(ids.contains(spec.id), "\(spec.name): check reported \(ids)")
        }
        guard SchemaPythonValidator.available else {
            print("skipped: " + SchemaPythonValidator.skipMessage)
            return
        }
        let schema = directory.appendingPathComponent("kinship.schema.json")
        try JSONSchemaGenerator.render().write(to: schema, atomically: true, encoding: .utf8)
        let verdicts = try #require(SchemaPythonValidator.validate(schema: schema.path, documents: paths))
        for path in paths {
            let verdict = verdicts[path]
            #expect(verdict != nil && verdict != .some(nil), "\(path) passed the schema")
        }
    }
}
