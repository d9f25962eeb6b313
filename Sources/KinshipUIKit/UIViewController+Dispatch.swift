import Foundation

/// The framework side of every callback: record the trace line when the
/// callback starts, then call the open method. Recording here rather than in
/// the overridable bodies is what lets subclasses skip `super` and still be
/// traced the way iOS would call them.
extension UIViewController {
    /// Incremented whenever a parent link or name changes, so cached PATHs
    /// can be trusted without walking up the tree on every callback.
    /// Read on every callback; never held across other code, so unchecked (see UIView).
    @exclusivity(unchecked) static var hierarchyVersion = 0

    /// This controller's PATH as of now.
    var tracePath: UITracePath {
        if let cachedPath, cachedPathVersion == UIViewController.hierarchyVersion {
            return cachedPath
        }
        return rebuildTracePath()
    }

    /// The PATH rendered as text, e.g. for messages or tests.
    public var tracePathDescription: String { tracePath.text }

    private func rebuildTracePath() -> UITracePath {
        let parentPath: UITracePath?
        if let parent {
            parentPath = parent.tracePath
        } else if let presentationSource {
            // A presented controller's PATH continues the one that presented it (DESIGN.md).
            parentPath = presentationSource.tracePath
        } else if presentingStore != nil, let cachedPath {
            // Still presented, its source released (popped): the declaring container's PATH is
            // the one it had, so the controller keeps its name (DESIGN.md: a presented
            // controller's PATH is the declaring container's, then /name).
            return cachedPath
        } else if let detachedPath {
            // A controller just detached keeps the PATH it had (trace rule for didMove(nil)).
            return detachedPath
        } else {
            parentPath = nil
        }
        // A cached path has the current name (renaming drops it), so only its parent can be stale.
        if let cachedPath, cachedPath.parent === parentPath {
            cachedPathVersion = UIViewController.hierarchyVersion
            return cachedPath
        }
        let path = UITracePath(parent: parentPath, name: traceLabel)
        cachedPath = path
        cachedPathVersion = UIViewController.hierarchyVersion
        return path
    }

    func loadViewNow() {
        guard storedView == nil else { return }
        guard !isLoadingView else {
            // loadView touched `view` before assigning one; give it a view rather than recurse.
            view = UIView(frame: .zero)
            return
        }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if storedView == nil { view = UIView(frame: .zero) }
        UIModelRunLoop.main.trace.record(self, .viewDidLoad)
        viewDidLoad()
    }

    func sendWillMove(toParent parent: UIViewController?) {
        noteMove(isWill: true, parent: parent, direct: false)
        isDispatchingMove = true
        willMove(toParent: parent)
        isDispatchingMove = false
    }

    func sendDidMove(toParent parent: UIViewController?) {
        noteMove(isWill: false, parent: parent, direct: false)
        isDispatchingMove = true
        didMove(toParent: parent)
        isDispatchingMove = false
    }

    func sendViewWillAppear(_ animated: Bool) {
        UIModelRunLoop.main.trace.record(self, .viewWillAppear(animated))
        appearanceDispatchDepth += 1
        viewWillAppear(animated)
        appearanceDispatchDepth -= 1
    }

    func sendViewDidAppear(_ animated: Bool) {
        UIModelRunLoop.main.trace.record(self, .viewDidAppear(animated))
        appearanceDispatchDepth += 1
        viewDidAppear(animated)
        appearanceDispatchDepth -= 1
    }

    func sendViewWillDisappear(_ animated: Bool) {
        UIModelRunLoop.main.trace.record(self, .viewWillDisappear(animated))
        appearanceDispatchDepth += 1
        viewWillDisappear(animated)
        appearanceDispatchDepth -= 1
    }

    func sendViewDidDisappear(_ animated: Bool) {
        UIModelRunLoop.main.trace.record(self, .viewDidDisappear(animated))
        appearanceDispatchDepth += 1
        viewDidDisappear(animated)
        appearanceDispatchDepth -= 1
    }

    func sendViewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        UIModelRunLoop.main.trace.record(self, .viewWillTransition(size))
        viewWillTransition(to: size, with: coordinator)
    }

    func sendViewWillLayoutSubviews() {
        let trace = UIModelRunLoop.main.trace
        if trace.recordsLayout { trace.record(self, .viewWillLayoutSubviews) }
        viewWillLayoutSubviews()
    }

    func sendViewDidLayoutSubviews() {
        let trace = UIModelRunLoop.main.trace
        if trace.recordsLayout { trace.record(self, .viewDidLayoutSubviews) }
        viewDidLayoutSubviews()
    }

    func sendWillRotate(to orientation: UIInterfaceOrientation, duration: TimeInterval) {
        let trace = UIModelRunLoop.main.trace
        if trace.recordsLegacyRotation { trace.record(self, .willRotate(orientation)) }
        willRotate(to: orientation, duration: duration)
    }

    func sendWillAnimateRotation(to orientation: UIInterfaceOrientation, duration: TimeInterval) {
        let trace = UIModelRunLoop.main.trace
        if trace.recordsLegacyRotation { trace.record(self, .willAnimateRotation(orientation)) }
        willAnimateRotation(to: orientation, duration: duration)
    }

    func sendDidRotate(from orientation: UIInterfaceOrientation) {
        let trace = UIModelRunLoop.main.trace
        if trace.recordsLegacyRotation { trace.record(self, .didRotate(orientation)) }
        didRotate(from: orientation)
    }
}
