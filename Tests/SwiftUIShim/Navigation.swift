// Stacks and splits: what the generated views of navigation and split presets use (iOS 17).
// Apple's newest pages write the builder parameters `@ContentBuilder`; iOS 17's SDK, the
// target's floor, writes `@ViewBuilder`, which the stand-in keeps.

/// https://developer.apple.com/documentation/swiftui/navigationstack
public struct NavigationStack<Data, Root: View>: View {
    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
        Data.Element: Hashable
    {}
    public var body: Never { fatalError("NavigationStack is a primitive view in the SwiftUI stand-in") }
}

/// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn
public struct NavigationSplitViewColumn: Hashable, Sendable {
    private let index: Int
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/sidebar
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(index: 0) }
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/content
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(index: 1) }
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn/detail
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(index: 2) }
}

/// https://developer.apple.com/documentation/swiftui/navigationsplitview
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(preferredcompactcolumn:sidebar:detail:)
    nonisolated public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {}
    public var body: Never { fatalError("NavigationSplitView is a primitive view in the SwiftUI stand-in") }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
    nonisolated public func navigationDestination<D, C>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View {
        _modified("navigationDestination(for:destination:)")
    }

    /// https://developer.apple.com/documentation/swiftui/view/navigationbarbackbuttonhidden(_:)
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        _modified("navigationBarBackButtonHidden(_:)")
    }
}
