import KinshipUIKit

extension Runtime {
    /// One level of a route's witness, as `kinship run --open` runs it: the container instance
    /// at `container`, the child it must show, its transitions, and the inputs of that child's
    /// instance the URL gives values (`made`: how many of the steps bring the child in).
    public struct OpenLevel: Sendable {
        public var container: String
        public var child: String
        public var made: Int
        public var transitions: [String]
        public var inputs: [String]

        public init(container: String, child: String, made: Int, transitions: [String], inputs: [String]) {
            self.container = container
            self.child = child
            self.made = made
            self.transitions = transitions
            self.inputs = inputs
        }
    }

    /// `kinship run --open`: a route's values reach each level before that level's instance
    /// loads, then the witness runs. Top level first, each level's instance takes its inputs
    /// (a container's answers to them run at once): one already made (a preset's child, made
    /// at mount) before the moves that show it; a repeated child's, the instance its push will
    /// make, made now, as a binding's `set` before a push makes it. A level below an instance
    /// that cannot be made ahead (a repeated child the witness pushes more than once: the
    /// last push makes the opened one) takes its inputs once the witness has run.
    public func open(_ levels: [OpenLevel]) {
        let event = Event(kind: .transition(target: nil, name: "open"), text: "--open", location: "--open")
        linkSets = []
        linkSetKeys = []
        linkFollows = [:]
        var later: [(container: String, child: String, input: String)] = []
        var reached = true
        var setAny = false
        for (index, level) in levels.enumerated() {
            let needed = levels[index...].contains { !$0.inputs.isEmpty }
            guard needed else { break }
            guard reached, let node = nodesByPath[level.container] else {
                reached = false
                later += level.inputs.map { (level.container, level.child, $0) }
                continue
            }
            guard
                let target = valuesTarget(level.child, in: node, made: level.made, shown: false)
            else {
                reached = false
                later += level.inputs.map { (level.container, level.child, $0) }
                continue
            }
            for input in level.inputs { setLinkInput(input, on: target, by: node, event) }
            setAny = setAny || !level.inputs.isEmpty
        }
        if setAny { loop.endTurn() }
        for level in levels {
            for transition in level.transitions {
                handle(
                    Event(
                        kind: .transition(target: level.container, name: transition),
                        text: level.container + "." + transition, location: "--open"))
            }
        }
        for set in later { setInput(set.input, ofChild: set.child, inContainer: set.container) }
    }

    /// An input set once the witness has run: once the container at `containerPath` is idle,
    /// sets `input` on its child `child` (a repeated child: its newest instance) and ends the
    /// turn. False when no live container is there.
    @discardableResult
    public func setInput(_ input: String, ofChild child: String, inContainer containerPath: String) -> Bool {
        guard let node = nodesByPath[containerPath] else { return false }
        waitUntilIdle(node)
        let event = Event(kind: .transition(target: nil, name: "open"), text: "--open", location: "--open")
        setLinkInput(input, on: node.instance(child), by: node, event)
        loop.endTurn()
        return true
    }
}
