import Foundation
@testable import KinshipFlow
import Testing

/// Links at any moment ask, per route, whether every configuration reaches one that shows the
/// route's child (RouteAnalysis). `SinkTargets` answers that from the sink components, once per
/// exploration; one backward search per child (`Explorer.reaching`) is the definition. Over
/// every flow fixture, difftest fixture and bundled spec, grouped and not, they must agree for
/// every child of every container.
@Suite struct SinkTargetsTests {
    static var inputs: [(folder: URL, file: String)] {
        let difftest = Golden.tests.appendingPathComponent("Fixtures/difftest")
        let found = (try? FileManager.default.contentsOfDirectory(atPath: difftest.path)) ?? []
        return Golden.cases.map { (Golden.flow.appendingPathComponent($0), "spec.yaml") }
            + Golden.specFiles.map { (Golden.specs, $0) }
            + found.filter { $0.hasSuffix(".yaml") }.sorted().map { (difftest, $0) }
    }

    /// Per input: (children asked, answered true, explorers with more than one sink).
    private static func compare(_ input: (folder: URL, file: String)) -> (asked: Int, held: Int, manySinks: Int) {
        var asked = 0, held = 0, manySinks = 0
        for flow in FlowCheck.run(input.file, in: input.folder).flows {
            let explorer = flow.explorer
            let model = explorer.model
            let codes = (0..<model.repeatedCode.count).map(Int32.init)
            let backward = explorer.backward(skipping: model.isUserMove)
            let sinks = SinkTargets(explorer, backward, wanted: Set(codes))
            if explorer.sinkComponents(through: backward).count > 1 { manySinks += 1 }
            var scratch = [Int32](repeating: 0, count: model.slotCount)
            for code in codes {
                let pushers = LinkTargets.repeatedPushers(model, code)
                let targets = (0..<explorer.count).map {
                    LinkTargets.isTarget(explorer, $0, code, pushers: pushers, &scratch)
                }
                let everywhere = !explorer.reaching(targets, through: backward).contains(false)
                let answer = sinks.everySinkHolds(explorer, code, pushers: pushers, &scratch)
                #expect(
                    answer == everywhere,
                    "\(input.file) in \(input.folder.lastPathComponent): \(flow.name) child \(model.name(of: code))")
                asked += 1
                if answer { held += 1 }
            }
        }
        return (asked, held, manySinks)
    }

    @Test("sink components answer what a backward search per child does")
    func sinksAgreeWithReaching() {
        var total = (asked: 0, held: 0, manySinks: 0)
        for minimum in [1, Int.max] {
            ContainerModel.$constantMinimum.withValue(minimum) {
                for input in Self.inputs {
                    let found = Self.compare(input)
                    total = (total.asked + found.asked, total.held + found.held, total.manySinks + found.manySinks)
                }
            }
        }
        // Both answers, and graphs of several sinks, or the comparison proves little.
        #expect(total.held > 0 && total.held < total.asked, "\(total)")
        #expect(total.manySinks > 0, "\(total)")
    }
}
