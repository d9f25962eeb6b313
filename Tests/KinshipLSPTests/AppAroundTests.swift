import Foundation
import XCTest

/// The DSL of the app around the containers (outputs, inputs, `on:`, routes) through the
/// server, on the bundled specs themselves.
final class AppAroundTests: XCTestCase {
    private var folder: SpecFolder!
    private var client: LSPClient!
    private var texts: [String: String] = [:]

    override func setUpWithError() throws {
        let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("specs")
        for name in ["tunnel.yaml", "app.yaml", "app-library.yaml", "mail.yaml", "folders.yaml", "safe-area.yaml"] {
            texts[name] = try String(contentsOf: specs.appendingPathComponent(name), encoding: .utf8)
        }
        folder = try SpecFolder(texts)
        client = LSPClient()
        _ = try client.initialize()
        for name in ["tunnel.yaml", "app.yaml", "mail.yaml", "folders.yaml", "safe-area.yaml"] {
            client.open(folder.file(name), text: texts[name] ?? "")
            // Checked once as opened: completion mid-edit falls back on that check.
            XCTAssertEqual(try client.diagnostics(for: folder.file(name).absoluteString).count, 0)
        }
    }

    override func tearDownWithError() throws {
        XCTAssertEqual(try client.shutdown(), 0)
        folder.remove()
    }

    /// The zero-based line and column of the `occurrence`-th `needle` on the first line holding `lineMarker`.
    private func find(_ file: String, _ lineMarker: String, _ needle: String, skip: Int = 0) throws -> (Int, Int) {
        let lines = (texts[file] ?? "").components(separatedBy: "\n")
        let line = try XCTUnwrap(lines.firstIndex { $0.contains(lineMarker) }, lineMarker)
        var rest = Substring(lines[line])
        var base = 0
        for _ in 0..<skip {
            let r = try XCTUnwrap(rest.range(of: needle))
            base += rest.distance(from: rest.startIndex, to: r.upperBound)
            rest = rest[r.upperBound...]
        }
        let r = try XCTUnwrap(rest.range(of: needle), needle)
        return (line, base + rest.distance(from: rest.startIndex, to: r.lowerBound))
    }

    private func definition(_ file: String, _ at: (Int, Int)) throws -> [Int] {
        let answer = try client.request(
            "textDocument/definition", LSPClient.position(folder.file(file), at.0, at.1 + 1))
        return start(answer.resultArray?.first?["range"])
    }

    func testBindingsLeadToTheirDeclarations() throws {
        let transition = try find("tunnel.yaml", "      reveal:", "reveal")
        XCTAssertEqual(
            try definition("tunnel.yaml", find("tunnel.yaml", "startMap.radarTapped: reveal", "reveal")),
            [transition.0, transition.1])
        let child = try find("tunnel.yaml", "      startMap: Map", "startMap")
        XCTAssertEqual(
            try definition("tunnel.yaml", find("tunnel.yaml", "startMap.radarTapped: reveal", "startMap")),
            [child.0, child.1])
        let output = try find("tunnel.yaml", "outputs: { radarTapped", "radarTapped")
        XCTAssertEqual(
            try definition("tunnel.yaml", find("tunnel.yaml", "startMap.radarTapped: reveal", "radarTapped")),
            [output.0, output.1])
        let input = try find("tunnel.yaml", "inputs: { annotation", "annotation")
        XCTAssertEqual(
            try definition("tunnel.yaml", find("tunnel.yaml", "startMap.moved: { set", "annotation")),
            [input.0, input.1])
        let hover = try client.request(
            "textDocument/hover", LSPClient.position(folder.file("tunnel.yaml"), output.0, output.1 + 2))
        let text = (hover.result?["contents"] as? [String: Any])?["value"] as? String ?? ""
        XCTAssertTrue(text.contains("output **radarTapped** of `Map` · no payload"), text)
    }

    func testRoutePathsLeadToChildren() throws {
        let feed = try find("app.yaml", "children: { feed: FeedNav", "feed")
        XCTAssertEqual(
            try definition("app.yaml", find("app.yaml", "open: App/feed/list", "feed", skip: 2)), [feed.0, feed.1])
        let list = try find("app.yaml", "children: { list: Feed", "list")
        XCTAssertEqual(try definition("app.yaml", find("app.yaml", "open: App/feed/list", "list")), [list.0, list.1])
        let app = try find("app.yaml", "  App:", "App")
        XCTAssertEqual(try definition("app.yaml", find("app.yaml", "open: App/feed/list", "App")), [app.0, app.1])
    }

    func testCompletionInBindings() throws {
        let uri = folder.file("tunnel.yaml")
        let edited = (texts["tunnel.yaml"] ?? "").replacingOccurrences(
            of: "      startGeo.done: conceal\n", with: "      startGeo.done: \n      ta\n"
        )
        .replacingOccurrences(of: "      targetGeo.done: conceal\n", with: "")
        client.change(uri, version: 2, text: edited)
        let (line, column) = try find("tunnel.yaml", "      startGeo.done: conceal", "conceal")
        let values = try client.request("textDocument/completion", LSPClient.position(uri, line, column))
        XCTAssertEqual(
            (values.result?["items"] as? [[String: Any]])?.compactMap { $0["label"] as? String }, ["reveal", "conceal"])
        let keys = try client.request("textDocument/completion", LSPClient.position(uri, line + 1, 8))
        let labels = (keys.result?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        // Outputs already answered are not offered again.
        XCTAssertEqual(labels, ["targetGeo.done"])
        // The edit replaces the whole word typed so far, dots and all.
        let edit = (keys.result?["items"] as? [[String: Any]])?.first?["textEdit"] as? [String: Any]
        XCTAssertEqual(edit?["newText"] as? String, "targetGeo.done: ")
        XCTAssertEqual(start(edit?["range"]), [line + 1, 6])
    }

    func testRenameOutputReachesBindings() throws {
        let output = try find("tunnel.yaml", "outputs: { radarTapped", "radarTapped")
        let answer = try client.request(
            "textDocument/rename",
            [
                "textDocument": ["uri": folder.file("tunnel.yaml").absoluteString],
                "position": ["line": output.0, "character": output.1 + 1], "newName": "radarPressed",
            ])
        let edits = try XCTUnwrap(
            (answer.result?["changes"] as? [String: [[String: Any]]])?[folder.file("tunnel.yaml").absoluteString])
        let first = try find("tunnel.yaml", "startMap.radarTapped: reveal", "radarTapped")
        let second = try find("tunnel.yaml", "targetMap.radarTapped: reveal", "radarTapped")
        XCTAssertEqual(
            Set(edits.map { start($0["range"]) }), [[output.0, output.1], [first.0, first.1], [second.0, second.1]])
    }

    func testPresentationSlotsAndModalMoves() throws {
        let uri = folder.file("mail.yaml")
        // `present:` offers what the presentation slot accepts; `style:` the presentation styles.
        let (line, column) = try find("mail.yaml", "write: { sheet: { present: compose", "compose")
        let targets = try client.request("textDocument/completion", LSPClient.position(uri, line, column))
        XCTAssertEqual(
            (targets.result?["items"] as? [[String: Any]])?.compactMap { $0["label"] as? String }, ["compose"])
        let style = try find("mail.yaml", "sheet: { kind: presentation, style: pageSheet", "pageSheet")
        let styles = try client.request("textDocument/completion", LSPClient.position(uri, style.0, style.1))
        let labels = (styles.result?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        XCTAssertTrue(labels.contains("fullScreen") && labels.contains("overCurrentContext"), "\(labels)")
        // The presented child leads to its children entry.
        let child = try find("mail.yaml", "children: { inbox: Inbox, message: Message, compose", "compose")
        XCTAssertEqual(try definition("mail.yaml", (line, column)), [child.0, child.1])
    }

    private func hoverText(_ file: String, _ at: (Int, Int)) throws -> String {
        let hover = try client.request("textDocument/hover", LSPClient.position(folder.file(file), at.0, at.1 + 1))
        return (hover.result?["contents"] as? [String: Any])?["value"] as? String ?? ""
    }

    private func labels(_ file: String, _ at: (Int, Int)) throws -> [String] {
        let answer = try client.request("textDocument/completion", LSPClient.position(folder.file(file), at.0, at.1))
        return (answer.result?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
    }

    /// This round's keys: `area` (layout and slot), `style`, `many` and `unlessPresenting`.
    func testNewKeysHoverAndComplete() throws {
        let layoutArea = try find("safe-area.yaml", "layout: { kind: vertical, area: safeArea }", "area")
        XCTAssertTrue(try hoverText("safe-area.yaml", layoutArea).hasPrefix("**`area`** (layout)"))
        XCTAssertEqual(
            try labels(
                "safe-area.yaml", find("safe-area.yaml", "layout: { kind: vertical, area: safeArea }", "safeArea")),
            ["bounds", "safeArea"])
        let slotArea = try find("safe-area.yaml", "header: { size: 44, area: bounds", "area")
        XCTAssertTrue(try hoverText("safe-area.yaml", slotArea).hasPrefix("**`area`** (slot)"))
        XCTAssertEqual(
            try labels("safe-area.yaml", find("safe-area.yaml", "header: { size: 44, area: bounds", "bounds")),
            ["bounds", "safeArea"])
        let many = try find("folders.yaml", "folder: { type: Folder, many: true }", "many")
        XCTAssertTrue(try hoverText("folders.yaml", many).hasPrefix("**`many`** (child)"))
        // A repeated child says so where it is used.
        let pushed = try hoverText("folders.yaml", find("folders.yaml", "open:  { content: { push: folder", "folder"))
        XCTAssertTrue(
            pushed.contains("child **folder** of `Browser`: `Folder` (screen), repeated (`many: true`"), pushed)
        XCTAssertEqual(
            try labels("folders.yaml", find("folders.yaml", "folder: { type: Folder, many: true }", "true")),
            ["true", "false"])
        let style = try find("mail.yaml", "sheet: { kind: presentation, style: pageSheet", "style")
        XCTAssertTrue(try hoverText("mail.yaml", style).hasPrefix("**`style`** (slot)"))

        // Typing a key into the present move: unlessPresenting is offered, other operations are
        // not (a move takes one), and it explains itself once written.
        let uri = folder.file("mail.yaml")
        let original = texts["mail.yaml"] ?? ""
        let move = "      write: { sheet: { present: compose, duration: 0.3 } }\n"
        XCTAssertTrue(original.contains(move))
        client.change(
            uri, version: 2,
            text: original.replacingOccurrences(
                of: move, with: "      write:\n        sheet:\n          present: compose\n          unl\n"))
        let (line, _) = try find("mail.yaml", "write: { sheet: { present: compose", "write")
        let offered = try labels("mail.yaml", (line + 3, 13))
        XCTAssertTrue(offered.contains("unlessPresenting") && offered.contains("animation"), "\(offered)")
        XCTAssertFalse(
            offered.contains("push") || offered.contains("dismiss") || offered.contains("present"), "\(offered)")
        client.change(
            uri, version: 3,
            text: original.replacingOccurrences(
                of: "present: compose, duration", with: "present: compose, unlessPresenting: true, duration"))
        let guardKey = try find("mail.yaml", "write: { sheet: { present: compose", "duration")
        XCTAssertTrue(try hoverText("mail.yaml", guardKey).hasPrefix("**`unlessPresenting`** (move)"))
    }

    /// A transition's `identifier:` (the storyboard segue it stands for) is offered beside the
    /// slots and explains itself once written.
    func testTransitionIdentifierHoversAndCompletes() throws {
        let uri = folder.file("mail.yaml")
        let original = texts["mail.yaml"] ?? ""
        let move = "      write: { sheet: { present: compose, duration: 0.3 } }\n"
        XCTAssertTrue(original.contains(move))
        client.change(
            uri, version: 2,
            text: original.replacingOccurrences(
                of: move, with: "      write:\n        ide\n        sheet: { present: compose, duration: 0.3 }\n"))
        let (line, _) = try find("mail.yaml", "write: { sheet: { present: compose", "write")
        let offered = try labels("mail.yaml", (line + 1, 11))
        // Beside the slots not written yet (`sheet` is), the key first.
        XCTAssertEqual(offered, ["identifier", "content"])
        client.change(
            uri, version: 3,
            text: original.replacingOccurrences(
                of: "write: { sheet:", with: "write: { identifier: \"composeSegue\", sheet:"))
        let key = try find("mail.yaml", "write: { sheet: { present: compose", "sheet")
        let hover = try hoverText("mail.yaml", key)
        XCTAssertTrue(hover.hasPrefix("**`identifier`** (transition)"), hover)
        XCTAssertTrue(hover.contains("performSegue(withIdentifier:)"), hover)
    }

    /// A route's `set:` offers the opened instance's inputs as keys and the URL's parameters as values.
    func testRouteSetCompletesInputsAndParameters() throws {
        let uri = folder.file("app.yaml")
        let original = texts["app.yaml"] ?? ""
        let written = "set: { placeID: placeID } }"
        XCTAssertTrue(original.contains(written))
        let (line, column) = try find("app.yaml", written, "set: {")
        client.change(uri, version: 2, text: original.replacingOccurrences(of: written, with: "set: { pl } }"))
        XCTAssertEqual(try labels("app.yaml", (line, column + 9)), ["placeID"])
        client.change(uri, version: 3, text: original.replacingOccurrences(of: written, with: "set: { placeID: pl } }"))
        XCTAssertEqual(try labels("app.yaml", (line, column + 18)), ["placeID"])
    }

    /// Keys that fit the slot's kind: a presentation slot is offered its style and no layout
    /// keys, a move into it the modal operations and unlessPresenting, a stack move the stack's.
    func testKeysFitTheSlotKind() throws {
        let uri = folder.file("mail.yaml")
        let original = texts["mail.yaml"] ?? ""
        let sheet = "sheet: { kind: presentation, style: pageSheet, accepts: [compose] }"
        let write = "write: { sheet: { present: compose, duration: 0.3 } }"
        let open = "open:  { content: { push: message, from: inbox, duration: 0.35 } }"
        XCTAssertTrue(original.contains(sheet) && original.contains(write) && original.contains(open))
        let edited = original.replacingOccurrences(
            of: sheet, with: "sheet: { kind: presentation, accepts: [compose],  }"
        )
        .replacingOccurrences(of: write, with: "write: { sheet: { duration: 0.3,  } }")
        .replacingOccurrences(of: open, with: "open:  { content: { duration: 0.35,  } }")
        client.change(uri, version: 2, text: edited)
        let lines = edited.components(separatedBy: "\n")
        func after(_ marker: String) throws -> (Int, Int) {
            let line = try XCTUnwrap(lines.firstIndex { $0.contains(marker) }, marker)
            let gap = try XCTUnwrap(lines[line].range(of: ",  }"))
            return (line, lines[line].distance(from: lines[line].startIndex, to: gap.lowerBound) + 2)
        }
        XCTAssertEqual(try labels("mail.yaml", after("accepts: [compose],  }")), ["style", "dismissible"])
        XCTAssertEqual(
            try labels("mail.yaml", after("write: { sheet: { duration")),
            ["present", "dismiss", "from", "unlessPresenting", "animation"])
        XCTAssertEqual(
            try labels("mail.yaml", after("open:  { content: { duration")),
            ["push", "pop", "popTo", "popToRoot", "from", "animation"])
    }

    /// `userBack` is offered on a navigation stack (not `untappable`, a tab bar's), and hovers.
    func testUserMoveOptOutsCompleteAndHover() throws {
        let uri = folder.file("mail.yaml")
        let original = texts["mail.yaml"] ?? ""
        let stack = "content: { accepts: [inbox, message], initial: [inbox] }"
        XCTAssertTrue(original.contains(stack))
        let edited = original.replacingOccurrences(
            of: stack, with: "content: { accepts: [inbox, message], initial: [inbox], userBack: true,  }")
        client.change(uri, version: 2, text: edited)
        let lines = edited.components(separatedBy: "\n")
        let line = try XCTUnwrap(lines.firstIndex { $0.contains("userBack: true,  }") })
        let gap = try XCTUnwrap(lines[line].range(of: ",  }"))
        let offered = try labels(
            "mail.yaml", (line, lines[line].distance(from: lines[line].startIndex, to: gap.lowerBound) + 2))
        XCTAssertFalse(offered.contains("untappable") || offered.contains("style"), "\(offered)")
        let key = try XCTUnwrap(lines[line].range(of: "userBack"))
        XCTAssertTrue(
            try hoverText("mail.yaml", (line, lines[line].distance(from: lines[line].startIndex, to: key.lowerBound)))
                .hasPrefix("**`userBack`** (slot)"))
        // Without the key typed, completion offers it.
        let bare = original.replacingOccurrences(
            of: stack, with: "content: { accepts: [inbox, message], initial: [inbox],  }")
        client.change(uri, version: 3, text: bare)
        let bareLines = bare.components(separatedBy: "\n")
        let bareLine = try XCTUnwrap(bareLines.firstIndex { $0.contains("initial: [inbox],  }") })
        let bareGap = try XCTUnwrap(bareLines[bareLine].range(of: ",  }"))
        XCTAssertTrue(
            try labels(
                "mail.yaml",
                (
                    bareLine,
                    bareLines[bareLine].distance(from: bareLines[bareLine].startIndex, to: bareGap.lowerBound) + 2
                )
            ).contains("userBack"))
    }
}
