import Foundation
import KinshipFlow
import KinshipPlan
import KinshipSpec
import KinshipSyntax

/// CPU and wall time of each stage of `kinship check` on one file, to see where the time above
/// the libyaml floor goes. CPU time is the process's (the parser thread included): it holds on a
/// busy machine, where wall time does not.
enum PhaseBreakdown {
    static func run(path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else { throw BenchError("cannot read \(path)") }
        let bytes = [UInt8](data)
        let mb = Double(bytes.count) / 1_048_576
        func report(_ name: String, _ times: (cpu: Double, wall: Double)) {
            let label = name.padding(toLength: 32, withPad: " ", startingAt: 0)
            print(label + String(format: "%7.3f s CPU %7.3f s wall  %7.1f MB/s", times.cpu, times.wall, mb / times.cpu))
        }
        print(String(format: "phases of kinship check on %.1f MB (process CPU time and wall time)", mb))
        report("  libyaml events (floor)", cpu { _ = YAMLParser.countEvents(bytes) })
        report(
            "  parse to node tree",
            cpu {
                var bag = DiagnosticBag()
                _ = YAMLParser.parse(bytes, file: FileID(rawValue: 0), diagnostics: &bag)
            })
        var loaded: Spec?
        report("  load (parse, decode, validate)", cpu { loaded = SpecLoader().load(path).spec })
        // The same load from the text in memory, as loading read every file before it parsed
        // files from disk: the two rows should match (issue 19 cut memory, not speed).
        report("  load, text in memory", cpu { _ = SpecLoader().load(path, contents: bytes) })
        guard let spec = loaded else { throw BenchError("\(path) does not load") }
        report("  lower to plan (kinship plan)", cpu { _ = PlanLowering.lower(spec) })
        var findings = 0
        report(
            "  lower + flow, 1 thread",
            cpu {
                findings = FlowAnalysis.diagnostics(spec, options: FlowOptions(specPath: path), workers: 1).count
            })
        report(
            "  lower + flow (kinship check)",
            cpu {
                findings = FlowAnalysis.diagnostics(spec, options: FlowOptions(specPath: path)).count
            })
        print(
            "  \(spec.containers.count) containers, \(findings) findings, peak RSS \(String(format: "%.1f", PeakMemory.megabytes())) MB"
        )
    }

    private static func cpu(_ body: () -> Void) -> (cpu: Double, wall: Double) {
        func seconds(_ clock: clockid_t) -> Double {
            var t = timespec()
            clock_gettime(clock, &t)
            return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
        }
        let cpu = seconds(CLOCK_PROCESS_CPUTIME_ID), wall = seconds(CLOCK_MONOTONIC)
        body()
        return (seconds(CLOCK_PROCESS_CPUTIME_ID) - cpu, seconds(CLOCK_MONOTONIC) - wall)
    }
}
