public import KinshipSyntax

/// A route's URL pattern: `mail://inbox/message/{id: Int}?highlight={term}`.
///
/// Scheme and host are literal and compare case-insensitively (RFC 3986 §6.2.2.1); path
/// segments are literal or a typed placeholder and compare exactly; query items bind a
/// placeholder and are optional when matching (a missing item is nil, an extra one is ignored),
/// since links in the wild gain and lose tracking parameters. Kept free of Foundation so the
/// decoder, the runtime and the generated router read the same grammar.
public struct URLPattern: Sendable, Hashable {
    /// The Swift types a placeholder may take; a bare `{name}` is a String.
    public enum ParameterType: String, CaseIterable, Sendable, Hashable {
        case string = "String"
        case int = "Int"
        case double = "Double"
        case bool = "Bool"
    }

    public struct Parameter: Sendable, Hashable {
        public var name: String
        public var type: ParameterType
        /// Query parameters may be absent from a URL.
        public var optional: Bool
        /// Unicode-scalar offset of the placeholder's `{` in the pattern text, for locating errors.
        public var offset: Int
        public var length: Int
    }

    public enum Segment: Sendable, Hashable {
        case literal(String)
        case parameter(Parameter)
    }

    public struct QueryItem: Sendable, Hashable {
        public var key: String
        public var parameter: Parameter
    }

    /// Lowercased.
    public var scheme: String
    /// Lowercased; empty for `app:///path`.
    public var host: String
    public var path: [Segment]
    public var query: [QueryItem]

    /// Path parameters, then query parameters, in the order written.
    public var parameters: [Parameter] {
        path.compactMap { if case .parameter(let p) = $0 { p } else { nil } } + query.map(\.parameter)
    }

    /// A problem in a pattern's text: what is wrong and where, in Unicode scalars from its start.
    public struct Problem: Error, Sendable, Equatable {
        public var message: String
        public var offset: Int
        public var length: Int
        /// The id to report: `invalid-value` for syntax, `unknown-reference` for a type name.
        public var id: DiagnosticID = .invalidValue
        /// A did-you-mean for an unknown type.
        public var suggestion: String?
    }

    /// Reads `scheme://host/segment/{param: Type}?key={param}`.
    public static func parse(_ text: String) -> Result<URLPattern, Problem> {
        var reader = PatternReader(text)
        do { return .success(try reader.pattern()) } catch let problem as Problem { return .failure(problem) } catch {
            return .failure(Problem(message: "cannot read URL pattern", offset: 0, length: text.unicodeScalars.count))
        }
    }

    /// The pattern as written canonically: placeholders as `{name}` or `{name: Type}`.
    public var text: String {
        func placeholder(_ p: Parameter) -> String {
            p.type == .string ? "{\(p.name)}" : "{\(p.name): \(p.type.rawValue)}"
        }
        var out = scheme + "://" + host
        for segment in path {
            switch segment {
            case .literal(let s): out += "/" + s
            case .parameter(let p): out += "/" + placeholder(p)
            }
        }
        if !query.isEmpty { out += "?" + query.map { $0.key + "=" + placeholder($0.parameter) }.joined(separator: "&") }
        return out
    }

    /// What two patterns that match the same URLs share: placeholders of any name or type are
    /// one shape (`{id: Int}` and `{slug}` both take `7`), and query items do not count, since
    /// they never decide a match.
    public var shape: String {
        scheme + "://" + decodedHost
            + path.map { segment in
                switch segment {
                case .literal(let s): "/" + URLParts.decoded(s).replacing("/", with: "%2F")
                case .parameter: "/{}"
                }
            }.joined()
    }

    /// Per path segment, how specific it is: a literal beats a typed placeholder beats a
    /// String one. Among routes matching a URL the most specific wins, so `/message/new` and
    /// `/message/{id}` can both be declared.
    public var specificity: [Int] {
        path.map { segment in
            switch segment {
            case .literal: 2
            case .parameter(let p): p.type == .string ? 0 : 1
            }
        }
    }
}

extension URLPattern.ParameterType {
    /// Whether `text` is a value of this type, as the generated router parses it (`Int("7")`).
    public func accepts(_ text: String) -> Bool {
        switch self {
        case .string: !text.isEmpty
        case .int: Int(text) != nil
        case .double: Double(text).map(\.isFinite) ?? false
        case .bool: text == "true" || text == "false"
        }
    }
}

extension URLPattern {
    /// A URL this pattern matches, for notes and examples: each placeholder filled with a
    /// sample of its type (a String with its own name), query items left out.
    public var exampleURL: String {
        scheme + "://" + host
            + path.map { segment in
                switch segment {
                case .literal(let s): "/" + s
                case .parameter(let p):
                    switch p.type {
                    case .string: "/" + p.name
                    case .int: "/1"
                    case .double: "/1.5"
                    case .bool: "/true"
                    }
                }
            }.joined()
    }
}
