import Foundation
import KinshipSpec
import KinshipSyntax
import Testing

/// A spec on disk is parsed from the file (libyaml reads it as it goes), and its text is read
/// again only to print a diagnostic's source line; the language server's loader keeps the text it
/// checked instead (`keepsText`). Either way the diagnostics are those of the text in memory.
@Suite struct SourceTextTests {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("kinship-text-\(UUID().uuidString).yaml")
        .path
    let spec =
        "kinship: 1\nscreens:\n  Map: { class: MapViewController }\ncontainers:\n  Tunnel:\n    children: { map: Mpa }\n"

    private func render(_ loader: SpecLoader, _ diagnostics: [Diagnostic]) -> String {
        TextDiagnosticRenderer(files: loader.sources, colored: false).render(Diagnostic.arrange(diagnostics))
    }

    @Test func fromDiskAsFromMemory() throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        try spec.write(toFile: path, atomically: true, encoding: .utf8)
        let disk = SpecLoader()
        let memory = SpecLoader()
        let fromDisk = render(disk, disk.load(path).diagnostics)
        let fromMemory = render(memory, memory.load(path, contents: Array(spec.utf8)).diagnostics)
        #expect(fromDisk == fromMemory)
        #expect(fromDisk.contains("children: { map: Mpa }"))
        #expect(fromDisk.contains("did you mean 'Map'"))
    }

    @Test func keepsTextHoldsWhatWasChecked() throws {
        defer { try? FileManager.default.removeItem(atPath: path) }
        try spec.write(toFile: path, atomically: true, encoding: .utf8)
        let kept = SpecLoader()
        kept.keepsText = true
        let streamed = SpecLoader()
        let keptDiagnostics = kept.load(path).diagnostics
        let streamedDiagnostics = streamed.load(path).diagnostics
        // The file changes after the check: only the loader that kept the text still shows it.
        try spec.replacingOccurrences(of: "map: Mpa", with: "xyz: Mpa").write(
            toFile: path, atomically: true, encoding: .utf8)
        #expect(render(kept, keptDiagnostics).contains("children: { map: Mpa }"))
        #expect(render(streamed, streamedDiagnostics).contains("children: { xyz: Mpa }"))
    }
}
