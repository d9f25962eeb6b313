import KinshipUIKit
import Testing
@testable import GeneratedRepeats

/// A navigation preset with repeated children, inside a tab bar that presents too: a `set` before
/// the push (or present) that makes the instance reaches that instance, in the generated code as in
/// the runtime (the trace shows `Shell/browse/detail#1.set(item)` before its `willMove`); a sheet
/// of repeated instances is read back from UIKit, so the user's swipe empties the slot and the next
/// present makes a new instance; and `unlessPresenting` disables Browse's present while the tab bar
/// presents, in both (presentedViewController answers through the parents).
@MainActor
@Suite struct RepeatsTraceTests {
    typealias H = TraceHarness

    static func list(_ raise: @escaping (ListViewController) -> Void) -> H.Action {
        H.on("Shell/browse/list", ListViewController.self) { raise($0); return true }
    }

    static let actions: [String: H.Action] = [
        "list.selected(item: 1)": list { $0.outputs.selected(1) },
        "list.selected(item: 5)": list { $0.outputs.selected(5) },
        "Shell/browse/detail#1.close": H.on("Shell/browse/detail#1", DetailViewController.self) { $0.outputs.close(); return true },
        "list.inspect(item: 2)": list { $0.outputs.inspect(2) },
        "list.inspect(item: 3)": list { $0.outputs.inspect(3) },
        "list.inspect(item: 4)": list { $0.outputs.inspect(4) },
        "Shell/browse/info#1.done": H.on("Shell/browse/info#1", InfoViewController.self) { $0.outputs.done(); return true },
        "Shell/browse/info#3.done": H.on("Shell/browse/info#3", InfoViewController.self) { $0.outputs.done(); return true },
        "swipeDown(info)": H.swipe("Shell/browse/info#2"),
        "Shell.showAbout": H.on("Shell", Shell.self) { $0.showAbout() },
        "Shell.hideAbout": H.on("Shell", Shell.self) { $0.hideAbout() },
        "Shell/browse.show": H.on("Shell/browse", Browse.self) { $0.show() },
    ]

    static func browse(_ shell: Shell?) -> Browse? { shell?.viewControllers?.first as? Browse }

    @Test func setBeforePushAndPresent() throws {
        var root: Shell?
        try H.expectSameTrace(spec: "Tests/Fixtures/generated/repeats/repeats.yaml",
                              events: "list.selected(item: 1),Shell/browse/detail#1.close,list.inspect(item: 2),Shell/browse/info#1.done,"
                                  + "list.inspect(item: 3),swipeDown(info),list.inspect(item: 4),Shell/browse/info#3.done,list.selected(item: 5)",
                              actions: Self.actions) {
            let made = RepeatsAssembly.makeRoot()
            root = made
            return made
        }
        // The pushed instance is the one whose input was set: detail#2 has item 5.
        let top = try #require(Self.browse(root)?.viewControllers.last as? DetailViewController)
        #expect(top.restorationIdentifier == "detail#2")
        #expect(top.item == 5)
        #expect(Self.browse(root)?.state.sheet == nil)
    }

    @Test func unlessPresentingSeesTheTabBarsSheet() throws {
        var root: Shell?
        try H.expectSameTrace(spec: "Tests/Fixtures/generated/repeats/repeats.yaml",
                              events: "Shell.showAbout,Shell/browse.show,Shell.hideAbout,list.inspect(item: 3)",
                              actions: Self.actions) {
            let made = RepeatsAssembly.makeRoot()
            root = made
            return made
        }
        // Refused by its guard, not by UIKit (expectSameTrace saw no model warning): info#1 came later.
        #expect(Self.browse(root)?.presentedViewController?.restorationIdentifier == "info#1")
    }

    @Test func theSwipedSheetLeavesTheSlot() throws {
        _ = H.generatedTrace(events: "list.inspect(item: 2)", actions: Self.actions) { RepeatsAssembly.makeRoot() }
        let loop = UIModelRunLoop.main
        let browse = try #require(Self.browse(loop.windows.last?.rootViewController as? Shell))
        loop.runUntilIdle()
        #expect(browse.state.sheet == .info)
        let info = try #require(browse.presentedViewController as? InfoViewController)
        #expect(info.restorationIdentifier == "info#1")
        #expect(info.item == 2)
        info.simulateSwipeDown()
        loop.runUntilIdle()
        #expect(browse.state.sheet == nil)
        #expect(browse.show(), "a new instance can be presented")
        loop.runUntilIdle()
        #expect(browse.presentedViewController?.restorationIdentifier == "info#2")
    }
}
