/// A page that leaves an inset stack (grammar.md, Bars and accessories): a navigation
/// container's accessory sometimes also accepts one of its stack's single pages, with
/// `insetsSiblings: true`, so `run` and generated code meet a page popped while it carries the
/// accessory's height and then shown in the accessory (the slot's own `show` of it) or pushed
/// again. Both give such a page a bottom inset of 0 at the stack's next layout pass, which
/// `--layout` traces (`viewSafeAreaInsetsDidChange`) and the page's own layout shows; and
/// generated code must tell which slot holds a child both accept.
///
/// Draws come from a fork of the main stream (its state, salted, never advanced), so a seed's
/// specs stay what they were but for these keys.
extension RandomSpec {
    /// Adds a stack page to what the accessory `slot` accepts, and the inset, a third of the time.
    static func sharePage(kind: String, _ slot: inout Slot, _ slots: [Slot], _ children: [Child], _ main: SplitMix) {
        var rng = SplitMix(seed: main.state ^ 0x1A5E_7C0D)
        _ = rng.next()
        guard kind == "navigation", rng.chance(0.35), let content = slots.first(where: { $0.name == "content" })
        else { return }
        // A repeated page's popped instance is gone; the root never leaves.
        let pages = content.accepts.dropFirst().filter { name in
            children.first { $0.name == name }.map { !$0.many } ?? false
        }
        guard !pages.isEmpty else { return }
        slot.accepts.append(rng.pick(Array(pages)))
        slot.extra.removeAll { $0.hasPrefix("insetsSiblings:") }
        slot.extra.append("insetsSiblings: true")
    }
}
