/// The parts every JSON-RPC message has, read without its params.
struct MessageHeader: Decodable {
    var jsonrpc: String?
    var id: JSON?
    /// Any JSON, so a request whose method is not a string still has its id read (and answered).
    var method: Method?

    struct Method: Decodable {
        /// nil: the method is a number, an object or another non-string value.
        var name: String?
        init(from decoder: Decoder) throws {
            name = try? decoder.singleValueContainer().decode(String.self)
        }
    }
}

/// `window/showMessage`: what the server tells the user outside an answer (type 1 is Error).
struct ShowMessageParams: Encodable {
    var type: Int
    var message: String
}

/// A message's params, decoded as the handler's type.
struct ParamsEnvelope<Params: Decodable>: Decodable {
    var params: Params
}

struct ResponseEnvelope<Result: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var id: JSON
    var result: Result
}

/// `result: null` must be written out: a response carries a result or an error.
struct NullResponseEnvelope: Encodable {
    var id: JSON
    enum CodingKeys: String, CodingKey { case jsonrpc, id, result }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode("2.0", forKey: .jsonrpc)
        try c.encode(id, forKey: .id)
        try c.encodeNil(forKey: .result)
    }
}

struct ErrorEnvelope: Encodable {
    var jsonrpc = "2.0"
    var id: JSON
    var error: ResponseError
    enum CodingKeys: String, CodingKey { case jsonrpc, id, error }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(jsonrpc, forKey: .jsonrpc)
        // A parse error has no id to answer: JSON-RPC says null.
        try c.encode(id, forKey: .id)
        try c.encode(error, forKey: .error)
    }
}

struct NotificationEnvelope<Params: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var method: String
    var params: Params
}
