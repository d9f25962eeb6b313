/// Specs the SwiftUI target can take (DESIGN.md: at least a third of the tester's specs): a
/// spec without a custom container keeps its presentations to the styles SwiftUI has (sheets and full-screen
/// covers) and its modal moves to the one animation they take (coverVertical). The comparison
/// takes specs `check` passes, so its moves are also kept from what flow analysis calls an error:
/// a present waits until nothing is presented, a dismiss names what it dismisses, a pop of more
/// than the top is a pop to the root, a split's column is shown rather than cleared, and what a stack pushes is a new instance each time. The
/// context styles, the other animations and the unguarded moves stay in the specs with a custom container.
///
/// On by default, so the SwiftUI comparison sees every eligible kind of spec; `--no-fit-swiftui`
/// draws every preset spec unfitted (docs/difftest.md).
extension RandomSpec {
    /// Cleared once by `--no-fit-swiftui` before any spec is drawn.
    nonisolated(unsafe) static var fitsSwiftUI = true
    static let swiftUIStyles = ["pageSheet", "fullScreen", "formSheet", "overFullScreen"]

    /// Draws nothing: the rest of the spec's random choices are those of the unfitted spec.
    mutating func fitSwiftUI() {
        for c in containers.indices {
            for s in containers[c].slots.indices {
                guard let style = containers[c].slots[s].style, !Self.swiftUIStyles.contains(style) else { continue }
                // The covering style for the one that covers, the sheet for the other.
                containers[c].slots[s].style = style == "currentContext" ? "fullScreen" : "pageSheet"
            }
            for t in containers[c].transitions.indices {
                for m in containers[c].transitions[t].moves.indices {
                    let (slot, move) = containers[c].transitions[t].moves[m]
                    containers[c].transitions[t].moves[m].move = Self.guarded(move)
                    // A split's column is never empty: its clear is a show of the column's first child.
                    if move.hasPrefix("clear"),
                        let first = containers[c].slots.first(where: { $0.name == slot })?.accepts.first
                    {
                        containers[c].transitions[t].moves[m].move = "show: \(first)"
                    }
                }
            }
            dropWhatSwiftUILacks(c)
            let stacks = containers[c].slots.filter { $0.kind == "stack" }
            for child in containers[c].children.indices
            where stacks.contains(where: { $0.accepts.dropFirst().contains(containers[c].children[child].name) }) {
                containers[c].children[child].many = true
            }
        }
    }

    /// An accessory slot (SwiftUI's bottom accessory needs iOS 26 and a tab view) and a split's
    /// supplementary and compact columns (the target writes two-column splits) go, with the
    /// children only they held and their moves; a transition left without moves goes too.
    private mutating func dropWhatSwiftUILacks(_ c: Int) {
        let isSplit = containers[c].kind == "split"
        let dropped = Set(
            containers[c].slots.filter {
                $0.kind == "accessory" || isSplit && ["supplementary", "compact"].contains($0.name)
            }.map(\.name))
        guard !dropped.isEmpty else { return }
        let accepted = Set(containers[c].slots.filter { dropped.contains($0.name) }.flatMap(\.accepts))
        containers[c].slots.removeAll { dropped.contains($0.name) }
        let gone = accepted.subtracting(containers[c].slots.flatMap(\.accepts))
        containers[c].children.removeAll { gone.contains($0.name) }
        for t in containers[c].transitions.indices {
            containers[c].transitions[t].moves.removeAll { dropped.contains($0.slot) }
        }
        containers[c].transitions.removeAll { $0.moves.isEmpty }
    }

    private static func guarded(_ written: String) -> String {
        var move = written
        for animation in modalAnimations where animation != "coverVertical" {
            move = move.replacingOccurrences(of: "animation: \(animation)", with: "animation: coverVertical")
        }
        if move.hasPrefix("present: "), !move.contains("unlessPresenting") { move += ", unlessPresenting: true" }
        if move.hasPrefix("dismiss: "), !move.contains("from:") {
            let child = move.dropFirst("dismiss: ".count).prefix { $0 != "," }
            move += ", from: \(child)"
        }
        if move == "pop" || move.hasPrefix("pop: 2") || move.hasPrefix("pop: 3") { move = "popToRoot" }
        return move
    }
}
