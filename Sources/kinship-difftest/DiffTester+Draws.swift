import Foundation
import KinshipSpec

extension DiffTester {
    /// `--draws N`: draws N specs and loads each, nothing more (no stage runs), and prints every
    /// loader error by diagnostic id with a count and the first message, then `draws: N drawn,
    /// M did not load`. Every drawn spec must load (a spec the loader refuses is a draw the run
    /// wastes): the fixed-seed test asserts M = 0, and a fresh seed's run of thousands of draws
    /// takes seconds.
    func draws(_ count: Int) -> Int {
        print("difftest: seed \(options.seed)")
        var refused: [String: (count: Int, messages: [String])] = [:]
        var failed = 0
        for n in 0..<count {
            let model = RandomSpec.make(&rng)
            let dir = URL(fileURLWithPath: options.work).appendingPathComponent("draws/spec\(n % 8)")
            try? FileManager.default.removeItem(at: dir)
            try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            for file in model.files {
                try? file.text.write(to: dir.appendingPathComponent(file.name), atomically: false, encoding: .utf8)
            }
            let errors = SpecLoader().load(dir.appendingPathComponent("spec.yaml").path).diagnostics.filter {
                $0.severity == .error
            }
            guard !errors.isEmpty else { continue }
            failed += 1
            for error in errors {
                let id = "\(error.id)"
                var seen = refused[id] ?? (0, [])
                seen.count += 1
                // A few messages per id, each shape once (names differ from draw to draw).
                if seen.messages.count < 4 { seen.messages.append(error.message) }
                refused[id] = seen
                if ProcessInfo.processInfo.environment["DIFFTEST_DEBUG"] != nil {
                    print("DEBUG \(id): \(error.message)\n\(model.listing)")
                }
            }
        }
        for (id, seen) in refused.sorted(by: { $0.key < $1.key }) {
            print("draws: \(id) \(seen.count): " + seen.messages.joined(separator: " | "))
        }
        print("draws: \(count) drawn, \(failed) did not load")
        try? FileManager.default.removeItem(atPath: options.work)
        return failed
    }
}
