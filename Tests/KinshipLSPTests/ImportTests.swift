import Foundation
import XCTest

/// Diagnostics follow imports: a change in a library re-checks the open files that import it.
final class ImportTests: XCTestCase {
    func testLibraryChangeRechecksImporters() throws {
        let folder = try SpecFolder(["lib.yaml": SpecFolder.library, "app.yaml": SpecFolder.app])
        defer { folder.remove() }
        let client = LSPClient()
        _ = try client.initialize()
        let app = folder.file("app.yaml"), lib = folder.file("lib.yaml")
        client.open(app, text: SpecFolder.app)
        XCTAssertEqual(try client.diagnostics(for: app.absoluteString).count, 0)
        client.open(lib, text: SpecFolder.library)

        // Renaming Page in the library (unsaved) breaks the app's child type.
        client.change(lib, version: 2, text: SpecFolder.library.replacingOccurrences(of: "  Page:", with: "  Pages:"))
        let broken = try client.diagnostics(for: app.absoluteString)
        XCTAssertEqual(broken.map { $0["code"] as? String }, ["unknown-reference"])
        XCTAssertEqual(start(broken.first?["range"]), [7, 20])
        XCTAssertEqual(
            (broken.first?["relatedInformation"] as? [[String: Any]])?.first?["message"] as? String,
            "did you mean 'Pages'?")

        // Closing the library drops its unsaved text: the app reads the file on disk again.
        client.notify("textDocument/didClose", ["textDocument": ["uri": lib.absoluteString]])
        XCTAssertEqual(try client.diagnostics(for: app.absoluteString).count, 0)
        XCTAssertEqual(try client.shutdown(), 0)
    }

    func testDiskChangeOfAClosedLibrary() throws {
        let folder = try SpecFolder(["lib.yaml": SpecFolder.library, "app.yaml": SpecFolder.app])
        defer { folder.remove() }
        let client = LSPClient()
        _ = try client.initialize()
        let app = folder.file("app.yaml")
        client.open(app, text: SpecFolder.app)
        XCTAssertEqual(try client.diagnostics(for: app.absoluteString).count, 0)
        try SpecFolder.library.replacingOccurrences(of: "  Tunnel:", with: "  Tunnels:").write(
            to: folder.file("lib.yaml"), atomically: true, encoding: .utf8)
        client.notify(
            "workspace/didChangeWatchedFiles",
            ["changes": [["uri": folder.file("lib.yaml").absoluteString, "type": 2]]])
        XCTAssertEqual(
            try client.diagnostics(for: app.absoluteString).map { $0["code"] as? String }, ["unknown-reference"])
        XCTAssertEqual(try client.shutdown(), 0)
    }

    func testIncrementalEditsInUTF16() throws {
        let folder = try SpecFolder([:])
        defer { folder.remove() }
        let spec = """
            kinship: 1
            screens:
              Map: { class: MapVC, title: "🗺 map" }
            containers:
              Host:
                children: { map: Map }
                slots:
                  main: { accepts: [map], initial: map }

            """
        let client = LSPClient()
        _ = try client.initialize()
        let uri = folder.file("s.yaml")
        client.open(uri, text: spec)
        XCTAssertEqual(try client.diagnostics(for: uri.absoluteString).count, 0)
        // "🗺" is two UTF-16 units: `map"` ends at column 38, the `}` is at 39.
        client.change(uri, version: 2, range: (2, 39, 2, 40), text: ", titel: x }")
        let found = try client.diagnostics(for: uri.absoluteString, version: 2)
        XCTAssertEqual(found.map { $0["code"] as? String }, ["unknown-key"])
        XCTAssertEqual(start(found.first?["range"]), [2, 41])
        XCTAssertEqual(try client.shutdown(), 0)
    }
}

/// Flow findings of containers whose text did not change are reused, at their new lines.
final class IncrementalFlowTests: XCTestCase {
    func testUnchangedContainerKeepsItsFindingWhenItMoves() throws {
        let folder = try SpecFolder([:])
        defer { folder.remove() }
        let spec = """
            kinship: 1
            screens: { List: ListVC, Detail: DetailVC }
            containers:
              First:
                children: { list: List }
                slots:
                  main: { accepts: [list], initial: list }
              Stack:
                children: { list: List, detail: Detail }
                slots:
                  content: { kind: stack, accepts: [list, detail], initial: [list] }
                transitions:
                  open: { content: { push: detail, from: list } }
                  back: { content: pop }

            """
        let client = LSPClient()
        _ = try client.initialize()
        let uri = folder.file("s.yaml")
        client.open(uri, text: spec)
        let before = try client.diagnostics(for: uri.absoluteString)
        XCTAssertEqual(before.map { $0["code"] as? String }, ["stack-underflow"])
        XCTAssertEqual(start(before.first?["range"]), [13, 6])
        // Two lines added to First: Stack is not explored again, its finding moves down.
        client.change(uri, version: 2, range: (4, 0, 4, 0), text: "    # a comment\n    # another\n")
        let moved = try client.diagnostics(for: uri.absoluteString, version: 2)
        XCTAssertEqual(moved.map { $0["code"] as? String }, ["stack-underflow"])
        XCTAssertEqual(start(moved.first?["range"]), [15, 6])
        // Fixing Stack explores it again.
        client.change(uri, version: 3, range: (15, 23, 15, 26), text: "{ pop: 1, from: detail }")
        XCTAssertEqual(try client.diagnostics(for: uri.absoluteString, version: 3).count, 0)
        XCTAssertEqual(try client.shutdown(), 0)
    }
}
