import Foundation
import Testing

/// `kinship import storyboard` as the built binary, on the storyboards of a whole app.
@Suite struct ImportCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/import/apps")

    /// Runs the built kinship binary; nil when it is not built (`swift build` builds it).
    static func kinship(_ arguments: [String]) throws -> (status: Int32, err: String)? {
        guard FileManager.default.isExecutableFile(atPath: kinshipBinary.path) else { return nil }
        return try runBinary(
            kinshipBinary, arguments, in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }

    /// `kinship import storyboard FOLDER -o DIR`: every storyboard under the folder, one spec each,
    /// the summary last; two inputs of one name are refused before anything is written.
    @Test func theCommandImportsAFolderAndSummarises() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kinship-import-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let notes = Self.fixtures.appendingPathComponent("notes").path
        guard let run = try Self.kinship(["import", "storyboard", notes, "-o", out.path]) else { return }
        #expect(run.status == 0, "\(run.err)")
        let written = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(written == ["Account.yaml", "Library.yaml", "Main.yaml", "Settings.yaml"])
        #expect(
            try String(contentsOf: out.appendingPathComponent("Main.yaml"), encoding: .utf8)
                == String(contentsOf: Self.fixtures.appendingPathComponent("notes/Main.yaml"), encoding: .utf8))
        let lines = run.err.split(separator: "\n")
        let summary = try #require(lines.firstIndex { $0.hasPrefix("imported 4 storyboards: ") })
        #expect(lines[summary...].dropFirst().allSatisfy { $0.hasPrefix("  ") }, "the summary comes last")
        #expect(run.err.contains("5 storyboard references linked"))

        let twin = out.appendingPathComponent("Main.storyboard")
        try FileManager.default.copyItem(atPath: notes + "/Base.lproj/Main.storyboard", toPath: twin.path)
        guard
            let clash = try Self.kinship([
                "import", "storyboard", notes, twin.path, "-o", out.appendingPathComponent("again").path,
            ])
        else { return }
        #expect(clash.status != 0)
        #expect(clash.err.contains("share the name 'Main'"), "\(clash.err)")
    }
}
