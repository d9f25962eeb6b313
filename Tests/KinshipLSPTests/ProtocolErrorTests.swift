import Foundation
import XCTest

/// Whatever a client sends, the server answers with a JSON-RPC error and keeps serving.
final class ProtocolErrorTests: XCTestCase {
    func testRequestBeforeInitialize() throws {
        let client = LSPClient()
        let answer = try client.request("textDocument/hover", LSPClient.position(URL(fileURLWithPath: "/x.yaml"), 0, 0))
        XCTAssertEqual(answer.errorCode, -32002)
        _ = try client.initialize()
        XCTAssertEqual(try client.shutdown(), 0)
    }

    func testMalformedMessagesUnknownMethodsAndBadPositions() throws {
        let folder = try SpecFolder(["lib.yaml": SpecFolder.library])
        defer { folder.remove() }
        let client = LSPClient()
        _ = try client.initialize()
        let uri = folder.file("lib.yaml")
        client.open(uri, text: SpecFolder.library)

        // Not JSON: a parse error with a null id.
        client.sendRaw(Data("Content-Length: 7\r\n\r\n{nope!}".utf8))
        XCTAssertEqual(try client.response(id: 0).errorCode, -32700)
        // A header without Content-Length is skipped with a parse error.
        client.sendRaw(Data("Content-Type: x\r\n\r\n".utf8))
        XCTAssertEqual(try client.response(id: 0).errorCode, -32700)
        // JSON that is not an object.
        client.sendRaw(Data("Content-Length: 2\r\n\r\n[]".utf8))
        XCTAssertEqual(try client.response(id: 0).errorCode, -32700)

        XCTAssertEqual(try client.request("kinship/nothing").errorCode, -32601)
        XCTAssertEqual(try client.request("initialize", ["capabilities": [String: Any]()]).errorCode, -32600)
        // Missing and mistyped params.
        XCTAssertEqual(try client.request("textDocument/definition", ["position": ["line": 0]]).errorCode, -32602)
        XCTAssertEqual(
            try client.request("textDocument/hover", ["textDocument": ["uri": 3], "position": 1]).errorCode, -32602)
        // A document that is not open, a line past the end, a negative column.
        XCTAssertEqual(
            try client.request("textDocument/hover", LSPClient.position(folder.file("other.yaml"), 0, 0)).errorCode,
            -32602)
        let outside = try client.request("textDocument/definition", LSPClient.position(uri, 400, 0))
        XCTAssertEqual(outside.errorCode, -32602)
        XCTAssertTrue(
            ((outside["error"] as? [String: Any])?["message"] as? String ?? "").contains("outside the document"))
        XCTAssertEqual(try client.request("textDocument/completion", LSPClient.position(uri, 1, -4)).errorCode, -32602)
        XCTAssertEqual(
            try client.request(
                "textDocument/rename",
                [
                    "textDocument": ["uri": uri.absoluteString],
                    "position": ["line": 99, "character": 0], "newName": "x",
                ]
            ).errorCode, -32602)
        // Unknown notifications are ignored; a column past the end of a line means its end.
        client.notify("kinship/whatever", ["x": 1])
        XCTAssertNil(try client.request("textDocument/hover", LSPClient.position(uri, 0, 500))["error"])

        // Still serving: a definition works after all of that.
        let definition = try client.request("textDocument/definition", LSPClient.position(uri, 14, 24))
        XCTAssertEqual(start(definition.resultArray?.first?["range"]), [9, 31])
        XCTAssertEqual(try client.shutdown(), 0)
    }

    /// A request whose method is not a string is InvalidRequest, answered with its own id.
    func testMethodThatIsNotAStringIsAnsweredWithTheRequestsID() throws {
        let client = LSPClient()
        _ = try client.initialize()
        client.send(["id": 41, "method": 7, "params": [String: Any]()])
        let answer = try client.response(id: 41)
        XCTAssertEqual(answer["id"] as? Int, 41)
        XCTAssertEqual(answer.errorCode, -32600)
        client.send(["id": "s", "method": ["x": 1]])
        let named = try client.response(id: 0, stringID: "s")
        XCTAssertEqual(named.errorCode, -32600)
        XCTAssertEqual(try client.shutdown(), 0)
    }

    /// A reversed range or a position outside the text: the edit is refused, not clamped; the
    /// document keeps its text, ranged edits after it are refused too (they were written
    /// against the client's text), and a whole-text change brings the two together again.
    func testReversedAndOutOfRangeEditsAreRefused() throws {
        let folder = try SpecFolder(["lib.yaml": SpecFolder.library])
        defer { folder.remove() }
        let client = LSPClient()
        _ = try client.initialize()
        let uri = folder.file("lib.yaml")
        client.open(uri, text: SpecFolder.library)
        func definitionOfStartGeo(line: Int) throws -> [Int]? {
            start(
                try client.request("textDocument/definition", LSPClient.position(uri, line, 24)).resultArray?.first?[
                    "range"])
        }
        XCTAssertEqual(try definitionOfStartGeo(line: 14), [9, 31])
        func refusals() -> [String] {
            client.notifications.filter { $0["method"] as? String == "window/showMessage" }.compactMap {
                (($0["params"] as? [String: Any])?["message"] as? String)
            }
        }

        client.change(uri, version: 2, range: (3, 2, 1, 0), text: "\n")
        XCTAssertEqual(try definitionOfStartGeo(line: 14), [9, 31])
        XCTAssertEqual(refusals().count, 1)
        XCTAssertTrue(
            refusals().last?.contains("range 3:2-1:0: its end comes before its start") == true, "\(refusals())")
        // In sync no more: a good range is refused as well.
        client.change(uri, version: 3, range: (0, 0, 0, 0), text: "\n")
        XCTAssertEqual(try definitionOfStartGeo(line: 14), [9, 31])
        XCTAssertTrue(refusals().last?.contains("an earlier edit was refused") == true, "\(refusals())")

        client.change(uri, version: 4, text: "\n" + SpecFolder.library)
        XCTAssertEqual(try definitionOfStartGeo(line: 15), [10, 31])
        client.change(uri, version: 5, range: (400, 0, 400, 0), text: "x")
        XCTAssertEqual(try definitionOfStartGeo(line: 15), [10, 31])
        XCTAssertTrue(refusals().last?.contains("outside the document") == true, "\(refusals())")
        client.change(uri, version: 6, text: SpecFolder.library)
        client.change(uri, version: 7, range: (0, -1, 0, 0), text: "x")
        XCTAssertEqual(try definitionOfStartGeo(line: 14), [9, 31])
        XCTAssertEqual(refusals().count, 4)
        XCTAssertEqual(try client.shutdown(), 0)
    }

    func testRequestsAfterShutdownAreRefused() throws {
        let client = LSPClient()
        _ = try client.initialize()
        try client.request("shutdown")
        XCTAssertEqual(
            try client.request("textDocument/hover", LSPClient.position(URL(fileURLWithPath: "/x.yaml"), 0, 0))
                .errorCode, -32600)
        client.notify("exit", [:])
        XCTAssertEqual(client.waitForExit(), 0)
    }

    func testOversizedContentLengthIsRefusedAndSkipped() throws {
        let client = LSPClient()
        _ = try client.initialize()
        client.sendRaw(Data("Content-Length: 999999999999\r\n\r\n".utf8))
        XCTAssertEqual(try client.response(id: 0).errorCode, -32700)
        client.closeInput()
        XCTAssertEqual(client.waitForExit(), 1)
    }
}
