import Foundation
import KinshipCodegen
import Testing

/// Generation streams: every file is printed in pieces straight into the writer, which compares
/// each piece with the file on disk and starts a temporary copy only once they differ. These
/// check that the pieces make the same bytes as the whole text, and each way a streamed file can
/// meet the old one (same, longer, shorter, different in the middle, a build that fails half way).
@Suite struct StreamedOutputTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "kinship-streamed-\(UUID().uuidString)")

    private func contents(_ name: String) -> String? {
        try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    private func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    /// Syncs `text` handed over in pieces of `size` characters.
    private func sync(_ text: String, pieces size: Int, check: Bool = false) throws -> GeneratedFileWriter.Report {
        let writer = GeneratedFileWriter(directory: directory)
        var report = GeneratedFileWriter.Report()
        let exists = try writer.prepare(["A.swift"], check: check)
        try writer.sync("A.swift", check: check, directoryExists: exists, into: &report) { sink in
            var rest = Substring(text)
            while !rest.isEmpty {
                try sink(String(rest.prefix(size)))
                rest = rest.dropFirst(size)
            }
        }
        return report
    }

    @Test(arguments: [1, 3, 64])
    func everyWayTheNewTextMeetsTheOld(pieceSize: Int) throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let old = "// kinship-generated: container A\nlet a = 1\nlet b = 2\n"
        #expect(try sync(old, pieces: pieceSize).written == ["A.swift"])
        #expect(try sync(old, pieces: pieceSize).unchanged == ["A.swift"])
        for new in [
            old + "let c = 3\n", String(old.dropLast(10)), old.replacingOccurrences(of: "a = 1", with: "a = 9"), "x",
            "",
        ] {
            #expect(try sync(new, pieces: pieceSize, check: true).outOfDate == ["A.swift"])
            #expect(try sync(new, pieces: pieceSize).written == ["A.swift"])
            #expect(contents("A.swift") == new)
            #expect(try sync(new, pieces: pieceSize).unchanged == ["A.swift"])
            _ = try sync(old, pieces: pieceSize)
            #expect(contents("A.swift") == old)
        }
        #expect(try entries() == ["A.swift"])
    }

    @Test func aBuildThatFailsHalfWayChangesNothing() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try sync("let a = 1\nlet b = 2\n", pieces: 4)
        let writer = GeneratedFileWriter(directory: directory)
        var report = GeneratedFileWriter.Report()
        #expect(throws: GeneratorError.self) {
            try writer.sync("A.swift", check: false, into: &report) { sink in
                try sink("let a = 2\n")  // differs: a temporary file has started
                throw GeneratorError.refused("refused half way")
            }
        }
        #expect(contents("A.swift") == "let a = 1\nlet b = 2\n")
        #expect(try entries() == ["A.swift"])
        #expect(report == GeneratedFileWriter.Report())
    }

    /// Pieces of any size join to the text the whole file is, for every option that rewrites
    /// the streamed tree (namespace, public access, one file per spec).
    @Test(arguments: ["specs/mail.yaml", "specs/folders.yaml", "specs/app.yaml"])
    func piecesJoinToTheWholeFile(spec: String) throws {
        let input = try GoldenSupport.input(spec)
        for options in [
            GeneratorOptions(screenStubs: true), GeneratorOptions(namespace: "Flows", access: .public),
            GeneratorOptions(namespace: "Flows", singleFile: true),
        ] {
            for file in try SwiftGenerator.files(input, options: options) {
                var pieces: [String] = []
                try file.write(pieceSize: 1) { pieces.append($0) }
                let whole = try file.contents()
                #expect(pieces.count > 1)
                #expect(pieces.joined() == whole, "\(spec) \(file.name)")
            }
        }
    }
}
