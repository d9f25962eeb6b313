/// The DSL, version 1, described key by key (see grammar.md for the prose).
///
/// Closed sets come from the model's enums (`ContainerKind`, `Animation`, …), so adding a case
/// there updates the decoder and the schema together.
public enum SpecSchema {
    public static let version = 1

    /// Operations a move may do; exactly one per move.
    public static let operations = [
        "show", "clear", "push", "pop", "popTo", "popToRoot", "select", "present", "dismiss",
    ]

    public static let top = SchemaMapping(
        "spec", "A Kinship spec file: screens, containers, and optionally the root.",
        keys: [
            SchemaKey(
                "kinship", .constant(version), "The DSL version; every spec file starts with 'kinship: 1'.",
                required: true),
            SchemaKey(
                "imports", .reference("names"),
                "Spec files (relative paths) whose screens and containers this file uses."),
            SchemaKey("screens", .dictionary(.reference("screen")), "Leaf view controllers, by name."),
            SchemaKey("containers", .dictionary(.mapping("container")), "Container view controller types, by name."),
            SchemaKey(
                "root", .name,
                "The container launched as the window's root; at most one file of an import graph names it."),
            SchemaKey("lint", .mapping("lint"), "Warnings switched off for this file."),
            SchemaKey(
                "routes", .dictionary(.mapping("route")),
                "Deep links, by name: a URL pattern and the instance it opens, checked against the flows."),
        ])

    public static let screen = SchemaMapping(
        "screen", "A leaf view controller, which may present (slots of kind presentation).",
        keys: [
            SchemaKey(
                "class", .string,
                "The Swift class, optionally module-qualified (Module.Type); required unless the screen is a SwiftUI view (swiftUI)."
            ),
            SchemaKey("title", .string, "The controller's title."),
            SchemaKey(
                "params", .dictionary(.string), "Typed parameters of the screen's factory method: name → Swift type."),
            SchemaKey(
                "outputs", .reference("outputs"),
                "Events the screen raises to its container: name → payload (field → Swift type; {} for none)."),
            SchemaKey(
                "inputs", .dictionary(.string),
                "Values the screen's container may set on it: name → Swift type; required unless the type ends in '?' (String?)."
            ),
            SchemaKey(
                "hidesBottomBar", .boolean,
                "true: hidesBottomBarWhenPushed; while pushed onto a navigation stack, the tab bar and the toolbar leave.",
                default: .bool(false)),
            SchemaKey(
                "toolbar", .boolean,
                "true: the navigation controller shows its toolbar while this screen is on top (UIKit's default is hidden).",
                default: .bool(false)),
            SchemaKey(
                "children", .dictionary(.reference("child")), "A screen that presents: the children it may present."),
            SchemaKey(
                "slots", .dictionary(.reference("slot")),
                "A screen that presents: its presentation slots (kind: presentation), no other kind."),
            SchemaKey(
                "transitions", .dictionary(.reference("transition")),
                "A screen that presents: named transitions, each a present or dismiss per slot."),
            SchemaKey(
                "on", .dictionary(.reference("binding")),
                "A screen that presents: answers to its presented children's outputs (child.output), as a container's."),
            SchemaKey(
                "swiftUI", .string,
                "Instead of class: the SwiftUI view (a type, optionally module-qualified) a generated UIHostingController hosts; it receives a generated @Observable model of the inputs and outputs."
            ),
            SchemaKey(
                "sizing",
                .anyOf([
                    .oneOf(HostingSizing.allCases.map(\.rawValue)),
                    .list(.oneOf(HostingSizing.allCases.map(\.rawValue))),
                ]),
                "A SwiftUI screen: the hosting controller's sizingOptions (none by default)."),
            SchemaKey(
                "safeArea",
                .anyOf([
                    .oneOf(SafeAreaRegion.allCases.map(\.rawValue)),
                    .list(.oneOf(SafeAreaRegion.allCases.map(\.rawValue))),
                ]),
                "A SwiftUI screen: the hosting controller's safeAreaRegions (iOS 16.4; none: the view ignores the container's safe area). UIKit's default is all."
            ),
            SchemaKey(
                "ownsNavigation", .boolean,
                "A SwiftUI screen: true when the view holds its own NavigationStack (a navigation container then shows two bars).",
                default: .bool(false)),
        ], exactlyOne: ["class", "swiftUI"])

    public static let container = SchemaMapping(
        "container", "A container view controller type: its children, slots and transitions.",
        keys: [
            SchemaKey(
                "kind", .oneOf(ContainerKind.allCases.map(\.rawValue)),
                "custom declares its own slots; navigation, tabs and split behave as Apple's containers.",
                default: .string("custom")),
            SchemaKey(
                "class", .string, "The Swift class; defaults to a preset's UIKit class, else the container's name."),
            SchemaKey(
                "layout", .reference("layout"), "How a custom container places its slots inside its bounds.",
                default: .string("vertical")),
            SchemaKey(
                "forwardsAppearance", .boolean,
                "false: the container forwards appearance callbacks to its children by hand.", default: .bool(true)),
            SchemaKey("children", .dictionary(.reference("child")), "Named child instances: the relationships."),
            SchemaKey("slots", .dictionary(.reference("slot")), "Places children live in, in declaration (z-) order."),
            SchemaKey(
                "transitions", .dictionary(.reference("transition")),
                "Named transitions: for each slot they move, the move."),
            SchemaKey(
                "outputs", .reference("outputs"),
                "Events the container raises to its own parent (with emit): name → payload (field → Swift type; {} for none)."
            ),
            SchemaKey(
                "inputs", .dictionary(.string),
                "Values the container's parent may set on it: name → Swift type; required unless the type ends in '?' (String?)."
            ),
            SchemaKey(
                "on", .dictionary(.reference("binding")),
                "Answers to the children's outputs (child.output) and to the container's own inputs (self.INPUT, the payload being the input's value): a transition, or actions (run, set, emit, switch)."
            ),
        ])

    public static let child = SchemaMapping(
        "child", "A child instance with a title or arguments.",
        keys: [
            SchemaKey("type", .name, "The screen or container this child is made from.", required: true),
            SchemaKey("title", .string, "The child's title."),
            SchemaKey(
                "args", .dictionary(.anyOf([.string, .number(minimum: nil), .boolean])),
                "Values for the screen's params, by parameter name."),
            SchemaKey(
                "many", .boolean,
                "true: a repeated child; every push, present or split detail-column show makes a new controller (name#N), released when popped or replaced. Never initial.",
                default: .bool(false)),
        ])

    public static let slot = SchemaMapping(
        "slot", "A place children live in: one container view.",
        keys: [
            SchemaKey(
                "kind", .oneOf(SlotKind.allCases.map(\.rawValue)),
                "single: one child at a time; stack: push and pop; tabs: every child mounted, one selected; presentation: presented modally; accessory: one child pinned above a tabs or navigation container's bar.",
                default: .string("single")),
            SchemaKey(
                "size", .reference("size"),
                "Extent along a vertical or horizontal layout: points (120), a percentage (50%) or fill."),
            SchemaKey("accepts", .reference("names"), "The children this slot may hold."),
            SchemaKey(
                "initial", .reference("initial"),
                "The child (single, tabs) or stack entries bottom first (stack) at mount."),
            SchemaKey(
                "frame", .list(.number(minimum: nil), count: 4),
                "frames layout: [x, y, width, height] at the layout's design size."),
            SchemaKey(
                "autoresizing",
                .anyOf([
                    .oneOf(Autoresizing.allCases.map(\.rawValue)), .list(.oneOf(Autoresizing.allCases.map(\.rawValue))),
                ]),
                "frames layout: UIView.AutoresizingMask members."),
            SchemaKey(
                "area", .oneOf(LayoutArea.allCases.map(\.rawValue)),
                "This slot's own area when it differs from the layout's: bounds (under the bars) or safeArea. Edges the slot shares with the layout's area move to its own."
            ),
            SchemaKey(
                "style", .oneOf(PresentationStyle.allCases.map(\.rawValue)),
                "presentation slot: the UIModalPresentationStyle.", default: .string("pageSheet")),
            SchemaKey(
                "dismissible", .boolean, "presentation slot: false sets isModalInPresentation (no swipe to dismiss).",
                default: .bool(true)),
            SchemaKey(
                "userBack", .anyOf([.boolean, .dictionary(.boolean, nullable: false)]),
                "navigation container's stack slot: false hides the Back button and turns the edge swipe off, so the user cannot go back by themselves; per child, { confirm: false } hides it on that child's page alone.",
                default: .bool(true)),
            SchemaKey(
                "untappable", .reference("names"),
                "tabs container's tabs slot: the tabs the delegate's shouldSelect refuses to the user's tap (the app may still select them)."
            ),
            SchemaKey(
                "above", .oneOf(AccessoryAnchor.allCases.map(\.rawValue)),
                "accessory slot: the bar it sits above; tabBar (the default on tabs), toolbar (a navigation stack whose pages show it), or bottom (the safe area's bottom, the default on navigation)."
            ),
            SchemaKey(
                "height", .anyOf([.number(minimum: 0), .pattern(#"^[0-9]+(\.[0-9]+)?pt$"#, example: "64pt")]),
                "accessory slot: its height in points, greater than 0."),
            SchemaKey(
                "insetsSiblings", .boolean,
                "accessory slot: true grows every content child's bottom safe area by the accessory's height (additionalSafeAreaInsets).",
                default: .bool(false)),
            SchemaKey(
                "whenBarHidden", .oneOf(WhenBarHidden.allCases.map(\.rawValue)),
                "accessory slot: while a pushed page hides the bar, dock (at the safe area's bottom, as iOS 26 does) or hide the accessory."
            ),
        ])

    public static let layout = SchemaMapping(
        "layout", "A layout with spacing, insets or a design size.",
        keys: [
            SchemaKey(
                "kind", .oneOf(LayoutKind.allCases.map(\.rawValue)),
                "vertical | horizontal stacks, overlay, or frames.", default: .string("vertical")),
            SchemaKey(
                "spacing", .number(minimum: 0), "Points between adjacent slots of a stack layout.", default: .number(0)),
            SchemaKey("insets", .reference("insets"), "Points between the bounds and the slots.", default: .number(0)),
            SchemaKey(
                "designSize", .pattern(#"^[0-9]+(\.[0-9]+)?x[0-9]+(\.[0-9]+)?$"#, example: "390x844"),
                "frames layout: the size the slot frames were designed at, WIDTHxHEIGHT."),
            SchemaKey(
                "area", .oneOf(LayoutArea.allCases.map(\.rawValue)),
                "Where the slots go: bounds (the whole view, under the status bar and home indicator) or safeArea (view.safeAreaInsets).",
                default: .string("bounds")),
        ])

    public static let insets = SchemaMapping(
        "insets", "Insets per edge; a missing edge is 0.",
        keys: [
            SchemaKey("top", .number(minimum: 0), "Top inset in points.", default: .number(0)),
            SchemaKey("left", .number(minimum: 0), "Left inset in points.", default: .number(0)),
            SchemaKey("bottom", .number(minimum: 0), "Bottom inset in points.", default: .number(0)),
            SchemaKey("right", .number(minimum: 0), "Right inset in points.", default: .number(0)),
        ])

    public static let move = SchemaMapping(
        "move", "What one transition does to one slot: one operation, a guard, an animation.",
        keys: [
            SchemaKey("show", .name, "single slot: show this child in place of the current one."),
            SchemaKey("clear", .flag, "single slot: remove the current child."),
            SchemaKey("push", .name, "stack slot: push this child."),
            SchemaKey(
                "pop", .anyOf([.integer(minimum: 1), .null]), "stack slot: pop this many entries (1 when empty)."),
            SchemaKey("popTo", .name, "stack slot: pop until this child is on top."),
            SchemaKey("popToRoot", .flag, "stack slot: pop to the root entry."),
            SchemaKey("select", .name, "tabs slot: select this child's tab."),
            SchemaKey("present", .name, "presentation slot: present this child modally."),
            SchemaKey("dismiss", .name, "presentation slot: dismiss this presented child (and anything it presents)."),
            SchemaKey(
                "from", .anyOf([.name, .list(.name)]),
                "Guard: the transition is enabled only when this child (or one of these children) occupies the slot."),
            SchemaKey(
                "unlessPresenting", .boolean,
                "present moves: the transition is enabled only when nothing is presented over the container (its presentation slots empty, presentedViewController nil).",
                default: .bool(false)),
            SchemaKey(
                "animation", .oneOf(Animation.allCases.map(\.rawValue)),
                "The UIView transition or slide; for present and dismiss a UIModalTransitionStyle (default coverVertical).",
                default: .string("none")),
            SchemaKey(
                "duration", .number(minimum: 0), "Seconds; the move is animated when above 0.", default: .number(0)),
        ], exactlyOne: operations)

    /// Binding actions: exactly one per mapping.
    public static let actions = ["run", "set", "emit", "switch"]

    public static let action = SchemaMapping(
        "action",
        "One answer to a child's output: run a transition, set an input, emit an output, or switch on a payload field.",
        keys: [
            SchemaKey("run", .name, "Run this transition of the container."),
            SchemaKey(
                "set", .pattern(#"^[^.\s]+\.[^.\s]+$"#, example: "targetMap.annotation"),
                "Set this input of a child (child.input) to the payload."),
            SchemaKey("field", .name, "set: the payload field to pass (needed when the payload has several fields)."),
            SchemaKey(
                "emit", .name,
                "Raise this output of the container to its own parent, with the payload fields of the same names."),
            SchemaKey("switch", .name, "Run the transition that the value of this payload field chooses (see cases)."),
            SchemaKey(
                "cases", .dictionary(.name, minEntries: 1, nullable: false),
                "switch: payload value → transition; other values do nothing."),
        ], exactlyOne: actions)

    public static let lint = SchemaMapping(
        "lint", "Warnings switched off for this file.",
        keys: [
            SchemaKey("disable", .reference("names"), "Warning ids to drop for findings located in this file.")
        ])

    public static let route = SchemaMapping(
        "route", "A deep link: the URLs it matches and the instance it shows.",
        keys: [
            SchemaKey(
                "url", .pattern(#"^[A-Za-z][A-Za-z0-9+.-]*://"#, example: "myapp://inbox/message/{id: Int}"),
                "The URL pattern: scheme://host/path, path segments literal or {name} / {name: Int|Double|Bool|String}, optional query items ?key={name}.",
                required: true),
            SchemaKey(
                "open", .pattern(#"^[^/]+(/[^/]+)*$"#, example: "App/feed/place"),
                "The instance the link shows: the root's name, then /child per level.", required: true),
            SchemaKey(
                "set", .dictionary(.name),
                "Inputs set from URL parameters before the instances load: input → parameter for the opened instance, SEGMENT.input → parameter for the instance at that segment of open on the way."
            ),
        ])

    /// Every mapping, in documentation order.
    public static let mappings = [top, screen, container, child, slot, layout, insets, move, action, lint, route]

    public static func mapping(named name: String) -> SchemaMapping? { mappings.first { $0.name == name } }

    /// Shapes shared by several keys, with their short forms.
    public static let definitions: [SchemaDefinition] = [
        SchemaDefinition(
            name: "names", description: "A name, or a list of names.", type: .anyOf([.name, .list(.name)])),
        SchemaDefinition(
            name: "screen", description: "A screen: its class alone, or a mapping.",
            type: .anyOf([.string, .mapping("screen")])),
        SchemaDefinition(
            name: "child", description: "A child: its type alone, or a mapping.",
            type: .anyOf([.name, .mapping("child")])),
        SchemaDefinition(
            name: "slot", description: "A slot: empty, or a mapping.", type: .anyOf([.null, .mapping("slot")])),
        SchemaDefinition(
            name: "size", description: "Points (120 or 120pt), a percentage (50%), or fill.",
            type: .anyOf([
                .number(minimum: 0), .pattern(#"^(fill|[0-9]+(\.[0-9]+)?%|[0-9]+(\.[0-9]+)?(pt)?)$"#, example: "50%"),
            ])),
        SchemaDefinition(
            name: "initial", description: "One child, a list (a stack's entries, bottom first), or empty.",
            type: .anyOf([.name, .list(.name), .null])),
        SchemaDefinition(
            name: "layout", description: "A stack or overlay kind alone, or a mapping (frames needs its designSize).",
            // `frames` alone is always refused (missing-key designSize), so the schema does not
            // offer it: editors flag it and completion does not propose it.
            type: .anyOf([.oneOf(LayoutKind.allCases.filter { $0 != .frames }.map(\.rawValue)), .mapping("layout")])),
        SchemaDefinition(
            name: "insets", description: "One inset for every edge, or a mapping per edge.",
            type: .anyOf([.number(minimum: 0), .mapping("insets")])),
        SchemaDefinition(
            name: "transition", description: "For each slot the transition moves, the move; moves start in order.",
            type: .dictionary(.reference("move"), minEntries: 1, nullable: false),
            keys: [
                SchemaKey(
                    "identifier", .string,
                    "The storyboard segue identifier this transition answers to (performSegue(withIdentifier:)); any string."
                )
            ]),
        SchemaDefinition(
            name: "outputs",
            description: "Outputs by name; each payload maps field names to Swift types ({} or empty: no payload).",
            type: .dictionary(.anyOf([.null, .dictionary(.string)]))),
        SchemaDefinition(
            name: "binding", description: "A transition name, one action, or a list of them run in order.",
            type: .anyOf([.name, .mapping("action"), .list(.anyOf([.name, .mapping("action")]))])),
        SchemaDefinition(
            name: "move", description: "A move: clear, pop or popToRoot alone, or a mapping with one operation.",
            type: .anyOf([.oneOf(["clear", "pop", "popToRoot"]), .mapping("move")])),
    ]
}
