import ArgumentParser
import Foundation
import KinshipSpec
import KinshipSyntax

/// Limits on the controller tree `run` launches and `graph` draws, checked on the spec before
/// either builds anything (see `InstanceTree`): both walk the tree recursively and hold every
/// controller, and a spec of a few kilobytes can describe a tree of 2^64.
struct TreeLimitFlags: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Deepest chain of containers inside containers, the root counting as 1.", valueName: "levels"))
    var maxNesting = 64

    @Option(
        help: ArgumentHelp(
            "Most controllers the tree may hold (every child entry makes one; `run` counts repeated children's instances as they are pushed or presented).",
            valueName: "count"))
    var maxControllers = 100_000

    func validate() throws {
        if maxNesting < 1 || maxControllers < 1 {
            throw ValidationError("--max-nesting and --max-controllers must be at least 1")
        }
    }

    /// Prints `problem`'s error and exits 1 when there is one.
    func enforce(_ spec: Spec, roots: [Int], files: SourceFiles) throws {
        guard let problem = problem(spec, roots: roots) else { return }
        printError(
            DiagnosticOutput.render(
                [problem], files: files, format: .text,
                colored: DiagnosticOutput.useColor(STDERR_FILENO)))
        throw ExitCode.failure
    }

    /// A `limit-exceeded` error if the trees grown from `roots` (container indices) together go
    /// deeper or hold more controllers than the limits.
    func problem(_ spec: Spec, roots: [Int]) -> Diagnostic? {
        let tree = InstanceTree(spec, roots: roots)
        for root in roots {
            if let entry = tree.entryBeyond(maxNesting, from: root) {
                return .error(
                    .limitExceeded,
                    "the tree from '\(spec.containers[root].name.value)' nests containers more than \(maxNesting) deep here (--max-nesting)",
                    at: entry.type.range)
            }
        }
        var total = 0
        for root in roots {
            let (sum, overflow) = total.addingReportingOverflow(tree.controllers(of: root))
            total = overflow ? .max : sum
        }
        guard total > maxControllers,
            let largest = roots.max(by: { tree.controllers(of: $0) < tree.controllers(of: $1) })
        else { return nil }
        let count = total == .max ? "more controllers than can be counted" : "\(total) controllers"
        let from =
            roots.count == 1 ? "the tree from '\(spec.containers[largest].name.value)'" : "the trees of every container"
        return .error(
            .limitExceeded, "\(from) would hold \(count), over the limit of \(maxControllers) (--max-controllers)",
            at: spec.containers[largest].name.range)
    }
}
