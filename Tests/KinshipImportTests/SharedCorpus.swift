import Foundation
import Testing

/// The real storyboards of `../shared/corpus/storyboards`, beside the package checkout. CI has them; a fresh
/// clone with nothing beside it does not, and its `swift test` must still pass. So the tests that read the
/// corpus run when it is there, skip with a message naming the folder when it is absent, and fail when it is
/// absent under CI (`CI` set and not `false` or `0`), where a missing corpus means a broken checkout.
enum SharedCorpus {
    /// `<package>/../shared/corpus/storyboards`, found from this file (Tests/KinshipImportTests/…); a git
    /// worktree one folder further down (`wt/<branch>`) finds it beside its parent instead.
    static let storyboards: URL = {
        let package = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let beside = package.deletingLastPathComponent().appendingPathComponent("shared/corpus/storyboards")
        let above = package.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "shared/corpus/storyboards")
        return isDirectory(beside) || !isDirectory(above) ? beside : above
    }()

    /// `../shared/corpus/apps`: every storyboard of real apps, repository paths kept (SOURCES.md there).
    static var apps: URL { storyboards.deletingLastPathComponent().appendingPathComponent("apps") }

    static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static var isPresent: Bool { isDirectory(storyboards) }

    /// CI providers set `CI=true`; an unset, empty, `false` or `0` value is a developer's machine.
    static var isRequired: Bool {
        guard let value = ProcessInfo.processInfo.environment["CI"]?.lowercased() else { return false }
        return !["", "false", "0"].contains(value)
    }

    /// Whether the corpus tests run: always under CI (and fail there when the folder is missing), else when present.
    static var shouldRun: Bool { isPresent || isRequired }

    static let skipMessage: Comment = """
        the shared storyboard corpus is not beside this checkout (\(storyboards.standardizedFileURL.path) \
        is absent): real storyboards copied from public repositories under their own licences, kept \
        outside this repository (CONTRIBUTING.md, "Skipped tests"); set CI=true to require it
        """
}
