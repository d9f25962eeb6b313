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
public struct Screen: Sendable {
    public var name: Name
    public var className: Name
    public var title: Name?
    /// Typed parameters the screen's factory method takes (`params: { placeID: String }`).
    public var params: [Param] = []
    public var range: SourceRange
}

public struct Param: Sendable {
    public var name: Name
    public var type: Name
}

/// An instance declared under a container's `children:`: `startMap: Map` or
/// `startMap: { type: Map, title: Start }`.
public struct Child: Sendable {
    public var name: Name
    /// The screen or container this instance is made from.
    public var type: Name
    public var title: Name?
    /// Values for the screen's `params`, as written.
    public var args: [(name: Name, value: Name)] = []
    public var range: SourceRange
}
