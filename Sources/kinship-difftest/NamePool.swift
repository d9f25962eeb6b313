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
    /// UIViewController, UIResponder and NSObject members a generated class inherits, and
    /// names a generated member could shadow. The view lifecycle methods (`loadView`,
    /// `viewDidLoad`, …) are a known class the product is being fixed for (issue 41); they
    /// join the pool once main has the fix.
    static let members = [
        "view", "title", "children", "parent", "description", "hash", "navigationController",
        "tabBarController", "splitViewController", "presentingViewController", "presentedViewController", "next",
        "copy", "isEditing", "modalPresentationStyle", "preferredContentSize", "show", "present", "dismiss",
        "removeFromParent", "addChild", "setEditing", "traitCollection", "definesPresentationContext", "isEqual",
        "debugDescription", "outputs", "inputs", "router", "presenter", "slots", "transition", "makeRoot", "steps",
        "route", "window", "layout", "update",
    ]
    /// Type names generated code or the app may use.
    static let types = [
        "View", "Text", "Data", "URL", "Error", "Never", "Array", "Optional", "Result", "Router", "Route", "App",
        "Window", "Controller", "Assembly", "Outputs", "Inputs", "Slot", "Step", "Swift", "Foundation", "UIKit",
        "Presenting", "Navigation", "Split", "Tabs",
    ]
    /// Letters beyond ASCII that Swift takes in identifiers (no combining marks: a class name
    /// with one after its first letter is a known class being fixed, issue 41).
    static let nonASCII = ["détail", "größe", "café", "名前", "Ωmega", "ñandú", "дом", "βeta", "éclair", "ünter"]

    static let all = realistic + keywords + members + types + nonASCII
    /// For generated members: no inherited members, and no type names (a method named
    /// `Array` hides Swift's `Array` in its class): both are the class of names issue 41's
    /// rule on generated members settles; they join once main has it.
    static let safe = realistic + keywords + nonASCII + ["target", "host", "controller", "state"]

    var numbered: Bool
    private var used: [String: Set<String>] = [:]

    init(_ rng: inout SplitMix) { numbered = rng.chance(0.5) }

    /// A fresh name in `scope` (names must differ within it): the numbered `fallback`, or one
    /// of the pool's. `type` names become class names (`NAMEViewController`), so they take a
    /// capital-first form of keywords and members too.
    mutating func name(_ fallback: String, scope: String, _ rng: inout SplitMix) -> String {
        var taken = used[scope, default: []]
        defer { used[scope] = taken }
        if !numbered {
            // Inherited members as generated members (a transition method, an input property)
            // are a known class being fixed (issue 41): only where they name no member yet.
            let pool = scope.hasPrefix("transition:") || scope.hasPrefix("in") ? Self.safe : Self.all
            for _ in 0..<6 {
                let candidate = rng.pick(pool)
                // Compared as the case-folded form too: names that differ only in case are a
                // known class being fixed (issue 41).
                if !taken.contains(candidate.lowercased()), !taken.contains(fallback.lowercased()) {
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
}
