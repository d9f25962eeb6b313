/// Accessories and the bars (grammar.md, Bars and accessories): a tabs or navigation container
/// sometimes pins one child above its bar, with every key an accessory slot takes, and screens
/// sometimes hide the bottom bar while pushed or show the toolbar, so flow analysis, `run` and
/// the generated pre-iOS 26 branch meet pushed pages that hide the bar under a shown accessory.
///
/// Every draw here comes from a fork of the main stream (its state, salted, never advanced), so
/// a seed's specs stay what they were without these keys, but for the slots an accessory takes.
extension RandomSpec {
    private static func fork(_ rng: SplitMix, _ salt: UInt64) -> SplitMix {
        var own = SplitMix(seed: rng.state ^ salt)
        _ = own.next()
        return own
    }

    /// `hidesBottomBar: true` on some screens, `toolbar: true` on others.
    static func barKeys(_ main: inout SplitMix) -> [String] {
        var rng = fork(main, 0xBA25)
        var keys: [String] = []
        if rng.chance(0.2) { keys.append("hidesBottomBar: true") }
        if rng.chance(0.3) { keys.append("toolbar: true") }
        return keys
    }

    /// An accessory slot on a tabs or navigation container, a third of the time, holding a child
    /// of its own (a screen type drawn from the fork), so the main stream's draws are unchanged.
    /// `toolbarPage`: a page of the stack shows the toolbar, so `above: toolbar` is valid.
    static func accessorySlot(
        kind: String, _ screens: [Screen], toolbarPage: Bool = false, _ main: inout SplitMix
    ) -> (Child, Slot)? {
        var rng = fork(main, 0xACCE_5502)
        let plain = screens.filter { $0.params.isEmpty }
        guard kind == "tabs" || kind == "navigation", !plain.isEmpty, rng.chance(0.35) else { return nil }
        let child = Child(name: "accessoryChild", type: rng.pick(plain).name, many: false)
        var slot = Slot(
            name: "accessory", kind: "accessory", accepts: [child.name],
            initial: rng.chance(0.4) ? [child.name] : [], style: nil)
        slot.extra.append("height: " + rng.pick(["64", "44", "64pt", "52.5"]))
        // A toolbar only some pages show is `accessory-anchor` unless one of them sets it: keep
        // to the bars the container always has.
        // A page that shows the toolbar is rare enough that `above: toolbar` takes most of them.
        if toolbarPage || rng.chance(0.5) {
            // Drawn only where valid, so specs without a toolbar page stay what they were.
            let bar = kind == "tabs" ? "tabBar" : toolbarPage ? rng.pick(["bottom", "toolbar", "toolbar"]) : "bottom"
            slot.extra.append("above: " + bar)
        }
        if rng.chance(0.5) { slot.extra.append("insetsSiblings: " + rng.pick(["true", "false"])) }
        if rng.chance(0.6) { slot.extra.append("whenBarHidden: " + rng.pick(["dock", "hide"])) }
        return (child, slot)
    }

    /// Whether a page of a navigation container's stack is a screen that shows the toolbar.
    static func showsToolbarPage(kind: String, _ slots: [Slot], _ children: [Child], _ screens: [Screen]) -> Bool {
        guard kind == "navigation", let content = slots.first(where: { $0.name == "content" }) else { return false }
        return content.accepts.contains { name in
            guard let child = children.first(where: { $0.name == name }) else { return false }
            return screens.first { $0.name == child.type }?.bars.contains("toolbar: true") ?? false
        }
    }

    /// Show and clear, as a single slot's moves.
    static func accessoryMoves(_ slot: Slot, _ main: inout SplitMix) -> [String] {
        var rng = fork(main, 0xC1EA)
        var out = slot.accepts.map { "show: \($0)" }
        out.append(rng.chance(0.5) ? "clear" : "clear: true")
        return out
    }
}
