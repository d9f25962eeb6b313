import Foundation
import KinshipCodegen
import KinshipPlan
import KinshipSpec
import Testing

/// Generating a spec's files in-process exactly as `kinship generate` does, and comparing them
/// with the committed goldens under Tests/Fixtures/generated/<spec>/<target>/.
enum GoldenSupport {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let goldens = repository.appendingPathComponent("Tests/Fixtures/generated")
    static let isRecording = ProcessInfo.processInfo.environment["KINSHIP_RECORD"] == "1"

    /// Every spec in specs/, plus the hostile-names fixture, a custom container that presents, an
    /// overlay with an empty front slot (hit testing), and a navigation preset that pushes and
    /// presents repeated children whose inputs are set first, one whose repeated child is a container,
    /// a tab bar with the user's moves turned off in places (`userBack: false`, `untappable`), a
    /// screen that presents (its generated presenter), names a generated class already has members
    /// for, outputs of children that are not visible, and slots wide enough for one swap from any occupant.
    static var specPaths: [String] {
        let specs =
            (try? FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("specs").path))
            ?? []
        return specs.filter { $0.hasSuffix(".yaml") }.sorted().map { "specs/" + $0 }
            + [
                "Tests/Fixtures/generated/hostile/hostile.yaml", "Tests/Fixtures/generated/presenting/presenting.yaml",
                "Tests/Fixtures/generated/drilldown/drilldown.yaml", "Tests/Fixtures/generated/overlay/overlay.yaml",
                "Tests/Fixtures/generated/compact-split/compact-split.yaml",
                "Tests/Fixtures/generated/split-columns/split-columns.yaml",
                "Tests/Fixtures/generated/repeats/repeats.yaml", "Tests/Fixtures/generated/threads/threads.yaml",
                "Tests/Fixtures/generated/user-moves/user-moves.yaml",
                "Tests/Fixtures/generated/presenting-screen/presenting-screen.yaml",
                "Tests/Fixtures/generated/member-names/member-names.yaml",
                "Tests/Fixtures/generated/output-visibility/output-visibility.yaml",
                "Tests/Fixtures/generated/wide/wide.yaml",
            ]
    }

    /// `tab-bar` → `GeneratedTabBar`: the module Package.swift makes of a spec's goldens (its `generatedModule`).
    static func generatedModule(_ spec: String) -> String {
        "Generated" + spec.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func baseName(_ path: String) -> String {
        URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }

    /// The golden folders of a spec: `uikit/` holds exactly what `kinship generate SPEC -o DIR`
    /// writes for an app; `screens/` holds `--screen-stubs`' KinshipScreens.swift, standing in for
    /// the app's own screen classes. KinshipGeneratedCodeTests compiles both, unchanged.
    enum Variant: String, CaseIterable, Sendable {
        case uikit
        case screens
    }

    static func input(_ spec: String) throws -> GeneratorInput {
        let loader = SpecLoader()
        let loadedSpec = loader.load(repository.appendingPathComponent(spec).path)
        let loaded = loadedSpec.spec, diagnostics = loadedSpec.diagnostics
        let errors = diagnostics.filter { $0.severity == .error }
        guard let loaded, errors.isEmpty else { throw GeneratorError.refused("\(spec): \(errors.map(\.message))") }
        return GeneratorInput(spec: loaded, specFileName: URL(fileURLWithPath: spec).lastPathComponent) { range in
            URL(fileURLWithPath: loader.sources.path(range.file)).lastPathComponent
        }
    }

    static func generate(_ spec: String, _ options: GeneratorOptions = GeneratorOptions()) throws -> [SwiftGenerator
        .Output]
    {
        try SwiftGenerator.generate(input(spec), options: options)
    }

    /// A golden folder's files: the default uikit output, or the screen stubs alone.
    static func generate(_ spec: String, _ variant: Variant) throws -> [SwiftGenerator.Output] {
        switch variant {
        case .uikit:
            return try generate(spec)
        case .screens:
            return try generate(spec, GeneratorOptions(screenStubs: true)).filter { $0.name == "KinshipScreens.swift" }
        }
    }

    /// A unified-style diff of the changed region, with three lines of context.
    static func diff(expected: String, actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var prefix = 0
        while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(a.count, b.count) - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        var out = ["@@ line \(prefix + 1) @@"]
        for line in a[max(0, prefix - 3)..<prefix] { out.append("  " + line) }
        for line in a[prefix..<(a.count - suffix)] { out.append("- " + line) }
        for line in b[prefix..<(b.count - suffix)] { out.append("+ " + line) }
        for line in a[(a.count - suffix)..<min(a.count, a.count - suffix + 3)] { out.append("  " + line) }
        return out.joined(separator: "\n")
    }
}
