import Foundation
import KinshipSpec
import Testing

/// scripts/difftest in small: a fixed seed's batch of random specs and event lists, and the
/// specs it found disagreements in (Tests/Fixtures/difftest, each with the events that showed
/// them), through every stage. Each run compiles one module of generated code against the
/// UIKit model, so the whole suite stays well within a minute.
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

    /// The number before `label` in the line starting with `prefix` (`4 deep links opened`).
    static func count(_ output: String, line prefix: String, _ label: String) -> Int {
        guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }),
            let range = line.range(of: " " + label) ?? line.range(of: label)
        else { return 0 }
        return Int(line[..<range.lowerBound].split(whereSeparator: { !$0.isNumber }).last ?? "") ?? 0
    }

    /// A seed whose batch has splits, routes opened by deep links and imported screens, and
    /// writes every key of the schema at least once.
    @Test func aFixedSeedAgreesEverywhere() throws {
        let (status, output) = try Self.difftest([
            "--seed", Self.seed, "--seconds", "0", "--cover", Self.drawn, "--lists", "3", "--coverage",
        ])
        let counts = Self.summary(output)
        #expect(counts.count == 3 && counts[0] >= 6 && counts[1] >= 12, "\(output.suffix(300))")
        // `coverage: slot.style 12`: every key of the schema itself written, so a key added to
        // `SpecSchema` fails here until the generator writes it (a key listed as not generated
        // has no count and fails too).
        let written: [String: Int] = Dictionary(
            output.split(separator: "\n").filter { $0.hasPrefix("coverage: ") }.compactMap { line in
                let words = line.split(separator: " ")
                guard words.count == 3, let n = Int(words[2]) else { return nil }
                return (String(words[1]), n)
            },
            uniquingKeysWith: +)
        let keys = SpecSchema.mappings.flatMap { mapping in mapping.keys.map { "\(mapping.name).\($0.name)" } }
        #expect(keys.count >= 60)
        #expect(keys.filter { (written[$0] ?? 0) == 0 } == [], "keys the fixed seed never writes")
        #expect(status == 0 && counts.last == 0, "\(output)")
        #expect(Self.count(output, line: "difftest: events run:", "deep links opened") > 0, "\(output.suffix(500))")
        // Features are listed only when some spec has them.
        let features = output.split(separator: "\n").first { $0.hasPrefix("difftest: specs that") } ?? ""
        for feature in ["have a split:", "have routes:", "import their screens:"] {
            #expect(features.contains(feature), "\(feature) \(output.suffix(500))")
        }
        // Flow analysis was compared with run: configurations, enabled and disabled transitions.
        let flow =
            output.split(separator: "\n").first { $0.hasPrefix("difftest: flow analysis matched") }.map(String.init)
            ?? ""
        let numbers = flow.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        #expect(numbers.count == 3 && numbers.allSatisfy { $0 > 0 }, "\(flow)")
    }

    /// Every spec the generator draws loads (a refused draw is wasted, and hides what it would
    /// have found): 600 draws of the fixed seed, loaded only, in seconds.
    @Test func everyDrawLoads() throws {
        let (status, output) = try Self.difftest(["--seed", Self.seed, "--draws", "600"])
        #expect(output.contains("draws: 600 drawn, 0 did not load"), "\(output.suffix(3000))")
        #expect(status == 0)
    }

    /// The fixed run's seed and draw: `--cover` draws that many specs (cheap: generated, not
    /// loaded) and runs only the fewest of them that write every key and value the draw writes
    /// (10 of 150), so one small compilation proves what a batch of 36 specs took three times
    /// as long to (docs/difftest.md).
    static let seed = "20261201"
    static let drawn = "150"

    /// A link's value a container's answer hands on (`self.INPUT`) reaches the same children in
    /// the SwiftUI core's `linkValues` as in run's sets. Kept out of the drawn batch above: its
    /// name would shift the draws of the fixtures after it.
    @Test func linkValuesFollowAContainersAnswer() throws {
        let spec = "Tests/Fixtures/difftest-links/link-follows-container-answer.yaml"
        let (status, output) = try Self.difftest(["--seed", "1", spec])
        #expect(status == 0 && Self.summary(output).last == 0, "\(output)")
        #expect(Self.count(output, line: "difftest: SwiftUI navigation state", "links") >= 4, "\(output.suffix(300))")
    }

    @Test func theSpecsItFoundAgreeNow() throws {
        let folder = Self.repository.appendingPathComponent("Tests/Fixtures/difftest")
        let specs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
            .sorted()
            .map { "Tests/Fixtures/difftest/" + $0 }
        #expect(specs.count >= 3)
        let (status, output) = try Self.difftest(["--seed", "1"] + specs)
        let counts = Self.summary(output)
        #expect(counts.first == specs.count, "\(output.suffix(300))")
        #expect(status == 0 && counts.last == 0, "\(output)")
    }
}
