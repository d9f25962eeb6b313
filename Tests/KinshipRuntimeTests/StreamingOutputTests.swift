import Foundation
import KinshipPlan
@testable import KinshipRuntime
import KinshipSpec
import KinshipSyntax
import KinshipTestSupport
import Testing

/// `kinship run` writes its trace as it goes (`TraceStreamWriter`): the bytes must be those of
/// the whole-trace rendering it replaced, for every bundled spec and format, however the output
/// is chunked; and a reader that goes away stops the run cleanly.
@MainActor
struct StreamingOutputTests {
    /// The rendering `kinship run` used before streaming: the whole trace, then the diagnostics.
    static func wholeRendering(_ runtime: Runtime, json: Bool) -> (out: String, err: String) {
        guard json else {
            var out = runtime.traceLines.joined(separator: "\n")
            if !out.isEmpty { out += "\n" }
            return (out, runtime.diagnostics.map { $0.description + "\n" }.joined())
        }
        var out = "{\n  \"trace\": [\n"
        out += runtime.traceLines.map { "    " + JSON.quote($0) }.joined(separator: ",\n")
        out += "\n  ],\n  \"diagnostics\": [\n"
        out += runtime.diagnostics.map {
            "    {\"severity\": \(JSON.quote($0.severity.rawValue)), \"id\": \(JSON.quote($0.id.rawValue)), \"path\": \(JSON.quote($0.path)), \"message\": \(JSON.quote($0.message)), \"traceLine\": \($0.traceLine)}"
        }.joined(separator: ",\n")
        out += "\n  ]\n}\n"
        return (out, "")
    }

    /// Runs `events` twice, held and streamed through channels of `capacity` bytes.
    static func compare(
        _ spec: Spec, events: [Event], options: Runtime.Options = Runtime.Options(),
        capacity: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let root = try #require(spec.root?.value)
        let plan = PlanLowering.lower(spec)
        for json in [false, true] {
            let held = try Runtime(plan: plan, root: root, options: options)
            held.launch()
            for event in events { held.handle(event) }
            held.finish()
            let expected = wholeRendering(held, json: json)

            let streamed = try Runtime(plan: plan, root: root, options: options)
            let out = OutputChannel(.memory, capacity: capacity), err = OutputChannel(.memory, capacity: capacity)
            let writer = TraceStreamWriter(format: json ? .json : .text, out: out, err: err, heldInMemory: 64)
            streamed.output = writer
            streamed.launch()
            for event in events { streamed.handle(event) }
            streamed.finish()
            writer.finish()
            #expect(
                String(decoding: out.captured, as: UTF8.self) == expected.out, "json: \(json)",
                sourceLocation: sourceLocation)
            #expect(
                String(decoding: err.captured, as: UTF8.self) == expected.err, "json: \(json)",
                sourceLocation: sourceLocation)
            #expect(streamed.hasErrors == held.hasErrors, sourceLocation: sourceLocation)
            #expect(
                streamed.traceLines.isEmpty && streamed.diagnostics.isEmpty, "a streamed run holds nothing after it")
            #expect(streamed.traceCount == held.traceCount)
        }
    }

    @Test(arguments: SpecRunGoldenTests.names.filter { $0 != "app-library" }, [1, 7, 1 << 16])
    func streamedBytesAreTheWholeRenderings(_ name: String, capacity: Int) throws {
        let spec = try SpecRunGoldenTests.load(name)
        let folder = Golden.fixtures.appendingPathComponent("specs/\(name)")
        let script = try String(contentsOf: folder.appendingPathComponent("events.txt"), encoding: .utf8)
        let events = try EventParser.parseScript(script, path: "events.txt")
        var options = Runtime.Options()
        try Self.compare(spec, events: events, capacity: capacity)
        options.recordsLayout = true
        options.legacyRotation = true
        try Self.compare(spec, events: events, options: options, capacity: capacity)
    }

    /// Diagnostics of both kinds, several at one trace line, held JSON diagnostics past the
    /// in-memory limit (64 bytes here), all in the order they happened.
    @Test func diagnosticsInterleaveAsTheyHappened() throws {
        let spec = try SpecRunGoldenTests.load("tunnel")
        let events = try EventParser.parseList(
            "conceal, nope, reveal, reveal, pop, reveal, conceal, conceal, show(nobody), nope")
        try Self.compare(spec, events: events, capacity: 5)
        let runtime = try RuntimeHarness.run(spec, "nope, reveal, show(nobody), nope")
        #expect(
            runtime.diagnostics.map(\.id) == [.unknownEvent, .unknownEvent, .unknownEvent] as [DiagnosticID],
            "\(runtime.diagnostics)")
    }

    /// Lines that need escaping take JSON.quote's path; the others are written as they are.
    @Test func jsonLinesAreQuotedLikeJSONQuote() {
        let out = OutputChannel(.memory), err = OutputChannel(.memory)
        let writer = TraceStreamWriter(format: .json, out: out, err: err)
        for line in ["App/a.viewDidLoad", "App/q\"uote\\d.viewDidLoad", "tab\there", "é.viewDidLoad"] {
            writer.trace(line)
        }
        writer.finish()
        let expected =
            "{\n  \"trace\": [\n"
            + ["App/a.viewDidLoad", "App/q\"uote\\d.viewDidLoad", "tab\there", "é.viewDidLoad"].map {
                "    " + JSON.quote($0)
            }.joined(separator: ",\n")
            + "\n  ],\n  \"diagnostics\": [\n\n  ]\n}\n"
        #expect(String(decoding: out.captured, as: UTF8.self) == expected)
    }

    @Test func aScriptIsReadOneEventAtATimeAsParseScriptReadsIt() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kinship-\(UUID().uuidString).events")
        let text = "reveal\r\n\n  # comment\n\tconceal # trailing\nresize(844x390)\nTunnel.reveal"
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let stream = try EventStream(scriptAt: url.path)
        #expect(stream.isRewindable && !stream.isLive)
        try stream.checkAll()
        var read: [Event] = []
        while let event = try stream.next() { read.append(event) }
        let parsed = try EventParser.parseScript(text, path: url.path)
        #expect(read == parsed)
        #expect(
            read.map(\.location).map { $0.split(separator: ":").suffix(2).joined(separator: ":") } == [
                "1:1", "4:2", "5:1", "6:1",
            ])
        let bad = FileManager.default.temporaryDirectory.appendingPathComponent("kinship-\(UUID().uuidString).events")
        try "reveal\n\n  resize(1e9x1)\n".write(to: bad, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: bad) }
        #expect(throws: EventParser.Failure.self) { try EventStream(scriptAt: bad.path).checkAll() }
        #expect(throws: EventStreamError.self) { try EventStream(scriptAt: "/nonexistent/kinship.events") }
        #expect(
            try EventParser.parseList(" reveal,,conceal ,")
                == EventParser.parseScript("reveal\nconceal", path: "x").map {
                    Event(
                        kind: $0.kind, text: $0.text, location: $0.text == "reveal" ? "--events:1:2" : "--events:1:10")
                })
    }

    /// A pipe whose reader has gone: with SIGPIPE ignored (as the CLI does) the write fails
    /// with EPIPE and the channel closes; nothing crashes and later writes are dropped.
    @Test func aClosedPipeClosesTheChannel() throws {
        signal(SIGPIPE, SIG_IGN)
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        close(fds[0])
        defer { close(fds[1]) }
        let channel = OutputChannel(.descriptor(fds[1]), capacity: 4)
        channel.write("Tunnel.viewDidLoad\n")
        #expect(channel.isClosed && channel.failure == nil)
        channel.write("more")
        channel.flush()
        #expect(channel.isClosed)
    }
}
