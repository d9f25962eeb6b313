import Foundation
import KinshipCodegen
import Testing

/// The output directory's guarantees: unchanged files keep their mtime, writes are atomic,
/// nothing is written through a symlink or outside the directory, stale files are reported.
@Suite struct GeneratedFileWriterTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kinship-writer-\(UUID().uuidString)")
    let files = [
        SwiftGenerator.Output(name: "A.swift", contents: "// kinship-generated: container A\nlet a = 1\n"),
        SwiftGenerator.Output(name: "B.swift", contents: "// kinship-generated: container B\nlet b = 2\n"),
    ]

    private func mtime(_ name: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)[.modificationDate]
            as? Date
    }

    private func contents(_ name: String) -> String? {
        try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func secondRunRewritesNothing() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let writer = GeneratedFileWriter(directory: directory)
        #expect(try writer.sync(files, check: false).written == ["A.swift", "B.swift"])
        let past = Date(timeIntervalSince1970: 1_000_000)
        for f in files {
            try FileManager.default.setAttributes(
                [.modificationDate: past], ofItemAtPath: directory.appendingPathComponent(f.name).path)
        }
        let again = try writer.sync(files, check: false)
        #expect(again.written.isEmpty)
        #expect(again.unchanged == ["A.swift", "B.swift"])
        #expect(try mtime("A.swift") == past)
        // No temporary files are left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["A.swift", "B.swift"])
    }

    @Test func checkWritesNothingAndListsOutOfDateFiles() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let writer = GeneratedFileWriter(directory: directory)
        let missing = try writer.sync(files, check: true)
        #expect(missing.missing == ["A.swift", "B.swift"] && missing.outOfDate.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory.path))
        _ = try writer.sync(files, check: false)
        #expect(try writer.sync(files, check: true).outOfDate.isEmpty)
        // One file removed from a folder that exists: missing, not out of date.
        try FileManager.default.removeItem(at: directory.appendingPathComponent("A.swift"))
        let one = try writer.sync(files, check: true)
        #expect(one.missing == ["A.swift"] && one.outOfDate.isEmpty)
        _ = try writer.sync(files, check: false)
        var changed = files
        changed[1].contents += "let c = 3\n"
        #expect(try writer.sync(changed, check: true).outOfDate == ["B.swift"])
        #expect(contents("B.swift") == files[1].contents)
        #expect(try writer.sync(changed, check: false).written == ["B.swift"])
        #expect(contents("B.swift") == changed[1].contents)
    }

    @Test func refusesSymlinkedEntries() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kinship-outside-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: outside) }
        try "precious\n".write(to: outside, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            at: directory.appendingPathComponent("B.swift"), withDestinationURL: outside)
        #expect(throws: GeneratorError.self) { try GeneratedFileWriter(directory: directory).sync(files, check: false) }
        #expect((try? String(contentsOf: outside, encoding: .utf8)) == "precious\n")
        // Checked before anything is written: A.swift was not written either.
        #expect(contents("A.swift") == nil)
        let link = try FileManager.default.destinationOfSymbolicLink(
            atPath: directory.appendingPathComponent("B.swift").path)
        #expect(link == outside.path)
    }

    /// `kinship generate` names every file first, then builds, syncs and drops them one at a
    /// time: a symlink among the entries is refused before anything is written.
    @Test func fileAtATimeChecksEveryEntryFirst() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("B.swift").path,
            withDestinationPath: "/tmp/elsewhere.swift")
        let writer = GeneratedFileWriter(directory: directory)
        #expect(throws: GeneratorError.self) { _ = try writer.prepare(files.map(\.name), check: false) }
        #expect(contents("A.swift") == nil)
        try FileManager.default.removeItem(at: directory.appendingPathComponent("B.swift"))

        var report = GeneratedFileWriter.Report()
        #expect(try writer.prepare(files.map(\.name), check: false))
        for file in files { try writer.sync(file.name, contents: file.contents, check: false, into: &report) }
        #expect(report.written == ["A.swift", "B.swift"])
        #expect(contents("B.swift") == files[1].contents)
        var again = GeneratedFileWriter.Report()
        try writer.sync("B.swift", contents: "// changed\n", check: true, into: &again)
        try writer.sync("A.swift", contents: files[0].contents, check: true, into: &again)
        #expect(again.outOfDate == ["B.swift"] && again.unchanged == ["A.swift"] && again.written.isEmpty)

        // A missing directory when checking: every file is missing, nothing is created.
        let absent = GeneratedFileWriter(directory: directory.appendingPathComponent("absent"))
        #expect(try absent.prepare(["A.swift"], check: true) == false)
        var missing = GeneratedFileWriter.Report()
        try absent.sync("A.swift", contents: "x", check: true, directoryExists: false, into: &missing)
        #expect(missing.missing == ["A.swift"] && missing.outOfDate.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: absent.directory.path))
    }

    @Test func refusesNamesThatLeaveTheDirectory() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["../A.swift", "sub/A.swift", ".hidden.swift", ".."] {
            #expect(throws: GeneratorError.self) {
                try GeneratedFileWriter(directory: directory).sync([.init(name: name, contents: "x")], check: false)
            }
        }
    }

    @Test func reportsStaleGeneratedFilesWithoutDeletingThem() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let writer = GeneratedFileWriter(directory: directory)
        _ = try writer.sync(files, check: false)
        try "// handwritten\n".write(
            to: directory.appendingPathComponent("Mine.swift"), atomically: true, encoding: .utf8)
        let report = try writer.sync([files[0]], check: false)
        #expect(report.stale.map(\.name) == ["B.swift"])
        #expect(report.stale.map(\.subject) == ["container B"])
        #expect(contents("B.swift") != nil)
    }
}
