public import Foundation

/// Modal presentation: present(_:animated:completion:), dismiss(animated:completion:), and the
/// user's swipe on a sheet. The orders are cited in grammar.md ("Presentation"):
/// - present: the presented controller loads, the covered controllers (covering styles only)
///   get viewWillDisappear, the presented one viewWillAppear; when the transition ends the
///   presented one gets viewDidAppear, then the covered ones viewDidDisappear.
/// - dismiss mirrors it: the presented one's viewWillDisappear, the covered ones'
///   viewWillAppear; at the end the covered ones' viewDidAppear, the presented one's
///   viewDidDisappear.
extension UIViewController {
    /// The model's duration of an animated presentation or dismissal (UIKit chooses its own).
    public static var modalTransitionDuration: TimeInterval { 0.35 }

    /// The controller this one, or the nearest of its ancestors that presents, presents (UIKit's
    /// documentation: "presented by this view controller, or one of its ancestors").
    public var presentedViewController: UIViewController? { nearestUpward { $0.presentedStore } }
    /// The controller that presents this one (or one of its ancestors), if any.
    public var presentingViewController: UIViewController? { nearestUpward { $0.presentingStore } }

    /// The first link `link` finds on this controller or, walking up, on its ancestors: UIKit
    /// answers both presentation properties for a child through its parents.
    private func nearestUpward(_ link: (UIViewController) -> UIViewController?) -> UIViewController? {
        var current: UIViewController? = self
        while let c = current {
            if let found = link(c) { return found }
            current = c.parent
        }
        return nil
    }
    /// True within the viewWillAppear/viewDidAppear of this controller's presentation.
    public var isBeingPresented: Bool { beingPresented }
    /// True within the viewWillDisappear/viewDidDisappear of this controller's dismissal.
    public var isBeingDismissed: Bool { beingDismissed }

    /// The presentation controller of this controller's (next) presentation; made on first use,
    /// so a presenter can set its delegate before presenting, as with UIKit.
    public var presentationController: UIPresentationController? {
        if let storedPresentationController { return storedPresentationController }
        let made = UIPresentationController(presented: self)
        storedPresentationController = made
        return made
    }

    // MARK: - Present

    /// UIKit's presentation context: for the context styles the nearest controller (this one or
    /// an ancestor) that defines one; otherwise, and when none does, the top of this
    /// controller's hierarchy (the window's root, or the presented controller it is inside).
    func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        var current: UIViewController = self
        while true {
            if style.usesContext, current.definesPresentationContext { return current }
            guard let parent = current.parent else { return current }
            current = parent
        }
    }

    /// The controller a present of `style` from this one goes to (its presentation context),
    /// and what that controller presents now: UIKit refuses the present when it presents
    /// something ("… which is already presenting …"). Not UIKit API: the plan interpreter asks
    /// before presenting, so a refusal through another container is reported as its own are.
    public func presenter(for style: UIModalPresentationStyle) -> (
        presenter: UIViewController, presenting: UIViewController?
    ) {
        let presenter = presentationContext(for: style)
        return (presenter, presenter.presentedStore)
    }

    func performPresent(_ vc: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let trace = UIModelRunLoop.main.trace
        if let parent = vc.parent {
            trace.report(
                .presentedHasParent, vc,
                UIModelMessage.presentedHasParent(vc.tracePath.text, parent: parent.tracePath.text))
            return
        }
        if vc.presentingStore != nil || vc === self {
            trace.report(.invalidArgument, vc, UIModelMessage.presentActive(vc.tracePath.text))
            return
        }
        if vc.modalTransitionStyle == .partialCurl, vc.modalPresentationStyle != .fullScreen {
            trace.report(.invalidArgument, vc, UIModelMessage.partialCurl)
            return
        }
        let presenter = presentationContext(for: vc.modalPresentationStyle)
        if let current = presenter.presentedStore {
            let inProgress = current.beingPresented || current.beingDismissed
            // UIKit names the presented controller by its path only after it is linked; use the
            // path it will have, under this controller.
            let name = UITracePath(parent: tracePath, name: vc.traceLabel).text
            trace.report(
                inProgress ? .presentationInProgress : .alreadyPresenting, self,
                UIModelMessage.refusedPresent(
                    name, on: presenter.tracePath.text, from: presenter === self ? nil : tracePath.text,
                    presenting: inProgress ? nil : current.tracePath.text))
            return
        }
        guard let window = presenter.viewIfLoaded?.window, !window.isHidden else {
            let name = UITracePath(parent: tracePath, name: vc.traceLabel).text
            trace.report(.notInWindowHierarchy, self, UIModelMessage.notInWindow(name, on: presenter.tracePath.text))
            return
        }
        presenter.presentedStore = vc
        vc.presentingStore = presenter
        vc.presentationSource = self
        extras.presentedFrom = true
        vc.detachedPath = nil
        UIViewController.hierarchyVersion &+= 1
        vc.presentationController?.presentingViewController = presenter
        // The presented controller loads first (its viewDidLoad precedes the presenter's
        // viewWillDisappear), then its view joins the window quietly: the presentation sends
        // its own appearance calls.
        vc.loadViewIfNeeded()
        withoutViewDrivenAppearance {
            vc.view.frame = window.bounds
            vc.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(vc.view)
        }
        let covered = vc.modalPresentationStyle.coversPresenter ? presenter : nil
        vc.coveredByPresentation = covered
        let coveredStarted = covered?.beginAppearance(false, animated: animated) ?? false
        let coveredGeneration = covered?.appearGeneration ?? 0
        vc.beingPresented = true
        let started = vc.beginAppearance(true, animated: animated)
        let generation = vc.appearGeneration
        UIModelRunLoop.main.addAnimation(duration: animated ? Self.modalTransitionDuration : 0, owner: self) {
            if started { vc.finishAppearance(ifGeneration: generation) }
            if coveredStarted { covered?.finishAppearance(ifGeneration: coveredGeneration) }
            vc.beingPresented = false
            // fullScreen and currentContext take the presenter's views out when the transition
            // ends (Apple: UIModalPresentationStyle.fullScreen, "The views belonging to the
            // presenting view controller are removed after the presentation completes").
            if let covered, vc.presentingStore === covered, !vc.beingDismissed { covered.removeViewUnderPresentation() }
            completion?()
        }
    }

    // MARK: - Dismiss

    /// Dismisses `target` and everything it presents in turn: only the topmost animates; the
    /// ones between are removed without animation (UIKit's documentation of
    /// dismiss(animated:completion:)). The controllers `target` covered reappear.
    func performDismiss(_ target: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard let presenter = target.presentingStore else { return }
        var chain = [target]
        while let next = chain[chain.count - 1].presentedStore { chain.append(next) }
        if chain.contains(where: { $0.beingPresented || $0.beingDismissed }) {
            UIModelRunLoop.main.trace.report(
                .presentationInProgress, self, UIModelMessage.dismissInProgress(tracePath.text))
            return
        }
        let top = chain[chain.count - 1]
        var started: [(UIViewController, Int)] = []
        for c in chain.reversed() {
            c.beingDismissed = true
            if c.beginAppearance(false, animated: c === top ? animated : false) {
                started.append((c, c.appearGeneration))
            }
        }
        let covered = target.coveredByPresentation
        // The presenter's view goes back where it was before the dismissal animates, beneath the
        // presented view (Apple sample CustomTransitions: "the presentation controller places the
        // presenting view controller's view back in its previous superview").
        covered?.restoreViewUnderPresentation()
        let coveredStarted = covered?.beginAppearance(true, animated: animated) ?? false
        let coveredGeneration = covered?.appearGeneration ?? 0
        UIModelRunLoop.main.addAnimation(duration: animated ? Self.modalTransitionDuration : 0, owner: self) {
            if coveredStarted { covered?.finishAppearance(ifGeneration: coveredGeneration) }
            for (c, generation) in started { c.finishAppearance(ifGeneration: generation) }
            UIViewController.unlink(chain, from: presenter)
            completion?()
        }
    }

    /// Ends presentations: views leave the window quietly, links are cleared (each keeps its
    /// PATH for later lines).
    static func unlink(_ chain: [UIViewController], from presenter: UIViewController) {
        if presenter.presentedStore === chain.first { presenter.presentedStore = nil }
        for c in chain.reversed() {
            c.beingDismissed = false
            c.withoutViewDrivenAppearance { c.storedView?.removeFromSuperview() }
            c.presentedStore = nil
            c.presentingStore = nil
            c.coveredByPresentation = nil
            c.viewRemovedFromForPresentation = nil
            c.presentationController?.presentingViewController = nil
        }
        UIViewController.hierarchyVersion &+= 1
    }

    // MARK: - The user's swipe

    /// The user swipes this presented sheet down (a model of the gesture; UIKit has no such
    /// call). Refused (the delegate's presentationControllerDidAttemptToDismiss) when
    /// isModalInPresentation is set or the delegate says no. Otherwise the delegate hears
    /// WillDismiss and the sheet viewWillDisappear(true) with isBeingDismissed set; then either
    /// the swipe completes (viewDidDisappear(true) when the sheet is gone, then the delegate's
    /// DidDismiss) or, `cancelled`, the sheet snaps back: viewWillAppear(true) and
    /// viewDidAppear(true), no viewDidDisappear, no DidDismiss. Returns false when there is
    /// nothing to swipe: not presented, not a sheet, covered by another presentation, or mid-transition.
    @discardableResult
    public func simulateSwipeDown(cancelled: Bool = false) -> Bool {
        guard let presenter = presentingStore, presentedStore == nil, modalPresentationStyle.isSheet,
            !beingPresented, !beingDismissed
        else { return false }
        let controller = presentationController
        let delegate = controller?.delegate
        if isModalInPresentation
            || (controller.map { delegate?.presentationControllerShouldDismiss($0) } ?? nil) == false
        {
            if let controller { delegate?.presentationControllerDidAttemptToDismiss(controller) }
            return true
        }
        if let controller { delegate?.presentationControllerWillDismiss(controller) }
        beingDismissed = true
        beginAppearance(false, animated: true)
        let generation = appearGeneration
        UIModelRunLoop.main.addAnimation(duration: Self.modalTransitionDuration, owner: presentationSource) { [self] in
            if cancelled {
                beingDismissed = false
                if appearGeneration == generation, beginAppearance(true, animated: true) { finishAppearance() }
                return
            }
            finishAppearance(ifGeneration: generation)
            UIViewController.unlink([self], from: presenter)
            if let controller { delegate?.presentationControllerDidDismiss(controller) }
        }
        return true
    }
}

// MARK: - The presenter's view under a full-screen presentation

extension UIViewController {
    /// Where a covering presentation took this controller's view from, if it did.
    var viewRemovedFromForPresentation: UIView? {
        get { extrasStore?.viewRemovedFrom }
        set { if newValue != nil || extrasStore != nil { extras.viewRemovedFrom = newValue } }
    }

    /// Takes the view out of its superview quietly (the covered controllers already heard
    /// viewWillDisappear/viewDidDisappear from the presentation), remembering its place.
    func removeViewUnderPresentation() {
        guard let view = storedView, let superview = view.superview,
            let index = superview.subviews.firstIndex(where: { $0 === view })
        else { return }
        viewRemovedFromForPresentation = superview
        extras.viewRemovedAt = index
        withoutViewDrivenAppearance { view.removeFromSuperview() }
    }

    /// Puts the view back at its place, quietly: the dismissal sends the appearance calls.
    func restoreViewUnderPresentation() {
        guard let superview = viewRemovedFromForPresentation else { return }
        viewRemovedFromForPresentation = nil
        guard let view = storedView, view.superview == nil else { return }
        let index = min(extrasStore?.viewRemovedAt ?? 0, superview.subviews.count)
        withoutViewDrivenAppearance {
            if superview.isWindow { view.frame = superview.bounds }
            superview.insertSubview(view, at: index)
        }
        superview.setNeedsLayout()
    }
}
