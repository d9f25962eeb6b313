import Foundation
import XCTest

/// Whatever arrives, every request gets an answer and the server stays up.
final class RobustnessTests: XCTestCase {
    /// A deterministic generator, so a failure can be replayed.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
    }

    func testEveryRequestAtEveryKindOfPositionIsAnswered() throws {
        let folder = try SpecFolder(["lib.yaml": SpecFolder.library, "app.yaml": SpecFolder.app])
        defer { folder.remove() }
        let client = LSPClient()
        _ = try client.initialize(root: folder.url)
        let uri = folder.file("app.yaml")
        // Half-typed text: flow collections left open, quotes, a tab, a stray colon, emoji.
        let text = SpecFolder.app + "  x: { a: [b, \"c, 'd\t: }\n- - :\n🗺️: [\n\"quoted key\": { show: \n"
        client.open(uri, text: text)
        let lines = text.components(separatedBy: "\n")
        var random = Generator(state: 18)
        let methods = [
            "textDocument/definition", "textDocument/hover", "textDocument/completion",
            "textDocument/references", "textDocument/prepareRename", "textDocument/documentSymbol",
        ]
        for round in 0..<400 {
            let line = random.next(lines.count + 2)
            let character = random.next((lines.indices.contains(line) ? lines[line].utf16.count : 4) + 3)
            let method = methods[round % methods.count]
            var params = LSPClient.position(uri, line, character)
            if round % 7 == 0 { params["newName"] = "renamed\(round)" }
            let answer = try client.request(round % 7 == 0 ? "textDocument/rename" : method, params)
            XCTAssertTrue(answer["result"] != nil || answer["error"] != nil, "\(method) \(line):\(character)")
            if let code = answer.errorCode { XCTAssertNotEqual(code, -32603, "internal error at \(line):\(character)") }
        }
        // Edits at random places, then a request: still consistent.
        for version in 2..<40 {
            let line = random.next(lines.count)
            let character = random.next(lines[line].utf16.count + 1)
            let insert = ["{", "[", ":", "\"", "\n", " ", "x", "🗺️", ""][random.next(9)]
            client.change(
                uri, version: version,
                range: (line, character, line, min(character + random.next(3), lines[line].utf16.count)), text: insert)
            let answer = try client.request("textDocument/completion", LSPClient.position(uri, line, character))
            XCTAssertTrue(answer["result"] != nil || answer["error"] != nil)
        }
        XCTAssertEqual(try client.shutdown(), 0)
    }

    func testGarbageMessagesAreAnsweredAndSurvived() throws {
        let client = LSPClient()
        _ = try client.initialize()
        var random = Generator(state: 7)
        let pieces = [
            "{", "}", "[", "]", "\"", "id", "method", ":", ",", "1", "null", "\"textDocument/hover\"", "params",
            "\u{0}", "é",
        ]
        for _ in 0..<200 {
            let body = (0..<random.next(12)).map { _ in pieces[random.next(pieces.count)] }.joined()
            let bytes = Data(body.utf8)
            client.sendRaw(Data("Content-Length: \(bytes.count)\r\n\r\n".utf8) + bytes)
        }
        // String ids are answered with the same id.
        client.send([
            "id": "last", "method": "textDocument/hover",
            "params": LSPClient.position(URL(fileURLWithPath: "/nowhere.yaml"), 0, 0),
        ])
        client.send(["id": 77, "method": "shutdown"])
        let answer = try client.response(id: 77)
        XCTAssertNotNil(answer["result"])
        client.notify("exit", [:])
        XCTAssertEqual(client.waitForExit(), 0)
    }

    func testNotificationsWithBadParamsAreIgnored() throws {
        let client = LSPClient()
        _ = try client.initialize()
        client.notify("textDocument/didOpen", ["textDocument": ["uri": "file:///x.yaml"]])
        client.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": "file:///never-opened.yaml", "version": 2], "contentChanges": [["text": "x"]]])
        client.notify("textDocument/didClose", ["nothing": true])
        XCTAssertEqual(try client.shutdown(), 0)
    }
}
