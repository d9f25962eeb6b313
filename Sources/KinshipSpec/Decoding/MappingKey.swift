import KinshipSyntax

/// The keys of one DSL mapping, each case numbered by its place among `SpecSchema`'s keys for
/// that mapping: a decoder asks a `MappingReader` for a key by number, not by comparing names.
protocol MappingKey: RawRepresentable, CaseIterable where RawValue == Int {
    /// The key names in schema order: `names.words[key.rawValue]` is the key's.
    static var names: WordList { get }
    static func misplaced(_ key: String) -> String?
}

extension MappingKey {
    var name: String { Self.names.words[rawValue] }

    /// Why `key`, which this mapping does not take but a neighbouring one does, is refused here
    /// (nil: an unknown key, reported with a suggestion).
    static func misplaced(_ key: String) -> String? { nil }

    /// The schema's key names, checked against the cases in every build, once per key type: a
    /// reader indexes its position table by case number, so a case out of step with the schema
    /// would read another key, and a 17th key would index past the table.
    static func schemaNames(_ mapping: SchemaMapping) -> WordList {
        precondition(
            allCases.map { "\($0)" } == mapping.keyNames, "\(Self.self) does not match the schema's '\(mapping.name)'")
        precondition(
            mapping.keyNames.count <= Node.PositionTable.capacity,
            "'\(mapping.name)' has \(mapping.keyNames.count) keys; a MappingReader tracks at most \(Node.PositionTable.capacity)"
        )
        return WordList(mapping.keyNames)
    }
}

enum TopKey: Int, MappingKey {
    case kinship, imports, screens, containers, root, lint, routes
    static let names = schemaNames(SpecSchema.top)
}

enum ScreenKey: Int, MappingKey {
    case `class`, title, params, outputs, inputs, hidesBottomBar, toolbar, children, slots, transitions, on, swiftUI,
        sizing, safeArea, ownsNavigation
    static let names = schemaNames(SpecSchema.screen)

    /// A container's keys that lay children out: a screen contains no children, it only presents.
    static func misplaced(_ key: String) -> String? {
        guard ["kind", "layout", "forwardsAppearance"].contains(key) else { return nil }
        return "a screen has no '\(key)': it contains no children, it only presents them "
            + "(slots of kind: presentation); declare a container to contain children"
    }
}

enum ContainerKey: Int, MappingKey {
    case kind, `class`, layout, forwardsAppearance, children, slots, transitions, outputs, inputs, on
    static let names = schemaNames(SpecSchema.container)
}

enum ChildKey: Int, MappingKey {
    case type, title, args, many
    static let names = schemaNames(SpecSchema.child)
}

enum SlotKey: Int, MappingKey {
    case kind, size, accepts, initial, frame, autoresizing, area, style, dismissible, userBack, untappable, above,
        height, insetsSiblings, whenBarHidden
    static let names = schemaNames(SpecSchema.slot)
}

enum LayoutKey: Int, MappingKey {
    case kind, spacing, insets, designSize, area
    static let names = schemaNames(SpecSchema.layout)
}

enum InsetsKey: Int, MappingKey {
    case top, left, bottom, right
    static let names = schemaNames(SpecSchema.insets)
}

enum MoveKey: Int, MappingKey {
    case show, clear, push, pop, popTo, popToRoot, select, present, dismiss, from, unlessPresenting, animation, duration
    static let names = schemaNames(SpecSchema.move)
}

enum RouteKey: Int, MappingKey {
    case url, open, set
    static let names = schemaNames(SpecSchema.route)
}

enum ActionKey: Int, MappingKey {
    case run, set, field, emit, `switch`, cases
    static let names = schemaNames(SpecSchema.action)
}

enum LintKey: Int, MappingKey {
    case disable
    static let names = schemaNames(SpecSchema.lint)
}
