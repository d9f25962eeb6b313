import Foundation
@testable import KinshipPlan
@testable import KinshipRuntime
import KinshipSpec
import KinshipTestSupport
import KinshipUIKit
import Testing

/// LayoutSolver with `area`: a layout placed in the safe area, and slots whose own area differs
/// moving only the edges they share with the layout's area.
struct SafeAreaLayoutTests {
    let portrait = Insets(top: 47, left: 0, bottom: 34, right: 0)
    let landscape = Insets(top: 0, left: 47, bottom: 21, right: 47)
    let size = Size(width: 390, height: 844)

    func rule(_ slot: String, _ size: SlotSize = .fill, area: LayoutArea? = nil) -> LayoutPlan.SlotRule {
        LayoutPlan.SlotRule(slot: slot, size: size, frame: nil, autoresizing: [], area: area)
    }

    @Test func boundsIgnoresTheInsets() {
        let layout = LayoutPlan(kind: .vertical, spacing: 0, insets: .zero, slots: [rule("a", .points(44)), rule("b")])
        #expect(
            LayoutSolver.frames(layout, in: size, safeArea: portrait)
                == [Rect(x: 0, y: 0, width: 390, height: 44), Rect(x: 0, y: 44, width: 390, height: 800)])
    }

    @Test func aStackInTheSafeAreaWithABackgroundHeader() {
        let layout = LayoutPlan(
            kind: .vertical, spacing: 8, insets: Insets(top: 0, left: 16, bottom: 0, right: 16),
            slots: [rule("header", .points(44), area: .bounds), rule("content"), rule("bar", .points(49))],
            area: .safeArea)
        // Spacing and insets stay; the header's top and sides reach the bounds (less the insets).
        #expect(
            LayoutSolver.frames(layout, in: size, safeArea: portrait) == [
                Rect(x: 16, y: 0, width: 358, height: 91),
                Rect(x: 16, y: 99, width: 358, height: 654),
                Rect(x: 16, y: 761, width: 358, height: 49),
            ])
        #expect(
            LayoutSolver.frames(layout, in: Size(width: 844, height: 390), safeArea: landscape) == [
                Rect(x: 16, y: 0, width: 812, height: 44),
                Rect(x: 63, y: 52, width: 718, height: 260),
                Rect(x: 63, y: 320, width: 718, height: 49),
            ])
    }

    @Test func aSafeSlotInABoundsStackIsPulledInOnlyOnSharedEdges() {
        let layout = LayoutPlan(
            kind: .horizontal, spacing: 0, insets: .zero,
            slots: [rule("left", .points(100), area: .safeArea), rule("right")])
        #expect(
            LayoutSolver.frames(layout, in: Size(width: 844, height: 390), safeArea: landscape) == [
                Rect(x: 47, y: 0, width: 53, height: 369),
                Rect(x: 100, y: 0, width: 744, height: 390),
            ])
    }

    @Test func overlayAndFramesPlaceEachSlotInItsArea() {
        let overlay = LayoutPlan(
            kind: .overlay, spacing: 0, insets: .zero,
            slots: [rule("backdrop", area: .bounds), rule("content")], area: .safeArea)
        #expect(
            LayoutSolver.frames(overlay, in: size, safeArea: portrait)
                == [Rect(x: 0, y: 0, width: 390, height: 844), Rect(x: 0, y: 47, width: 390, height: 763)])
        var badge = rule("badge")
        badge.frame = Rect(x: 10, y: 0, width: 100, height: 30)
        badge.autoresizing = [.flexibleWidth]
        let frames = LayoutPlan(
            kind: .frames, spacing: 0, insets: .zero, designSize: Size(width: 390, height: 763), slots: [badge],
            area: .safeArea)
        // Designed in the portrait safe area; laid out in the landscape one, from its origin.
        #expect(
            LayoutSolver.frames(frames, in: Size(width: 844, height: 390), safeArea: landscape)
                == [Rect(x: 57, y: 0, width: 460, height: 30)])
    }

    /// The plan's JSON names `area` only where it is the safe area, so plans without it read as before.
    @Test func jsonWritesAreaOnlyForTheSafeArea() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let bounds = LayoutPlan(kind: .overlay, spacing: 0, insets: .zero, slots: [rule("a")])
        let safe = LayoutPlan(
            kind: .overlay, spacing: 0, insets: .zero, slots: [rule("a", area: .bounds), rule("b")], area: .safeArea)
        let boundsText = String(decoding: try encoder.encode(bounds), as: UTF8.self)
        let safeText = String(decoding: try encoder.encode(safe), as: UTF8.self)
        #expect(!boundsText.contains("area"))
        #expect(safeText.contains(#""area":"safeArea""#) && safeText.contains(#""area":"bounds","autoresizing""#))
    }

    @Test func insetsLargerThanTheViewLeaveEmptySlots() {
        let layout = LayoutPlan(kind: .overlay, spacing: 0, insets: .zero, slots: [rule("a")], area: .safeArea)
        #expect(
            LayoutSolver.frames(
                layout, in: Size(width: 100, height: 50), safeArea: Insets(top: 40, left: 0, bottom: 40, right: 0))
                == [Rect(x: 0, y: 40, width: 100, height: 0)])
    }
}

/// The runtime places specs/safe-area.yaml's slots by the model device's safe area, at launch and
/// after each size change, and `--safe-area` (Options.safeArea) fixes the insets instead.
@MainActor
struct SafeAreaRuntimeTests {
    func reader(_ options: Runtime.Options = Runtime.Options()) throws -> Runtime {
        let spec = try SpecRunGoldenTests.load("safe-area")
        let runtime = try Runtime(plan: PlanLowering.lower(spec), root: "Reader", options: options)
        runtime.launch()
        return runtime
    }

    func frames(_ runtime: Runtime, _ path: String = "Reader") throws -> [String: CGRect] {
        try #require(runtime.nodesByPath[path]).slotViews.mapValues(\.frame)
    }

    @Test func slotsFollowTheDevicesSafeArea() throws {
        let runtime = try reader()
        #expect(
            try frames(runtime) == [
                "header": CGRect(x: 0, y: 0, width: 390, height: 91),
                "content": CGRect(x: 0, y: 91, width: 390, height: 670),
                "toolbar": CGRect(x: 0, y: 761, width: 390, height: 49),
            ])
        #expect(
            try frames(runtime, "Reader/stage") == [
                "backdrop": CGRect(x: 0, y: 0, width: 390, height: 670),
                "page": CGRect(x: 0, y: 0, width: 390, height: 670),
            ])
        for event in try EventParser.parseList("resize(844x390)") { runtime.handle(event) }
        runtime.finish()
        #expect(
            try frames(runtime) == [
                "header": CGRect(x: 0, y: 0, width: 844, height: 44),
                "content": CGRect(x: 47, y: 44, width: 750, height: 276),
                "toolbar": CGRect(x: 47, y: 320, width: 750, height: 49),
            ])
    }

    /// `kinship run --frames`: the events of Tests/Fixtures/specs/safe-area/events.txt with each
    /// container's slot frames (and its insets) traced whenever its layout moves a slot.
    @Test func framesTraceIsGolden() throws {
        var options = Runtime.Options()
        options.tracesSlotFrames = true
        let runtime = try reader(options)
        let folder = Golden.fixtures.appendingPathComponent("specs/safe-area")
        let script = try String(contentsOf: folder.appendingPathComponent("events.txt"), encoding: .utf8)
        for event in try EventParser.parseScript(script, path: "events.txt") { runtime.handle(event) }
        runtime.finish()
        #expect(runtime.diagnostics.isEmpty)
        Golden.assertMatches(
            runtime.traceLines.joined(separator: "\n") + "\n", folder.appendingPathComponent("frames.trace.txt"))
        // The flag adds lines and changes none.
        let plain = try SpecRunGoldenTests.run("safe-area", try EventParser.parseScript(script, path: "events.txt"))
        #expect(runtime.traceLines.filter { !$0.contains(".slots(") }.joined(separator: "\n") + "\n" == plain)
    }

    @Test func fixedInsetsReplaceTheDevices() throws {
        var options = Runtime.Options()
        options.safeArea = .zero
        #expect(try frames(try reader(options))["content"] == CGRect(x: 0, y: 44, width: 390, height: 751))
        options.safeArea = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        options.size = CGSize(width: 500, height: 500)
        #expect(try frames(try reader(options))["header"] == CGRect(x: 0, y: 0, width: 500, height: 54))
    }
}
