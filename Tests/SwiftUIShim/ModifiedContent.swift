// What a view modifier returns. Apple's modifiers return `some View`; the stand-in's bodies give
// that opaque type a value that traps when asked for its body, as every primitive view here does.

/// https://developer.apple.com/documentation/swiftui/modifiedcontent (Apple's conformance to View
/// also requires `Modifier: ViewModifier`; the stand-in's modifiers are tags naming the call).
@frozen
public struct ModifiedContent<Content, Modifier> {
    nonisolated(unsafe) public var content: Content
    nonisolated(unsafe) public var modifier: Modifier
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View {
    public var body: Never { fatalError("ModifiedContent is a primitive view in the SwiftUI stand-in") }
}

/// The modifier a stand-in modifier method records: its name, for a debugger.
public struct _StandInModifier: Sendable {
    public let name: String
    nonisolated init(_ name: String) { self.name = name }
}

extension View {
    nonisolated func _modified(_ name: String) -> ModifiedContent<Self, _StandInModifier> {
        ModifiedContent(content: self, modifier: _StandInModifier(name))
    }
}
