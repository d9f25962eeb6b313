import Foundation
import XCTest

/// What a client may send beside Content-Length, what a YAML file that is not a spec gets, and
/// that completion offers only names that can stand where they are written.
final class FittingCompletionTests: XCTestCase {
    private var folder: SpecFolder!
    private var client: LSPClient!
    private var lib: URL { folder.file("lib.yaml") }

    override func setUpWithError() throws {
        folder = try SpecFolder(["lib.yaml": SpecFolder.library, "app.yaml": SpecFolder.app])
        client = LSPClient()
    }

    override func tearDownWithError() throws {
        XCTAssertEqual(try client.shutdown(), 0)
        folder.remove()
    }

    private func labels(_ url: URL, _ line: Int, _ character: Int) throws -> [String] {
        let answer = try client.request("textDocument/completion", LSPClient.position(url, line, character))
        XCTAssertNil(answer["error"], "\(answer)")
        return (answer.result?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
    }

    private func complete(_ text: String, _ line: Int, _ character: Int) throws -> [String] {
        client.change(lib, version: 2, text: text)
        return try labels(lib, line, character)
    }

    /// pygls (and so pytest-lsp) sends `Content-Type` after `Content-Length`; header names are
    /// case-insensitive, and a header the server does not know is ignored wherever it stands.
    func testOptionalAndUnknownHeadersAreIgnored() throws {
        func framed(_ id: Int, _ method: String, headers: (Int) -> String) -> Data {
            let object: [String: Any] = [
                "jsonrpc": "2.0", "id": id, "method": method, "params": ["capabilities": [String: Any]()],
            ]
            let body = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
            return Data(headers(body.count).utf8) + body
        }
        client.sendRaw(
            framed(1, "initialize") {
                "Content-Length: \($0)\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n"
            })
        let initialized = try client.response(id: 1)
        XCTAssertNil(initialized["error"], "\(initialized)")
        XCTAssertNotNil(initialized.result?["capabilities"], "\(initialized)")
        client.notify("initialized", [:])
        client.open(lib, text: SpecFolder.library)
        let position = LSPClient.position(lib, 14, 24)
        func request(_ id: Int, headers: @escaping (Int) -> String) throws -> [String: Any] {
            let object: [String: Any] = [
                "jsonrpc": "2.0", "id": id, "method": "textDocument/definition", "params": position,
            ]
            let body = try JSONSerialization.data(withJSONObject: object)
            client.sendRaw(Data(headers(body.count).utf8) + body)
            return try client.response(id: id)
        }
        let spellings: [(Int) -> String] = [
            { "content-type: application/vscode-jsonrpc; charset=utf-8\r\nCONTENT-LENGTH: \($0)\r\n\r\n" },
            { "X-Trace: 7\r\ncontent-length:\($0)\r\nX-Empty:\r\n\r\n" },
            { "Content-Length: \($0)\nContent-Type: application/vscode-jsonrpc\n\n" },
        ]
        for (i, headers) in spellings.enumerated() {
            let answer = try request(100 + i, headers: headers)
            XCTAssertEqual(start(answer.resultArray?.first?["range"]), [9, 31], "header spelling \(i): \(answer)")
        }
    }

    /// Editors start the server for every YAML file: a GitHub workflow gets no completion, no
    /// hover and no diagnostics, while a spec open beside it still does.
    func testAWorkflowGetsNothing() throws {
        _ = try client.initialize()
        let workflow = folder.file("ci.yml")
        let text = """
            name: CI
            on: [push]
            jobs:
              check:
                runs-on: ubuntu-latest
                steps:
                  - run: kinship check specs/

            """
        client.open(workflow, text: text)
        XCTAssertEqual(try labels(workflow, 2, 0), [])
        XCTAssertEqual(try labels(workflow, 4, 4), [])
        XCTAssertEqual(try labels(workflow, 1, 5), [])
        let hover = try client.request("textDocument/hover", LSPClient.position(workflow, 1, 0))
        XCTAssertTrue(hover["result"] is NSNull, "\(hover)")
        client.open(lib, text: SpecFolder.library)
        _ = try client.diagnostics(for: lib.absoluteString)
        XCTAssertEqual(try labels(lib, 8, 12), ["vertical", "horizontal", "overlay"])
        // By then the workflow has been through a check too: no finding was published for it.
        XCTAssertFalse(
            client.notifications.contains {
                ($0["params"] as? [String: Any])?["uri"] as? String == workflow.absoluteString
                    && !((($0["params"] as? [String: Any])?["diagnostics"] as? [Any])?.isEmpty ?? true)
            })
    }

    func testAListedNameIsNotOfferedAgain() throws {
        _ = try client.initialize()
        client.open(lib, text: SpecFolder.library)
        let accepts = "accepts: [startMap, startGeo]"
        // After the first item, before the last, and in a block list.
        XCTAssertEqual(
            try complete(SpecFolder.library.replacingOccurrences(of: accepts, with: "accepts: [startMap, ]"), 11, 48),
            ["startGeo"])
        XCTAssertEqual(
            try complete(SpecFolder.library.replacingOccurrences(of: accepts, with: "accepts: [, startGeo]"), 11, 38),
            ["startMap"])
        XCTAssertEqual(
            try complete(SpecFolder.library.replacingOccurrences(of: accepts, with: "accepts: [startMap, st]"), 11, 50),
            ["startGeo"])
        let block = SpecFolder.library.replacingOccurrences(
            of: "      top:    { size: 50%,  accepts: [startMap, startGeo], initial: startMap }",
            with:
                "      top:\n        accepts:\n          - startGeo\n          - \n          # a comment\n        initial: startMap"
        )
        XCTAssertEqual(try complete(block, 14, 12), ["startMap"])
        // A move's from: list.
        let from = SpecFolder.library.replacingOccurrences(
            of: "show: startGeo,", with: "show: startGeo, from: [startMap, ],")
        XCTAssertEqual(try complete(from, 14, 51), ["startGeo"])
        // Everything listed: nothing left to offer.
        XCTAssertEqual(
            try complete(
                SpecFolder.library.replacingOccurrences(of: accepts, with: "accepts: [startMap, startGeo, ]"), 11, 58),
            [])
    }

    func testAChildsTypeIsNotItsOwnContainer() throws {
        _ = try client.initialize()
        client.open(lib, text: SpecFolder.library)
        let types = try complete(
            SpecFolder.library.replacingOccurrences(of: "startGeo: GeoInfo }", with: "startGeo: G }"), 9, 41)
        XCTAssertEqual(Set(types), ["Map", "GeoInfo", "Page"])
        // In another file the imported container fits, the one being written does not.
        let app = folder.file("app.yaml")
        client.open(app, text: SpecFolder.app)
        client.change(
            app, version: 2, text: SpecFolder.app.replacingOccurrences(of: "tunnel: Tunnel", with: "tunnel: T"))
        let inApp = try labels(app, 6, 15)
        XCTAssertTrue(inApp.contains("Tunnel"), "\(inApp)")
        XCTAssertFalse(inApp.contains("App"), "\(inApp)")
        // A repeated child may be of its own container's type (a folder that opens folders).
        let repeated = SpecFolder.app.replacingOccurrences(
            of: "      tunnel: Tunnel\n", with: "      tunnel: Tunnel\n      deeper: { type: Ap, many: true }\n")
        client.change(app, version: 3, text: repeated)
        _ = try client.diagnostics(for: app.absoluteString, version: 3)
        XCTAssertTrue(try labels(app, 7, 24).contains("App"))
        XCTAssertFalse(try labels(app, 6, 20).contains("App"))
    }

    /// `userBack: { … }` per child: its keys are the stack's children.
    func testUserBackKeysAreTheStacksChildren() throws {
        _ = try client.initialize()
        let app = folder.file("app.yaml")
        client.open(app, text: SpecFolder.app)
        let line = "      content: { accepts: [tunnel, page], initial: [tunnel] }"
        let written = "      content: { accepts: [tunnel, page], initial: [tunnel], userBack: {  } }"
        client.change(app, version: 2, text: SpecFolder.app.replacingOccurrences(of: line, with: written))
        let column = written.count - 4
        XCTAssertEqual(Set(try labels(app, 9, column)), ["tunnel", "page"])
    }

    /// A repeated child exists only once pushed: a stack's `initial` does not offer it.
    func testInitialLeavesOutRepeatedChildren() throws {
        _ = try client.initialize()
        let app = folder.file("app.yaml")
        let repeated = SpecFolder.app.replacingOccurrences(
            of: "args: { number: \"1\" } }", with: "args: { number: \"1\" }, many: true }")
        client.open(app, text: repeated)
        XCTAssertTrue(try client.diagnostics(for: app.absoluteString).isEmpty)
        let line = "      content: { accepts: [tunnel, page], initial: [tunnel] }"
        let written = "      content: { accepts: [tunnel, page], initial: [] }"
        client.change(app, version: 2, text: repeated.replacingOccurrences(of: line, with: written))
        XCTAssertEqual(try labels(app, 9, written.count - 3), ["tunnel"])
        // `push:` still offers it.
        XCTAssertTrue(try labels(app, 11, 35).contains("page"))
    }
}
