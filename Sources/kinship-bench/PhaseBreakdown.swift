import Foundation
import KinshipFlow
import KinshipPlan
import KinshipSpec
import KinshipSyntax

/// CPU time of each stage of `kinship check` on one file, to see where the time above the
/// libyaml floor goes. CPU time of this thread, not wall time: the figures hold on a busy machine.
enum PhaseBreakdown {
    static func run(path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else { throw BenchError("cannot read \(path)") }
        let bytes = [UInt8](data)
        let mb = Double(bytes.count) / 1_048_576
        func report(_ name: String, _ seconds: Double) {
            let label = name.padding(toLength: 32, withPad: " ", startingAt: 0)
            print(label + String(format: "%7.3f s  %7.1f MB/s", seconds, mb / seconds))
        }
        print(String(format: "phases of kinship check on %.1f MB (thread CPU time)", mb))
        report("  libyaml events (floor)", cpu { _ = YAMLParser.countEvents(bytes) })
        report("  parse to node tree", cpu {
            var bag = DiagnosticBag()
            _ = YAMLParser.parse(bytes, file: FileID(rawValue: 0), diagnostics: &bag)
        })
        var loaded: Spec?
        report("  load (parse, decode, validate)", cpu { loaded = SpecLoader().load(path).spec })
        guard let spec = loaded else { throw BenchError("\(path) does not load") }
        var plan: Plan?
        report("  lower to plan", cpu { plan = PlanLowering.lower(spec) })
        guard let plan else { return }
        var findings = 0
        report("  flow analysis", cpu {
            findings = FlowAnalysis.diagnostics(spec, plan: plan, options: FlowOptions(specPath: path)).count
        })
        print("  \(spec.containers.count) containers, \(findings) findings, peak RSS \(String(format: "%.1f", PeakMemory.megabytes())) MB")
    }

    private static func cpu(_ body: () -> Void) -> Double {
        var start = timespec(), end = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
        body()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
        return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
    }
}
