import Foundation
import KinshipSyntax

/// How LSP columns are counted, agreed at initialize (`general.positionEncodings`).
public enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// Code units of one scalar.
    func units(_ scalar: Unicode.Scalar) -> Int {
        switch self {
        case .utf8: scalar.utf8.count
        case .utf16: scalar.utf16.count
        case .utf32: 1
        }
    }
}

/// A position the client sent that lies outside the document.
struct PositionOutOfRange: Error, CustomStringConvertible {
    var position: Position
    var lineCount: Int
    var description: String {
        "position \(position.line):\(position.character) is outside the document (\(lineCount) lines)"
    }
}

/// One version of a file's text with its line starts: converts between LSP positions, byte
/// offsets and Kinship's 1-based line / Unicode-scalar column positions.
final class TextIndex {
    let bytes: [UInt8]
    /// Byte offset where each line starts; line breaks are LF (a CR before it belongs to the line).
    let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        // memchr: the table is rebuilt for every version of a document, however large.
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count,
                let hit = memchr(base + offset, 0x0A, buffer.count - offset)
            {
                offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(offset)
            }
        }
        lineStarts = starts
    }

    var lineCount: Int { lineStarts.count }

    /// The bytes of a zero-based line, without its line break.
    func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        guard line >= 0, line < lineStarts.count else { return [] }
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return bytes[start..<end]
    }

    func lineText(_ line: Int) -> String { String(decoding: lineBytes(line), as: UTF8.self) }

    /// The byte offset of an LSP position. A line past the end is an error; a column past the
    /// end of its line means the end of the line, as the LSP specification says.
    func offset(of position: Position, _ encoding: PositionEncoding) throws -> Int {
        guard position.line >= 0, position.line < lineStarts.count, position.character >= 0 else {
            throw PositionOutOfRange(position: position, lineCount: lineStarts.count)
        }
        let line = lineBytes(position.line)
        var units = 0
        var offset = line.startIndex
        var decoder = UTF8()
        var iterator = line.makeIterator()
        while units < position.character {
            guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { break }
            units += encoding.units(scalar)
            offset += scalar.utf8.count
        }
        return min(offset, line.endIndex)
    }

    /// The LSP position of a byte offset (clamped to the text).
    func position(ofOffset offset: Int, _ encoding: PositionEncoding) -> Position {
        let offset = max(0, min(offset, bytes.count))
        var line = lineStarts.partitionPoint { $0 <= offset } - 1
        line = max(0, line)
        let start = lineStarts[line]
        let prefix = String(decoding: bytes[start..<offset], as: UTF8.self)
        return Position(line: line, character: prefix.unicodeScalars.reduce(0) { $0 + encoding.units($1) })
    }

    /// The LSP position of a Kinship position (1-based line, column in Unicode scalars).
    func position(of source: SourcePosition, _ encoding: PositionEncoding) -> Position {
        let line = max(0, source.line - 1)
        guard line < lineStarts.count else { return position(ofOffset: bytes.count, encoding) }
        if encoding == .utf32 { return Position(line: line, character: max(0, source.column - 1)) }
        var units = 0
        var remaining = source.column - 1
        for scalar in String(decoding: lineBytes(line), as: UTF8.self).unicodeScalars {
            guard remaining > 0 else { break }
            units += encoding.units(scalar)
            remaining -= 1
        }
        return Position(line: line, character: units + max(0, remaining))
    }

    func range(of source: SourceRange, _ encoding: PositionEncoding) -> Range {
        Range(start: position(of: source.start, encoding), end: position(of: source.end, encoding))
    }

    /// The Kinship position (1-based, scalar column) of a byte offset.
    func sourcePosition(ofOffset offset: Int) -> SourcePosition {
        let offset = max(0, min(offset, bytes.count))
        let line = max(0, lineStarts.partitionPoint { $0 <= offset } - 1)
        let column = String(decoding: bytes[lineStarts[line]..<offset], as: UTF8.self).unicodeScalars.count + 1
        return SourcePosition(line: line + 1, column: column)
    }

    /// The byte offset of a Kinship position.
    func offset(of source: SourcePosition) -> Int {
        let line = source.line - 1
        guard line >= 0, line < lineStarts.count else { return bytes.count }
        let bytesOfLine = lineBytes(line)
        var offset = bytesOfLine.startIndex
        var remaining = source.column - 1
        for scalar in String(decoding: bytesOfLine, as: UTF8.self).unicodeScalars {
            guard remaining > 0 else { break }
            offset += scalar.utf8.count
            remaining -= 1
        }
        return offset
    }
}

extension Array {
    /// The first index whose element fails `belongs` (elements that satisfy it come first).
    func partitionPoint(_ belongs: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if belongs(self[mid]) { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
