import Foundation
import KinshipSpec
import KinshipSyntax
import Testing

/// Only regular files are read. A device never ends (`/dev/zero` grew `check` to 3.7 GB in 10 s)
/// and a FIFO blocks until a writer comes; both are refused, located, before a byte is read.
/// Fixtures cannot hold a FIFO (git stores none), so these make their own; the symlink to
/// `/dev/zero` is also the fixture `hostile/import-device`.
@Suite struct NonRegularFileTests {
    /// A fresh folder holding a FIFO `fifo.yaml` and a symlink `zero.yaml` to `/dev/zero`.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kinship-special-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        #expect(mkfifo(url.appendingPathComponent("fifo.yaml").path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: url.appendingPathComponent("zero.yaml").path, withDestinationPath: "/dev/zero")
        return url
    }

    static let importer = """
        kinship: 1
        imports: [%@]
        screens: { Map: MapViewController }

        """

    @Test(arguments: [("fifo.yaml", "a FIFO"), ("zero.yaml", "a character device")])
    func aSpecThatIsNotARegularFileIsRefused(_ name: String, _ kind: String) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(name).path
        let loadedSpec = SpecLoader().load(path)
        let spec = loadedSpec.spec, diagnostics = loadedSpec.diagnostics
        #expect(spec == nil)
        #expect(diagnostics.map(\.id) == [.fileNotFound] as [DiagnosticID])
        #expect(diagnostics.first?.message == "cannot read '\(path)': \(kind), not a regular file")
        // `kinship check DIR` looks into each YAML file of a folder first: that must not block either.
        #expect(SpecFinder.classify(path) == .spec)
    }

    /// The command line (parsed from the file) and the language server (text kept) read alike.
    @Test(arguments: [
        ("fifo.yaml", "a FIFO", false), ("zero.yaml", "a character device", false),
        ("fifo.yaml", "a FIFO", true), ("zero.yaml", "a character device", true),
    ])
    func anImportThatIsNotARegularFileIsRefusedAtTheImport(_ name: String, _ kind: String, _ keepsText: Bool) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("app.yaml")
        try Self.importer.replacingOccurrences(of: "%@", with: name).write(to: app, atomically: true, encoding: .utf8)
        let loader = SpecLoader()
        loader.keepsText = keepsText
        let diagnostics = loader.load(app.path).diagnostics
        #expect(diagnostics.map(\.id) == [.importNotFound] as [DiagnosticID])
        #expect(diagnostics.first?.message.hasPrefix("imported file '\(name)' is \(kind), not a regular file") == true)
        #expect(diagnostics.first?.range?.start == SourcePosition(line: 2, column: 11))
    }

    @Test func aRegularFileIsReadUpToItsLimit() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kinship-limit-\(UUID().uuidString)")
        try Data(repeating: UInt8(ascii: "#"), count: 100).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(
            SourceFile.read(atPath: url.path, maxBytes: 100)
                == .success([UInt8](repeating: UInt8(ascii: "#"), count: 100)))
        #expect(SourceFile.read(atPath: url.path, maxBytes: 99) == .failure(.tooLarge(100)))
        #expect(SourceFile.read(atPath: url.path + ".missing") == .failure(.missing))
        #expect(SourceFile.read(atPath: "/dev/zero") == .failure(.notRegular("a character device")))
    }
}
