import Foundation
import KinshipPlan
@testable import KinshipRuntime
import KinshipTestSupport
import KinshipUIKit
import Testing

/// Golden traces of a split view at compact and regular width
/// (Tests/Fixtures/split/<case>.events against Tests/Fixtures/generated/compact-split/compact-split.yaml):
/// collapsed on the list at launch, moves that call `show(_:)`, resizes across the threshold.
@MainActor
struct SplitCompactGoldenTests {
    nonisolated static let cases: [(name: String, width: Double, height: Double)] = [
        ("compact", 390, 844), ("regular", 1024, 768), ("resize", 390, 844), ("hidden", 390, 844),
        ("back-swipe", 390, 844),
    ]

    static let folder = Golden.fixtures.appendingPathComponent("split")
    static let spec = Golden.fixtures.appendingPathComponent("generated/compact-split/compact-split.yaml")

    @Test(arguments: cases)
    func trace(_ c: (name: String, width: Double, height: Double)) throws {
        let spec = try RuntimeHarness.spec(Self.spec.path)
        let script = try String(contentsOf: Self.folder.appendingPathComponent(c.name + ".events"), encoding: .utf8)
        var options = Runtime.Options()
        options.size = CGSize(width: c.width, height: c.height)
        let runtime = try Runtime(plan: PlanLowering.lower(spec), root: "Reader", options: options)
        runtime.launch()
        for event in try EventParser.parseScript(script, path: c.name + ".events") { runtime.handle(event) }
        runtime.finish()
        let out = RuntimeHarness.goldenText(runtime)
        Golden.assertMatches(out, Self.folder.appendingPathComponent(c.name + ".trace.txt"))
    }

    /// Three columns (root `Mail`, also with its repeated detail child), a compact column (root
    /// `Phone`) and a navigation primary (root `Notes`) of
    /// Tests/Fixtures/generated/split-columns/split-columns.yaml, on a phone.
    @Test(arguments: [
        ("three-columns", "Mail"), ("compact-column", "Phone"), ("navigation-primary", "Notes"),
        ("repeated-detail", "Mail"),
    ])
    func columns(_ c: (name: String, root: String)) throws {
        let spec = try RuntimeHarness.spec(
            Golden.fixtures.appendingPathComponent("generated/split-columns/split-columns.yaml").path)
        let script = try String(contentsOf: Self.folder.appendingPathComponent(c.name + ".events"), encoding: .utf8)
        var options = Runtime.Options()
        options.size = CGSize(width: 390, height: 844)
        let runtime = try Runtime(plan: PlanLowering.lower(spec), root: c.root, options: options)
        runtime.launch()
        for event in try EventParser.parseScript(script, path: c.name + ".events") { runtime.handle(event) }
        runtime.finish()
        Golden.assertMatches(
            RuntimeHarness.goldenText(runtime), Self.folder.appendingPathComponent(c.name + ".trace.txt"))
    }

    /// At launch on a phone only the list appears; on an iPad both columns do.
    @Test func launchShowsOneColumnAtCompactWidth() throws {
        let spec = try RuntimeHarness.spec(Self.spec.path)
        func appearing(_ size: CGSize) throws -> [String] {
            var options = Runtime.Options()
            options.size = size
            let runtime = try Runtime(plan: PlanLowering.lower(spec), root: "Reader", options: options)
            runtime.launch()
            runtime.finish()
            return runtime.traceLines.filter { $0.contains("viewWillAppear") }
        }
        #expect(
            try appearing(CGSize(width: 390, height: 844)) == [
                "Reader.viewWillAppear(animated: false)", "Reader/[primary].viewWillAppear(animated: false)",
                "Reader/[primary]/list.viewWillAppear(animated: false)",
            ])
        // The split, two wrappers and the two controllers they wrap.
        #expect(try appearing(CGSize(width: 1024, height: 768)).count == 5)
    }
}
