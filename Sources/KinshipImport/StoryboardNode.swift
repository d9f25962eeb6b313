import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One XML element of a storyboard with its attributes, children and 1-based position.
///
/// Built with FoundationXML's `XMLParser` rather than `XMLDocument` because the parser reports
/// line numbers, so importer warnings can point at the element like any other diagnostic.
struct StoryboardNode {
    var name: String
    var attributes: [String: String]
    var children: [StoryboardNode] = []
    var line: Int
    var column: Int

    subscript(attribute: String) -> String? { attributes[attribute] }

    func children(named name: String) -> [StoryboardNode] { children.filter { $0.name == name } }
    func child(named name: String) -> StoryboardNode? { children.first { $0.name == name } }
    func child(named name: String, key: String) -> StoryboardNode? {
        children.first { $0.name == name && $0["key"] == key }
    }

    /// Parses a whole document; nil with a message when the bytes are not well-formed XML.
    static func parse(_ bytes: [UInt8]) -> (StoryboardNode?, String?) {
        // Storyboards are UTF-8. FoundationXML's parser crashes (an illegal instruction in
        // _NSXMLParserComment) on a comment holding a byte that is not, so such bytes are
        // refused here, with their line, before the parser sees them (found by scripts/fuzz).
        if let offset = invalidUTF8(bytes) {
            let line = 1 + bytes[..<offset].lazy.filter { $0 == UInt8(ascii: "\n") }.count
            return (
                nil,
                "line \(line): byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) is not UTF-8, the encoding of storyboards"
            )
        }
        let builder = TreeBuilder(lines: bytes)
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "not an XML document"
            return (nil, "line \(parser.lineNumber): \(reason)")
        }
        return (root, nil)
    }
}

/// The offset of the first byte that does not decode as UTF-8, if any.
private func invalidUTF8(_ bytes: [UInt8]) -> Int? {
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): offset += UTF8.width(scalar)
        case .emptyInput: return nil
        case .error: return offset
        }
    }
}

/// Collects elements as the parser reports them.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    var stack: [StoryboardNode] = []
    var root: StoryboardNode?
    let lines: [Substring]

    init(lines bytes: [UInt8]) {
        lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        let line = parser.lineNumber
        stack.append(
            StoryboardNode(
                name: elementName, attributes: attributes, line: line,
                column: column(of: elementName, line: line, before: parser.columnNumber)))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard let node = stack.popLast() else { return }
        if stack.isEmpty {
            root = node
        } else {
            stack[stack.count - 1].children.append(node)
        }
    }

    /// The scalars of the line last asked about: elements arrive line by line, and converting
    /// the line again for each element made a storyboard written on one line quadratic.
    private var cachedLine = 0
    private var cachedScalars: [Unicode.Scalar] = []

    /// libxml2 reports the position after the start tag; the element starts at the last
    /// `<name` before it on that line (start tags of storyboards fit on one line), found by
    /// searching back from there.
    private func column(of name: String, line: Int, before limit: Int) -> Int {
        guard line >= 1, line <= lines.count else { return 1 }
        if line != cachedLine {
            cachedLine = line
            cachedScalars = Array(lines[line - 1].unicodeScalars)
        }
        let needle = Array(("<" + name).unicodeScalars)
        var i = min(max(limit, 1) - 1, cachedScalars.count - needle.count)
        while i >= 0 {
            if cachedScalars[i] == "<", cachedScalars[i..<(i + needle.count)].elementsEqual(needle) { return i + 1 }
            i -= 1
        }
        return 1
    }
}
