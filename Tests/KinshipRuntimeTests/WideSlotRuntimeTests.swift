import Foundation
@testable import KinshipPlan
@testable import KinshipRuntime
import KinshipSpec
import KinshipTestSupport
import Testing

/// Wide slots are lowered to one swap from any other occupant (MoveLowering.wideMinimum); with
/// the minimum at 2 every bundled spec's events trace exactly as with a case per occupant.
@MainActor
struct WideSlotRuntimeTests {
    static func trace(_ name: String, wideMinimum: Int) throws -> String {
        let spec = try SpecRunGoldenTests.load(name)
        let folder = Golden.fixtures.appendingPathComponent("specs/\(name)")
        let script = try String(contentsOf: folder.appendingPathComponent("events.txt"), encoding: .utf8)
        let events = try EventParser.parseScript(script, path: "events.txt")
        // Raw slot operations among the events are lowered when they run: all of it in the task.
        return try MoveLowering.$wideMinimum.withValue(wideMinimum) {
            let runtime = try Runtime(plan: PlanLowering.lower(spec), root: try #require(spec.root?.value))
            runtime.launch()
            for event in events { runtime.handle(event) }
            runtime.finish()
            return RuntimeHarness.goldenText(runtime)
        }
    }

    @Test(arguments: SpecRunGoldenTests.names.filter { $0 != "app-library" })
    func wideLoweringTracesAlike(_ name: String) throws {
        #expect(try Self.trace(name, wideMinimum: 2) == Self.trace(name, wideMinimum: Int.max))
    }

    /// The generated-code fixture whose slots are wide at the default minimum: its events (a
    /// show over another child, the same again, into an emptied slot; selects of a manual tabs
    /// slot and of a tab bar) trace alike in both shapes, and the model finds no misuse.
    @Test func wideFixtureTracesAlike() throws {
        let loaded = SpecLoader().load(Golden.fixtures.appendingPathComponent("generated/wide/wide.yaml").path)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))")
        let spec = try #require(loaded.spec)
        let events = try EventParser.parseList(Self.wideEvents)
        func run(_ minimum: Int) throws -> (String, Int) {
            try MoveLowering.$wideMinimum.withValue(minimum) {
                let runtime = try Runtime(plan: PlanLowering.lower(spec), root: "Home")
                runtime.launch()
                for event in events { runtime.handle(event) }
                runtime.finish()
                return (RuntimeHarness.goldenText(runtime), runtime.diagnostics.count)
            }
        }
        let (wide, problems) = try run(MoveLowering.wideMinimum)
        #expect(wide == (try run(Int.max)).0)
        #expect(problems == 0, "\(wide)")
        #expect(wide.contains("Home/grid/c5"))
    }

    nonisolated static let wideEvents =
        "show5,show5,clearMain,show3,show12,tab1,page4,page4,page9,page0,tab7,tab0,show0,resize(844x390)"
}
