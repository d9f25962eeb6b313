import Foundation
import XCTest
@testable import KinshipLSP

/// A language-server client for the tests: speaks framed JSON-RPC over real pipes, either to a
/// `kinship lsp` process or to a `LanguageServer` running on a thread of the test process.
final class LSPClient: @unchecked Sendable {
    private let toServer = Pipe()
    private let fromServer = Pipe()
    private var process: Process?
    private var thread: Thread?
    private var buffer = Data()
    private var nextID = 1
    /// Notifications received while waiting for responses, in order.
    private(set) var notifications: [[String: Any]] = []
    private(set) var exitStatus: Int32?
    private let done = DispatchSemaphore(value: 0)
    /// Left when an in-process server's `run()` has returned: only then are its descriptors free.
    private let serving = DispatchGroup()
    /// Messages read and methods sent so far, for the message of a timeout.
    private var received: [String] = []
    private var sent: [String] = []

    /// The built `kinship` executable, next to the test bundle.
    static var executable: URL? {
        // The test runner is `<products>/KinshipPackageTests.xctest` (a bundle folder on macOS).
        var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("kinship")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }

    /// A server left running by a failed test ends with its input. An in-process server is
    /// awaited before the pipes close: a server still running could otherwise read or write
    /// the next test's pipes, which get the same descriptor numbers.
    deinit {
        closeInput()
        if let process, process.isRunning { process.terminate() }
        if thread != nil, serving.wait(timeout: .now() + 60) == .timedOut {
            Self.keep((toServer, fromServer))
        }
        if let errors { try? FileManager.default.removeItem(at: errors) }
    }

    /// Pipes of a server that did not end: kept open for good, so their numbers are never reused.
    private static func keep(_ pipes: (Pipe, Pipe)) {
        keptLock.lock()
        kept.append(pipes)
        keptLock.unlock()
    }
    nonisolated(unsafe) private static var kept: [(Pipe, Pipe)] = []
    private static let keptLock = NSLock()

    /// The server process's stderr goes to a file (a pipe nobody reads until the end could fill
    /// and block the server), read by `standardError()` and by a timeout's message.
    private var errors: URL?

    /// Starts `kinship lsp` as a process.
    init(process executable: URL, environment: [String: String] = [:]) throws {
        let p = Process()
        p.executableURL = executable
        p.arguments = ["lsp"]
        p.standardInput = toServer
        p.standardOutput = fromServer
        if !environment.isEmpty {
            p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("kinship-lsp-\(UUID()).stderr")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        self.errors = errors
        p.standardError = try FileHandle(forWritingTo: errors)
        p.terminationHandler = { [done] _ in done.signal() }
        try p.run()
        process = p
    }

    /// Runs the server in-process, reading and writing the same kind of pipes.
    init() {
        let input = toServer.fileHandleForReading.fileDescriptor
        let output = fromServer.fileHandleForWriting.fileDescriptor
        serving.enter()
        let t = Thread { [weak self, done, serving] in
            let status = LanguageServer(input: input, output: output).run()
            self?.exitStatus = status
            done.signal()
            serving.leave()
        }
        t.start()
        thread = t
    }

    // MARK: Sending

    func sendRaw(_ bytes: Data) {
        toServer.fileHandleForWriting.write(bytes)
    }

    func send(_ message: [String: Any]) {
        var message = message
        message["jsonrpc"] = "2.0"
        sent.append("\(message["method"] ?? "?")" + (message["id"].map { " (id \($0))" } ?? ""))
        let body = (try? JSONSerialization.data(withJSONObject: message)) ?? Data()
        sendRaw(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    func notify(_ method: String, _ params: [String: Any]) {
        send(["method": method, "params": params])
    }

    /// Sends a request and waits for its response (notifications that arrive meanwhile are kept).
    @discardableResult
    func request(_ method: String, _ params: Any = [String: Any](), timeout: TimeInterval = 120) throws -> [String: Any]
    {
        let id = nextID
        nextID += 1
        send(["id": id, "method": method, "params": params])
        return try response(id: id, timeout: timeout)
    }

    /// `stringID`: the response to a request whose id was that string.
    func response(id: Int, timeout: TimeInterval = 120, stringID: String? = nil) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let message = try readMessage(deadline: deadline)
            if message["method"] != nil { notifications.append(message); continue }
            if let stringID {
                if message["id"] as? String == stringID { return message }
                continue
            }
            if (message["id"] as? Int) == id || (id == 0 && message["id"] is NSNull) { return message }
        }
        throw timedOut()
    }

    /// Waits for the next publishDiagnostics of `uri` (of that document version when given;
    /// earlier ones are dropped, since a burst of edits may be checked once or several times).
    /// Publications made while flow analysis still runs (`flowPending`) are passed over unless
    /// `pending`: the one that follows holds every finding.
    func diagnostics(
        for uri: String, version: Int? = nil, pending: Bool = false, timeout: TimeInterval = 120
    ) throws -> [[String: Any]] {
        func matches(_ m: [String: Any]) -> Bool {
            guard Self.isDiagnostics(m, uri) else { return false }
            if !pending, Self.isPending(m) { return false }
            guard let version else { return true }
            return (m["params"] as? [String: Any])?["version"] as? Int == version
        }
        func payload(_ m: [String: Any]) -> [[String: Any]] {
            ((m["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? []
        }
        if let i = notifications.firstIndex(where: matches) {
            let found = notifications.remove(at: i)
            notifications.removeAll { Self.isDiagnostics($0, uri) && version != nil }
            return payload(found)
        }
        notifications.removeAll { Self.isDiagnostics($0, uri) && version != nil }
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let message = try readMessage(deadline: deadline)
            if matches(message) { return payload(message) }
            if !Self.isDiagnostics(message, uri) || version == nil { notifications.append(message) }
        }
        throw timedOut()
    }

    /// The params of the next publishDiagnostics of `uri`, pending or not (see `diagnostics`).
    func publication(for uri: String, timeout: TimeInterval = 120) throws -> [String: Any] {
        if let i = notifications.firstIndex(where: { Self.isDiagnostics($0, uri) }) {
            return notifications.remove(at: i)["params"] as? [String: Any] ?? [:]
        }
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let message = try readMessage(deadline: deadline)
            if Self.isDiagnostics(message, uri) { return message["params"] as? [String: Any] ?? [:] }
            notifications.append(message)
        }
        throw timedOut()
    }

    static func isPending(_ m: [String: Any]) -> Bool {
        (m["params"] as? [String: Any])?["flowPending"] as? Bool == true
    }

    private static func isDiagnostics(_ m: [String: Any], _ uri: String) -> Bool {
        m["method"] as? String == "textDocument/publishDiagnostics"
            && (m["params"] as? [String: Any])?["uri"] as? String == uri
    }

    func clearNotifications() { notifications.removeAll() }

    // MARK: Reading

    enum ClientError: Error, CustomStringConvertible {
        /// What the client had received, and what the server said on stderr, when it gave up.
        case timeout(String)
        case closed, badFrame

        var description: String {
            switch self {
            case .timeout(let report): "no answer in time; \(report)"
            case .closed: "the server closed its output"
            case .badFrame: "the server sent a frame without a Content-Length"
            }
        }
    }

    /// A timeout that says what did arrive: a lost message and a silent server look alike
    /// otherwise.
    private func timedOut() -> ClientError {
        let last = received.suffix(8).joined(separator: "\n  ")
        let pending = String(decoding: buffer.prefix(300), as: UTF8.self)
        var report = "\(sent.count) message(s) sent, the last ones: \(sent.suffix(8).joined(separator: ", "))\n"
        report += "\(received.count) message(s) received, the last ones:\n  \(last)\n"
        report += "\(buffer.count) byte(s) received but not a whole frame: \(pending.debugDescription)\n"
        if let process {
            report += "server process \(process.processIdentifier) \(process.isRunning ? "running" : "ended")"
        } else {
            report += "in-process server \(serving.wait(timeout: .now()) == .success ? "returned" : "running")"
        }
        if let errors, let text = try? String(contentsOf: errors, encoding: .utf8) {
            report += "; its stderr:\n\(text.suffix(4000))"
        }
        return .timeout(report)
    }

    private func readMessage(deadline: Date) throws -> [String: Any] {
        while true {
            if let message = try takeFrame() { return message }
            guard Date() < deadline else { throw timedOut() }
            // Wait at most until the deadline: a server that says nothing must fail the test, not hang it.
            var poller = pollfd(fd: fromServer.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(max(0, min(deadline.timeIntervalSinceNow, 600)) * 1000)
            guard poll(&poller, 1, milliseconds) > 0 else { throw timedOut() }
            let chunk = fromServer.fileHandleForReading.availableData
            if chunk.isEmpty { throw ClientError.closed }
            buffer.append(chunk)
        }
    }

    private func takeFrame() throws -> [String: Any]? {
        guard let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
        guard let lengthText = header.split(separator: ":").last,
            let length = Int(lengthText.trimmingCharacters(in: .whitespaces))
        else {
            throw ClientError.badFrame
        }
        guard buffer.count - (headerEnd.upperBound - buffer.startIndex) >= length else { return nil }
        let body = buffer[headerEnd.upperBound..<headerEnd.upperBound + length]
        buffer = Data(buffer[(headerEnd.upperBound + length)...])
        let message = try JSONSerialization.jsonObject(with: body) as? [String: Any] ?? [:]
        received.append(String(decoding: body.prefix(160), as: UTF8.self))
        return message
    }

    // MARK: Lifecycle

    func initialize(root: URL? = nil, encodings: [String]? = nil) throws -> [String: Any] {
        var params: [String: Any] = ["processId": NSNull(), "capabilities": [String: Any]()]
        if let encodings { params["capabilities"] = ["general": ["positionEncodings": encodings]] }
        if let root { params["rootUri"] = root.absoluteString }
        let response = try request("initialize", params)
        notify("initialized", [:])
        return response
    }

    /// shutdown, exit, and the exit status.
    func shutdown() throws -> Int32? {
        try request("shutdown")
        notify("exit", [:])
        return waitForExit()
    }

    func waitForExit(timeout: TimeInterval = 30) -> Int32? {
        guard done.wait(timeout: .now() + timeout) == .success else { return nil }
        if let process { return process.terminationStatus }
        return exitStatus
    }

    /// Everything the server process wrote on stderr (call after it exited).
    func standardError() -> String {
        errors.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
    }

    func closeInput() { try? toServer.fileHandleForWriting.close() }

    func open(_ url: URL, text: String, version: Int = 1) {
        notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": url.absoluteString, "languageId": "yaml", "version": version, "text": text]])
    }

    func change(_ url: URL, version: Int, text: String) {
        notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": url.absoluteString, "version": version],
                "contentChanges": [["text": text]],
            ])
    }

    func change(_ url: URL, version: Int, range: (Int, Int, Int, Int), text: String) {
        let r: [String: Any] = [
            "start": ["line": range.0, "character": range.1], "end": ["line": range.2, "character": range.3],
        ]
        notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": url.absoluteString, "version": version],
                "contentChanges": [["range": r, "text": text]],
            ])
    }

    static func position(_ url: URL, _ line: Int, _ character: Int) -> [String: Any] {
        ["textDocument": ["uri": url.absoluteString], "position": ["line": line, "character": character]]
    }
}
