import KinshipPlan
import KinshipSpec
import KinshipSyntax

/// The type names the views layer declares (`<Screen>Model`, `<Screen>Screen`, `<Container>View`)
/// and the SwiftUI names its code uses, which none of the spec's types may take: a container named
/// `Tab` would declare `TabView` and shadow SwiftUI's in the app's module.
enum SwiftUIViewNames {
    /// SwiftUI's (and the core's) names the generated views refer to unqualified.
    static let used: Set<String> = [
        "View", "Text", "EmptyView", "Group", "TabView", "NavigationStack", "NavigationSplitView",
        "NavigationSplitViewColumn", "Binding", "UIViewControllerRepresentable", "URL", "NavigationState",
        "NavigationContext", "NavigationEvent", "Observable", "ObservationIgnored", "ViewBuilder",
        // The core's, from Swift: its states are Codable, its slot enums Hashable, its links decoded as UTF-8.
        "ArraySlice", "Codable", "Decoder", "DecodingError", "Encoder", "Hashable", "Identifiable", "Set",
        "Substring", "UInt8", "UTF8",
    ]

    /// `generate-refused` for each type the views would declare twice or that shadows SwiftUI,
    /// given the types the core already claims (screen classes, states).
    static func collisions(_ spec: Spec, _ claimed: [String: String]) -> [GeneratorError] {
        guard spec.root != nil else { return [] }
        var types = claimed
        var found: [GeneratorError] = []
        func claim(_ type: String, _ what: String, at range: SourceRange) {
            if used.contains(type) {
                found.append(
                    GeneratorError(
                        .generateRefused,
                        "\(what) would be '\(type)', which the generated SwiftUI code uses as Swift's or SwiftUI's",
                        at: range))
            } else if let other = types[type] {
                found.append(
                    GeneratorError(.generateRefused, "\(what) would be '\(type)', the \(other)", at: range))
            }
            types[type] = types[type] ?? what
        }
        for (type, what) in claimed where used.contains(type) {
            let range = spec.screens.first { $0.className.value == type }?.className.range
            found.append(
                GeneratorError(
                    .generateRefused,
                    "the \(what) is '\(type)', which the generated SwiftUI code uses as Swift's or SwiftUI's",
                    at: range))
        }
        for screen in spec.screens {
            let name = screen.name.value
            claim(name + "Model", "the model of screen '\(name)'", at: screen.name.range)
            claim(name + "Screen", "the representable of screen '\(name)'", at: screen.name.range)
        }
        for c in spec.containers {
            let name = c.name.value
            if c.isScreen {
                claim(name + "Model", "the model of screen '\(name)'", at: c.name.range)
                claim(name + "Screen", "the representable of screen '\(name)'", at: c.name.range)
            }
            claim(name + "View", "the SwiftUI view of '\(name)'", at: c.name.range)
        }
        return found
    }
}
