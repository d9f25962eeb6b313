import Foundation

extension UIView {
    /// Marks this view and its ancestors as holding something to lay out;
    /// stops at the first ancestor already marked, so marking is O(new marks).
    func markSubtreeNeedsLayout() {
        if let window = UIView.markAncestors(from: Unmanaged.passUnretained(self)) {
            UIModelRunLoop.main.setNeedsLayoutPass(unsafeDowncast(window.takeUnretainedValue(), to: UIWindow.self))
        }
    }

    /// Parent-first layout of marked views: the owner's will/did layout
    /// callbacks bracket `layoutSubviews`, then marked subviews follow.
    ///
    /// Most marked views only lead down to the one that changed (one marked subview, nothing of
    /// their own to lay out): a nonisolated walk (UIView+Walks.swift) follows those without
    /// retaining each, and this hands over only where that walk stops.
    func layoutSubtree() {
        guard let stop = UIView.followMarkedChain(from: Unmanaged.passUnretained(self)) else { return }
        // Held by its superview's `subviews` (see `dirtySubviews`), or `self`; strong from here,
        // as the owner's callbacks may take it out of the tree.
        let view = stop.takeUnretainedValue()
        if view.needsLayout {
            view.layoutMarked()
        } else {
            view.subtreeNeedsLayout = false
            view.layoutSeveralMarkedSubviews()
        }
    }

    /// `layoutSubtree` for a view with layout of its own (`needsLayout`): that first, then its
    /// marked subviews.
    private func layoutMarked() {
        let controller = owner
        // Before the flags clear, so a setNeedsLayout() it makes (as generated code does) joins
        // this pass instead of asking for another.
        controller?.reportSafeAreaChange(of: self)
        subtreeNeedsLayout = false
        needsLayout = false
        controller?.sendViewWillLayoutSubviews()
        layoutSubviews()
        controller?.layoutChildViews()
        controller?.sendViewDidLayoutSubviews()
        switch dirtySubviews.count {
        case 0:
            return
        case 1:
            let only = dirtySubviews.removeLast()
            // A current subview (see `dirtySubviews`), so held by `subviews`.
            only.takeUnretainedValue().layoutSubtree()
        default:
            layoutSeveralMarkedSubviews()
        }
    }

    private func layoutSeveralMarkedSubviews() {
        dirtySubviews.removeAll(keepingCapacity: true)
        // Several: keep UIKit's back-to-front sibling order.
        for subview in subviews where subview.subtreeNeedsLayout {
            subview.layoutSubtree()
        }
    }

    /// Applies each subview's autoresizing mask after this view's size changed.
    func resizeSubviews(from oldSize: CGSize) {
        let newSize = bounds.size
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            var frame = subview.frame
            (frame.origin.x, frame.size.width) = Self.resize(
                origin: frame.origin.x, length: frame.size.width, from: oldSize.width, to: newSize.width,
                flexible: (
                    mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                    mask.contains(.flexibleRightMargin)
                ))
            (frame.origin.y, frame.size.height) = Self.resize(
                origin: frame.origin.y, length: frame.size.height, from: oldSize.height, to: newSize.height,
                flexible: (
                    mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                    mask.contains(.flexibleBottomMargin)
                ))
            subview.frame = frame
        }
    }

    /// Shares the change of the parent's length among the flexible parts
    /// (leading margin, length, trailing margin) in proportion to their sizes,
    /// as UIKit's autoresizing does; equally when they are all zero.
    private static func resize(
        origin: CGFloat, length: CGFloat, from old: CGFloat, to new: CGFloat,
        flexible: (start: Bool, length: Bool, end: Bool)
    ) -> (CGFloat, CGFloat) {
        let delta = new - old
        let count = [flexible.start, flexible.length, flexible.end].filter { $0 }.count
        guard delta != 0, count > 0 else { return (origin, length) }
        let end = old - origin - length
        let start = flexible.start ? max(origin, 0) : 0
        let middle = flexible.length ? max(length, 0) : 0
        let trailing = flexible.end ? max(end, 0) : 0
        let total = start + middle + trailing
        func share(_ part: CGFloat) -> CGFloat {
            total > 0 ? delta * part / total : delta / CGFloat(count)
        }
        let newOrigin = origin + (flexible.start ? share(start) : 0)
        let newLength = max(0, length + (flexible.length ? share(middle) : 0))
        return (newOrigin, newLength)
    }
}
