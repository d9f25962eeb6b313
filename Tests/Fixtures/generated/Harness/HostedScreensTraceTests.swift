import KinshipUIKit
import SwiftUI
import Testing
@testable import GeneratedHostedScreens

/// SwiftUI screens hosted in UIKit containers (specs/hosted-screens.yaml): the generated code's
/// hosting controllers are children like any other on the model, traced as the runtime traces
/// them, each given its title before the push or present that shows it.
@MainActor
@Suite struct HostedScreensTraceTests {
    typealias H = TraceHarness

    static let actions: [String: H.Action] = [
        "home.openSettings": H.on("Dashboard/main/home", HomeViewController.self) { $0.outputs.openSettings(); return true },
        "home.compose": H.on("Dashboard/main/home", HomeViewController.self) { $0.outputs.compose(); return true },
        "settings.close": H.on("Dashboard/main/settings", SettingsHostingController.self) { $0.outputs.close(); return true },
        "compose.sent": H.on("Dashboard/main/compose", ComposeHostingController.self) { $0.outputs.sent(); return true },
        "summary.refresh": H.on("Dashboard/summary", SummaryHostingController.self) { $0.outputs.refresh(); return true },
    ]

    @Test func sameTraceAsTheRuntime() throws {
        try H.expectSameTrace(
            spec: "specs/hosted-screens.yaml",
            events: "home.openSettings,settings.close,home.compose,compose.sent,summary.refresh,home.openSettings",
            actions: Self.actions) { HostedScreensAssembly.makeRoot() }
        try H.expectSameTrace(
            spec: "specs/hosted-screens.yaml", events: "home.compose,resize(844x390),compose.sent,background,foreground",
            actions: Self.actions) { HostedScreensAssembly.makeRoot() }
    }

    /// The title (and the navigation item's) is there before the push starts: the trace's
    /// `setTitle` comes before the pushed screen's `willMove`, and the bar has it at the push.
    @Test func titleBeforeThePush() throws {
        let (loop, root, _) = H.onScreen { HostedScreensAssembly.makeRoot() }
        let nav = try #require(root.children.compactMap { $0 as? HomeNav }.first)
        let start = loop.trace.count
        let home = try #require(nav.viewControllers.first as? HomeViewController)
        home.outputs.openSettings()
        let lines = loop.trace.lines(from: start)
        let titled = try #require(lines.firstIndex(of: "Dashboard/main/settings.setTitle"))
        let moved = try #require(lines.firstIndex(of: "Dashboard/main/settings.willMove(toParent: Dashboard/main)"))
        #expect(titled < moved)
        let settings = try #require(nav.topViewController as? SettingsHostingController)
        #expect(settings.title == "Settings")
        #expect(settings.navigationItem.title == "Settings")
        loop.runUntilIdle()
    }

    /// The hosting controller is configured as the spec says, and its view holds its model.
    @Test func hostingOptions() {
        let summary = SummaryHostingController()
        #expect(summary.rootView.model === summary.model)
        #expect(summary.sizingOptions == [.preferredContentSize])
        #expect(summary.safeAreaRegions == [])
        let settings = SettingsHostingController()
        #expect(settings.sizingOptions == [])
        #expect(settings.safeAreaRegions == [.container])
        let compose = ComposeHostingController()
        #expect(compose.sizingOptions == [.preferredContentSize, .intrinsicContentSize])
        #expect(compose.safeAreaRegions == .all)
        #expect(compose.title == "New Message")
    }

    /// A `set` reaches the model the view reads (a later one updates it); outputs are the
    /// model's closures, which the container installed.
    @Test func inputsAndOutputsLiveInTheModel() throws {
        let (loop, root, _) = H.onScreen { HostedScreensAssembly.makeRoot() }
        root.set(accountID: "a1")
        let summary = try #require(root.controller(.summary) as? SummaryHostingController)
        #expect(summary.model.accountID == "a1")
        #expect(summary.rootView.model.accountID == "a1")
        root.set(accountID: "b2")
        #expect(summary.model.accountID == "b2")
        var raised = 0
        root.outputs.refreshed = { raised += 1 }
        summary.model.outputs.refresh()
        #expect(raised == 1)
        loop.runUntilIdle()
    }
}
