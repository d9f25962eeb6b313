/// `--access`: the access level of generated declarations.
///
/// `internal` (the default) writes no modifier, as before. `public` lets a team keep generated
/// containers in a module of their own: every generated type, its initialiser, its API (`state`,
/// `controller(_:)`, transition methods, enums and their members), the assembly, default
/// factories and router become `public`. Private members stay private; overrides become public
/// too (Swift requires an override to be as accessible as its public class); protocol
/// requirements take the protocol's. Screen classes are the app's: with `public`, the factory
/// protocols name them in public signatures, so they must be public too (`--screen-stubs` makes
/// its stand-ins public).
public enum AccessLevel: String, Sendable, CaseIterable {
    case `internal`
    case `public`
}

/// Rewrites a file's declarations for an access level: a prefix on each declaration head that
/// can take one, applied to the tree so every translator's output follows without changes.
enum AccessRewriter {
    /// Parts built later are rewritten as they are built.
    static func apply(_ level: AccessLevel, to stream: [DeclarationStream]) -> [DeclarationStream] {
        guard level == .public else { return stream }
        return stream.map { rewrite($0) }
    }

    private static func rewrite(_ s: DeclarationStream) -> DeclarationStream {
        switch s {
        case .declarations(let declarations):
            return .declarations(declarations.map { rewrite($0) })
        case let .type(head, members):
            let (head, members) = type(head, members, rewrite)
            return .type(head: head, members: members)
        case let .parts(count, part):
            return .parts(count: count) { try part($0).map { rewrite($0) } }
        }
    }

    private static func rewrite(_ d: Declaration) -> Declaration {
        switch d {
        case let .type(head, members):
            let (head, members) = type(head, members, rewrite)
            return .type(head: head, members: members)
        case let .function(head, body):
            return .function(head: marked(head), body: body)
        case .property(let text):
            return .property(marked(text))
        case .line(let text):
            return .line(marked(text))
        case let .conditional(condition, body, otherwise):
            return .conditional(condition, body.map { rewrite($0) }, else: otherwise.map { rewrite($0) })
        case .comment, .doc, .import, .blank:
            return d
        }
    }

    /// A type's head and members: requirements inside a protocol take its access; an
    /// extension's members are marked one by one; any other type is marked with its members.
    private static func type<Member>(_ head: String, _ members: [Member], _ member: (Member) -> Member) -> (
        String, [Member]
    ) {
        if head.hasPrefix("protocol ") { return ("public " + head, members) }
        if head.hasPrefix("extension ") { return (head, members.map(member)) }
        return (marked(head), members.map(member))
    }

    /// Declaration keywords that take `public` in front; anything else (attributes, cases,
    /// private or overriding members) is left as written.
    private static let declarationStarts = [
        "final class ", "class ", "struct ", "enum ", "protocol ", "typealias ", "func ", "static ", "nonisolated ",
        "var ", "let ", "init(", "init?(", "convenience init", "required init", "private(set) var ", "lazy var ",
        "override ",
    ]

    private static func marked(_ head: String) -> String {
        declarationStarts.contains(where: head.hasPrefix) ? "public " + head : head
    }
}
