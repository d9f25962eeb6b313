import Foundation
import KinshipCodegen
import KinshipFlow
import KinshipPlan
import KinshipRuntime
import KinshipSpec

// Differential testing of Kinship's stages: random valid specs (or the given ones) and random
// event lists, each run by `kinship run` and by the generated code on the UIKit model; flow
// analysis's counterexamples replayed; clean specs' code compiled with warnings as errors.
// Usage: kinship-difftest --bin BIN_DIR [--seconds N] [--seed S] [--batch B] [--cover N] [--draws N] [--coverage] [--no-fit-swiftui] [SPEC...]

struct Options {
    var seconds = 60.0
    var seed = UInt64(Date().timeIntervalSince1970)
    var batch = 30
    var lists = 3
    var bin = ""
    var work = NSTemporaryDirectory() + "kinship-difftest-\(getpid())"
    var specs: [String] = []
    /// Compilations a disagreement's spec shrinking may spend.
    var shrinkBudget = 4
    /// Print what the run exercised, feature by feature (`coverage: NAME COUNT`).
    var coverage = false
    /// Draw this many specs and test, as one batch, the fewest of them that write every key and
    /// value the whole draw writes (0: batches of `batch` specs until the time is up).
    var cover = 0
    /// Draw this many specs and only load them (`DiffTester.draws`).
    var draws = 0
}

var options = Options()
var arguments = CommandLine.arguments.dropFirst()
while let arg = arguments.popFirst() {
    switch arg {
    case "--seconds": options.seconds = arguments.popFirst().flatMap(Double.init) ?? options.seconds
    case "--seed": options.seed = arguments.popFirst().flatMap { UInt64($0) } ?? options.seed
    case "--batch": options.batch = arguments.popFirst().flatMap { Int($0) } ?? options.batch
    case "--lists": options.lists = arguments.popFirst().flatMap { Int($0) } ?? options.lists
    case "--shrink-budget": options.shrinkBudget = arguments.popFirst().flatMap { Int($0) } ?? options.shrinkBudget
    case "--coverage": options.coverage = true
    case "--draws": options.draws = arguments.popFirst().flatMap { Int($0) } ?? options.draws
    case "--cover": options.cover = arguments.popFirst().flatMap { Int($0) } ?? options.cover
    case "--fit-swiftui": RandomSpec.fitsSwiftUI = true
    case "--no-fit-swiftui": RandomSpec.fitsSwiftUI = false
    case "--bin": options.bin = arguments.popFirst() ?? ""
    case "--work": options.work = arguments.popFirst() ?? options.work
    default: options.specs.append(arg)
    }
}
guard !options.bin.isEmpty else {
    FileHandle.standardError.write(
        Data("usage: kinship-difftest --bin BIN_DIR [--seconds N] [--seed S] [--coverage] [SPEC...]\n".utf8))
    exit(64)
}

let failures = MainActor.assumeIsolated {
    options.draws > 0 ? DiffTester(options).draws(options.draws) : DiffTester(options).run()
}
exit(failures == 0 ? 0 : 1)
