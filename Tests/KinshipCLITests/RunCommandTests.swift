import Foundation
import Testing

/// `kinship run` as the built binary, as a user's shell runs it.
@Suite struct RunCommandTests {
    static let specs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "specs")

    /// The real binary into a pipe closed after one line: exit status 74 and a one-line note,
    /// not a SIGPIPE death or a crash. Skipped when the kinship executable is not built.
    @Test func theRunStopsCleanlyWhenStdoutCloses() throws {
        let binary = kinshipBinary
        guard FileManager.default.isExecutableFile(atPath: binary.path) else { return }
        let script = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kinship-\(UUID().uuidString).events")
        try String(repeating: "reveal\nconceal\n", count: 50_000).write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let process = Process()
        process.executableURL = binary
        process.arguments = [
            "run", RunCommandTests.specs.appendingPathComponent("tunnel.yaml").path, "--script", script.path,
        ]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let first = out.fileHandleForReading.readData(ofLength: 19)
        try out.fileHandleForReading.close()
        process.waitUntilExit()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(String(decoding: first, as: UTF8.self) == "Tunnel.viewDidLoad\n")
        #expect(process.terminationReason == .exit, "killed by signal \(process.terminationStatus)")
        #expect(process.terminationStatus == 74)
        #expect(message == "error: stdout was closed before the trace ended; stopped (exit status 74)\n", "\(message)")
    }

    /// `--size`, `--safe-area` and `--bar-heights` are read when the command line is parsed: a refused value is a
    /// usage error (exit 64) that says why, before the spec is read.
    @Test(arguments: [
        (
            ["--size", "0x5"],
            "'0x5' is invalid for '--size <size>': each side must be a positive, finite number of points"
        ),
        (["--size", "390"], "'390' is invalid for '--size <size>': expected WIDTHxHEIGHT, like 390x844"),
        (
            ["--safe-area", "1,2"],
            "'1,2' is invalid for '--safe-area <device|none|T,L,B,R>': expected device, none, or four insets"
        ),
        (
            ["--bar-heights", "44,-1,49"],
            "'44,-1,49' is invalid for '--bar-heights <table|N,T,B>': expected table, or three heights"
        ),
        (["--bar-heights", "tall"], "'tall' is invalid for '--bar-heights <table|N,T,B>': expected table"),
    ])
    func aRefusedWindowValueIsAUsageError(_ flags: [String], _ message: String) throws {
        guard FileManager.default.isExecutableFile(atPath: kinshipBinary.path) else { return }
        let run = try runBinary(kinshipBinary, ["run", "/nonexistent.yaml"] + flags, in: Self.specs)
        #expect(run.status == 64)
        #expect(run.err.contains(message), "\(run.err)")
    }
}
