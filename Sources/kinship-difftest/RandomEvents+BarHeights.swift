import Foundation
import KinshipUIKit

/// `kinship run --bar-heights` in event lists: the launch step's sixth field, `table` (the
/// measured heights by device and orientation) or `NAV,TOOLBAR,TAB`, fixed at every size.
extension RuntimeStage {
    /// Heights other than the table's now and then: a taller tab bar moves an accessory and the
    /// tabs' insets, a zero-height navigation bar leaves the content's top inset to the status bar.
    static func randomBarHeights(_ rng: inout SplitMix) -> String {
        rng.chance(0.3) ? rng.pick(["44,44,49", "0,0,0", "50,50,50", "96,60,120"]) : "table"
    }

    /// The `--bar-heights` words of a launch's text (`table` when absent).
    static func barHeightsWord(_ words: [String]) -> String {
        guard let at = words.firstIndex(of: "--bar-heights"), at + 1 < words.count else { return "table" }
        return words[at + 1]
    }

    /// The fixed heights a launch step's fields name; nil for the table (or a short, older step).
    static func barHeights(_ fields: [String]) -> UIBarMetrics? {
        guard fields.count > 5, fields[5] != "table" else { return nil }
        let v = fields[5].split(separator: ",").map { Double($0) ?? 0 }
        guard v.count == 3 else { return nil }
        return UIBarMetrics(navigationBar: v[0], toolbar: v[1], tabBar: v[2])
    }
}
