internal import CYAML
import Foundation

/// What libyaml reads: bytes already in memory, or a file read a piece at a time as the parser
/// asks for it. A spec read from disk is parsed from the file, so its text is never held whole
/// beside the model decoded from it (the bytes would be a large share of `check`'s memory);
/// only a syntax error reads the whole text, to point into it.
enum YAMLInput {
    case bytes(UnsafeBufferPointer<UInt8>)
    case file(YAMLFileReader)

    /// The input's size in bytes (a file's size when it was opened).
    var count: Int {
        switch self {
        case .bytes(let buffer): buffer.count
        case .file(let reader): reader.size
        }
    }

    /// Points `parser` at the input, from its start. A file is read from its start again.
    func attach(to parser: inout yaml_parser_t) {
        switch self {
        case .bytes(let buffer):
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
        case .file(let reader):
            reader.rewind()
            yaml_parser_set_input(&parser, yamlFileRead, Unmanaged.passUnretained(reader).toOpaque())
        }
    }

    /// The whole text, for pointing into it after a syntax error.
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        switch self {
        case .bytes(let buffer): body(buffer)
        case .file(let reader): (SourceFile.contents(atPath: reader.path) ?? []).withUnsafeBufferPointer(body)
        }
    }
}

/// An open spec file that libyaml reads through `yamlFileRead`. Used by one parser at a time.
public final class YAMLFileReader: @unchecked Sendable {
    let path: String
    let size: Int
    private let fd: Int32

    /// Opens `path` for reading; nil when it cannot be opened or is not a regular file.
    public init?(path: String) {
        guard case .success(let opened) = SourceFile.openRegular(path) else { return nil }
        (self.path, self.fd, size) = (path, opened.fd, opened.size)
    }

    deinit { close(fd) }

    func rewind() { lseek(fd, 0, SEEK_SET) }

    /// Reads up to `count` bytes into `buffer`: the count read (0 at the end), or -1 on an error.
    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Int {
        while true {
            let n = Foundation.read(fd, buffer, count)
            if n < 0, errno == EINTR { continue }
            return n
        }
    }
}

/// libyaml's read handler for a `YAMLFileReader`: 1 with the bytes read (0 at the end), 0 on an
/// error, which libyaml reports as an input error.
private func yamlFileRead(
    _ data: UnsafeMutableRawPointer?, _ buffer: UnsafeMutablePointer<UInt8>?, _ size: Int,
    _ sizeRead: UnsafeMutablePointer<Int>?
) -> Int32 {
    guard let data, let buffer, let sizeRead else { return 0 }
    let n = Unmanaged<YAMLFileReader>.fromOpaque(data).takeUnretainedValue().read(into: buffer, count: size)
    guard n >= 0 else { return 0 }
    sizeRead.pointee = n
    return 1
}
