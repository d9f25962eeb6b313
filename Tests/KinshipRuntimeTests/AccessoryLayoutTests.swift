import Foundation
@testable import KinshipPlan
@testable import KinshipRuntime
import KinshipSpec
import KinshipTestSupport
import KinshipUIKit
import Testing

/// specs/mini-player.yaml's accessory under `kinship run --frames --layout`, golden on two
/// devices (a notched phone and a home-button phone) in both orientations, and the invariants
/// every layout keeps: the accessory's bottom edge is the tab bar's top, or the safe area's
/// bottom while a pushed player hides the bar (dock); each tab's bottom inset covers the bar
/// and the accessory.
@MainActor
@Suite struct AccessoryLayoutTests {
    nonisolated static let sizes = ["390x844", "844x390", "375x667", "667x375"]
    nonisolated static let events =
        "play,App/listen.openPlayer,App/listen.tapBack(player),showLibrary,App/library.openPlayer,showListen,stop"

    private func runtime(_ size: String, bars: UIBarMetrics? = nil) throws -> Runtime {
        let spec = try SpecRunGoldenTests.load("mini-player")
        var options = Runtime.Options()
        let parts = size.split(separator: "x").compactMap { Double($0) }
        options.size = CGSize(width: parts[0], height: parts[1])
        options.tracesSlotFrames = true
        options.recordsLayout = true
        options.barHeights = bars
        return try Runtime(plan: PlanLowering.lower(spec), root: "App", options: options)
    }

    @Test(arguments: sizes)
    func layoutTraceIsGolden(_ size: String) throws {
        let runtime = try runtime(size)
        runtime.launch()
        for event in try EventParser.parseList(Self.events) { runtime.handle(event) }
        runtime.finish()
        #expect(runtime.diagnostics.isEmpty, "\(runtime.diagnostics.map(\.description))")
        let folder = Golden.fixtures.appendingPathComponent("specs/mini-player")
        Golden.assertMatches(
            runtime.traceLines.joined(separator: "\n") + "\n", folder.appendingPathComponent("layout-\(size).txt"))
    }

    @Test(arguments: sizes)
    func accessorySitsOnTheBar(_ size: String) throws {
        let runtime = try runtime(size)
        runtime.launch()
        let app = try #require(runtime.rootViewController as? UITabBarController)
        for event in try EventParser.parseList(Self.events) {
            runtime.handle(event)
            runtime.finish()
            app.view.layoutIfNeeded()
            let mini = app.children.first { $0.restorationIdentifier == "mini" }
            let view = try #require(app.viewIfLoaded)
            let safeBottom = view.bounds.height - view.safeAreaInsets.bottom
            guard let slot = mini?.viewIfLoaded?.superview else {
                for tab in app.viewControllers ?? [] { #expect(tab.additionalSafeAreaInsets.bottom == 0) }
                continue
            }
            let bar = app.tabBar
            #expect(slot.frame.maxY == (bar.isHidden ? safeBottom : bar.frame.minY), "\(size) after \(event)")
            #expect(slot.frame.height == 64)
            for tab in app.viewControllers ?? [] where tab.viewIfLoaded?.window != nil {
                let covers = view.bounds.height - (bar.isHidden ? safeBottom : bar.frame.minY) + 64
                #expect(tab.view.safeAreaInsets.bottom >= covers, "\(size) after \(event): \(tab.traceName ?? "")")
            }
        }
    }

    /// `--bar-heights 50,40,60` fixes the bars at every size: the tab bar is 60 over the home
    /// indicator, the accessory sits on it, and a page's top inset is the status bar and the
    /// 50-point navigation bar (and its bottom inset the bars and accessory below it).
    @Test func barHeightsOverrideTheTable() throws {
        let runtime = try runtime("390x844", bars: UIBarMetrics(navigationBar: 50, toolbar: 40, tabBar: 60))
        runtime.launch()
        runtime.handle(try EventParser.parseList("play")[0])
        runtime.finish()
        let app = try #require(runtime.rootViewController as? UITabBarController)
        app.view.layoutIfNeeded()
        #expect(app.tabBar.frame == CGRect(x: 0, y: 844 - 34 - 60, width: 390, height: 94))
        #expect(runtime.traceLines.contains("App.bars(tabBar: 0,750 390x94)"))
        #expect(runtime.traceLines.contains("App.slots(accessory: 0,686 390x64)"))
        #expect(runtime.traceLines.contains("App/listen.bars(navigationBar: 0,47 390x50, toolbar: hidden)"))
        let listen = try #require(app.selectedViewController as? UINavigationController)
        let home = try #require(listen.topViewController)
        #expect(home.view.safeAreaInsets.top == CGFloat(47 + 50))
        #expect(home.view.safeAreaInsets.bottom == CGFloat(34 + 60 + 64))
    }
}
