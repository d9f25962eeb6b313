import KinshipUIKit

/// Where the last link (`--open URL` or `open(URL)`) set its route's values: the instances the
/// route's `set:` reached, each traced as `PATH.set(INPUT)`. The SwiftUI core keeps the same
/// (`linkValues`), so the comparisons can ask both which instance took which value.
extension Runtime {
    /// The last link's sets as `INSTANCE-PATH.INPUT`, the path below the root by instance names
    /// (`library/show#1.showID`): the setting container's path and the instance's name in it,
    /// which a made-ahead instance already has, so no controller is kept for this.
    public var lastLinkSets: [String] { linkSets }

    /// Sets a level's input for a link, and remembers where.
    func setLinkInput(_ input: String, on target: UIViewController, by node: ContainerNode, _ event: Event) {
        setInput(input, on: target, by: node, event)
        let below = node.path.split(separator: "/").dropFirst().map(String.init)
        let name = node.instances.first { $0.value === target }?.key ?? ""
        linkSets.append((below + [name]).joined(separator: "/") + "." + input)
    }
}
