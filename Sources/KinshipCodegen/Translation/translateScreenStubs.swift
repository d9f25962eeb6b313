import KinshipPlan

/// `KinshipScreens.swift` (`--screen-stubs`): an empty subclass per screen class, so generated
/// code builds before the real screens exist (and in tests, where the model has none).
struct ScreenStubTranslator {
    let input: GeneratorInput

    func translate() -> [Declaration] {
        var decls: [Declaration] = []
        for screen in input.screens where !screen.className.contains(".") && !Self.isUIKitClass(screen.className) {
            var members: [Declaration] = []
            if !screen.params.isEmpty {
                members += screen.params.map { .property("let " + SwiftName.identifier($0.name) + ": " + $0.type) }
                let params = screen.params.map { SwiftName.identifier($0.name) + ": " + $0.type }.joined(separator: ", ")
                members.append(.function(head: "init(" + params + ")", body: screen.params.map {
                    .line("self." + SwiftName.identifier($0.name) + " = " + SwiftName.identifier($0.name))
                } + [.line("super.init(nibName: nil, bundle: nil)")]))
                members += [.line("@available(*, unavailable)"), .function(head: "required init?(coder: NSCoder)", body: [.line("return nil")])]
            }
            var head = "final class " + screen.className + ": UIViewController"
            if let interface = screen.interface {
                head += ", " + InterfaceTranslator.interfaceType(interface.typeName)
                members = InterfaceTranslator.stubMembers(interface) + members
            }
            if !decls.isEmpty { decls.append(.blank) }
            decls.append(.doc("A stand-in for the screen class `\(screen.className)`."))
            decls.append(.type(head: head, members: members))
        }
        return decls
    }

    /// UIKit's own classes (`UIViewController`, `UITableViewController`: an imported storyboard's
    /// plain scenes) need no stand-in, and one would shadow UIKit's.
    static func isUIKitClass(_ name: String) -> Bool {
        guard name.hasPrefix("UI"), name.count > 2 else { return false }
        let third = name[name.index(name.startIndex, offsetBy: 2)]
        return third.isUppercase
    }
}
