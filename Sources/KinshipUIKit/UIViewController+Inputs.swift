import Foundation

extension UIViewController {
    /// Records `PATH.set(INPUT)`: `container` gave this controller a new value for one of its
    /// inputs (a Kinship `set:` binding). UIKit has no such callback; the plan interpreter and
    /// generated model code both record it when they set an input, so their traces compare line
    /// by line. The PATH is the controller's place under `container` even when it is not a
    /// child yet (an input set just before the push that adds it).
    public func traceInputSet(_ input: String, by container: UIViewController) {
        let trace = UIModelRunLoop.main.trace
        if parent != nil {
            trace.record(self, .setInput(input))
        } else {
            trace.record(path: UITracePath(parent: container.tracePath, name: traceName ?? restorationIdentifier ?? ""), .setInput(input))
        }
    }
}
