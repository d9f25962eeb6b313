import KinshipUIKit

/// Where the last link (`--open URL` or `open(URL)`) set its route's values: the instances the
/// route's `set:` reached, each traced as `PATH.set(INPUT)`, and the screens a container's answer
/// to such an input (`self.INPUT: { set: show.showID }`) handed the value on to. The SwiftUI core
/// keeps the same (`linkValues`), so the comparisons can ask both which instance took which value.
extension Runtime {
    /// The last link's sets as `INSTANCE-PATH.INPUT`, the path below the root by instance names
    /// (`library/show#1.showID`): the setting container's path and the instance's name in it,
    /// which a made-ahead instance already has, so no controller is kept for this.
    public var lastLinkSets: [String] { linkSets }

    /// Of `lastLinkSets`, those an answer made: each key's source, the set whose value it carries.
    public var lastLinkFollows: [String: String] { linkFollows }

    /// Sets a level's input for a link, and remembers where.
    func setLinkInput(_ input: String, on target: UIViewController, by node: ContainerNode, _ event: Event) {
        let below = node.path.split(separator: "/").dropFirst().map(String.init)
        let name = node.instances.first { $0.value === target }?.key ?? ""
        // Recorded before the set, so the answer it runs finds its source.
        let key = (below + [name]).joined(separator: "/") + "." + input
        linkSets.append(key)
        linkSetKeys.insert(key)
        setInput(input, on: target, by: node, event)
    }

    /// An answer of `node` to its input `answered` sets `child.input` from it: when a link's value
    /// reached `answered`, the set carries it on. A repeated child's instance is left out (the
    /// SwiftUI core cannot name the one `run` chooses: grammar.md, The SwiftUI target).
    func followLinkSet(of answered: String, in node: ContainerNode, to child: String, _ input: String) {
        guard !linkSets.isEmpty, !node.compiled.repeated.contains(child) else { return }
        let below = node.path.split(separator: "/").dropFirst().joined(separator: "/")
        let source = (below.isEmpty ? "" : below + ".") + answered
        guard linkSetKeys.contains(source) else { return }
        let key = (below.isEmpty ? child : below + "/" + child) + "." + input
        linkSets.append(key)
        linkSetKeys.insert(key)
        linkFollows[key] = source
    }
}
