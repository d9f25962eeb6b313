import Foundation
import XCTest

/// Edits that stay inside one screen or container are parsed as that entry alone; what the
/// server publishes must still be what `kinship check` says of the whole file.
final class EntryReparseTests: XCTestCase {
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
    }

    func testEntryEditsMatchAWholeCheck() throws {
        let executable = try XCTUnwrap(LSPClient.executable)
        let text =
            SpecFolder.library + """
                  Stack:
                    children: { list: Map, detail: GeoInfo, page: { type: Page, args: { number: "2" } } }
                    slots:
                      content: { kind: stack, accepts: [list, detail, page], initial: [list] }
                    transitions:
                      open: { content: { push: detail, from: list, duration: 0.3 } }
                      back: { content: { pop: 1, from: detail } }
                      deeper: { content: { push: page, from: detail } }
                  Tabs:
                    kind: tabs
                    children: { one: Map, two: GeoInfo }
                    slots:
                      content: { accepts: [one, two], initial: one }
                    transitions:
                      first: { content: { select: one } }
                      second: { content: { select: two } }
                root: Stack

                """
        let folder = try SpecFolder(["s.yaml": text])
        defer { folder.remove() }
        let uri = folder.file("s.yaml")
        let client = try LSPClient(process: executable, environment: ["KINSHIP_LSP_LOG": "1"])
        _ = try client.initialize(encodings: ["utf-32"])
        client.open(uri, text: text)
        var current = try client.diagnostics(for: uri.absoluteString, version: 1)
        XCTAssertEqual(
            Set(current.map(CheckParityTests.finding)), Set(try CheckParityTests.check(uri, executable)), "as opened")

        var lines = text.components(separatedBy: "\n")
        var random = Generator(state: 42)
        // Mostly words that keep the YAML well-formed (names, numbers), now and then a
        // character that breaks it: the server must fall back to a whole parse then.
        let words = ["x", "Q", "show", "pop", "startGeo", "detail", "1", "0.5", "", "", "{", ":", " "]
        var version = 1
        /// Sends an edit of one line, checks the result against `kinship check`.
        func edit(_ line: Int, _ from: Int, _ to: Int, _ insert: String) throws {
            version += 1
            client.change(uri, version: version, range: (line, from, line, to), text: insert)
            var scalars = Array(lines[line].unicodeScalars)
            scalars.replaceSubrange(from..<to, with: insert.unicodeScalars)
            lines[line] = String(String.UnicodeScalarView(scalars))
            try lines.joined(separator: "\n").write(to: uri, atomically: true, encoding: .utf8)
            // A request brings the diagnostics up to date; a publish comes first when they changed.
            _ = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": uri.absoluteString]])
            if let last = client.notifications.last(where: {
                ($0["params"] as? [String: Any])?["uri"] as? String == uri.absoluteString
            }) {
                current = (last["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
            }
            client.clearNotifications()
            XCTAssertEqual(
                Set(current.map(CheckParityTests.finding)), Set(try CheckParityTests.check(uri, executable)),
                "after edit \(version): line \(line + 1) is now '\(lines[line])'")
        }
        // Each round edits a line inside an entry, then puts it back, so the spec keeps
        // returning to a well-formed state and both directions are compared.
        for _ in 0..<30 {
            let candidates = lines.indices.filter { lines[$0].hasPrefix("    ") }
            let line = candidates[random.next(candidates.count)]
            let scalars = Array(lines[line].unicodeScalars)
            let indent = scalars.prefix { $0 == " " }.count
            let from = indent + random.next(scalars.count - indent + 1)
            let to = min(scalars.count, from + random.next(4))
            let insert = words[random.next(words.count)]
            let removed = String(String.UnicodeScalarView(scalars[from..<to]))
            try edit(line, from, to, insert)
            try edit(line, from, from + insert.unicodeScalars.count, removed)
        }
        XCTAssertEqual(try client.shutdown(), 0)
        let log = client.standardError()
        let spliced = log.components(separatedBy: "\n").filter { $0.contains(" 1 edit(s) parsed as one entry") }.count
        XCTAssertGreaterThan(spliced, 20, "most edits stay inside one entry:\n\(log)")
    }
}
