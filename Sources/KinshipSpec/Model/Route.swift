public import KinshipSyntax

/// A deep link: `message: { url: "mail://inbox/message/{id: Int}", open: App/feed/place }`.
///
/// Routes are checked against the flows: `open:` names an instance from the root, and flow
/// analysis finds the shortest sequence of transitions that shows it (the witness).
public struct Route: Sendable {
    public var name: Name
    /// The pattern as written.
    public var urlText: Name
    /// Nil when the text is not a valid pattern (reported while decoding).
    public var pattern: URLPattern?
    /// `App/feed/place` as written.
    public var openText: Name
    /// Its segments, each located at its own columns when the scalar allows.
    public var open: [Name]
    /// `set: { messageID: id, thread.conversationID: cid }`: inputs of the opened instance, or of
    /// an instance on the way (`SEGMENT.INPUT`), each fed from a URL parameter.
    public var sets: [InputFeed] = []
    public var range: SourceRange

    public init(name: Name, urlText: Name, pattern: URLPattern?, openText: Name, open: [Name], range: SourceRange) {
        self.name = name
        self.urlText = urlText
        self.pattern = pattern
        self.openText = openText
        self.open = open
        self.range = range
    }

    /// Where a parameter's placeholder is in the source, or the whole URL when columns are unknown.
    public func range(of parameter: URLPattern.Parameter) -> SourceRange {
        Self.subRange(urlText, offset: parameter.offset, length: parameter.length)
    }

    /// The range of `length` scalars at `offset` inside a located one-line scalar; the whole
    /// range when the text is not laid out one scalar per column (escapes, folded lines).
    public static func subRange(_ text: Name, offset: Int, length: Int) -> SourceRange {
        let r = text.range
        let count = text.value.unicodeScalars.count
        guard r.start.line == r.end.line else { return r }
        let width = r.end.column - r.start.column
        let lead: Int
        if width == count { lead = 0 } else if width == count + 2 { lead = 1 } else { return r }
        var out = r
        out.start.column = r.start.column + lead + offset
        out.end.column = out.start.column + length
        return out
    }
}

/// One entry of a route's `set:`: an input of the opened instance and the URL parameter it takes.
/// `set: { show.showID: id }` feeds an instance on the way, named by its segment of `open:`
/// (`level`); a bare input is the opened instance's.
public struct InputFeed: Sendable {
    public var input: Name
    public var parameter: Name
    /// The segment of `open:` whose instance takes the input; nil for the opened instance.
    public var level: Name?

    public init(input: Name, parameter: Name, level: Name? = nil) {
        self.input = input
        self.parameter = parameter
        self.level = level
    }

    /// The key as written: `showID` or `show.showID`.
    public var key: String { level.map { $0.value + "." + input.value } ?? input.value }

    /// The index in `route.open` of the instance it feeds (the last for a bare input; nil when
    /// `level` names no segment after the root, or several).
    public func levelIndex(in route: Route) -> Int? {
        guard let level else { return route.open.count - 1 }
        let matches = route.open.indices.dropFirst().filter { route.open[$0].value == level.value }
        return matches.count == 1 ? matches[0] : nil
    }
}
