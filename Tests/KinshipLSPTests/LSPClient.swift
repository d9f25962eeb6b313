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

    /// A server left running by a failed test ends with its input.
    deinit {
        closeInput()
        if let process, process.isRunning { process.terminate() }
    }

    /// The server's stderr, when asked for (`KINSHIP_LSP_LOG`).
    private var errors: Pipe?

    /// Starts `kinship lsp` as a process.
    init(process executable: URL, environment: [String: String] = [:]) throws {
        let p = Process()
        p.executableURL = executable
        p.arguments = ["lsp"]
        p.standardInput = toServer
        p.standardOutput = fromServer
        if environment.isEmpty {
            p.standardError = FileHandle.nullDevice
        } else {
            p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            let pipe = Pipe()
            p.standardError = pipe
            errors = pipe
        }
        p.terminationHandler = { [done] _ in done.signal() }
        try p.run()
        process = p
    }

    /// Runs the server in-process, reading and writing the same kind of pipes.
    init() {
        let input = toServer.fileHandleForReading.fileDescriptor
        let output = fromServer.fileHandleForWriting.fileDescriptor
        let t = Thread { [weak self, done] in
            let status = LanguageServer(input: input, output: output).run()
            self?.exitStatus = status
            done.signal()
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
        throw ClientError.timeout
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
        throw ClientError.timeout
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
        throw ClientError.timeout
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

    enum ClientError: Error { case timeout, closed, badFrame }

    private func readMessage(deadline: Date) throws -> [String: Any] {
        while true {
            if let message = try takeFrame() { return message }
            guard Date() < deadline else { throw ClientError.timeout }
            // Wait at most until the deadline: a server that says nothing must fail the test, not hang it.
            var poller = pollfd(fd: fromServer.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(max(0, min(deadline.timeIntervalSinceNow, 600)) * 1000)
            guard poll(&poller, 1, milliseconds) > 0 else { throw ClientError.timeout }
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
        return try JSONSerialization.jsonObject(with: body) as? [String: Any] ?? [:]
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

    /// Everything the server wrote on stderr (call after it exited).
    func standardError() -> String {
        errors.map { String(decoding: $0.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) } ?? ""
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
