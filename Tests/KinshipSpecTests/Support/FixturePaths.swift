import Foundation

/// Where the test data lives, found from this file's path so tests run from any directory.
enum FixturePaths {
    /// `…/Tests/KinshipSpecTests/Support/FixturePaths.swift` → `…/Tests`. Symlinks are resolved
    /// first so a scratch package that links the test folders still finds the real package.
    static let tests = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/Fixtures/diagnostics`: one folder per golden diagnostic case.
    static let diagnostics = tests.appendingPathComponent("Fixtures/diagnostics")

    /// The package root: `specs/` and `Sources/` hang off it.
    static let package = tests.deletingLastPathComponent()

    static let specs = package.appendingPathComponent("specs")

    /// The names of the entries of a directory, sorted; empty when it cannot be read
    /// (the tests that use this assert it is not empty).
    static func entries(of directory: URL, directoriesOnly: Bool = false) -> [String] {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: directory.path) else { return [] }
        return names.filter { name in
            guard !name.hasPrefix(".") else { return false }
            guard directoriesOnly else { return true }
            var isDirectory: ObjCBool = false
            return fm.fileExists(atPath: directory.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.sorted()
    }

    static var recording: Bool { ProcessInfo.processInfo.environment["KINSHIP_RECORD"] == "1" }
}
