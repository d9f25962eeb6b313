import Foundation
import KinshipSpec
import Testing

/// Validation checks a large spec's containers in parts on several threads; its findings must
/// still come out in declaration order, each exactly once.
@Suite struct ValidationPartsTests {
    @Test("a spec of 1,500 containers reports every container's error once, in declaration order")
    func findingsInOrder() throws {
        var yaml = "kinship: 1\nscreens:\n  A: AViewController\ncontainers:\n"
        for i in 0..<1_500 {
            // Every fiftieth container names a child type that does not exist.
            let type = i % 50 == 0 ? "Missing\(i)" : "A"
            yaml += "  C\(i):\n    children: { a: \(type) }\n    slots:\n      main: { accepts: [a], initial: a }\n"
        }
        let diagnostics = SpecLoader().load("/parts/spec.yaml", contents: Array(yaml.utf8)).diagnostics
        let unknown = diagnostics.filter { $0.id == .unknownReference }
        #expect(unknown.count == 30)
        #expect(
            unknown.map(\.message)
                == (0..<1_500).filter { $0 % 50 == 0 }.map { "unknown screen or container 'Missing\($0)'" })
        #expect(
            diagnostics.count == unknown.count,
            "\(diagnostics.filter { $0.id != .unknownReference }.prefix(3).map(\.message))")
    }
}
