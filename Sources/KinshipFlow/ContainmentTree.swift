public import KinshipPlan
public import KinshipSpec

/// The instance tree a spec describes, for pictures: container instances with their slots, and
/// the children each slot may hold with the relationship that puts them there.
public struct ContainmentTree: Sendable {
    /// One container instance.
    public struct Instance: Sendable {
        /// What the picture calls it: the container kind, or `screen` for a screen that presents.
        public var kindLabel: String { isScreen ? "screen" : kind.rawValue }

        /// `App/feed`: the root's name, then `/child` per level (as trace lines print it).
        public var path: String
        /// The instance name (the root's is its type name).
        public var name: String
        public var type: String
        public var kind: ContainerKind
        /// A screen that presents: drawn as a screen, its slots all presentation slots.
        public var isScreen = false
        /// A repeated child (`many: true`): one instance per push or present, drawn as such.
        public var isRepeated = false
        public var className: String
        public var slots: [SlotNode]
        /// Children in `children:` order.
        public var children: [ChildNode]
        /// `on:`: an edge from the child raising an output to what answers it.
        public var bindings: [BindingEdge] = []
        /// Every transition, in declaration order, with the moves it makes: each gets a node,
        /// whether a binding runs it or only the app's code calls it.
        public var transitions: [TransitionNode] = []
        /// The transitions some binding runs, in declaration order.
        public var boundTransitions: [String] {
            var seen: Set<String> = []
            return bindings.compactMap { edge in
                if case .transition(let t) = edge.target, seen.insert(t).inserted { return t }
                return nil
            }
        }
    }

    /// A transition and what it moves: an edge to each slot, labelled with the move.
    public struct TransitionNode: Sendable {
        public var name: String
        /// (slot, the move as the plan says it: `push detail`).
        public var moves: [(slot: String, label: String)]
    }

    /// A binding, as an edge from a child: `startMap` —radarTapped→ transition `reveal`.
    public struct BindingEdge: Sendable {
        public enum Target: Sendable {
            case transition(String)
            /// An input of a child of the same container.
            case input(child: String, input: String)
            /// The container's own output, raised to its parent.
            case emit(String)
        }
        public var child: String
        /// The output, with the payload value a switch case matches: `selected (page = 2)`.
        public var label: String
        public var target: Target
        /// The edge starts at the container (`self.INPUT`), not at a child.
        public var fromContainer: Bool { child == "self" }
    }

    public struct SlotNode: Sendable {
        public var name: String
        public var kind: SlotKind
        public var edges: [Relationship]
    }

    /// A slot → child edge: `rootViewController`, `push`, `viewControllers`, `initial`, `show`, …
    public struct Relationship: Sendable {
        public var child: String
        public var label: String
        /// The child is in the slot at mount.
        public var atMount: Bool
    }

    public enum ChildNode: Sendable {
        /// `repeated`: a `many: true` child, one instance per push or present.
        case screen(name: String, type: String, path: String, repeated: Bool)
        case container(Instance)

        public var path: String {
            switch self {
            case .screen(_, _, let path, _): path
            case .container(let instance): instance.path
            }
        }
    }

    /// The root's instance tree, or one tree per container type when the spec names no root.
    public var roots: [Instance]

    public init(_ plan: Plan) {
        let top = plan.root.map { [$0] } ?? plan.containers.map(\.name)
        roots = top.compactMap { Self.instance(type: $0, name: $0, path: $0, plan, depth: 0, ancestors: []) }
    }

    /// Depth is bounded because validation rejects containment cycles; the cap is a backstop.
    /// (`kinship graph` refuses a tree deeper or larger than its limits before building one.)
    /// A repeated child of a type already among its ancestors (a container pushing its own type)
    /// is drawn once, as a leaf: each push would nest one more level.
    private static func instance(
        type: String, name: String, path: String, _ plan: Plan, depth: Int, ancestors: Set<String>
    ) -> Instance? {
        guard let c = plan.container(named: type), depth < 64 else { return nil }
        let inside = ancestors.union([type])
        let children: [ChildNode] = c.children.map { child in
            let childPath = path + "/" + child.name
            if child.isContainer, !(child.isRepeated && inside.contains(child.type)),
                let nested = instance(
                    type: child.type, name: child.name, path: childPath, plan, depth: depth + 1, ancestors: inside)
            {
                var nested = nested
                nested.isRepeated = child.isRepeated
                return .container(nested)
            }
            // A SwiftUI screen is drawn as the view it is, hosted (`Settings (SwiftUI)`).
            return .screen(
                name: child.name, type: child.isHosted ? child.type + " (SwiftUI)" : child.type, path: childPath,
                repeated: child.isRepeated)
        }
        let slots = c.slots.map { slot in
            SlotNode(
                name: slot.name, kind: slot.kind,
                edges: slot.accepts.map { child in
                    relationship(child, slot, c.kind)
                })
        }
        var made = Instance(
            path: path, name: name, type: type, kind: c.kind, className: c.className, slots: slots, children: children)
        made.isScreen = c.isScreen
        made.bindings = c.bindings.flatMap { bindingEdges($0) }
        made.transitions = c.transitions.map { t in
            TransitionNode(name: t.name, moves: t.moves.map { ($0.slot, $0.effect.description) })
        }
        return made
    }

    /// An input's answer (`self.showID`) starts at the container itself: the value its parent set.
    private static func bindingEdges(_ binding: BindingPlan) -> [BindingEdge] {
        let answer = binding.child == "self"
        return binding.actions.flatMap { action -> [BindingEdge] in
            switch action {
            case .run(let t):
                return [
                    BindingEdge(
                        child: binding.child, label: answer ? "self." + binding.output : binding.output,
                        target: .transition(t))
                ]
            case let .set(target, input, _, _):
                return [
                    BindingEdge(
                        child: binding.child, label: answer ? "self." + binding.output : binding.output,
                        target: .input(child: target, input: input))
                ]
            case .emit(let output, _):
                return [
                    BindingEdge(
                        child: binding.child, label: answer ? "self." + binding.output : binding.output,
                        target: .emit(output))
                ]
            case let .choose(field, _, cases):
                return cases.map {
                    BindingEdge(
                        child: binding.child, label: "\(binding.output) (\(field) = \($0.value))",
                        target: .transition($0.transition))
                }
            }
        }
    }

    /// The relationship names follow the containers' own vocabulary: a navigation controller's
    /// rootViewController and pushes, a tab bar's viewControllers, a split view's columns.
    private static func relationship(_ child: String, _ slot: SlotPlan, _ kind: ContainerKind) -> Relationship {
        let atMount = slot.kind == .tabs ? slot.initial.first == child : slot.initial.contains(child)
        let label: String =
            switch (kind, slot.kind) {
            case (_, .presentation): "present"
            case (_, .accessory): "accessory"
            case (.navigation, _):
                slot.initial.first == child
                    ? "rootViewController" : slot.userBackOff?.contains(child) == true ? "push (no Back)" : "push"
            case (.tabs, _): "viewControllers"
            case (.split, _): slot.name
            case (_, .tabs): "tab"
            case (_, .stack): atMount ? "initial" : "push"
            case (_, .single): atMount ? "initial" : "show"
            }
        return Relationship(child: child, label: label, atMount: atMount)
    }

    /// Every instance, depth first from each root.
    public var instances: [Instance] {
        var out: [Instance] = []
        func walk(_ i: Instance) {
            out.append(i)
            for case .container(let nested) in i.children { walk(nested) }
        }
        roots.forEach(walk)
        return out
    }
}
