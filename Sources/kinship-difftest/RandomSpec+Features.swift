/// Features drawn as passes over a spec `RandomSpec.make` has drawn, each in a few lines of its
/// own, so a feature added to the DSL is hooked into the generator by one entry below (keep
/// one entry a line, in the order they run) and a function in a file named after the feature.
/// A pass writes keys through the models' `extra` (kept as written) or changes what `make` drew.
///
/// Two moments: `declarationPasses` run on the declarations (types, children, slots,
/// transitions) before any `on:` answer or route is drawn, so answers and routes can use what a
/// pass declared (an optional input is set by an answer); `answerPasses` run at the end.
extension RandomSpec {
    typealias Pass = @Sendable (inout RandomSpec, inout NamePool, inout SplitMix) -> Void

    static let declarationPasses: [Pass] = [
        { s, _, rng in s.addOptionalInputs(&rng) },
        { s, _, rng in s.addUserBackPerChild(&rng) },
        { s, _, rng in s.addTransitionIdentifiers(&rng) },
        { s, _, rng in s.hostSomeScreens(&rng) },
    ]

    static let answerPasses: [Pass] = [
        { s, _, rng in s.moveSetsAfterRuns(&rng) }
    ]

    /// Required inputs are the default (`Int`); half of them are written optional (`Int?`), which
    /// a value of the plain type may set (grammar.md, "Required and optional inputs").
    mutating func addOptionalInputs(_ rng: inout SplitMix) {
        for i in screens.indices {
            for f in screens[i].inputs.indices where rng.chance(0.5) { screens[i].inputs[f].type += "?" }
        }
        for i in containers.indices {
            for f in containers[i].inputs.indices where rng.chance(0.5) { containers[i].inputs[f].type += "?" }
        }
    }

    /// `userBack: { X: false }` on a navigation stack: Back hidden on that child's page alone
    /// (now and then with another child's entry `true`, the default written out).
    mutating func addUserBackPerChild(_ rng: inout SplitMix) {
        for ci in containers.indices where containers[ci].kind == "navigation" {
            for si in containers[ci].slots.indices where containers[ci].slots[si].kind == "stack" {
                let slot = containers[ci].slots[si]
                let above = Array(slot.accepts.dropFirst())
                guard !above.isEmpty, !slot.extra.contains(where: { $0.hasPrefix("userBack") }), rng.chance(0.25)
                else { continue }
                var entries = ["\(rng.pick(above)): false"]
                if rng.chance(0.3), let other = slot.accepts.first(where: { !entries[0].hasPrefix($0 + ":") }) {
                    entries.append("\(other): true")
                }
                containers[ci].slots[si].extra.append("userBack: { " + entries.joined(separator: ", ") + " }")
            }
        }
    }

    /// `identifier: "…"`: the storyboard segue a transition stands for. It changes no
    /// behaviour; several transitions may share one, and it may hold any letters.
    mutating func addTransitionIdentifiers(_ rng: inout SplitMix) {
        for ci in containers.indices {
            for ti in containers[ci].transitions.indices where rng.chance(0.15) {
                let name = containers[ci].transitions[ti].name
                let id = rng.pick(["\(name)Segue", "show", "segue.detail-1", "Ré sumé", "a \\\"b\\\""])
                containers[ci].transitions[ti].extra.append("identifier: \"\(id)\"")
            }
        }
    }

    /// An answer's `set` written after the `run` that makes the instance it reaches
    /// (`[open, { set: detail.id }]`): `input-after-load` in check, and the instance loads before
    /// the value in run and in generated code alike.
    mutating func moveSetsAfterRuns(_ rng: inout SplitMix) {
        for ci in containers.indices {
            for bi in containers[ci].bindings.indices {
                let actions = containers[ci].bindings[bi].actions
                guard actions.count == 2, actions[0].hasPrefix("{ set:"), !actions[1].hasPrefix("{ set:"),
                    rng.chance(0.3)
                else { continue }
                containers[ci].bindings[bi].actions = [actions[1], actions[0]]
            }
        }
    }
}
