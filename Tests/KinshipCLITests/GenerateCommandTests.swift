import Foundation
import KinshipTestSupport
import Testing

/// `kinship generate` with several specs, run as the built binary: it keeps a file's position
/// rather than its name, and a digest only for names several specs share, so what it reports
/// must still name every file, in order, and catch two specs that disagree on a shared file.
/// Skipped when the kinship executable is not built (`swift build` builds it, as CI does).
@Suite struct GenerateCommandTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "kinship-generate-\(UUID().uuidString)")

    static let library = """
        kinship: 1
        screens:
          List: { class: ListViewController }
          Detail: { class: DetailViewController }
        """

    static func spec(_ container: String, child: String, type: String) -> String {
        """
        kinship: 1
        imports: [lib.yaml]
        containers:
          \(container):
            children: { \(child): \(type) }
            slots:
              main: { accepts: [\(child)], initial: \(child) }
        """
    }

    func write(_ files: [String: String]) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files {
            try (text + "\n").write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
    }

    /// Runs the binary in `directory`; nil when it is not built.
    func kinship(_ arguments: [String]) throws -> (status: Int32, out: String, err: String)? {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "kinship")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else { return nil }
        let run = try runProcess(binary, arguments, in: directory)
        return (run.status, run.out, run.err)
    }

    @Test(
        "two specs sharing a screen library: every file listed once, in order; again, nothing; --check names what changed"
    )
    func sharedFiles() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try write([
            "lib.yaml": Self.library, "a.yaml": Self.spec("Shell", child: "list", type: "List"),
            "b.yaml": Self.spec("Other", child: "detail", type: "Detail"),
        ])
        let arguments = ["generate", "a.yaml", "b.yaml", "--screen-stubs", "-o", "out"]
        guard let first = try kinship(arguments) else { return }
        #expect(first.status == 0, "\(first.err)")
        #expect(
            first.out == """
                wrote out/Shell.swift
                wrote out/AAssembly.swift
                wrote out/KinshipScreens.swift
                wrote out/Other.swift
                wrote out/BAssembly.swift

                """)
        let again = try kinship(arguments)
        #expect(again?.status == 0 && again?.out == "" && again?.err == "")

        let out = directory.appendingPathComponent("out")
        try "// edited\n".write(to: out.appendingPathComponent("Other.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: out.appendingPathComponent("Shell.swift"))
        try "// kinship-generated: container Gone\n".write(
            to: out.appendingPathComponent("Gone.swift"), atomically: true, encoding: .utf8)
        let check = try kinship(arguments + ["--check"])
        #expect(check?.status == 1)
        // A removed file is missing, not out of date (as the help says).
        #expect(check?.out == "missing: out/Shell.swift\nout of date: out/Other.swift\nstale: out/Gone.swift\n")
        #expect(
            check?.err.contains("out/Gone.swift was generated (container Gone) but no spec produces it any more")
                == true)
    }

    @Test("two specs generating one file differently: refused, naming the file")
    func conflictingFiles() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try write([
            "lib.yaml": Self.library, "a.yaml": Self.spec("Shell", child: "list", type: "List"),
            "c.yaml": Self.spec("Shell", child: "detail", type: "Detail"),
        ])
        guard let result = try kinship(["generate", "a.yaml", "c.yaml", "-o", "out"]) else { return }
        #expect(result.status == 1)
        #expect(
            result.err
                == "error: a.yaml and c.yaml both generate Shell.swift, differently; generate them into separate directories (nothing was written)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
    }

    @Test("two specs named alike in two folders: their assemblies collide, refused before any file is written")
    func collidingAssemblies() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        for folder in ["a", "b"] {
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try write([
            "a/lib.yaml": Self.library, "b/lib.yaml": Self.library,
            "a/x.yaml": Self.spec("Left", child: "list", type: "List"),
            "b/x.yaml": Self.spec("Right", child: "detail", type: "Detail"),
        ])
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("out"), withIntermediateDirectories: true)
        guard let result = try kinship(["generate", "a/x.yaml", "b/x.yaml", "-o", "out"]) else { return }
        #expect(result.status == 1)
        #expect(
            result.err
                == "error: a/x.yaml and b/x.yaml both generate XAssembly.swift, differently; generate them into separate directories (nothing was written)\n"
        )
        #expect(result.out == "")
        let written = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path)
        #expect(written.isEmpty, "files written before the refusal: \(written)")
    }
    @Test("two specs seeing different screens: one KinshipScreens.swift stubs every screen of both, once each")
    func screenStubsOverSeveralSpecs() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        func own(_ container: String, _ screen: String, _ shared: String) -> String {
            """
            kinship: 1
            screens:
              \(screen): { class: \(screen)ViewController }
              Shared: { class: \(shared) }
            containers:
              \(container):
                children: { a: \(screen), b: Shared }
                slots:
                  main: { accepts: [a, b], initial: a }
            """
        }
        try write([
            "a.yaml": own("Shell", "List", "SharedViewController"),
            "b.yaml": own("Other", "Detail", "SharedViewController"),
        ])
        let arguments = ["generate", "a.yaml", "b.yaml", "--screen-stubs", "-o", "out"]
        guard let first = try kinship(arguments) else { return }
        #expect(first.status == 0, "\(first.err)")
        #expect(
            first.out == """
                wrote out/Shell.swift
                wrote out/AAssembly.swift
                wrote out/KinshipScreens.swift
                wrote out/Other.swift
                wrote out/BAssembly.swift

                """)
        let stubs = try String(
            contentsOf: directory.appendingPathComponent("out/KinshipScreens.swift"), encoding: .utf8)
        #expect(stubs.hasPrefix("// Generated by kinship from a.yaml, b.yaml. Do not edit:"), "\(stubs)")
        for name in ["ListViewController", "SharedViewController", "DetailViewController"] {
            #expect(stubs.components(separatedBy: "final class \(name):").count == 2, "\(name) once: \(stubs)")
        }
        // The same command again changes nothing, and --check agrees.
        let again = try kinship(arguments)
        #expect(again?.status == 0 && again?.out == "" && again?.err == "")
        #expect(try kinship(arguments + ["--check"])?.status == 0)
    }
}
