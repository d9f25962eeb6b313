import Foundation
import XCTest
@testable import KinshipLSP

/// A host that runs servers on threads, one after another (the tests do), closes each server's
/// descriptors once `run()` returns, and the next pipes it makes get the same numbers.
final class ServerLifetimeTests: XCTestCase {
    /// After `exit`, `run()` returns with its reading thread stopped: bytes then written to the
    /// input stay there. A reading thread left blocked in read(2) took them, and in the tests it
    /// took the next server's `shutdown` (or its answer) from a reused descriptor, so that test
    /// waited 120 s for an answer and failed, under load, when the thread was slow to get there.
    func testRunStopsReadingItsInputWhenItReturns() throws {
        var input: [Int32] = [-1, -1], output: [Int32] = [-1, -1]
        XCTAssertEqual(pipe(&input), 0)
        XCTAssertEqual(pipe(&output), 0)
        defer { for fd in input + output { close(fd) } }
        let returned = DispatchSemaphore(value: 0)
        let server = Thread { [input, output] in
            _ = LanguageServer(input: input[0], output: output[1]).run()
            returned.signal()
        }
        server.start()
        // The server's answers (two responses) fit in the pipe, so it never blocks writing.
        let messages: [[String: Any]] = [
            ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [String: Any]()]],
            ["jsonrpc": "2.0", "method": "initialized", "params": [String: Any]()],
            ["jsonrpc": "2.0", "id": 2, "method": "shutdown"],
            ["jsonrpc": "2.0", "method": "exit"],
        ]
        for message in messages {
            let body = try JSONSerialization.data(withJSONObject: message)
            try write(input[1], Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
        }
        XCTAssertEqual(returned.wait(timeout: .now() + 60), .success, "run() returns after exit")

        let after = Data("Content-Length: 2\r\n\r\n{}".utf8)
        try write(input[1], after)
        // A reading thread still blocked in read(2) takes the bytes within microseconds; give one
        // a full second before concluding that none is left.
        let deadline = Date().addingTimeInterval(1)
        while Date() < deadline, unread(input[0]) == after.count { usleep(10_000) }
        XCTAssertEqual(unread(input[0]), after.count, "the input is read after run() returned")
    }

    private func write(_ fd: Int32, _ data: Data) throws {
        let written = data.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
        XCTAssertEqual(written, data.count)
    }

    /// Bytes waiting in a pipe, unread.
    private func unread(_ fd: Int32) -> Int {
        var count: Int32 = 0
        return ioctl(fd, UInt(FIONREAD), &count) == 0 ? Int(count) : -1
    }
}
