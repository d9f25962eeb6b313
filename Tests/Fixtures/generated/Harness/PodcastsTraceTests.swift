import Foundation
import KinshipUIKit
import Testing
@testable import GeneratedPodcasts

/// Values flowing down in generated code: the search tab's output sets the library's input,
/// whose answer (`self.showID`) sets the new show's input and pushes it before the tab is
/// selected; the traces equal the runtime's, `set` lines and `viewDidLoad` in the same order.
@MainActor
@Suite struct PodcastsTraceTests {
    typealias H = TraceHarness

    @Test func handOffBetweenTabs() throws {
        func raise<T: UIViewController>(_ path: String, _ type: T.Type, _ body: @escaping (T) -> Void) -> H.Action {
            H.on(path, type) { body($0); return true }
        }
        let actions: [String: H.Action] = [
            "search.showPicked(showID: a)": raise("App/search", SearchViewController.self) { $0.outputs.showPicked("a") },
            "search.showPicked(showID: b)": raise("App/search", SearchViewController.self) { $0.outputs.showPicked("b") },
            "show.episodeSelected(episodeID: e)": raise("App/library/show#1", ShowViewController.self) { $0.outputs.episodeSelected("e") },
            "App/library.tapBack(episode)": H.back("App/library"), "App/library.swipeBack(show)": H.edgeSwipe("App/library"),
            "showSearch": H.on("App", App.self) { $0.showSearch() },
        ]
        try H.expectSameTrace(spec: "specs/podcasts.yaml",
                              events: "search.showPicked(showID: a),show.episodeSelected(episodeID: e),App/library.tapBack(episode),App/library.swipeBack(show),showSearch,search.showPicked(showID: b)",
                              actions: actions) { PodcastsAssembly.makeRoot() }
    }

    /// A deep link's id reaches the pushed show before it loads, as `kinship run --open` sets it.
    @Test(arguments: ["podcast://show/abc", "podcast://library"])
    func openMatchesRunOpen(_ url: String) throws {
        let parsed = PodcastsRouter.route(for: try #require(URL(string: url)))
        try H.expectRouterMatchesRunOpen(spec: "specs/podcasts.yaml", url: url, makeRoot: { PodcastsAssembly.makeRoot() },
                                         inputs: { root in parsed.map { PodcastsRouter.setInputs(of: $0, on: root) } ?? false }) { root in
            parsed.map { route in PodcastsRouter.steps(for: route).map { step in H.RouterStep(event: step.path + "." + step.transition) { step.perform(root, true) } } }
        }
    }
}
