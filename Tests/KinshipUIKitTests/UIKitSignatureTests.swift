import Foundation
import KinshipUIKit
import Testing

/// Pins the declarations generated code relies on to UIKit's, as Apple documents them
/// (developer.apple.com/documentation/uikit/<type>/<member>): labels, optionality, defaults and
/// results. `exactly(_:_:)` compiles only when both types are the same, so a drifting signature
/// breaks the build here, not in an app. Generated code also compiles against these in Swift 6
/// mode (KinshipGeneratedCodeTests); this file pins the parts it uses in one form only.
@MainActor
@Suite struct UIKitSignatureTests {
    /// Compiles only when `value` has exactly type `T` (no optional promotion, no upcast).
    func exactly<T>(_ value: T, _ type: T.Type) {}

    final class Screen: UIViewController {}

    /// `func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?`, `func point(inside point:
    /// CGPoint, with event: UIEvent?) -> Bool`, `var isUserInteractionEnabled: Bool`, `var alpha:
    /// CGFloat`, `var clipsToBounds: Bool`; and hit testing as documented: the farthest descendant
    /// containing the point, never a point outside the bounds, skipping views under 0.01 alpha.
    @Test func hitTesting() {
        _ = UIModelRunLoop.reset()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        exactly(view.hitTest(CGPoint(x: 1, y: 1), with: nil), UIView?.self)
        exactly(view.point(inside: .zero, with: nil), Bool.self)
        exactly(view.isUserInteractionEnabled, Bool.self)
        exactly(view.alpha, CGFloat.self)
        exactly(view.clipsToBounds, Bool.self)
        let child = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        view.addSubview(child)
        #expect(view.hitTest(CGPoint(x: 6, y: 6), with: nil) === child)
        #expect(view.hitTest(CGPoint(x: 12, y: 12), with: nil) == nil, "outside the bounds, even over a subview")
        child.alpha = 0.005
        #expect(view.hitTest(CGPoint(x: 6, y: 6), with: nil) === view)
        view.isHidden = true
        #expect(view.hitTest(CGPoint(x: 6, y: 6), with: nil) == nil)
    }

    /// `var safeAreaInsets: UIEdgeInsets { get }` (UIView), `func viewSafeAreaInsetsDidChange()`
    /// (UIViewController, open), `UIEdgeInsets(top:left:bottom:right:)` with CGFloat edges and
    /// `.zero`: what layouts by the safe area read.
    @Test func safeArea() {
        _ = UIModelRunLoop.reset()
        let view = UIView(frame: .zero)
        exactly(view.safeAreaInsets, UIEdgeInsets.self)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        exactly(insets.top, CGFloat.self)
        exactly(insets.right, CGFloat.self)
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        final class Laid: UIViewController {
            var changes = 0
            override func viewSafeAreaInsetsDidChange() {
                super.viewSafeAreaInsetsDidChange()
                changes += 1
            }
        }
        let laid = Laid(nibName: nil, bundle: nil)
        laid.viewSafeAreaInsetsDidChange()
        #expect(laid.changes == 1)
    }

    /// `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)` (designated),
    /// `init?(coder: NSCoder)` (required), `var title: String?`, `var restorationIdentifier: String?`,
    /// `var nibName: String? { get }`, `var nibBundle: Bundle? { get }`.
    @Test func controllerInitialisersAndNames() throws {
        _ = UIModelRunLoop.reset()
        final class Made: UIViewController {
            init() { super.init(nibName: nil, bundle: nil) }
            @available(*, unavailable)
            required init?(coder: NSCoder) { return nil }
        }
        let plain = UIViewController(nibName: "Main", bundle: nil)
        exactly(plain.nibName, String?.self)
        exactly(plain.nibBundle, Bundle?.self)
        exactly(plain.title, String?.self)
        exactly(plain.restorationIdentifier, String?.self)
        #expect(plain.nibName == "Main")
        let coded = UIViewController(coder: NSCoder())
        exactly(coded, UIViewController?.self)
        #expect(coded?.isViewLoaded == false)
        let screen = Screen()
        screen.title = "Inbox"
        #expect(screen.title == "Inbox" && !Made().isViewLoaded)
    }

    /// `var view: UIView!`, `var viewIfLoaded: UIView? { get }`, `addChild(_:)`,
    /// `removeFromParent()`, `willMove(toParent:)`, `didMove(toParent:)`,
    /// `beginAppearanceTransition(_:animated:)`, `endAppearanceTransition()`.
    @Test func containmentAndAppearance() {
        _ = UIModelRunLoop.reset()
        let parent = UIViewController()
        let child = UIViewController()
        exactly(parent.viewIfLoaded, UIView?.self)
        exactly(parent.view, UIView?.self)
        let add: (UIViewController) -> Void = parent.addChild(_:)
        add(child)
        child.didMove(toParent: parent)
        child.willMove(toParent: nil)
        child.removeFromParent()
        exactly(parent.shouldAutomaticallyForwardAppearanceMethods, Bool.self)
        #expect(parent.children.isEmpty)
    }

    /// `transition(from:to:duration:options:animations:completion:)` with
    /// `options: UIView.AnimationOptions = []`, `animations: (() -> Void)?`,
    /// `completion: ((Bool) -> Void)? = nil`; `size(forChildContentContainer:withParentContainerSize:)`.
    @Test func transitionAndSize() {
        _ = UIModelRunLoop.reset()
        let parent = UIViewController()
        let from = UIViewController()
        let to = UIViewController()
        let animations: (() -> Void)? = nil
        let completion: ((Bool) -> Void)? = nil
        parent.transition(
            from: from, to: to, duration: 0, options: .transitionFlipFromTop, animations: animations,
            completion: completion)
        parent.transition(from: from, to: to, duration: 0, animations: nil)
        let size = parent.size(forChildContentContainer: from, withParentContainerSize: CGSize(width: 1, height: 2))
        exactly(size, CGSize.self)
    }

    /// UIView.AnimationOptions' raw values (UIViewAnimationOptions in UIView.h) and the three
    /// `animate(withDuration:…)` overloads: `delay:` has no default, `options:` and `completion:` do.
    @Test func viewAnimation() {
        _ = UIModelRunLoop.reset()
        #expect(UIView.AnimationOptions.transitionFlipFromLeft.rawValue == 1 << 20)
        #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
        #expect(UIView.AnimationOptions.transitionFlipFromBottom.rawValue == 7 << 20)
        #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
        UIView.animate(withDuration: 0, delay: 0, options: [.curveLinear], animations: {}, completion: { _ in })
        UIView.animate(withDuration: 0, delay: 0, animations: {})
        UIView.animate(withDuration: 0, animations: {}) { finished in exactly(finished, Bool.self) }
        UIView.animate(withDuration: 0, animations: {})
        let view = UIView(frame: .zero)
        exactly(UIView(coder: NSCoder()), UIView?.self)
        exactly(view.subviews, [UIView].self)
    }

    /// UINavigationController: `init(rootViewController:)`, `init(nibName:bundle:)`, push, the three
    /// pops returning what they popped (`UIViewController?`, `[UIViewController]?`, discardable),
    /// `viewControllers: [UIViewController]`, `setViewControllers(_:animated:)`.
    @Test func navigationController() {
        _ = UIModelRunLoop.reset()
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        exactly(nav.viewControllers, [UIViewController].self)
        exactly(nav.topViewController, UIViewController?.self)
        nav.pushViewController(UIViewController(), animated: false)
        exactly(nav.popViewController(animated: false), UIViewController?.self)
        exactly(nav.popToViewController(root, animated: false), [UIViewController]?.self)
        exactly(nav.popToRootViewController(animated: false), [UIViewController]?.self)
        nav.popViewController(animated: false)
        nav.setViewControllers([root], animated: false)
        #expect(UINavigationController(nibName: nil, bundle: nil).viewControllers.isEmpty)
    }

    /// UITabBarController: `viewControllers: [UIViewController]?`, `selectedIndex: Int`,
    /// `selectedViewController: UIViewController?`; UISplitViewController: `init(style:)`,
    /// `setViewController(_:for:)`, `viewController(for:) -> UIViewController?`.
    @Test func tabsAndSplit() {
        _ = UIModelRunLoop.reset()
        let tabs = UITabBarController(nibName: nil, bundle: nil)
        exactly(tabs.viewControllers, [UIViewController]?.self)
        exactly(tabs.selectedIndex, Int.self)
        exactly(tabs.selectedViewController, UIViewController?.self)
        tabs.setViewControllers([UIViewController()], animated: false)
        let split = UISplitViewController(style: .doubleColumn)
        #expect(split.style == .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        exactly(split.viewController(for: .secondary), UIViewController?.self)
    }

    /// Column-style splits at compact width: `isCollapsed: Bool`, `show(_:)`, a weak
    /// `delegate: (any UISplitViewControllerDelegate)?` whose
    /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` returns a `Column`;
    /// `traitCollection.horizontalSizeClass: UIUserInterfaceSizeClass` (unspecified 0, compact 1,
    /// regular 2); `UIView.performWithoutAnimation(_:)` and `UIView.areAnimationsEnabled`.
    @Test func splitCollapse() {
        _ = UIModelRunLoop.reset()
        final class Split: UISplitViewController, UISplitViewControllerDelegate {
            func splitViewController(
                _ svc: UISplitViewController,
                topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
            ) -> UISplitViewController.Column {
                .primary
            }
        }
        let split = Split(style: .doubleColumn)
        split.delegate = split
        exactly(split.isCollapsed, Bool.self)
        exactly(split.delegate, (any UISplitViewControllerDelegate)?.self)
        split.show(.secondary)
        exactly(split.traitCollection.horizontalSizeClass, UIUserInterfaceSizeClass.self)
        #expect(UIUserInterfaceSizeClass.compact.rawValue == 1 && UIUserInterfaceSizeClass.regular.rawValue == 2)
        #expect(UITraitCollection(horizontalSizeClass: .compact).horizontalSizeClass == .compact)
        exactly(UIView.areAnimationsEnabled, Bool.self)
        UIView.performWithoutAnimation { #expect(!UIView.areAnimationsEnabled) }
        #expect(UIView.areAnimationsEnabled)
    }

    /// Presentation: `present(_:animated:completion:)` (`completion: (() -> Void)? = nil`),
    /// `dismiss(animated:completion:)`, `presentedViewController`/`presentingViewController:
    /// UIViewController?`, `isBeingPresented`/`isBeingDismissed`, `modalPresentationStyle`,
    /// `modalTransitionStyle`, `isModalInPresentation`, `definesPresentationContext`,
    /// `presentationController: UIPresentationController?` and its `presentedViewController:
    /// UIViewController` and weak `delegate`; the delegate's `presentationControllerDidDismiss(_:)`.
    /// UIKit's raw values: UIModalPresentationStyle fullScreen 0 … popover 7, none -1, automatic -2;
    /// UIModalTransitionStyle coverVertical 0, flipHorizontal 1, crossDissolve 2, partialCurl 3.
    @Test func presentation() {
        _ = UIModelRunLoop.reset()
        final class Presenter: UIViewController, UIAdaptivePresentationControllerDelegate {
            var dismissed: UIViewController?
            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                dismissed = presentationController.presentedViewController
            }
        }
        let presenter = Presenter()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .formSheet
        sheet.modalTransitionStyle = .crossDissolve
        sheet.isModalInPresentation = false
        presenter.definesPresentationContext = true
        exactly(sheet.presentationController, UIPresentationController?.self)
        sheet.presentationController?.delegate = presenter
        exactly(sheet.presentationController?.presentedViewController, UIViewController?.self)
        presenter.present(sheet, animated: false)
        presenter.present(sheet, animated: false, completion: nil)
        exactly(presenter.presentedViewController, UIViewController?.self)
        exactly(sheet.presentingViewController, UIViewController?.self)
        exactly(sheet.isBeingPresented, Bool.self)
        exactly(sheet.isBeingDismissed, Bool.self)
        sheet.dismiss(animated: false)
        presenter.dismiss(animated: false, completion: nil)
        #expect(
            UIModalPresentationStyle.fullScreen.rawValue == 0
                && UIModalPresentationStyle.overCurrentContext.rawValue == 6)
        #expect(UIModalPresentationStyle.popover.rawValue == 7 && UIModalPresentationStyle.automatic.rawValue == -2)
        #expect(UIModalTransitionStyle.crossDissolve.rawValue == 2 && UIModalTransitionStyle.partialCurl.rawValue == 3)
    }
}
