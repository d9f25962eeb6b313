import KinshipSyntax

/// A URL taken apart the way `URLComponents` does for an app's `open url:`: scheme and host
/// lowercased, path segments percent-decoded (empty ones dropped, so `a//b/` is `a/b`), query
/// items decoded (an item without `=` has no value, and `+` stays a plus, as `queryItems`
/// reads them), the fragment dropped.
///
/// Text is read as `URL(string:)` reads it: a path or query holding a character RFC 3986 does
/// not allow there (raw non-ASCII, a space, `|`) is percent-encoded whole, its `%` signs
/// included, so its escapes are not escapes: `caf%C3%A9/é` reads `caf%C3%A9` and `é`.
public struct URLParts: Sendable, Equatable {
    public var scheme: String
    public var host: String
    public var path: [String]
    public var query: [(key: String, value: String?)]

    public static func == (a: URLParts, b: URLParts) -> Bool {
        a.scheme == b.scheme && a.host == b.host && a.path == b.path
            && a.query.map(\.key) == b.query.map(\.key) && a.query.map(\.value) == b.query.map(\.value)
    }

    /// Nil when the text has no `scheme:`.
    public init?(_ text: String) {
        var rest = Substring(text)
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        guard let colon = rest.firstIndex(of: ":"), colon != rest.startIndex,
            rest[..<colon].unicodeScalars.allSatisfy({
                $0.isASCII
                    && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0))
            })
        else { return nil }
        scheme = rest[..<colon].lowercased()
        rest = rest[rest.index(after: colon)...]
        host = ""
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let end = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
            guard let name = Self.hostName(ofAuthority: rest[..<end]) else { return nil }
            host = Self.decode(name).lowercased()
            rest = rest[end...]
        }
        var queryText: Substring = ""
        if let q = rest.firstIndex(of: "?") {
            queryText = rest[rest.index(after: q)...]
            rest = rest[..<q]
        }
        let rawPath = Self.holdsInvalidCharacter(rest, query: false)
        path = rest.split(separator: "/").map { rawPath ? String($0) : Self.decode($0) }
        let rawQuery = Self.holdsInvalidCharacter(queryText, query: true)
        query = queryText.split(separator: "&").map { item in
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func read(_ text: Substring) -> String { rawQuery ? String(text) : Self.decode(text) }
            return (read(pair[0]), pair.count > 1 ? read(pair[1]) : nil)
        }
    }

    /// Whether a path (or a query) holds a byte RFC 3986 does not allow in it: anything but
    /// unreserved characters, sub-delimiters, `:`, `@`, `/`, `%` (and `?` in a query). Foundation's
    /// `URL(string:)` then encodes that component whole, `%` as `%25`, rather than refusing it.
    static func holdsInvalidCharacter(_ text: Substring, query: Bool) -> Bool {
        text.utf8.contains { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                false
            case UInt8(ascii: "?"): !query
            default: !Self.allowedPunctuation.contains(byte)
            }
        }
    }

    private static let allowedPunctuation = Set("-._~!$&'()*+,;=:@/%".utf8)

    /// The host of an authority as `URLComponents.host` reads it: user info (up to the last
    /// `@`) and a port (`:` and digits) dropped, an IPv6 literal's brackets kept. Nil for a port
    /// that is not digits, which `URLComponents(string:)` refuses too.
    static func hostName(ofAuthority authority: Substring) -> Substring? {
        var host = authority
        if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
        let portStart: Substring.Index?
        if host.hasPrefix("["), let close = host.firstIndex(of: "]") {
            portStart = host[close...].firstIndex(of: ":")
            if let p = portStart, p != host.index(after: close) { return nil }
        } else {
            portStart = host.firstIndex(of: ":")
        }
        if let p = portStart {
            guard host[host.index(after: p)...].allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            host = host[..<p]
        }
        return host
    }

    /// A pattern's literal (host, path segment, query name) as the URLs it matches read once
    /// decoded: `caf%C3%A9` is `café`. Literals are kept as written, for printing.
    public static func decoded(_ literal: String) -> String { decode(Substring(literal)) }

    /// Percent-decoding as `removingPercentEncoding` does it, which the generated router calls:
    /// each `%` takes exactly two hex digits (`%+1` is malformed, though `UInt8("+1", radix: 16)`
    /// reads it) and the bytes must be UTF-8; otherwise that refuses the whole text, and the
    /// router keeps the segment as written, so this does too.
    static func decode(_ text: Substring) -> String {
        guard text.contains("%") else { return String(text) }
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var i = 0
        while i < utf8.count {
            guard utf8[i] == UInt8(ascii: "%") else {
                bytes.append(utf8[i])
                i += 1
                continue
            }
            guard i + 2 < utf8.count, let high = hexDigit(utf8[i + 1]), let low = hexDigit(utf8[i + 2]) else {
                return String(text)
            }
            bytes.append(high << 4 | low)
            i += 3
        }
        let decoded = String(decoding: bytes, as: UTF8.self)
        return decoded.utf8.elementsEqual(bytes) ? decoded : String(text)
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension URLPattern {
    /// The host as a URL's is compared: decoded, then lowercased (`%41` is `a`).
    public var decodedHost: String { URLParts.decoded(host).lowercased() }

    /// The parameter values when `url` matches, by name (absent query items left out).
    public func match(_ url: URLParts) -> [String: String]? {
        guard url.scheme == scheme, url.host == decodedHost, url.path.count == path.count else { return nil }
        var values: [String: String] = [:]
        for (segment, text) in zip(path, url.path) {
            switch segment {
            case .literal(let literal): if URLParts.decoded(literal) != text { return nil }
            case .parameter(let p):
                guard p.type.accepts(text) else { return nil }
                values[p.name] = text
            }
        }
        for item in query {
            guard let found = url.query.first(where: { $0.key == URLParts.decoded(item.key) }), let value = found.value
            else { continue }
            guard item.parameter.type.accepts(value) else { return nil }
            values[item.parameter.name] = value
        }
        return values
    }

    /// The first placeholder whose value in `url` is not of its type, when that alone keeps
    /// `url` from matching (scheme, host and literal segments agree): for saying which
    /// parameter a URL got wrong rather than only that nothing matched.
    public func typeMismatch(_ url: URLParts) -> (parameter: Parameter, value: String)? {
        guard url.scheme == scheme, url.host == decodedHost, url.path.count == path.count else { return nil }
        var first: (parameter: Parameter, value: String)?
        for (segment, text) in zip(path, url.path) {
            switch segment {
            case .literal(let literal): if URLParts.decoded(literal) != text { return nil }
            case .parameter(let p): if first == nil, !p.type.accepts(text) { first = (p, text) }
            }
        }
        if let first { return first }
        for item in query {
            guard let found = url.query.first(where: { $0.key == URLParts.decoded(item.key) }), let value = found.value
            else { continue }
            if !item.parameter.type.accepts(value) { return (item.parameter, value) }
        }
        return nil
    }

    /// How far `url` is from matching, for naming the closest pattern when none matches: the
    /// edit distance of each literal part (scheme, host, literal segments) from the URL's,
    /// a placeholder the URL's segment does not fit counting 1, and each segment one of them
    /// lacks counting its length. Ties go to the pattern agreeing on more literal segments.
    public func distance(to url: URLParts) -> (edits: Int, literalAgreement: Int) {
        var d = Suggestions.editDistance(scheme, url.scheme) + Suggestions.editDistance(host, url.host)
        var agreed = 0
        for (segment, text) in zip(path, url.path) {
            switch segment {
            case .literal(let literal):
                if literal == text { agreed += 1 } else { d += Suggestions.editDistance(literal, text) }
            case .parameter(let p): if !p.type.accepts(text) { d += 1 }
            }
        }
        for segment in path.dropFirst(url.path.count) {
            if case .literal(let literal) = segment { d += literal.count } else { d += 1 }
        }
        for text in url.path.dropFirst(path.count) { d += text.count }
        return (d, agreed)
    }
}
