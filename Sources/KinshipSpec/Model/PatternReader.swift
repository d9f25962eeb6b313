import KinshipSyntax

/// Reads a URL pattern's text scalar by scalar, so every problem knows its column.
struct PatternReader {
    private let scalars: [Unicode.Scalar]
    private var i = 0

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    private typealias Problem = URLPattern.Problem

    private func problem(_ message: String, at offset: Int, length: Int = 1) -> Problem {
        Problem(message: message, offset: offset, length: max(1, length))
    }

    private var atEnd: Bool { i >= scalars.count }
    private var current: Unicode.Scalar? { atEnd ? nil : scalars[i] }

    /// Characters a literal may hold: RFC 3986 unreserved ones and percent escapes. Anything
    /// else (a space, a second `?`, `#`) would never survive a real URL unescaped.
    private static func isLiteral(_ c: Unicode.Scalar) -> Bool {
        c.properties.isAlphabetic || ("0"..."9").contains(c) || "-._~%+@!$'()*,;:".unicodeScalars.contains(c)
    }

    /// Characters a host may hold: ASCII letters, digits, `-`, `.`, `_`, `~` and percent
    /// escapes. The generated router compares `URLComponents.host`, which holds no port and no
    /// user info, so a pattern's `h:80` or `u@h` could never match there; other sub-delimiters
    /// and non-ASCII letters (write them escaped) are refused with them.
    private static func isHostCharacter(_ c: Unicode.Scalar) -> Bool {
        c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c) || "-._~%".unicodeScalars.contains(c))
    }

    private mutating func literal(_ what: String, stopAt stops: String, host: Bool = false) throws -> String {
        let start = i
        var out = ""
        while let c = current, !stops.unicodeScalars.contains(c) {
            if host, !Self.isHostCharacter(c) {
                let why =
                    switch c {
                    case ":": "; a pattern names no port: the router compares URLComponents.host, which never holds one"
                    case "@":
                        "; a pattern names no user info: the router compares URLComponents.host, which never holds it"
                    default: ": a host is ASCII letters, digits, '-', '.', '_', '~' and percent escapes"
                    }
                throw problem(
                    "'\(SpecValidator.visible(String(c)))' may not appear in the host of a URL pattern\(why)", at: i)
            }
            guard Self.isLiteral(c) else {
                throw problem(
                    "'\(SpecValidator.visible(String(c)))' may not appear in \(what) of a URL pattern; percent-encode it",
                    at: i)
            }
            // URLs are matched decoded, so an escape must decode: a malformed one never would.
            if c == "%",
                !(i + 2 < scalars.count && scalars[i + 1].properties.isASCIIHexDigit
                    && scalars[i + 2].properties.isASCIIHexDigit)
            {
                throw problem(
                    "'%' in \(what) starts a percent escape: two hex digits, like %20", at: i,
                    length: min(3, scalars.count - i))
            }
            out.unicodeScalars.append(c)
            i += 1
        }
        if out.isEmpty { throw problem("\(what) is empty", at: start) }
        return out
    }

    mutating func pattern() throws -> URLPattern {
        // scheme: a letter, then letters, digits, '+', '-', '.' (RFC 3986 §3.1).
        let schemeStart = i
        var scheme = ""
        while let c = current, c != ":" {
            let letter = c.isASCII && c.properties.isAlphabetic
            let other = ("0"..."9").contains(c) || "+-.".unicodeScalars.contains(c)
            guard letter || (other && !scheme.isEmpty) else {
                throw problem(
                    "a URL pattern starts with a scheme, like 'myapp://' or 'https://'", at: schemeStart,
                    length: max(1, i - schemeStart + 1))
            }
            scheme.unicodeScalars.append(c)
            i += 1
        }
        guard !scheme.isEmpty, expect("://") else {
            throw problem(
                "a URL pattern starts with a scheme and '://', like 'myapp://host/path'", at: schemeStart,
                length: max(1, i - schemeStart))
        }
        var host = ""
        if let c = current, c != "/", c != "?" {
            if c == "{" {
                throw problem("the host is literal; placeholders go in path segments and query items", at: i)
            }
            host = try literal("the host", stopAt: "/?#", host: true)
        }
        var path: [URLPattern.Segment] = []
        var names: [String: Int] = [:]
        while current == "/" {
            i += 1
            if atEnd || current == "?" { break }  // a trailing slash matches the same URLs
            if current == "{" {
                let p = try placeholder(optional: false)
                try claim(p, &names)
                path.append(.parameter(p))
            } else {
                path.append(.literal(try literal("a path segment", stopAt: "/?#{")))
                if current == "{" { throw problem("a placeholder fills a whole path segment", at: i) }
            }
        }
        var query: [URLPattern.QueryItem] = []
        if current == "?" {
            i += 1
            repeat {
                if current == "&" { i += 1 }
                let key = try literal("a query item's name", stopAt: "=&#")
                guard current == "=" else { throw problem("a query item is 'name={placeholder}'", at: i) }
                i += 1
                guard current == "{" else {
                    throw problem("a query item's value is a placeholder, like 'q={term}'", at: i)
                }
                let p = try placeholder(optional: true)
                try claim(p, &names)
                if query.contains(where: { $0.key == key }) {
                    throw problem(
                        "query item '\(key)' appears twice", at: p.offset - key.unicodeScalars.count - 1,
                        length: key.unicodeScalars.count)
                }
                query.append(URLPattern.QueryItem(key: key, parameter: p))
            } while current == "&"
        }
        if let c = current {
            throw problem(
                c == "#"
                    ? "a URL pattern has no fragment; an app never receives one to route on"
                    : "unexpected '\(SpecValidator.visible(String(c)))' in URL pattern", at: i)
        }
        return URLPattern(scheme: scheme.lowercased(), host: host.lowercased(), path: path, query: query)
    }

    private mutating func expect(_ word: String) -> Bool {
        let w = Array(word.unicodeScalars)
        guard i + w.count <= scalars.count, Array(scalars[i..<i + w.count]) == w else { return false }
        i += w.count
        return true
    }

    private func claim(_ p: URLPattern.Parameter, _ names: inout [String: Int]) throws {
        if names[p.name] != nil {
            throw problem("parameter '\(p.name)' appears twice in the pattern", at: p.offset, length: p.length)
        }
        names[p.name] = p.offset
    }

    /// `{name}` or `{name: Type}`.
    private mutating func placeholder(optional: Bool) throws -> URLPattern.Parameter {
        let start = i
        i += 1  // {
        guard let close = scalars[i...].firstIndex(of: "}") else {
            throw problem("placeholder is not closed with '}'", at: start, length: scalars.count - start)
        }
        let inner = String(String.UnicodeScalarView(scalars[i..<close]))
        i = close + 1
        let parts = inner.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = parts[0].trimmingSpaces
        let length = close - start + 1
        guard SpecValidator.isIdentifier(name, dotted: false) else {
            throw problem(
                "placeholder name '\(SpecValidator.visible(name))' is not a Swift identifier; write {name} or {name: Int}",
                at: start, length: length)
        }
        var type = URLPattern.ParameterType.string
        if parts.count == 2 {
            let typeName = parts[1].trimmingSpaces
            guard let known = URLPattern.ParameterType(rawValue: typeName) else {
                let all = URLPattern.ParameterType.allCases.map(\.rawValue)
                var p = problem(
                    "unknown parameter type '\(SpecValidator.visible(typeName))'; types are \(all.joined(separator: ", "))",
                    at: start, length: length)
                p.id = .unknownReference
                p.suggestion = Suggestions.closest(to: typeName, in: all)
                throw p
            }
            type = known
        }
        return URLPattern.Parameter(name: name, type: type, optional: optional, offset: start, length: length)
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
