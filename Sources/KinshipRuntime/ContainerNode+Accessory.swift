import Foundation
import KinshipPlan
import KinshipUIKit

/// A preset's accessory (grammar.md, Bars and accessories): a slot view of the preset's own
/// view, placed above the bar, holding a child of the preset. Made in the preset's viewDidLoad,
/// which then shows the accessory's initial child, as generated code does.
extension ContainerNode {
    func installAccessoryViews() {
        guard plan.kind != .custom, let view = controller.view else { return }
        for (index, slot) in plan.slots.enumerated() where slot.kind == .accessory {
            let slotView = UIView(frame: .zero)
            slotViews[slot.name] = slotView
            setSlotView(slotView, at: index)
            view.addSubview(slotView)
        }
        layoutAccessories()
        if let mount = compiled.accessoryMount { runtime.execute(mount, in: self) }
    }

    /// The accessory's frame, as generated code's pre-iOS 26 branch computes it: its height just
    /// above the bar it sits above (the model's `tabBar` or `toolbar`), or on the safe area's
    /// bottom while that bar is hidden (`dock`; `hide` hides it then); with `insetsSiblings`,
    /// every content child's bottom `additionalSafeAreaInsets` is its height while it shows.
    func layoutAccessories() {
        guard let view = controller.viewIfLoaded else { return }
        if runtime.options.tracesSlotFrames, view.window != nil { traceBars() }
        let bounds = view.bounds
        let bottom = bounds.height - view.safeAreaInsets.bottom
        for slot in plan.slots where slot.kind == .accessory {
            guard let accessory = slot.accessory, let slotView = slotViews[slot.name] else { continue }
            var barTop = bottom
            var barHidden = false
            switch accessory.above {
            case .tabBar:
                if let tabs = controller as? UITabBarController {
                    barHidden = tabs.tabBar.isHidden
                    if !barHidden { barTop = tabs.tabBar.frame.minY }
                }
            case .toolbar:
                if let stack = controller as? UINavigationController {
                    barHidden = stack.isToolbarHidden
                    if !barHidden { barTop = stack.toolbar.frame.minY }
                }
            case .bottom:
                break
            }
            let height = CGFloat(accessory.height)
            let frame = CGRect(x: 0, y: barTop - height, width: bounds.width, height: height)
            if slotView.frame != frame {
                slotView.frame = frame
                if runtime.options.tracesSlotFrames, view.window != nil {
                    let n = UITraceFormat.number
                    controller.traceSlotFrames(
                        "\(slot.name): \(n(frame.minX)),\(n(frame.minY)) \(n(frame.width))x\(n(frame.height))")
                }
            }
            for subview in slotView.subviews where subview.frame != slotView.bounds { subview.frame = slotView.bounds }
            let hides = accessory.whenBarHidden == .hide && barHidden
            if accessory.whenBarHidden == .hide { slotView.isHidden = barHidden }
            guard accessory.insetsSiblings else { continue }
            let shown = !slotView.subviews.isEmpty && !hides
            let content =
                (controller as? UITabBarController)?.viewControllers ?? (controller as? UINavigationController)?
                .viewControllers ?? []
            resetLeftInsets(keeping: content)
            for child in content { child.additionalSafeAreaInsets.bottom = shown ? height : 0 }
        }
    }

    /// A controller given the accessory's inset that is no longer a content child (popped, or
    /// moved to another slot of the container) gets a bottom inset of 0 at this layout pass, as
    /// generated code does: UIKit does not reset `additionalSafeAreaInsets` when a controller
    /// leaves its parent (material-components/material-components-ios#8112). Linear: one set of
    /// the content, one scan of those inset last time.
    private func resetLeftInsets(keeping content: [UIViewController]) {
        if !insetChildren.isEmpty {
            let kept = Set(content.map(ObjectIdentifier.init))
            for child in insetChildren where !kept.contains(ObjectIdentifier(child)) {
                child.additionalSafeAreaInsets.bottom = 0
            }
        }
        insetChildren = content
    }

    /// `PATH.bars(tabBar: X,Y WxH)` (a navigation stack: `navigationBar: …, toolbar: …`; a hidden
    /// bar is `hidden`) under `--frames`, when they differ from the last traced; as slot frames,
    /// no UIKit callback, so generated code does not trace it.
    private func traceBars() {
        let n = UITraceFormat.number
        func text(_ name: String, _ bar: UIView) -> String {
            let f = bar.frame
            return bar.isHidden ? "\(name): hidden" : "\(name): \(n(f.minX)),\(n(f.minY)) \(n(f.width))x\(n(f.height))"
        }
        let bars: String
        if let tabs = controller as? UITabBarController {
            bars = text("tabBar", tabs.tabBar)
        } else if let stack = controller as? UINavigationController {
            bars = text("navigationBar", stack.navigationBar) + ", " + text("toolbar", stack.toolbar)
        } else {
            return
        }
        guard bars != tracedBars else { return }
        tracedBars = bars
        controller.traceBarFrames(bars)
    }
}
