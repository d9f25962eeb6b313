import Foundation

/// A controller's PATH (`Root/child/grandchild`) as a shared, immutable link.
///
/// Trace events hold a reference to one of these instead of a string, so the
/// hot path never formats text; the string is built once, on first render,
/// and shared by every line that names the same controller at the same place.
final class UITracePath {
    let parent: UITracePath?
    let name: String
    private var cachedText: String?

    init(parent: UITracePath?, name: String) {
        self.parent = parent
        self.name = name
    }

    /// The rendered PATH.
    var text: String {
        if let cachedText { return cachedText }
        let rendered = parent.map { $0.text + "/" + name } ?? name
        cachedText = rendered
        return rendered
    }
}
