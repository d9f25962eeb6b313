import KinshipPlan
import KinshipSpec

/// A SwiftUI screen under UIKit (`swiftUI: SettingsView`): the `@Observable` model the view
/// receives, and the `UIHostingController` subclass its container makes, in one file per screen.
///
/// Inputs live in the model, so they reach the view before it first renders (the container sets
/// them before the move that shows it) and a later `set` updates what it shows; outputs are
/// closures on the model, which the container installs through the screen's interface as it does
/// for a UIKit screen. The title is set when the controller is made, before any push or present:
/// SwiftUI would give it to the navigation item only when it renders, after a push's animation
/// (woocommerce/woocommerce-ios#4336, fixed in #4580 by setting it first).
struct HostingTranslator {
    let screen: Screen

    var hostingClass: String { screen.className.value }
    var modelClass: String { HostedScreen.modelClass(ofScreen: screen.name.value) }

    func translate() -> [Declaration] {
        guard let hosted = screen.hosted else { return [] }
        return model(hosted) + [.blank] + controller(hosted)
    }

    private func model(_ hosted: HostedScreen) -> [Declaration] {
        var members: [Declaration] = screen.inputs.map {
            .property("var " + Self.modelProperty($0.name.value) + ": " + InterfaceTranslator.storedType($0.type.value))
        }
        if !screen.outputs.isEmpty {
            // Not observed: a view reads the closures to call them, never to draw.
            members.append(
                .property(
                    "@ObservationIgnored var outputs = " + InterfaceTranslator.outputsType(screen.name.value) + "()"))
        }
        members.append(.line("init() {}"))
        return [
            .doc(
                "What the SwiftUI view `\(hosted.view.value)` (screen `\(screen.name.value)`) receives: the inputs its container sets,\n"
                    + "observed, so a later `set` updates what the view shows"
                    + (screen.outputs.isEmpty ? "." : ", and its outputs, closures its container installs.")),
            .line("@MainActor"),
            .line("@Observable"),
            .type(head: "final class " + modelClass, members: members),
        ]
    }

    private func controller(_ hosted: HostedScreen) -> [Declaration] {
        let interface =
            screen.outputs.isEmpty && screen.inputs.isEmpty
            ? "" : ", " + InterfaceTranslator.interfaceType(screen.name.value)
        var members: [Declaration] = [.property("let model: " + modelClass)]
        if !screen.outputs.isEmpty {
            members += [
                .blank,
                .function(
                    head: "var outputs: " + InterfaceTranslator.outputsType(screen.name.value),
                    body: [
                        .block(head: "get", body: [.line("model.outputs")]),
                        .block(head: "set", body: [.line("model.outputs = newValue")]),
                    ]),
            ]
        }
        members += [
            .blank,
            .doc("UIKit copies a title to the navigation item too; done here so the item has it before a push."),
            .function(
                head: "override var title: String?",
                body: [.block(head: "didSet", body: [.line("navigationItem.title = title")])]),
            .blank,
            .doc("- Parameter model: what the view shows; a new, empty one unless given."),
            .function(head: "init(model: " + modelClass + "? = nil)", body: initBody(hosted)),
            .blank,
            .line("@available(*, unavailable)"),
            .function(head: "required init?(coder aDecoder: NSCoder)", body: [.line("return nil")]),
        ]
        for input in screen.inputs {
            let name = SwiftName.identifier(input.name.value)
            members += [
                .blank,
                .function(
                    head: "func set(" + name + ": " + input.type.value + ")",
                    // `self.`: an input named `model` would otherwise be the parameter.
                    body: [.line("self.model." + Self.modelProperty(input.name.value) + " = " + name)]),
            ]
        }
        return [
            .doc(
                "Hosts screen `\(screen.name.value)`, the SwiftUI view `\(hosted.view.value)` built with its model: its container\n"
                    + "makes it, sets its inputs and installs its outputs like any screen's."),
            .type(
                head: "final class " + hostingClass + ": UIHostingController<" + hosted.view.value + ">" + interface,
                members: members),
        ]
    }

    private func initBody(_ hosted: HostedScreen) -> [Statement] {
        var body: [Statement] = [
            .line("let model = model ?? " + modelClass + "()"),
            .line("self.model = model"),
            .line("super.init(rootView: " + hosted.view.value + "(model: model))"),
        ]
        if let title = screen.title { body.append(.line("title = " + SwiftLiteral.string(title.value))) }
        if !hosted.sizing.isEmpty {
            body.append(.line("sizingOptions = " + Self.optionSet(hosted.sizing.map(\.value.rawValue))))
        }
        if let regions = hosted.safeArea {
            // safeAreaRegions is iOS 16.4 and later; earlier systems keep UIKit's default (all).
            let values = regions.map(\.value).contains(.none) ? [] : regions.map(\.value.rawValue)
            body.append(
                .block(head: "if #available(iOS 16.4, *)", body: [.line("safeAreaRegions = " + Self.optionSet(values))])
            )
        }
        return body
    }

    /// The model's property for an input: its name, or `name_` for a name Swift reserves
    /// (`return_`): the Observation macro cannot expand a backticked property (it writes
    /// `_`return``), so the name is changed rather than escaped, as argument labels are.
    static func modelProperty(_ input: String) -> String {
        SwiftName.identifier(input).hasPrefix("`") ? input + "_" : SwiftName.identifier(input)
    }

    /// `[.a, .b]`, or `[]`.
    static func optionSet(_ members: [String]) -> String {
        var seen = Set<String>()
        return "[" + members.filter { seen.insert($0).inserted }.map { "." + $0 }.joined(separator: ", ") + "]"
    }
}
