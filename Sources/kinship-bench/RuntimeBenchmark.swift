import Foundation
import KinshipPlan
import KinshipRuntime
import KinshipSpec
import KinshipUIKit

/// Runs a synthetic tree of ≥ 10,000 containers through many transitions and reports
/// callbacks per second, per-event time and peak memory.
@MainActor
enum RuntimeBenchmark {
    static func run(fanout: Int, eventCounts: [Int]) throws {
        let path = NSTemporaryDirectory() + "kinship-bench-tree.yaml"
        try SyntheticSpecs.tree(fanout: fanout).write(toFile: path, atomically: true, encoding: .utf8)
        let loadedSpec = SpecLoader().load(path)
        let spec = loadedSpec.spec, diagnostics = loadedSpec.diagnostics
        guard let spec, !diagnostics.contains(where: { $0.severity == .error }) else {
            throw BenchError("synthetic spec does not check: \(diagnostics.prefix(3).map(\.message))")
        }
        let plan = PlanLowering.lower(spec)
        let containers = 1 + fanout + fanout * fanout
        print("runtime: \(containers) containers, \(containers * 2 - 1 - fanout) controllers with screens")
        for count in eventCounts {
            // Each event flips or flops one leaf, round robin, so a leaf is hit again only after
            // every other leaf: the run keeps up to fanout² animations in flight.
            var events: [Event] = []
            events.reserveCapacity(count)
            let leaves = fanout * fanout
            for i in 0..<count {
                let leaf = i % leaves, round = i / leaves
                let path = "Root/c\(leaf / fanout)/c\(leaf % fanout)"
                events.append(
                    Event(
                        kind: .transition(target: path, name: round % 2 == 0 ? "flip" : "flop"),
                        text: path, location: "bench"))
            }
            let runtime = try Runtime(plan: plan, root: "Root")
            let launchStart = Date()
            runtime.launch()
            let launchTime = Date().timeIntervalSince(launchStart)
            let launchLines = runtime.traceCount
            let start = Date()
            for event in events { runtime.handle(event) }
            runtime.finish()
            let elapsed = Date().timeIntervalSince(start)
            let callbacks = runtime.traceCount - launchLines
            let problems = runtime.diagnostics.count
            print(String(format: "  launch: %d callbacks in %.3f s", launchLines, launchTime))
            print(
                String(
                    format: "  %7d events: %9d callbacks in %.3f s = %.0f callbacks/s, %.2f µs/event%@",
                    count, callbacks, elapsed, Double(callbacks) / elapsed, elapsed / Double(count) * 1e6,
                    problems == 0 ? "" : ", \(problems) diagnostics (unexpected)"))
        }
        print(String(format: "  peak RSS: %.1f MB", PeakMemory.megabytes()))
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

enum PeakMemory {
    /// VmHWM from /proc: the process's peak resident set.
    static func megabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kb = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kb / 1024
    }
}
