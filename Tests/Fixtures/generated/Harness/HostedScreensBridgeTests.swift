import KinshipUIKit
@_spi(Testing) import SwiftUI
import Testing
@testable import GeneratedHostedScreens

/// The `--swiftui-bridge` representable of the root (bridge/DashboardRepresentable.swift), driven
/// as SwiftUI drives one (makeCoordinator, makeUIViewController, updateUIViewController on every
/// SwiftUI update, dismantleUIViewController at the end) on the UIKit model.
@MainActor
@Suite struct HostedScreensBridgeTests {
    typealias H = TraceHarness

    private func mounted(_ representable: DashboardRepresentable)
        -> (loop: UIModelRunLoop, controller: Dashboard, context: DashboardRepresentable.Context)
    {
        let context = DashboardRepresentable.Context(coordinator: representable.makeCoordinator())
        let (loop, controller, _) = H.onScreen { representable.makeUIViewController(context: context) }
        representable.updateUIViewController(controller, context: context)
        loop.runUntilIdle()
        return (loop, controller, context)
    }

    /// Inputs reach the tree when SwiftUI makes it, before its view loads.
    @Test func inputsBeforeLoad() throws {
        let (_, controller, _) = mounted(DashboardRepresentable(accountID: "a1"))
        let summary = try #require(controller.controller(.summary) as? SummaryHostingController)
        #expect(summary.model.accountID == "a1")
    }

    /// An update that changes nothing sets nothing; one that changes the input runs the
    /// container's `on: self.accountID` answer once (one set of each target).
    @Test func updateSetsOnlyWhatChanged() throws {
        let (loop, controller, context) = mounted(DashboardRepresentable(accountID: "a1"))
        var start = loop.trace.count
        DashboardRepresentable(accountID: "a1").updateUIViewController(controller, context: context)
        loop.runUntilIdle()
        #expect(loop.trace.lines(from: start).isEmpty)

        start = loop.trace.count
        DashboardRepresentable(accountID: "b2").updateUIViewController(controller, context: context)
        loop.runUntilIdle()
        let lines = loop.trace.lines(from: start)
        #expect(lines.filter { $0 == "Dashboard/summary.set(accountID)" }.count == 1)
        #expect(lines.filter { $0 == "Dashboard/main.set(accountID)" }.count == 1)
        #expect(lines.filter { $0.hasSuffix("settings.set(accountID)") }.count == 1)
        let summary = try #require(controller.controller(.summary) as? SummaryHostingController)
        #expect(summary.model.accountID == "b2")

        start = loop.trace.count
        DashboardRepresentable(accountID: "b2").updateUIViewController(controller, context: context)
        #expect(loop.trace.lines(from: start).isEmpty)
        #expect(loop.trace.diagnostics.isEmpty)
    }

    /// Outputs reach the closures of the representable SwiftUI last gave, through the coordinator.
    @Test func outputsThroughTheCoordinator() throws {
        var first = 0, second = 0
        let (loop, controller, context) = mounted(DashboardRepresentable(accountID: nil, refreshed: { first += 1 }))
        let summary = try #require(controller.controller(.summary) as? SummaryHostingController)
        summary.model.outputs.refresh()
        #expect((first, second) == (1, 0))
        DashboardRepresentable(accountID: nil, refreshed: { second += 1 }).updateUIViewController(
            controller, context: context)
        summary.model.outputs.refresh()
        #expect((first, second) == (1, 1))
        loop.runUntilIdle()
    }

    /// Dismantling removes the children as UIKit removes a child, the last added first, and the
    /// model finds nothing wrong with the order.
    @Test func dismantleRemovesTheChildren() throws {
        let (loop, controller, context) = mounted(DashboardRepresentable(accountID: "a1"))
        let start = loop.trace.count
        DashboardRepresentable.dismantleUIViewController(controller, coordinator: context.coordinator)
        loop.runUntilIdle()
        #expect(controller.children.isEmpty)
        let lines = loop.trace.lines(from: start)
        let mainWill = try #require(lines.firstIndex(of: "Dashboard/main.willMove(toParent: nil)"))
        let mainDid = try #require(lines.firstIndex(of: "Dashboard/main.didMove(toParent: nil)"))
        let summaryWill = try #require(lines.firstIndex(of: "Dashboard/summary.willMove(toParent: nil)"))
        let summaryDid = try #require(lines.firstIndex(of: "Dashboard/summary.didMove(toParent: nil)"))
        #expect(mainWill < mainDid && mainDid < summaryWill && summaryWill < summaryDid)
        #expect(loop.trace.diagnostics.isEmpty, "\(loop.trace.diagnostics)")
    }
}
