import Foundation
import Testing
@testable import KinshipSyntax

/// Large files are parsed with libyaml on a thread of its own (`EventSource`), and files on disk
/// are read by libyaml a piece at a time (`YAMLFileReader`) rather than whole; these tests force
/// every combination on the same inputs and require the same tree and the same diagnostics,
/// source lines and carets included.
@Suite struct EventPipelineTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every YAML file among the fixtures and the example specs: valid specs, syntax errors,
    /// bad UTF-8, NUL bytes, billion laughs, deep nesting. Regular files only: the hostile corpus
    /// holds a symlink to /dev/zero, which no reader reads.
    static func fixtureFiles() -> [URL] {
        let roots = [
            fixtures, fixtures.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("specs"),
        ]
        return roots.flatMap { root in
            (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
                .filter { url in
                    guard url.pathExtension == "yaml", case .success = SourceFile.regularFileSize(atPath: url.path)
                    else { return false }
                    return true
                }
        }.sorted { $0.path < $1.path }
    }

    @Test("every fixture parses the same on the parser thread as inline")
    func fixturesAgree() throws {
        let files = Self.fixtureFiles()
        #expect(files.count > 40)
        for url in files {
            let bytes = try [UInt8](Data(contentsOf: url))
            #expect(Both(bytes).agree, "\(url.path)")
        }
    }

    @Test("many batches, with a syntax error after the last event")
    func syntaxErrorAfterManyBatches() {
        var text = "screens:\n"
        for i in 0..<5_000 { text += "  S\(i): { class: C\(i), title: \"t \(i)\" }\n" }
        text += "  bad: [unclosed\n"
        let both = Both(Array(text.utf8))
        #expect(both.agree)
        #expect(both.inline.ids == ["yaml-syntax"])
        #expect(both.inline.root == nil)
    }

    @Test("a limit hit mid-file stops the parser thread; the same error either way")
    func limitStopsProducer() {
        var text = "items:\n"
        for i in 0..<20_000 { text += "  - [\(i), \(i + 1), \(i + 2)]\n" }
        var limits = YAMLLimits()
        limits.maxNodes = 10_000
        let both = Both(Array(text.utf8), limits: limits)
        #expect(both.agree)
        #expect(both.inline.ids == ["limit-exceeded"])
    }

    @Test("tags, anchors, aliases, empty scalars and every scalar style survive the hand-over")
    func eventFieldsAgree() {
        var text = "%TAG !k! tag:kinship.dev,2026:\n---\nbase: &base { a: 1, b: [x, y] }\nitems:\n"
        for i in 0..<3_000 {
            text += "  - { plain: p\(i), single: 's \(i)', double: \"d\\t\(i)\", empty: , tilde: ~,"
            text += " tagged: !!str \(i), custom: !k!thing \(i), ref: *base, seq: &s\(i) !custom [1], again: *s\(i) }\n"
            text += "  - |\n    literal \(i)\n  - >\n    folded\n    \(i)\n"
        }
        let both = Both(Array(text.utf8))
        #expect(both.inline.ids.isEmpty)
        #expect(both.agree)
        let first = both.threaded.root?["items"]?.sequence?.first
        #expect(first?["custom"]?.tag == "tag:kinship.dev,2026:thing")
        #expect(first?["seq"]?.tag == "!custom")
        #expect(first?["double"]?.scalar == Scalar("d\t0", style: .doubleQuoted))
    }

    @Test("duplicate keys in a large mapping are found by bytes, either way")
    func duplicateKeysInLargeMapping() {
        var text = "screens:\n"
        for i in 0..<2_000 { text += "  S\(i): C\(i)\n" }
        // Precomposed and decomposed é are equal Strings but different code points: two keys.
        text += "  S17: again\n  \"\u{E9}\": one\n  \"e\u{301}\": two\n"
        let both = Both(Array(text.utf8))
        #expect(both.agree)
        #expect(both.inline.ids == ["duplicate-key"])
        #expect(both.inline.rendered.contains("duplicate key 'S17'"))
    }

    @Test("streamed sections reach onEntry in the same order either way")
    func streamingAgrees() {
        var text = "kinship: 1\nscreens:\n"
        for i in 0..<3_000 { text += "  S\(i): C\(i)\n" }
        let bytes = Array(text.utf8)
        func keys(threaded: Bool) -> [String] {
            var seen: [String] = []
            var bag = DiagnosticBag()
            _ = YAMLParser.parse(
                bytes, file: FileID(rawValue: 0), diagnostics: &bag, streaming: ["screens"],
                threaded: threaded
            ) { _, pair in seen.append(pair.key.text) }
            return seen
        }
        let inline = keys(threaded: false)
        #expect(inline.count == 3_000)
        #expect(keys(threaded: true) == inline)
    }
}

/// One input parsed both ways, from memory and from a file.
private struct Both {
    struct Result {
        let root: Node?
        let ids: [String]
        let rendered: String
    }
    let inline: Result
    let threaded: Result
    /// Read from a file by libyaml, inline and on the parser thread.
    let fromFile: [Result]

    init(_ bytes: [UInt8], limits: YAMLLimits = YAMLLimits()) {
        func result(_ source: SourceFile, _ parse: (FileID, inout DiagnosticBag) -> Node?) -> Result {
            let files = SourceFiles()
            let id = files.add(source)
            var bag = DiagnosticBag()
            let root = parse(id, &bag)
            return Result(
                root: root, ids: bag.diagnostics.map(\.id.rawValue),
                rendered: TextDiagnosticRenderer(files: files).render(bag.diagnostics))
        }
        func parse(_ threaded: Bool) -> Result {
            result(SourceFile(path: "in.yaml", bytes: bytes)) { id, bag in
                YAMLParser.parse(
                    bytes, file: id, limits: limits, diagnostics: &bag, streaming: [], threaded: threaded, onEntry: nil)
            }
        }
        inline = parse(false)
        threaded = parse(true)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kinship-reader-\(UUID().uuidString).yaml"
        ).path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)), "could not write \(path)")
        defer { try? FileManager.default.removeItem(atPath: path) }
        fromFile = [false, true].compactMap { threaded in
            guard let reader = YAMLFileReader(path: path) else { return nil }
            return result(SourceFile(path: "in.yaml", readingLaterFrom: path)) { id, bag in
                YAMLParser.parse(
                    reader, file: id, limits: limits, diagnostics: &bag, streaming: [], threaded: threaded, onEntry: nil
                )
            }
        }
    }

    var agree: Bool {
        fromFile.count == 2
            && ([threaded] + fromFile).allSatisfy { other in
                inline.rendered == other.rendered && inline.root.map(dump) == other.root.map(dump)
            }
    }
}

/// Every node's kind, text and range, depth first.
private func dump(_ node: Node) -> String {
    let at = "\(node.range.start.line):\(node.range.start.column)-\(node.range.end.line):\(node.range.end.column)"
    if let s = node.scalar { return "\(at)=\(s.text)[\(s.style)]" }
    if let items = node.sequence { return "\(at)[" + items.map(dump).joined(separator: ",") + "]" }
    let pairs = node.pairs.map { "\($0.key.text)@\($0.key.range.start.line):" + dump($0.value) }
    return "\(at){" + pairs.joined(separator: ",") + "}"
}
