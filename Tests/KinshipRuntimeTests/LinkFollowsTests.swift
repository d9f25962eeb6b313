import Foundation
import KinshipFlow
import KinshipLinks
import KinshipPlan
import KinshipRuntime
import KinshipSyntax
import KinshipTestSupport
import Testing

/// A link's value set on a child container's input goes on with that container's own answer
/// (`self.showID: [{ set: show.showID }, { set: list.showID }]`): `run` records those sets among
/// the link's, each with the set it carries the value of, so the SwiftUI core's `linkValues`
/// (and the navigator's models) can be compared with them (Tests/Fixtures/difftest/link-follows-container-answer).
@MainActor
struct LinkFollowsTests {
    static let specPath = Golden.fixtures.appendingPathComponent("difftest/link-follows-container-answer.yaml").path

    static func open(_ script: String) throws -> (Runtime, [String: String]) {
        let spec = try RuntimeHarness.spec(specPath)
        let runtime = try Runtime(plan: PlanLowering.lower(spec), root: "App")
        runtime.links = LinkPlanner(spec: spec, options: FlowOptions(specPath: specPath)).opener
        runtime.launch()
        for event in try EventParser.parseScript(script, path: "t") { runtime.handle(event) }
        runtime.finish()
        #expect(runtime.diagnostics.isEmpty, "\(runtime.diagnostics)")
        let url = try #require(script.split(separator: "\n").last?.dropFirst(5).dropLast())
        let values = RouteAnalysis.linkValues(
            runtime.lastLinkSets, follows: runtime.lastLinkFollows, url: String(url), in: spec,
            options: FlowOptions(specPath: specPath))
        return (runtime, values)
    }

    @Test func theContainersAnswerCarriesTheValueToItsScreens() throws {
        let (run, values) = try Self.open("open(app://show/7)\n")
        #expect(run.lastLinkSets == ["library.showID", "library/show.showID", "library/list.showID"])
        #expect(
            run.lastLinkFollows == ["library/show.showID": "library.showID", "library/list.showID": "library.showID"])
        #expect(values == ["library.showID": "7", "library/show.showID": "7", "library/list.showID": "7"])
    }

    /// The route's own feed of the screen is set after the answer above it, so it wins; a URL
    /// without it leaves the answer's value.
    @Test func theLevelsOwnFeedIsSetLast() throws {
        let (_, both) = try Self.open("open(app://both/3?s=4)\n")
        #expect(both == ["library.showID": "3", "library/show.showID": "4", "library/list.showID": "3"])
        let (_, one) = try Self.open("open(app://both/5)\n")
        #expect(one == ["library.showID": "5", "library/show.showID": "5", "library/list.showID": "5"])
    }
}
