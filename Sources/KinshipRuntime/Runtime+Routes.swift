import KinshipUIKit

extension Runtime {
    /// A route's `set:` after its witness (`kinship run --open`): once the container at
    /// `containerPath` is idle (the witness's last animation has ended), sets `input` on its
    /// child `child` (a repeated child: its newest instance), tracing `PATH.set(INPUT)` as a
    /// binding's `set` does, and ends the turn. False when no live container is there.
    @discardableResult
    public func setInput(_ input: String, ofChild child: String, inContainer containerPath: String) -> Bool {
        guard let node = nodesByPath[containerPath] else { return false }
        waitUntilIdle(node)
        node.instance(child).traceInputSet(input, by: node.controller)
        loop.endTurn()
        return true
    }
}
