import Foundation
import KinshipPlan
@testable import KinshipRuntime
import KinshipSpec
import KinshipTestSupport
import KinshipUIKit
import Testing

/// `toolbar: true` in `run`: the navigation preset shows its toolbar exactly while such a page is
/// on top (its own delegate's `willShow`), the page's bottom inset covers the toolbar, and an
/// accessory above the toolbar sits on it, or on the safe area's bottom when it leaves.
@MainActor
@Suite struct ToolbarRuntimeTests {
    @Test func toolbarFollowsTheTopPage() throws {
        let path = Golden.fixtures.appendingPathComponent("flow/accessory-bar-hidden-toolbar/spec.yaml").path
        let spec = try #require(SpecLoader().load(path).spec)
        var options = Runtime.Options()
        options.tracesSlotFrames = true
        let runtime = try Runtime(plan: PlanLowering.lower(spec), root: "Mail", options: options)
        runtime.launch()
        runtime.finish()
        let mail = try #require(runtime.rootViewController as? UINavigationController)
        mail.view.layoutIfNeeded()
        // The inbox shows the toolbar: 44 over the home indicator's 34; the banner sits on it.
        #expect(!mail.isToolbarHidden)
        #expect(mail.toolbar.frame.minY == CGFloat(844 - 34 - 44))
        let inbox = try #require(mail.topViewController)
        #expect(inbox.view.safeAreaInsets.bottom == CGFloat(34 + 44))
        #expect(inbox.view.safeAreaInsets.top == CGFloat(47 + 44))
        #expect(runtime.traceLines.contains("Mail.bars(navigationBar: 0,47 390x44, toolbar: 0,766 390x78)"))
        #expect(runtime.traceLines.contains("Mail.slots(banner: 0,722 390x44)"))
        // A message does not: the toolbar leaves, the banner drops to the safe area's bottom.
        runtime.handle(try EventParser.parseList("open")[0])
        runtime.finish()
        mail.view.layoutIfNeeded()
        #expect(mail.isToolbarHidden)
        #expect(mail.topViewController?.view.safeAreaInsets.bottom == 34)
        #expect(runtime.traceLines.contains("Mail.bars(navigationBar: 0,47 390x44, toolbar: hidden)"))
        #expect(runtime.traceLines.contains("Mail.slots(banner: 0,766 390x44)"))
        // Back to the inbox: the toolbar returns.
        runtime.handle(try EventParser.parseList("tapBack(message)")[0])
        runtime.finish()
        #expect(!mail.isToolbarHidden)
        #expect(runtime.diagnostics.isEmpty, "\(runtime.diagnostics.map(\.description))")
    }
}
