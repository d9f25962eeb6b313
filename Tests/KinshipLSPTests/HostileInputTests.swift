import Foundation
import XCTest

/// Input that once stopped the server answering: whatever it is sent, it answers in bounded time and memory.
final class HostileInputTests: XCTestCase {
    /// A document importing a FIFO (the server blocked on it) or `/dev/zero` (it grew 400 MB/s):
    /// both are refused at the import, and the server goes on answering.
    func testAnImportThatIsNotARegularFileIsRefused() throws {
        let folder = try SpecFolder([:])
        defer { folder.remove() }
        XCTAssertEqual(mkfifo(folder.file("fifo.yaml").path, 0o600), 0)
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("zero.yaml").path, withDestinationPath: "/dev/zero")
        let client = LSPClient()
        _ = try client.initialize(root: folder.url)
        let app = folder.file("app.yaml")
        client.open(app, text: "kinship: 1\nimports: [fifo.yaml, zero.yaml]\nscreens: { Map: MapViewController }\n")
        let found = try client.diagnostics(for: app.absoluteString)
        XCTAssertEqual(found.map { $0["code"] as? String }, ["import-not-found", "import-not-found"])
        XCTAssertEqual(found.map { ($0["message"] as? String)?.contains("not a regular file") }, [true, true])
        XCTAssertEqual(found.map { start($0["range"]) }, [[1, 10], [1, 21]])
        XCTAssertNotNil(
            try client.request("textDocument/documentSymbol", ["textDocument": ["uri": app.absoluteString]])["result"])
        XCTAssertEqual(try client.shutdown(), 0)
    }

    /// A header line with no end was held whole and rescanned on every read (32 MB: 18 s without
    /// an answer). Past `LineLimit.maxLineBytes` it is answered with a parse error and dropped
    /// up to its end; the next message is served.
    func testAnEndlessHeaderLineIsDroppedAndTheNextMessageServed() throws {
        let client = LSPClient()
        _ = try client.initialize()
        client.sendRaw(Data(("X-Junk: " + String(repeating: "a", count: 3 << 20) + "\r\n\r\n").utf8))
        let refusal = try client.response(id: 0)
        XCTAssertEqual(refusal.errorCode, -32700)
        XCTAssertEqual(
            ((refusal["error"] as? [String: Any])?["message"] as? String)?.contains("longer than 1048576 bytes"), true)
        let answer = try client.request(
            "textDocument/hover", LSPClient.position(URL(fileURLWithPath: "/nowhere.yaml"), 0, 0))
        XCTAssertTrue(answer["result"] != nil || answer["error"] != nil)
        XCTAssertEqual(try client.shutdown(), 0)
    }

    /// JSON-RPC ids are strings, numbers or null: an object, array or boolean id is an invalid
    /// request, answered with a null id, and never executed.
    func testARequestIdThatIsNotAStringOrNumberIsRefused() throws {
        let client = LSPClient()
        _ = try client.initialize()
        for id: Any in [["a": 1], [1, 2], true] {
            client.send(["id": id, "method": "shutdown"])
            let refusal = try client.response(id: 0)
            XCTAssertEqual(refusal.errorCode, -32600)
        }
        // Not shut down by any of them: the server still answers.
        let answer = try client.request(
            "textDocument/hover", LSPClient.position(URL(fileURLWithPath: "/nowhere.yaml"), 0, 0))
        XCTAssertTrue(answer["result"] != nil || answer["error"] != nil)
        XCTAssertEqual(try client.shutdown(), 0)
    }
}
