/// Recognises the most common YAML mistake, a line indented out of step with its neighbours,
/// behind libyaml's words for it, and says which line is out of step and what would fix it.
///
/// libyaml reports an under-indented key (between the key column of the mapping it follows and
/// that of the enclosing mapping) as "did not find expected key while parsing a block mapping",
/// and an over-indented key after a `key: value` line as "mapping values are not allowed in
/// this context" (the deeper line reads as more of the value, then meets a `:`). Both are
/// decided from the file's lines alone: the indentation of the line libyaml stopped at against
/// the key columns open above it.
struct IndentationSlip {
    /// The line out of step (1-based) and its indentation in spaces.
    var line: Int
    var indent: Int
    var message: String
    /// Places to indent to, each with the line whose key shows that column.
    var notes: [(message: String, line: Int, column: Int)]

    /// One content line: its indentation and its key (the text before `: `), if it has one.
    private struct Line {
        var number: Int
        var indent: Int
        var key: String?
        /// A value after the key's colon on the same line (not a comment, not a block indicator).
        var hasInlineValue: Bool
        /// That value is a plain scalar, which a deeper line would continue.
        var plainValue = false
        /// A sequence entry (`- a`), shown as it starts.
        var item: String?

        /// How a message names the line: its key, or its list entry.
        var label: String? { key ?? item }
        /// What the line's column holds: a mapping's keys or a list's entries.
        var holds: String { key != nil ? "the mapping that holds" : "the list that holds" }
    }

    /// `problem` and `context` are libyaml's; `markLine` the 1-based line it stopped at.
    static func recognise(problem: String, context: String?, markLine: Int, _ bytes: UnsafeBufferPointer<UInt8>)
        -> IndentationSlip?
    {
        let lines = contentLines(bytes, through: markLine)
        guard let slip = lines.last, slip.number == markLine else { return nil }
        let above = lines.dropLast()
        if problem == "did not find expected key", context == "while parsing a block mapping" {
            return underIndented(slip, above: above)
        }
        if problem == "mapping values are not allowed in this context", context == nil {
            return overIndented(slip, above: above)
        }
        return nil
    }

    /// A key between two open key columns: say both, nearest first.
    private static func underIndented(_ slip: Line, above: ArraySlice<Line>) -> IndentationSlip? {
        // The key columns open at this point: each earlier line less indented than every line
        // after it, walking up.
        var deeper: Line?
        var shallower: Line?
        var bound = Int.max
        for line in above.reversed() where line.indent < bound && line.label != nil {
            bound = line.indent
            if line.indent > slip.indent {
                deeper = line
            } else if line.indent < slip.indent {
                shallower = line
                break
            } else {
                return nil  // in step with an open column: not an indentation slip
            }
        }
        // Deeper than every open column, under a `key: { … }` line: over-indented, not under.
        guard let deeper else { return overIndented(slip, above: above) }
        guard let shallower, let inner = deeper.label, let outer = shallower.label else { return nil }
        let message =
            "line \(slip.number) is out of step: indented \(spaces(slip.indent)), between the entries it follows "
            + "(\(spaces(deeper.indent)), like '\(inner)' on line \(deeper.number)) and those of the enclosing mapping "
            + "(\(spaces(shallower.indent)), like '\(outer)' on line \(shallower.number))"
        return IndentationSlip(
            line: slip.number, indent: slip.indent, message: message,
            notes: [
                (
                    "indent it \(spaces(deeper.indent)) to continue \(deeper.holds) '\(inner)'", deeper.number,
                    deeper.indent + 1
                ),
                (
                    "or \(spaces(shallower.indent)) to make it an entry beside '\(outer)'", shallower.number,
                    shallower.indent + 1
                ),
            ])
    }

    /// A key indented deeper than the `key: value` line above it.
    private static func overIndented(_ slip: Line, above: ArraySlice<Line>) -> IndentationSlip? {
        guard slip.key != nil, let previous = above.last, previous.indent < slip.indent,
            let key = previous.key, previous.hasInlineValue
        else { return nil }
        let message =
            "line \(slip.number) is out of step: indented \(spaces(slip.indent)), deeper than '\(key)' on line "
            + "\(previous.number) (\(spaces(previous.indent))), whose value is already given on that line"
            + (previous.plainValue ? ", so YAML reads the line as more of that value" : "")
        return IndentationSlip(
            line: slip.number, indent: slip.indent, message: message,
            notes: [
                (
                    "indent it \(spaces(previous.indent)) to make it an entry beside '\(key)'", previous.number,
                    previous.indent + 1
                )
            ])
    }

    private static func spaces(_ n: Int) -> String { n == 1 ? "1 space" : "\(n) spaces" }

    /// The lines up to `last` that hold something other than a comment, with their keys.
    private static func contentLines(_ bytes: UnsafeBufferPointer<UInt8>, through last: Int) -> [Line] {
        var lines: [Line] = []
        var number = 1
        var start = 0
        while start <= bytes.count, number <= last {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            if let line = parse(bytes, start, end, number) { lines.append(line) }
            number += 1
            start = end + 1
        }
        return lines
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ number: Int) -> Line? {
        var i = start
        while i < end, bytes[i] == UInt8(ascii: " ") { i += 1 }
        guard i < end, bytes[i] != UInt8(ascii: "#"), bytes[i] != UInt8(ascii: "\r") else { return nil }
        let indent = i - start
        // A plain key: the text up to the first `: ` (or `:` at the end of the line).
        var key: String?
        var hasValue = false
        var plain = false
        var j = i
        let first = bytes[i]
        if first != UInt8(ascii: "-"), first != UInt8(ascii: "{"), first != UInt8(ascii: "["),
            first != UInt8(ascii: "\t")
        {
            while j < end {
                if bytes[j] == UInt8(ascii: ":"),
                    j + 1 == end || bytes[j + 1] == UInt8(ascii: " ") || bytes[j + 1] == UInt8(ascii: "\r")
                {
                    key = String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<j]), as: UTF8.self)
                    var k = j + 1
                    while k < end, bytes[k] == UInt8(ascii: " ") { k += 1 }
                    if k < end, bytes[k] != UInt8(ascii: "#"), bytes[k] != UInt8(ascii: "\r"),
                        bytes[k] != UInt8(ascii: "|"), bytes[k] != UInt8(ascii: ">"), bytes[k] != UInt8(ascii: "&")
                    {
                        hasValue = true
                        plain = ![UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "'")].contains(
                            bytes[k])
                    }
                    break
                }
                j += 1
            }
        }
        var item: String?
        if first == UInt8(ascii: "-"), i + 1 == end || bytes[i + 1] == UInt8(ascii: " ") {
            // `- a`: shown as written, up to 24 bytes of it (whole scalars).
            var stop = end
            while stop > i, bytes[stop - 1] == UInt8(ascii: " ") || bytes[stop - 1] == UInt8(ascii: "\r") { stop -= 1 }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<stop]), as: UTF8.self)
            item = text.count > 24 ? String(text.prefix(23)) + "…" : text
        }
        return Line(number: number, indent: indent, key: key, hasInlineValue: hasValue, plainValue: plain, item: item)
    }
}
