import Foundation
import KinshipPlan
import Testing

/// `kinship plan` writes a container at a time; its bytes must be those of the whole plan.
@MainActor
struct PlanStreamTests {
    @Test(arguments: PlanGoldenTests.names)
    func containerAtATimeIsTheWholePlan(_ name: String) throws {
        let spec = try PlanGoldenTests.load(named: name)
        let whole = PlanLowering.lower(spec)
        var json = ""
        try PlanJSONStream(root: spec.root?.value).write(
            spec.containers.map { PlanLowering.lower($0, in: spec) },
            to: { json += $0 })
        let expected = String(decoding: try PlanJSONStream.encoder().encode(whole), as: UTF8.self) + "\n"
        #expect(json == expected)

        var text = ""
        for (n, c) in spec.containers.enumerated() {
            if n > 0 { text += "\n" }
            PlanTextRenderer().render(PlanLowering.lower(c, in: spec), into: &text)
        }
        #expect(text == PlanTextRenderer().render(whole))
    }

    @Test func anEmptyPlanStreamsAsItEncodes() throws {
        for root in [nil, "Root"] as [String?] {
            var json = ""
            try PlanJSONStream(root: root).write([], to: { json += $0 })
            let expected = String(
                decoding: try PlanJSONStream.encoder().encode(Plan(root: root, containers: [])), as: UTF8.self)
            #expect(json == expected + "\n")
        }
    }
}
