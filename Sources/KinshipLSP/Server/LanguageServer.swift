import Foundation

/// Kinship's language server: reads JSON-RPC messages from one file descriptor and answers on
/// another (stdin and stdout for `kinship lsp`).
///
/// It answers on one thread, message by message; a second thread reads the messages, and
/// flow analysis runs on threads of its own. Diagnostics are checked after a notification only
/// when no further message is already waiting, so a burst of edits costs one check; a request
/// that reads the analysis first brings it up to date. That check is parsing and validation:
/// their findings are published at once (marked `flowPending`), flow analysis starts on its own
/// thread and its findings follow when it ends, unless a newer edit has cancelled it. So hover,
/// completion and definition never wait for flow analysis, however wide the spec.
public final class LanguageServer {
    private let reader: MessageReader
    private let writer: MessageWriter
    let workspace = Workspace()
    private var state = State.uninitialized
    /// Workspace folders, searched for spec files that import a renamed declaration.
    var roots: [String] = []

    enum State { case uninitialized, running, shutDown }

    public init(input: Int32, output: Int32) {
        reader = MessageReader(fd: input)
        writer = MessageWriter(fd: output)
    }

    /// Serves until `exit` or end of input. Returns the exit status LSP prescribes: 0 after a
    /// `shutdown` request, 1 otherwise. Once it has returned the server neither reads `input`
    /// nor writes `output`, so a host running it on a thread may close both (and have their
    /// numbers reused by its next descriptors).
    public func run() -> Int32 {
        // After `exit` the client may keep its end open, so the reading thread, blocked in
        // read(2), is woken through a pipe of its own and awaited. Left reading, it would take
        // bytes from whatever descriptor next gets the input's number: in a host that runs
        // servers one after another (the tests), the next server's requests or answers.
        var stop: [Int32] = [-1, -1]
        let stoppable = pipe(&stop) == 0
        reader.stopFD = stoppable ? stop[0] : -1
        let stopped = DispatchSemaphore(value: 0)
        let reading = Thread { [inbox, reader = UncheckedReader(reader)] in
            while let frame = reader.reader.next() { inbox.put(.frame(frame)) }
            inbox.put(.end)
            stopped.signal()
        }
        reading.stackSize = 1 << 20
        reading.start()
        func finish() -> Int32 {
            workspace.cancelFlow()
            if stoppable {
                var byte: UInt8 = 1
                while Foundation.write(stop[1], &byte, 1) < 0, errno == EINTR {}
                stopped.wait()
                close(stop[0])
                close(stop[1])
            }
            return state == .shutDown ? 0 : 1
        }
        while true {
            switch inbox.take() {
            case .end:
                return finish()
            case .frame(.malformed(let reason)):
                sendError(id: .null, ResponseError(code: ResponseError.parseError, message: reason))
            case .frame(.message(let body)):
                if handle(body) { return finish() }
            case .flow(let job, let found):
                publish(workspace.finish(job, found))
            }
            if inbox.isEmpty { publishDiagnostics() }
        }
    }

    private let inbox = Inbox()

    /// Starts the flow jobs the last check made, each on a thread of its own; each reports to
    /// the inbox, read by the server's thread.
    private func startFlowJobs() {
        for job in workspace.newJobs {
            let thread = Thread { [inbox] in inbox.put(.flow(job, job.run())) }
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    /// Handles one message; true when it was `exit`.
    private func handle(_ body: [UInt8]) -> Bool {
        let data = Data(body)
        let header: MessageHeader
        do {
            header = try JSONDecoder().decode(MessageHeader.self, from: data)
        } catch {
            sendError(
                id: .null,
                ResponseError(
                    code: ResponseError.parseError, message: "the message is not a JSON object: \(Self.describe(error))"
                ))
            return false
        }
        // JSON-RPC ids are strings or numbers (or null); an object, array or boolean is refused
        // rather than echoed back as an id.
        switch header.id {
        case .object, .array, .bool:
            sendError(
                id: .null,
                ResponseError(code: ResponseError.invalidRequest, message: "a request's id is a string or a number"))
            return false
        default: break
        }
        // A method that is not a string: the request is invalid, answered with its own id.
        if let method = header.method, method.name == nil {
            sendError(
                id: header.id ?? .null,
                ResponseError(code: ResponseError.invalidRequest, message: "a message's method is a string"))
            return false
        }
        guard let method = header.method?.name else {
            // A response to a request the server never sends, or junk: answer only what has an id.
            if let id = header.id {
                sendError(
                    id: id, ResponseError(code: ResponseError.invalidRequest, message: "the message has no method"))
            }
            return false
        }
        guard let id = header.id else {
            notification(method, data)
            return method == "exit"
        }
        do {
            let result = try request(method, data)
            send(id: id, result)
        } catch let error as ResponseError {
            sendError(id: id, error)
        } catch {
            sendError(id: id, ResponseError.invalidParams("invalid params for \(method): \(Self.describe(error))"))
        }
        return false
    }

    // MARK: Dispatch

    private func notification(_ method: String, _ data: Data) {
        // Before initialize only `exit` counts; after shutdown only `exit` does.
        guard state == .running || method == "exit" else { return }
        switch method {
        case "textDocument/didOpen":
            if let p: DidOpenParams = try? params(data) { workspace.open(p.textDocument) }
        case "textDocument/didChange":
            // A notification has no answer: a refused edit is shown to the user instead.
            if let p: DidChangeParams = try? params(data), let refusal = workspace.change(p) {
                write(
                    NotificationEnvelope(
                        method: "window/showMessage",
                        params: ShowMessageParams(
                            type: 1, message: "kinship: refused an edit to \(p.textDocument.uri): \(refusal)")))
            }
        case "textDocument/didClose":
            if let p: DidCloseParams = try? params(data) { workspace.close(p.textDocument.uri) }
        case "workspace/didChangeWatchedFiles":
            if let p: DidChangeWatchedFilesParams = try? params(data) {
                for change in p.changes { workspace.fileChangedOnDisk(change.uri) }
            }
        default:
            // initialized, didSave, $/cancelRequest, $/setTrace, and notifications the server
            // does not know: LSP says to ignore them.
            break
        }
    }

    private func request(_ method: String, _ data: Data) throws -> (any Encodable)? {
        switch state {
        case .uninitialized where method != "initialize":
            throw ResponseError(code: ResponseError.serverNotInitialized, message: "the server is not initialized yet")
        case .shutDown:
            throw ResponseError(
                code: ResponseError.invalidRequest, message: "the server is shut down; only 'exit' is accepted")
        default: break
        }
        switch method {
        case "initialize":
            guard state == .uninitialized else {
                throw ResponseError(code: ResponseError.invalidRequest, message: "the server is already initialized")
            }
            let result = initialize(try params(data) as JSON)
            state = .running
            return result
        case "shutdown":
            state = .shutDown
            workspace.cancelFlow()
            return nil
        default:
            guard let handler = Self.features[method] else {
                throw ResponseError(code: ResponseError.methodNotFound, message: "unknown method '\(method)'")
            }
            // Answers read the analysis: bring it up to date with every edit received so far.
            publishDiagnostics()
            return try handler(self, data)
        }
    }

    /// Requests answered from the analysis, by method.
    static let features: [String: @Sendable (LanguageServer, Data) throws -> (any Encodable)?] = [
        "textDocument/definition": { try $0.definition($0.params($1)) },
        "textDocument/references": { try $0.references($0.params($1)) },
        "textDocument/hover": { try $0.hover($0.params($1)) },
        "textDocument/completion": { try $0.completion($0.params($1)) },
        "textDocument/documentSymbol": { try $0.documentSymbols($0.params($1)) },
        "textDocument/prepareRename": { try $0.prepareRename($0.params($1)) },
        "textDocument/rename": { try $0.rename($0.params($1)) },
        "textDocument/codeAction": { try $0.codeActions($0.params($1)) },
    ]

    func params<P: Decodable>(_ data: Data) throws -> P {
        try JSONDecoder().decode(ParamsEnvelope<P>.self, from: data).params
    }

    // MARK: Output

    private func publishDiagnostics() {
        let published = workspace.recheck()
        publish(published)
        startFlowJobs()
        // KINSHIP_LSP_LOG=1: one line per check on stderr (editors show a server's stderr in
        // their LSP log), to see what an edit cost.
        if Self.logging, !published.isEmpty || workspace.lastCheck.documentsChecked > 0 {
            let s = workspace.lastCheck
            let line = String(
                format:
                    "kinship lsp: checked %d document(s) in %.1f ms (%.1f ms CPU on the server thread): %d file(s) parsed whole, %d edit(s) parsed as one entry, %d container(s) explored, %d published\n",
                s.documentsChecked, s.seconds * 1000, s.cpuSeconds * 1000, s.filesParsed, s.entriesReparsed,
                s.containersExplored, published.count)
            FileHandle.standardError.write(Data(line.utf8))
        }
    }

    private static let logging = ProcessInfo.processInfo.environment["KINSHIP_LSP_LOG"] == "1"

    private func publish(_ published: [PublishDiagnosticsParams]) {
        for params in published {
            write(NotificationEnvelope(method: "textDocument/publishDiagnostics", params: params))
        }
    }

    private func send(id: JSON, _ result: (any Encodable)?) {
        guard let result else { return write(NullResponseEnvelope(id: id)) }
        write(ResponseEnvelope(id: id, result: AnyEncodable(result)))
    }

    private func sendError(id: JSON, _ error: ResponseError) {
        write(ErrorEnvelope(id: id, error: error))
    }

    private func write(_ value: some Encodable) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return }
        writer.write(Array(data))
    }

    static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            "missing '\((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "wrong type at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
        case DecodingError.dataCorrupted(let context):
            context.debugDescription
        default:
            "\(error)"
        }
    }
}

/// Lets a handler return any Encodable result.
struct AnyEncodable: Encodable {
    let value: any Encodable
    init(_ value: any Encodable) { self.value = value }
    func encode(to encoder: Encoder) throws { try value.encode(to: encoder) }
}

/// What the server's thread waits for: a message read, the end of input, or a flow job's end.
private enum ServerEvent: @unchecked Sendable {
    case frame(Frame)
    case end
    case flow(FlowJob, FlowRound.Found?)
}

/// The server thread's queue, filled by the reading thread and the flow threads.
private final class Inbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var events: [ServerEvent] = []
    private var head = 0

    func put(_ event: ServerEvent) {
        condition.lock()
        events.append(event)
        condition.signal()
        condition.unlock()
    }

    func take() -> ServerEvent {
        condition.lock()
        defer { condition.unlock() }
        while head == events.count { condition.wait() }
        let event = events[head]
        head += 1
        if head == events.count {
            events.removeAll(keepingCapacity: true)
            head = 0
        }
        return event
    }

    var isEmpty: Bool {
        condition.lock()
        defer { condition.unlock() }
        return head == events.count
    }
}

/// The reader, handed to the reading thread, which alone uses it from then on.
private struct UncheckedReader: @unchecked Sendable {
    let reader: MessageReader
    init(_ reader: MessageReader) { self.reader = reader }
}
