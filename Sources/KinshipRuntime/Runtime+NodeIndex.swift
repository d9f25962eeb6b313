import KinshipPlan

/// Which container types an event's short name can reach, read off the plan once: an event then
/// looks only at the live instances of those types, so its cost does not grow with the tree.
struct NodeIndex {
    /// Transition name → the types declaring it.
    let typesByTransition: [String: [String]]
    /// Output name → the types with a screen child declaring it.
    let typesByOutput: [String: [String]]
    /// Navigation, tab bar and split types: the user's own moves act on them.
    let userMoveTypes: [String]
    /// Types with a presentation slot: the user swipes down what they present.
    let presentingTypes: [String]

    init(_ plan: Plan) {
        var transitions: [String: [String]] = [:], outputs: [String: [String]] = [:]
        for container in plan.containers {
            for name in Set(container.transitions.map(\.name)) { transitions[name, default: []].append(container.name) }
            let declared = Set(container.children.filter { !$0.isContainer }.flatMap { $0.outputs.map(\.name) })
            for name in declared { outputs[name, default: []].append(container.name) }
        }
        typesByTransition = transitions
        typesByOutput = outputs
        userMoveTypes = plan.containers.filter { $0.kind != .custom }.map(\.name)
        presentingTypes = plan.containers.filter { $0.slots.contains { $0.kind == .presentation } }.map(\.name)
    }
}

extension Runtime {
    /// The live instances of `types`, in the order they were made (not those made ahead by a
    /// `set` that no push has taken yet: `ContainerNode.madeAhead`).
    func liveNodes(ofTypes types: [String]) -> [ContainerNode] {
        let found =
            types.count == 1
            ? nodesByType[types[0]] ?? [] : types.flatMap { nodesByType[$0] ?? [] }.sorted { $0.serial < $1.serial }
        return found.contains(where: \.madeAhead) ? found.filter { !$0.madeAhead } : found
    }

    /// The live instances an event's PATH names, in the order they were made; without a PATH,
    /// the live instances of `types`. A live instance's exact path names that instance alone
    /// (grammar.md, "Events"): the root's path is also its type's name, which would otherwise
    /// reach every nested instance of that type too (`App.swipeDown(x)` a nested `App`'s sheet).
    /// Any other container type's name names its live instances. Every event form that takes a
    /// PATH (transitions, raw slot operations, the user's moves, swipes) finds its holders here.
    func liveNodes(at path: String?, ofTypes types: [String]) -> [ContainerNode] {
        guard let path else { return liveNodes(ofTypes: types) }
        if let node = nodesByPath[path] { return [node] }
        return liveNodes(ofTypes: [path])
    }
}
