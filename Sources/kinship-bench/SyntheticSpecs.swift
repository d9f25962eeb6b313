/// Synthetic specs for benchmarks, written as YAML so the whole front end is exercised.
enum SyntheticSpecs {
    /// A three-level tree: Root holds `fanout` Mid containers (one slot each), each Mid holds
    /// `fanout` Leaf containers; a Leaf flips one slot between two screens.
    /// Containers: 1 + fanout + fanout².
    static func tree(fanout: Int) -> String {
        var y =
            "kinship: 1\nscreens:\n  Front: { class: FrontViewController }\n  Back: { class: BackViewController }\ncontainers:\n"
        y += """
              Leaf:
                class: LeafController
                layout: overlay
                children: { a: Front, b: Back }
                slots:
                  face: { accepts: [a, b], initial: a }
                transitions:
                  flip: { face: { show: b, from: a, animation: flipFromLeft, duration: 0.25 } }
                  flop: { face: { show: a, from: b, animation: flipFromRight, duration: 0.25 } }

            """
        for (name, child) in [("Mid", "Leaf"), ("Root", "Mid")] {
            y += "  \(name):\n    class: \(name)Controller\n    layout: vertical\n    children:\n"
            for i in 0..<fanout { y += "      c\(i): \(child)\n" }
            y += "    slots:\n"
            for i in 0..<fanout { y += "      s\(i): { accepts: [c\(i)], initial: c\(i) }\n" }
        }
        return y + "root: Root\n"
    }
}
