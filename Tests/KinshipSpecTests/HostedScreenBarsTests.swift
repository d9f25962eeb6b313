import KinshipSpec
import KinshipSyntax
import Testing

/// A SwiftUI screen's hosting controller is pushed like any screen, so `hidesBottomBar` and
/// `toolbar` are read on it as on a class (they were dropped, so `above: toolbar` over a
/// SwiftUI page was `accessory-anchor`, and the tab bar stayed under a hosted page).
@Suite struct HostedScreenBarsTests {
    static let yaml = """
        kinship: 1
        screens:
          Home: HomeViewController
          Page: { swiftUI: PageView, title: Page, hidesBottomBar: true, toolbar: true }
        containers:
          Nav:
            kind: navigation
            children: { home: Home, page: Page, bar: Home }
            slots:
              content: { accepts: [home, page], initial: [home] }
              accessory: { kind: accessory, accepts: [bar], initial: bar, height: 44, above: toolbar, whenBarHidden: dock }
            transitions:
              open: { content: { push: page } }
        root: Nav

        """

    @Test func aHostedScreenHasTheBarsOfAClass() throws {
        let loaded = SpecLoader().load("/hosted/spec.yaml", contents: Array(Self.yaml.utf8))
        #expect(!loaded.diagnostics.contains { $0.severity == .error }, "\(loaded.diagnostics.map(\.message))")
        let spec = try #require(loaded.spec)
        #expect(spec.hidesBottomBar("Page") && spec.showsToolbar("Page"))
        #expect(!spec.hidesBottomBar("Home") && !spec.showsToolbar("Home"))
    }
}
