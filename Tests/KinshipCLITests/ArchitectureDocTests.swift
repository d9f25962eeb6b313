import Foundation
import Testing

/// docs/architecture.md's module tables name every target Package.swift declares (the generated
/// golden-code modules, made by a loop there, are described together): a new target without a
/// line there fails here, as the README's old table silently left out four.
@Suite struct ArchitectureDocTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("every target of Package.swift has its line in docs/architecture.md")
    func everyTargetDescribed() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let page = try String(
            contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let declaration = try Regex(
            #"\.(?:target|executableTarget|testTarget|systemLibrary|plugin)\(\s*name: "([^"]+)""#)
        let targets = manifest.matches(of: declaration).compactMap { $0.output[1].substring.map(String.init) }
        #expect(targets.count >= 20, "the manifest's targets were not found: \(targets)")
        let missing = targets.filter { !page.contains("`\($0)`") }
        #expect(missing.isEmpty, "docs/architecture.md does not name: \(missing.joined(separator: ", "))")
        #expect(page.contains("Examples/TunnelExample"))
    }
}
