import KinshipSyntax

/// The names a container's declaration wrote that resolve to nothing, kept so that the checks
/// that depend on them stay silent: one typo, one error.
///
/// `accepts: [one, tow]` is one mistake. Reporting it also as `not-accepted` for every move of
/// `two` into that slot and as `unused-child` for `two` buries the real error (with its
/// did-you-mean) under its consequences. So every `unknown-reference` is recorded with the
/// list it was written in (a `Scope`), and a dependent check asks `explains` before reporting:
/// a finding about name X in a scope is a consequence when an unresolved name of that scope
/// most likely meant X (its did-you-mean is X) or could have meant anything (it has no
/// did-you-mean, or the search budget ran out). Findings about names nothing could have meant
/// are still reported.
///
/// Checks added later use the same two calls: `SpecValidator.unknown(_:_:among:scope:)` to
/// report and record, `unresolved.explains(_:in:)` before reporting a consequence.
public struct UnresolvedNames: Sendable {
    /// Where an unresolved name was written: which list (`accepts`, `args`, …) of which owner
    /// (a slot, a child). `owner` nil in a query means any owner.
    public struct Scope: Hashable, Sendable {
        public var list: String
        public var owner: String?

        public init(_ list: String, of owner: String?) {
            self.list = list
            self.owner = owner
        }

        /// A slot's `accepts`: its unresolved entries are children the slot was meant to accept.
        public static func accepts(_ slot: String) -> Scope { Scope("accepts", of: slot) }
        /// Any slot's `accepts`.
        public static let anyAccepts = Scope("accepts", of: nil)
        /// A child's `args`: its unresolved entries are parameters the child meant to give.
        public static func args(_ child: String) -> Scope { Scope("args", of: child) }
        /// The spec's `root`: route paths start with the container it was meant to name.
        public static let root = Scope("root", of: nil)
        /// The child half of `on:` keys (`child.output`): children some binding meant to answer.
        public static let bindingChildren = Scope("on", of: nil)
        /// The output half of `on:` keys of one child: outputs of it some binding meant to answer.
        public static func boundOutputs(_ child: String) -> Scope { Scope("on-outputs", of: child) }
    }

    private struct Entry: Sendable {
        var name: String
        var candidates: @Sendable () -> [String]
        /// What the name most likely meant: .some(nil) when nothing is close (it could be anything).
        var meant: String??
    }

    private var entries: [Scope: [Entry]] = [:]
    /// Edit-distance work the lazy did-you-mean searches may spend; past it, an unresolved name
    /// counts as possibly meaning anything (silence rather than a cascade).
    private var budget = Suggestions.defaultBudget / 8

    public init() {}

    public var isEmpty: Bool { entries.isEmpty }

    /// Records `name`, written in `scope`, as resolving to nothing among `candidates`.
    public mutating func record(_ name: String, in scope: Scope, candidates: @escaping @Sendable () -> [String]) {
        entries[scope, default: []].append(Entry(name: name, candidates: candidates, meant: nil))
    }

    /// Whether a finding about `name` in `scope` may follow from an unresolved name there.
    public mutating func explains(_ name: String, in scope: Scope) -> Bool {
        guard !entries.isEmpty else { return false }
        for key in entries.keys where key.list == scope.list && (scope.owner == nil || key.owner == scope.owner) {
            guard var list = entries[key] else { continue }
            defer { entries[key] = list }
            for i in list.indices {
                if list[i].meant == nil {
                    let candidates = list[i].candidates()
                    list[i].meant = .some(Suggestions.closest(to: list[i].name, in: candidates, budget: &budget))
                }
                switch list[i].meant {
                case .some(.some(let guess)) where guess != name: continue
                default: return true  // meant `name`, or could have meant anything
                }
            }
        }
        return false
    }
}
