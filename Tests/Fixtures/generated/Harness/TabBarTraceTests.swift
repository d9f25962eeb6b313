import KinshipUIKit
import Testing
@testable import GeneratedTabBar

/// The proof that the code apps ship makes the plan's calls: the spec's golden uikit code (as
/// `kinship generate` writes it, compiled unchanged against the model through the test-only
/// `UIKit` module) traces exactly what the runtime traces for the same events.
@MainActor
@Suite struct TabBarTraceTests {
    typealias H = TraceHarness

    @Test func tabBar() throws {
        let tabs = { (run: @escaping (TabBarController) -> Bool) in H.on("TabBar", TabBarController.self, run) }
        let actions: [String: H.Action] = [
            "showFeed": tabs { $0.showFeed() }, "showSearch": tabs { $0.showSearch() }, "showProfile": tabs { $0.showProfile() },
            "openPost": H.on("TabBar/feed", FeedStack.self) { $0.openPost() },
            "swipeBack(post)": H.edgeSwipe("TabBar/feed"), "swipeBackCancelled(post)": H.edgeSwipe("TabBar/feed", cancelled: true),
            "openResult": H.on("TabBar/search", SearchStack.self) { $0.openResult() },
            "tapBack(result)": H.back("TabBar/search"),
        ]
        // Never two stacks' pushes back to back: the runtime lets sibling containers animate at once.
        try H.expectSameTrace(spec: "specs/tab-bar.yaml",
                              events: "openPost,showSearch,openResult,showProfile,resize(844x390),showFeed,swipeBackCancelled(post),swipeBack(post),background,foreground,showSearch,tapBack(result),showFeed",
                              actions: actions) { TabBarAssembly.makeRoot() }
    }
}
