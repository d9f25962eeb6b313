import Foundation
import KinshipFlow
import KinshipSpec

/// How `kinship check` grows with a container's width (DESIGN.md, "Flow width"): a tab bar of
/// plain screens, a tab bar of navigation containers (each its own type, without transitions),
/// a custom container whose one slot shows any of its children by a transition of its own, and
/// a tab bar that declares a `select` per tab.
/// Each size is checked in a child process (`kinship-bench flow-width SHAPE N`), so its peak
/// resident set is its own; printed per item beside the time. A child checks its spec
/// 8,000 / N times (at least once), so every size does about as much work: the time per item is
/// the CPU time of all threads over all rounds, and the wall time the best round's, which on a
/// shared machine swings with the load.
enum FlowWidthGrowth {
    static let shapes: [(name: String, label: String, sizes: [Int])] = [
        ("tabs", "tabs in a tab bar", [1_000, 2_000, 4_000, 8_000]),
        ("navs", "navigation containers under a tab bar", [1_000, 2_000, 4_000, 8_000]),
        ("custom", "children of one custom slot, each shown by a transition", [1_000, 4_000]),
        // Links at any moment: the same tab bar, each tab selected by a transition, without and
        // with 8 routes (each checked from every configuration: one backward search per route target).
        ("selects", "tabs each selected by a transition, no routes", [1_000, 2_000, 4_000, 8_000]),
        ("routes", "tabs each selected by a transition, 8 routes", [1_000, 2_000, 4_000, 8_000]),
        ("routes-launch", "the same, 8 routes checked from launch only", [1_000, 2_000, 4_000, 8_000]),
        // A route per tab, each checked from every configuration (one question per route to
        // the sink components, not a backward search each).
        ("routes-each", "tabs each selected by a transition and opened by a route", [1_000, 2_000, 4_000, 8_000]),
    ]

    /// The parent: one child process per shape and size, then the ratios.
    static func run() throws {
        let floor = try child("tabs", 1)
        print(String(format: "  check: a tab bar of 1 tab (the process's floor): peak RSS %.1f MB", floor.megabytes))
        for shape in shapes {
            var rows: [(n: Int, perItem: Double, bytesPerItem: Double)] = []
            for n in shape.sizes {
                let m = try child(shape.name, n)
                let bytes = max(0, m.megabytes - floor.megabytes) * 1_048_576 / Double(n)
                rows.append((n, m.cpuPerItem, bytes))
                print(
                    String(
                        format:
                            "  check: %5d %@  best round %7.3f s (flow %7.3f s)  CPU %7.2f µs each  peak RSS %7.1f MB, %7.0f bytes each above the floor",
                        n, shape.label, m.seconds, m.flowSeconds, m.cpuPerItem * 1e6, m.megabytes, bytes))
            }
            if let first = rows.first, let last = rows.last, first.perItem > 0, first.bytesPerItem > 0 {
                print(
                    String(
                        format: "  check: %@ at %d / at %d: time per item %.2f, memory per item %.2f", shape.label,
                        last.n, first.n, last.perItem / first.perItem, last.bytesPerItem / first.bytesPerItem))
            }
        }
    }

    private static func child(
        _ shape: String, _ n: Int
    ) throws -> (seconds: Double, flowSeconds: Double, cpuPerItem: Double, megabytes: Double) {
        let process = Process()
        guard let executable = Bundle.main.executableURL else { throw BenchError("cannot find kinship-bench itself") }
        process.executableURL = executable
        process.arguments = ["flow-width", shape, String(n)]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap {
            Double($0)
        }
        guard process.terminationStatus == 0, fields.count == 4 else {
            throw BenchError("flow-width \(shape) \(n) failed: \(String(decoding: data, as: UTF8.self))")
        }
        return (fields[0], fields[1], fields[2], fields[3])
    }

    /// The child: loads the spec of `shape` and size `n` from memory and runs check's flow
    /// analysis, 8,000 / `n` rounds; prints the best round's seconds (load and flow) and flow
    /// seconds, the CPU seconds per item, and the peak RSS in MB.
    static func measure(_ shape: String, _ n: Int) throws {
        let yaml = spec(shape == "routes-launch" ? "routes" : shape, n)
        RouteAnalysis.checksEveryConfiguration = shape != "routes-launch"
        let rounds = max(1, 8_000 / max(n, 1))
        var best = (total: Double.infinity, flow: Double.infinity)
        let cpuStart = processCPUSeconds()
        for _ in 0..<rounds {
            let start = Date()
            let loaded = SpecLoader().load("/bench/width.yaml", contents: Array(yaml.utf8))
            guard let spec = loaded.spec, !loaded.diagnostics.contains(where: { $0.severity == .error }) else {
                throw BenchError("width spec does not check: \(loaded.diagnostics.prefix(3).map(\.message))")
            }
            let flowStart = Date()
            // As `kinship check` runs them: the flows, then the routes (none in most shapes).
            let findings =
                FlowAnalysis.diagnostics(spec, options: FlowOptions(specPath: "width.yaml"))
                + RouteAnalysis.diagnostics(spec, options: FlowOptions(specPath: "width.yaml"))
            let end = Date()
            guard findings.isEmpty else {
                throw BenchError("width spec has findings: \(findings.prefix(3).map(\.message))")
            }
            if end.timeIntervalSince(start) < best.total {
                best = (end.timeIntervalSince(start), end.timeIntervalSince(flowStart))
            }
        }
        let cpuPerItem = (processCPUSeconds() - cpuStart) / Double(rounds * n)
        print(best.total, best.flow, cpuPerItem, PeakMemory.megabytes())
    }

    /// CPU time of every thread of the process.
    private static func processCPUSeconds() -> Double {
        var t = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t) == 0 else { return 0 }
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    static func spec(_ shape: String, _ n: Int) -> String {
        var y = "kinship: 1\nscreens:\n  S: SViewController\ncontainers:\n"
        switch shape {
        case "navs":
            for i in 0..<n {
                y +=
                    "  N\(i): { kind: navigation, children: { s: S }, slots: { content: { accepts: [s], initial: [s] } } }\n"
            }
            y += "  Bar:\n    kind: tabs\n    children:\n"
            for i in 0..<n { y += "      t\(i): N\(i)\n" }
        case "custom":
            y += "  Grid:\n    children:\n"
            for i in 0..<n { y += "      c\(i): S\n" }
            y += "    slots:\n      main:\n        initial: c0\n        accepts:\n"
            for i in 0..<n { y += "          - c\(i)\n" }
            y += "    transitions:\n"
            for i in 0..<n { y += "      show\(i): { main: { show: c\(i) } }\n" }
            return y + "root: Grid\n"
        default:
            y += "  Bar:\n    kind: tabs\n    children:\n"
            for i in 0..<n { y += "      t\(i): S\n" }
        }
        y += "    slots:\n      content:\n        accepts:\n"
        for i in 0..<n { y += "          - t\(i)\n" }
        guard ["selects", "routes", "routes-each"].contains(shape) else { return y + "root: Bar\n" }
        y += "    transitions:\n"
        for i in 0..<n { y += "      s\(i): { content: { select: t\(i) } }\n" }
        y += "root: Bar\n"
        guard shape != "selects" else { return y }
        y += "routes:\n"
        if shape == "routes-each" {
            for i in 0..<n { y += "  r\(i): { url: \"w://t/\(i)\", open: Bar/t\(i) }\n" }
            return y
        }
        for k in 0..<8 { y += "  r\(k): { url: \"w://t/\(k)\", open: Bar/t\(k * n / 8) }\n" }
        return y
    }
}
