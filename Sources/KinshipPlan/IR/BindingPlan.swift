public import KinshipSpec

/// A typed name: a payload field or an input (`location: Coordinate`).
public struct FieldPlan: Sendable, Encodable, Hashable {
    public var name: String
    public var type: String

    public init(name: String, type: String) {
        self.name = name
        self.type = type
    }
}

/// An output a screen or container raises, with its payload's fields in declaration order.
public struct OutputPlan: Sendable, Encodable, Hashable {
    public var name: String
    public var payload: [FieldPlan]

    public init(name: String, payload: [FieldPlan]) {
        self.name = name
        self.payload = payload
    }
}

/// A container's answer to one output of one child (`on:`), its actions in order.
public struct BindingPlan: Sendable, Encodable {
    public var child: String
    public var output: String
    public var actions: [ActionPlan]

    /// The transitions the binding may run: one, a switch's cases, or none.
    public var transitions: [String] {
        actions.flatMap { action -> [String] in
            switch action {
            case .run(let t): [t]
            case .choose(_, _, let cases): cases.map(\.transition)
            case .set, .emit: []
            }
        }
    }
}

/// One action of a binding, with every name resolved and every type known.
public enum ActionPlan: Sendable, Encodable {
    /// Run a transition of the container.
    case run(String)
    /// Set `input` (of type `type`) of `child` to the payload field `field`.
    case set(child: String, input: String, field: String, type: String)
    /// Raise the container's own output `output`; its fields come from the payload's fields of
    /// the same names.
    case emit(output: String, fields: [String])
    /// Run the transition whose case matches the payload field `field` (of type `type`).
    case choose(field: String, type: String, cases: [SwitchCasePlan])

    private enum Key: String, CodingKey { case kind, transition, child, input, field, type, output, fields, cases }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        switch self {
        case .run(let t):
            try c.encode("run", forKey: .kind)
            try c.encode(t, forKey: .transition)
        case let .set(child, input, field, type):
            try c.encode("set", forKey: .kind)
            try c.encode(child, forKey: .child)
            try c.encode(input, forKey: .input)
            try c.encode(field, forKey: .field)
            try c.encode(type, forKey: .type)
        case let .emit(output, fields):
            try c.encode("emit", forKey: .kind)
            try c.encode(output, forKey: .output)
            try c.encode(fields, forKey: .fields)
        case let .choose(field, type, cases):
            try c.encode("switch", forKey: .kind)
            try c.encode(field, forKey: .field)
            try c.encode(type, forKey: .type)
            try c.encode(cases, forKey: .cases)
        }
    }
}

/// A switch case: the value as written in the spec, its typed reading, and the transition.
public struct SwitchCasePlan: Sendable, Encodable {
    public var value: String
    public var transition: String

    private enum Key: String, CodingKey { case value, transition }

    /// The typed value, read by the field's type (`SwitchValue`).
    public func typedValue(_ type: String) -> SwitchValue? { SwitchValue(value, type: type) }
}

extension ContainerPlan {
    /// The binding of a child's output, if the container has one.
    public func binding(child: String, output: String) -> BindingPlan? {
        bindings.first { $0.child == child && $0.output == output }
    }
}

extension ContainerPlan {
    /// Whether the `set` at `index` of `binding` reaches a new instance of its repeated child:
    /// a later action of the binding runs a transition (or has a switch case) that pushes or
    /// presents that child. Such a set never reaches an instance already shown (grammar.md,
    /// "Which instance a `set` reaches"); runtime and generated code both ask this.
    public func setReachesNewInstance(_ binding: BindingPlan, at index: Int) -> Bool {
        guard index < binding.actions.count, case .set(let child, _, _, _) = binding.actions[index],
            self.child(named: child)?.isRepeated == true
        else { return false }
        let later = BindingPlan(
            child: binding.child, output: binding.output, actions: Array(binding.actions[(index + 1)...]))
        return later.transitions.contains { name in
            transition(named: name)?.moves.contains { move in
                switch move.effect {
                case .push(let made), .present(let made): made == child
                default: false
                }
            } ?? false
        }
    }
}
