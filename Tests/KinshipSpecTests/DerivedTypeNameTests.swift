import KinshipSpec
import KinshipSyntax
import Testing

/// Every rule of `DerivedTypeNames`: a screen class equal to the name the rule derives is
/// refused by `check` (`class-conflict`, located at the class), and the same spec with a class
/// one letter off checks clean, so the refusal is the rule's and not the spec's.
@Suite struct DerivedTypeNameTests {
    /// A spec where container `App` (class `Host`) holds screen `Map` (with an output, so it has an
    /// interface) and screen `Shelf`, which presents (so it has a presenting protocol); the extra
    /// screen `Probe` takes `probeClass`.
    static func spec(probeClass: String) -> String {
        """
        kinship: 1
        screens:
          Map: { class: MapVC, outputs: { done: {} } }
          Probe: { class: \(probeClass) }
          Shelf:
            class: ShelfVC
            children: { probe: Probe }
            slots:
              sheet: { kind: presentation, accepts: [probe] }
            transitions:
              open: { sheet: { present: probe } }
        containers:
          App:
            class: Host
            children: { map: Map, shelf: Shelf }
            slots:
              main: { accepts: [map, shelf], initial: map }
            on:
              map.done: open
            transitions:
              open: { main: { show: shelf } }

        """
    }

    /// The base each rule derives from in `spec(probeClass:)`.
    static func base(_ rule: DerivedTypeNames.Rule) -> String {
        switch rule.base {
        case .generatedClass: "Host"
        case .container: "App"
        case .screenType: "Map"
        case .presentingScreen: "Shelf"
        }
    }

    @Test("a class named like each derived type is class-conflict", arguments: DerivedTypeNames.rules)
    func refused(_ rule: DerivedTypeNames.Rule) {
        let name = rule.name(Self.base(rule))
        let check = InlineCheck(Self.spec(probeClass: name))
        let errors = check.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.id) == [.classConflict], "\(name): \(check.rendered)")
        #expect(errors.first?.range?.start.line == 4, "\(name): \(check.rendered)")
        #expect(errors.first?.message.contains("'\(name)'") == true, "\(check.rendered)")
    }

    @Test("the same spec with an underived class checks clean", arguments: DerivedTypeNames.rules)
    func clean(_ rule: DerivedTypeNames.Rule) {
        let check = InlineCheck(Self.spec(probeClass: rule.name(Self.base(rule)) + "X"))
        #expect(check.diagnostics.filter { $0.severity == .error }.isEmpty, "\(check.rendered)")
    }

    @Test("the generated class of a container is checked too")
    func generatedClass() {
        let yaml =
            Self.spec(probeClass: "ProbeVC")
            + "  Other: { class: AppChildren, children: { m: Map }, slots: { main: { accepts: [m], initial: m } } }\n"
        let check = InlineCheck(yaml)
        #expect(check.diagnostics.filter { $0.severity == .error }.map(\.id) == [.classConflict], "\(check.rendered)")
    }
}
