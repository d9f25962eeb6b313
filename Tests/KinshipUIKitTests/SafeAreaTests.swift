import Foundation
import KinshipUIKit
import Testing

/// `safeAreaInsets` as Apple documents it: the window's come from the device, a root view's are
/// the window's, and any other view's reflect only the part of it the insets cover.
@MainActor
@Suite struct SafeAreaTests {
    @Test func devicesByPortraitAndLandscapeSize() {
        #expect(
            UIModelDevice.safeAreaInsets(for: CGSize(width: 390, height: 844))
                == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(
            UIModelDevice.safeAreaInsets(for: CGSize(width: 844, height: 390))
                == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(
            UIModelDevice.safeAreaInsets(for: CGSize(width: 375, height: 667))
                == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(
            UIModelDevice.safeAreaInsets(for: CGSize(width: 667, height: 375)) == .zero,
            "home-button phones hide the status bar in landscape")
        #expect(UIModelDevice.safeAreaInsets(for: CGSize(width: 500, height: 500)) == .zero, "a size no device has")
    }

    @Test func subviewsSeeOnlyTheCoveredPart() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        #expect(root.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let top = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
        root.addSubview(top)
        #expect(
            top.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0),
            "27 of its points lie under the status bar")
        let above = UIView(frame: CGRect(x: 0, y: -30, width: 390, height: 100))
        root.addSubview(above)
        #expect(above.safeAreaInsets.top == 47, "capped at the superview's inset")
        let middle = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
        root.addSubview(middle)
        #expect(middle.safeAreaInsets == .zero, "entirely within the safe area")
        let bottom = UIView(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
        root.addSubview(bottom)
        #expect(bottom.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        let nested = UIView(frame: CGRect(x: 0, y: 10, width: 390, height: 20))
        top.addSubview(nested)
        #expect(nested.safeAreaInsets.top == 17, "through two levels: 47 - 20 - 10")
        #expect(UIView(frame: window.bounds).safeAreaInsets == .zero, "not in a window")
        window.safeAreaInsetsForSize = { _ in UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) }
        #expect(root.safeAreaInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    final class Inset: UIViewController {
        var reported: [UIEdgeInsets] = []
        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            reported.append(view.safeAreaInsets)
        }
    }

    /// Before the view first appears, then when a size change brings new insets; a pass that
    /// finds the same insets says nothing.
    @Test func viewSafeAreaInsetsDidChangeAtLayout() {
        let loop = UIModelRunLoop.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = Inset(nibName: nil, bundle: nil)
        window.rootViewController = root
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        #expect(root.reported == [UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)])
        window.resize(to: CGSize(width: 844, height: 390))
        loop.runUntilIdle()
        #expect(root.reported.last == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        root.view.setNeedsLayout()
        loop.runUntilIdle()
        #expect(root.reported.count == 2)
    }
}
