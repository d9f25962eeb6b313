import KinshipSpec
import KinshipSyntax
import Testing

/// Rules grammar.md states about reading values, each as a one-line spec and the id it gives.
@Suite struct GrammarRuleTests {
    static let rules: [(String, String)] = [
        ("kinship: \"1\"\n", "type-mismatch"),
        ("kinship: 1.0\n", "type-mismatch"),
        ("kinship: 1\ncontainers:\n  Host: { forwardsAppearance: yes }\n", "type-mismatch"),
        ("kinship: 1\ncontainers:\n  Host:\n", "type-mismatch"),
        ("kinship: 1\nscreens:\n  Map:\n", "type-mismatch"),
        ("kinship: 1\ncontainers:\n  Host: { layout: { kind: vertical, spacing: .inf } }\n", "invalid-value"),
        ("kinship: 1\ncontainers:\n  Host: { kind: navigaton }\n", "invalid-value"),
        // Lengths past Size.maximumLength (1,000,000 points), wherever a length is written.
        ("kinship: 1\ncontainers:\n  Host: { layout: { kind: vertical, spacing: 1e308 } }\n", "invalid-value"),
        ("kinship: 1\ncontainers:\n  Host: { layout: { kind: vertical, insets: 1000001 } }\n", "invalid-value"),
        ("kinship: 1\ncontainers:\n  Host: { layout: { kind: vertical, insets: { left: 2e6 } } }\n", "invalid-value"),
        ("kinship: 1\ncontainers:\n  Host: { slots: { main: { size: 1e300pt } } }\n", "invalid-value"),
        (
            "kinship: 1\ncontainers:\n  Host: { layout: { kind: frames, designSize: 1e20x1 }, slots: { main: { frame: [0, 0, 1, 1] } } }\n",
            "invalid-value"
        ),
        (
            "kinship: 1\ncontainers:\n  Host: { layout: { kind: frames, designSize: 390x844 }, slots: { main: { frame: [-1e300, 0, 1, 1] } } }\n",
            "invalid-value"
        ),
        ("kinship: 1\nscreens: { Map: M }\nroot: Map\n", "invalid-value"),
        ("kinship: 1\ncontainers:\n  Host: { transitions: { t: {} } }\n", "missing-key"),
        ("kinship: 1\ncontainers:\n  Nav: { kind: navigation }\n", "missing-key"),
        ("kinship: 1\ncontainers:\n  Host: { layout: frames, slots: { main: {} } }\n", "missing-key"),
        ("kinship: 1\ncontainers:\n  Host: { layout: overlay, slots: { main: { size: 10 } } }\n", "invalid-operation"),
        (
            "kinship: 1\ncontainers:\n  Nav: { kind: navigation, layout: vertical, slots: { content: { initial: [] } } }\n",
            "invalid-operation"
        ),
        (
            "kinship: 1\nscreens: { L: L }\ncontainers:\n  S: { children: { l: L }, slots: { c: { kind: stack, accepts: l, initial: l } }, transitions: { t: { c: { push: l, pop: 1 } } } }\n",
            "invalid-operation"
        ),
        (
            "kinship: 1\nscreens: { L: L }\ncontainers:\n  S: { children: { l: L }, slots: { c: { accepts: l, initial: l } }, transitions: { t: { c: { show: l, animation: flipp } } } }\n",
            "unknown-reference"
        ),
        ("kinship: 1\ncontainers:\n  T: { kind: tabs, slots: { content: {} } }\n", "empty-stack"),
        ("kinship: 1\nscreens: { P: { class: P, params: { n: \"[Int]\" } } }\n", "invalid-identifier"),
        (
            "kinship: 1\nscreens: { L: L }\ncontainers:\n  S: { children: { l: { type: L, many: yes } } }\n",
            "type-mismatch"
        ),
        (
            "kinship: 1\nscreens: { L: L }\ncontainers:\n  S: { children: { l: { type: L, many: true } }, slots: { c: { kind: stack, accepts: [l], initial: [l] } } }\n",
            "repeated-child"
        ),
        (
            "kinship: 1\nscreens: { L: L }\ncontainers:\n  T: { kind: tabs, children: { l: { type: L, many: true } }, slots: { content: { accepts: [l] } } }\n",
            "repeated-child"
        ),
        (
            "kinship: 1\nscreens: { L: L }\ncontainers:\n  S: { children: { l: { type: L, many: true } }, slots: { c: { accepts: [l] } } }\n",
            "repeated-child"
        ),
        // Recursion through an ordinary child stays a cycle, even beside a repeated one.
        (
            "kinship: 1\nscreens: { L: L }\ncontainers:\n  N: { kind: navigation, children: { l: L, again: N, more: { type: N, many: true } }, slots: { content: { accepts: [l, again, more], initial: [l] } } }\n",
            "containment-cycle"
        ),
    ]

    @Test("a rule from grammar.md gives the documented id", arguments: rules)
    func rule(_ yaml: String, _ id: String) {
        let check = InlineCheck(yaml)
        #expect(
            check.diagnostics.contains { $0.id.rawValue == id },
            "expected [\(id)] for:\n\(yaml)\ngot:\n\(check.rendered)")
    }

    /// "One error per mistake": an `on:` key that is not CHILD.OUTPUT could have meant any
    /// output, so no output is also reported unhandled.
    @Test("a malformed on: key is the one finding", arguments: ["l.", ".tap", "l.tap.x", "ltap"])
    func malformedBindingKey(_ key: String) {
        let check = InlineCheck(
            "kinship: 1\nscreens: { L: { class: L, outputs: { tap: {} } } }\ncontainers:\n  C: { children: { l: L }, slots: { main: { accepts: [l], initial: l } }, transitions: { t: { main: { show: l } } }, on: { \(key): t } }\n"
        )
        #expect(check.diagnostics.map(\.id) == [.invalidValue] as [DiagnosticID], "\(check.rendered)")
    }

    /// A child listed twice in `accepts` or `from:` is a warning, and the list every later
    /// stage reads has it once (a tab bar would otherwise be given the child twice).
    @Test("a repeated accepts or from entry is warned about and dropped")
    func repeatedEntries() throws {
        let yaml =
            "kinship: 1\nscreens: { L: L, D: D }\ncontainers:\n  T: { kind: tabs, children: { l: L, d: D }, slots: { content: { accepts: [l, d, l, d], initial: l } } }\n  C: { children: { l: L, d: D }, slots: { main: { accepts: [l, d], initial: l } }, transitions: { t: { main: { show: d, from: [l, l] } }, u: { main: { show: l, from: d } } } }\n"
        let check = InlineCheck(yaml)
        #expect(
            check.diagnostics.map(\.id) == [.duplicateEntry, .duplicateEntry, .duplicateEntry] as [DiagnosticID],
            "\(check.rendered)")
        #expect(check.diagnostics.allSatisfy { $0.severity == .warning && $0.notes.count == 1 })
        let spec = SpecLoader().load("/rules/spec.yaml", contents: Array(yaml.utf8)).spec
        let loaded = try #require(spec)
        #expect(loaded.container(named: "T")?.slots.first?.accepts.map(\.value) == ["l", "d"])
        #expect(loaded.container(named: "C")?.transitions.first?.moves.first?.from.map(\.value) == ["l"])
    }

    @Test(
        "values grammar.md says are accepted check clean",
        arguments: [
            "kinship: 1\nscreens:\ncontainers:\n",
            "kinship: 1\ncontainers:\n  Host: { forwardsAppearance: TRUE, slots: { main: } }\n",
            "kinship: 1\n\"<<\": 1\n",
            "---\nkinship: 1\n...\n",
            "kinship: 1\nscreens: { M: Maps.MapViewController, É: Élan }\n",
            "kinship: 1\nlint: { disable: [no-way-back, unused-child] }\n",
            "kinship: 1\ncontainers:\n  Host: { layout: { kind: vertical, spacing: 1000000, insets: 1e6 }, slots: { main: { size: 1000000pt } } }\n",
            // A container containing its own type through a repeated, non-initial child.
            "kinship: 1\nscreens: { L: L }\ncontainers:\n  N: { kind: navigation, children: { l: L, more: { type: N, many: true } }, slots: { content: { accepts: [l, more], initial: [l] } } }\n",
            "kinship: 1\nscreens: { L: L }\ncontainers:\n  N: { kind: navigation, children: { l: { type: L, many: false } }, slots: { content: { accepts: [l], initial: [l] } } }\n",
            // A custom container presents a new instance of a repeated child each time.
            "kinship: 1\nscreens: { L: L }\ncontainers:\n  C: { children: { l: L, s: { type: L, many: true } }, slots: { main: { accepts: [l], initial: l }, sheet: { kind: presentation, accepts: [s] } }, transitions: { t: { sheet: { present: s } } } }\n",
            // …and so does a preset: it remembers the instance it presented.
            "kinship: 1\nscreens: { L: L }\ncontainers:\n  N: { kind: navigation, children: { l: L, s: { type: L, many: true } }, slots: { content: { accepts: [l], initial: [l] }, sheet: { kind: presentation, accepts: [s] } }, transitions: { t: { sheet: { present: s } } } }\n",
        ])
    func accepted(_ yaml: String) {
        let check = InlineCheck(yaml)
        let unexpected = check.diagnostics.filter { !($0.id == .unknownKey && yaml.contains("\"<<\"")) }
        #expect(unexpected.isEmpty, "\(yaml)\n\(check.rendered)")
    }
}
