/// A JSON-RPC error answer.
public struct ResponseError: Error, Codable, Sendable {
    public var code: Int
    public var message: String

    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    static let parseError = -32700
    static let invalidRequest = -32600
    static let methodNotFound = -32601
    static let invalidParams = -32602
    static let internalError = -32603
    /// LSP: a request before `initialize`.
    static let serverNotInitialized = -32002
    /// LSP: the request is valid but the server cannot answer it in this state.
    static let requestFailed = -32803

    static func invalidParams(_ message: String) -> ResponseError {
        ResponseError(code: invalidParams, message: message)
    }
}
