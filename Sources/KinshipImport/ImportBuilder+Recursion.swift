/// Storyboards that push their own ancestors: GoMap's POI tab bar has a tab whose navigation
/// stack pushes another POI tab bar. Each push makes a new controller, so the tree is finite
/// at launch; in a spec that is a repeated child (`many: true`), the one way a container may
/// contain its own type.
extension ImportBuilder {
    /// Marks repeated each child that closes a containment cycle, where it can be: a child a
    /// stack pushes (not its root) or a presentation slot presents (a thread whose root presents
    /// the thread's stack again). A cycle through anything else (an embed, a tab, a stack's
    /// root) is a tree UIKit could not build either; it is left for `check` to report.
    mutating func repeatCyclicPushes() {
        // Containers by type name, in document order (deterministic).
        let order = storyboard.scenes.compactMap { scene in containers[scene.id].map { (scene.id, $0.name) } }
        var sceneOfType: [String: String] = [:]
        for (id, name) in order { sceneOfType[name] = id }
        var state: [String: UInt8] = [:]  // 1: on the current path; 2: done
        // Explicit stack: (container scene, index of the next child).
        for (start, _) in order where state[start] == nil {
            var path: [(scene: String, next: Int)] = [(start, 0)]
            state[start] = 1
            while let top = path.last {
                guard let c = containers[top.scene], top.next < c.children.count else {
                    state[top.scene] = 2
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let child = c.children[top.next]
                guard !c.repeated.contains(child.name), let target = sceneOfType[child.type] else { continue }
                switch state[target] {
                case 1?:
                    // A back edge: this child closes a cycle.
                    if isMadeOnDemand(child.name, in: c) { containers[top.scene]?.repeated.insert(child.name) }
                case nil:
                    state[target] = 1
                    path.append((target, 0))
                default:
                    break
                }
            }
        }
    }

    /// Whether a child lives only in stack and presentation slots and is in none of their
    /// initial entries: each push or presentation makes it anew.
    private func isMadeOnDemand(_ child: String, in c: ImportedContainer) -> Bool {
        let holding = c.slots.filter { $0.accepts.contains(child) }
        guard !holding.isEmpty else { return false }
        return holding.allSatisfy { slot in
            (c.kind == "navigation" || slot.kind == "stack" || slot.kind == "presentation")
                && !slot.initial.contains(child)
        }
    }
}
