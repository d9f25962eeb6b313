// Tab views: what the generated views of tabs presets use (iOS 17: `tabItem`, not iOS 18's `Tab`).

/// https://developer.apple.com/documentation/swiftui/tabview
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("TabView is a primitive view in the SwiftUI stand-in") }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
    nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V: Hashable {
        _modified("tag(_:includeOptional:)")
    }

    /// https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
        _modified("tabItem(_:)")
    }
}
