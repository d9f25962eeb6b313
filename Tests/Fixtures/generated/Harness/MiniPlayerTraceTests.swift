import Foundation
import KinshipUIKit
import Testing
@testable import GeneratedMiniPlayer

/// The accessory's pre-iOS 26 branch (the model lays bars out as iOS 18 does): the mini-player
/// is the tab bar controller's own child, shown and cleared with a custom slot's calls, and the
/// trace equals the runtime's; its frame sits on the tab bar's top, or the safe area's bottom
/// while a pushed player hides the bar, and every tab's bottom inset grows by its height.
@MainActor
@Suite struct MiniPlayerTraceTests {
    typealias H = TraceHarness

    @Test func miniPlayer() throws {
        let app = { (run: @escaping (App) -> Bool) in H.on("App", App.self, run) }
        let actions: [String: H.Action] = [
            "play": app { $0.play() }, "stop": app { $0.stop() },
            "showListen": app { $0.showListen() }, "showLibrary": app { $0.showLibrary() },
            "App/listen.openPlayer": H.on("App/listen", ListenNav.self) { $0.openPlayer() },
            "App/listen.tapBack(player)": H.back("App/listen"),
            "mini.closed": H.on("App/mini", MiniPlayerViewController.self) { $0.outputs.closed(); return true },
        ]
        try H.expectSameTrace(spec: "specs/mini-player.yaml",
                              events: "play,App/listen.openPlayer,App/listen.tapBack(player),showLibrary,resize(844x390),showListen,mini.closed,play,stop",
                              actions: actions) { MiniPlayerAssembly.makeRoot() }
    }

    /// Where the pinned accessory goes, and what it does to the tabs' safe area.
    @Test func pinnedAboveTheBar() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = try #require(MiniPlayerAssembly.makeRoot() as? App)
        window.rootViewController = root
        window.makeKeyAndVisible()
        UIModelRunLoop.main.runUntilIdle()
        #expect(!root.usesSystemAccessory)
        root.play(animated: false)
        UIModelRunLoop.main.runUntilIdle()
        root.view.layoutIfNeeded()
        let mini = try #require(root.children.first { $0 is MiniPlayerViewController })
        let frame = try #require(mini.view.superview?.frame)
        // The accessory's bottom edge is the tab bar's top: 844 - 34 - 49.
        #expect(frame.maxY == root.tabBar.frame.minY)
        #expect(frame == CGRect(x: 0, y: 697, width: 390, height: 64))
        // Each tab's bottom inset covers the bar (over the home indicator) and the accessory above it.
        for tab in root.viewControllers ?? [] {
            #expect(tab.additionalSafeAreaInsets.bottom == 64)
        }
        let listen = try #require(root.selectedViewController)
        #expect(listen.view.safeAreaInsets.bottom == CGFloat(34 + 49 + 64))
        // A pushed full-screen player hides the bar: the accessory docks at the safe area's bottom.
        (listen as? ListenNav)?.openPlayer(animated: false)
        UIModelRunLoop.main.runUntilIdle()
        root.view.setNeedsLayout()
        root.view.layoutIfNeeded()
        #expect(root.tabBar.isHidden)
        #expect(mini.view.superview?.frame.maxY == CGFloat(844 - 34))
        // The bar is gone, the accessory stays: the tab's inset is the home indicator's and its height.
        #expect(listen.view.safeAreaInsets.bottom == CGFloat(34 + 64))
        root.stop(animated: false)
        UIModelRunLoop.main.runUntilIdle()
        root.view.layoutIfNeeded()
        for tab in root.viewControllers ?? [] { #expect(tab.additionalSafeAreaInsets.bottom == 0) }
    }
}
