import Foundation
import KinshipSpec
import Testing

/// The example specs under `specs/` are documentation; each must check clean.
@Suite struct ExampleSpecTests {
    static let specs = FixturePaths.entries(of: FixturePaths.specs).filter { $0.hasSuffix(".yaml") }

    @Test("the specs folder is found and not empty")
    func specsExist() {
        #expect(Self.specs.count >= 4, "found \(Self.specs) under \(FixturePaths.specs.path)")
    }

    @Test("example spec checks with no errors and no warnings", arguments: specs)
    func checksClean(_ name: String) {
        let output = CheckOutput.check(name, in: FixturePaths.specs)
        #expect(output.diagnostics.isEmpty, "specs/\(name):\n\(output.text)")
    }

    @Test("the tunnel spec decodes to the shape DESIGN.md describes")
    func tunnelShape() throws {
        let path = FixturePaths.specs.appendingPathComponent("tunnel.yaml").path
        let spec = try #require(SpecLoader().load(path).spec)
        #expect(spec.root?.value == "Tunnel")
        let tunnel = try #require(spec.container(named: "Tunnel"))
        #expect(tunnel.layout.kind == .vertical)
        #expect(tunnel.slots.map(\.name.value) == ["top", "bottom"])
        #expect(tunnel.slots.first?.size?.value == .percent(50))
        #expect(tunnel.slots.last?.size?.value == .fill)
        #expect(tunnel.transitions.map(\.name.value) == ["reveal", "conceal"])
        let reveal = try #require(tunnel.transitions.first)
        #expect(reveal.moves.map(\.effectiveAnimation) == [.flipFromTop, .flipFromTop])
        #expect(reveal.moves.map(\.effectiveDuration) == [0.2, 0.2])
    }

    @Test("an import graph's declarations come from every file")
    func appImportsLibrary() throws {
        let path = FixturePaths.specs.appendingPathComponent("app.yaml").path
        let loader = SpecLoader()
        let spec = try #require(loader.load(path).spec)
        #expect(spec.files.count == 2)
        #expect(spec.container(named: "Place") != nil, "Place is declared in app-library.yaml")
        #expect(spec.container(named: "App")?.kind == .tabs)
        #expect(loader.sources.all.count == 2)
    }
}
