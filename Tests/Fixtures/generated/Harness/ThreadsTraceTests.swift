import KinshipUIKit
import Testing
@testable import GeneratedThreads

/// A repeated child that is itself a container, in the generated code as in the runtime: its
/// instances emit under the child's name (`Nav`'s `thread.openOther` answers `thread#1`), a set
/// before the push that makes a new thread reaches that new instance though `thread#1` is in the
/// stack, each instance has its own restorationIdentifier, and the short `msg.reply` is not
/// ambiguous with Archive's repeated `msg`, of which no instance is live.
@MainActor
@Suite struct ThreadsTraceTests {
    typealias H = TraceHarness

    static let actions: [String: H.Action] = [
        "inbox.picked(id: 7)": H.on("App/inbox/inbox", InboxViewController.self) { $0.outputs.picked(7); return true },
        "msg.reply(id: 9)": H.on("App/inbox/thread#1/msg", MsgViewController.self) { $0.outputs.reply(9); return true },
        "App/inbox/thread#2/msg.tapped": H.on("App/inbox/thread#2/msg", MsgViewController.self) { $0.outputs.tapped(); return true },
    ]

    @Test func aRepeatedContainerChildEmitsAndTheSetReachesTheNewInstance() throws {
        var root: App?
        try H.expectSameTrace(spec: "Tests/Fixtures/generated/threads/threads.yaml",
                              events: "inbox.picked(id: 7),msg.reply(id: 9),App/inbox/thread#2/msg.tapped",
                              actions: Self.actions) {
            let made = ThreadsAssembly.makeRoot()
            root = made
            return made
        }
        let nav = try #require(root?.viewControllers?.first as? Nav)
        let top = try #require(nav.viewControllers.last as? ThreadViewController)
        #expect(top.restorationIdentifier == "thread#1")
        #expect(top.conversationID == 7, "the buried thread keeps its own value")
    }

    @Test func eachInstanceHasItsOwnRestorationIdentifier() throws {
        _ = H.generatedTrace(events: "inbox.picked(id: 7),msg.reply(id: 9)", actions: Self.actions) { ThreadsAssembly.makeRoot() }
        let loop = UIModelRunLoop.main
        loop.runUntilIdle()
        let nav = try #require((loop.windows.last?.rootViewController as? App)?.viewControllers?.first as? Nav)
        let threads = nav.viewControllers.compactMap { $0 as? ThreadViewController }
        #expect(threads.map(\.restorationIdentifier) == ["thread#1", "thread#2"])
        #expect(threads.map(\.conversationID) == [7, 9], "the set before openThread reached the new thread#2")
    }
}
