public import Foundation

/// The bar properties the accessory code reads and writes (grammar.md, Bars and accessories).
extension UIViewController {
    /// Apple: "Use this property to adjust the safe area insets of this view controller's views
    /// by the specified amount", added to the root view's insets; a child view gets only the
    /// part of its superview's insets it lies under (`UIView.safeAreaInsets`). UIKit does not
    /// reset it when the controller moves to another parent (material-components-ios#8112).
    public var additionalSafeAreaInsets: UIEdgeInsets {
        get { extrasStore?.additionalSafeAreaInsets ?? .zero }
        set {
            guard newValue != additionalSafeAreaInsets else { return }
            extras.additionalSafeAreaInsets = newValue
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// "If true, the bottom bar remains hidden until the view controller is popped from the
    /// stack" (Apple, `hidesBottomBarWhenPushed`).
    public var hidesBottomBarWhenPushed: Bool {
        get { extrasStore?.hidesBottomBarWhenPushed ?? false }
        set { if newValue || extrasStore != nil { extras.hidesBottomBarWhenPushed = newValue } }
    }
}

/// A preset's bar as a rectangle: a view that is not a subview of the container's view in the
/// model (it would take part in every hierarchy walk), placed by its container's layout [M].
@MainActor
open class UITabBar: UIView {}

@MainActor
open class UIToolbar: UIView {}

@MainActor
open class UINavigationBar: UIView {}

extension UITabBarController {
    /// How far the visible tab bar reaches up from the bottom of the container's view (its
    /// height over the window's inset); 0 while hidden.
    var bottomBarInset: CGFloat {
        let bar = tabBar
        guard !bar.isHidden, let view = viewIfLoaded else { return 0 }
        return view.bounds.height - bar.frame.minY
    }

    /// The tab bar: its height from `UIBarMetrics` over the window's bottom inset, at the bottom
    /// of the container's view; hidden while the selected tab's stack holds a controller with
    /// `hidesBottomBarWhenPushed`, its root included: UIKit walks the whole stack from the top
    /// (a published analysis with the stack printed, e-com-net.com/article/1644261768064720896).
    public var tabBar: UITabBar {
        let bar = barView
        guard let view = viewIfLoaded else { return bar }
        bar.pinToBottom(of: view, height: \.tabBar)
        let stack = (selectedViewController as? UINavigationController)?.viewControllers ?? []
        bar.isHidden = stack.contains { $0.hidesBottomBarWhenPushed }
        return bar
    }
}

extension UINavigationController {
    /// The toolbar: its height from `UIBarMetrics` over the window's bottom inset, at the bottom
    /// of the container's view; `isToolbarHidden` (default true) says whether it shows.
    public var toolbar: UIToolbar {
        let bar = toolbarView
        guard let view = viewIfLoaded else { return bar }
        bar.pinToBottom(of: view, height: \.toolbar)
        bar.isHidden = isToolbarHidden
        return bar
    }

    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != isToolbarHidden else { return }
        isToolbarHidden = hidden
        // The content's bottom inset follows the toolbar: lay out again, as UIKit does.
        viewIfLoaded?.setNeedsLayout()
    }

    /// The navigation bar: its height from `UIBarMetrics` just under the container view's top
    /// inset (the status bar), across the top of the container's view. `isNavigationBarHidden`
    /// is false by default (Apple) and the DSL has no key to hide it, so it always shows [M].
    public var navigationBar: UINavigationBar {
        let bar = navigationBarView
        guard let view = viewIfLoaded else { return bar }
        let bounds = view.bounds
        let height = view.barMetrics.navigationBar
        let frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: bounds.width, height: height)
        if bar.frame != frame { bar.frame = frame }
        return bar
    }

    /// How far the navigation bar reaches down from the top of the container's view.
    var topBarInset: CGFloat {
        guard viewIfLoaded != nil else { return 0 }
        return navigationBar.frame.maxY
    }

    /// How far the visible toolbar reaches up from the bottom of the container's view; 0 while hidden.
    var bottomBarInset: CGFloat {
        guard !isToolbarHidden, let view = viewIfLoaded else { return 0 }
        return view.bounds.height - toolbar.frame.minY
    }
}

extension UIView {
    /// A bottom bar's frame: its height from `UIBarMetrics` (for the window's size) over the
    /// view's bottom inset, across the bottom of `view`.
    fileprivate func pinToBottom(of view: UIView, height barHeight: KeyPath<UIBarMetrics, CGFloat>) {
        let bounds = view.bounds
        let height = view.barMetrics[keyPath: barHeight] + view.safeAreaInsets.bottom
        let frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        if self.frame != frame { self.frame = frame }
    }

    /// The bar heights for this view's window (`UIWindow.barMetricsForSize`), or the table's for
    /// its own size outside a window.
    fileprivate var barMetrics: UIBarMetrics {
        guard let window else { return UIBarMetrics.metrics(for: bounds.size) }
        return window.barMetricsForSize(window.bounds.size)
    }
}
