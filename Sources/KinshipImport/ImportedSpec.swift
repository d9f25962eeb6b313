/// The spec an import produces, before it is printed: names are already unique identifiers.
struct ImportedSpec {
    var header: [String] = []
    /// The specs of the storyboards this one's references lead into (`Settings.yaml`).
    var imports: [String] = []
    var screens: [ImportedScreen] = []
    var containers: [ImportedContainer] = []
    var root: String?
    /// Comment lines printed above `root:` (why there is none, for instance).
    var rootComment: [String] = []
}

struct ImportedScreen {
    var name: String
    var className: String
    var title: String?
    /// A screen that presents: its children, presentation slots and transitions.
    var presents: ImportedContainer?
}

struct ImportedContainer {
    var name: String
    /// A preset's kind, `custom`, or `screen`: a plain scene that presents (written as a screen).
    var kind: String
    var className: String?
    /// A screen that presents: its title.
    var title: String?
    /// `frames` with a design size, `overlay`, or nil for presets and the default.
    var layout: ImportedLayout?
    /// Added through `addChild`, which keeps the two indexes below.
    var children: [(name: String, type: String)] = []
    var childNames = NameAllocator()
    var childByType: [String: String] = [:]
    /// Children written `many: true`: each push makes a new controller.
    var repeated: Set<String> = []
    var slots: [ImportedSlot] = []
    var transitions: [ImportedTransition] = []

    /// The first child of `type`, found through an index kept by `addChild`.
    func childName(ofType type: String) -> String? { childByType[type] }

    /// Adds a child named `base` (or `base2`, … when taken) and returns its name: names and
    /// types are indexed as they are added, where scanning every child for each made a
    /// navigation stack of thousands of scenes quadratic.
    mutating func addChild(_ base: String, type: String) -> String {
        let name = childNames.claim(base)
        children.append((name, type))
        if childByType[type] == nil { childByType[type] = name }
        return name
    }
}

enum ImportedLayout {
    case frames(width: Double, height: Double)
    case overlay
}

struct ImportedSlot {
    var name: String
    var kind: String?
    var accepts: [String] = []
    /// Single and tabs slots: at most one; stack slots: bottom first (written as a list).
    var initial: [String] = []
    var initialIsList = false
    var frame: (x: Double, y: Double, width: Double, height: Double)?
    var autoresizing: [String] = []
    /// Presentation slots: the presentation style.
    var style: String?
}

/// A transition moving one slot.
struct ImportedTransition {
    var name: String
    var slot: String
    /// `push: detail`, `pop: 1`, `show: detail`, `select: tab`.
    var operation: String
    var target: String
    var from: String?
    /// Present and dismiss: a modal transition style other than the default.
    var animation: String?
    /// Present: enabled only while the container presents nothing.
    var unlessPresenting = false
    /// The storyboard segue identifier the app's code performs, written `identifier: "…"`.
    var identifier: String?
}
