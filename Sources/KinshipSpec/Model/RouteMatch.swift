/// Which route a URL opens: the routes whose patterns match it, the most specific first
/// (`URLPattern.specificity`), ties to the first declared. Validation refuses two patterns
/// of one shape, so a tie takes two patterns that differ only in placeholder types
/// (`{id: Int}` and `{id: Bool}`), which no URL matches both of.
public enum RouteMatch {
    case matched(Route, values: [String: String])
    /// No route matches; the nearest pattern (see `URLPattern.distance`), if any route has one.
    case noMatch(closest: Route?)
    /// The text has no `scheme:`.
    case unreadable

    public static func find(_ url: String, in routes: [Route]) -> RouteMatch {
        guard let parts = URLParts(url) else { return .unreadable }
        var best: (route: Route, values: [String: String], specificity: [Int])?
        for route in routes {
            guard let pattern = route.pattern, let values = pattern.match(parts) else { continue }
            if let current = best, !current.specificity.lexicographicallyPrecedes(pattern.specificity) { continue }
            best = (route, values, pattern.specificity)
        }
        if let best { return .matched(best.route, values: best.values) }
        var closest: (route: Route, edits: Int, agreed: Int)?
        for route in routes {
            guard let d = route.pattern?.distance(to: parts) else { continue }
            if let c = closest, (c.edits, -c.agreed) <= (d.edits, -d.literalAgreement) { continue }
            closest = (route, d.edits, d.literalAgreement)
        }
        return .noMatch(closest: closest?.route)
    }
}
