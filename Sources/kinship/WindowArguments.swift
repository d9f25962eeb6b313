import ArgumentParser
import Foundation
import KinshipRuntime
import KinshipSpec
import KinshipUIKit

/// `kinship run --size WIDTHxHEIGHT`, read once when the command line is parsed.
struct WindowSize: CustomStringConvertible {
    /// What the user typed, shown as the default in `--help`.
    let description: String
    let size: CGSize

    /// An iPhone in portrait: compact width, so split views start collapsed.
    static let iPhone = WindowSize(description: "390x844", size: CGSize(width: 390, height: 844))

    private init(description: String, size: CGSize) {
        self.description = description
        self.size = size
    }

    /// Throws the reason a side is refused; ArgumentParser prints it as a usage error (exit 64).
    init(reading text: String) throws {
        let (width, height) = try EventParser.readSize(text).get()
        self.init(description: text, size: CGSize(width: width, height: height))
    }
}

/// `kinship run --safe-area device|none|T,L,B,R`, read once when the command line is parsed.
struct SafeAreaArgument: CustomStringConvertible {
    let description: String
    /// nil for `device` (the runtime's default: the insets of the iPhone the size names), else fixed insets.
    let insets: UIEdgeInsets?

    static let device = SafeAreaArgument(description: "device", insets: nil)

    private init(description: String, insets: UIEdgeInsets?) {
        self.description = description
        self.insets = insets
    }

    init(reading text: String) throws {
        switch text {
        case "device": self = .device
        case "none": self.init(description: text, insets: .zero)
        default:
            guard let values = lengths(text, count: 4) else {
                throw ValidationError(
                    "expected device, none, or four insets TOP,LEFT,BOTTOM,RIGHT "
                        + "(points, 0 to 1000000), like 47,0,34,0")
            }
            self.init(
                description: text,
                insets: UIEdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3]))
        }
    }
}

/// `kinship run --bar-heights table|NAV,TOOLBAR,TAB`, read once when the command line is parsed.
struct BarHeightsArgument: CustomStringConvertible {
    let description: String
    /// nil for `table` (the runtime's default: `UIBarMetrics` by device and orientation), else fixed heights.
    let heights: UIBarMetrics?

    static let table = BarHeightsArgument(description: "table", heights: nil)

    private init(description: String, heights: UIBarMetrics?) {
        self.description = description
        self.heights = heights
    }

    init(reading text: String) throws {
        guard text != "table" else {
            self = .table
            return
        }
        guard let values = lengths(text, count: 3) else {
            throw ValidationError(
                "expected table, or three heights NAVIGATIONBAR,TOOLBAR,TABBAR (points, 0 to 1000000), like 44,44,49")
        }
        self.init(
            description: text, heights: UIBarMetrics(navigationBar: values[0], toolbar: values[1], tabBar: values[2]))
    }
}

/// `count` comma-separated lengths in points (0 to `Size.maximumLength`), as `--safe-area` and
/// `--bar-heights` take them; nil when the text is not exactly that.
private func lengths(_ text: String, count: Int) -> [Double]? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        .map { EventParser.decimal($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == count, let values = parts as? [Double],
        values.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= Size.maximumLength })
    else { return nil }
    return values
}
