/// The Swift class `kinship generate` writes for each container, decided here so that
/// validation (`check`) and the generator agree on it, and `check` reports every clash
/// generation would refuse.
///
/// A container's class is its `class:` (a preset without one: the container's name). Several
/// containers may name the same `class:` — storyboards reuse one custom class for scenes
/// configured differently (LGSideMenuController's demos, XLPagerTabStrip's example) — but one
/// module cannot declare a class twice, so each of those containers generates a class named
/// after itself, and its documentation names the shared class.
public struct GeneratedClassNames: Sendable {
    /// Container name → generated class name (each name's first declaration).
    public let byContainer: [String: String]
    /// Declared class → the containers sharing it, in declaration order (only shared ones).
    public let sharedBy: [String: [String]]

    public init(_ spec: Spec) {
        var declared: [(container: String, className: String)] = []
        var count: [String: Int] = [:]
        var seen = Set<String>()
        for c in spec.containers where seen.insert(c.name.value).inserted {
            let name = Self.declaredClass(c)
            declared.append((c.name.value, name))
            count[name, default: 0] += 1
        }
        var byContainer: [String: String] = [:]
        var sharedBy: [String: [String]] = [:]
        for (container, className) in declared {
            if count[className, default: 0] > 1 {
                byContainer[container] = container
                sharedBy[className, default: []].append(container)
            } else {
                byContainer[container] = className
            }
        }
        self.byContainer = byContainer
        self.sharedBy = sharedBy
    }

    /// The class a container asks for: `class:`, or a preset's own name when it names none
    /// (or names the preset's UIKit class, which the generated class subclasses).
    public static func declaredClass(_ c: Container) -> String {
        declaredClass(kind: c.kind, className: c.swiftClass, name: c.name.value)
    }

    /// `declaredClass(_:)` from a container's kind, Swift class and name.
    public static func declaredClass(kind: ContainerKind, className: String, name: String) -> String {
        if kind != .custom, className == kind.uikitClass { return name }
        return className
    }

    /// The generated class of `container` (its declared class if it is not in the spec).
    public func className(of container: String, declared: String) -> String {
        byContainer[container] ?? declared
    }
}
