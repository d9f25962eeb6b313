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
        let output = try #require(outputs.first)
        let golden = Self.goldens.appendingPathComponent(name + ".swift")
        if GoldenSupport.isRecording {
            try FileManager.default.createDirectory(at: Self.goldens, withIntermediateDirectories: true)
            try output.contents.write(to: golden, atomically: true, encoding: .utf8)
            Issue.record("recorded \(golden.lastPathComponent); unset KINSHIP_RECORD and run again")
            return
        }
        let expected = (try? String(contentsOf: golden, encoding: .utf8)) ?? ""
        #expect(expected == output.contents, "\(name): generated code differs from its golden (KINSHIP_RECORD=1 rewrites):\n\(GoldenSupport.diff(expected: expected, actual: output.contents))")
    }

    @Test func everyGoldenHasItsSpec() {
        let goldens = ((try? FileManager.default.contentsOfDirectory(atPath: Self.goldens.path)) ?? []).filter { $0.hasSuffix(".swift") }
        #expect(goldens.sorted() == Self.specs.map { $0 + ".swift" }.sorted())
    }

    /// Containers sharing a `class:` generate one class each, named after the container.
    @Test func sharedClassesGenerateAClassPerContainer() throws {
        let outputs = try GoldenSupport.generate("Tests/Fixtures/import/xmartlabs__XLPagerTabStrip__Example_Storyboard.yaml")
        let files = Set(outputs.map(\.name))
        #expect(files.contains("ReloadExample.swift") && files.contains("ReloadExample2.swift"))
        let second = try #require(outputs.first { $0.name == "ReloadExample2.swift" })
        #expect(second.contents.contains("final class ReloadExample2: "))
        #expect(second.contents.contains("`class: ReloadExampleViewController` is shared by containers"))
    }
}
