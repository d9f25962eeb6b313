import Foundation
import KinshipSyntax
import KinshipSpec
import KinshipFlow

// kinship-bench: performance figures for Kinship, printed (never asserted by tests).
// Usage: kinship-bench runtime [FANOUT [EVENTS,…]] | corpus MB OUT [presets] | floor FILE | load FILE | check FILE | phases FILE | memory FILE | routes [MB [ROUTES,…]] | lsp [MB,…] [EDITS] | growth [PUSHES,…] [VIEWS,…]
// As the kinship executable does, so memory figures are those of the command line tool.
AllocatorTuning.returnLargeBuffers()
let arguments = CommandLine.arguments.dropFirst()
let command = arguments.first ?? "runtime"
do {
    switch command {
    case "runtime":
        let fanout = arguments.dropFirst().first.flatMap { Int($0) } ?? 100
        let counts =
            arguments.dropFirst(2).first.map { $0.split(separator: ",").compactMap { Int($0) } } ?? [10_000, 100_000]
        try MainActor.assumeIsolated { try RuntimeBenchmark.run(fanout: fanout, eventCounts: counts) }
    case "corpus":
        // Writes a synthetic corpus of about MB megabytes.
        let args = Array(arguments.dropFirst())
        // `presets` after OUT: the corpus the SwiftUI target takes (no custom container).
        guard args.count == 2 || args.count == 3 && args[2] == "presets", let mb = Double(args[0]) else {
            throw BenchError("usage: kinship-bench corpus MB OUT [presets]")
        }
        try CorpusGenerator.corpus(megabytes: mb, presets: args.count == 3).write(
            toFile: args[1], atomically: true, encoding: .utf8)
    case "floor":
        // The libyaml floor: event parsing of the same bytes, no tree built.
        guard let path = arguments.dropFirst().first, let data = FileManager.default.contents(atPath: path) else {
            throw BenchError("usage: kinship-bench floor FILE")
        }
        let bytes = [UInt8](data)
        let events = YAMLParser.countEvents(bytes)
        print("events: \(events)")
    case "load":
        // Parse, decode and validate in-process (what `kinship check` does before printing).
        guard let path = arguments.dropFirst().first else { throw BenchError("usage: kinship-bench load FILE") }
        let start = Date()
        let diagnostics = SpecLoader().load(path).diagnostics
        print(
            String(
                format: "load: %.3f s, %d diagnostics, peak RSS %.1f MB", Date().timeIntervalSince(start),
                diagnostics.count, PeakMemory.megabytes()))
    case "check":
        // What `kinship check` does to one file, in-process: load, then flow analysis (for callgrind,
        // which cannot follow the CLI's threads).
        guard let path = arguments.dropFirst().first else { throw BenchError("usage: kinship-bench check FILE") }
        let loadedSpec = SpecLoader().load(path)
        let spec = loadedSpec.spec, diagnostics = loadedSpec.diagnostics
        let findings = spec.map { FlowAnalysis.diagnostics($0, options: FlowOptions(specPath: path)).count } ?? 0
        print("\(diagnostics.count) diagnostics, \(findings) flow findings")
    case "routes":
        // Route witnesses over a corpus made an app: `routes MB [ROUTES,…]`.
        let mb = arguments.dropFirst().first.flatMap { Double($0) } ?? 30
        let counts =
            arguments.dropFirst(2).first.map { $0.split(separator: ",").compactMap { Int($0) } } ?? [1_000, 10_000]
        try RouteBenchmark.run(megabytes: mb, routeCounts: counts)
    case "lsp":
        // Diagnostics latency of the language server after an edit: `lsp [MB,…] [EDITS]`.
        let sizes =
            arguments.dropFirst().first.map { $0.split(separator: ",").compactMap { Double($0) } } ?? [0.01, 1, 10]
        let edits = arguments.dropFirst(2).first.flatMap { Int($0) } ?? 9
        try LSPBenchmark.run(sizes: sizes, edits: edits)
    case "growth":
        // Growth of the paths hostile input once made superlinear: `growth [PUSHES,…] [VIEWS,…]`.
        let pushes =
            arguments.dropFirst().first.map { $0.split(separator: ",").compactMap { Int($0) } } ?? [1_000, 8_000]
        let views =
            arguments.dropFirst(2).first.map { $0.split(separator: ",").compactMap { Int($0) } } ?? [
                1_000, 2_000, 4_000,
            ]
        try FlowWidthGrowth.run()
        try MainActor.assumeIsolated { try GrowthBenchmark.run(pushes: pushes, views: views) }
        try CycleGrowth.run(views)
    case "flow-width":
        // One size of the flow width growth, for `growth` to run in a process of its own.
        let args = Array(arguments.dropFirst())
        guard args.count == 2, let n = Int(args[1]) else { throw BenchError("usage: kinship-bench flow-width SHAPE N") }
        try FlowWidthGrowth.measure(args[0], n)
    case "memory":
        // Heap and resident set after loading one file, and the model's type sizes.
        guard let path = arguments.dropFirst().first else { throw BenchError("usage: kinship-bench memory FILE") }
        try ModelMemory.run(path: path)
    case "phases":
        // CPU time per stage of check on one file.
        guard let path = arguments.dropFirst().first else { throw BenchError("usage: kinship-bench phases FILE") }
        try PhaseBreakdown.run(path: path)
    default:
        FileHandle.standardError.write(
            Data(
                "usage: kinship-bench runtime [FANOUT [EVENTS,…]] | corpus MB OUT [presets] | floor FILE | load FILE | check FILE | phases FILE | memory FILE | routes [MB [ROUTES,…]] | lsp [MB,…] [EDITS] | growth [PUSHES,…] [VIEWS,…]\n"
                    .utf8))
        exit(64)
    }
} catch {
    FileHandle.standardError.write(Data("kinship-bench: \(error)\n".utf8))
    exit(1)
}
