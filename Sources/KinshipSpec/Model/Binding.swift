public import KinshipSyntax

/// An event a screen or container raises to its parent: `moved: { location: Coordinate }`.
/// The payload's fields are typed; an output without payload is written `radarTapped: {}`.
public struct Output: Sendable {
    public var name: Name
    public var payload: [Param] = []
    public var range: SourceRange

    public init(name: Name, range: SourceRange) {
        self.name = name
        self.range = range
    }

    public func field(named name: String) -> Param? { payload.first { $0.name.value == name } }
}

/// A container's answer to one output of one of its children: `startMap.radarTapped: reveal`.
public struct Binding: Sendable {
    /// The child raising the output (the part of the key before the dot).
    public var child: Name
    /// The output (the part after the dot).
    public var output: Name
    /// The whole key, `child.output`.
    public var key: Name
    /// What the container does, in order.
    public var actions: [BindingAction] = []
    public var range: SourceRange

    public init(child: Name, output: Name, key: Name, range: SourceRange) {
        self.child = child
        self.output = output
        self.key = key
        self.range = range
    }
}

/// One thing a container does when a child's output fires.
public enum BindingAction: Sendable {
    /// `reveal` or `{ run: reveal }`: run a transition of the container.
    case run(Name)
    /// `{ set: targetMap.annotation, field: location }`: pass a payload field into an input of a
    /// child (`field` may be left out when the payload has one field).
    case set(child: Name, input: Name, field: Name?, range: SourceRange)
    /// `{ emit: done }`: raise an output of the container itself, to its own parent, with the
    /// payload fields of the same names.
    case emit(Name)
    /// `{ switch: page, cases: { 1: showOne, 2: showTwo } }`: run the transition the payload
    /// field's value chooses; a value no case names does nothing.
    case choose(field: Name, cases: [SwitchCase], range: SourceRange)

    /// The DSL keyword.
    public var keyword: String {
        switch self {
        case .run: "run"
        case .set: "set"
        case .emit: "emit"
        case .choose: "switch"
        }
    }

    /// Where the action is written.
    public var range: SourceRange {
        switch self {
        case .run(let n), .emit(let n): n.range
        case .set(_, _, _, let r), .choose(_, _, let r): r
        }
    }

    /// The transitions the action may run.
    public var transitions: [Name] {
        switch self {
        case .run(let t): [t]
        case .choose(_, let cases, _): cases.map(\.transition)
        case .set, .emit: []
        }
    }
}

/// One case of a `switch` binding: a payload value, as written, and the transition it runs.
public struct SwitchCase: Sendable {
    public var value: Name
    public var transition: Name

    public init(value: Name, transition: Name) {
        self.value = value
        self.transition = transition
    }
}
