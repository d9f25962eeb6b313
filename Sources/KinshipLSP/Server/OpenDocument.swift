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

    /// Applies edits in order, each against the text the previous one left. A range that lies
    /// outside the text is clamped to it (the notification cannot be answered with an error).
    func apply(_ changes: [TextDocumentContentChangeEvent], encoding: PositionEncoding) {
        for change in changes {
            guard let range = change.range else {
                text = TextIndex(Array(change.text.utf8))
                needsFullParse = true
                continue
            }
            let start = clampedOffset(range.start, encoding)
            let end = max(start, clampedOffset(range.end, encoding))
            let removedBreaks = text.bytes[start..<end].count { $0 == 0x0A }
            let addedBreaks = change.text.utf8.count { $0 == 0x0A }
            var bytes = text.bytes
            bytes.replaceSubrange(start..<end, with: change.text.utf8)
            text = TextIndex(bytes)
            // Lines kept in place: the loader may re-read just the entry the edit is in.
            if removedBreaks == addedBreaks {
                let line = text.position(ofOffset: start, .utf8).line
                let touched = line...(line + addedBreaks)
                editedLines =
                    editedLines.map { min($0.lowerBound, touched.lowerBound)...max($0.upperBound, touched.upperBound) }
                    ?? touched
            } else {
                needsFullParse = true
            }
        }
        needsSync = true
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

    private func clampedOffset(_ position: Position, _ encoding: PositionEncoding) -> Int {
        if position.line >= text.lineCount { return text.bytes.count }
        return
            (try? text.offset(
                of: Position(line: max(0, position.line), character: max(0, position.character)), encoding)) ?? 0
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
