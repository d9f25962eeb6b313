import Foundation
import KinshipFlow
import KinshipPlan
@testable import KinshipRuntime
import Testing

/// Values flowing down at run time: a container answers its own input (`self.INPUT`) inside
/// the `set` that sets it, and a route's values reach every level before it loads.
@MainActor
struct InputAnswerTests {
    /// A chat: the thread container forwards its id to the messages screen inside it.
    static let chat = """
        kinship: 1
        screens:
          Inbox: { class: InboxViewController, outputs: { opened: { conversationID: String } } }
          Messages: { class: MessagesViewController, inputs: { conversationID: String } }
          Composer: ComposerViewController
        containers:
          Thread:
            inputs: { conversationID: String }
            children: { messages: Messages, composer: Composer }
            slots:
              body: { size: fill, accepts: [messages], initial: messages }
              bar: { size: 44, accepts: [composer], initial: composer }
            on:
              self.conversationID: { set: messages.conversationID }
          Chats:
            kind: navigation
            children: { inbox: Inbox, thread: { type: Thread, many: true } }
            slots:
              content: { accepts: [inbox, thread], initial: [inbox] }
            transitions:
              openThread: { content: { push: thread, duration: 0.35 } }
            on:
              inbox.opened: [{ set: thread.conversationID }, openThread]
        root: Chats
        routes:
          thread: { url: "chat://thread/{id}", open: Chats/thread, set: { conversationID: id } }
          messages: { url: "chat://messages/{id}", open: Chats/thread/messages, set: { thread.conversationID: id } }
        """

    private func index(_ lines: [String], _ line: String) throws -> Int {
        try #require(lines.firstIndex(of: line), "no line \(line) in \(lines)")
    }

    /// The forwarded id reaches the screen inside the pushed container before either loads.
    private func expectForwarded(_ lines: [String]) throws {
        let setThread = try index(lines, "Chats/thread#1.set(conversationID)")
        let setMessages = try index(lines, "Chats/thread#1/messages.set(conversationID)")
        #expect(setThread < setMessages)
        #expect(setMessages < (try index(lines, "Chats/thread#1.viewDidLoad")))
        #expect(setMessages < (try index(lines, "Chats/thread#1/messages.viewDidLoad")))
        #expect(lines.contains("Chats/thread#1.didMove(toParent: Chats)"))
    }

    @Test func anOutputSetsAContainerWhoseAnswerReachesItsScreenBeforeLoad() throws {
        let runtime = try RuntimeHarness.run(
            try RuntimeHarness.spec(yaml: Self.chat), "inbox.opened(conversationID: a)")
        try expectForwarded(runtime.traceLines)
        #expect(runtime.diagnostics.isEmpty, "\(runtime.diagnostics.map(\.description))")
    }

    @Test(arguments: ["chat://thread/abc", "chat://messages/abc"])
    func aDeepLinkSetsEachLevelBeforeItLoads(_ url: String) throws {
        let spec = try RuntimeHarness.spec(yaml: Self.chat)
        guard
            case .steps(_, _, _, _, let levels) = RouteAnalysis.open(
                url, in: spec, options: FlowOptions(specPath: "chat.yaml"))
        else {
            Issue.record("\(url) opens nothing")
            return
        }
        let runtime = try Runtime(plan: PlanLowering.lower(spec), root: "Chats")
        runtime.launch()
        runtime.open(
            levels.map {
                Runtime.OpenLevel(
                    container: $0.path, child: $0.child, made: $0.made, transitions: $0.steps.map(\.transition),
                    inputs: $0.inputs)
            })
        runtime.finish()
        try expectForwarded(runtime.traceLines)
        #expect(runtime.diagnostics.isEmpty, "\(runtime.diagnostics.map(\.description))")
    }
}
