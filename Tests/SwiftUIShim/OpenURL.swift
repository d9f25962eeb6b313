// Links: what the root view of a spec with routes uses.
import Foundation

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        _modified("onOpenURL(perform:)")
    }
}
