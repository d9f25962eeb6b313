import KinshipSpec

/// Names a random spec gives its screens, containers, children, slots, transitions, outputs and
/// inputs: half the specs number them (`S0`, `c1`, `t2`: short, so a disagreement reads
/// easily), the others draw from a pool of names that have broken generated code before or
/// could: realistic ones, Swift keywords, UIKit and NSObject members and types, and non-ASCII
/// identifiers Swift accepts (grammar.md "Names and identifiers", "Check-clean means
/// generate-compiles, names included").
struct NamePool {
    /// Names an app would use.
    static let realistic = [
        "home", "feed", "detail", "settings", "profile", "inbox", "compose", "search", "map", "list", "item",
        "message", "photo", "account", "login", "onboarding", "cart", "checkout", "player", "library",
    ]
    /// Swift keywords (escaped or suffixed in generated code). YAML's own words (`true`, `null`,
    /// `on`, `yes`) are left out: they are not names to a YAML reader.
    static let keywords = [
        "class", "func", "default", "return", "in", "is", "as", "init", "self", "Self", "super", "where",
        "protocol", "operator", "Type", "Protocol", "some", "any", "let", "var", "static", "import", "switch",
        "case", "for", "while", "repeat", "do", "catch", "throw", "guard", "defer", "deinit", "subscript",
        "extension", "struct", "enum", "internal", "public", "private", "fileprivate", "open", "inout", "if",
        "else", "break", "continue", "fallthrough", "associatedtype", "typealias", "nil", "_",
    ]
    /// UIViewController, UIResponder and NSObject members a generated class inherits, names a
    /// generated member could shadow, and members the SwiftUI core's states declare (grammar.md, `name-collision`: some are refused,
    /// the others must generate code that calls the transition, not UIKit's method).
    static let members = [
        "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "updateViewConstraints", "awakeFromNib",
        "view", "title", "children", "parent", "description", "hash", "navigationController",
        "tabBarController", "splitViewController", "presentingViewController", "presentedViewController", "next",
        "copy", "isEditing", "modalPresentationStyle", "preferredContentSize", "show", "present", "dismiss",
        "removeFromParent", "addChild", "setEditing", "traitCollection", "definesPresentationContext", "isEqual",
        "debugDescription", "outputs", "inputs", "router", "presenter", "slots", "transition", "makeRoot", "steps",
        "route", "window", "layout", "update",
        // The SwiftUI core's own members: every state's, and a split state's.
        "entries", "snapshot", "joinedWindow", "compactColumn", "secondaryPopped",
    ]
    /// Type names generated code or the app may use.
    static let types = [
        "View", "Text", "Data", "URL", "Error", "Never", "Array", "Optional", "Result", "Router", "Route", "App",
        "Window", "Controller", "Assembly", "Outputs", "Inputs", "Slot", "Step", "Swift", "Foundation",
        "Presenting", "Navigation", "Split", "Tabs", "Kit",
    ]
    /// Letters beyond ASCII that Swift takes in identifiers, combining marks after the first
    /// letter among them (a decomposed `Cafe\u{301}`).
    static let nonASCII = [
        "détail", "größe", "café", "名前", "Ωmega", "ñandú", "дом", "βeta", "éclair", "ünter", "Cafe\u{301}", "n\u{303}o",
    ]

    static let all = realistic + keywords + members + types + nonASCII
    /// For generated members: no type names (a method named `Array` hides Swift's `Array` in
    /// its class, which generated code calls).
    static let safe = realistic + keywords + members + nonASCII + ["target", "host", "controller"]

    var numbered: Bool
    private var used: [String: Set<String>] = [:]

    init(_ rng: inout SplitMix) { numbered = rng.chance(0.5) }

    /// A fresh name in `scope` (names must differ within it): the numbered `fallback`, or one
    /// of the pool's that `refused` lets through (the names `check` refuses in that place:
    /// `name-collision` with a member generated code or UIKit declares, `self` as a child).
    /// `type` names become class names (`NAMEViewController`), so they take a capital-first
    /// form of keywords and members too.
    mutating func name(
        _ fallback: String, scope: String, refused: (String) -> Bool = { _ in false }, _ rng: inout SplitMix
    ) -> String {
        var taken = used[scope, default: []]
        defer { used[scope] = taken }
        if !numbered {
            // Type names as generated methods hide Swift's types in their class (a known class:
            // docs/difftest.md): transitions and inputs do without them.
            // Inputs named like an inherited property are refused (`name-collision`) on a
            // container and break a screen's stand-in (a known class, docs/difftest.md): none.
            let pool =
                scope.hasPrefix("in")
                ? Self.realistic + Self.keywords + Self.nonASCII
                : scope.hasPrefix("transition:") ? Self.safe : Self.all
            for _ in 0..<6 {
                let candidate = rng.pick(pool)
                // Compared as the case-folded form too: names that differ only in case are a
                // known class being fixed (issue 41).
                if !taken.contains(candidate.lowercased()), !taken.contains(fallback.lowercased()), !refused(candidate)
                {
                    taken.insert(candidate.lowercased())
                    return candidate
                }
            }
        }
        var name = fallback
        while taken.contains(name.lowercased()) { name += "x" }
        taken.insert(name.lowercased())
        return name
    }

    /// `self.OUTPUT` is an answer to the container's own input (grammar.md, "Outputs, inputs and
    /// `on`"), so a child named `self` could never have its outputs answered or its inputs set.
    static func refusedChild(_ name: String) -> Bool { name == "self" }

    /// Transitions become methods of a container's generated class (`NAME(animated:)`): those
    /// UIKit's class already declares with that shape are `name-collision`.
    static func refusedTransition(kind: String) -> (String) -> Bool {
        guard let kind = ContainerKind(rawValue: kind) else { return { _ in false } }
        return { InheritedMembers.transitionClash($0, kind: kind) != nil }
    }

    /// A container's inputs become stored properties of its generated class: one the generated
    /// code or UIKit already declares is `name-collision` (GeneratedMembers, InheritedMembers).
    static func refusedInput(kind: String, slots: [String]) -> (String) -> Bool {
        guard let kind = ContainerKind(rawValue: kind) else { return { _ in false } }
        return { name in
            GeneratedMembers.declared(by: .container).contains(name)
                || GeneratedMembers.slotDerived(name, slots: slots)
                || InheritedMembers.propertyOwner(name, kind: kind) != nil
        }
    }

    /// A screen's inputs become properties of its generated model when it is hosted.
    static func refusedScreenInput(_ name: String) -> Bool {
        GeneratedMembers.declared(by: .hostedModel).contains(name)
    }
}
