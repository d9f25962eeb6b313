public import Foundation

/// UIKit's tab bar controller with its callback order (rule 9): switching
/// T1 → T2 traces T2.viewDidLoad (first time), T2.viewWillAppear,
/// T1.viewWillDisappear, then at the end of the turn T1.viewDidDisappear,
/// T2.viewDidAppear. Tabs are children from the moment they are set, so a
/// switch sends no willMove/didMove; unselected tabs' views are not loaded
/// until first selected.
@MainActor
open class UITabBarController: UIViewController {
    private var tabs: [UIViewController] = []
    /// The tab bar's view (`tabBar`, UIViewController+Bars.swift).
    let barView = UITabBar(frame: .zero)
    private var selection = NSNotFound

    /// Asked and told about the user's taps on tabs.
    public weak var delegate: (any UITabBarControllerDelegate)?

    /// Creates a tab bar controller with no tabs (UIKit's designated initialiser).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a tab bar controller with no tabs (nothing is decoded; see `UIViewController`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The tabs, in order (nil when there are none, as in UIKit).
    public var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Index of the selected tab, `NSNotFound` when there are no tabs.
    public var selectedIndex: Int {
        get { selection }
        set { select(newValue) }
    }

    /// The selected tab.
    public var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selection) ? tabs[selection] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(ofIdentical: newValue) else { return }
            select(index)
        }
    }

    /// Replaces the tabs. New tabs get willMove and didMove at once; removed
    /// ones get willMove(nil) at once and didMove(nil) once the visible tab
    /// has changed. The selection follows the selected controller when it
    /// stays, else goes to the first tab.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        var seen = Set<ObjectIdentifier>()
        let newTabs = (viewControllers ?? []).filter { seen.insert(ObjectIdentifier($0)).inserted }
        let newMembers = ControllerSet(newTabs)
        let oldMembers = ControllerSet(tabs)
        let removed = tabs.filter { !newMembers.contains($0) }
        let added = newTabs.filter { !oldMembers.contains($0) }
        let oldSelected = selectedViewController

        for controller in removed { controller.sendWillMove(toParent: nil) }
        for controller in added {
            performAddChild(controller)
            if controller.parent === self { controller.sendDidMove(toParent: self) }
        }
        tabs = newTabs
        if let oldSelected, let index = tabs.firstIndex(ofIdentical: oldSelected) {
            selection = index
        } else {
            selection = tabs.isEmpty ? NSNotFound : 0
        }
        switchVisibleTab(from: oldSelected, to: selectedViewController) {
            for controller in removed { self.finishRemovingChild(controller) }
        }
    }

    override func prepareChildViewsForAppearance(appearing: Bool) {
        guard appearing, let selected = selectedViewController, !selected.isViewInside(self) else { return }
        embedChildViewQuietly(selected, frame: view.bounds)
    }

    private func select(_ index: Int) {
        guard tabs.indices.contains(index), index != selection else { return }
        let old = selectedViewController
        selection = index
        switchVisibleTab(from: old, to: selectedViewController) {}
    }

    private func switchVisibleTab(
        from old: UIViewController?, to new: UIViewController?, then finish: @escaping () -> Void
    ) {
        guard old !== new, showsChildrenNow else {
            if let old, old !== new { removeChildViewQuietly(old) }
            finish()
            return
        }
        if let new { embedChildViewQuietly(new, frame: view.bounds) }
        let newStarted = new?.beginAppearance(true, animated: false) ?? false
        let newGeneration = new?.appearGeneration ?? 0
        let oldStarted = old?.beginAppearance(false, animated: false) ?? false
        let oldGeneration = old?.appearGeneration ?? 0
        // Not animated: the did half is delivered at the end of the turn.
        UIModelRunLoop.main.addAnimation(duration: 0, owner: self) {
            if let old { self.removeChildViewQuietly(old) }
            if oldStarted { old?.finishAppearance(ifGeneration: oldGeneration) }
            if newStarted { new?.finishAppearance(ifGeneration: newGeneration) }
            finish()
        }
    }
}
