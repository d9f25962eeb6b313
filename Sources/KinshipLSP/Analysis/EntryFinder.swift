import KinshipSpec

/// Finds the screen or container entry an edit stayed inside, from the text: a block entry
/// (`  Name:` two spaces in) under a block `screens:` or `containers:` at the left margin.
enum EntryFinder {
    /// The entry holding every line of `touched` (0-based), with the line that ends it; nil
    /// when the lines are not all inside one such entry.
    static func entry(in text: TextIndex, touching touched: ClosedRange<Int>) -> SpecLoader.EntryEdit? {
        guard touched.upperBound < text.lineCount else { return nil }
        // Up to the entry's key line: the nearest line above (or at) the edit two spaces in.
        var first = touched.lowerBound
        while true {
            let (indent, content) = shape(text, first)
            if content, indent == 2 {
                guard LineScan.leadingKey(text.lineBytes(first).dropFirst(2)) != nil else { return nil }
                break
            }
            if content, indent < 2 { return nil }
            guard first > 0 else { return nil }
            first -= 1
        }
        // The section: the nearest line above at the left margin, `screens:` or `containers:` alone.
        var header = first - 1
        while header >= 0 {
            let (indent, content) = shape(text, header)
            if content, indent == 0 { break }
            header -= 1
        }
        guard header >= 0 else { return nil }
        let headerLine = Array(text.lineBytes(header))
        guard let section = LineScan.leadingKey(headerLine[...]), section == "screens" || section == "containers",
            headerLine.dropFirst(section.utf8.count + 1).allSatisfy({ $0 == 0x20 })
        else { return nil }
        // Down to the line that ends it: the next one with content two spaces in or less.
        var boundary = touched.upperBound + 1
        while boundary < text.lineCount {
            let (indent, content) = shape(text, boundary)
            if content, indent <= 2 { break }
            boundary += 1
        }
        // A key line inside the edit that starts another entry means the edit spans two.
        for line in (first + 1)...max(first + 1, touched.upperBound) where line <= touched.upperBound {
            let (indent, content) = shape(text, line)
            if content, indent <= 2 { return nil }
        }
        let start = text.lineStarts[first]
        let end = boundary + 1 < text.lineCount ? text.lineStarts[boundary + 1] : text.bytes.count
        return SpecLoader.EntryEdit(section: section, lines: (first + 1)...boundary, bytes: start..<end)
    }

    /// A line's indentation, and whether it has content (not blank, not only a comment).
    private static func shape(_ text: TextIndex, _ line: Int) -> (indent: Int, content: Bool) {
        let bytes = text.lineBytes(line)
        let indent = bytes.prefix { $0 == 0x20 }.count
        let rest = bytes.dropFirst(indent)
        guard let first = rest.first else { return (indent, false) }
        // A tab at the margin is a YAML error the whole file's parse must report.
        if first == 0x09 { return (0, true) }
        return (indent, first != 0x23)
    }
}
