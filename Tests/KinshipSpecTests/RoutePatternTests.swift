import KinshipSpec
import KinshipSyntax
import Testing

/// URL patterns: what they read, what they refuse and where, and which URLs they match.
@Suite struct RoutePatternTests {
    private func pattern(_ text: String) throws -> URLPattern {
        try URLPattern.parse(text).get()
    }

    private func problem(_ text: String) -> URLPattern.Problem? {
        if case .failure(let p) = URLPattern.parse(text) { return p }
        return nil
    }

    @Test func readsSchemeHostSegmentsAndQuery() throws {
        let p = try pattern("Mail://Inbox/message/{id: Int}/{slug}?q={term}&page={page: Int}")
        #expect(p.scheme == "mail")
        #expect(p.host == "inbox")
        #expect(p.path.count == 3)
        #expect(p.parameters.map(\.name) == ["id", "slug", "term", "page"])
        #expect(p.parameters.map(\.type) == [.int, .string, .string, .int])
        #expect(p.parameters.map(\.optional) == [false, false, true, true])
        #expect(p.text == "mail://inbox/message/{id: Int}/{slug}?q={term}&page={page: Int}")
        #expect(p.shape == "mail://inbox/message/{}/{}")
        #expect(p.exampleURL == "mail://inbox/message/1/slug")
    }

    @Test func emptyHostAndTrailingSlash() throws {
        let p = try pattern("app:///inbox/")
        #expect(p.host == "")
        #expect(p.text == "app:///inbox")
        #expect(p.match(try #require(URLParts("app:///inbox"))) == [:])
    }

    /// A URL's host is read as `URLComponents.host` (what the generated router compares): user
    /// info and a port are not part of it, so `run --open` matches as the router does.
    @Test func aURLsUserInfoAndPortAreNotItsHost() throws {
        let p = try pattern("mail://h/x")
        #expect(p.match(try #require(URLParts("mail://u@h:80/x"))) == [:])
        #expect(p.match(try #require(URLParts("mail://u:pw@H/x"))) == [:])
        #expect(try #require(URLParts("mail://[::1]:8080/x")).host == "[::1]")
        #expect(URLParts("mail://h:http/x") == nil)
        // Patterns name neither: the router could never match them.
        #expect(problem("mail://h:80/x")?.offset == 8)
        #expect(problem("mail://u@h/x")?.offset == 8)
        #expect(problem("mail://café/x")?.offset == 10)
        #expect(try pattern("mail://caf%C3%A9/x").decodedHost == "café")
    }

    @Test func problemsCarryTheirColumns() throws {
        let type = try #require(problem("mail://inbox/{id: int}"))
        #expect(type.offset == 13)
        #expect(type.length == 9)
        #expect(type.id == .unknownReference)
        #expect(type.suggestion == "Int")
        #expect(problem("mail://inbox/x{id}")?.offset == 14)
        #expect(problem("mail://a/{id}/{id}")?.message == "parameter 'id' appears twice in the pattern")
        #expect(problem("mail://a/b c")?.offset == 10)
        #expect(problem("mail://a#frag") != nil)
        #expect(problem("mail://{host}/a") != nil)
        #expect(problem("mail://a/{1x}") != nil)
        #expect(problem("mail://a/{id") != nil)
        #expect(problem("inbox/message") != nil)
        #expect(problem("mail://a?q=literal") != nil)
    }

    @Test func matchesTypedSegmentsAndOptionalQuery() throws {
        let p = try pattern("mail://inbox/message/{id: Int}?highlight={term}")
        #expect(p.match(try #require(URLParts("mail://inbox/message/42"))) == ["id": "42"])
        #expect(
            p.match(try #require(URLParts("MAIL://INBOX/message/42/?highlight=a%20b&utm=x#top"))) == [
                "id": "42", "term": "a b",
            ])
        #expect(p.match(try #require(URLParts("mail://inbox/message/42?highlight"))) == ["id": "42"])
        #expect(
            p.match(try #require(URLParts("mail://inbox/message/42?highlight=a+b"))) == ["id": "42", "term": "a+b"])
        #expect(p.match(try #require(URLParts("mail://inbox/message/forty-two"))) == nil)
        #expect(p.match(try #require(URLParts("mail://inbox/Message/42"))) == nil)
        #expect(p.match(try #require(URLParts("mail://inbox/message/42/more"))) == nil)
        #expect(p.match(try #require(URLParts("https://inbox/message/42"))) == nil)
    }

    /// A path or query that mixes escapes with characters a URL may not hold (raw non-ASCII, a
    /// space) reads as `URL(string:)` then `URLComponents` read it on Swift 6's Foundation: that
    /// component's `%` signs are literal; the other components are decoded as usual.
    @Test func mixedEscapesAndRawCharactersReadAsFoundationReadsThem() throws {
        let p = try pattern("app://place/{name}/{more}?q={q}")
        #expect(p.match(try #require(URLParts("app://place/caf%C3%A9/é"))) == ["name": "caf%C3%A9", "more": "é"])
        #expect(p.match(try #require(URLParts("app://place/caf%C3%A9/e"))) == ["name": "café", "more": "e"])
        #expect(
            p.match(try #require(URLParts("app://place/caf%C3%A9/e?q=%41é"))) == [
                "name": "café", "more": "e", "q": "%41é",
            ])
        #expect(
            p.match(try #require(URLParts("app://place/a b/%41?q=%41"))) == ["name": "a b", "more": "%41", "q": "A"])
        #expect(p.match(try #require(URLParts("app://place/x|y/%41"))) == ["name": "x|y", "more": "%41"])
    }

    @Test func decodesPercentEscapesInSegments() throws {
        let p = try pattern("app://place/{name}")
        #expect(p.match(try #require(URLParts("app://place/caf%C3%A9"))) == ["name": "café"])
        // A malformed escape or bytes that are not UTF-8 keep the whole segment as written, as
        // the generated router's `removingPercentEncoding ?? String($0)` does.
        #expect(p.match(try #require(URLParts("app://place/a%20b%zz"))) == ["name": "a%20b%zz"])
        #expect(p.match(try #require(URLParts("app://place/a%20b%"))) == ["name": "a%20b%"])
        #expect(p.match(try #require(URLParts("app://place/%+1"))) == ["name": "%+1"])
        #expect(p.match(try #require(URLParts("app://place/%C3%28"))) == ["name": "%C3%28"])
        #expect(p.match(try #require(URLParts("app://place/a%2Fb"))) == ["name": "a/b"])
        #expect(URLParts("no scheme here") == nil)
    }

    /// Literals may hold percent escapes; URLs are matched decoded, so the literals are too (in
    /// `run --open`, in `duplicate-route`'s shapes and in the generated router).
    @Test func escapedLiteralsMatchTheirURLs() throws {
        let p = try pattern("app://%41pp/caf%C3%A9/a%2Fb?n%61me={q}")
        #expect(p.text == "app://%41pp/caf%C3%A9/a%2Fb?n%61me={q}")
        #expect(p.match(try #require(URLParts("app://app/caf%C3%A9/a%2fb?name=x"))) == ["q": "x"])
        #expect(p.match(try #require(URLParts("app://APP/caf%C3%A9/a%2Fb?n%61me=x"))) == ["q": "x"])
        // A raw `é` beside the escapes: `URL(string:)` encodes that path whole, `%` too, so
        // `a%2Fb` is read as written and is not `a/b` (the query, all valid, is still decoded).
        #expect(p.match(try #require(URLParts("app://APP/café/a%2Fb?n%61me=x"))) == nil)
        #expect(p.match(try #require(URLParts("app://APP/café/a%2Fb?n%61me=x&z=é"))) == nil)
        #expect(p.match(try #require(URLParts("app://app/café/a/b"))) == nil)
        #expect(p.shape == (try pattern("app://app/café/a%2fb")).shape)
        #expect(p.shape != (try pattern("app://app/café/a/b")).shape)
        #expect(problem("app://a/%zz")?.offset == 8)
        #expect(
            problem("app://a/b%4")?.message == "'%' in a path segment starts a percent escape: two hex digits, like %20"
        )
        #expect(problem("app://%g0/b") != nil)
        #expect(problem("app://a?%=1") != nil)
    }

    @Test func theMostSpecificRouteWins() throws {
        let routes = try ["app://message/{id}", "app://message/new", "app://message/{id: Int}"].enumerated().map {
            i, text in
            let name = Name("r\(i)", at: SourceRange(file: FileID(rawValue: 0), at: SourcePosition(line: 1, column: 1)))
            return Route(
                name: name, urlText: Name(text, at: name.range), pattern: try pattern(text), openText: name,
                open: [name], range: name.range)
        }
        func matched(_ url: String) -> String? {
            if case .matched(let route, _) = RouteMatch.find(url, in: routes) { return route.name.value }
            return nil
        }
        #expect(matched("app://message/new") == "r1")
        #expect(matched("app://message/7") == "r2")
        #expect(matched("app://message/hello") == "r0")
        guard case .noMatch(let closest) = RouteMatch.find("app://mesage/new", in: routes) else {
            Issue.record("expected no match")
            return
        }
        #expect(closest?.name.value == "r1")
        if case .unreadable = RouteMatch.find("message", in: routes) {} else { Issue.record("expected unreadable") }
    }
}
