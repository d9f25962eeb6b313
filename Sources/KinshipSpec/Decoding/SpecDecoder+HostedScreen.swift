import KinshipSyntax

/// SwiftUI screens (`swiftUI: SettingsView`): the view, the hosting keys, and the declarations
/// a hosting controller cannot be made from (see grammar.md, "SwiftUI screens").
extension SpecDecoder {
    mutating func decodeHostedScreen(_ pair: Node.Pair, _ m: MappingReader<ScreenKey>) -> Screen? {
        let name = Name(pair.key.text, at: pair.key.range)
        func subject() -> String { "screen '\(name.value)'" }
        guard let viewNode = m[.swiftUI],
            let view = ScalarDecoding.string(viewNode, "'swiftUI' of \(subject())", &diagnostics)
        else { return nil }
        let swiftUINote = DiagnosticNote("'swiftUI' given here", at: m.keyRange(.swiftUI) ?? viewNode.range)
        if let at = m.keyRange(.class) {
            diagnostics.error(
                .hostedScreen,
                "\(subject()) names both a class and a SwiftUI view: a screen is a UIKit class ('class') "
                    + "or a SwiftUI view hosted by a generated UIHostingController ('swiftUI'), not both",
                at: at, notes: [swiftUINote])
        }
        if let at = m.keyRange(.params) {
            diagnostics.error(
                .hostedScreen,
                "a SwiftUI screen takes no 'params': its generated hosting controller is made with the view's "
                    + "model alone (pass values through 'inputs', which reach the view before it first renders)",
                at: at, notes: [swiftUINote])
        }
        let presentingKey = [ScreenKey.children, .slots, .transitions, .on].lazy.compactMap { m.keyRange($0) }.first
        if let at = presentingKey {
            diagnostics.error(
                .hostedScreen,
                "a SwiftUI screen cannot present through slots: its hosting controller is generated, so no "
                    + "class of yours can own the presentations (present from its container, or use a class)",
                at: at, notes: [swiftUINote])
        }
        var hosted = HostedScreen(view: view)
        if let s = m[.sizing] { hosted.sizing = closedList(s, "sizing option") }
        if let s = m[.safeArea] { hosted.safeArea = closedList(s, "safe area region") }
        if let o = m[.ownsNavigation] {
            hosted.ownsNavigation = ScalarDecoding.bool(o, "'ownsNavigation'", &diagnostics)
        }
        // Every later stage (plan, runtime, generated factories) sees the generated hosting
        // controller as the screen's class, located where the view is named.
        var screen = Screen(
            name: name, className: Name(HostedScreen.hostingClass(ofScreen: name.value), at: view.range),
            range: pair.value.range)
        screen.hosted = hosted
        if let t = m[.title] { screen.title = ScalarDecoding.string(t, "'title'", &diagnostics) }
        if let o = m[.outputs] { screen.outputs = decodeOutputs(o, subject()) }
        if let i = m[.inputs] { screen.inputs = typedNames(i, what: "input") }
        // The hosting controller is pushed like any screen: the bars read it as a class's.
        if let h = m[.hidesBottomBar] {
            screen.hidesBottomBar = ScalarDecoding.bool(h, "'hidesBottomBar'", &diagnostics)
        }
        if let t = m[.toolbar] { screen.toolbar = ScalarDecoding.bool(t, "'toolbar'", &diagnostics) }
        return screen
    }

    /// `sizing`, `safeArea` and `ownsNavigation` say how a SwiftUI view is hosted: on a UIKit
    /// screen nothing would read them.
    mutating func refuseHostingKeys(_ m: MappingReader<ScreenKey>, _ subject: @autoclosure () -> String) {
        for key in [ScreenKey.sizing, .safeArea, .ownsNavigation] {
            guard let at = m.keyRange(key) else { continue }
            diagnostics.error(
                .hostedScreen,
                "'\(key.name)' says how a SwiftUI view is hosted; \(subject()) is a UIKit class "
                    + "(declare the view with 'swiftUI' instead of 'class')",
                at: at)
        }
    }

    /// One member of a closed set, or a list of them (`sizing: [preferredContentSize]`).
    private mutating func closedList<E: ClosedSet>(_ node: Node, _ what: String) -> [Located<E>] {
        guard let items = node.sequence else {
            return ScalarDecoding.oneOf(node, what, &diagnostics).map { [$0] } ?? []
        }
        var out: [Located<E>] = []
        for item in items {
            if let value: Located<E> = ScalarDecoding.oneOf(item, what, &diagnostics) { out.append(value) }
        }
        return out
    }
}
