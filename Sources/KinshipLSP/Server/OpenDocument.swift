import Foundation

/// A document the editor has open: its text is the editor's, not the file on disk.
final class OpenDocument {
    let uri: String
    /// The file path the URI names; the loader knows the document by it.
    let path: String
    var version: Int?
    private(set) var text: TextIndex

    init(uri: String, path: String, version: Int?, text: String) {
        self.uri = uri
        self.path = path
        self.version = version
        self.text = TextIndex(Array(text.utf8))
    }

    /// Applies edits in order, each against the text the previous one left. An edit whose range
    /// is reversed or has a position outside the text (a negative number, a line past the last)
    /// is refused with the whole notification, which cannot be answered: the text stays as it
    /// was, and later ranged edits, written against the client's text, are refused too until a
    /// whole-text change brings the two back together. Returns why, when refused. A column past
    /// the end of its line means the end of the line, as the LSP specification says.
    func apply(_ changes: [TextDocumentContentChangeEvent], encoding: PositionEncoding) -> String? {
        // Checked against the text each edit meets, before any is kept.
        var staged = text
        var stagedLines = editedLines
        var fullParse = needsFullParse
        for (index, change) in changes.enumerated() {
            guard let range = change.range else {
                staged = TextIndex(Array(change.text.utf8))
                fullParse = true
                outOfSync = false
                continue
            }
            if outOfSync {
                return
                    "an earlier edit was refused, so ranged edits cannot be placed; send the whole text or reopen the document"
            }
            let place = "edit \(index + 1) of \(changes.count), range \(Self.describe(range))"
            if (range.end.line, range.end.character) < (range.start.line, range.start.character) {
                outOfSync = true
                return "\(place): its end comes before its start"
            }
            guard let start = try? staged.offset(of: range.start, encoding),
                let end = try? staged.offset(of: range.end, encoding)
            else {
                outOfSync = true
                return "\(place): outside the document (\(staged.lineCount) lines)"
            }
            let removedBreaks = staged.bytes[start..<end].count { $0 == 0x0A }
            let addedBreaks = change.text.utf8.count { $0 == 0x0A }
            var bytes = staged.bytes
            bytes.replaceSubrange(start..<end, with: change.text.utf8)
            staged = TextIndex(bytes)
            // Lines kept in place: the loader may re-read just the entry the edit is in.
            if removedBreaks == addedBreaks {
                let line = staged.position(ofOffset: start, .utf8).line
                let touched = line...(line + addedBreaks)
                stagedLines =
                    stagedLines.map { min($0.lowerBound, touched.lowerBound)...max($0.upperBound, touched.upperBound) }
                    ?? touched
            } else {
                fullParse = true
            }
        }
        text = staged
        editedLines = stagedLines
        needsFullParse = fullParse
        needsSync = true
        return nil
    }

    /// An edit was refused: the client's text and this one differ.
    private(set) var outOfSync = false

    private static func describe(_ range: Range) -> String {
        "\(range.start.line):\(range.start.character)-\(range.end.line):\(range.end.character)"
    }

    /// Lines (0-based) edited since the loader last took the text, while no edit added or
    /// removed a line.
    private(set) var editedLines: ClosedRange<Int>?
    /// An edit added or removed lines, or the text is new: the loader must read it whole.
    private(set) var needsFullParse = true
    /// The loader has not taken the latest text yet.
    var needsSync = true

    /// The loader has the text: edits are counted afresh.
    func synced() {
        editedLines = nil
        needsFullParse = false
        needsSync = false
    }

}

/// `file:` URIs and paths, both ways.
enum DocumentURI {
    static func path(_ uri: String) -> String {
        if let url = URL(string: uri), url.isFileURL { return url.path }
        // Untitled buffers and other schemes: a path no file has, so imports resolve nowhere.
        return "/kinship-lsp-untitled/" + uri.map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : "_" }
    }

    static func uri(_ path: String) -> String { URL(fileURLWithPath: path).absoluteString }
}
