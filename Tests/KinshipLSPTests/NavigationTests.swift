import Foundation
import XCTest

/// Definition, references, document symbols and rename, over the pipes.
final class NavigationTests: XCTestCase {
    private var folder: SpecFolder!
    private var client: LSPClient!
    private var app: URL { folder.file("app.yaml") }
    private var lib: URL { folder.file("lib.yaml") }

    override func setUpWithError() throws {
        folder = try SpecFolder(["lib.yaml": SpecFolder.library, "app.yaml": SpecFolder.app])
        client = LSPClient()
        _ = try client.initialize(root: folder.url)
        client.open(app, text: SpecFolder.app)
        client.open(lib, text: SpecFolder.library)
    }

    override func tearDownWithError() throws {
        XCTAssertEqual(try client.shutdown(), 0)
        folder.remove()
    }

    private func definition(_ url: URL, _ line: Int, _ character: Int) throws -> (String?, [Int]) {
        let answer = try client.request("textDocument/definition", LSPClient.position(url, line, character))
        let location = answer.resultArray?.first
        return (location?["uri"] as? String, start(location?["range"]))
    }

    func testDefinitionOfEveryKindOfReference() throws {
        // A move target → the children entry.
        XCTAssertEqual(try definition(lib, 14, 26).1, [9, 31])
        // A guard → the children entry (app.yaml: `from: tunnel`).
        XCTAssertEqual(try definition(app, 11, 45).1, [6, 6])
        // A slot of a move → the slot.
        XCTAssertEqual(try definition(app, 11, 14).1, [9, 6])
        // accepts and initial entries.
        XCTAssertEqual(try definition(app, 9, 36).1, [7, 6])
        XCTAssertEqual(try definition(app, 9, 53).1, [6, 6])
        // A child's type → the screen or container, across files.
        let (uri, at) = try definition(app, 6, 16)
        XCTAssertEqual(uri, lib.absoluteString)
        XCTAssertEqual(at, [6, 2])
        XCTAssertEqual(try definition(app, 7, 20).1, [4, 2])
        // An argument → the screen's parameter; root → the container; an import → the file.
        XCTAssertEqual(try definition(app, 7, 36).1, [4, 47])
        XCTAssertEqual(try definition(app, 13, 7).1, [3, 2])
        XCTAssertEqual(try definition(app, 1, 11).0, lib.absoluteString)
        // Nothing to define on a key.
        XCTAssertNil(try client.request("textDocument/definition", LSPClient.position(app, 4, 5))["result"] as? [Any])
    }

    func testReferencesAcrossFiles() throws {
        let answer = try client.request(
            "textDocument/references",
            [
                "textDocument": ["uri": lib.absoluteString], "position": ["line": 4, "character": 3],
                "context": ["includeDeclaration": true],
            ])
        let places = (answer.resultArray ?? []).map { ($0["uri"] as? String ?? "", start($0["range"])) }
        XCTAssertEqual(places.count, 2)
        XCTAssertTrue(places.contains { $0.0 == app.absoluteString && $0.1 == [7, 20] })
        XCTAssertTrue(places.contains { $0.0 == lib.absoluteString && $0.1 == [4, 2] })
    }

    func testDocumentSymbols() throws {
        let answer = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": lib.absoluteString]])
        let symbols = answer.resultArray ?? []
        XCTAssertEqual(symbols.map { $0["name"] as? String }, ["Map", "GeoInfo", "Page", "Tunnel"])
        let tunnel = try XCTUnwrap(symbols.last)
        XCTAssertEqual(tunnel["detail"] as? String, "container · custom")
        let members = (tunnel["children"] as? [[String: Any]] ?? []).map { $0["name"] as? String ?? "" }
        XCTAssertEqual(members, ["startMap", "startGeo", "top", "reveal", "conceal"])
        XCTAssertEqual(start(tunnel["selectionRange"]), [6, 2])
        let page = symbols[2]
        XCTAssertEqual((page["children"] as? [[String: Any]])?.first?["name"] as? String, "number")
    }

    func testRenameContainerAcrossFiles() throws {
        let prepared = try client.request("textDocument/prepareRename", LSPClient.position(app, 6, 17))
        XCTAssertEqual(prepared.result?["placeholder"] as? String, "Tunnel")
        let answer = try client.request(
            "textDocument/rename",
            [
                "textDocument": ["uri": app.absoluteString], "position": ["line": 6, "character": 17],
                "newName": "Flip",
            ])
        let changes = try XCTUnwrap(answer.result?["changes"] as? [String: [[String: Any]]])
        XCTAssertEqual(changes[app.absoluteString]?.map { start($0["range"]) }, [[6, 14]])
        XCTAssertEqual(changes[lib.absoluteString]?.map { start($0["range"]) }, [[6, 2]])
        XCTAssertEqual(changes[lib.absoluteString]?.first?["newText"] as? String, "Flip")
    }

    func testRenameChildEverywhereInItsContainer() throws {
        let answer = try client.request(
            "textDocument/rename",
            [
                "textDocument": ["uri": lib.absoluteString], "position": ["line": 9, "character": 33], "newName": "geo",
            ])
        let edits = try XCTUnwrap((answer.result?["changes"] as? [String: [[String: Any]]])?[lib.absoluteString])
        // The declaration, accepts, and the show target.
        XCTAssertEqual(Set(edits.map { start($0["range"]) }), [[9, 31], [11, 48], [14, 24]])
    }

    func testRenameRefusals() throws {
        func code(_ url: URL, _ line: Int, _ character: Int, _ name: String) throws -> Int? {
            try client.request(
                "textDocument/rename",
                [
                    "textDocument": ["uri": url.absoluteString],
                    "position": ["line": line, "character": character], "newName": name,
                ]
            ).errorCode
        }
        XCTAssertEqual(try code(lib, 9, 33, "not a name"), -32602)
        XCTAssertEqual(try code(lib, 9, 33, "startMap"), -32803)  // already declared
        XCTAssertEqual(try code(app, 9, 5, "main"), -32803)  // the navigation preset's slot
        XCTAssertEqual(try code(app, 4, 5, "x"), -32803)  // a key, not a name
    }

    func testRenameReachesClosedImporters() throws {
        client.notify("textDocument/didClose", ["textDocument": ["uri": app.absoluteString]])
        let answer = try client.request(
            "textDocument/rename",
            [
                "textDocument": ["uri": lib.absoluteString], "position": ["line": 4, "character": 3], "newName": "Leaf",
            ])
        let changes = try XCTUnwrap(answer.result?["changes"] as? [String: [[String: Any]]])
        XCTAssertEqual(changes[app.absoluteString]?.map { start($0["range"]) }, [[7, 20]])
    }
}
