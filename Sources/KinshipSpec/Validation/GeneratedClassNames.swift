/// The Swift classes `kinship generate` writes for containers, and why it could not write them.
///
/// One rule for both stages: `SwiftGenerator` refuses to generate on the first problem, and
/// validation reports every one (`generate-refused`), so a spec that checks clean generates.
public enum GeneratedClassNames {
    /// The class generated for a container: a preset that keeps UIKit's own class gets a class
    /// named after the container (it cannot redeclare `UINavigationController`), any other
    /// container its `class:` (or its name).
    public static func className(name: String, kind: ContainerKind, swiftClass: String) -> String {
        if kind != .custom, swiftClass == kind.uikitClass { return name }
        return swiftClass
    }

    /// The class generated for `container`.
    public static func className(of container: Container) -> String {
        className(name: container.name.value, kind: container.kind, swiftClass: container.swiftClass)
    }

    /// Each container (by index in `containers`) whose generated class generate would refuse,
    /// with why: a qualified name (`Kit.Menu`: a generated class is declared, not referred to),
    /// or a name already taken by a screen class or by an earlier container's generated class.
    public static func problems(screenClasses: [String], containers: [(name: String, className: String)]) -> [(index: Int, message: String)] {
        var taken: [String: String] = [:]
        for screen in screenClasses where taken[screen] == nil { taken[screen] = "screen class" }
        var found: [(Int, String)] = []
        for (index, c) in containers.enumerated() {
            if c.className.contains(".") {
                found.append((index, "container '\(c.name)': class '\(c.className)' is qualified; a generated class needs a plain name"))
                continue
            }
            if let other = taken[c.className] {
                found.append((index, "container '\(c.name)' would generate class '\(c.className)', which is already a \(other)"))
                continue
            }
            taken[c.className] = "generated container class (container '\(c.name)')"
        }
        return found
    }
}

extension SpecValidator {
    /// What generate would refuse in class names, located at each container's `class:` (or name).
    mutating func checkGeneratedClassNames() {
        let screens = spec.screens.map(\.className.value)
        let containers = spec.containers.map { (name: $0.name.value, className: GeneratedClassNames.className(of: $0)) }
        for (index, message) in GeneratedClassNames.problems(screenClasses: screens, containers: containers) {
            let c = spec.containers[index]
            diagnostics.error("generate-refused", message + "; kinship generate would refuse it", at: c.className?.range ?? c.name.range)
        }
    }
}
