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
