import Foundation
import KinshipPlan
@testable import KinshipRuntime
import KinshipSyntax
import Testing

/// `kinship run --script` holds one line at most `LineLimit.maxLineBytes` long: `/dev/zero`
/// once grew it to 3.3 GB, and a 40 MB line peaked at 330 MB and was repeated whole in its error.
@MainActor
struct ScriptLineLimitTests {
    @Test func aLineOverTheLimitIsRefusedAtItsStart() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kinship-long-\(UUID().uuidString).txt")
        try Data(("open\n" + String(repeating: "x", count: LineLimit.maxLineBytes + 1) + "\nopen\n").utf8).write(
            to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let stream = try EventStream(scriptAt: url.path)
        #expect(try stream.next()?.text == "open")
        #expect(throws: EventParser.Failure.self) { try stream.next() }
        do {
            _ = try EventStream(scriptAt: url.path).checkAll()
            Issue.record("checkAll read past the long line")
        } catch let failure as EventParser.Failure {
            #expect(failure.location == "\(url.path):2:1")
            #expect(failure.message == "line 2 is longer than 1048576 bytes; a script holds one event per line")
        }
    }

    @Test func aLineAtTheLimitIsRead() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kinship-long-\(UUID().uuidString).txt")
        try Data(("open\n" + String(repeating: "x", count: LineLimit.maxLineBytes) + "\nopen").utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let stream = try EventStream(scriptAt: url.path)
        var texts: [String] = []
        while let event = try stream.next() { texts.append(event.text) }
        // The long event is named by its start; the last line needs no line break.
        #expect(texts == ["open", String(repeating: "x", count: 100) + "… (1048476 more characters)", "open"])
    }

    /// A device never ends a line: the read stops at the limit, not at the memory's end.
    @Test func devZeroStopsAtTheLimit() throws {
        let stream = try EventStream(scriptAt: "/dev/zero")
        #expect(stream.isLive)
        #expect(throws: EventParser.Failure.self) { try stream.next() }
        #expect(try stream.next() == nil)
    }

    @Test func anUnknownEventQuotesTheStartOfALongName() throws {
        let spec = try RuntimeHarness.spec(
            yaml: """
                kinship: 1
                screens: { Page: PageViewController }
                containers:
                  Host:
                    children: { a: Page }
                    slots: { main: { accepts: [a], initial: a } }
                root: Host
                """)
        let runtime = try RuntimeHarness.run(spec, String(repeating: "y", count: 200_000))
        let message = try #require(runtime.diagnostics.first?.message)
        #expect(runtime.diagnostics.map(\.id) == [.unknownEvent] as [DiagnosticID])
        #expect(message.count < 400, "\(message.prefix(400))")
        #expect(message.contains(String(repeating: "y", count: 100) + "… (199900 more characters)"))
    }
}
