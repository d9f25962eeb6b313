import Foundation
import KinshipCodegen
import KinshipSpec
import KinshipSyntax
import Testing

/// What generate refuses is located in the spec, and arguments are written by the rule check
/// validates with (`ArgumentLiteral`), so the two cannot disagree.
@Suite struct GeneratorRefusalTests {
    /// `expecting`: the error ids check must report (none by default).
    static func input(_ yaml: String, expecting: [DiagnosticID] = []) throws -> (
        GeneratorInput, SpecLoader, [Diagnostic]
    ) {
        let loader = SpecLoader()
        let loadedSpec = loader.load("/virtual/spec.yaml", contents: Array(yaml.utf8))
        let spec = loadedSpec.spec, diagnostics = loadedSpec.diagnostics
        let loaded = try #require(spec)
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.id) == expecting, "\(diagnostics.map(\.message))")
        return (GeneratorInput(spec: loaded, specFileName: "spec.yaml") { _ in "spec.yaml" }, loader, errors)
    }

    /// Check reports it (class-conflict) where generate refuses it, at the container's class.
    @Test func aCollidingClassNameIsRefusedAtTheContainersClass() throws {
        let (input, _, errors) = try Self.input(
            """
            kinship: 1
            screens:
              Map: MapViewController
            containers:
              Host:
                class: MapViewController
                children: { map: Map }
                slots:
                  main: { accepts: [map], initial: map }
            root: Host
            """, expecting: [.classConflict])
        #expect(errors.first?.range?.start == SourcePosition(line: 6, column: 12))
        let error = try #require(throws: GeneratorError.self) {
            try SwiftGenerator.generate(input, options: GeneratorOptions(target: .model))
        }
        #expect(error.range?.start == SourcePosition(line: 6, column: 12))
    }

    @Test func argumentsAreWrittenByTheCheckedRule() throws {
        let (input, _, _) = try Self.input(
            """
            kinship: 1
            screens:
              Page: { class: PageViewController, params: { link: URL, level: UInt8, zoom: Float } }
            containers:
              Host:
                children: { page: { type: Page, args: { link: "mail://inbox/1", level: +255, zoom: 2 } } }
                slots:
                  main: { accepts: [page], initial: page }
            root: Host
            """)
        let code = try SwiftGenerator.generate(input, options: GeneratorOptions(target: .model)).map(\.contents)
            .joined()
        #expect(code.contains(#"link: URL(string: "mail://inbox/1")!, level: 255, zoom: 2"#), "\(code)")
    }

    @Test(
        "ArgumentLiteral: the rule both stages share",
        arguments: [
            ("Int", "-12", true), ("Int", "1.5", false), ("Int", "99999999999999999999", false), ("UInt", "-1", false),
            ("Int8", "-128", true), ("UInt16", "65536", false), ("Swift.Double", "1e3", true), ("Double", "inf", false),
            ("Float", "1e39", false), ("Bool", "false", true), ("Bool", "True", false),
            ("URL", "https://example.com", true), ("URL", "example.com/path", false), ("URL", " https://x", false),
            ("String", "anything", true), ("Coordinate", "1,2", true),
        ])
    func literalRule(_ type: String, _ value: String, _ ok: Bool) {
        let parsed = ArgumentLiteral.parse(value, as: type)
        if case .success = parsed { #expect(ok, "\(type) \(value)") } else { #expect(!ok, "\(type) \(value)") }
    }
}
