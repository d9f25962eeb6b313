import Foundation
import XCTest

/// Hover, completion and quick fixes, over the pipes.
final class EditingTests: XCTestCase {
    private var folder: SpecFolder!
    private var client: LSPClient!
    private var lib: URL { folder.file("lib.yaml") }

    override func setUpWithError() throws {
        folder = try SpecFolder(["lib.yaml": SpecFolder.library, "app.yaml": SpecFolder.app])
        client = LSPClient()
        _ = try client.initialize()
        client.open(lib, text: SpecFolder.library)
    }

    override func tearDownWithError() throws {
        XCTAssertEqual(try client.shutdown(), 0)
        folder.remove()
    }

    private func hover(_ url: URL, _ line: Int, _ character: Int) throws -> String? {
        let answer = try client.request("textDocument/hover", LSPClient.position(url, line, character))
        return (answer.result?["contents"] as? [String: Any])?["value"] as? String
    }

    private func complete(_ text: String, _ line: Int, _ character: Int) throws -> [String] {
        client.change(lib, version: 2, text: text)
        let answer = try client.request("textDocument/completion", LSPClient.position(lib, line, character))
        return (answer.result?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
    }

    func testHoverOnKeysValuesAndNames() throws {
        let key = try XCTUnwrap(try hover(lib, 8, 6))
        XCTAssertTrue(key.contains("**`layout`** (container)"), key)
        XCTAssertTrue(key.contains("default `vertical`"), key)
        let animation = try XCTUnwrap(try hover(lib, 14, 45))
        XCTAssertTrue(animation.contains("`flipFromTop`: a value of `animation`"), animation)
        let child = try XCTUnwrap(try hover(lib, 14, 26))
        XCTAssertTrue(child.contains("child **startGeo** of `Tunnel`: `GeoInfo` (screen)"), child)
        XCTAssertTrue(child.contains("Declared at lib.yaml:10:32"), child)
        let screen = try XCTUnwrap(try hover(lib, 4, 3))
        XCTAssertTrue(screen.contains("screen **Page** · class `PageViewController` · params `number: Int`"), screen)
        XCTAssertNil(try hover(lib, 0, 20))
    }

    func testCompletionOfKeys() throws {
        let text = SpecFolder.library.replacingOccurrences(
            of: "    layout: vertical\n", with: "    layout: vertical\n    for\n")
        let keys = try complete(text, 9, 7)
        XCTAssertTrue(keys.contains("forwardsAppearance"), "\(keys)")
        XCTAssertFalse(keys.contains("class"), "already written: \(keys)")
        // Keys of a slot inside a flow mapping.
        let slot = try complete(
            SpecFolder.library.replacingOccurrences(of: "initial: startMap }", with: "initial: startMap, k }"), 11, 79)
        XCTAssertTrue(slot.contains("kind") && slot.contains("frame"), "\(slot)")
        XCTAssertFalse(slot.contains("size"), "\(slot)")
    }

    /// A SwiftUI screen: its hosting keys and their values complete from the schema, and hover
    /// names the view, the generated hosting controller and model.
    func testASwiftUIScreen() throws {
        let text = SpecFolder.library.replacingOccurrences(
            of: "  Map: { class: RGMapViewController }\n",
            with: "  Map:\n    swiftUI: MapView\n    sizing: p\n    s\n")
        let keys = try complete(text, 5, 5)
        XCTAssertTrue(keys.contains("safeArea") && keys.contains("ownsNavigation"), "\(keys)")
        XCTAssertFalse(keys.contains("swiftUI") || keys.contains("sizing"), "already written: \(keys)")
        let sizing = try complete(text, 4, 13)
        XCTAssertTrue(sizing.contains("preferredContentSize"), "\(sizing)")
        let hosted = text.replacingOccurrences(of: "    sizing: p\n    s\n", with: "    sizing: preferredContentSize\n")
        client.change(lib, version: 3, text: hosted)
        let hover = try XCTUnwrap(try hover(lib, 2, 3))
        XCTAssertTrue(
            hover.contains(
                "SwiftUI screen **Map** · view `MapView` · hosted by generated `MapHostingController` · model `MapModel`"
                    + " · sizing `preferredContentSize`"), hover)
    }

    /// A screen that presents: its keys complete from the schema, its present targets from its
    /// slot's accepts, and hover says it is a screen and names its generated presenter.
    func testAScreenThatPresents() throws {
        let keys = try complete(
            SpecFolder.library.replacingOccurrences(
                of: "  Map: { class: RGMapViewController }\n",
                with: "  Map:\n    class: RGMapViewController\n    s\n"), 3, 5)
        XCTAssertTrue(keys.contains("slots") && keys.contains("transitions") && keys.contains("children"), "\(keys)")
        let presenting = SpecFolder.library.replacingOccurrences(
            of: "  Map: { class: RGMapViewController }\n",
            with: """
                  Map:
                    class: RGMapViewController
                    children: { info: GeoInfo }
                    slots:
                      sheet: { kind: presentation, accepts: [info] }
                    transitions:
                      open: { sheet: { present: i } }

                """)
        XCTAssertEqual(try complete(presenting, 8, 33), ["info"])
        client.change(
            lib, version: 3, text: presenting.replacingOccurrences(of: "present: i }", with: "present: info }"))
        let hover = try XCTUnwrap(try hover(lib, 2, 3))
        XCTAssertTrue(hover.contains("screen **Map** · class `RGMapViewController` · presents (`sheet`)"), hover)
        XCTAssertTrue(hover.contains("`MapPresenter`"), hover)
    }

    func testCompletionOfValuesAndNames() throws {
        // An animation: the closed set from the schema.
        let animations = try complete(
            SpecFolder.library.replacingOccurrences(of: "animation: flipFromTop", with: "animation: fl"), 14, 44)
        XCTAssertTrue(animations.contains("flipFromTop") && animations.contains("slideUp"), "\(animations)")
        // A show target: the children the slot accepts.
        let targets = try complete(
            SpecFolder.library.replacingOccurrences(of: "show: startGeo,", with: "show: s,"), 14, 25)
        XCTAssertEqual(Set(targets), ["startMap", "startGeo"])
        // A child's type: every screen and container of the graph but the container itself.
        let types = try complete(
            SpecFolder.library.replacingOccurrences(of: "startGeo: GeoInfo }", with: "startGeo: G }"), 9, 41)
        XCTAssertEqual(Set(types), ["Map", "GeoInfo", "Page"])
        // The slots a transition may move, as keys.
        let slots = try complete(
            SpecFolder.library.replacingOccurrences(
                of: "      conceal:\n", with: "      other:\n        t\n      conceal:\n"), 17, 9)
        XCTAssertEqual(slots, ["top"])
        // A layout kind in block style (not `frames`, which alone lacks its designSize), and a
        // slot kind.
        let layouts = try complete(
            SpecFolder.library.replacingOccurrences(of: "layout: vertical", with: "layout: "), 8, 12)
        XCTAssertEqual(layouts, ["vertical", "horizontal", "overlay"])
        // A layout's area (safe-area layout), in a flow mapping.
        let areas = try complete(
            SpecFolder.library.replacingOccurrences(of: "layout: vertical", with: "layout: { kind: vertical, area:  }"),
            8, 36)
        XCTAssertEqual(areas, ["bounds", "safeArea"])
        // An item of accepts, in a block list.
        let block = SpecFolder.library.replacingOccurrences(
            of: "      top:    { size: 50%,  accepts: [startMap, startGeo], initial: startMap }",
            with: "      top:\n        accepts:\n          - ")
        XCTAssertEqual(Set(try complete(block, 13, 12)), ["startMap", "startGeo"])
        // Root: containers only.
        XCTAssertEqual(try complete(SpecFolder.library + "root: \n", 17, 6), ["Tunnel"])
    }

    func testQuickFixForDidYouMean() throws {
        client.change(
            lib, version: 2,
            text: SpecFolder.library.replacingOccurrences(of: "show: startGeo,", with: "show: startGoe,"))
        let found = try client.diagnostics(for: lib.absoluteString, version: 2)
        let diagnostic = try XCTUnwrap(found.first { $0["code"] as? String == "unknown-reference" })
        let answer = try client.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": lib.absoluteString],
                "range": diagnostic["range"] as Any,
                "context": ["diagnostics": [diagnostic]],
            ])
        let action = try XCTUnwrap(answer.resultArray?.first)
        XCTAssertEqual(action["title"] as? String, "Change to 'startGeo'")
        XCTAssertEqual(action["kind"] as? String, "quickfix")
        let edit = try XCTUnwrap(
            ((action["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])?[lib.absoluteString]?.first)
        XCTAssertEqual(edit["newText"] as? String, "startGeo")
        XCTAssertEqual(start(edit["range"]), [14, 24])
        // An unknown key gets its fix too.
        client.change(
            lib, version: 3,
            text: SpecFolder.library.replacingOccurrences(of: "    layout: vertical", with: "    layuot: vertical"))
        let key = try XCTUnwrap(
            try client.diagnostics(for: lib.absoluteString, version: 3).first { $0["code"] as? String == "unknown-key" }
        )
        let fix = try client.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": lib.absoluteString], "range": key["range"] as Any,
                "context": ["diagnostics": [key]],
            ])
        XCTAssertEqual(fix.resultArray?.first?["title"] as? String, "Change to 'layout'")
    }
}
