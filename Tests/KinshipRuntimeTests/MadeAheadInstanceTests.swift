import Foundation
import KinshipSyntax
@testable import KinshipRuntime
import Testing

/// A `set` on a repeated child no slot holds makes the instance its next push will make
/// (grammar.md, "Which instance a `set` reaches"). That instance waits for the push, however
/// many events later, and until then no short event counts it.
@MainActor @Suite struct MadeAheadInstanceTests {
    static let spec = """
        kinship: 1
        screens:
          Home: { class: HomeViewController, outputs: { picked: { name: String } } }
          Leaf: LeafViewController
        containers:
          App:
            kind: navigation
            children: { home: Home, folder: { type: Folder, many: true } }
            slots:
              content: { accepts: [home, folder], initial: [home] }
            transitions:
              open: { content: { push: folder } }
            on:
              home.picked: { set: folder.name }
          Folder:
            inputs: { name: "String?" }
            children: { a: Leaf, b: Leaf }
            slots:
              main: { accepts: [a, b], initial: a }
            transitions:
              flip: { main: { show: b } }
        root: App
        """

    @Test("two sets with no push between reach one instance, and the push shows it")
    func keptUntilPushed() throws {
        let spec = try RuntimeHarness.spec(yaml: Self.spec)
        let runtime = try RuntimeHarness.run(
            spec, #"App/home.picked(name: "a"),App/home.picked(name: "b"),App.open"#)
        #expect(runtime.diagnostics.isEmpty, "\(runtime.diagnostics.map(\.message))")
        let lines = runtime.traceLines
        #expect(lines.filter { $0.hasSuffix(".set(name)") } == ["App/folder#1.set(name)", "App/folder#1.set(name)"])
        #expect(lines.contains("App/folder#1.viewDidLoad"))
        #expect(!lines.contains { $0.contains("folder#2") })
    }

    @Test("a short event does not reach an instance made ahead and not pushed yet")
    func notLiveBeforeItsPush() throws {
        let spec = try RuntimeHarness.spec(yaml: Self.spec)
        let ahead = try RuntimeHarness.run(spec, #"App/home.picked(name: "a"),flip"#)
        #expect(ahead.diagnostics.map(\.id) == [.unknownEvent] as [DiagnosticID], "\(ahead.diagnostics.map(\.message))")
        #expect(!ahead.traceLines.contains { $0.contains("/b.") })
        #expect(!ahead.liveContainers.contains { $0.type == "Folder" })
        let pushed = try RuntimeHarness.run(spec, #"App/home.picked(name: "a"),App.open,flip"#)
        #expect(pushed.diagnostics.isEmpty, "\(pushed.diagnostics.map(\.message))")
        #expect(pushed.traceLines.contains("App/folder#1/b.viewDidLoad"))
    }
}
