import KinshipSyntax

/// How large the controller tree is that launching a container makes, before anything makes it.
///
/// Each child entry becomes a controller of its type, so a container type used by several
/// parents is instantiated under each: a chain of containers each holding the next is as deep
/// as the spec is long, and a chain where each holds two of the next doubles at every level.
/// The UIKit model walks such trees recursively and keeps a trace path per controller, so
/// `kinship run` checks both sizes against limits first. Counted per type with memoization:
/// linear in the spec, whatever the tree's size.
public struct InstanceTree {
    /// Per container (by index in `spec.containers`): its deepest chain of containers,
    /// counting itself as 1, and the controllers it makes, itself included, saturating at
    /// `Int.max`.
    private var depth: [Int]
    private var controllers: [Int]
    private let spec: Spec

    /// Sizes every container type reachable from `root`. The spec must be validated: it has
    /// no containment cycles.
    public init(_ spec: Spec, root: Int) {
        self.init(spec, roots: [root])
    }

    /// Sizes every container type reachable from any of `roots`, each type once.
    public init(_ spec: Spec, roots: [Int]) {
        self.spec = spec
        depth = Array(repeating: 0, count: spec.containers.count)
        controllers = Array(repeating: 0, count: spec.containers.count)
        // Post-order over container types with an explicit stack: the chain may be too deep to
        // recurse through.
        var stack: [(container: Int, expanded: Bool)] = roots.reversed().map { ($0, false) }
        while let (c, expanded) = stack.popLast() {
            if depth[c] > 0 { continue }
            // Repeated children are made on push, not at launch (the runtime bounds those).
            let targets = spec.containers[c].children.compactMap { child -> Int?? in
                child.isRepeated ? nil : .some(spec.firstContainer(named: child.type.value))
            }
            if !expanded {
                stack.append((c, true))
                for case let t? in targets where depth[t] == 0 { stack.append((t, false)) }
                continue
            }
            var deepest = 0
            var count = 1
            for target in targets {
                let (made, overflow) = count.addingReportingOverflow(target.map { controllers[$0] } ?? 1)
                count = overflow ? .max : made
                if let t = target { deepest = max(deepest, depth[t]) }
            }
            depth[c] = deepest + 1
            controllers[c] = count
        }
    }

    public func depth(of container: Int) -> Int { depth[container] }
    public func controllers(of container: Int) -> Int { controllers[container] }

    /// The child entry at which the chain of containers from `container` first goes deeper than
    /// `limit` levels (the container itself is level 1), following the deepest chain.
    public func entryBeyond(_ limit: Int, from container: Int) -> Child? {
        guard depth[container] > limit else { return nil }
        var c = container
        var level = 1
        while true {
            let remaining = depth[c] - 1
            guard
                let child = spec.containers[c].children.first(where: {
                    !$0.isRepeated && spec.firstContainer(named: $0.type.value).map { depth[$0] == remaining } ?? false
                }), let next = spec.firstContainer(named: child.type.value)
            else { return nil }
            level += 1
            if level > limit { return child }
            c = next
        }
    }
}
