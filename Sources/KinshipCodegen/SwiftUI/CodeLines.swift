/// Lines of Swift with their indentation, for the SwiftUI target's files. The UIKit target
/// builds a `Declaration` tree; these files are flat enough that nesting by `open`/`close`
/// keeps the translators short, and they are handed to `SwiftWriter` as lines all the same.
struct CodeLines {
    private(set) var lines: [String] = []
    private var level = 0

    mutating func add(_ text: String) {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: level) + text)
    }

    /// `head {`, then the lines `body` adds one level deeper, then `}`.
    mutating func block(_ head: String, _ body: (inout CodeLines) -> Void) {
        add(head + " {")
        level += 1
        body(&self)
        level -= 1
        add("}")
    }

    /// `switch subject {` with `case` groups at the switch's own level, as swift-format writes them.
    mutating func switchBlock(_ subject: String, _ body: (inout CodeLines) -> Void) {
        add("switch " + subject + " {")
        body(&self)
        add("}")
    }

    /// `case label:` and its statements one level deeper.
    mutating func caseBlock(_ label: String, _ body: (inout CodeLines) -> Void) {
        add(label == "default" ? "default:" : "case " + label + ":")
        level += 1
        body(&self)
        level -= 1
    }

    var declarations: [Declaration] { lines.map { $0.isEmpty ? .blank : .line($0) } }
}
