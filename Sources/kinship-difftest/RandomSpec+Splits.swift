import KinshipPlan

/// Splits of every kind (grammar.md, "Split view controllers"): two columns, three columns
/// (`supplementary`), with or without a `compact` column, the detail columns sometimes empty at
/// mount or left out; window widths that collapse and expand them come from the events.
///
/// The shared random sequence draws exactly what it drew for two-column splits; every new choice
/// comes from a side stream seeded from its state without advancing it, so a fixed seed's other
/// specs and events stay what they were (they are the regression tests of other features).
extension RandomSpec {
    /// The columns of a split: `take` hands out the container's children not yet placed, `left`
    /// counts them; extra columns get children of their own (screens without parameters).
    /// `repeated`: detail-column children to make repeated once the container's moves are drawn
    /// (a guard's draw depends on it, and the shared sequence must stay what it was).
    static func splitColumns(
        _ take: (Int) -> [String], _ left: () -> Int, _ screens: [Screen], _ rng: inout SplitMix
    ) -> (slots: [Slot], children: [Child], repeated: [String]) {
        var slots: [Slot] = []
        let primary = take(1)
        slots.append(Slot(name: "primary", kind: "single", accepts: primary, initial: primary, style: nil))
        // Now and then the spec leaves its secondary column out (it stays empty; the children it
        // would have had go to the split's sheet), decided on a stream of its own.
        var omit = SplitMix(seed: rng.state ^ 0x5EED_0417_0000_2C01)
        if left() > 0 {
            let count = rng.int(1...2)
            if omit.chance(0.06) {
                _ = rng.chance(0.5)
            } else {
                let secondary = take(count)
                slots.append(
                    Slot(
                        name: "secondary", kind: "single", accepts: secondary,
                        initial: rng.chance(0.5) ? [secondary[0]] : [], style: nil))
            }
        }
        var side = SplitMix(seed: rng.state ^ 0x5EED_C011_0000_5B17)
        // A detail column's repeated children (a new controller per show), from a stream of their own.
        var again = SplitMix(seed: rng.state ^ 0x5EED_4E9E_0000_0003)
        func repeatable(_ slot: Slot?) -> [String] {
            guard let slot else { return [] }
            return slot.accepts.filter { !slot.initial.contains($0) && again.chance(0.3) }
        }
        var repeated = repeatable(slots.first { $0.name == "secondary" })
        let plain = screens.filter { $0.params.isEmpty }.map(\.name)
        guard !plain.isEmpty else { return (slots, [], repeated) }
        var children: [Child] = []
        // Rarely, so that most specs stay eligible for the SwiftUI stage (two columns only).
        if side.chance(0.3) {
            let names = (0..<side.int(1...2)).map { "column\($0)" }
            // Drawn in the order they always were: the types, then the initial column.
            let columns = names.map { Child(name: $0, type: side.pick(plain), many: false) }
            let slot = Slot(
                name: "supplementary", kind: "single", accepts: names,
                initial: side.chance(0.5) ? [names[0]] : [], style: nil)
            repeated += repeatable(slot)
            children += columns
            slots.append(slot)
        }
        if side.chance(0.2) {
            // A compact column starts filled: it is what a phone shows.
            children.append(Child(name: "phoneOnly", type: side.pick(plain), many: false))
            slots.append(
                Slot(name: "compact", kind: "single", accepts: ["phoneOnly"], initial: ["phoneOnly"], style: nil))
        }
        return (slots, children, repeated)
    }

    /// A split whose secondary or supplementary column holds a repeated child.
    static func repeatsInColumn(_ c: ContainerPlan) -> Bool {
        c.kind == .split
            && c.slots.contains { slot in
                (slot.name == "secondary" || slot.name == "supplementary")
                    && slot.accepts.contains { c.child(named: $0)?.isRepeated ?? false }
            }
    }

    /// A split's user move (Back, a swipe, a swipe let go) on its secondary or supplementary
    /// column, drawn from a side stream (see above), the shared draw's child otherwise.
    static func splitUserMove(_ supplementary: [String]?, child: String, _ rng: SplitMix) -> (String, String) {
        var side = SplitMix(seed: rng.state ^ 0x5EED_BAC4_0000_0001)
        var child = child
        if let supplementary, !supplementary.isEmpty, side.chance(0.4) {
            child = side.pick(supplementary)
        }
        return (side.pick(["tapBack", "swipeBack", "swipeBackCancelled"]), child)
    }

    /// A window size for a resize: the shared draw's, now and then swapped for a Max phone in
    /// landscape (regular) or a narrow iPad window (compact) from a side stream.
    static func resizeSize(_ drawn: (Int, Int), _ rng: SplitMix) -> (Int, Int) {
        var side = SplitMix(seed: rng.state ^ 0x5EED_517E_0000_0002)
        return side.chance(0.3) ? side.pick([(932, 430), (507, 768)]) : drawn
    }
}
