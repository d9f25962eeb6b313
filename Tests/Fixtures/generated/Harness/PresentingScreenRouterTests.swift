import Foundation
import Testing
@testable import GeneratedPresentingScreen

/// Routes through a screen that presents: the router reaches the screen's presenter through
/// `MapPresenting`, which the screen's class adopts, and the trace equals `kinship run --open URL`.
@MainActor
@Suite struct PresentingScreenRouterTests {
    typealias H = TraceHarness

    @Test(arguments: ["maps://settings", "maps://notes/first"])
    func openMatchesRunOpen(_ url: String) throws {
        let parsed = PresentingScreenRouter.route(for: try #require(URL(string: url)))
        #expect(parsed != nil)
        try H.expectRouterMatchesRunOpen(spec: "Tests/Fixtures/generated/presenting-screen/presenting-screen.yaml", url: url,
                                         makeRoot: { PresentingScreenAssembly.makeRoot() },
                                         inputs: { root in parsed.map { PresentingScreenRouter.setInputs(of: $0, on: root) } ?? false }) { root in
            parsed.map { route in
                PresentingScreenRouter.steps(for: route).map { step in H.RouterStep(event: step.path + "." + step.transition) { step.perform(root, true) } }
            }
        }
    }
}
