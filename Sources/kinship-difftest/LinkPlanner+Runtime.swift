import KinshipFlow
import KinshipRuntime

extension LinkPlanner {
    /// The run's `open(URL)` events answered by flow analysis (the runtime cannot import it).
    var opener: LinkOpener {
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
            })
    }
}
