import Foundation
import KinshipCodegen
import KinshipSpec
import Testing

/// The router's translation where the bundled specs do not reach: an instance of a repeated
/// container child on the path, and a route nothing shows.
@Suite struct RouterTranslationTests {
    private func generate(_ yaml: String) throws -> [SwiftGenerator.Output] {
        let loader = SpecLoader()
        let loadedSpec = loader.load("inline.yaml", contents: Array(yaml.utf8))
        let loaded = loadedSpec.spec, diagnostics = loadedSpec.diagnostics
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.message))")
        let spec = try #require(loaded)
        return try SwiftGenerator.generate(
            GeneratorInput(spec: spec, specFileName: "inline.yaml") { _ in "inline.yaml" }, options: GeneratorOptions())
    }

    private static let threads = """
        kinship: 1
        screens: { Home: H, Item: I }
        containers:
          Nav:
            kind: navigation
            children: { home: Home, thread: { type: Thread, many: true } }
            slots: { content: { accepts: [home, thread], initial: [home] } }
            transitions:
              open: { content: { push: thread } }
              back: { content: { pop: 1, from: thread } }
          Thread:
            class: ThreadViewController
            children: { list: Home, detail: Item }
            slots: { main: { accepts: [list, detail], initial: list } }
            transitions: { showDetail: { main: { show: detail } } }
        root: Nav
        lint: { disable: [no-way-back] }
        routes:
          detail: { url: "app://thread/{id: Int}/detail", open: Nav/thread/detail }

        """

    /// `controller(.thread)` would make a new thread; the step finds the one the push made, by the
    /// name the container keeps for it (not its restorationIdentifier, which the app may have set).
    @Test func aRepeatedInstanceIsFoundAmongTheChildren() throws {
        let router = try #require(try generate(Self.threads).first { $0.name == "InlineRouter.swift" })
        #expect(
            router.contents.contains(
                #"Step(path: "Nav/thread#1", transition: "showDetail") { root, animated in (root.instance(named: "thread#1") as? ThreadViewController)?.showDetail(animated: animated) ?? false }"#
            ))
        #expect(router.contents.contains("case detail(id: Int)"))
    }

    /// Components' path segments, host and query names arrive decoded, so the matcher compares
    /// them with the pattern's literals decoded (`caf%C3%A9` is `café`).
    @Test func escapedLiteralsAreComparedDecoded() throws {
        let yaml = Self.threads.replacingOccurrences(
            of: #"url: "app://thread/{id: Int}/detail""#,
            with: #"url: "app://%54hread/{id: Int}/d%C3%A9tail?fr%6Fm={from}""#)
        let router = try #require(try generate(yaml).first { $0.name == "InlineRouter.swift" })
        #expect(router.contents.contains(#"host == "thread""#))
        #expect(router.contents.contains(#"path[1] == "détail""#))
        #expect(router.contents.contains(#"$0.name == "from""#))
    }

    @Test func anUnreachableRouteIsRefused() throws {
        let yaml = Self.threads.replacingOccurrences(
            of: "transitions: { showDetail: { main: { show: detail } } }",
            with: "transitions: { showList: { main: { show: list } } }")
        #expect(throws: GeneratorError.self) { try generate(yaml) }
    }
}
