import Foundation
import KinshipTestSupport
import Testing

/// Every app of the corpus (`../shared/corpus/apps`, skipped outside CI when absent) and the notes
/// app of the fixtures, through the whole pipeline as a user runs it with the built `kinship`:
/// `import storyboard APP -o specs` of all its storyboards at once, `check specs/*.yaml` clean,
/// every segue identifier of the XML kept, `generate specs/*.yaml -o gen --screen-stubs` into one
/// folder, and `swiftc -typecheck` of that folder against the UIKit stand-in (Swift 6 mode,
/// warnings as errors, as the generated fixtures are compiled).
@Suite struct WholeAppPipelineTests {
    /// The stand-in's modules (`UIKit`, `KinshipUIKit`) `swift build` puts beside the test bundle.
    static let modules = kinship.deletingLastPathComponent().appendingPathComponent("Modules")
    static let kinship = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("kinship")

    /// Runs `executable` in `directory`; its stdout and stderr as one text (one pipe, so neither fills up).
    static func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> (status: Int32, text: String)
    {
        let run = try runProcess(executable, arguments, in: directory, mergingOutput: true)
        return (run.status, run.out)
    }

    /// Under CI the corpus must be there: a missing folder is a broken checkout, not a skip.
    @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipMessage))
    func theCorpusHasApps() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: SharedCorpus.apps.path)
        #expect(names.contains { SharedCorpus.isDirectory(SharedCorpus.apps.appendingPathComponent($0)) })
    }

    @Test(arguments: AppGroundTruthTests.apps)
    func importChecksAndGeneratesIntoOneFolder(_ folder: URL) throws {
        let app = folder.lastPathComponent
        try #require(FileManager.default.isExecutableFile(atPath: Self.kinship.path), "kinship is not built")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("kinship-pipeline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }

        let imported = try Self.run(Self.kinship, ["import", "storyboard", folder.path, "-o", "specs"], in: dir)
        #expect(imported.status == 0, "\(app) import: \(imported.text)")
        let summary = imported.text.split(separator: "\n").first { $0.hasPrefix("imported ") } ?? ""
        print("\(app): \(summary)")
        // Every identifier the XML holds is kept: "N of N segue identifiers kept".
        let kept = try #require(summary.firstMatch(of: /(\d+) of (\d+) segue identifiers kept/), "\(app): \(summary)")
        #expect(kept.1 == kept.2, "\(app): \(summary)")

        let specs = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("specs").path)
            .filter { $0.hasSuffix(".yaml") }.sorted().map { "specs/" + $0 }
        try #require(!specs.isEmpty, "\(app): no specs written")
        let checked = try Self.run(Self.kinship, ["check"] + specs, in: dir)
        #expect(checked.status == 0, "\(app) check: \(checked.text)")
        let lastLine = checked.text.split(separator: "\n").last ?? ""
        #expect(lastLine.hasPrefix("0 errors, 0 warnings"), "\(app) check: \(lastLine)")

        // The app's own screen classes, which the generated code names: one KinshipScreens.swift
        // stands in for all of them, whatever spec sees each.
        let generated = try Self.run(Self.kinship, ["generate"] + specs + ["-o", "gen", "--screen-stubs"], in: dir)
        try #require(generated.status == 0, "\(app) generate: \(generated.text)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("gen").path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { dir.appendingPathComponent("gen/" + $0).path }
        #expect(files.contains { $0.hasSuffix("/KinshipScreens.swift") }, "\(app): no KinshipScreens.swift")
        let swiftc = try Self.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "swiftc", "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-typecheck",
                "-I", Self.modules.path, "-module-name", "App",
            ] + files, in: dir)
        #expect(swiftc.status == 0, "\(app): generated code does not type-check:\n\(swiftc.text.prefix(4000))")
        print(
            "\(app): \(specs.count) specs checked clean, \(files.count) files generated into one folder, type-checked")
    }
}
