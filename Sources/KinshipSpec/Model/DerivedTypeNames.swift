/// The one table of type names generated code derives from a spec's names (grammar.md "Names and
/// identifiers"): the generators spell each through these functions, and `check` refuses a
/// screen class or generated class that equals one (`class-conflict`), since the module would
/// then declare the type twice. Names derived from the spec's file name (`<Spec>Assembly`,
/// `<Spec>Router`, `<Spec>Navigator`, ...) are not here: the validator does not see the file's
/// name; `SpecFileTypeNames` (KinshipCodegen) holds them, for `generate` and `check`.
public enum DerivedTypeNames {
    /// One rule: which spec name it derives from, its suffix, and what the type is.
    public struct Rule: Sendable, Hashable {
        public enum Base: Sendable { case generatedClass, container, screenType, presentingScreen }
        public let base: Base
        public let suffix: String
        /// Whether the base's first letter is upper-cased (the UIKit generator's rules are).
        public let upperFirst: Bool
        public let what: String

        public func name(_ base: String) -> String {
            (upperFirst ? DerivedTypeNames.upperFirst(base) : base) + suffix
        }
    }

    /// `protocol <Class>Factory`: what a container asks for its children.
    public static let factory = Rule(
        base: .generatedClass, suffix: "Factory", upperFirst: false, what: "factory protocol")
    /// `final class <Container>Children`: the assembly's factory of a container's children.
    public static let children = Rule(
        base: .container, suffix: "Children", upperFirst: true, what: "assembly's children factory")
    /// `struct <Type>Outputs`: a screen's or container's output closures.
    public static let outputs = Rule(
        base: .screenType, suffix: "Outputs", upperFirst: true, what: "outputs table")
    /// `protocol <Type>Interface`: what a screen's or container's class adopts for its inputs and outputs.
    public static let interface = Rule(
        base: .screenType, suffix: "Interface", upperFirst: true, what: "interface protocol")
    /// `protocol <Screen>Presenting`: a presenting screen's host.
    public static let presenting = Rule(
        base: .presentingScreen, suffix: "Presenting", upperFirst: true, what: "presenting protocol")
    /// SwiftUI (`--target swiftui`): `struct <Container>State`, `struct <Container>View`.
    public static let swiftUIState = Rule(
        base: .container, suffix: "State", upperFirst: false, what: "SwiftUI navigation state")
    public static let swiftUIView = Rule(
        base: .container, suffix: "View", upperFirst: false, what: "SwiftUI view")
    /// SwiftUI: a screen's `<Screen>Model` and its representable `<Screen>Screen`.
    public static let swiftUIModel = Rule(
        base: .screenType, suffix: "Model", upperFirst: false, what: "SwiftUI screen model")
    public static let swiftUIScreen = Rule(
        base: .screenType, suffix: "Screen", upperFirst: false, what: "SwiftUI screen")

    public static let rules: [Rule] = [
        factory, children, outputs, interface, presenting, swiftUIState, swiftUIView, swiftUIModel, swiftUIScreen,
    ]

    /// `startMap` → `StartMap`, as the generators upper-case a name's first letter.
    public static func upperFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// Every derived type name a spec's generated code may declare, each with what declares it
    /// and the name it derives from. Interfaces are derived only for types with outputs or
    /// inputs, presenting protocols only for screens that present, as the generators do;
    /// screen-derived SwiftUI names for every screen (either target may be generated).
    public static func derived(_ spec: Spec, generated: GeneratedClassNames) -> [String: (Rule, String)] {
        var out: [String: (Rule, String)] = [:]
        func add(_ rule: Rule, _ base: String) {
            let name = rule.name(base)
            if out[name] == nil { out[name] = (rule, base) }
        }
        for s in spec.screens {
            let name = s.name.value
            add(swiftUIModel, name)
            add(swiftUIScreen, name)
            if !s.outputs.isEmpty || !s.inputs.isEmpty {
                add(outputs, name)
                add(interface, name)
            }
        }
        for i in spec.firstContainerIndices {
            let c = spec.containers[i]
            let name = c.name.value
            add(factory, generated.className(of: name, declared: GeneratedClassNames.declaredClass(c)))
            add(children, name)
            add(swiftUIState, name)
            add(swiftUIView, name)
            if !c.outputs.isEmpty || !c.inputs.isEmpty {
                add(outputs, name)
                add(interface, name)
            }
            if c.isScreen {
                add(presenting, name)
                add(swiftUIModel, name)
                add(swiftUIScreen, name)
            }
        }
        return out
    }

    /// Whether `name` ends in a rule's suffix: the usual class name does not, so `check` pays for
    /// the table only when a spec has a class that might clash.
    /// Compared as UTF-8 bytes, last byte first: `check` asks this of every class and container
    /// name, and `String.hasSuffix` compares by Character. Every suffix is ASCII, so a name that
    /// ends in one by Characters ends in it by bytes too: the filter misses nothing.
    public static func mayClash(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard let last = utf8.last else { return false }
        return suffixBytes.contains { suffix in
            suffix.last == last && utf8.count >= suffix.count && utf8.suffix(suffix.count).elementsEqual(suffix)
        }
    }

    private static let suffixBytes: [[UInt8]] = rules.map { Array($0.suffix.utf8) }
}
