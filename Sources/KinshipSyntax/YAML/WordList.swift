import Foundation

/// A fixed list of words (a mapping's allowed keys, a closed set of values) that scalars are
/// matched against by their bytes.
///
/// Decoding a large spec matches every key and most values against such a list; comparing
/// String against stored bytes went through the String's storage (and a retain of it) once per
/// candidate. Here every word's bytes sit in one buffer, made once; a class, so handing a list
/// to a reader is one retain, not one per array.
public final class WordList: Sendable {
    public let words: [String]
    /// Every word's UTF-8, one after another; word `i` is `bytes[starts[i]..<starts[i + 1]]`.
    let bytes: [UInt8]
    let starts: [Int]

    public init(_ words: [String]) {
        self.words = words
        var bytes: [UInt8] = []
        var starts = [0]
        for word in words {
            bytes.append(contentsOf: word.utf8)
            starts.append(bytes.count)
        }
        self.bytes = bytes
        self.starts = starts
    }

    /// The position of the first word whose bytes are `text`'s.
    func position(of text: UnsafeBufferPointer<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer { all in
            starts.withUnsafeBufferPointer { starts in
                guard let base = all.baseAddress, let wanted = text.baseAddress else {
                    // No bytes at all: only an empty word matches.
                    return (0..<(starts.count - 1)).first { starts[$0 + 1] == starts[$0] && text.isEmpty }
                }
                // Length first: most candidates differ in it.
                for i in 0..<(starts.count - 1) where starts[i + 1] - starts[i] == text.count {
                    if memcmp(base + starts[i], wanted, text.count) == 0 { return i }
                }
                return nil
            }
        }
    }
}
