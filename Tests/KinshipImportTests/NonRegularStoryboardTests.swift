import Foundation
import KinshipImport
import KinshipSpec
import KinshipSyntax
import Testing

/// `kinship import storyboard` reads only regular files, like every other reader.
@Suite struct NonRegularStoryboardTests {
    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinship-sb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("Main.storyboard").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let result = StoryboardImporter.importFile(fifo, files: SourceFiles())
        #expect(result.yaml == nil)
        #expect(result.diagnostics.map(\.message) == ["cannot read storyboard '\(fifo)': a FIFO, not a regular file"])
    }
}
