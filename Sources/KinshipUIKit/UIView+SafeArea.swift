public import Foundation

/// UIKit's `UIEdgeInsets`: inset distances for a rectangle's edges.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    public static let zero = UIEdgeInsets()
}

extension UIView {
    /// The insets of the area not covered by the status bar, the sensor housing, the home
    /// indicator (and, on a device, the bars of enclosing containers).
    ///
    /// Apple: "For the view controller's root view, the insets account for the status bar, other
    /// visible bars, and any additional insets… For other views in the view hierarchy, the insets
    /// reflect only the portion of the view that is covered… If the view is not currently
    /// installed in a view hierarchy… the edge insets in this property are 0"
    /// (developer.apple.com/documentation/uikit/uiview/safeareainsets). The window's insets come
    /// from `UIWindow.systemSafeAreaInsets`; every other view in a window takes its superview's
    /// insets less how far it sits inside them, capped at the superview's (an edge beyond the
    /// superview's does not grow the inset); a controller's root view adds the controller's
    /// `additionalSafeAreaInsets`, and a preset's content view the reach of its bars (tab bar,
    /// navigation bar, toolbar). Not modelled: the "frozen" insets of a child controller's view
    /// while an animation offsets it.
    public var safeAreaInsets: UIEdgeInsets {
        if isWindow { return unsafeDowncast(self, to: UIWindow.self).systemSafeAreaInsets }
        guard let superview else { return .zero }
        var covered = coveredInsets(under: superview)
        guard let owner else { return covered }
        // A tab's root view lies under the tab bar, a navigation controller's content under its
        // navigation bar and visible toolbar: "other visible bars" (Apple, above).
        if let tabs = owner.parent as? UITabBarController, tabs.storedView === superview {
            covered.bottom = max(covered.bottom, tabs.bottomBarInset)
        } else if let stack = owner.parent as? UINavigationController, stack.storedView === superview {
            covered.top = max(covered.top, stack.topBarInset)
            covered.bottom = max(covered.bottom, stack.bottomBarInset)
        }
        // A controller's root view adds its controller's additionalSafeAreaInsets (Apple, above).
        guard let extra = owner.extrasStore?.additionalSafeAreaInsets, extra != .zero else { return covered }
        return UIEdgeInsets(
            top: covered.top + extra.top, left: covered.left + extra.left, bottom: covered.bottom + extra.bottom,
            right: covered.right + extra.right)
    }

    /// The part of `superview`'s insets this view lies under, capped at the superview's.
    private func coveredInsets(under superview: UIView) -> UIEdgeInsets {
        let outer = superview.safeAreaInsets
        if outer == .zero { return .zero }
        let f = frame, b = superview.bounds
        func covered(_ inset: CGFloat, _ distance: CGFloat) -> CGFloat { min(inset, max(0, inset - distance)) }
        return UIEdgeInsets(
            top: covered(outer.top, f.minY - b.minY),
            left: covered(outer.left, f.minX - b.minX),
            bottom: covered(outer.bottom, b.maxY - f.maxY),
            right: covered(outer.right, b.maxX - f.maxX))
    }
}

/// The model's devices: the safe-area insets UIKit reports for a full-screen window of a given
/// size, portrait or landscape. Apple documents no table; the values are the ones apps read
/// (`view.safeAreaInsets` in `viewDidLayoutSubviews`) on each model, as published by
/// developers: iPhone X-class 375x812 top 44 / bottom 34, landscape 44 each side / bottom 21
/// (useyourloaf.com, "Supporting iPhone X"); 393x852 top 59 / bottom 34, landscape 59 / 21
/// (csl.cool, "iOS Layout Adaptation"); home-button phones a 20-point status bar in portrait
/// and none in landscape (useyourloaf.com). A size not in the table gets no insets.
public enum UIModelDevice {
    /// Portrait insets (top, bottom) and landscape insets (sides, bottom) by portrait size.
    static let table:
        [(width: CGFloat, height: CGFloat, top: CGFloat, bottom: CGFloat, side: CGFloat, landscapeBottom: CGFloat)] = [
            (320, 568, 20, 0, 0, 0),  // iPhone SE (1st generation)
            (375, 667, 20, 0, 0, 0),  // iPhone 6–8, SE (2nd and 3rd generation)
            (414, 736, 20, 0, 0, 0),  // iPhone 6–8 Plus
            (375, 812, 44, 34, 44, 21),  // iPhone X, XS, 11 Pro
            (390, 844, 47, 34, 47, 21),  // iPhone 12, 13, 14 (Kinship's default --size)
            (428, 926, 47, 34, 47, 21),  // iPhone 12/13 Pro Max, 14 Plus
            (393, 852, 59, 34, 59, 21),  // iPhone 14 Pro, 15, 15 Pro, 16
            (430, 932, 59, 34, 59, 21),  // iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus
            (402, 874, 62, 34, 62, 21),  // iPhone 16 Pro
            (440, 956, 62, 34, 62, 21),  // iPhone 16 Pro Max
        ]

    /// The insets of a full-screen window of `size` (landscape when wider than tall).
    public static func safeAreaInsets(for size: CGSize) -> UIEdgeInsets {
        let portrait = size.width <= size.height
        let (w, h) = portrait ? (size.width, size.height) : (size.height, size.width)
        guard let d = table.first(where: { $0.width == w && $0.height == h }) else { return .zero }
        return portrait
            ? UIEdgeInsets(top: d.top, left: 0, bottom: d.bottom, right: 0)
            : UIEdgeInsets(top: 0, left: d.side, bottom: d.landscapeBottom, right: d.side)
    }
}

extension UIViewController {
    /// `viewSafeAreaInsetsDidChange()` at the start of a layout pass of this controller's view on
    /// screen, when its insets differ from the last it was told of, and the first time (Apple:
    /// "UIKit also calls this method immediately before your view appears onscreen"). The model
    /// notices changes at layout passes only: a view moved without being resized is not re-laid
    /// out, so its controller hears of new insets at the next pass.
    ///
    /// Traced with the layout lines (`--layout`), where every controller observes: after
    /// `viewWillAppear` and before the pass's `viewWillLayoutSubviews`, as a published log of
    /// a controller's first appearance shows (viewDidLoad, viewWillAppear,
    /// viewSafeAreaInsetsDidChange, viewWillLayoutSubviews, viewDidAppear: haomeiwen.com,
    /// "view出现的顺序", 2020) [L]; for later changes the model keeps that place in the pass [M].
    func reportSafeAreaChange(of view: UIView) {
        let trace = UIModelRunLoop.main.trace
        guard type(of: self).observesSafeAreaChanges || trace.recordsLayout else { return }
        // Unchanged insets (nearly every pass) end it before the walk up to the window.
        let insets = view.safeAreaInsets
        guard insets != lastSafeAreaInsets, view.window != nil else { return }
        lastSafeAreaInsets = insets
        if trace.recordsLayout { trace.record(self, .viewSafeAreaInsetsDidChange) }
        viewSafeAreaInsetsDidChange()
    }
}
