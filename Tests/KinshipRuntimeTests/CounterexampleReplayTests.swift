import KinshipSyntax
import Foundation
import KinshipFlow
import KinshipPlan
@testable import KinshipRuntime
import KinshipTestSupport
import Testing

/// Every flow error's note is a command to paste: read as a shell reads it (the user's swipe
/// brings parentheses, which are quoted), then run, its last event meets the error the finding
/// names, in the same words, and nothing goes wrong before it.
@MainActor
@Suite struct CounterexampleReplayTests {
    nonisolated static let flow = Golden.fixtures.appendingPathComponent("flow")

    nonisolated static var cases: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: flow.path)) ?? []
        return names.filter {
            FileManager.default.fileExists(atPath: flow.appendingPathComponent("\($0)/spec.yaml").path)
        }.sorted()
    }

    /// The words a POSIX shell makes of `line`: blanks split, single quotes keep everything
    /// (`'\''` is a quote), a backslash keeps the next character.
    nonisolated static func shellWords(_ line: String) -> [String] {
        var words: [String] = [], word = "", inWord = false, quoted = false, escaped = false
        for c in line {
            if escaped { word.append(c); escaped = false; continue }
            if quoted {
                if c == "'" { quoted = false } else { word.append(c) }
                continue
            }
            switch c {
            case "'": quoted = true; inWord = true
            case "\\": escaped = true; inWord = true
            case " ", "\t":
                if inWord { words.append(word); word = ""; inWord = false }
            case "(", ")", ";", "&", "|", "<", ">":
                // The shell would read these as syntax: the note could not be pasted.
                Issue.record("unquoted '\(c)' in: \(line)")
                word.append(c); inWord = true
            default: word.append(c); inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    @Test func shellWordsReadQuotes() {
        #expect(
            Self.shellWords(#"kinship run 'my spec.yaml' --events 'a,swipeDown(b)' x\ y 'it'\''s'"#)
                == ["kinship", "run", "my spec.yaml", "--events", "a,swipeDown(b)", "x y", "it's"])
    }

    @Test("every flow counterexample replays to its error", arguments: cases)
    func replays(_ name: String) throws {
        let spec = try RuntimeHarness.spec(Self.flow.appendingPathComponent("\(name)/spec.yaml").path)
        let findings = FlowAnalysis.diagnostics(spec, options: FlowOptions(specPath: "spec.yaml"))
        for finding in findings where finding.severity == .error {
            guard let note = finding.notes.first(where: { $0.message.hasPrefix("reproduce with: ") })?.message else {
                continue
            }
            let words = Self.shellWords(String(note.dropFirst("reproduce with: ".count)))
            #expect(Array(words.prefix(3)) == ["kinship", "run", "spec.yaml"], "\(note)")
            let root = words.firstIndex(of: "--root").map { words[$0 + 1] } ?? spec.root?.value ?? ""
            let events = try #require(words.firstIndex(of: "--events").map { words[$0 + 1] }, "\(note)")
            let runtime = try Runtime(plan: PlanLowering.lower(spec), root: root)
            runtime.launch()
            let parsed = try EventParser.parseList(events)
            for event in parsed.dropLast() { runtime.handle(event) }
            runtime.finish()
            #expect(
                !runtime.diagnostics.contains { $0.severity == .error },
                "\(name): \(note): before the last event: \(runtime.diagnostics.map(\.description))")
            if let last = parsed.last { runtime.handle(last) }
            runtime.finish()
            // The same words: `transition 'write' of 'App/mail': REST` statically may read
            // `transition 'write': REST` when run.
            let rest = { (m: String) in m.range(of: "': ").map { String(m[$0.upperBound...]) } ?? m }
            #expect(
                runtime.diagnostics.contains {
                    $0.severity == .error && $0.id == finding.id && rest($0.message) == rest(finding.message)
                },
                "\(name): \(note) should end in [\(finding.id)] \(finding.message); it reports \(runtime.diagnostics.map(\.description))"
            )
        }
    }
}
