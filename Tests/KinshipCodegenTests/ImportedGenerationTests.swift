import Foundation
import KinshipCodegen
import Testing

/// Every storyboard the importer's tests import (Tests/Fixtures/import/*.yaml, the corpus's
/// goldens among them) generates Swift: one file per spec, in a namespace of its own with its
/// screen stubs, committed under Tests/Fixtures/generated/imports/ and compiled by the
/// GeneratedImports module of KinshipGeneratedCodeTests. Storyboards that reuse one class for
/// several containers and ones that push their own ancestors are among them.
/// `KINSHIP_RECORD=1 swift test --filter ImportedGenerationTests` rewrites the goldens and fails.
@Suite struct ImportedGenerationTests {
    static let imports = GoldenSupport.repository.appendingPathComponent("Tests/Fixtures/import")
    static let goldens = GoldenSupport.goldens.appendingPathComponent("imports")

    static var specs: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: imports.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(".yaml".count)) }.sorted()
    }

    /// `bryceco__GoMap__POI` → `ImportBrycecoGoMapPOI` (a name may start with a digit).
    static func namespace(_ name: String) -> String {
        let words = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        return "Import" + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    @Test("imported specs generate Swift, matching the compiled goldens", arguments: specs)
    func generates(_ name: String) throws {
        let options = GeneratorOptions(namespace: Self.namespace(name), screenStubs: true, singleFile: true)
        let outputs = try GoldenSupport.generate("Tests/Fixtures/import/\(name).yaml", options)
        try Self.compare(try #require(outputs.first), Self.goldens.appendingPathComponent(name + ".swift"), name)
    }

    /// The output against its golden, or (KINSHIP_RECORD=1) written as the golden.
    static func compare(_ output: SwiftGenerator.Output, _ golden: URL, _ name: String) throws {
        if GoldenSupport.isRecording {
            try FileManager.default.createDirectory(
                at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try output.contents.write(to: golden, atomically: true, encoding: .utf8)
            Issue.record("recorded \(golden.lastPathComponent); unset KINSHIP_RECORD and run again")
            return
        }
        let expected = (try? String(contentsOf: golden, encoding: .utf8)) ?? ""
        #expect(
            expected == output.contents,
            "\(name): generated code differs from its golden (KINSHIP_RECORD=1 rewrites):\n\(GoldenSupport.diff(expected: expected, actual: output.contents))"
        )
    }

    /// Apps imported in one command (Tests/Fixtures/import/apps/<app>/, their specs linked by
    /// `imports:`): each spec no other imports is the entry of a graph, generated whole.
    static var appEntries: [String] {
        let apps = imports.appendingPathComponent("apps")
        var entries: [String] = []
        for app in ((try? FileManager.default.contentsOfDirectory(atPath: apps.path)) ?? []).sorted() {
            let folder = apps.appendingPathComponent(app)
            let specs = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
                $0.hasSuffix(".yaml")
            }.sorted()
            let texts = specs.map {
                (try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) ?? ""
            }
            let imported = Set(
                texts.flatMap { text in
                    text.split(separator: "\n").filter { $0.hasPrefix("imports: [") }
                        .flatMap {
                            $0.dropFirst("imports: [".count).dropLast().split(separator: ",").map {
                                $0.trimmingCharacters(in: .whitespaces)
                            }
                        }
                })
            entries += specs.filter { !imported.contains($0) }.map { "\(app)/" + $0.dropLast(".yaml".count) }
        }
        return entries
    }

    @Test("whole imported apps generate Swift per import graph, matching the compiled goldens", arguments: appEntries)
    func generatesApp(_ entry: String) throws {
        let name = entry.replacingOccurrences(of: "/", with: "__")
        let options = GeneratorOptions(namespace: Self.namespace(name), screenStubs: true, singleFile: true)
        let outputs = try GoldenSupport.generate("Tests/Fixtures/import/apps/\(entry).yaml", options)
        try Self.compare(try #require(outputs.first), Self.goldens.appendingPathComponent("apps/\(name).swift"), entry)
    }

    @Test func everyAppGoldenHasItsEntry() {
        let folder = Self.goldens.appendingPathComponent("apps")
        let goldens = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            $0.hasSuffix(".swift")
        }
        #expect(
            goldens.sorted() == Self.appEntries.map { $0.replacingOccurrences(of: "/", with: "__") + ".swift" }.sorted()
        )
        #expect(Self.appEntries.contains("notes/Main") && Self.appEntries.contains("duckduckgo/Tab"))
    }

    @Test func everyGoldenHasItsSpec() {
        let goldens = ((try? FileManager.default.contentsOfDirectory(atPath: Self.goldens.path)) ?? []).filter {
            $0.hasSuffix(".swift")
        }
        #expect(goldens.sorted() == Self.specs.map { $0 + ".swift" }.sorted())
    }

    /// Containers sharing a `class:` generate one class each, named after the container.
    @Test func sharedClassesGenerateAClassPerContainer() throws {
        let outputs = try GoldenSupport.generate(
            "Tests/Fixtures/import/xmartlabs__XLPagerTabStrip__Example_Storyboard.yaml")
        let files = Set(outputs.map(\.name))
        #expect(files.contains("ReloadExample.swift") && files.contains("ReloadExample2.swift"))
        let second = try #require(outputs.first { $0.name == "ReloadExample2.swift" })
        #expect(second.contents.contains("final class ReloadExample2: "))
        // Not which containers: a spec importing this one may share the class with more, and both
        // generate this file into one folder (`generate specs/*.yaml -o gen`).
        #expect(
            second.contents.contains(
                "`class: ReloadExampleViewController` is shared by other containers: each generates its own class"))
        #expect(!second.contents.contains("`ReloadExample`"))
    }
}
