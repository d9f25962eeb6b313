import KinshipUIKit

/// Where the last link (`--open URL` or `open(URL)`) set its route's values: the instances the
/// route's `set:` reached, each traced as `PATH.set(INPUT)`. The SwiftUI core keeps the same
/// (`linkValues`), so the comparisons can ask both which instance took which value.
extension Runtime {
    /// One `set(INPUT)` a link made on a level's instance: the container that set it, the
    /// instance, the input.
    struct LinkSet {
        var node: ContainerNode
        var target: UIViewController
        var input: String
    }

    /// The last link's sets as `INSTANCE-PATH.INPUT`, the path below the root by instance names
    /// (`library/show#1.showID`), read now: an instance made ahead of its move is named where
    /// the move put it.
    public var lastLinkSets: [String] {
        linkSets.map { set in
            let below = set.node.path.split(separator: "/").dropFirst().map(String.init)
            let name = set.node.instances.first { $0.value === set.target }?.key ?? ""
            return (below + [name]).joined(separator: "/") + "." + set.input
        }
    }
}
