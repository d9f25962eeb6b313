import KinshipSpec
import KinshipSyntax

/// A route's values carry no moves (grammar.md, Routes: "Values and answers"): the answers a
/// route's `set:` starts (a container's `self.INPUT`, and through its `set`s and `emit`s the
/// answers those start in turn) may set inputs and emit outputs, but may not run a transition.
/// The witness alone moves, so what `explore --routes` prints is what `run --open` and the
/// generated router do; an answer that moved would run before the witness, on instances not
/// shown yet, in configurations the witness does not account for.
///
/// Each answer (a container's binding) is followed once, whatever the number of routes: its
/// outcome is either the transition it leads to or the outputs that leave its container's
/// instance (its own `emit`s, and those of its bindings that answer what its children emit
/// back), which only the instance's holder can answer. The walk keeps its own stack, so a
/// chain of answers as deep as the containment tree does not overflow the thread's.
struct RouteAnswers {
    /// One answer: container index and binding index.
    private struct Node: Hashable {
        var container: Int
        var binding: Int
    }

    /// What following one answer leads to.
    private struct Outcome {
        /// The transition the answer leads to, and the answer it runs in when that is another
        /// (`via`, followed again to print the chain).
        var move: (via: Node?, transition: Name)?
        /// Outputs of the answering container emitted to its holder, each once.
        var escapes: [String] = []
    }

    /// What a node still has to do: follow a child's answer to a set (its emits come back to
    /// this container as the child's outputs), or one of its own bindings (an emit answered).
    private enum Pending {
        case child(String, Node)
        case own(Node)
    }

    private struct Frame {
        var node: Node
        var action = 0
        var pending: [Pending] = []
        var outcome = Outcome()
        var emitted: Set<String> = []
    }

    private let spec: Spec
    private var lookup: ChildLookup
    private var keys: [Int: [String: Int]] = [:]
    private var done: [Node: Outcome] = [:]
    private var onStack: Set<Node> = []

    init(_ spec: Spec) {
        self.spec = spec
        lookup = ChildLookup(spec)
    }

    /// The `route-answer-moves` error of a route whose witness was found, or nil when none of
    /// the answers its values start moves.
    mutating func check(_ route: Route, levels: [RouteLevel]) -> Diagnostic? {
        for feed in route.sets {
            guard let index = feed.levelIndex(in: route), index > 0, index <= levels.count,
                let holder = spec.firstContainer(named: levels[index - 1].containerType),
                let child = lookup.child(named: levels[index - 1].child, in: holder),
                let type = spec.firstContainer(named: child.type.value),
                let answer = binding(Binding.selfName + "." + feed.input.value, in: type)
            else { continue }
            var node = Node(container: type, binding: answer)
            var outcome = follow(node)
            // Outputs leaving the instance go up the route's own levels, to the holder of each.
            var level = index
            while outcome.move == nil, level > 0 {
                let holderLevel = levels[level - 1]
                guard let holderType = spec.firstContainer(named: holderLevel.containerType) else { break }
                var escapes: [String] = []
                for output in outcome.escapes {
                    guard let b = binding(holderLevel.child + "." + output, in: holderType) else { continue }
                    let next = Node(container: holderType, binding: b)
                    let found = follow(next)
                    if found.move != nil {
                        node = next
                        outcome = found
                        break
                    }
                    escapes += found.escapes.filter { !escapes.contains($0) }
                }
                if outcome.move != nil { break }
                outcome = Outcome(move: nil, escapes: escapes)
                level -= 1
            }
            guard outcome.move != nil else { continue }
            return diagnostic(
                route, feed, levels[index - 1], start: Node(container: type, binding: answer), moving: node)
        }
        return nil
    }

    private func diagnostic(
        _ route: Route, _ feed: InputFeed, _ level: RouteLevel, start: Node, moving: Node
    ) -> Diagnostic {
        var chain: [Node] = [start]
        if moving != start { chain.append(moving) }
        var transition: Name?
        var current: Node? = moving
        while let node = current, let move = done[node]?.move {
            transition = move.transition
            current = move.via
            if let via = move.via { chain.append(via) }
        }
        let last = chain[chain.count - 1]
        // A long chain names its ends and counts the middle, as a long cycle's message does.
        let name = { (node: Node) in "\(spec.containers[node.container].name.value) '\(key(of: node).value)'" }
        let ends = 6
        let names =
            chain.count <= 2 * ends
            ? chain.map(name)
            : chain.prefix(ends).map(name) + ["… (\(chain.count - 2 * ends) more)"] + chain.suffix(ends).map(name)
        let runs = transition.map { "transition '\($0.value)'" } ?? "a transition"
        let path = level.path + "/" + level.child
        return .error(
            .routeAnswerMoves,
            "route '\(route.name.value)' sets '\(feed.input.value)' on \(path), and the answer "
                + names.joined(separator: " → ") + " runs \(runs) of "
                + "\(spec.containers[last.container].name.value): a route's values may set inputs, "
                + "but only its witness moves",
            at: feed.input.range,
            notes: [
                DiagnosticNote("this answer runs \(runs)", at: key(of: last).range),
                DiagnosticNote(
                    "run --open and the generated router would run it before the witness, on an instance not shown yet; open the instance the move shows (the witness then makes the move) and set its input there, or answer the input without moving"
                ),
            ])
    }

    private func key(of node: Node) -> Name { spec.containers[node.container].bindings[node.binding].key }

    /// The binding of `container` whose key is `key` (`child.output` or `self.INPUT`).
    private mutating func binding(_ key: String, in container: Int) -> Int? {
        if keys[container] == nil {
            var table: [String: Int] = [:]
            for (b, binding) in spec.containers[container].bindings.enumerated() {
                let k = binding.child.value + "." + binding.output.value
                if table[k] == nil { table[k] = b }
            }
            keys[container] = table
        }
        return keys[container]?[key]
    }

    /// The outcome of `start`, every answer it depends on followed first (depth first, with an
    /// explicit stack). An answer met again while it is followed (an `answer-cycle`, which
    /// validation refuses) counts as doing nothing.
    private mutating func follow(_ start: Node) -> Outcome {
        if let known = done[start] { return known }
        var stack = [Frame(node: start)]
        onStack.insert(start)
        while !stack.isEmpty {
            let top = stack.count - 1
            if let next = advance(&stack[top]) {
                if done[next] == nil, !onStack.contains(next) {
                    onStack.insert(next)
                    stack.append(Frame(node: next))
                }
                continue
            }
            let frame = stack.removeLast()
            onStack.remove(frame.node)
            done[frame.node] = frame.outcome
        }
        return done[start] ?? Outcome()
    }

    /// Works on `frame` until it needs an answer not followed yet (returned) or is finished (nil).
    private mutating func advance(_ frame: inout Frame) -> Node? {
        let container = spec.containers[frame.node.container]
        let actions = container.bindings[frame.node.binding].actions
        while frame.outcome.move == nil {
            if let pending = frame.pending.first {
                let node: Node
                switch pending {
                case .child(_, let n), .own(let n): node = n
                }
                guard let outcome = done[node] ?? (onStack.contains(node) ? Outcome() : nil) else { return node }
                frame.pending.removeFirst()
                if let move = outcome.move {
                    frame.outcome.move = (via: node, transition: move.transition)
                    break
                }
                switch pending {
                case .child(let child, _):
                    // What the child's instance emits comes back here as that child's output.
                    for output in outcome.escapes {
                        if let b = binding(child + "." + output, in: frame.node.container) {
                            frame.pending.append(.own(Node(container: frame.node.container, binding: b)))
                        }
                    }
                case .own:
                    for output in outcome.escapes where frame.emitted.insert(output).inserted {
                        frame.outcome.escapes.append(output)
                    }
                }
                continue
            }
            guard frame.action < actions.count else { break }
            let action = actions[frame.action]
            frame.action += 1
            switch action {
            case .run(let transition):
                frame.outcome.move = (via: nil, transition: transition)
            case .choose(_, let cases, _):
                if let first = cases.first { frame.outcome.move = (via: nil, transition: first.transition) }
            case .emit(let output):
                if frame.emitted.insert(output.value).inserted { frame.outcome.escapes.append(output.value) }
            case .set(let child, let input, _, _):
                guard let declared = lookup.child(named: child.value, in: frame.node.container),
                    let type = spec.firstContainer(named: declared.type.value),
                    let answer = binding(Binding.selfName + "." + input.value, in: type)
                else { continue }
                frame.pending.append(.child(child.value, Node(container: type, binding: answer)))
            }
        }
        return nil
    }
}
