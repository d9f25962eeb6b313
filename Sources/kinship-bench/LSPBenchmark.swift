import Foundation
import KinshipLSP

/// `kinship-bench lsp [MB,…]`: how long after an edit the language server publishes the new
/// diagnostics, for documents of the given sizes (synthetic corpora that check clean).
///
/// The server runs in this process on a thread of its own and is spoken to over real pipes,
/// as an editor would: initialize, didOpen, then edits that alternately misspell and restore
/// one `show:` target near the middle of the document, each sent as an incremental change and
/// timed until its publishDiagnostics arrives. Each edit changes the diagnostics, so each one
/// is published. Printed: the open (first check) and the median and worst of the edits.
enum LSPBenchmark {
    static func run(sizes: [Double], edits: Int) throws {
        try hoverDuringFlow(tabs: 4_000)
        // The server's own log line per check (wall and CPU time, files parsed, containers
        // explored) goes to stderr beside the figures.
        setenv("KINSHIP_LSP_LOG", "1", 1)
        for megabytes in sizes {
            let text = CorpusGenerator.corpus(megabytes: megabytes)
            let path = FileManager.default.temporaryDirectory.appendingPathComponent(
                "kinship-lsp-bench-\(megabytes).yaml"
            ).path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let (open, latencies) = try measure(text: text, path: path, edits: edits)
            let sorted = latencies.sorted()
            let median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
            let label = megabytes < 1 ? "\(Int(megabytes * 1000)) KB" : "\(megabytes.formatted()) MB"
            print(
                String(
                    format: "%@ (%d bytes): open %.1f ms; after an edit: median %.1f ms, worst %.1f ms (%d edits)",
                    label, text.utf8.count, open * 1000, median * 1000, (sorted.last ?? 0) * 1000, latencies.count))
        }
    }

    private static func measure(text: String, path: String, edits: Int) throws -> (open: Double, edits: [Double]) {
        let toServer = Pipe(), fromServer = Pipe()
        let input = toServer.fileHandleForReading.fileDescriptor,
            output = fromServer.fileHandleForWriting.fileDescriptor
        // Awaited after `exit`: the pipes close when this returns, and a server still running
        // could use their descriptors' numbers once reused.
        let ended = DispatchSemaphore(value: 0)
        let server = Thread {
            _ = LanguageServer(input: input, output: output).run()
            ended.signal()
        }
        server.stackSize = 8 << 20
        server.start()
        var client = BenchClient(write: toServer.fileHandleForWriting, read: fromServer.fileHandleForReading)
        let uri = URL(fileURLWithPath: path).absoluteString
        client.send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [String: Any]()]])
        _ = try client.next { $0["id"] as? Int == 1 }
        var start = DispatchTime.now().uptimeNanoseconds
        client.send([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]],
        ])
        _ = try client.next(Self.isComplete)
        let open = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9

        // The first character of a `show:` target in the middle of the document.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let middle = lines.count / 2
        guard
            let line = (middle..<lines.count).first(where: { lines[$0].contains("show: ") })
                ?? lines.indices.first(where: { lines[$0].contains("show: ") }),
            let column = lines[line].range(of: "show: ").map({
                lines[line].distance(from: lines[line].startIndex, to: $0.upperBound)
            })
        else {
            throw BenchError("the corpus has no 'show:' move to edit")
        }
        let original = String(lines[line].dropFirst(column).prefix(1))
        var latencies: [Double] = []
        for edit in 0..<edits {
            let replacement = edit % 2 == 0 ? "Q" : original
            let range: [String: Any] = [
                "start": ["line": line, "character": column], "end": ["line": line, "character": column + 1],
            ]
            start = DispatchTime.now().uptimeNanoseconds
            client.send([
                "jsonrpc": "2.0", "method": "textDocument/didChange",
                "params": [
                    "textDocument": ["uri": uri, "version": edit + 2],
                    "contentChanges": [["range": range, "text": replacement]],
                ],
            ])
            _ = try client.next(Self.isComplete)
            latencies.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        client.send(["jsonrpc": "2.0", "id": 2, "method": "shutdown"])
        _ = try client.next { $0["id"] as? Int == 2 }
        client.send(["jsonrpc": "2.0", "method": "exit"])
        ended.wait()
        return (open, latencies)
    }
}

extension LSPBenchmark {
    /// A publication with every finding: not one made while flow analysis still runs.
    static func isComplete(_ m: [String: Any]) -> Bool {
        m["method"] as? String == "textDocument/publishDiagnostics"
            && (m["params"] as? [String: Any])?["flowPending"] as? Bool != true
    }

    /// A hover on a tab bar of `tabs` tabs, sent once the document is validated and while its
    /// flow analysis runs (one container of it is explored to `--max-states`): the time to
    /// the answer, and whether the flow findings were still to come then.
    static func hoverDuringFlow(tabs: Int) throws {
        var yaml = "kinship: 1\nscreens:\n  S: SViewController\ncontainers:\n  Big:\n    children:\n"
        for s in 0..<6 { for c in 0..<8 { yaml += "      x\(s)_\(c): S\n" } }
        yaml += "    slots:\n"
        for s in 0..<6 {
            yaml +=
                "      s\(s): { accepts: [\((0..<8).map { "x\(s)_\($0)" }.joined(separator: ", "))], initial: x\(s)_0 }\n"
        }
        yaml += "    transitions:\n"
        for s in 0..<6 {
            for c in 0..<8 { yaml += "      n\(s)_\(c): { s\(s): { from: x\(s)_\(c), show: x\(s)_\((c + 1) % 8) } }\n" }
        }
        yaml += "  Bar:\n    kind: tabs\n    children:\n"
        for i in 0..<tabs { yaml += "      t\(i): S\n" }
        yaml += "      big: Big\n    slots:\n      content:\n        accepts:\n"
        for i in 0..<tabs { yaml += "          - t\(i)\n" }
        yaml += "          - big\nroot: Bar\n"
        let toServer = Pipe(), fromServer = Pipe()
        let input = toServer.fileHandleForReading.fileDescriptor,
            output = fromServer.fileHandleForWriting.fileDescriptor
        // Awaited after `exit`: the pipes close when this returns, and a server still running
        // could use their descriptors' numbers once reused.
        let ended = DispatchSemaphore(value: 0)
        let server = Thread {
            _ = LanguageServer(input: input, output: output).run()
            ended.signal()
        }
        server.stackSize = 8 << 20
        server.start()
        var client = BenchClient(write: toServer.fileHandleForWriting, read: fromServer.fileHandleForReading)
        let uri = "file:///tmp/kinship-lsp-bench-tabs.yaml"
        client.send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [String: Any]()]])
        _ = try client.next { $0["id"] as? Int == 1 }
        client.send([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": yaml]],
        ])
        _ = try client.next { $0["method"] as? String == "textDocument/publishDiagnostics" }
        let line = yaml.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0 == "      t1: S" } ?? 0
        let start = DispatchTime.now().uptimeNanoseconds
        client.send([
            "jsonrpc": "2.0", "id": 2, "method": "textDocument/hover",
            "params": ["textDocument": ["uri": uri], "position": ["line": line, "character": 10]],
        ])
        var flowDone = false
        _ = try client.next { m in
            if isComplete(m) { flowDone = true }
            return m["id"] as? Int == 2
        }
        let hover = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        if !flowDone { _ = try client.next(isComplete) }
        let total = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        print(
            String(
                format: "%d tabs: hover answered in %.1f ms %@; flow findings %.0f ms after the hover was sent", tabs,
                hover * 1000, flowDone ? "(after the flow findings)" : "while flow analysis ran", total * 1000))
        client.send(["jsonrpc": "2.0", "id": 3, "method": "shutdown"])
        _ = try client.next { $0["id"] as? Int == 3 }
        client.send(["jsonrpc": "2.0", "method": "exit"])
        ended.wait()
    }
}

/// Framed JSON-RPC over the pipes, blocking.
private struct BenchClient {
    let write: FileHandle
    let read: FileHandle
    var buffer = Data()

    func send(_ message: [String: Any]) {
        let body = (try? JSONSerialization.data(withJSONObject: message)) ?? Data()
        write.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// The next message that satisfies `wanted`, skipping the others.
    mutating func next(_ wanted: ([String: Any]) -> Bool) throws -> [String: Any] {
        while true {
            if let end = buffer.range(of: Data("\r\n\r\n".utf8)) {
                let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
                guard
                    let length = header.split(separator: ":").last.flatMap({
                        Int($0.trimmingCharacters(in: .whitespaces))
                    })
                else {
                    throw BenchError("bad header from the server: \(header)")
                }
                if buffer.endIndex - end.upperBound >= length {
                    let body = buffer[end.upperBound..<end.upperBound + length]
                    buffer = Data(buffer[(end.upperBound + length)...])
                    let message = try JSONSerialization.jsonObject(with: body) as? [String: Any] ?? [:]
                    if wanted(message) { return message }
                    continue
                }
            }
            let chunk = read.availableData
            if chunk.isEmpty { throw BenchError("the server closed its output") }
            buffer.append(chunk)
        }
    }
}
