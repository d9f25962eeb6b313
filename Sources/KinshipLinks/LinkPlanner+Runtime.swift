public import KinshipFlow
public import KinshipRuntime

/// Flow analysis and the runtime are sibling stages: neither imports the other. `kinship run`, the
/// difftest and the tests that open links give the runtime flow's link planner through this one
/// adapter.
extension LinkPlanner {
    /// The run's `open(URL)` events answered by flow analysis.
    public var opener: LinkOpener {
        LinkOpener(
            match: { url in
                switch self.match(url) {
                case .refused(let id, let message): .refused(id, message)
                case .route(let name, let levels):
                    .route(name: name, levels: levels.map { LinkOpener.Level(child: $0.child, inputs: $0.inputs) })
                }
            },
            steps: { type, contents, child in
                self.steps(type: type, contents: contents, toShow: child).map { ($0.transitions, $0.made) }
            },
            deep: { type, contents, child in
                self.deepSteps(type: type, contents: contents, toShow: child).map { ($0.transitions, $0.made) }
            })
    }
}
