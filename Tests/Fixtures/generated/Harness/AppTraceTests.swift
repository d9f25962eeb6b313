import KinshipUIKit
import Testing
@testable import GeneratedApp

/// The proof that the code apps ship makes the plan's calls: the spec's golden uikit code (as
/// `kinship generate` writes it, compiled unchanged against the model through the test-only
/// `UIKit` module) traces exactly what the runtime traces for the same events.
@MainActor
@Suite struct AppTraceTests {
    typealias H = TraceHarness

    @Test func app() throws {
        let actions: [String: H.Action] = [
            "showFeed": H.on("App", App.self) { $0.showFeed() },
            "showAccount": H.on("App", App.self) { $0.showAccount() },
            "openDetail": H.on("App/feed", FeedNav.self) { $0.openDetail() },
            "tapBack(place)": H.back("App/feed"), "swipeBack(place)": H.edgeSwipe("App/feed"),
            "swipeBackCancelled(place)": H.edgeSwipe("App/feed", cancelled: true),
            "tapTab(account)": H.tapTab("App", "account"), "tapTab(feed)": H.tapTab("App", "feed"),
            "showPhotos": H.on("App/feed/place", PlaceViewController.self) { $0.showPhotos() },
            "showMap": H.on("App/feed/place", PlaceViewController.self) { $0.showMap() },
        ]
        try H.expectSameTrace(spec: "specs/app.yaml",
                              events: "openDetail,showPhotos,showAccount,showFeed,resize(844x390),showMap,background,foreground,hideWindow,showWindow,swipeBackCancelled(place),tapBack(place),showAccount,showFeed,"
                                  + "tapTab(account),tapTab(feed),openDetail,tapTab(feed),openDetail,swipeBack(place),tapTab(account),tapTab(account)",
                              actions: actions) { AppAssembly.makeRoot() }
    }
}
