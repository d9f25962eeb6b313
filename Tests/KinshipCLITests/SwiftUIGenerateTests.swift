import Foundation
import KinshipTestSupport
import Testing

/// `kinship generate --target swiftui` and `kinship check --target swiftui`, run as the built
/// binary: every place the SwiftUI target cannot express is one located error, all at once, exit 1,
/// and nothing is written; a preset-only spec writes its navigation core.
@Suite struct SwiftUIGenerateTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "kinship-swiftui-\(UUID().uuidString)")

    static let refused = """
        kinship: 1
        screens:
          Map: MapViewController
          Info: InfoViewController
        containers:
          Tunnel:
            class: TunnelViewController
            children: { map: Map }
            slots:
              main: { accepts: [map], initial: map }
          Nav:
            kind: navigation
            children: { map: Map, info: Info, tunnel: Tunnel }
            slots:
              content: { accepts: [map, tunnel], initial: [map] }
              popup: { kind: presentation, style: overCurrentContext, accepts: [info] }
            transitions:
              show: { popup: { present: info, animation: flipHorizontal } }
        root: Nav
        """

    static let presets = """
        kinship: 1
        screens:
          Map: MapViewController
          Info: InfoViewController
        containers:
          Nav:
            kind: navigation
            children: { map: Map, info: Info }
            slots:
              content: { accepts: [map, info], initial: [map] }
            transitions:
              open: { content: { push: info, from: map } }
        root: Nav
        """

    func write(_ name: String, _ text: String) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try (text + "\n").write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    /// Runs the binary in `directory`; nil when it is not built.
    func kinship(_ arguments: [String], in folder: URL? = nil) throws -> (status: Int32, out: String, err: String)? {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "kinship")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else { return nil }
        let run = try runProcess(binary, arguments, in: folder ?? directory)
        return (run.status, run.out, run.err)
    }

    static func places(_ text: String) -> [String] {
        text.split(separator: "\n").filter { $0.contains("[swiftui-unsupported]") }.map {
            String($0.prefix { $0 != " " })
        }
    }

    @Test func everyUnsupportedPlaceAtOnceAndNothingWritten() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try write("spec.yaml", Self.refused)
        guard let result = try kinship(["generate", "spec.yaml", "--target", "swiftui", "-o", "out"]) else { return }
        #expect(result.status == 1)
        // The custom container's key, the context style, the modal animation.
        #expect(
            Self.places(result.err) == ["spec.yaml:6:3:", "spec.yaml:16:43:", "spec.yaml:18:50:"], "\(result.err)")
        #expect(result.err.contains("--swiftui-bridge"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
        // check reports what generate would refuse, and only when asked.
        let check = try kinship(["check", "--target", "swiftui", "spec.yaml"])
        #expect(check?.status == 1)
        #expect(Self.places(check?.out ?? "") == ["spec.yaml:6:3:", "spec.yaml:16:43:", "spec.yaml:18:50:"])
        #expect(try kinship(["check", "spec.yaml"])?.status == 0)
    }

    /// Tests/Fixtures/swiftui/refusals: `kinship check --target swiftui` prints exactly
    /// expected.txt (each caret under the place named: a custom container's key, not its class;
    /// KINSHIP_RECORD=1 rewrites it, and fails).
    @Test func refusalsMatchGolden() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/swiftui/refusals")
        guard let result = try kinship(["check", "--no-flow", "--target", "swiftui", "spec.yaml"], in: folder) else {
            return
        }
        #expect(result.status == 1)
        let expected = folder.appendingPathComponent("expected.txt")
        if ProcessInfo.processInfo.environment["KINSHIP_RECORD"] == "1" {
            try result.out.write(to: expected, atomically: true, encoding: .utf8)
            Issue.record("recorded swiftui/refusals/expected.txt; run again without KINSHIP_RECORD")
            return
        }
        #expect(result.out == (try String(contentsOf: expected, encoding: .utf8)))
    }

    @Test func presetsWriteTheCore() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try write("spec.yaml", Self.presets)
        guard let result = try kinship(["generate", "spec.yaml", "--target", "swiftui", "-o", "out"]) else { return }
        #expect(result.status == 0, "\(result.err)")
        // The core, then the views bound to it (the navigator, the screens, a view per container).
        #expect(
            result.out
                == "wrote out/SpecNavigation.swift\nwrote out/NavState.swift\nwrote out/SpecNavigator.swift\n"
                + "wrote out/SpecScreens.swift\nwrote out/NavView.swift\n")
        let state = try String(contentsOf: directory.appendingPathComponent("out/NavState.swift"), encoding: .utf8)
        #expect(state.contains("    enum Route: Hashable, Codable, Sendable {\n        case map\n        case info\n"))
        #expect(state.contains("mutating func `open`(_ context: NavigationContext = NavigationContext()) -> Bool {"))
        #expect(!state.contains("import"))
    }
}
