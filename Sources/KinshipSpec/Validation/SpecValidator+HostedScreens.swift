import KinshipSyntax

/// What a navigation container does with the SwiftUI screens it pushes (grammar.md, "SwiftUI
/// screens"): a push needs the title before SwiftUI renders, and a view with its own
/// NavigationStack shows a second bar.
extension SpecValidator {
    mutating func checkHostedChildren(_ c: Container) {
        // Without a SwiftUI screen in the spec (nearly every large one) nothing here can report:
        // no lookup per child, no table of pushes.
        guard c.kind == .navigation, spec.declaresHostedScreens else { return }
        // The children it pushes, gathered at the first SwiftUI child only.
        var pushedNames: Set<String>?
        func pushed() -> Set<String> {
            if let pushedNames { return pushedNames }
            var names = Set<String>()
            for t in c.transitions.indices {
                for move in c.transitions[t].moves {
                    if case .push(let target) = move.operation.value { names.insert(target.value) }
                }
            }
            pushedNames = names
            return names
        }
        for child in c.children {
            guard let i = spec.firstScreen(named: child.type.value), let hosted = spec.screens[i].hosted else {
                continue
            }
            let screen = spec.screens[i]
            if child.title == nil, screen.title == nil, pushed().contains(child.name.value) {
                // woocommerce/woocommerce-ios#4336: the bar stays empty through the push animation,
                // because a hosted view's navigationTitle reaches the hosting controller's
                // navigationItem only when SwiftUI renders it (fixed in #4580 by a title first).
                diagnostics.warning(
                    .untitledHostedPush,
                    "SwiftUI screen '\(screen.name.value)' is pushed onto '\(c.name.value)' without a title: "
                        + "SwiftUI gives the navigation bar its title only when it renders, after the push "
                        + "animation; give '\(child.name.value)' or '\(screen.name.value)' a 'title:'",
                    at: child.name.range,
                    notes: [DiagnosticNote("SwiftUI screen declared here", at: screen.name.range)])
            }
            if let owns = hosted.ownsNavigation, owns.value {
                diagnostics.warning(
                    .doubleNavigationBar,
                    "'\(child.name.value)' of navigation container '\(c.name.value)' is SwiftUI screen "
                        + "'\(screen.name.value)', which holds its own NavigationStack: the screen shows a second "
                        + "navigation bar under the container's (drop the view's NavigationStack, or host the "
                        + "screen outside a navigation container)",
                    at: child.name.range,
                    notes: [DiagnosticNote("'ownsNavigation: true' given here", at: owns.range)])
            }
        }
    }
}
