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
    /// Container name → generated class name, for the containers whose generated class is not
    /// their declared class (those sharing one). Every other container generates its declared
    /// class, so a large spec without shared classes keeps an empty table here.
    public let byContainer: [String: String]
    /// Declared class → the containers sharing it, in declaration order (only shared ones).
    public let sharedBy: [String: [String]]
    /// How many containers (first declarations) declare each class: one hash per container,
    /// rather than tables of every container's name, which this serial pass would pay for on
    /// every large spec.
    let declarations: [String: Int]

    public init(_ spec: Spec) {
        var declarations: [String: Int] = [:]
        declarations.reserveCapacity(spec.containers.count)
        for i in spec.firstContainerIndices {
            declarations[Self.declaredClass(spec, i), default: 0] += 1
        }
        var byContainer: [String: String] = [:]
        var sharedBy: [String: [String]] = [:]
        if declarations.count < spec.containers.count {
            for i in spec.firstContainerIndices {
                let declared = Self.declaredClass(spec, i)
                // A presenter keeps its name: sharing it with another class is a clash, reported by check.
                guard declarations[declared, default: 0] > 1, !spec.containers[i].isScreen else { continue }
                let container = spec.containers[i].name.value
                byContainer[container] = container
                sharedBy[declared, default: []].append(container)
            }
        }
        self.byContainer = byContainer
        self.sharedBy = sharedBy
        self.declarations = declarations
    }

    /// The class a container asks for: `class:`, or a preset's own name when it names none
    /// (or names the preset's UIKit class, which the generated class subclasses).
    public static func declaredClass(_ c: Container) -> String {
        declaredClass(kind: c.kind, className: c.swiftClass, name: c.name.value, isScreen: c.isScreen)
    }

    /// `declaredClass(_:)` of `spec.containers[i]`, its fields read in place: a copy of a whole
    /// `Container` retains every array in it, most of this pass's time on a large spec.
    static func declaredClass(_ spec: Spec, _ i: Int) -> String {
        declaredClass(
            kind: spec.containers[i].kind, className: spec.containers[i].swiftClass,
            name: spec.containers[i].name.value, isScreen: spec.containers[i].isScreen)
    }

    /// `declaredClass(_:)` from a container's kind, Swift class and name. A screen that presents
    /// keeps the app's class: generated code declares its presenter, named after the screen.
    public static func declaredClass(kind: ContainerKind, className: String, name: String, isScreen: Bool = false)
        -> String
    {
        if isScreen { return presenterClass(name) }
        if kind != .custom, className == kind.uikitClass { return name }
        return className
    }

    /// The class generated for a screen that presents: `MapPresenter`.
    public static func presenterClass(_ screen: String) -> String {
        guard let first = screen.unicodeScalars.first else { return "Presenter" }
        return String(first).uppercased() + screen.unicodeScalars.dropFirst().map(String.init).joined() + "Presenter"
    }

    /// The generated class of `container` (its declared class if it is not in the spec).
    public func className(of container: String, declared: String) -> String {
        byContainer.isEmpty ? declared : byContainer[container] ?? declared
    }

    /// Whether several containers declare `declared` (each then generates a class of its own name).
    public func isShared(_ declared: String) -> Bool { declarations[declared, default: 0] > 1 }
}
