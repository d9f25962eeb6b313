import Foundation
import KinshipCodegen
import Testing

/// UIKit is not on Linux, so the uikit-target goldens are checked for syntax only: `swiftc -parse`.
@Suite struct UIKitParseTests {
    static var swiftc: String? {
        let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { String($0) + "/swiftc" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test(arguments: GoldenSupport.specPaths)
    func uikitOutputParses(spec: String) throws {
        let swiftc = try #require(Self.swiftc, "swiftc is not on PATH")
        let outputs = try GoldenSupport.generate(spec, .uikit)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kinship-parse-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try GeneratedFileWriter(directory: directory).sync(outputs, check: false)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-parse"] + outputs.map { directory.appendingPathComponent($0.name).path }
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "swiftc -parse failed for \(spec):\n\(message)")
        #expect(message.isEmpty, "swiftc -parse printed:\n\(message)")
    }
}
