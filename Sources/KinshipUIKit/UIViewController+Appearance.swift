import Foundation

/// The appearance state machine (rules 4, 5, 10 and 13's pending-did rule).
///
/// A change has two halves: `beginAppearance` sends the will-callback and
/// forwards it (own callback first, then children whose views are inside,
/// depth first); `finishAppearance` does the same with the did-callback.
/// Each begin bumps a generation so a stale deferred or animated did is ignored.
extension UIViewController {
    enum AppearState: UInt8 {
        case disappeared
        case appearing
        case appeared
        case disappearing
    }

    /// Whether the controller is on screen or getting there.
    var isAppearingOrAppeared: Bool { appearState == .appearing || appearState == .appeared }

    /// Sends the will-callback of a change and forwards it. Returns false when
    /// the controller is already in (or going to) that state.
    @discardableResult
    func beginAppearance(_ appearing: Bool, animated: Bool) -> Bool {
        if deferredDidGeneration == appearGeneration,
            appearState == (appearing ? .disappearing : .appearing)
        {
            // Rule 13: the opposite change waits for the pending did-callback.
            finishAppearance()
        }
        if appearing {
            guard appearState == .disappeared || appearState == .disappearing else { return false }
        } else {
            guard appearState == .appeared || appearState == .appearing else { return false }
        }
        appearGeneration &+= 1
        appearState = appearing ? .appearing : .disappearing
        appearAnimated = animated
        if appearing {
            loadViewIfNeeded()
            sendViewWillAppear(animated)
        } else {
            sendViewWillDisappear(animated)
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return true }
        prepareChildViewsForAppearance(appearing: appearing)
        for child in children where child.isViewInside(self) {
            child.beginAppearance(appearing, animated: animated)
        }
        return true
    }

    /// Sends the did-callback of the change in progress, then forwards it to
    /// children inside the view that are in the middle of the same change.
    func finishAppearance() {
        let appearing: Bool
        switch appearState {
        case .appearing: appearing = true
        case .disappearing: appearing = false
        case .appeared, .disappeared: return
        }
        deferredDidGeneration = -1
        appearState = appearing ? .appeared : .disappeared
        if appearing {
            sendViewDidAppear(appearAnimated)
        } else {
            sendViewDidDisappear(appearAnimated)
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        let pending: AppearState = appearing ? .appearing : .disappearing
        for child in children where child.appearState == pending && child.isViewInside(self) {
            child.finishAppearance()
        }
    }

    /// Finishes the change begun at `generation`, unless another change superseded it.
    func finishAppearance(ifGeneration generation: Int) {
        if appearGeneration == generation { finishAppearance() }
    }

    func deliverDeferredAppearanceDid(generation: Int) {
        guard deferredDidGeneration == generation, appearGeneration == generation else { return }
        finishAppearance()
    }

    /// Begins a change now and defers its did-callback to the end of the turn.
    func beginAppearanceDeferringDid(_ appearing: Bool, animated: Bool) {
        guard beginAppearance(appearing, animated: animated) else { return }
        deferredDidGeneration = appearGeneration
        UIModelRunLoop.main.deferAppearanceDid(self, generation: appearGeneration)
    }

    /// Rule 4: this controller's view joined or left a visible window.
    func viewDrivenAppearance(visible: Bool) {
        guard UIModelRunLoop.main.suppressViewDrivenAppearance == 0 else { return }
        if let parent {
            guard parent.shouldAutomaticallyForwardAppearanceMethods else { return }
            // A child cannot appear inside a parent that is not appearing.
            if visible, !parent.isAppearingOrAppeared { return }
        }
        // UIKit ignores view moves while a manual appearance transition is open on the chain.
        var current: UIViewController? = self
        while let controller = current {
            if controller.manualTransitionDepth > 0 { return }
            current = controller.parent
        }
        beginAppearanceDeferringDid(visible, animated: false)
    }

    // MARK: - Manual forwarding (rule 10)

    func performBeginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if manualTransitionDepth > 0, manualTransitionAppearing == isAppearing {
            manualTransitionDepth += 1
            return
        }
        manualTransitionDepth = 1
        manualTransitionAppearing = isAppearing
        beginAppearance(isAppearing, animated: animated)
    }

    func performEndAppearanceTransition() {
        guard manualTransitionDepth > 0 else {
            UIModelRunLoop.main.trace.report(
                .unbalancedAppearance, self, UIModelMessage.unbalanced(tracePath.text))
            return
        }
        manualTransitionDepth -= 1
        if manualTransitionDepth == 0 { finishAppearance() }
    }

    /// The base appearance methods run outside a framework dispatch only when
    /// user code called them directly; UIKit calls that unsupported when the
    /// parent forwards automatically.
    func noteDirectAppearanceCall(_ selector: String) {
        guard appearanceDispatchDepth == 0, let parent,
            parent.shouldAutomaticallyForwardAppearanceMethods
        else { return }
        UIModelRunLoop.main.trace.report(
            .directAppearanceCall, self, UIModelMessage.directAppearanceCall(selector))
    }
}
