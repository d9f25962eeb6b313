import Foundation
import KinshipTestSupport

/// The `kinship` executable `swift build` puts beside the test bundle.
let kinshipBinary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
    "kinship")

/// Runs a built binary in `directory` and returns its exit status and what it wrote on stderr
/// (stdout is dropped): the tests that drive `kinship` as a user's shell would.
func runBinary(_ executable: URL, _ arguments: [String], in directory: URL) throws -> (status: Int32, err: String) {
    let run = try runProcess(executable, arguments, in: directory)
    return (run.status, run.err)
}
