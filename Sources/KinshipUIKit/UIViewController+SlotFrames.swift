import Foundation

extension UIViewController {
    /// Records `PATH.slots(…)`: where a custom container's layout put its slots, formatted by the
    /// caller (`kinship run --frames`). UIKit has no such callback; only the plan interpreter
    /// records it, so traces compared with generated code leave the flag off.
    public func traceSlotFrames(_ description: String) {
        UIModelRunLoop.main.trace.record(self, .slotFrames(description))
    }

    /// Records `PATH.bars(…)`: where a preset's bars are, formatted by the caller (`kinship run
    /// --frames`); like `slots(…)`, not a UIKit callback.
    public func traceBarFrames(_ description: String) {
        UIModelRunLoop.main.trace.record(self, .barFrames(description))
    }
}
