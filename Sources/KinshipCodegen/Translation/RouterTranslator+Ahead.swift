import KinshipSpec

/// When a router names a level's instance ahead, before the moves that make or show it: as
/// `kinship run` does (`Runtime.open`, `openLink`), only when some value of the URL goes to that
/// instance or below it. A query item the URL leaves out gives no value, so a level fed by
/// optional parameters alone is made ahead only when one of them is there.
extension RouterTranslator {
    enum Ahead: Equatable {
        /// A required parameter feeds the level or one below it.
        case always
        /// No input at the level or below it takes a parameter.
        case never
        /// Only when this Swift condition (some optional parameter present) holds.
        case when(String)
    }

    /// `feeds`: the route's `set:` entries at the level and below it.
    func ahead(_ feeds: [InputFeed], of route: Route) -> Ahead {
        guard !feeds.isEmpty else { return .never }
        let params = parameters(route)
        var optional: [String] = []
        for feed in feeds {
            let name = feed.parameter.value
            guard params.first(where: { $0.name == name })?.optional == true else { return .always }
            if !optional.contains(name) { optional.append(name) }
        }
        return .when(optional.map { SwiftName.identifier($0) + " != nil" }.joined(separator: " || "))
    }
}
