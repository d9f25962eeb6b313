public import KinshipSpec
import KinshipSyntax

/// The types generated code names after the spec file (`app.yaml` → `AppAssembly`,
/// `AppRouter`; for SwiftUI `AppNavigator`, `AppRootView`, `AppScreenModel`,
/// `AppScreenFactory`, `AppLink`), which none of the spec's own types, or the types derived from
/// its names (`DerivedTypeNames`), may take: the module would declare one type twice. `generate`
/// refuses such a spec, and `check`, which is given the same file, reports the same (grammar.md,
/// "Names and identifiers"). Linear in the spec's screens and containers.
public enum SpecFileTypeNames {
    /// `tab-bar.yaml` → `TabBar`; `tunnel.kinship.yaml` → `Tunnel`.
    public static func base(_ specFileName: String) -> String {
        SwiftName.typeName(fromFileName: SwiftGenerator.baseName(specFileName))
    }

    // The one spelling of each, which the translators declare them by.
    static func assembly(_ base: String) -> String { base + "Assembly" }
    static func router(_ base: String) -> String { base + "Router" }
    static func navigator(_ base: String) -> String { base + "Navigator" }
    static func rootView(_ base: String) -> String { base + "RootView" }
    static func screenModel(_ base: String) -> String { base + "ScreenModel" }
    static func screenFactory(_ base: String) -> String { base + "ScreenFactory" }
    public static func link(_ base: String) -> String { base + "Link" }
    static func stubScreens(_ base: String) -> String { base + "StubScreens" }

    /// The types `target` names after `specFileName`, each with what it is.
    static func declared(_ spec: Spec, specFileName: String, target: GeneratorOptions.Target) -> [(String, String)] {
        let base = base(specFileName)
        switch target {
        case .uikit, .model:
            return [(assembly(base), "the assembly")]
                + (spec.routes.isEmpty ? [] : [(router(base), "the router")])
        case .swiftui:
            guard spec.root != nil else { return [] }
            return [
                (navigator(base), "the SwiftUI navigator"), (rootView(base), "the SwiftUI root view"),
                (screenModel(base), "the screen model protocol"),
                (screenFactory(base), "the screen factory protocol"),
                // Declared only with `--screen-stubs`, reserved always: check is not told the flag.
                (stubScreens(base), "the stand-in screen factory (--screen-stubs)"),
            ] + (spec.routes.isEmpty ? [] : [(link(base), "the link enum")])
        }
    }

    /// `generate-refused` for each type named after `specFileName` that the spec's own types
    /// (screen classes, generated classes, and for UIKit a container's name, which names its
    /// file) or the types derived from them take, at the type that takes it.
    public static func collisions(_ spec: Spec, specFileName: String, target: GeneratorOptions.Target)
        -> [GeneratorError]
    {
        let names = declared(spec, specFileName: specFileName, target: target)
        let wanted = Set(names.map(\.0))
        var taken: [String: (what: String, range: SourceRange?)] = [:]
        func take(_ type: String, _ what: String, _ range: SourceRange?) {
            if wanted.contains(type), taken[type] == nil { taken[type] = (what, range) }
        }
        for s in spec.screens { take(s.className.value, "the screen class of '\(s.name.value)'", s.className.range) }
        for i in spec.firstContainerIndices where spec.containers[i].isScreen {
            let c = spec.containers[i]
            take(c.swiftClass, "the screen class of '\(c.name.value)'", c.className?.range)
        }
        switch target {
        case .uikit, .model:
            // No derived rule's suffix ends `Assembly` or `Router`: only classes and files clash.
            let generated = GeneratedClassNames(spec)
            for i in spec.firstContainerIndices {
                let c = spec.containers[i]
                let name = generated.className(of: c.name.value, declared: GeneratedClassNames.declaredClass(c))
                take(name, "the generated class of '\(c.name.value)'", c.className?.range ?? c.name.range)
                take(c.name.value, "container '\(c.name.value)' (its file)", c.name.range)
            }
        case .swiftui:
            // The SwiftUI rules derive from a name as written: a name ending in a rule's suffix
            // is looked up by what precedes it, not by building every derived name.
            for type in wanted {
                for rule in [
                    DerivedTypeNames.swiftUIState, DerivedTypeNames.swiftUIView, DerivedTypeNames.swiftUIModel,
                    DerivedTypeNames.swiftUIScreen,
                ] where type.hasSuffix(rule.suffix) {
                    let base = String(type.dropLast(rule.suffix.count))
                    let container = spec.firstContainer(named: base).map { spec.containers[$0] }
                    let screen = spec.firstScreen(named: base).map { spec.screens[$0] }
                    let range: SourceRange?
                    if rule.base == .container {
                        range = container?.name.range
                    } else {
                        range = screen?.name.range ?? container.flatMap { $0.isScreen ? $0.name.range : nil }
                    }
                    if let range { take(type, "the \(rule.what) of '\(base)'", range) }
                }
            }
        }
        return names.compactMap { type, what in
            taken[type].map { other in
                GeneratorError.refused(
                    "\(what) '\(type)', named after the spec file \(specFileName), would be \(other.what) too; rename one",
                    at: other.range)
            }
        }
    }
}
