import Foundation
import Testing

/// scripts/difftest in small: a fixed seed's batch of random specs and event lists, and the
/// specs it found disagreements in (Tests/Fixtures/difftest, each with the events that showed
/// them), through every stage. Each run compiles one module of generated code against the
/// UIKit model, so the whole suite stays within a minute or so.
@Suite(.serialized) struct DifftestTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built `kinship-difftest`, beside the test bundle with the modules it compiles against.
    static var executable: URL? {
        var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("kinship-difftest")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }

    /// Runs the tester; returns its exit status and output.
    static func difftest(_ arguments: [String]) throws -> (Int32, String) {
        let binary = try #require(executable, "kinship-difftest is not built beside the tests")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--bin", binary.deletingLastPathComponent().path] + arguments
        process.currentDirectoryURL = repository
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func summary(_ output: String) -> [Int] {
        let last = output.split(separator: "\n").last.map(String.init) ?? ""
        return last.split(separator: " ").compactMap { Int($0) }
    }

    @Test func aFixedSeedAgreesEverywhere() throws {
        let (status, output) = try Self.difftest(["--seed", "20261127", "--seconds", "0", "--batch", "8", "--lists", "3"])
        let counts = Self.summary(output)
        #expect(counts.count == 3 && counts[0] >= 6 && counts[1] >= 12, "\(output.suffix(300))")
        #expect(status == 0 && counts.last == 0, "\(output)")
    }

    @Test func theSpecsItFoundAgreeNow() throws {
        let folder = Self.repository.appendingPathComponent("Tests/Fixtures/difftest")
        let specs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
            .map { "Tests/Fixtures/difftest/" + $0 }
        #expect(specs.count >= 3)
        let (status, output) = try Self.difftest(["--seed", "1"] + specs)
        let counts = Self.summary(output)
        #expect(counts.first == specs.count, "\(output.suffix(300))")
        #expect(status == 0 && counts.last == 0, "\(output)")
    }
}
