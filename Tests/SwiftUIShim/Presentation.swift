// Sheets and full-screen covers: what the generated views of presentation slots use.

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
    nonisolated public func sheet<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        _modified("sheet(item:onDismiss:content:)")
    }

    /// https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
    nonisolated public func fullScreenCover<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        _modified("fullScreenCover(item:onDismiss:content:)")
    }

    /// https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        _modified("interactiveDismissDisabled(_:)")
    }
}
