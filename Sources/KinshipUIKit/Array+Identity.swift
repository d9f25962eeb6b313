import Foundation

// Identity searches written as plain loops: a closure formed on the main
// actor and handed to a generic algorithm (`lastIndex(where:)`) pays a
// runtime executor check per element under Swift 6, which made large
// fan-outs slow.
extension Array where Element: AnyObject {
    /// Index of the last element that is `object` itself.
    nonisolated func lastIndex(ofIdentical object: Element) -> Int? {
        var index = count - 1
        while index >= 0 {
            if self[index] === object { return index }
            index -= 1
        }
        return nil
    }

    /// Index of the first element that is `object` itself.
    nonisolated func firstIndex(ofIdentical object: Element) -> Int? {
        var index = 0
        while index < count {
            if self[index] === object { return index }
            index += 1
        }
        return nil
    }
}
