import Foundation
@testable import KinshipRuntime
import KinshipTestSupport
import KinshipUIKit
import Testing

/// `hidesBottomBar: true` on a stack's root hides the tab bar too (grammar.md, Bars and
/// accessories: UIKit walks the whole stack, root included [L]), on the flow fixture
/// `accessory-bar-hidden-root`, whose counterexample (`read`) this replays: the tab bar leaves
/// and the accessory docks at the safe area's bottom.
@MainActor
@Suite struct RootHidesBottomBarTests {
    @Test func aRootThatHidesTheBarHidesIt() throws {
        let path = Golden.fixtures.appendingPathComponent("flow/accessory-bar-hidden-root/spec.yaml").path
        var options = Runtime.Options()
        options.tracesSlotFrames = true
        let runtime = try RuntimeHarness.run(try RuntimeHarness.spec(path), "read", options: options)
        #expect(runtime.diagnostics.isEmpty, "\(runtime.diagnostics.map(\.description))")
        let app = try #require(runtime.rootViewController as? UITabBarController)
        app.view.layoutIfNeeded()
        #expect(app.tabBar.isHidden)
        let hidden = try #require(runtime.traceLines.firstIndex(of: "App.bars(tabBar: hidden)"))
        #expect(runtime.traceLines[hidden...].contains("App.slots(accessory: 0,746 390x64)"))
        // Back on the other tab, whose root does not hide it, the bar returns.
        runtime.handle(try EventParser.parseList("home")[0])
        runtime.finish()
        app.view.layoutIfNeeded()
        #expect(!app.tabBar.isHidden)
    }
}
