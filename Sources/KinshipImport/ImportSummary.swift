public import KinshipSyntax

/// What an import kept and dropped, counted over every storyboard of one command: the last
/// lines `kinship import storyboard` prints.
public struct ImportSummary: Sendable, Equatable {
    public var storyboards = 0
    /// Inputs refused (unreadable, not a storyboard, not iOS).
    public var refused = 0
    /// Scenes that became a screen or a container (linked references excluded).
    public var screens = 0
    public var containers = 0
    /// Storyboard references that name the scene they lead to.
    public var referencesLinked = 0
    /// Present transitions made from presentation segues.
    public var presentationsKept = 0
    /// Screens that present (plain scenes with presentation segues), among `screens`.
    public var presentingScreens = 0
    /// Segue identifiers the app's code can perform (per source scene; not embeds, relationships
    /// or unwinds), and how many of them a transition carries as its `identifier`.
    public var segueIdentifiers = 0
    public var identifiersKept = 0
    /// Warning id → how many: what was dropped or approximated, and why.
    public var warnings: [DiagnosticID: Int] = [:]

    mutating func add(_ spec: ImportedSpec, builder: ImportBuilder, linked: Int) {
        storyboards += 1
        screens += spec.screens.count
        containers += spec.containers.count
        referencesLinked += linked
        presentationsKept +=
            spec.containers.reduce(0) { $0 + $1.transitions.count { $0.operation == "present" } }
            + spec.screens.reduce(0) { $0 + ($1.presents?.transitions.count { $0.operation == "present" } ?? 0) }
        presentingScreens += spec.screens.count { $0.presents != nil }
        // One identifier per source scene: a segue repeating another's source and identifier is
        // the same `performSegue(withIdentifier:)`.
        var all: Set<String> = [], kept: Set<String> = []
        for scene in builder.storyboard.scenes {
            for segue in scene.segues where !["embed", "relationship", "unwind"].contains(segue.kind) {
                guard let identifier = segue.identifier else { continue }
                all.insert(scene.id + "\u{0}" + identifier)
                if builder.keptIdentifiers.contains(segue.id) { kept.insert(scene.id + "\u{0}" + identifier) }
            }
        }
        segueIdentifiers += all.count
        identifiersKept += kept.count
        for diagnostic in builder.diagnostics.diagnostics { warnings[diagnostic.id, default: 0] += 1 }
    }

    /// What each warning id stands for in the summary (singular, plural), dropped elements first.
    static let meanings: [(id: DiagnosticID, one: String, many: String)] = [
        (.importPresentationSegue, "presentation segue dropped", "presentation segues dropped"),
        (
            .importStoryboardReference, "storyboard reference left a placeholder screen",
            "storyboard references left placeholder screens"
        ),
        (
            .importUnsupportedSegue, "segue without a Kinship equivalent dropped",
            "segues without a Kinship equivalent dropped"
        ),
        (
            .importEmptyContainer, "container filled in code imported as a screen",
            "containers filled in code imported as screens"
        ),
        (.importCodeWiredChildren, "container with children wired in code", "containers with children wired in code"),
        (
            .importLibrarySegue, "container library segue or attribute imported as a slot or transition",
            "container library segues and attributes imported as slots and transitions"
        ),
        (.importGeometry, "container view frame approximated", "container view frames approximated"),
        (
            .importScrollPage, "paging scroll view page placed on the first page",
            "paging scroll view pages placed on the first page"
        ),
        (
            .importContainerClass, "scene with container views given a class the storyboard must name",
            "scenes with container views given classes the storyboard must name"
        ),
    ]

    /// `imported 17 storyboards: 25 containers and 95 screens; …`, then one line per
    /// kind of warning.
    public var text: String {
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var first = "imported \(plural(storyboards, "storyboard"))"
        if refused > 0 { first += " (\(refused) refused)" }
        first +=
            ": \(plural(containers, "container")) and \(plural(screens, "screen"))"
            + (presentingScreens > 0 ? " (\(presentingScreens) presenting)" : "") + "; "
            + "\(plural(referencesLinked, "storyboard reference")) linked, \(plural(presentationsKept, "presentation")) kept"
            + ", \(identifiersKept) of \(plural(segueIdentifiers, "segue identifier")) kept"
        var lines = [first]
        for (id, one, many) in Self.meanings {
            if let count = warnings[id], count > 0 { lines.append("  \(count) \(count == 1 ? one : many) (\(id))") }
        }
        return lines.joined(separator: "\n")
    }
}
