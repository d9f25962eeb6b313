/// A validated import graph: every screen and container it declares, by name.
///
/// Later stages (plan, runtime, codegen) read this, never the raw files.
public struct Spec: Sendable {
    public var files: [SpecFile]
    public var screens: [Screen]
    public var containers: [Container]
    public var root: Name?
    /// Every file's routes, in file order.
    public var routes: [Route]
    private var screenIndex: NameIndex
    private var containerIndex: NameIndex

    public init(files: [SpecFile]) {
        self.files = files
        // One file (the usual case, and every large one) shares its arrays instead of copying
        // them: copies would hold the model's lists twice.
        screens = files.count == 1 ? files[0].screens : files.flatMap(\.screens)
        containers = files.count == 1 ? files[0].containers : files.flatMap(\.containers)
        root = files.lazy.compactMap(\.root).first
        routes = files.flatMap(\.routes)
        // First declaration wins; duplicates are reported by validation.
        let (screens, containers) = (screens, containers)
        screenIndex = NameIndex(count: screens.count) { screens[$0].name.value }
        containerIndex = NameIndex(count: containers.count) { containers[$0].name.value }
        // By index: a closure over each element copied every screen and container.
        declaresOutputs =
            screens.indices.contains { !screens[$0].outputs.isEmpty }
            || containers.indices.contains { !containers[$0].outputs.isEmpty }
        declaresHostedScreens = screens.indices.contains { screens[$0].hosted != nil }
        // A preset's own slots are never presentation slots, so the declared kind says it.
        declaresPresentationSlots = containers.indices.contains { i in
            containers[i].slots.indices.contains { containers[i].slots[$0].kind == .presentation }
        }
    }

    /// Where the first screen and the first container of a name are in `screens` / `containers`.
    /// `screen(named:)` and `container(named:)` return copies; these let a caller read one field.
    /// Whether any screen or container declares outputs: without any, validation skips looking
    /// for unbound outputs child by child (a hash lookup per child of a large spec).
    public private(set) var declaresOutputs = false
    /// Whether any screen is a SwiftUI view (`swiftUI:`): checks of hosted children skip a spec
    /// without one at no cost.
    public private(set) var declaresHostedScreens = false
    /// Whether any container declares a presentation slot: passes about presenting (nested
    /// presenters in flow analysis) skip a spec without one at no cost.
    public private(set) var declaresPresentationSlots = false

    /// Whether two containers share a name (an error): without, every container is its name's first.
    public var hasDuplicateContainerNames: Bool { containerIndex.count < containers.count }

    /// The index of each container that is its name's first declaration (the one every later
    /// stage uses), in declaration order, without a lookup when no name repeats.
    public var firstContainerIndices: [Int] {
        hasDuplicateContainerNames
            ? containers.indices.filter { firstContainer(named: containers[$0].name.value) == $0 }
            : Array(containers.indices)
    }

    public func firstScreen(named name: String) -> Int? { screenIndex.first(name) { screens[$0].name.value } }
    public func firstContainer(named name: String) -> Int? { containerIndex.first(name) { containers[$0].name.value } }

    public func screen(named name: String) -> Screen? { firstScreen(named: name).map { screens[$0] } }
    public func container(named name: String) -> Container? { firstContainer(named: name).map { containers[$0] } }

    /// Every type name a child may refer to.
    public var typeNames: [String] { screens.map(\.name.value) + containers.map(\.name.value) }

    /// Warning ids disabled by `lint: { disable: […] }` in any file of the graph.
    public var disabledWarnings: Set<String> { Set(files.flatMap { $0.lint.disable.map(\.value) }) }
}
