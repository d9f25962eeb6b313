import Foundation

extension UIViewController {
    /// Records `PATH.set(INPUT)`: `container` gave this controller a new value for one of its
    /// inputs (a Kinship `set:` binding). UIKit has no such callback; the plan interpreter and
    /// generated model code both record it when they set an input, so their traces compare line
    /// by line. The PATH is the controller's place under `container` even when it is not a
    /// child yet (an input set just before the push that adds it), and a container made ahead
    /// of its own push (`preparedBy`) is named where that push will put it.
    public func traceInputSet(_ input: String, by container: UIViewController) {
        traceSet(.setInput(input), by: container)
    }

    /// Records `PATH.setTitle`: `container` gave this hosted SwiftUI screen its title, named as
    /// `traceInputSet` names it (before the move that shows it, the place that move gives it).
    public func traceTitleSet(by container: UIViewController) {
        traceSet(.setTitle, by: container)
    }

    private func traceSet(_ callback: UITraceCallback, by container: UIViewController) {
        let trace = UIModelRunLoop.main.trace
        // Not placed yet: it is `container`'s child, made ahead of the move that shows it, so the
        // inputs it sets on its own children are named below `container` too (they printed
        // `checkout/address.set(cartID)` beside `App/shop/checkout/address.viewDidLoad`).
        if parent == nil, presentationSource == nil, preparedBy == nil { preparedBy = container }
        if let parent {
            trace.record(path: UITracePath(parent: parent.settledTracePath, name: traceLabel), callback)
        } else {
            trace.record(
                path: UITracePath(parent: container.settledTracePath, name: traceName ?? restorationIdentifier ?? ""),
                callback)
        }
    }

    /// The PATH once every controller made ahead up the chain is where its move puts it.
    private var settledTracePath: UITracePath {
        if parent == nil, presentationSource == nil, let prepared = preparedBy {
            return UITracePath(parent: prepared.settledTracePath, name: traceName ?? restorationIdentifier ?? "")
        }
        guard let parent else { return tracePath }
        return UITracePath(parent: parent.settledTracePath, name: traceLabel)
    }
}
