import KinshipPlan
import KinshipSpec

/// The screens of the SwiftUI target's views (DESIGN.md "Decisions for this round"): each screen's
/// inputs live in a generated `@Observable` model (a later `set` changes the model, never the
/// instance's identity in a path) and its outputs are closures on that model; a UIKit screen
/// (`class:`) appears through a generated `UIViewControllerRepresentable` whose controller the
/// app's factory makes with the model. `--screen-stubs` adds a stand-in class per screen and a
/// factory making them.
struct ScreenViewTranslator {
    /// A screen as the views see it: a spec screen, or a screen that presents (its class hosts
    /// its presentation slots, so its view is the container view).
    struct Screen {
        var type: String
        var className: String
        var inputs: [FieldPlan]
        var outputs: [OutputPlan]
    }

    let base: String
    let access: String

    static func modelType(_ screen: String) -> String { DerivedTypeNames.swiftUIModel.name(screen) }
    static func screenType(_ screen: String) -> String { DerivedTypeNames.swiftUIScreen.name(screen) }
    static func makeFunction(_ screen: String) -> String { "make" + SwiftName.upperFirst(screen) }
    var factoryType: String { SpecFileTypeNames.screenFactory(base) }
    var modelProtocol: String { SpecFileTypeNames.screenModel(base) }

    /// Every screen the containers show, once each, in the order the containers name them.
    static func screens(_ plans: [ContainerPlan]) -> [Screen] {
        var seen = Set<String>()
        var out: [Screen] = []
        let byName = Dictionary(plans.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for plan in plans {
            if plan.isScreen, seen.insert(plan.name).inserted {
                out.append(
                    Screen(type: plan.name, className: plan.className, inputs: plan.inputs, outputs: plan.outputs))
            }
            for child in plan.children where !child.isContainer && byName[child.type] == nil {
                guard seen.insert(child.type).inserted else { continue }
                out.append(
                    Screen(type: child.type, className: child.className, inputs: child.inputs, outputs: child.outputs))
            }
        }
        return out
    }

    /// An input's stored type: optional, as a value may arrive after the model is made (flow
    /// analysis reports `input-unset` where a required one can stay unset at load).
    static func storedType(_ type: String) -> String { type.hasSuffix("?") ? type : type + "?" }
    static func valueType(_ type: String) -> String { type.hasSuffix("?") ? String(type.dropLast()) : type }

    /// An output closure's type: `@MainActor (_ showID: String) -> Void`.
    static func closureType(_ output: OutputPlan) -> String {
        let params = output.payload.map { "_ " + SwiftName.identifier($0.name) + ": " + $0.type }
        return "@MainActor (" + params.joined(separator: ", ") + ") -> Void"
    }

    /// `<Spec>Screens.swift`: the model protocol, the factory, and each screen's model and representable.
    func translate(_ screens: [Screen]) -> [Declaration] {
        var out = CodeLines()
        out.add("/// What every screen model lets the navigator do: set an input from a binding's or a link's value.")
        out.add("@MainActor")
        out.block("\(access)protocol \(modelProtocol): AnyObject") { out in
            out.add("/// Sets input `input` to `value`; a value of another type changes nothing.")
            out.add("func set(_ input: String, _ value: Any)")
        }
        out.add("")
        out.add("/// Makes the UIKit controller of each screen, given the model its view holds: the app's own")
        out.add("/// classes (`--screen-stubs` writes stand-ins). A controller reads its inputs from the model (it")
        out.add("/// is `@Observable`) and calls its outputs' closures.")
        out.add("@MainActor")
        out.block("\(access)protocol \(factoryType)") { out in
            for s in screens {
                out.add(
                    "func \(Self.makeFunction(s.type))(_ model: \(Self.modelType(s.type))) -> \(s.className)")
            }
        }
        for s in screens {
            out.add("")
            model(s, &out)
            out.add("")
            representable(s, &out)
        }
        return out.declarations
    }

    private func model(_ s: Screen, _ out: inout CodeLines) {
        out.add("/// Screen `\(s.type)`'s inputs and outputs. The view showing it sets the outputs' closures;")
        out.add("/// values reach the inputs from bindings and links, the same instance's model each time.")
        out.add("@MainActor @Observable")
        out.block("\(access)final class \(Self.modelType(s.type)): \(modelProtocol)") { out in
            for input in s.inputs {
                out.add("/// Input `\(input.name)` (`\(input.type)`); nil until a value arrives.")
                out.add("\(access)var \(SwiftName.identifier(input.name)): \(Self.storedType(input.type)) = nil")
            }
            for output in s.outputs {
                let blanks =
                    output.payload.isEmpty ? "" : output.payload.map { _ in "_" }.joined(separator: ", ") + " in"
                out.add("/// Output `\(output.name)`: the screen calls it.")
                out.add(
                    "@ObservationIgnored \(access)var \(SwiftName.identifier(output.name)): \(Self.closureType(output)) = { \(blanks) }"
                        .replacingOccurrences(of: "{  }", with: "{}"))
            }
            out.add("")
            out.add("\(access)init() {}")
            out.add("")
            out.block("\(access)func set(_ input: String, _ value: Any)") { out in
                guard !s.inputs.isEmpty else {
                    out.add("_ = (input, value)")
                    return
                }
                out.switchBlock("input") { out in
                    for input in s.inputs {
                        out.caseBlock(SwiftLiteral.string(input.name)) { out in
                            let type = Self.valueType(input.type), name = SwiftName.identifier(input.name)
                            // A link's value arrives as the URL's text, read as a placeholder of its type.
                            let text =
                                ["Int", "Double", "Bool"].contains(type)
                                ? " else if let text = value as? String, let read = \(type)(text) { \(name) = read }"
                                : ""
                            out.add("if let value = value as? \(type) { \(name) = value }" + text)
                        }
                    }
                    out.caseBlock("default") { $0.add("break") }
                }
            }
        }
    }

    private func representable(_ s: Screen, _ out: inout CodeLines) {
        out.add("/// Screen `\(s.type)` in SwiftUI: `\(s.className)`, made by the app's factory with the model.")
        out.block("\(access)struct \(Self.screenType(s.type)): UIViewControllerRepresentable") { out in
            out.add("\(access)let model: \(Self.modelType(s.type))")
            out.add("\(access)let factory: any \(factoryType)")
            out.add("")
            out.block("\(access)init(model: \(Self.modelType(s.type)), factory: any \(factoryType))") { out in
                out.add("self.model = model")
                out.add("self.factory = factory")
            }
            out.add("")
            out.block("\(access)func makeUIViewController(context: Context) -> \(s.className)") { out in
                out.add("factory.\(Self.makeFunction(s.type))(model)")
            }
            out.add("")
            out.add("/// Nothing to hand on: the controller holds the model, whose inputs it observes.")
            out.add("\(access)func updateUIViewController(_ uiViewController: \(s.className), context: Context) {}")
        }
    }

    /// `<Spec>ScreenStubs.swift` (`--screen-stubs`): a stand-in class per screen keeping its model,
    /// and a factory making them, so the views build before the real screens exist.
    func stubs(_ screens: [Screen]) -> [Declaration] {
        var out = CodeLines()
        // The screen type each stand-in class keeps the model of (the first to name the class).
        var declared: [String: String] = [:]
        for s in screens where !s.className.contains(".") && !ScreenStubTranslator.isUIKitClass(s.className) {
            guard declared[s.className] == nil else { continue }
            declared[s.className] = s.type
            out.add("/// A stand-in for the screen class `\(s.className)`: it keeps the model it is made with.")
            out.block("\(access)final class \(s.className): UIViewController") { out in
                out.add("\(access)let model: \(Self.modelType(s.type))")
                out.add("")
                out.block("\(access)init(model: \(Self.modelType(s.type)))") { out in
                    out.add("self.model = model")
                    out.add("super.init(nibName: nil, bundle: nil)")
                }
                out.add("")
                out.add("@available(*, unavailable)")
                out.add("required init?(coder: NSCoder) { return nil }")
            }
            out.add("")
        }
        out.add("/// Makes every screen with its stand-in.")
        out.add("@MainActor")
        out.block("\(access)struct \(SpecFileTypeNames.stubScreens(base)): \(factoryType)") { out in
            out.add("\(access)init() {}")
            for s in screens {
                let made = declared[s.className] == s.type ? "\(s.className)(model: model)" : "\(s.className)()"
                out.add("")
                out.block(
                    "\(access)func \(Self.makeFunction(s.type))(_ model: \(Self.modelType(s.type))) -> \(s.className)"
                ) { out in
                    if made.hasSuffix("()") { out.add("_ = model") }
                    out.add(made)
                }
            }
        }
        return out.declarations
    }
}
