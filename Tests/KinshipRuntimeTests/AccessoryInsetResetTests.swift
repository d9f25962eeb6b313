import Foundation
@testable import KinshipPlan
@testable import KinshipRuntime
import KinshipSpec
import KinshipTestSupport
import KinshipUIKit
import Testing

/// A navigation stack's accessory with `insetsSiblings` gives a page that has left the stack a
/// bottom inset of 0 at its next layout pass (grammar.md, Bars and accessories): UIKit does not
/// reset `additionalSafeAreaInsets` when a controller leaves its parent
/// (material-components-ios#8112). Golden `--frames --layout` traces of
/// `Tests/Fixtures/specs/accessory-insets-reset/spec.yaml` on a phone held both ways, where the
/// collapsed player's safe area shows it (`0,0,0,0`, where it was `0,0,64,0` before the reset),
/// and the rule itself checked after every event.
@MainActor
@Suite struct AccessoryInsetResetTests {
    nonisolated static let sizes = ["390x844", "844x390"]
    nonisolated static let events = "showBanner,expand,close,collapse,showBanner,expand,close,stop"
    static let folder = Golden.fixtures.appendingPathComponent("specs/accessory-insets-reset")

    private func runtime(_ size: String) throws -> Runtime {
        let spec = try RuntimeHarness.spec(Self.folder.appendingPathComponent("spec.yaml").path)
        var options = Runtime.Options()
        let parts = size.split(separator: "x").compactMap { Double($0) }
        options.size = CGSize(width: parts[0], height: parts[1])
        options.tracesSlotFrames = true
        options.recordsLayout = true
        return try Runtime(plan: PlanLowering.lower(spec), root: "Player", options: options)
    }

    @Test(arguments: sizes)
    func layoutTraceIsGolden(_ size: String) throws {
        let runtime = try runtime(size)
        runtime.launch()
        for event in try EventParser.parseList(Self.events) { runtime.handle(event) }
        runtime.finish()
        #expect(runtime.diagnostics.isEmpty, "\(runtime.diagnostics.map(\.description))")
        let text = runtime.traceLines.joined(separator: "\n") + "\n"
        // The collapsed player (64 high in the accessory) lays its artwork out over all of its
        // height: no bottom inset left from the stack.
        let collapsed =
            size == "390x844" ? "safeArea: 0,0,0,0; art: 0,0 390x64" : "safeArea: 0,47,0,47; art: 47,0 750x64"
        #expect(text.contains("Player/nowPlaying.slots(\(collapsed))"))
        Golden.assertMatches(text, Self.folder.appendingPathComponent("layout-\(size).txt"))
    }

    /// After every event and its layout pass: each page in the stack carries the accessory's
    /// height while the accessory shows (0 while it is empty), and every other child of the
    /// container carries none, whichever slot it is in now.
    @Test(arguments: sizes)
    func onlyTheStackCarriesTheInset(_ size: String) throws {
        let runtime = try runtime(size)
        runtime.launch()
        let player = try #require(runtime.rootViewController as? UINavigationController)
        for event in try EventParser.parseList(Self.events) {
            runtime.handle(event)
            runtime.finish()
            player.view.layoutIfNeeded()
            let shows = player.children.contains { child in !player.viewControllers.contains { $0 === child } }
            for page in player.viewControllers {
                #expect(page.additionalSafeAreaInsets.bottom == (shows ? 64 : 0), "\(size) after \(event)")
            }
            let made = runtime.nodes.flatMap { $0.instances.values }
            for other in made where !player.viewControllers.contains(where: { $0 === other }) {
                #expect(other.additionalSafeAreaInsets.bottom == 0, "\(size) after \(event): \(other.traceName ?? "")")
            }
        }
    }
}
