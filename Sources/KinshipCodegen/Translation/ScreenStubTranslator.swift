import KinshipPlan
import KinshipSpec

/// `KinshipScreens.swift` (`--screen-stubs`): an empty subclass per screen class, so generated
/// code builds before the real screens exist (and in tests, where the model has none).
struct ScreenStubTranslator {
    /// The specs generated together: one file stubs the screens of all of them, each class once,
    /// so specs that see different screens still write one `KinshipScreens.swift`.
    let inputs: [GeneratorInput]

    init(input: GeneratorInput) { inputs = [input] }

    init(inputs: [GeneratorInput]) { self.inputs = inputs }

    /// One part per screen, built as the writer reaches it (a large spec has a screen class
    /// per few hundred bytes of spec): its stub, or nothing for a class already stubbed, a
    /// qualified one or UIKit's own.
    func translate() -> [DeclarationStream] {
        let state = StubState()
        // Where each spec's screens start among the parts.
        var starts: [Int] = []
        var total = 0
        for input in inputs {
            starts.append(total)
            total += input.screenCount
        }
        func stub(at index: Int) -> GeneratorInput.ScreenStub {
            // The last spec starting at or before `index`; a binary search keeps it n log n.
            var low = 0
            var high = starts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if starts[mid] <= index { low = mid } else { high = mid - 1 }
            }
            return inputs[low].screenStub(at: index - starts[low])
        }
        return [
            .parts(count: total) { index in
                let screen = stub(at: index)
                guard state.seen.insert(screen.className).inserted,
                    !screen.className.contains("."), !Self.isUIKitClass(screen.className)
                else { return [] }
                var decls: [Declaration] = []
                if state.any { decls.append(.blank) }
                state.any = true
                if let view = screen.hostedView, let name = screen.screenName {
                    // The hosting controller is generated; the app supplies the view (a qualified
                    // one lives in another module, which the stand-ins cannot extend).
                    guard !view.contains(".") else { return [] }
                    decls += Self.viewStub(view: view, screen: name)
                    return [.declarations(decls)]
                }
                decls.append(.doc("A stand-in for the screen class `\(screen.className)`."))
                decls.append(.type(head: Self.head(screen), members: Self.members(screen)))
                return [.declarations(decls)]
            }
        ]
    }

    /// What the parts have written so far (they are built once each, in order).
    private final class StubState {
        var seen = Set<String>()
        var any = false
    }

    private static func head(_ screen: GeneratorInput.ScreenStub) -> String {
        var head = "final class " + screen.className + ": UIViewController"
        if let host = screen.presentingScreen { head += ", " + PresenterTranslator.hostProtocol(host) }
        if let interface = screen.interface { head += ", " + InterfaceTranslator.interfaceType(interface.typeName) }
        return head
    }

    private static func members(_ screen: GeneratorInput.ScreenStub) -> [Declaration] {
        var members: [Declaration] = []
        if let presenter = screen.presenter {
            members += [
                .doc("The screen's presentations: the screen owns its presenter."),
                .property("lazy var presenter = " + presenter + "(host: self)"),
            ]
        }
        if !screen.params.isEmpty {
            members += screen.params.map { .property("let " + SwiftName.identifier($0.name) + ": " + $0.type) }
            let params = screen.params.map { SwiftName.identifier($0.name) + ": " + $0.type }.joined(separator: ", ")
            members.append(
                .function(
                    head: "init(" + params + ")",
                    body: screen.params.map {
                        .line("self." + SwiftName.identifier($0.name) + " = " + SwiftName.identifier($0.name))
                    } + [.line("super.init(nibName: nil, bundle: nil)")]))
            members += [
                .line("@available(*, unavailable)"),
                .function(head: "required init?(coder: NSCoder)", body: [.line("return nil")]),
            ]
        }
        if let interface = screen.interface { members = InterfaceTranslator.stubMembers(interface) + members }
        return members
    }

    /// A SwiftUI view that shows its screen's name and reads nothing: the app's own view takes
    /// the same model (`init(model:)`) and reads the inputs from it, and calls its outputs.
    private static func viewStub(view: String, screen: String) -> [Declaration] {
        [
            .doc("A stand-in for the SwiftUI view `\(view)` of screen `\(screen)`."),
            .type(
                head: "struct " + view + ": View",
                members: [
                    .property("let model: " + HostedScreen.modelClass(ofScreen: screen)),
                    .blank,
                    .function(
                        head: "var body: some View",
                        body: [.line("Text(" + SwiftLiteral.string(screen) + ")")]),
                ]),
        ]
    }

    /// UIKit's own classes (`UIViewController`, `UITableViewController`: an imported storyboard's
    /// plain scenes) need no stand-in, and one would shadow UIKit's.
    static func isUIKitClass(_ name: String) -> Bool {
        guard name.hasPrefix("UI"), name.count > 2 else { return false }
        let third = name[name.index(name.startIndex, offsetBy: 2)]
        return third.isUppercase
    }
}
