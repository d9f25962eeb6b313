import Foundation
import Testing
@testable import GeneratedFolders

/// The folders router through repeated children: each route's push makes a new instance
/// (`folder#1`, then `preview#1` over it), and the trace equals `kinship run --open`.
@MainActor
@Suite struct FoldersRouterTests {
    typealias H = TraceHarness

    @Test(arguments: ["files://folder/docs", "files://folder/docs/preview", "files://group/work"])
    func openMatchesRunOpen(_ url: String) throws {
        let parsed = FoldersRouter.route(for: try #require(URL(string: url)))
        try H.expectRouterMatchesRunOpen(spec: "specs/folders.yaml", url: url, makeRoot: { FoldersAssembly.makeRoot() },
                                             inputs: { root in parsed.map { FoldersRouter.setInputs(of: $0, on: root) } ?? false }) { root in
            parsed.map { route in FoldersRouter.steps(for: route).map { step in H.RouterStep(event: step.path + "." + step.transition) { step.perform(root, true) } } }
        }
    }
}
