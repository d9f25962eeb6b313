import Foundation
import Testing

/// What an interrupted or failing `kinship generate` leaves: only whole files, new where they
/// were written and old where they could not be, and no temporary file. Run as the built binary
/// (a signal cannot be sent to a test); skipped when it is not built.
@Suite(.serialized) struct InterruptedGenerateTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "kinship-interrupt-\(UUID().uuidString)")
    static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("kinship")

    /// A spec whose single generated file is a few megabytes: writing it takes long enough to
    /// interrupt.
    static func large(containers: Int) -> String {
        var text = "kinship: 1\nscreens:\n  Page: { class: PageViewController }\ncontainers:\n"
        for i in 0..<containers {
            text += "  C\(i):\n    kind: navigation\n    children: { a: Page, b: Page }\n"
            text += "    slots: { content: { accepts: [a, b], initial: [a] } }\n"
            text +=
                "    transitions: { go: { content: { push: b, from: a } }, back: { content: { pop: 1, from: b } } }\n"
        }
        return text
    }

    func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path).filter {
            $0.hasSuffix(".tmp")
        }
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalLeavesNoTemporaryFile(_ signal: Int32) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.binary.path) else { return }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.large(containers: 3_000).write(
            to: directory.appendingPathComponent("big.yaml"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["generate", "big.yaml", "--single-file", "-o", "out"]
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Interrupted while its temporary file is being written.
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline, (try? leftovers())?.isEmpty ?? true { usleep(2_000) }
        let caught = process.isRunning
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(try leftovers() == [])
        #expect(caught, "generate finished before its temporary file was seen")
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == signal)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/big.swift").path))
    }

    /// A write that fails (here a file-size limit, as a full disk fails it) stops the run: the
    /// file it was writing keeps its old contents, and the message says what was replaced.
    @Test func aFailedWriteKeepsTheOldFileWhole() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.binary.path) else { return }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("big.yaml")
        try Self.large(containers: 2).write(to: spec, atomically: true, encoding: .utf8)
        let old = try run(["generate", "big.yaml", "--single-file", "-o", "out"], fileSizeBlocks: nil)
        #expect(old.status == 0)
        let before = try Data(contentsOf: directory.appendingPathComponent("out/big.swift"))
        try Self.large(containers: 200).write(to: spec, atomically: true, encoding: .utf8)
        // 64 blocks of 512 bytes: more than the old file, less than the new one.
        let failed = try run(["generate", "big.yaml", "--single-file", "-o", "out"], fileSizeBlocks: 64)
        #expect(failed.status == 1)
        #expect(failed.err.contains("cannot write") && failed.err.contains("big.swift"), "\(failed.err)")
        #expect(try Data(contentsOf: directory.appendingPathComponent("out/big.swift")) == before)
        #expect(try leftovers() == [])
    }

    /// Runs the binary under `sh`, with `ulimit -f` when given.
    func run(_ arguments: [String], fileSizeBlocks: Int?) throws -> (status: Int32, err: String) {
        let limit = fileSizeBlocks.map { "ulimit -f \($0); " } ?? ""
        return try runBinary(
            URL(fileURLWithPath: "/bin/sh"), ["-c", limit + "exec \"$0\" \"$@\"", Self.binary.path] + arguments,
            in: directory)
    }
}
