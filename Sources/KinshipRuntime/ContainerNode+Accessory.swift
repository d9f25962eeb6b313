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

    /// The accessory's frame: its height, just above the bar it sits above, the bar's top being
    /// its height (UIBarMetrics) over the window's bottom inset; `bottom` sits on that inset.
    func layoutAccessories() {
        guard let view = controller.viewIfLoaded else { return }
        let bounds = view.bounds
        let bars = UIBarMetrics.metrics(for: view.window?.bounds.size ?? bounds.size)
        let inset = view.safeAreaInsets.bottom
        for slot in plan.slots where slot.kind == .accessory {
            guard let accessory = slot.accessory, let slotView = slotViews[slot.name] else { continue }
            let bar: CGFloat =
                switch accessory.above {
                case .tabBar: bars.tabBar
                case .toolbar: bars.toolbar
                case .bottom: 0
                }
            let height = CGFloat(accessory.height)
            let frame = CGRect(
                x: 0, y: bounds.height - inset - bar - height, width: bounds.width, height: height)
            if slotView.frame != frame {
                slotView.frame = frame
                if runtime.options.tracesSlotFrames, view.window != nil {
                    let n = UITraceFormat.number
                    controller.traceSlotFrames(
                        "\(slot.name): \(n(frame.minX)),\(n(frame.minY)) \(n(frame.width))x\(n(frame.height))")
                }
            }
            for subview in slotView.subviews where subview.frame != slotView.bounds { subview.frame = slotView.bounds }
        }
    }
}
