import KinshipPlan

/// Where a link's value set on a child container's input goes on: that container's own answer
/// (`self.INPUT: { set: show.showID }`) hands it to its children, as `kinship run` runs it
/// (`Runtime.followLinkSet`), so `openLink` keeps those sets in `linkValues` too and the
/// navigator gives the screens' models their values. A repeated child on the way is left out:
/// which instance `run` sets is not the core's to name (grammar.md, The SwiftUI target).
struct LinkFollows {
    let outline: (String) -> ContainerPlan?

    /// The sets below a level's instance of type `type` that its input `input` reaches, as keys
    /// relative to that instance (`show.showID`, `inner/show.showID`), in the order `run` sets them.
    func keys(type: String, input: String) -> [String] {
        keys(type, input, prefix: "", depth: 0)
    }

    private func keys(_ type: String, _ input: String, prefix: String, depth: Int) -> [String] {
        // Answers nest as deep as the tree; a spec's answer cycle (refused by check) stops here.
        guard depth < 16, let plan = outline(type),
            let answer = plan.bindings.first(where: { $0.child == "self" && $0.output == input })
        else { return [] }
        var out: [String] = []
        for case let .set(target, set, field, _) in answer.actions where field == input {
            guard let child = plan.child(named: target), !child.isRepeated else { continue }
            out.append(prefix + target + "." + set)
            out += keys(child.type, set, prefix: prefix + target + "/", depth: depth + 1)
        }
        return out
    }
}
