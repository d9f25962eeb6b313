import Foundation
import KinshipImport
import KinshipSpec
import KinshipSyntax
import Testing

/// Whole apps imported in one command: the real browser of `../shared/corpus/apps/duckduckgo` (17
/// storyboards; skipped outside CI when the corpus is absent) and the notes app of
/// `Tests/Fixtures/import/apps/notes`. Their specs link by `imports:`, load without errors as import
/// graphs, and match the goldens `Tests/Fixtures/import/apps/<app>/<storyboard>.yaml`
/// (`KINSHIP_RECORD=1` rewrites them and fails).
@Suite struct AppImportTests {
    static let fixtures = StoryboardImportTests.fixtures.appendingPathComponent("apps")

    /// Every `.storyboard` under `folder`, sorted by path, as `kinship import storyboard FOLDER` takes them.
    static func storyboards(under folder: URL) -> [String] {
        let walker = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        var paths: [String] = []
        while let url = walker?.nextObject() as? URL {
            if url.pathExtension == "storyboard" { paths.append(url.path) }
        }
        return paths.sorted()
    }

    /// Imports the app, writes its specs into a fresh folder, loads each as the entry of its import
    /// graph, and compares each with its golden; returns the import.
    static func importApp(_ folder: URL, goldens: URL) throws -> StoryboardImports {
        let result = StoryboardImporter.importFiles(storyboards(under: folder), files: SourceFiles())
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("kinship-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: out) }
        for spec in result.imports {
            #expect(
                !spec.diagnostics.contains { $0.severity == .error }, "\(spec.name): \(spec.diagnostics.map(\.message))"
            )
            let yaml = try #require(spec.yaml, "\(spec.name) was refused")
            try yaml.write(to: out.appendingPathComponent(spec.name + ".yaml"), atomically: true, encoding: .utf8)
        }
        for spec in result.imports {
            let errors = SpecLoader().load(out.appendingPathComponent(spec.name + ".yaml").path).diagnostics.filter {
                $0.severity == .error
            }
            #expect(errors.isEmpty, "\(spec.name): \(errors.map(\.message))")
            try compareGolden(goldens.appendingPathComponent(spec.name + ".yaml"), spec.yaml ?? "")
        }
        return result
    }

    static func compareGolden(_ golden: URL, _ yaml: String) throws {
        if ProcessInfo.processInfo.environment["KINSHIP_RECORD"] == "1" {
            try FileManager.default.createDirectory(
                at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try yaml.write(to: golden, atomically: true, encoding: .utf8)
            Issue.record("recorded \(golden.lastPathComponent); rerun without KINSHIP_RECORD to check it")
            return
        }
        let expected = try #require(
            FileManager.default.contents(atPath: golden.path), "no golden \(golden.path); run with KINSHIP_RECORD=1")
        #expect(
            String(decoding: expected, as: UTF8.self) == yaml,
            "import of \(golden.lastPathComponent) differs from its golden spec")
    }

    /// The browser's references all lead to storyboards of the app, so all are linked.
    @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipMessage))
    func duckDuckGoImportsAsOneApp() throws {
        let folder = SharedCorpus.apps.appendingPathComponent("duckduckgo")
        #expect(Self.storyboards(under: folder).count == 17)
        let result = try Self.importApp(folder, goldens: Self.fixtures.appendingPathComponent("duckduckgo"))
        let warnings = result.imports.flatMap(\.diagnostics)
        #expect(!warnings.contains { $0.id == .importStoryboardReference }, "\(warnings.map(\.message))")
        #expect(result.summary.referencesLinked == 5)
        #expect(result.summary.storyboards == 17)
        let tab = try #require(result.imports.first { $0.name == "Tab" }?.yaml)
        #expect(tab.contains("imports: [DaxOnboarding.yaml, PrivacyDashboard.yaml, JSAlertController.yaml]"))
        // The popover to the privacy dashboard is a presentation of the tab's container.
        #expect(tab.contains("kind: presentation") && tab.contains("present: privacyDashboard"))
        // The tab switcher, a plain scene, presents its Dax dialog itself: nothing is dropped.
        #expect(!warnings.contains { $0.id == .importPresentationSegue }, "\(warnings.map(\.message))")
        let switcher = try #require(result.imports.first { $0.name == "TabSwitcher" }?.yaml)
        #expect(switcher.contains("  TabSwitcher:\n    class: TabSwitcherViewController\n    children:\n"))
        #expect(result.summary.presentingScreens == 1 && result.summary.text.contains("(1 presenting)"))
    }

    @Test func notesAppLinksItsStoryboards() throws {
        let result = try Self.importApp(
            Self.fixtures.appendingPathComponent("notes"), goldens: Self.fixtures.appendingPathComponent("notes"))
        let specs = Dictionary(uniqueKeysWithValues: result.imports.map { ($0.name, $0) })
        let main = try #require(specs["Main"]?.yaml)
        #expect(main.contains("imports: [Library.yaml, Account.yaml]"))
        // The library tab is Library.storyboard's initial scene, the account tab the scene its id names.
        #expect(main.contains("      libraryNavigation: LibraryNavigation\n      account: Account\n"))
        // A reference without a storyboard name leads into its own storyboard: no placeholder screen.
        #expect(main.contains("openMessage: { identifier: \"openMessage\", content: { push: message, from: inbox } }"))
        #expect(!main.contains("class: UIViewController }\n  Message"))
        #expect(main.contains("root: NotesTabBar"))
        // Library is imported by Main, so its initial stack is no root there.
        let library = try #require(specs["Library"]?.yaml)
        #expect(!library.contains("\nroot:") && library.contains("Main.yaml imports this spec"))
        // Settings, presented from two storyboards, is imported by both.
        #expect(library.contains("imports: [Settings.yaml]"))
        #expect(try #require(specs["Account"]?.yaml).contains("imports: [Settings.yaml]"))

        let references = result.imports.flatMap(\.diagnostics).filter { $0.id == .importStoryboardReference }
        #expect(references.count == 2)
        #expect(
            references.contains {
                $0.message.contains("Legal.storyboard (scene 'Terms')") && $0.message.contains("in the same command")
            })
        #expect(
            references.contains {
                $0.message.contains("Main.storyboard leads back to this storyboard") && $0.range?.start.line == 30
            })
        #expect(result.summary.referencesLinked == 5)
        #expect(result.summary.warnings[.importStoryboardReference] == 2)
        #expect(result.summary.text.hasPrefix("imported 4 storyboards: "))
        // Account, a plain scene no container holds, presents the profile editor and settings.
        #expect(
            try #require(specs["Account"]?.yaml).contains(
                "editProfile: { identifier: \"editProfile\", fullScreen: { present: profileEditor, unlessPresenting: true } }"
            ))
        #expect(result.summary.presentingScreens == 1)
        #expect(
            result.summary.text.contains(
                "2 storyboard references left placeholder screens (import-storyboard-reference)"))
    }

    /// A storyboard imported alone keeps its references as placeholder screens, as before.
    @Test func aReferenceToAStoryboardNotImportedStaysAPlaceholder() throws {
        let path = Self.fixtures.appendingPathComponent("notes/Base.lproj/Account.storyboard").path
        let result = StoryboardImporter.importFile(path, files: SourceFiles())
        let yaml = try #require(result.yaml)
        #expect(!yaml.contains("imports:"))
        #expect(yaml.contains("Settings: { class: UIViewController }"))
        #expect(
            result.diagnostics.contains {
                $0.id == .importStoryboardReference
                    && $0.message.contains("import Settings.storyboard in the same command")
            })
    }
}
