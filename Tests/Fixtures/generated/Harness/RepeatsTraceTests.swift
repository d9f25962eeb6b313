import KinshipUIKit
import Testing
@testable import GeneratedRepeats

/// A navigation preset with repeated children: a `set` before the push (or present) that makes
/// the instance reaches that instance, in the generated code as in the runtime (the trace shows
/// `Browse/detail#1.set(item)` before its `willMove`); a sheet of repeated instances is read back
/// from UIKit, so the user's swipe empties the slot and the next present makes a new instance.
@MainActor
@Suite struct RepeatsTraceTests {
    typealias H = TraceHarness

    static func list(_ raise: @escaping (ListViewController) -> Void) -> H.Action {
        H.on("Browse/list", ListViewController.self) { raise($0); return true }
    }

    static let actions: [String: H.Action] = [
        "list.selected(item: 1)": list { $0.outputs.selected(1) },
        "list.selected(item: 5)": list { $0.outputs.selected(5) },
        "Browse/detail#1.close": H.on("Browse/detail#1", DetailViewController.self) { $0.outputs.close(); return true },
        "list.inspect(item: 2)": list { $0.outputs.inspect(2) },
        "list.inspect(item: 3)": list { $0.outputs.inspect(3) },
        "list.inspect(item: 4)": list { $0.outputs.inspect(4) },
        "Browse/info#1.done": H.on("Browse/info#1", InfoViewController.self) { $0.outputs.done(); return true },
        "Browse/info#3.done": H.on("Browse/info#3", InfoViewController.self) { $0.outputs.done(); return true },
        "swipeDown(info)": H.swipe("Browse/info#2"),
    ]

    @Test func setBeforePushAndPresent() throws {
        var root: Browse?
        try H.expectSameTrace(spec: "Tests/Fixtures/generated/repeats/repeats.yaml",
                              events: "list.selected(item: 1),Browse/detail#1.close,list.inspect(item: 2),Browse/info#1.done,"
                                  + "list.inspect(item: 3),swipeDown(info),list.inspect(item: 4),Browse/info#3.done,list.selected(item: 5)",
                              actions: Self.actions) {
            let made = RepeatsAssembly.makeRoot()
            root = made
            return made
        }
        // The pushed instance is the one whose input was set: detail#2 has item 5.
        let top = try #require(root?.viewControllers.last as? DetailViewController)
        #expect(top.restorationIdentifier == "detail#2")
        #expect(top.item == 5)
        #expect(root?.state.sheet == nil)
    }

    @Test func theSwipedSheetLeavesTheSlot() throws {
        _ = H.generatedTrace(events: "list.inspect(item: 2)", actions: Self.actions) { RepeatsAssembly.makeRoot() }
        let loop = UIModelRunLoop.main
        let browse = try #require(loop.windows.last?.rootViewController as? Browse)
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
