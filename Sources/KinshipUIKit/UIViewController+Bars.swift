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

extension UITabBarController {
    /// How far the visible tab bar reaches up from the bottom of the container's view (its
    /// height over the window's inset); 0 while hidden.
    var bottomBarInset: CGFloat {
        let bar = tabBar
        guard !bar.isHidden, let view = viewIfLoaded else { return 0 }
        return view.bounds.height - bar.frame.minY
    }

    /// The tab bar: its height from `UIBarMetrics` over the window's bottom inset, at the bottom
    /// of the container's view; hidden while the selected tab's stack holds a controller above
    /// its root with `hidesBottomBarWhenPushed` (Apple's rule above).
    public var tabBar: UITabBar {
        let bar = barView
        guard let view = viewIfLoaded else { return bar }
        bar.pinToBottom(of: view, height: \.tabBar)
        let stack = (selectedViewController as? UINavigationController)?.viewControllers ?? []
        bar.isHidden = stack.dropFirst().contains { $0.hidesBottomBarWhenPushed }
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

    public func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
}

extension UIView {
    /// A bottom bar's frame: its height from `UIBarMetrics` (for the window's size) over the
    /// view's bottom inset, across the bottom of `view`.
    fileprivate func pinToBottom(of view: UIView, height barHeight: KeyPath<UIBarMetrics, CGFloat>) {
        let bounds = view.bounds
        let metrics = UIBarMetrics.metrics(for: view.window?.bounds.size ?? bounds.size)
        let height = metrics[keyPath: barHeight] + view.safeAreaInsets.bottom
        let frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        if self.frame != frame { self.frame = frame }
    }
}
