import Foundation
import KinshipCodegen
import KinshipSpec
import Testing

/// The committed cores under Tests/Fixtures/swiftui/<case>/core are exactly what
/// `kinship generate SPEC --target swiftui` writes (KINSHIP_RECORD=1 rewrites them, and fails).
struct SwiftUICoreGoldenTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let isRecording = ProcessInfo.processInfo.environment["KINSHIP_RECORD"] == "1"

    /// Each case and the spec its core is generated from.
    static let cases: [(name: String, spec: String)] = [
        ("podcasts", "specs/podcasts.yaml"),
        ("mail-sheets", "Tests/Fixtures/swiftui/mail-sheets/mail-sheets.yaml"),
        ("repeats", "Tests/Fixtures/generated/repeats/repeats.yaml"),
        ("user-moves", "Tests/Fixtures/generated/user-moves/user-moves.yaml"),
        ("presenting-screen", "Tests/Fixtures/generated/presenting-screen/presenting-screen.yaml"),
        ("compact-split", "Tests/Fixtures/generated/compact-split/compact-split.yaml"),
    ]

    static func load(_ spec: String) throws -> (Spec, SpecLoader) {
        let loader = SpecLoader()
        let loaded = loader.load(repository.appendingPathComponent(spec).path)
        guard let found = loaded.spec, !loaded.diagnostics.contains(where: { $0.severity == .error }) else {
            throw GeneratorError.refused("\(spec): \(loaded.diagnostics.map(\.message))")
        }
        return (found, loader)
    }

    static func generate(_ spec: String, _ options: GeneratorOptions = GeneratorOptions(target: .swiftui)) throws
        -> [SwiftGenerator.Output]
    {
        let (loaded, loader) = try load(spec)
        let input = GeneratorInput(spec: loaded, specFileName: URL(fileURLWithPath: spec).lastPathComponent) {
            URL(fileURLWithPath: loader.sources.path($0.file)).lastPathComponent
        }
        return try SwiftGenerator.generate(input, options: options)
    }

    @Test(arguments: cases.map(\.name))
    func coreMatchesGolden(_ name: String) throws {
        let spec = try #require(Self.cases.first { $0.name == name }).spec
        try Self.compare(Self.generate(spec).filter { !$0.isSwiftUIViewsFile }, "core", name)
    }

    /// views/ holds the views and stand-in screens `--screen-stubs` writes; the core it writes beside them
    /// is core/ to the letter, so the views module (`swift build` type-checks it against the SwiftUI
    /// stand-in) compiles core/ and views/ together rather than a second copy of the core.
    @Test(arguments: cases.map(\.name))
    func viewsMatchGolden(_ name: String) throws {
        let spec = try #require(Self.cases.first { $0.name == name }).spec
        let files = try Self.generate(spec, GeneratorOptions(target: .swiftui, screenStubs: true))
        #expect(files.contains { $0.isSwiftUIViewsFile })
        try Self.compare(files.filter(\.isSwiftUIViewsFile), "views", name)
        try Self.compare(files.filter { !$0.isSwiftUIViewsFile }, "core", name)
    }

    static func compare(_ files: [SwiftGenerator.Output], _ layer: String, _ name: String) throws {
        let folder = Self.repository.appendingPathComponent("Tests/Fixtures/swiftui/\(name)/\(layer)")
        if Self.isRecording {
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in files {
                try file.contents.write(to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
            }
            Issue.record("recorded \(files.count) files for \(name)/\(layer); run again without KINSHIP_RECORD")
            return
        }
        let committed = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(committed == files.map(\.name).sorted())
        for file in files {
            let golden = try String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8)
            #expect(golden == file.contents, "\(name)/\(file.name) differs from what generate writes")
        }
    }

    /// The committed core/ type-checks on its own (the views module compiles it beside the views): no
    /// SwiftUI, no UIKit, Swift 6 mode, warnings as errors.
    @Test(arguments: cases.map(\.name))
    func coreTypeChecksAlone(_ name: String) throws {
        let folder = Self.repository.appendingPathComponent("Tests/Fixtures/swiftui/\(name)/core")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map {
            SwiftGenerator.Output(
                name: $0, contents: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
        }
        #expect(!files.isEmpty)
        let errors = try Self.typecheck(files)
        #expect(errors == nil, "\(errors ?? "")")
    }

    /// The core imports nothing: it compiles and runs wherever Swift does (the tests here are on Linux).
    /// Only the views layer imports SwiftUI.
    @Test(arguments: cases.map(\.name))
    func coreImportsNeitherSwiftUINorUIKit(_ name: String) throws {
        let spec = try #require(Self.cases.first { $0.name == name }).spec
        for file in try Self.generate(spec) {
            #expect(file.contents.contains("\nimport ") == file.isSwiftUIViewsFile, "\(file.name)")
        }
    }

    /// `--namespace` and `--access public` as the other targets have them.
    @Test func namespaceAndPublicAccess() throws {
        let all = try Self.generate(
            "specs/podcasts.yaml", GeneratorOptions(target: .swiftui, namespace: "Pods", access: .public))
        let files = all.filter { !$0.isSwiftUIViewsFile }
        #expect(
            all.filter(\.isSwiftUIViewsFile).map(\.name) == [
                "Pods+PodcastsNavigator.swift", "Pods+PodcastsScreens.swift", "Pods+AppView.swift",
                "Pods+LibraryNavView.swift",
            ])
        // The views' imports come before the namespace's extension, and their declarations are public.
        let view = try #require(all.first { $0.name == "Pods+LibraryNavView.swift" }).contents
        #expect(view.contains("import SwiftUI\n\nextension Pods {\n"))
        #expect(view.contains("    public struct LibraryNavView: View {"))
        #expect(
            files.map(\.name) == [
                "Pods+PodcastsNavigation.swift", "Pods+PodcastsLinks.swift", "Pods+AppState.swift",
                "Pods+LibraryNavState.swift",
            ])
        #expect(files[0].contents.contains("public enum Pods {}"))
        #expect(files[1].contents.contains("}\n\nextension Pods.AppState {\n"))
        #expect(files[2].contents.contains("extension Pods {\n    /// The navigation state of App"))
        #expect(files[2].contents.contains("    public struct AppState: Codable, Equatable, Sendable {"))
        #expect(files[3].contents.contains("public mutating func openShow("))
        // And it compiles as a namespace: swiftc on the four files, warnings as errors.
        let errors = try Self.typecheck(files)
        #expect(errors == nil, "\(errors ?? "")")
    }

    /// swiftc -typecheck in Swift 6 mode with warnings as errors; nil when clean, else its messages.
    static func typecheck(_ files: [SwiftGenerator.Output]) throws -> String? {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("kinship-core-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var paths: [String] = []
        for file in files {
            let url = dir.appendingPathComponent(file.name)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["swiftc", "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-typecheck"] + paths
        let pipe = Pipe()
        process.standardError = pipe
        try process.run()
        let errors = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : errors
    }

    /// A route that opens what launch shows has nothing to run from there, and its openLink still
    /// compiles without warnings (scripts/difftest once found `var next` and `var ok` warning there).
    @Test func aRouteShownAtLaunchCompilesWithoutWarnings() throws {
        let yaml = """
            kinship: 1
            screens:
              Map: MapViewController
            containers:
              Nav:
                kind: navigation
                children: { map: Map }
                slots:
                  content: { accepts: [map], initial: [map] }
            root: Nav
            routes:
              home: { url: "maps://home", open: Nav/map }
            """
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("kinship-launch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("home.yaml")
        try yaml.write(to: path, atomically: true, encoding: .utf8)
        let loader = SpecLoader()
        let loaded = try #require(loader.load(path.path).spec)
        let input = GeneratorInput(spec: loaded, specFileName: "home.yaml") { _ in "home.yaml" }
        let files = try SwiftGenerator.generate(input, options: GeneratorOptions(target: .swiftui)).filter {
            !$0.isSwiftUIViewsFile
        }
        let links = try #require(files.first { $0.name == "HomeLinks.swift" })
        #expect(
            links.contents.contains(
                "case \"map\":\n            switch key {\n            case \"map\":\n                return ([], 0)"))
        let errors = try Self.typecheck(files)
        #expect(errors == nil, "\(errors ?? "")")
    }
}
