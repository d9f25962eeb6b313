import Foundation

// kinship-bench: performance figures for Kinship, printed (never asserted by tests).
// Usage: kinship-bench runtime [FANOUT]
let arguments = CommandLine.arguments.dropFirst()
let command = arguments.first ?? "runtime"
do {
    switch command {
    case "runtime":
        let fanout = arguments.dropFirst().first.flatMap { Int($0) } ?? 100
        try MainActor.assumeIsolated { try RuntimeBenchmark.run(fanout: fanout, eventCounts: [10_000, 100_000]) }
    default:
        FileHandle.standardError.write(Data("usage: kinship-bench runtime [FANOUT]\n".utf8))
        exit(64)
    }
} catch {
    FileHandle.standardError.write(Data("kinship-bench: \(error)\n".utf8))
    exit(1)
}
