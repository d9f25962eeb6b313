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
}
