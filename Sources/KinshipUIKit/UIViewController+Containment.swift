import Foundation

/// addChild / removeFromParent / willMove / didMove (rules 1 and 2) and the
/// rule-11 checks that hang on them and on the child's view moving.
extension UIViewController {
    /// The last move callback delivered, to spot one delivered twice.
    enum MoveRecord: Equatable {
        case none
        case will(ObjectIdentifier?)
        case did(ObjectIdentifier?)
    }

    func performAddChild(_ child: UIViewController) {
        guard !child.isChild(of: self) else { return }
        let trace = UIModelRunLoop.main.trace
        if child.isWindowRoot {
            trace.report(.hierarchyInconsistency, child, UIModelMessage.addRootAsChild)
            return
        }
        if child === self || isDescendant(of: child) {
            trace.report(.hierarchyInconsistency, child, UIModelMessage.addAncestorAsChild)
            return
        }
        if let holder = child.storedView?.superview?.nearestOwningController, holder !== self,
            holder !== child.parent, child.storedView?.isInVisibleWindow == true
        {
            trace.report(
                .hierarchyInconsistency, child,
                UIModelMessage.requestedParent(
                    child: child.tracePath.text, expected: holder.tracePath.text, requested: tracePath.text))
            return
        }
        if child.parent != nil {
            // UIKit moves a child between parents by removing it first (rule 1).
            child.sendWillMove(toParent: nil)
            child.detachFromParent()
            child.sendDidMove(toParent: nil)
        }
        child.parent = self
        child.detachedPath = nil
        children.append(child)
        child.pathDidChange()
        child.sendWillMove(toParent: self)
    }

    func performRemoveFromParent() {
        guard let parent else { return }
        let trace = UIModelRunLoop.main.trace
        if lastMove != .will(nil) {
            trace.report(.removedWithoutWillMove, self, UIModelMessage.removedWithoutWillMove)
        }
        if let parentView = parent.storedView, storedView?.isDescendant(of: parentView) == true {
            trace.report(.removedWithViewInside, self, UIModelMessage.removedWithViewInside)
        }
        detachFromParent()
        sendDidMove(toParent: nil)
    }

    /// Unlinks from the parent, keeping the PATH it had for the lines that follow.
    func detachFromParent() {
        guard let parent else { return }
        detachedPath = tracePath
        if let index = parent.children.lastIndex(ofIdentical: self) {
            parent.children.remove(at: index)
        }
        self.parent = nil
        if !hasPathDependents {
            // Its PATH is now `detachedPath` until it is added again: cache that, sparing the
            // rebuild each of its next callbacks would make to find it.
            cachedPath = detachedPath
            cachedPathVersion = UIViewController.hierarchyVersion
        } else {
            pathDidChange()
        }
    }

    /// Invalidates the cached PATHs a change of this controller's parent makes stale: its own and
    /// those of everything below it. A controller without children (a screen, the common case)
    /// only drops its own, so the other controllers' cached PATHs stay valid instead of each
    /// re-walking its ancestry on its next callback.
    func pathDidChange() {
        if !hasPathDependents {
            cachedPathVersion = -1
        } else {
            UIViewController.hierarchyVersion &+= 1
        }
    }

    /// Whether other controllers' PATHs hang under this one's: its children's, and those of what
    /// was presented by calling `present` on it (a screen that presents has no children, yet
    /// its sheet's PATH names it: seed 1511726593's collapsed split kept a sheet's stale PATH).
    var hasPathDependents: Bool { !children.isEmpty || extrasStore?.presentedFrom == true }

    func isDescendant(of ancestor: UIViewController) -> Bool {
        UIViewController.isDescendant(Unmanaged.passUnretained(self), of: Unmanaged.passUnretained(ancestor))
    }

    /// Whether `controller` is this controller's parent, compared without retaining either.
    func isChild(of controller: UIViewController) -> Bool {
        parentRef?.toOpaque() == Unmanaged.passUnretained(controller).toOpaque()
    }

    /// Whether `ancestor` is a parent, grandparent… of `start`. Nonisolated, and borrowing each
    /// controller on the way, for the reasons `UIView`'s walks are (UIView+Walks.swift); each is
    /// held by its parent's `children` while its `parentRef` names that parent.
    nonisolated static func isDescendant(
        _ start: Unmanaged<UIViewController>,
        of ancestor: Unmanaged<UIViewController>
    ) -> Bool {
        let target = ancestor.toOpaque()
        var current = start
        while let next = current._withUnsafeGuaranteedRef({ $0.parentRef }) {
            if next.toOpaque() == target { return true }
            current = next
        }
        return false
    }

    /// Records a willMove/didMove and updates the isMoving flags; `direct`
    /// means user code called the method itself (not the framework).
    func noteMove(isWill: Bool, parent target: UIViewController?, direct: Bool) {
        let loop = UIModelRunLoop.main
        let trace = loop.trace
        let targetPath = target?.tracePath
        trace.record(self, isWill ? .willMove(targetPath) : .didMove(targetPath))
        let record: MoveRecord =
            isWill ? .will(target.map(ObjectIdentifier.init)) : .did(target.map(ObjectIdentifier.init))
        if record == lastMove {
            let callback =
                isWill
                ? "willMove(toParent: \(targetPath?.text ?? "nil"))"
                : "didMove(toParent: \(targetPath?.text ?? "nil"))"
            trace.report(.duplicateMoveCallback, self, UIModelMessage.duplicateMove(callback))
        }
        lastMove = record
        switch (isWill, target) {
        case (true, .some):
            movingToParent = true
        case (false, .some(let newParent)):
            movingToParent = false
            if direct, isChild(of: newParent), !isViewInside(newParent) {
                // A child that is never shown (a hidden tab) may have no view; only a later insertion warns.
                didMoveWithoutViewTurn = loop.turn
            }
        case (true, .none):
            movingFromParent = true
            if viewLeftTurn == loop.turn, let parent, !isViewInside(parent) {
                trace.report(.viewRemovedBeforeWillMove, self, UIModelMessage.viewRemovedBeforeWillMove)
            }
            viewLeftTurn = -1
        case (false, .none):
            movingFromParent = false
        }
    }

    /// Whether this controller's view is loaded and inside `ancestor`'s view.
    func isViewInside(_ ancestor: UIViewController) -> Bool {
        guard let view = storedView, let ancestorView = ancestor.storedView else { return false }
        return view.superview === ancestorView || view.isDescendant(of: ancestorView)
    }

    // MARK: - Hooks called by UIView when this controller's view moves

    /// Rule 11's hard check: a child's view may only go under its parent's
    /// views. Returns false (after reporting) when UIKit would throw.
    func allowsInsertion(into superview: UIView) -> Bool {
        guard let parent else { return true }  // parentless controllers are exempt, as in UIKit
        guard let holder = superview.nearestOwningController, holder !== parent else { return true }
        UIModelRunLoop.main.trace.report(
            .hierarchyInconsistency, self,
            UIModelMessage.hierarchyInconsistency(
                child: tracePath.text, expected: parent.tracePath.text, actual: holder.tracePath.text))
        return false
    }

    func viewWasInserted(into superview: UIView) {
        viewLeftTurn = -1
        guard didMoveWithoutViewTurn >= 0 else { return }
        if didMoveWithoutViewTurn == UIModelRunLoop.main.turn, let parent, let parentView = parent.storedView,
            superview.isDescendant(of: parentView)
        {
            UIModelRunLoop.main.trace.report(.didMoveBeforeViewAdded, self, UIModelMessage.didMoveBeforeViewAdded)
        }
        didMoveWithoutViewTurn = -1
    }

    func viewWillLeave(_ superview: UIView) {
        guard let parent, !movingFromParent, let parentView = parent.storedView,
            superview.isDescendant(of: parentView)
        else { return }
        viewLeftTurn = UIModelRunLoop.main.turn
    }
}
