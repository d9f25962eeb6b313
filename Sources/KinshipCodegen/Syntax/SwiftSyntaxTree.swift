import KinshipPlan

/// The small tree generated code is built from: declarations holding statements, printed by
/// `SwiftWriter`. Expressions stay strings, but every name and literal in them comes from
/// `SwiftName` / `SwiftLiteral`, so escaping happens in one place.
public indirect enum Declaration: Sendable, Equatable {
    /// `// text` lines (the file header).
    case comment([String])
    /// `/// text` lines, attached to the declaration that follows.
    case doc(String)
    /// `import Module`.
    case `import`(String)
    /// `#if condition` … `#else` … `#endif` around declarations.
    case conditional(String, [Declaration], else: [Declaration])
    /// A type, extension or protocol: `head {` members `}`, e.g. `final class X: Y`.
    case type(head: String, members: [Declaration])
    /// A stored or computed property written on one line: `private(set) var state = State()`.
    case property(String)
    /// A computed property or function with a body: `head {` body `}`.
    case function(head: String, body: [Statement])
    /// A requirement or case line that has no body: `func makeX() -> X`, `case a, b`.
    case line(String)
    /// An empty line between declarations.
    case blank
}

/// Statements inside function bodies.
public indirect enum Statement: Sendable, Equatable {
    /// One line of code.
    case line(String)
    /// `// text`.
    case comment(String)
    /// `head {` body `}` (if, for, do, closures opened on the head line).
    case block(head: String, body: [Statement], tail: String = "}")
    /// `call { parameters in` body `}`: a trailing closure such as a completion handler.
    case closure(call: String, parameters: String, body: [Statement])
    /// `if condition {` then `} else {` otherwise `}`.
    case ifElse(condition: String, then: [Statement], else: [Statement])
    /// `switch subject {` with `case pattern:` groups; an empty body prints `break`.
    case `switch`(subject: String, cases: [SwitchCase])
}

public struct SwitchCase: Sendable, Equatable {
    /// `case .a?` or `default`.
    public var label: String
    public var body: [Statement]
    /// A `case label:` group (`default` prints `default:`).
    public init(_ label: String, _ body: [Statement]) {
        self.label = label
        self.body = body
    }
}

/// A file's declarations in the order the writer prints them, some built only when the writer
/// reaches them: a file as large as a big spec's assembly (12 MB of Swift for a 10 MB spec) is
/// then never held as one tree or one string, only one part at a time.
public indirect enum DeclarationStream {
    /// Declarations already built.
    case declarations([Declaration])
    /// `head {` members `}`, its members streamed in turn.
    case type(head: String, members: [DeclarationStream])
    /// `count` parts, the `i`-th built by `part(i)` when the writer reaches it and dropped once printed.
    case parts(count: Int, part: (Int) throws -> [DeclarationStream])
}
