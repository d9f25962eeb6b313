import Foundation

/// Walks up the view tree that borrow each view instead of retaining it.
///
/// Lifetime: a view is held by its superview's `subviews` for as long as its `superviewRef` names
/// that superview, and the first view of a walk by the caller; a walk only reads links and flags
/// (and appends to `dirtySubviews`), so no view on it can be released meanwhile.
///
/// Why nonisolated: a main-actor closure handed to `_withUnsafeGuaranteedRef` pays a runtime
/// executor check on every call, more than the retain it saves. These functions are only called
/// from main-actor code, and touch only the `nonisolated(unsafe)` storage they need.
extension UIView {
    /// The last view up the superview chain.
    nonisolated static func topmost(from start: Unmanaged<UIView>) -> Unmanaged<UIView> {
        var view = start
        while let next = view._withUnsafeGuaranteedRef({ $0.superviewRef }) { view = next }
        return view
    }

    nonisolated static func isWindow(_ view: Unmanaged<UIView>) -> Bool {
        view._withUnsafeGuaranteedRef { $0.isWindow }
    }

    nonisolated static func isVisibleWindow(_ view: Unmanaged<UIView>) -> Bool {
        view._withUnsafeGuaranteedRef { $0.isVisibleWindow }
    }

    /// Whether `ancestor` is `start` or one of its superviews.
    nonisolated static func isDescendant(_ start: Unmanaged<UIView>, of ancestor: Unmanaged<UIView>) -> Bool {
        let target = ancestor.toOpaque()
        var current = start
        while current.toOpaque() != target {
            guard let next = current._withUnsafeGuaranteedRef({ $0.superviewRef }) else { return false }
            current = next
        }
        return true
    }

    /// Marks `start` and its ancestors as holding something to lay out, up to the first one
    /// already marked, listing each in its superview's `dirtySubviews`. Returns the window at the
    /// top when the marks reached it, so the caller can queue its layout pass.
    nonisolated static func markAncestors(from start: Unmanaged<UIView>) -> Unmanaged<UIView>? {
        var current = start
        while true {
            let (next, reachedWindow) = current._withUnsafeGuaranteedRef { view -> (Unmanaged<UIView>?, Bool) in
                guard !view.subtreeNeedsLayout else { return (nil, false) }
                view.subtreeNeedsLayout = true
                guard let parent = view.superviewRef else { return (nil, view.isWindow) }
                parent._withUnsafeGuaranteedRef { $0.dirtySubviews.append(current) }
                return (parent, false)
            }
            if reachedWindow { return current }
            guard let next else { return nil }
            current = next
        }
    }

    /// Follows marked views down from `start` while each has nothing of its own to lay out and
    /// exactly one marked subview, clearing their marks (the list is emptied in place). Returns
    /// the view where that stops, still marked: one with layout of its own (`needsLayout`) or with
    /// several marked subviews; nil when the walk ran out of marks.
    nonisolated static func followMarkedChain(from start: Unmanaged<UIView>) -> Unmanaged<UIView>? {
        var current = start
        while true {
            let step = current._withUnsafeGuaranteedRef { view -> ChainStep in
                guard view.subtreeNeedsLayout else { return .done }
                if view.needsLayout || view.dirtySubviews.count > 1 { return .stop }
                view.subtreeNeedsLayout = false
                guard !view.dirtySubviews.isEmpty else { return .done }
                // A current subview (see `dirtySubviews`), so held by `subviews`.
                return .next(view.dirtySubviews.removeLast())
            }
            switch step {
            case .done: return nil
            case .stop: return current
            case .next(let next): current = next
            }
        }
    }

    private enum ChainStep {
        case done
        case stop
        case next(Unmanaged<UIView>)
    }
}
