import Foundation
@testable import KinshipFlow
import KinshipPlan
import Testing

/// Golden pictures for tunnel.yaml, app.yaml, mail.yaml (presentation drawn apart) and podcasts.yaml (value edges) under `Tests/Fixtures/flow/graphs/`, and a
/// check that Graphviz accepts every bundled spec's DOT.
@Suite struct GraphTests {
    static let goldenSpecs = ["tunnel", "app", "mail", "podcasts"]

    static func render(_ name: String, mermaid: Bool, states: Bool) throws -> String {
        let url = Golden.specs.appendingPathComponent("\(name).yaml")
        let (spec, plan) = try #require(FlowCheck.load(url))
        let tree = ContainmentTree(plan)
        let flows = states ? FlowAnalysis.explore(spec, plan: plan, options: FlowOptions(specPath: url.path)) : []
        return mermaid ? MermaidRenderer().render(tree, states: flows) : DOTRenderer().render(tree, states: flows)
    }

    @Test("golden DOT and Mermaid", arguments: goldenSpecs)
    func golden(_ name: String) throws {
        for (mermaid, ext) in [(false, "dot"), (true, "mmd")] {
            for states in [false, true] {
                let file = "\(name)\(states ? "-states" : "").\(ext)"
                Golden.check(
                    try Self.render(name, mermaid: mermaid, states: states),
                    against: Golden.graphs.appendingPathComponent(file))
            }
        }
    }

    /// A SwiftUI screen is drawn as the view it is, in both formats.
    @Test func hostedScreensAreDrawnAsSwiftUI() throws {
        let dot = try Self.render("hosted-screens", mermaid: false, states: false)
        #expect(dot.contains(#"label="settings: Settings (SwiftUI)""#), "\(dot)")
        #expect(dot.contains(#"label="home: Home""#))
        let mermaid = try Self.render("hosted-screens", mermaid: true, states: false)
        #expect(mermaid.contains("compose: Compose (SwiftUI)"), "\(mermaid)")
    }

    @Test func outputIsDeterministic() throws {
        #expect(
            try Self.render("app", mermaid: false, states: true) == Self.render("app", mermaid: false, states: true))
        #expect(try Self.render("app", mermaid: true, states: true) == Self.render("app", mermaid: true, states: true))
    }

    @Test func labelsAreEscaped() {
        #expect(DOTRenderer.id("a \"b\" \\ c\nd") == #""a \"b\" \\ c\nd""#)
        #expect(DOTRenderer.label(["x\"y", "z"]) == #""x\"y\nz""#)
        #expect(MermaidRenderer.text(["<a> \"b\" #c"]) == "\"#lt;a#gt; #quot;b#quot; #35;c\"")
    }

    /// A screen that presents is drawn as a screen, with its presentation slots and what they present.
    @Test func aScreenThatPresentsIsDrawnAsAScreen() throws {
        let url = Golden.tests.appendingPathComponent("Fixtures/generated/presenting-screen/presenting-screen.yaml")
        let (_, plan) = try #require(FlowCheck.load(url))
        let tree = ContainmentTree(plan)
        let dot = DOTRenderer().render(tree, states: [])
        #expect(dot.contains(#"label="map: Map (screen)""#), "\(dot)")
        #expect(dot.contains(#""App/map:modal" -> "App/map/settings" [label="present""#))
        #expect(MermaidRenderer().render(tree, states: []).contains("map: Map (screen)"))
        #expect(tree.instances.first { $0.path == "App/map" }?.isScreen == true)
    }

    @Test func instanceTreeFollowsTheRoot() throws {
        let (_, plan) = try #require(FlowCheck.load(Golden.specs.appendingPathComponent("app.yaml")))
        let paths = ContainmentTree(plan).instances.map(\.path)
        #expect(paths == ["App", "App/feed", "App/feed/place"])
    }

    static let dot: String? =
        ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
        ?? ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
        .map { "\($0)/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(
        "dot -Tsvg renders every bundled spec",
        .enabled(if: dot != nil, "Graphviz 'dot' is not on PATH (apt-get install graphviz); rendering not checked"),
        arguments: Golden.specFiles)
    func graphvizRenders(_ file: String) throws {
        let dot = try #require(Self.dot)
        let name = String(file.dropLast(".yaml".count))
        for states in [false, true] {
            let source = try Self.render(name, mermaid: false, states: states)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: dot)
            process.arguments = ["-Tsvg"]
            let input = Pipe(), output = Pipe(), errors = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            input.fileHandleForWriting.write(Data(source.utf8))
            try input.fileHandleForWriting.close()
            let svg = output.fileHandleForReading.readDataToEndOfFile()
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(file): dot failed: \(stderr)")
            #expect(stderr.isEmpty, "\(file): dot warned: \(stderr)")
            #expect(String(decoding: svg, as: UTF8.self).contains("<svg"), "\(file): no SVG")
        }
    }
}
