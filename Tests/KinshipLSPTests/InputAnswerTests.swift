import Foundation
import XCTest

/// `self.INPUT` in an editor: the input after `self.` is the container's own input for
/// definition, hover and rename, and `on:` completes it; a route's `SEGMENT.INPUT` key too.
final class InputAnswerTests: XCTestCase {
    private var folder: SpecFolder!
    private var client: LSPClient!
    private var spec: URL { folder.file("podcasts.yaml") }

    // Lines are 0-based below, as LSP counts them.
    static let text = """
        kinship: 1
        screens:
          Search: { class: SearchViewController, outputs: { showPicked: { showID: String } } }
          Shows: ShowsViewController
          Show: { class: ShowViewController, inputs: { showID: String } }
        containers:
          App:
            kind: tabs
            children: { search: Search, library: LibraryNav }
            slots:
              content: { accepts: [search, library], initial: search }
            transitions:
              showLibrary: { content: { select: library } }
            on:
              search.showPicked: [{ set: library.showID }, showLibrary]
          LibraryNav:
            kind: navigation
            inputs: { showID: String }
            children: { shows: Shows, show: { type: Show, many: true } }
            slots:
              content: { accepts: [shows, show], initial: [shows] }
            transitions:
              openShow: { content: { push: show, duration: 0.35 } }
            on:
              self.showID: [{ set: show.showID }, openShow]
        root: App
        routes:
          show: { url: "podcast://show/{id}", open: App/library/show, set: { library.showID: id } }

        """

    override func setUpWithError() throws {
        folder = try SpecFolder(["podcasts.yaml": Self.text])
        client = LSPClient()
        _ = try client.initialize(root: folder.url)
        client.open(spec, text: Self.text)
    }

    override func tearDownWithError() throws {
        XCTAssertEqual(try client.shutdown(), 0)
        folder.remove()
    }

    func testDefinitionAndHoverOfAnAnsweredInput() throws {
        // `self.showID` (line 24, the input starts at column 11) → `inputs: { showID: String }`.
        let answer = try client.request("textDocument/definition", LSPClient.position(spec, 24, 11))
        let location = try XCTUnwrap(answer.resultArray?.first)
        XCTAssertEqual(start(location["range"]), [17, 14])
        let hover = try client.request("textDocument/hover", LSPClient.position(spec, 24, 11))
        let text = try XCTUnwrap((hover.result?["contents"] as? [String: Any])?["value"] as? String)
        XCTAssertTrue(text.contains("input") && text.contains("showID"), text)
    }

    func testRenameReachesTheAnswerTheParentsSetAndTheRoute() throws {
        let answer = try client.request(
            "textDocument/rename",
            [
                "textDocument": ["uri": spec.absoluteString], "position": ["line": 17, "character": 16],
                "newName": "pickedShow",
            ])
        let edits = try XCTUnwrap((answer.result?["changes"] as? [String: [[String: Any]]])?[spec.absoluteString])
        // The declaration, `self.showID`, App's `set: library.showID`, the route's `library.showID`;
        // the Show screen's own `showID` inputs are another symbol and stay.
        XCTAssertEqual(Set(edits.map { start($0["range"]) }), [[17, 14], [24, 11], [14, 41], [27, 77]])
    }

    func testOnCompletesOwnInputs() throws {
        let answer = try client.request("textDocument/completion", LSPClient.position(spec, 24, 4))
        let labels = (answer.result?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        XCTAssertTrue(labels.contains("self.showID"), "\(labels)")
    }
}
