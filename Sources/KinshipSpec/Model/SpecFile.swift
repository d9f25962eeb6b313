public import KinshipSyntax

/// One decoded spec file: everything at its top level, every value located.
public struct SpecFile: Sendable {
    public var file: FileID
    public var version: Located<Int>?
    public var imports: [Name] = []
    public var screens: [Screen] = []
    public var containers: [Container] = []
    public var root: Name?
    public var lint = LintSettings()
    /// Deep links, in declaration order.
    public var routes: [Route] = []

    public init(file: FileID) { self.file = file }
}

/// `lint:` at the top level: warnings switched off for this file.
public struct LintSettings: Sendable {
    public var disable: [Name] = []
    public init() {}
}

/// A leaf view controller: `Map: { class: RGMapViewController }`.
public struct Screen: Sendable, HasRareFields {
    public var name: Name
    public var className: Name
    public var title: Name?
    /// Where the entry's value ends: with its name's start, the entry's extent (`range`).
    /// Only the end is kept, since a large spec has a screen per few lines.
    public var end: SourcePosition
    /// What screens that take parameters or talk to their containers declare.
    public var rare = Rare<ScreenRareFields>()

    public init(name: Name, className: Name, range: SourceRange) {
        self.name = name
        self.className = className
        end = range.end
    }

    /// The entry, from its name to the end of its value.
    public var range: SourceRange { SourceRange(file: name.range.file, start: name.range.start, end: end) }

    public func output(named name: String) -> Output? { self.outputs.first { $0.name.value == name } }
    public func input(named name: String) -> Param? { self.inputs.first { $0.name.value == name } }
}

/// What `Screen` keeps in `rare`, each read and written as a member of the screen.
public struct ScreenRareFields: RareFields {
    /// Typed parameters the screen's factory method takes (`params: { placeID: String }`).
    public var params: [Param] = []
    /// Events the screen raises to its container (`outputs:`).
    public var outputs: [Output] = []
    /// Values its container may set on it (`inputs:`): name → type.
    public var inputs: [Param] = []
    /// `hidesBottomBar: true`: hidesBottomBarWhenPushed, the tab bar (and toolbar) leave while
    /// it is pushed; `toolbar: true`: the navigation controller shows its toolbar under it.
    public var hidesBottomBar: Located<Bool>?
    public var toolbar: Located<Bool>?
    /// `swiftUI:`: the screen is a SwiftUI view, hosted (its `className` is then the generated
    /// hosting controller's, located at the view's name).
    public var hosted: HostedScreen?

    public init() {}
}

public struct Param: Sendable {
    public var name: Name
    public var type: Name
}

/// An instance declared under a container's `children:`: `startMap: Map` or
/// `startMap: { type: Map, title: Start }`.
public struct Child: Sendable, HasRareFields {
    public var name: Name
    /// The screen or container this instance is made from.
    public var type: Name
    /// Where the entry's value ends: with its name's start, the entry's extent (`range`).
    public var end: SourcePosition
    /// What only some children declare.
    public var rare = Rare<ChildRareFields>()

    public init(name: Name, type: Name, range: SourceRange) {
        self.name = name
        self.type = type
        end = range.end
    }

    /// The entry, from its name to the end of its value.
    public var range: SourceRange { SourceRange(file: name.range.file, start: name.range.start, end: end) }

    /// Whether each push makes a new instance (`many: true`).
    public var isRepeated: Bool { self.many?.value ?? false }
}

/// What `Child` keeps in `rare`, each read and written as a member of the child.
public struct ChildRareFields: RareFields {
    public var title: Name?
    /// Values for the screen's `params`, as written.
    public var args: [(name: Name, value: Name)] = []
    /// `many: true`: every push (or present) makes a new controller of this child, named
    /// `name#N`; none exists at mount, so it is never initial (see grammar.md, "Repeated children").
    public var many: Located<Bool>?

    public init() {}
}
