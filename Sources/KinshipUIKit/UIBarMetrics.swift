public import Foundation

/// The presets' bars as rectangles: their heights (above the home indicator's inset, which the
/// window's safe area adds) per OS generation, device and orientation. Apple publishes none of
/// these: they are developers' measurements, and where there is none the table says so
/// (grammar.md, Bars and accessories). `kinship run --bar-heights NAV,TOOLBAR,TAB` fixes them.
public struct UIBarMetrics: Sendable, Equatable {
    /// iOS 26 redrew the bars (Liquid Glass); `earlier` is iOS 11 through 18.
    public enum Generation: String, Sendable, CaseIterable { case ios26, earlier }

    public var navigationBar: CGFloat
    public var toolbar: CGFloat
    public var tabBar: CGFloat

    public init(navigationBar: CGFloat, toolbar: CGFloat, tabBar: CGFloat) {
        (self.navigationBar, self.toolbar, self.tabBar) = (navigationBar, toolbar, tabBar)
    }

    /// The bars of a full-screen window of `size` (landscape when wider than tall). Phones are
    /// the sizes `UIModelDevice` knows; any other size is taken as an iPad.
    public static func metrics(for size: CGSize, generation: Generation = .earlier) -> UIBarMetrics {
        let portrait = size.width <= size.height
        let (w, h) = portrait ? (size.width, size.height) : (size.height, size.width)
        let phone = UIModelDevice.table.contains { $0.width == w && $0.height == h }
        // iOS 26: no published measurement of the redrawn bars was found, so both generations
        // share the values below [M]; the runtime and generated code's pre-26 branch use `earlier`.
        switch (generation, phone, portrait) {
        case (_, true, true):
            // 44-point navigation bar and toolbar (hacknicity.medium.com, "iPad Navigation Bar and
            // Toolbar Height Changes in iOS 12", measured); 49-point tab bar, over the home
            // indicator's 34 on the notched phones (83 in all), measured in Xcode's view debugger
            // by many; not documented.
            return UIBarMetrics(navigationBar: 44, toolbar: 44, tabBar: 49)
        case (_, true, false):
            // Compact height: the navigation bar and toolbar shrink to 32; the tab bar lays its
            // items out side by side and is 32 as well (measured; thin evidence).
            return UIBarMetrics(navigationBar: 32, toolbar: 32, tabBar: 32)
        case (_, false, _):
            // iPad, iOS 12 and later: 50-point navigation bar and toolbar (hacknicity, measured);
            // the tab bar likewise 50 (measured; thin evidence).
            return UIBarMetrics(navigationBar: 50, toolbar: 50, tabBar: 50)
        }
    }
}
