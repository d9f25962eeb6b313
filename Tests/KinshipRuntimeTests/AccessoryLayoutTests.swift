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

    private func runtime(_ size: String) throws -> Runtime {
        let spec = try SpecRunGoldenTests.load("mini-player")
        var options = Runtime.Options()
        let parts = size.split(separator: "x").compactMap { Double($0) }
        options.size = CGSize(width: parts[0], height: parts[1])
        options.tracesSlotFrames = true
        options.recordsLayout = true
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
}
