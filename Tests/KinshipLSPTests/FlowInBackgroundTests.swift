import Foundation
import XCTest

@testable import KinshipLSP

/// Flow analysis runs off the server's thread: validation findings are published first
/// (`flowPending`), requests are answered meanwhile, the flow findings follow, and a newer
/// version of the document cancels the analysis of the older one.
final class FlowInBackgroundTests: XCTestCase {
    /// A tab bar of 4,000 tabs, one of them a container whose 6 slots of 8 children each cycle
    /// on their own (8⁶ configurations): its exploration runs to `--max-states`, so the
    /// analysis is still running when the hover comes.
    static func wideSpec(tabs: Int = 4_000, big: Bool = true) -> String {
        var y = "kinship: 1\nscreens:\n  S: SViewController\ncontainers:\n"
        if big { y += bigContainer }
        y += "  Bar:\n    kind: tabs\n    children:\n"
        for i in 0..<tabs { y += "      t\(i): S\n" }
        if big { y += "      big: Big\n" }
        y += "    slots:\n      content:\n        accepts:\n"
        for i in 0..<tabs { y += "          - t\(i)\n" }
        return y + (big ? "          - big\n" : "") + "root: Bar\n"
    }

    static var bigContainer: String {
        var y = "  Big:\n    children:\n"
        for s in 0..<6 { for c in 0..<8 { y += "      x\(s)_\(c): S\n" } }
        y += "    slots:\n"
        for s in 0..<6 {
            y +=
                "      s\(s): { accepts: [\((0..<8).map { "x\(s)_\($0)" }.joined(separator: ", "))], initial: x\(s)_0 }\n"
        }
        y += "    transitions:\n"
        for s in 0..<6 {
            for c in 0..<8 { y += "      n\(s)_\(c): { s\(s): { from: x\(s)_\(c), show: x\(s)_\((c + 1) % 8) } }\n" }
        }
        return y
    }

    func testHoverIsAnsweredWhileFlowAnalysisRuns() throws {
        let folder = try SpecFolder([:])
        defer { folder.remove() }
        let client = LSPClient()
        _ = try client.initialize(root: folder.url)
        let url = folder.file("wide.yaml")
        let text = Self.wideSpec()
        client.open(url, text: text)
        // Validation first: the flow findings are still to come.
        let first = try client.publication(for: url.absoluteString)
        XCTAssertEqual(first["flowPending"] as? Bool, true)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try XCTUnwrap(lines.firstIndex { $0 == "      t1: S" })
        let start = Date()
        let hover = try client.request("textDocument/hover", LSPClient.position(url, line, 10))
        let answered = Date()
        XCTAssertNotNil(hover["result"] as? [String: Any], "\(hover)")
        XCTAssertFalse(
            client.notifications.contains {
                $0["method"] as? String == "textDocument/publishDiagnostics" && !LSPClient.isPending($0)
            }, "the flow findings came before the hover's answer: the hover did not meet a running analysis")
        let codes = try client.diagnostics(for: url.absoluteString).map { $0["code"] as? String }
        XCTAssertEqual(codes, ["exploration-limit"])
        // The hover is timed against the analysis it must not wait for, not against the clock
        // (DESIGN.md's 100 ms is the benchmark's figure): on a loaded machine both slow down, and
        // a fixed bound failed there. A hover that waited would end just before the findings.
        let hovered = answered.timeIntervalSince(start), analysisLeft = Date().timeIntervalSince(answered)
        XCTAssertLessThan(
            hovered, analysisLeft, "the hover took \(hovered) s and the analysis ended \(analysisLeft) s after it")
        XCTAssertEqual(try client.shutdown(), 0)
    }

    func testANewerVersionCancelsTheOlderAnalysis() throws {
        let folder = try SpecFolder([:])
        defer { folder.remove() }
        let client = LSPClient()
        _ = try client.initialize(root: folder.url)
        let url = folder.file("wide.yaml")
        let text = Self.wideSpec(tabs: 100)
        client.open(url, text: text)
        XCTAssertEqual(try client.publication(for: url.absoluteString)["flowPending"] as? Bool, true)
        // Without the container explored to the limit, version 2 checks clean.
        client.change(url, version: 2, text: Self.wideSpec(tabs: 100, big: false))
        var published: [[String: Any]] = []
        while true {
            let p = try client.publication(for: url.absoluteString)
            published.append(p)
            if p["flowPending"] as? Bool != true { break }
        }
        // The first complete publication is version 2's: version 1's analysis was dropped.
        XCTAssertEqual(published.last?["version"] as? Int, 2)
        XCTAssertEqual((published.last?["diagnostics"] as? [Any])?.count, 0)
        XCTAssertEqual(try client.shutdown(), 0)
    }
}

/// The race the pipes only meet on a slow machine, played in order on the workspace: a flow job
/// of version 1 ends after version 2 arrived but before it was checked.
final class StaleFlowJobTests: XCTestCase {
    func testAJobThatEndsAfterAnUncheckedEditPublishesNothing() throws {
        let folder = try SpecFolder(["lib.yaml": SpecFolder.library])
        defer { folder.remove() }
        let uri = folder.file("lib.yaml").absoluteString
        let workspace = Workspace()
        workspace.open(TextDocumentItem(uri: uri, languageId: "yaml", version: 1, text: SpecFolder.library))
        _ = workspace.recheck()
        let job = try XCTUnwrap(workspace.newJobs.first)
        let edited = SpecFolder.library.replacingOccurrences(of: "show: startGeo,", with: "show: startGoe,")
        XCTAssertNil(
            workspace.change(
                DidChangeParams(
                    textDocument: VersionedTextDocumentIdentifier(uri: uri, version: 2),
                    contentChanges: [TextDocumentContentChangeEvent(range: nil, text: edited)])))
        // Published now, version 1's findings would go out stamped version 2.
        XCTAssertEqual(workspace.finish(job, job.run()).count, 0)
        let next = try XCTUnwrap(workspace.recheck().first)
        XCTAssertEqual(next.version, 2)
        XCTAssertTrue(next.diagnostics.contains { $0.code == "unknown-reference" }, "\(next.diagnostics)")
    }
}
