import Foundation
import KinshipSpec
import KinshipSyntax

/// How `kinship check` grows on chains whose every link closes a cycle: containers each holding
/// the next and the first, and files each importing the next and the first. Every cycle is
/// reported, so the words of each must stay bounded for the whole to stay linear.
enum CycleGrowth {
    static func run(_ counts: [Int]) throws {
        for (label, load) in [
            ("containers in a chain of cycles", containerChain), ("files in a chain of import cycles", importChain),
        ] as [(String, (Int) throws -> [Diagnostic])] {
            var perItem: [Double] = []
            for count in counts {
                let start = Date()
                let diagnostics = try load(count)
                let elapsed = Date().timeIntervalSince(start)
                perItem.append(elapsed / Double(count))
                let words = diagnostics.reduce(0) { $0 + $1.message.utf8.count }
                print(
                    String(
                        format: "  check: %5d %@  %8.3f s  %7.2f µs each  %d errors, %d bytes of messages", count,
                        label, elapsed, elapsed / Double(count) * 1e6, diagnostics.count, words))
            }
            if let first = perItem.first, let last = perItem.last, first > 0 {
                print(
                    String(
                        format: "  check: time per item at %d / at %d %@ = %.2f", counts.last ?? 0, counts.first ?? 0,
                        label, last / first))
            }
        }
    }

    static func containerChain(_ count: Int) throws -> [Diagnostic] {
        var yaml = "kinship: 1\nscreens: { S: SViewController }\ncontainers:\n"
        for i in 0..<count {
            let next = i + 1 < count ? "C\(i + 1)" : "S"
            yaml +=
                "  C\(i):\n    children: { a: \(next), b: C0 }\n    slots: { main: { accepts: [a, b], initial: a } }\n"
        }
        yaml += "root: C0\n"
        return SpecLoader().load("/bench/cycles.yaml", contents: Array(yaml.utf8)).diagnostics
    }

    static func importChain(_ count: Int) throws -> [Diagnostic] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinship-bench-imports-\(count)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for i in 0..<count {
            let next = i + 1 < count ? "f\(i + 1).yaml, " : ""
            try "kinship: 1\nimports: [\(next)f0.yaml]\nscreens: { S\(i): S\(i)ViewController }\n".write(
                to: folder.appendingPathComponent("f\(i).yaml"), atomically: false, encoding: .utf8)
        }
        return SpecLoader().load(folder.appendingPathComponent("f0.yaml").path).diagnostics
    }
}
