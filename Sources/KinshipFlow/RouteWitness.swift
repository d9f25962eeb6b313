import KinshipPlan
public import KinshipSpec
public import KinshipSyntax

/// One step of a route's witness: a transition of the container instance at `path`.
public struct RouteStep: Sendable, Hashable {
    /// `App/feed`: the instance path, as trace lines print it.
    public var path: String
    public var transition: String

    /// The `kinship run` event that replays the step (`App/feed.openDetail`): always
    /// qualified by the instance, so it names one container whatever else the spec declares.
    public var event: String { path + "." + transition }
}

/// What the analysis found for one level of a route's `open:` path: the container instance
/// there, and the configuration of it that shows the next segment.
public struct RouteLevel: Sendable {
    public var path: String
    public var containerType: String
    /// The child this level must show.
    public var child: String
    /// This level's part of the witness (empty: shown at mount).
    public var steps: [RouteStep]
    /// `content=[list,place]`: the configuration reached.
    public var configuration: String
    /// How many of `steps` bring the child in (a repeated child's instance is `child#made`).
    public var made = 0
    /// With `RouteAnalysis.open`: the inputs of this level's instance the route's `set:` feeds
    /// and the URL gives values, in `set:` order.
    public var inputs: [String] = []
}

/// A route checked against the flows.
public struct RouteResult: Sendable {
    public enum Outcome: Sendable {
        /// The shortest sequence of transitions from launch that shows the route's instance.
        case witness([RouteLevel])
        /// The route cannot be opened: some level never shows its child (a located
        /// `unreachable-route`, or, when the exploration stopped early, `exploration-limit`),
        /// or its values start an answer that moves (`route-answer-moves`).
        case unreachable(Diagnostic)
    }

    public var route: Route
    public var outcome: Outcome
    /// With a witness: the path of the instance it opens, as the runtime names it (below and at a
    /// repeated child, the instance the witness made last: `Files/browser/folder#1`).
    public var opened: String?
    /// `route-unreachable-from` findings: a configuration from which a link opens nothing.
    public var fromAnywhere: [Diagnostic] = []
    /// The same findings as `explore --routes` prints them: where the link opens nothing.
    public var notFrom: [NotFrom] = []

    /// A configuration a link to the route opens nothing from: the events (from launch) that
    /// reach it, and what stops the link there.
    public struct NotFrom: Sendable, Equatable {
        public var events: [String]
        public var place: String
    }

    /// Every step, top level first.
    public var steps: [RouteStep]? {
        if case .witness(let levels) = outcome { return levels.flatMap(\.steps) }
        return nil
    }

    public var diagnostic: Diagnostic? {
        if case .unreachable(let d) = outcome { return d }
        return nil
    }
}
