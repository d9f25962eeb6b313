import Foundation

/// The user's tap on a tab (cited in grammar.md, "The user's own moves"): the delegate's
/// `shouldSelect` may refuse it; otherwise it selects that tab as an unanimated
/// `selectedIndex` change does, and `didSelect` follows (also when the tab was selected
/// already: UIKit sends it for every tap it lets through). Tapping the selected tab shows its
/// root: a navigation tab pops to its root, animated (the model's choice of animation).
extension UITabBarController {
    /// The user taps the tab of `viewController` (a model of the tap; UIKit has no such call).
    /// Returns false when there is nothing to tap: not one of the tabs, or the tab bar is under
    /// a presentation or moving. A tap the delegate refuses returns true (the user did tap).
    @discardableResult
    public func simulateTabTap(_ viewController: UIViewController) -> Bool {
        guard let tabs = viewControllers, let index = tabs.firstIndex(ofIdentical: viewController),
            presentedViewController == nil, !UIModelRunLoop.main.hasAnimationInFlight(self)
        else { return false }
        if delegate?.tabBarController(self, shouldSelect: viewController) == false { return true }
        if index == selectedIndex {
            (viewController as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            selectedIndex = index
        }
        delegate?.tabBarController(self, didSelect: viewController)
        return true
    }
}

/// The tab bar controller's delegate methods the model calls (optional in UIKit).
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Asked when the user taps a tab; false keeps the selection.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Told after a user's tap selected (or re-selected) a tab; never for `selectedIndex`.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    {
        true
    }

    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
