import Foundation
import XCTest

/// The server as an editor starts it: `kinship lsp`, a process on pipes.
final class LifecycleTests: XCTestCase {
    func testProcessDiagnosesFixesAndExits() throws {
        let executable = try XCTUnwrap(LSPClient.executable, "the kinship executable is built beside the tests")
        let folder = try SpecFolder(["lib.yaml": SpecFolder.library])
        defer { folder.remove() }
        let client = try LSPClient(process: executable)
        let initialized = try client.initialize()
        let capabilities = try XCTUnwrap(initialized.result?["capabilities"] as? [String: Any])
        XCTAssertEqual(capabilities["positionEncoding"] as? String, "utf-16")
        XCTAssertEqual((capabilities["textDocumentSync"] as? [String: Any])?["change"] as? Int, 2)

        let uri = folder.file("lib.yaml")
        let typo = SpecFolder.library.replacingOccurrences(of: "show: startGeo", with: "show: startGoe")
        client.open(uri, text: typo)
        let found = try client.diagnostics(for: uri.absoluteString)
        XCTAssertEqual(found.count, 1)
        let d = try XCTUnwrap(found.first)
        XCTAssertEqual(d["code"] as? String, "unknown-reference")
        XCTAssertEqual(d["severity"] as? Int, 1)
        XCTAssertEqual(d["source"] as? String, "kinship")
        XCTAssertEqual(start(d["range"]), [14, 24])
        let related = try XCTUnwrap(d["relatedInformation"] as? [[String: Any]])
        XCTAssertEqual(related.first?["message"] as? String, "did you mean 'startGeo'?")

        client.change(uri, version: 2, text: SpecFolder.library)
        XCTAssertEqual(try client.diagnostics(for: uri.absoluteString, version: 2).count, 0)

        XCTAssertEqual(try client.shutdown(), 0)
    }

    func testExitWithoutShutdownIsStatusOne() throws {
        let client = LSPClient()
        _ = try client.initialize()
        client.notify("exit", [:])
        XCTAssertEqual(client.waitForExit(), 1)
    }

    func testEndOfInputEndsTheServer() throws {
        let client = LSPClient()
        _ = try client.initialize()
        client.closeInput()
        XCTAssertEqual(client.waitForExit(), 1)
    }

    func testFlowFindingsAndWarningsArePublished() throws {
        let folder = try SpecFolder([:])
        defer { folder.remove() }
        let spec = """
            kinship: 1
            screens: { List: ListVC, Detail: DetailVC, Spare: SpareVC }
            containers:
              Stack:
                children: { list: List, detail: Detail, spare: Spare }
                slots:
                  content: { kind: stack, accepts: [list, detail], initial: [list] }
                transitions:
                  back: { content: pop }

            """
        let client = LSPClient()
        _ = try client.initialize()
        client.open(folder.file("s.yaml"), text: spec)
        let found = try client.diagnostics(for: folder.file("s.yaml").absoluteString)
        let codes = found.compactMap { $0["code"] as? String }
        XCTAssertTrue(codes.contains("unused-child"), "\(codes)")
        XCTAssertTrue(codes.contains("stack-underflow"), "\(codes)")
        XCTAssertEqual(found.first { $0["code"] as? String == "unused-child" }?["severity"] as? Int, 2)
        XCTAssertEqual(try client.shutdown(), 0)
    }
}

/// Editors start the server for every YAML file: only specs get findings.
final class OtherYAMLTests: XCTestCase {
    func testNonSpecYAMLIsLeftAlone() throws {
        let folder = try SpecFolder([:])
        defer { folder.remove() }
        let client = LSPClient()
        _ = try client.initialize()
        let workflow = folder.file("ci.yml")
        client.open(workflow, text: "name: CI\non: [push]\njobs: {}\n")
        let spec = folder.file("s.yaml")
        client.open(spec, text: "kinship: 1\nscreens: { Map: }\n")
        XCTAssertEqual(
            try client.diagnostics(for: spec.absoluteString).map { $0["code"] as? String }, ["type-mismatch"])
        XCTAssertFalse(
            client.notifications.contains {
                ($0["params"] as? [String: Any])?["uri"] as? String == workflow.absoluteString
            })
        // Once it says `kinship:`, it is a spec.
        client.change(workflow, version: 2, text: "kinship: 1\nroot: Nothing\n")
        XCTAssertEqual(
            try client.diagnostics(for: workflow.absoluteString, version: 2).map { $0["code"] as? String },
            ["unknown-reference"])
        XCTAssertEqual(try client.shutdown(), 0)
    }
}
