import Foundation
import KinshipPlan
import KinshipUIKit

/// A screen: a plain controller; its callbacks are traced by the model.
final class ScreenController: UIViewController {
    // The runtime's controllers read safe-area insets when they lay out (ContainerNode); none
    // observes their changes, so the model need not compute them for each layout pass.
    override class var observesSafeAreaChanges: Bool { false }
}

/// Containers driven by a plan share access to their runtime node.
@MainActor
protocol PlanDriven: UIViewController {
    var node: ContainerNode? { get set }
}

/// A custom container: its viewDidLoad makes the slot views and runs the plan's mount; with
/// `forwardsAppearance: false` it relays its own appearance changes by hand.
final class CustomContainerController: UIViewController, PlanDriven {
    var node: ContainerNode?
    override class var observesSafeAreaChanges: Bool { false }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { node?.plan.forwardsAppearance ?? true }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let node else { return }
        node.installSlotViews()
        node.runtime.execute(node.compiled.mount, in: node)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        node?.layoutSlots()
    }

    override func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        guard let node, let child = container as? UIViewController else { return parentSize }
        return node.childSize(child, parentSize: parentSize)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        forward(\.willAppear, animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        forward(\.didAppear, animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        forward(\.willDisappear, animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        forward(\.didDisappear, animated)
    }

    private func forward(_ phase: KeyPath<RunAppearance, RunSteps>, _ animated: Bool) {
        guard let node, let forwarding = node.compiled.appearance else { return }
        node.runtime.execute(forwarding[keyPath: phase], in: node, animated: animated, appearanceForwarding: true)
    }
}

/// A navigation preset. With `userBack: false` it hides every entry's Back button and turns the
/// edge swipe off, as generated code does.
final class NavigationContainerController: UINavigationController, PlanDriven, UINavigationControllerDelegate {
    var node: ContainerNode? {
        didSet {
            allowsUserBack = node?.plan.slots.first { $0.kind == .stack }?.userBack != false
            userBackOff = node?.plan.slots.first { $0.kind == .stack }?.userBackOff ?? []
            if !allowsUserBack { interactivePopGestureRecognizer?.isEnabled = false }
            toolbarPages = node?.plan.children.filter { $0.showsToolbar == true }.map(\.name) ?? []
            // Its own delegate, as generated code is, only when a page shows the toolbar.
            if !toolbarPages.isEmpty { delegate = self }
        }
    }
    /// The children with `toolbar: true`: the toolbar shows while one of them is on top.
    private var toolbarPages: [String] = []

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        // Named as run names it (restorationIdentifier), or as generated code does (traceName).
        let child = ContainerNode.childName(of: viewController.traceName ?? viewController.restorationIdentifier ?? "")
        setToolbarHidden(!toolbarPages.contains(child), animated: animated)
    }
    override class var observesSafeAreaChanges: Bool { false }
    private var allowsUserBack = true
    /// `userBack: { confirm: false }`: the children whose own page hides Back (a hidden Back
    /// button also stops the edge swipe, in the model as in UIKit [M]).
    private var userBackOff: [String] = []

    private func hidesBack(_ controller: UIViewController) -> Bool {
        !allowsUserBack
            || !userBackOff.isEmpty
                && userBackOff.contains(ContainerNode.childName(of: controller.traceName ?? ""))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        node?.installAccessoryViews()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        node?.layoutAccessories()
    }

    override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for controller in viewControllers where hidesBack(controller) {
            controller.navigationItem.hidesBackButton = true
        }
        super.setViewControllers(viewControllers, animated: animated)
    }

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if hidesBack(viewController) { viewController.navigationItem.hidesBackButton = true }
        super.pushViewController(viewController, animated: animated)
    }
}

/// A tabs preset: its own delegate, as generated code is, refusing the user's tap on the
/// `untappable` tabs.
final class TabsContainerController: UITabBarController, PlanDriven, UITabBarControllerDelegate {
    var node: ContainerNode? {
        didSet { if node?.plan.slots.contains(where: { $0.untappable != nil }) == true { delegate = self } }
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
        guard let node, let child = node.instances.first(where: { $0.value === viewController })?.key else {
            return true
        }
        return !node.plan.slots.contains { $0.untappable?.contains(child) == true }
    }

    override class var observesSafeAreaChanges: Bool { false }

    override func viewDidLoad() {
        super.viewDidLoad()
        node?.installAccessoryViews()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        node?.layoutAccessories()
    }
}

/// A split preset. It is its own delegate, as generated code is: a collapse (compact width)
/// keeps the column the plan last showed on top, the primary until a move shows the secondary.
final class SplitContainerController: UISplitViewController, PlanDriven, UISplitViewControllerDelegate {
    var node: ContainerNode?
    override class var observesSafeAreaChanges: Bool { false }
    private var shownColumn = Column.primary

    /// Column style, as generated code makes it: three columns with a `supplementary` slot.
    init(threeColumns: Bool = false) {
        super.init(style: threeColumns ? .tripleColumn : .doubleColumn)
        delegate = self
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        delegate = self
    }

    /// A move's `show(_:)`: remembered for the next collapse; without animation inside
    /// `UIView.performWithoutAnimation`, as generated code does.
    func show(_ column: Column, animated: Bool) {
        shownColumn = column
        if animated {
            show(column)
        } else {
            UIView.performWithoutAnimation { show(column) }
        }
    }

    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: Column
    ) -> Column {
        shownColumn
    }

    /// The user's Back in a collapsed split shows the primary: remembered like a move's.
    func splitViewController(_ svc: UISplitViewController, willShow column: Column) {
        shownColumn = column
    }
}

extension UISplitViewController.Column {
    /// The column a split preset's slot is (`primary`, `supplementary`, `secondary`, `compact`).
    init(slot: String) {
        switch slot {
        case "primary": self = .primary
        case "supplementary": self = .supplementary
        case "compact": self = .compact
        default: self = .secondary
        }
    }
}
