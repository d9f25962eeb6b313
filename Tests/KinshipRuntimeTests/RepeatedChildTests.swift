import KinshipSyntax
import Foundation
import KinshipPlan
@testable import KinshipRuntime
import KinshipSyntax
import KinshipTestSupport
import KinshipUIKit
import Testing

/// Repeated children (`many: true`) at run time: one instance per push, named `name#N`,
/// released after its pop; recursion through them; `--max-controllers` bounding pushes.
@MainActor
struct RepeatedChildTests {
    /// A POI tab bar whose info tab pushes another POI tab bar (GoMap's storyboard, in small).
    static let recursive = """
        kinship: 1
        screens:
          Info: { class: InfoViewController }
          Tags: { class: TagsViewController }
        containers:
          POINav:
            kind: navigation
            children: { tabs: POITabs, more: { type: POITabs, many: true } }
            slots:
              content: { accepts: [tabs, more], initial: [tabs] }
            transitions:
              drill: { content: { push: more } }
              back:  { content: { pop: 1, from: more } }
          POITabs:
            kind: tabs
            children: { info: Info, tags: Tags }
            slots:
              content: { accepts: [info, tags], initial: info }
            transitions:
              showTags: { content: { select: tags } }
        root: POINav
        """

    @Test func eachPushMakesANewInstanceNamedByCount() throws {
        let spec = try RuntimeHarness.spec(yaml: Self.recursive)
        let runtime = try RuntimeHarness.run(spec, "drill,drill,back,drill")
        let lines = runtime.traceLines
        #expect(lines.contains("POINav/more#1.willMove(toParent: POINav)"))
        #expect(lines.contains("POINav/more#2/info.viewDidLoad"))
        #expect(lines.contains("POINav/more#2.didMove(toParent: nil)"))
        // A name is never reused after a pop.
        #expect(lines.contains("POINav/more#3.willMove(toParent: POINav)"))
        #expect(!lines.contains { $0.hasPrefix("POINav/more#3") && $0.contains("didMove(toParent: nil)") })
        #expect(runtime.diagnostics.isEmpty, "\(runtime.diagnostics.map(\.description))")
    }

    /// What `liveContainers` lists is what the next event's names can reach: an instance whose
    /// pop (here the user's edge swipe) has finished is gone from it at once, not only after the
    /// next event (the differential tester picked `POINav/more#1` there and wrote a short name
    /// that by then meant another container).
    @Test func anInstanceIsNoLongerLiveOnceItsPopHasFinished() throws {
        let spec = try RuntimeHarness.spec(yaml: Self.recursive)
        let runtime = try Runtime(plan: PlanLowering.lower(spec), root: "POINav")
        runtime.launch()
        for event in try EventParser.parseList("drill,POINav.swipeBack(more)") { runtime.handle(event) }
        UIModelRunLoop.main.runUntilIdle()
        #expect(runtime.liveContainers.map(\.path).sorted() == ["POINav", "POINav/tabs"])
        runtime.finish()
    }

    @Test func aPushedContainerRunsItsOwnTransitionsAndIsReleasedAfterItsPop() throws {
        let spec = try RuntimeHarness.spec(yaml: Self.recursive)
        let runtime = try RuntimeHarness.run(spec, "drill,POINav/more#1.showTags,back")
        #expect(runtime.traceLines.contains("POINav/more#1/tags.viewWillAppear(animated: false)"))
        // Root, its tabs (and their two screens); more#1 and its screens are gone.
        #expect(runtime.liveControllers == 4)
        #expect(runtime.nodes.map(\.path).sorted() == ["POINav", "POINav/tabs"])
        let after = try RuntimeHarness.run(spec, "drill,back,POINav/more#1.showTags")
        // Once popped, its path names nothing.
        #expect(after.diagnostics.map(\.id) == [.unknownEvent] as [DiagnosticID])
        #expect(after.diagnostics.first?.message.contains("no live container instance at 'POINav/more#1'") == true)
    }

    /// A deep stack: each push and pop costs the same at any depth (8,000 pushes took 54 s when
    /// every event scanned every instance; scripts/bench measures it), and what is popped is
    /// released exactly, whether one at a time, animated, or all at once.
    @Test func aDeepStackReleasesWhatIsPoppedAndOnlyThat() throws {
        let spec = try RuntimeHarness.spec(
            yaml: """
                kinship: 1
                screens: { Folder: FolderViewController }
                containers:
                  Browser:
                    kind: navigation
                    children: { root: Folder, folder: { type: Folder, many: true } }
                    slots: { content: { accepts: [root, folder], initial: [root] } }
                    transitions:
                      open: { content: { push: folder } }
                      back: { content: { pop: 1, from: folder, duration: 0.3 } }
                      home: { content: popToRoot }
                root: Browser
                """)
        let pushes = Array(repeating: "open", count: 2_000)
        let runtime = try RuntimeHarness.run(spec, (pushes + ["back", "back", "back"]).joined(separator: ","))
        #expect(runtime.diagnostics.isEmpty, "\(runtime.diagnostics.prefix(3).map(\.description))")
        // The navigation controller, its root and the 1,997 folders still pushed.
        #expect(runtime.liveControllers == 1 + 1 + 1_997)
        #expect(runtime.traceLines.contains("Browser/folder#1998.didMove(toParent: nil)"))
        #expect(!runtime.traceLines.contains("Browser/folder#1997.didMove(toParent: nil)"))
        let home = try RuntimeHarness.run(spec, (pushes + ["home", "open"]).joined(separator: ","))
        #expect(home.liveControllers == 3)
        #expect(home.traceLines.contains("Browser/folder#2001.didMove(toParent: Browser)"))
    }

    @Test func maxControllersBoundsPushes() throws {
        let spec = try RuntimeHarness.spec(yaml: Self.recursive)
        var options = Runtime.Options()
        options.maxControllers = 8
        // Launch makes 4 (nav, tabs, info, tags); each drill makes 3 more.
        let runtime = try RuntimeHarness.run(spec, "drill,drill", options: options)
        let limit = try #require(runtime.diagnostics.first { $0.id == .limitExceeded })
        #expect(limit.message.contains("over the limit of 8"))
        #expect(!runtime.traceLines.contains { $0.contains("more#2") })
    }

    /// The trace names the sheet `info#1`; a swipe written that way says what to write instead.
    @Test func aSwipeNamingAnInstanceSaysToNameTheChild() throws {
        let spec = try RuntimeHarness.spec(Golden.specs.appendingPathComponent("folders.yaml").path)
        let runtime = try RuntimeHarness.run(spec, "inspect,swipeDown(info#1)")
        #expect(runtime.diagnostics.map(\.id) == [.notPresented] as [DiagnosticID])
        #expect(
            runtime.diagnostics.first?.message.hasSuffix(
                "events name the child, not its instance: write swipeDown(info)") == true,
            "\(runtime.diagnostics.map(\.message))")
        #expect(try RuntimeHarness.run(spec, "inspect,swipeDown(info)").diagnostics.isEmpty)
    }

    @Test func guardsOnARepeatedChildHoldForAnyInstanceOnTop() throws {
        let spec = try RuntimeHarness.spec(Golden.specs.appendingPathComponent("folders.yaml").path)
        let runtime = try RuntimeHarness.run(spec, "open,open,up,up,up")
        // The third `up` finds home on top: disabled, not an underflow.
        #expect(runtime.diagnostics.map(\.id) == [.transitionDisabled] as [DiagnosticID])
        #expect(runtime.traceLines.contains("Files/browser/folder#1.didMove(toParent: nil)"))
    }

    /// A navigation preset whose repeated child `thread` is a container that emits.
    static let threads = Golden.fixtures.appendingPathComponent("generated/threads/threads.yaml").path

    @Test func aRepeatedContainerChildEmitsUnderItsChildName() throws {
        let runtime = try RuntimeHarness.run(
            try RuntimeHarness.spec(Self.threads), "inbox.picked(id: 7),App/inbox/thread#1/msg.tapped")
        // Nav's `thread.tapped: back` answered thread#1's emit.
        #expect(runtime.traceLines.contains("App/inbox/thread#1.didMove(toParent: nil)"))
        #expect(runtime.diagnostics.isEmpty, "\(runtime.diagnostics.map(\.description))")
    }

    @Test func aRepeatedChildWithNoInstanceDoesNotMakeAShortEventAmbiguous() throws {
        let spec = try RuntimeHarness.spec(Self.threads)
        // Archive repeats `msg` too, but holds no instance of it: `msg.tapped` names thread#1's msg.
        let runtime = try RuntimeHarness.run(spec, "inbox.picked(id: 7),msg.tapped")
        #expect(runtime.diagnostics.isEmpty, "\(runtime.diagnostics.map(\.description))")
        #expect(
            runtime.traceLines
                == (try RuntimeHarness.run(spec, "inbox.picked(id: 7),App/inbox/thread#1/msg.tapped")).traceLines)
        // Once Archive shows a msg, the short form names two live outputs.
        let both = try RuntimeHarness.run(spec, "inbox.picked(id: 7),toArchive,list.picked(id: 1),msg.tapped")
        #expect(
            both.diagnostics.map(\.id) == [.ambiguousEvent] as [DiagnosticID], "\(both.diagnostics.map(\.description))")
    }

    @Test func aSetBeforeThePushReachesTheNewInstanceThoughAnotherIsInTheStack() throws {
        // thread#1 is in the stack; its reply sets the conversation, then pushes thread#2.
        let runtime = try RuntimeHarness.run(
            try RuntimeHarness.spec(Self.threads), "inbox.picked(id: 7),App/inbox/thread#1/msg.reply(id: 9)")
        let lines = runtime.traceLines
        #expect(
            lines.filter { $0.hasSuffix(".set(conversationID)") } == [
                "App/inbox/thread#1.set(conversationID)", "App/inbox/thread#2.set(conversationID)",
            ])
        let set = try #require(lines.firstIndex(of: "App/inbox/thread#2.set(conversationID)"))
        let pushed = try #require(lines.firstIndex(of: "App/inbox/thread#2.willMove(toParent: App/inbox)"))
        #expect(set < pushed)
        #expect(runtime.diagnostics.isEmpty, "\(runtime.diagnostics.map(\.description))")
    }
}
