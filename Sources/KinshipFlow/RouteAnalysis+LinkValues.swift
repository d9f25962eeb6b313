public import KinshipSpec

extension RouteAnalysis {
    /// The value each of a link's sets takes: for each `INSTANCE-PATH.INPUT` (the path below the
    /// root by instance names, as `Runtime.lastLinkSets` and the SwiftUI core's `linkValues` name
    /// them), the URL's value of the parameter the route's `set:` feeds that input from at that
    /// level, else (a set a container's answer made, `follows` naming its source) its source's
    /// value; "?" for a set neither explains. Empty when `url` opens no route.
    public static func linkValues(
        _ sets: [String], follows: [String: String] = [:], url: String, in spec: Spec, options: FlowOptions
    ) -> [String: String] {
        guard case .steps(let route, _, let values, _, _) = open(url, in: spec, options: options) else { return [:] }
        var out: [String: String] = [:]
        for key in sets {
            guard let dot = key.lastIndex(of: ".") else { continue }
            // Level i of `open:` (the root is 0) is i instances below the root.
            let depth = key[..<dot].split(separator: "/").count
            let input = String(key[key.index(after: dot)...])
            // The level's own child (an answer may set a sibling's input of the same name).
            let child = key[..<dot].split(separator: "/").last.map { String($0.prefix { $0 != "#" }) }
            let feed = route.sets.first {
                $0.input.value == input && $0.levelIndex(in: route) == depth
                    && route.open.indices.contains(depth) && route.open[depth].value == child
            }
            // A feed of the key's own level is set after the answers of the levels above it.
            out[key] = feed.flatMap { values[$0.parameter.value] } ?? follows[key].flatMap { out[$0] } ?? "?"
        }
        return out
    }
}
