/// Where a cursor is in a spec's YAML, read from the text alone, so that it works while the
/// document is mid-edit and does not parse: the keys leading to it and what it is typing.
///
/// Block structure comes from indentation (the nearest less-indented `key:` lines above);
/// flow collections (`{ show: x, from: | }`, `[a, |]`) are read on the cursor's line. A flow
/// collection spread over several lines is read only from the line the cursor is on.
struct CursorContext: Equatable {
    enum Role: Equatable {
        /// Typing a key of the mapping at `path`.
        case key
        /// Typing the value of `key` in the mapping at `path`.
        case value(key: String)
        /// Typing an item of the list that is the value of `key` in the mapping at `path`.
        case item(key: String)
    }

    /// Keys from the top of the document to the mapping the cursor is in.
    var path: [String]
    var role: Role
    /// The word under the cursor up to the cursor (what completion filters with).
    var prefix: String
    /// The byte range of the whole word under the cursor (what a completion replaces).
    var word: Swift.Range<Int>
    /// Keys already written in the same mapping (on the cursor's line or block).
    var siblings: Set<String>
    /// Items already written in the list the cursor is typing an item of (flow or block), the
    /// word under the cursor aside: a name listed twice is `duplicate-entry` or worse.
    var listed: Set<String> = []

    /// The context at byte `offset` of `text`; nil inside a comment.
    static func at(_ offset: Int, in text: TextIndex) -> CursorContext? {
        let position = text.position(ofOffset: offset, .utf8)
        let lineStart = text.lineStarts[position.line]
        let line = Array(text.lineBytes(position.line))
        let cursor = min(offset - lineStart, line.count)
        let indent = line.prefix { $0 == 0x20 }.count
        var context = CursorContext(path: [], role: .key, prefix: "", word: offset..<offset, siblings: [])

        // The word around the cursor: name characters, dots and slashes (paths, qualified names).
        func isWord(_ b: UInt8) -> Bool {
            b >= 0x80 || b == 0x5F || b == 0x2E || b == 0x2F || b == 0x2D || b == 0x25 || (b >= 0x30 && b <= 0x39)
                || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A)
        }
        var start = cursor, end = cursor
        while start > 0, isWord(line[start - 1]) { start -= 1 }
        while end < line.count, isWord(line[end]) { end += 1 }
        context.prefix = String(decoding: line[start..<cursor], as: UTF8.self)
        context.word = (lineStart + start)..<(lineStart + end)

        // The cursor's own line, scanned up to the cursor.
        guard var scan = LineScan(Array(line[indent..<max(indent, cursor)])) else { return nil }
        var blockIndent = indent
        if scan.isSequenceItem {
            // `- item` under `key:` — an item of the list that is that key's value.
            blockIndent = indent
        }
        let parents = blockParents(
            above: position.line, indent: blockIndent, in: text, sequenceItem: scan.isSequenceItem)
        context.path = parents.path
        if scan.isSequenceItem, scan.frames.count == 1, scan.frames[0].key == nil {
            context.path = Array(parents.path.dropLast())
            context.role = .item(key: parents.path.last ?? "")
            context.listed = blockItems(besides: position.line, indent: indent, in: text)
            return context
        }
        context.siblings = parents.siblings
        // Keys of the frames enclosing the cursor extend the path.
        let innermost = scan.frames.removeLast()
        for frame in scan.frames {
            if let key = frame.key { context.path.append(key) }
        }
        switch innermost.kind {
        case .sequence:
            context.role = .item(key: context.path.popLast() ?? "")
            context.listed = innermost.items.union(LineScan.flowItems(Array(line[end...])))
        case .mapping:
            if let key = innermost.key, innermost.inValue {
                context.role = .value(key: key)
            } else {
                context.role = .key
                if !scan.frames.isEmpty { context.siblings = innermost.keys }
            }
            if scan.frames.isEmpty { context.siblings.formUnion(innermost.keys) }
        }
        return context
    }

    /// The scalar items `- x` of the block list a line `- ` at `indent` belongs to, but its own.
    private static func blockItems(besides line: Int, indent: Int, in text: TextIndex) -> Set<String> {
        var items: Set<String> = []
        for step in [-1, 1] {
            var l = line + step
            while l >= 0, l < text.lineCount {
                let bytes = Array(text.lineBytes(l))
                l += step
                let lineIndent = bytes.prefix { $0 == 0x20 }.count
                guard lineIndent < bytes.count, bytes[lineIndent] != 0x23 else { continue }  // blank or comment
                if lineIndent > indent { continue }  // inside an item
                guard lineIndent == indent, bytes[lineIndent] == 0x2D else { break }
                let item = LineScan.flowItems(Array(bytes[(lineIndent + 1)...]) + [0x5D])
                items.formUnion(item)
            }
        }
        return items
    }

    /// The keys of the block mappings enclosing a line of indentation `indent`, outermost first,
    /// and the keys beside it in its own mapping.
    private static func blockParents(above line: Int, indent: Int, in text: TextIndex, sequenceItem: Bool) -> (
        path: [String], siblings: Set<String>
    ) {
        var path: [String] = []
        var siblings: Set<String> = []
        var threshold = indent
        var l = line - 1
        var inOwnMapping = true
        while l >= 0, threshold > 0 || sequenceItem && path.isEmpty {
            let bytes = Array(text.lineBytes(l))
            l -= 1
            let lineIndent = bytes.prefix { $0 == 0x20 }.count
            guard lineIndent < bytes.count, bytes[lineIndent] != 0x23 else { continue }  // blank or comment
            let key = LineScan.leadingKey(bytes[lineIndent...])
            if lineIndent == threshold, inOwnMapping, let key { siblings.insert(key) }
            guard lineIndent < threshold || (sequenceItem && path.isEmpty && lineIndent <= threshold) else { continue }
            if bytes[lineIndent] == 0x2D { threshold = lineIndent; continue }  // `- ` of an enclosing list
            guard let key else { continue }
            path.insert(key, at: 0)
            threshold = lineIndent
            inOwnMapping = false
        }
        // Siblings below the cursor's line, in the same block.
        var below = line + 1
        while below < text.lineCount {
            let bytes = Array(text.lineBytes(below))
            below += 1
            let lineIndent = bytes.prefix { $0 == 0x20 }.count
            guard lineIndent < bytes.count, bytes[lineIndent] != 0x23 else { continue }
            if lineIndent < indent { break }
            if lineIndent == indent, let key = LineScan.leadingKey(bytes[lineIndent...]) { siblings.insert(key) }
        }
        return (path, siblings)
    }
}

/// A left-to-right reading of one line's text up to the cursor: its `key:` and the flow
/// collections it opens.
struct LineScan {
    enum Kind { case mapping, sequence }
    struct Frame {
        var kind: Kind
        /// The last key read in a mapping frame (the key this frame's value belongs to, once
        /// `inValue`); for the frames below the innermost, the key of the collection above.
        var key: String?
        var inValue = false
        var keys: Set<String> = []
        /// A sequence frame's items before the cursor.
        var items: Set<String> = []
    }

    /// The block level first, then one frame per open `{` or `[`.
    var frames: [Frame] = [Frame(kind: .mapping)]
    var isSequenceItem = false

    /// Nil when the cursor is in a comment.
    init?(_ bytes: [UInt8]) {
        var i = 0
        if bytes.first == 0x2D, bytes.count == 1 || bytes[1] == 0x20 {
            isSequenceItem = true
            i = 2
        }
        var token: [UInt8] = []
        var quote: UInt8?
        while i < bytes.count {
            let b = bytes[i]
            defer { i += 1 }
            if let q = quote {
                if b == q { quote = nil } else { token.append(b) }
                continue
            }
            switch b {
            case 0x22, 0x27: quote = b
            case 0x23 where i == 0 || bytes[i - 1] == 0x20:
                return nil
            case 0x3A where i + 1 == bytes.count || [0x20, 0x2C, 0x7D, 0x5D].contains(bytes[i + 1]):
                let key = String(decoding: token, as: UTF8.self).trimmedOfSpaces
                frames[frames.count - 1].key = key
                frames[frames.count - 1].inValue = true
                frames[frames.count - 1].keys.insert(key)
                token = []
            case 0x7B, 0x5B:
                frames.append(Frame(kind: b == 0x7B ? .mapping : .sequence))
                token = []
            case 0x7D, 0x5D:
                if frames.count > 1 { frames.removeLast() }
                token = []
            case 0x2C:
                if frames[frames.count - 1].kind == .mapping {
                    frames[frames.count - 1].inValue = false
                } else if let item = Self.scalar(token) {
                    frames[frames.count - 1].items.insert(item)
                }
                token = []
            default:
                token.append(b)
            }
        }
        if quote != nil { return }
    }

    /// The plain items of a flow list from just after the cursor's word to the `]` that closes
    /// it: `, b, c]` gives b and c. Items that are collections or `key: value` pairs are skipped.
    static func flowItems(_ bytes: [UInt8]) -> Set<String> {
        var items: Set<String> = []
        var token: [UInt8] = []
        var depth = 0
        var quote: UInt8?
        for b in bytes {
            if let q = quote {
                if b == q { quote = nil } else { token.append(b) }
                continue
            }
            if b == 0x22 || b == 0x27 {
                quote = b
            } else if b == 0x7B || b == 0x5B {
                depth += 1
                token.append(b)
            } else if depth > 0 {
                if b == 0x7D || b == 0x5D { depth -= 1 }
                token.append(b)
            } else if b == 0x2C || b == 0x5D || b == 0x7D {
                if let item = scalar(token) { items.insert(item) }
                token = []
                if b != 0x2C { return items }
            } else if b == 0x23, token.isEmpty || token.last == 0x20 {
                return items
            } else {
                token.append(b)
            }
        }
        return items
    }

    /// A plain item's text, trimmed; nil for an empty one or one holding a collection or a key.
    private static func scalar(_ token: [UInt8]) -> String? {
        let text = String(decoding: token, as: UTF8.self).trimmedOfSpaces
        guard !text.isEmpty, !text.contains(where: { "{[:".contains($0) }) else { return nil }
        return text
    }

    /// `key` of a line `key: …` or `- key: …` (nil when the line is not a mapping entry).
    static func leadingKey(_ bytes: ArraySlice<UInt8>) -> String? {
        var rest = bytes
        if rest.first == 0x2D { rest = rest.dropFirst().drop { $0 == 0x20 } }
        var quote: UInt8?
        var key: [UInt8] = []
        for (i, b) in zip(rest.indices, rest) {
            if let q = quote {
                if b == q { quote = nil } else { key.append(b) }
                continue
            }
            if b == 0x22 || b == 0x27, key.isEmpty { quote = b; continue }
            if b == 0x3A, i + 1 == rest.endIndex || rest[i + 1] == 0x20 {
                return String(decoding: key, as: UTF8.self).trimmedOfSpaces
            }
            if b == 0x7B || b == 0x5B || b == 0x23 { return nil }
            key.append(b)
        }
        return nil
    }
}

extension String {
    var trimmedOfSpaces: String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
