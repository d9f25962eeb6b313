import KinshipUIKit
import Testing

/// The proof that the scaffolding makes the plan's calls: each spec's golden model-target
/// code, compiled into this target, traces exactly what the runtime traces for the same events
/// (every transition, a resize, background and foreground).
@MainActor
@Suite struct GeneratedTraceTests {
    typealias H = TraceHarness

    @Test func tunnel() throws {
        let actions: [String: H.Action] = [
            "reveal": H.on("Tunnel", TunnelSpec.RGContainerViewController.self) { $0.reveal() },
            "conceal": H.on("Tunnel", TunnelSpec.RGContainerViewController.self) { $0.conceal() },
        ]
        try H.expectSameTrace(spec: "specs/tunnel.yaml", events: "reveal,conceal", actions: actions) { TunnelSpec.TunnelAssembly.makeRoot() }
        try H.expectSameTrace(spec: "specs/tunnel.yaml", events: "reveal,reveal,resize(844x390),conceal,background,foreground,reveal,resize(390x844)",
                              actions: actions) { TunnelSpec.TunnelAssembly.makeRoot() }
    }

    @Test func menu() throws {
        let menu = { (run: @escaping (MenuSpec.DropDownMenuController) -> Bool) in H.on("Menu", MenuSpec.DropDownMenuController.self, run) }
        let actions: [String: H.Action] = [
            "showOne": menu { $0.showOne() }, "showTwo": menu { $0.showTwo() }, "showThree": menu { $0.showThree() },
        ]
        try H.expectSameTrace(spec: "specs/menu.yaml", events: "showTwo,showThree,resize(844x390),showOne,showOne,background,foreground,showThree",
                              actions: actions) { MenuSpec.MenuAssembly.makeRoot() }
    }

    @Test func verticalNavigation() throws {
        let stack = { (run: @escaping (VerticalNavigationSpec.VerticalNavigationController) -> Bool) in
            H.on("Stack", VerticalNavigationSpec.VerticalNavigationController.self, run)
        }
        let actions: [String: H.Action] = [
            "open": stack { $0.open() }, "more": stack { $0.more() }, "back": stack { $0.back() },
            "close": stack { $0.close() }, "home": stack { $0.home() },
        ]
        try H.expectSameTrace(spec: "specs/vertical-navigation.yaml",
                              events: "open,more,back,more,close,back,more,home,open,resize(844x390),background,foreground,back,close",
                              actions: actions) { VerticalNavigationSpec.VerticalNavigationAssembly.makeRoot() }
    }

    @Test func app() throws {
        let actions: [String: H.Action] = [
            "showFeed": H.on("App", AppSpec.App.self) { $0.showFeed() },
            "showAccount": H.on("App", AppSpec.App.self) { $0.showAccount() },
            "openDetail": H.on("App/feed", AppSpec.FeedNav.self) { $0.openDetail() },
            "closeDetail": H.on("App/feed", AppSpec.FeedNav.self) { $0.closeDetail() },
            "showPhotos": H.on("App/feed/place", AppSpec.PlaceViewController.self) { $0.showPhotos() },
            "showMap": H.on("App/feed/place", AppSpec.PlaceViewController.self) { $0.showMap() },
        ]
        try H.expectSameTrace(spec: "specs/app.yaml",
                              events: "openDetail,showPhotos,showAccount,showFeed,resize(844x390),showMap,background,foreground,closeDetail,showAccount,showFeed",
                              actions: actions) { AppSpec.AppAssembly.makeRoot() }
    }

    @Test func appLibrary() throws {
        let actions: [String: H.Action] = [
            "showPhotos": H.on("Place", AppLibrarySpec.PlaceViewController.self) { $0.showPhotos() },
            "showMap": H.on("Place", AppLibrarySpec.PlaceViewController.self) { $0.showMap() },
        ]
        try H.expectSameTrace(spec: "specs/app-library.yaml", root: "Place",
                              events: "showPhotos,resize(844x390),showMap,showMap,background,foreground,showPhotos",
                              actions: actions) { AppLibrarySpec.AppLibraryAssembly.makePlace(name: "Place") }
    }

    @Test func tabBar() throws {
        let tabs = { (run: @escaping (TabBarSpec.TabBarController) -> Bool) in H.on("TabBar", TabBarSpec.TabBarController.self, run) }
        let actions: [String: H.Action] = [
            "showFeed": tabs { $0.showFeed() }, "showSearch": tabs { $0.showSearch() }, "showProfile": tabs { $0.showProfile() },
            "openPost": H.on("TabBar/feed", TabBarSpec.FeedStack.self) { $0.openPost() },
            "closePost": H.on("TabBar/feed", TabBarSpec.FeedStack.self) { $0.closePost() },
            "openResult": H.on("TabBar/search", TabBarSpec.SearchStack.self) { $0.openResult() },
            "closeResult": H.on("TabBar/search", TabBarSpec.SearchStack.self) { $0.closeResult() },
        ]
        // Never two stacks' pushes back to back: the runtime lets sibling containers animate at once.
        try H.expectSameTrace(spec: "specs/tab-bar.yaml",
                              events: "openPost,showSearch,openResult,showProfile,resize(844x390),showFeed,closePost,background,foreground,showSearch,closeResult,showFeed",
                              actions: actions) { TabBarSpec.TabBarAssembly.makeRoot() }
    }

    /// Drill-down: every push of a repeated child makes a new instance (folder#1, folder#2, …),
    /// made by the factory per push and released when popped, in a navigation preset (Browser)
    /// and a custom stack (Outline).
    @Test func folders() throws {
        let browser = { (run: @escaping (FoldersSpec.Browser) -> Bool) in H.on("Files/browser", FoldersSpec.Browser.self, run) }
        let outline = { (run: @escaping (FoldersSpec.OutlineStackController) -> Bool) in
            H.on("Files/outline", FoldersSpec.OutlineStackController.self, run)
        }
        let actions: [String: H.Action] = [
            "open": browser { $0.open() }, "up": browser { $0.up() }, "look": browser { $0.look() },
            "close": browser { $0.close() }, "top": browser { $0.top() },
            "expand": outline { $0.expand() }, "collapse": outline { $0.collapse() }, "outline": outline { $0.outline() },
        ]
        // A window event between the two stacks' moves: the runtime lets sibling containers animate at once.
        try H.expectSameTrace(spec: "specs/folders.yaml",
                              events: "open,open,open,up,look,close,top,open,resize(844x390),expand,expand,collapse,expand,outline,background,foreground,up",
                              actions: actions) { FoldersSpec.FoldersAssembly.makeRoot() }
    }

    @Test func hostileNames() throws {
        let hostile = { (run: @escaping (HostileSpec.HostileContainer) -> Bool) in H.on("Root/primary", HostileSpec.HostileContainer.self, run) }
        let actions: [String: H.Action] = [
            "push": hostile { $0.push() }, "deeper": hostile { $0.deeper() }, "back": hostile { $0.back() },
            "home": hostile { $0.home() }, "flip": hostile { $0.flip() }, "flop": hostile { $0.flop() },
        ]
        try H.expectSameTrace(spec: "Tests/Fixtures/generated/hostile/hostile.yaml",
                              events: "push,deeper,back,flip,deeper,home,resize(844x390),flop,background,push,foreground,flip,home,flop",
                              actions: actions) { HostileSpec.HostileAssembly.makeRoot() }
        #expect(HostileSpec.HostileContainer.Child.default.title == "tab \"one\"")
        #expect(HostileSpec.HostileContainer.Child.class.rawValue == "class")
        #expect(HostileSpec.HostileContainer.Child.self_.rawValue == "self")
    }
}
