import Foundation
@testable import KinshipFlow
import KinshipPlan
import Testing

/// `LinkPlanner.table`, which the generated SwiftUI core opens links with, answers from every
/// configuration what `steps` (which `kinship run`'s `open(URL)` asks) answers from it, for every
/// container and child of the bundled specs and flow fixtures.
@Suite struct LinkPlannerTableTests {
    @Test(
        arguments: Golden.specFiles.map { Golden.specs.appendingPathComponent($0) }
            + Golden.cases.map { Golden.flow.appendingPathComponent("\($0)/spec.yaml") })
    func tableAgreesWithSteps(_ url: URL) throws {
        guard let (spec, plan) = FlowCheck.load(url) else { return }
        let planner = LinkPlanner(spec: spec, options: FlowOptions(specPath: url.path))
        var answered = 0
        for container in plan.containers {
            guard let explorer = planner.explorer(container.name) else { continue }
            let slots = container.slots.map(\.name)
            for child in container.children.map(\.name) {
                let rows = planner.table(type: container.name, toShow: child)
                var byContents: [[[String]]: LinkPlanner.Steps] = [:]
                for row in rows { byContents[row.contents] = row.steps }
                #expect(byContents.count == rows.count, "\(container.name): a configuration listed twice")
                for state in 0..<explorer.count {
                    let contents = explorer.contents(of: state)
                    let named = Dictionary(uniqueKeysWithValues: zip(slots, contents))
                    let steps = planner.steps(type: container.name, contents: named, toShow: child)
                    #expect(
                        byContents[contents] == steps,
                        "\(url.lastPathComponent) \(container.name) \(contents) → \(child): table \(String(describing: byContents[contents])), steps \(String(describing: steps))"
                    )
                    if steps != nil { answered += 1 }
                }
            }
        }
        // Something is answered wherever a container shows anything.
        #expect(answered > 0 || plan.containers.isEmpty)
    }
}
