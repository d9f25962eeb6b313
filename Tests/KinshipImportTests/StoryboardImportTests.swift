import Foundation
import KinshipImport
import KinshipSpec
import KinshipSyntax
import Testing

/// Imports real storyboards (`../shared/corpus/storyboards` beside the package, described in its SOURCES.md;
/// skipped, saying so, when absent outside CI: see `SharedCorpus`) and the fixtures under `Tests/Fixtures/import/`; each spec must check without errors and match its
/// golden `Tests/Fixtures/import/<name>.yaml`. `KINSHIP_RECORD=1 swift test` rewrites them and fails.
@Suite struct StoryboardImportTests {
    static let fixtures = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/import")
    static let corpus = SharedCorpus.storyboards
    static let macOS = "kharrison__CodeExamples__WorldFactsBuilder_macOS_Main"

    static func storyboards(in directory: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".storyboard") }.map { String($0.dropLast(".storyboard".count)) }.sorted()
    }

    static let corpusCases = storyboards(in: corpus).filter { $0 != macOS }
    static let fixtureCases = storyboards(in: fixtures)

    static func importing(_ url: URL) -> StoryboardImport {
        StoryboardImporter.importFile(url.path, files: SourceFiles())
    }

    /// Loads the spec text as a file and returns validation's errors.
    static func checkErrors(_ yaml: String, name: String) throws -> [Diagnostic] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kinship-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent(name + ".yaml").path
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        return SpecLoader().load(path).diagnostics.filter { $0.severity == .error }
    }

    func compareGolden(_ name: String, _ yaml: String) throws {
        try AppImportTests.compareGolden(Self.fixtures.appendingPathComponent(name + ".yaml"), yaml)
    }

    @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipMessage))
    func theSharedCorpusIsThere() {
        #expect(Self.corpusCases.count >= 8, "expected the storyboards of \(Self.corpus.path)")
    }

    @Test(
        "corpus storyboards import to specs that check without errors",
        .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipMessage), arguments: corpusCases
    )
    func corpusStoryboard(_ name: String) throws {
        let result = Self.importing(Self.corpus.appendingPathComponent(name + ".storyboard"))
        #expect(!result.diagnostics.contains { $0.severity == .error })
        let yaml = try #require(result.yaml)
        #expect(try Self.checkErrors(yaml, name: name).isEmpty)
        try compareGolden(name, yaml)
    }

    @Test("own storyboards import to specs that check without errors", arguments: fixtureCases)
    func fixtureStoryboard(_ name: String) throws {
        let result = Self.importing(Self.fixtures.appendingPathComponent(name + ".storyboard"))
        let yaml = try #require(result.yaml)
        let errors = try Self.checkErrors(yaml, name: name)
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        try compareGolden(name, yaml)
    }

    @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipMessage))
    func macOSStoryboardIsRefused() throws {
        let path = Self.corpus.appendingPathComponent(Self.macOS + ".storyboard")
        try #require(FileManager.default.fileExists(atPath: path.path))
        let result = Self.importing(path)
        #expect(result.yaml == nil)
        let error = try #require(result.diagnostics.first)
        #expect(error.id == .importUnsupportedPlatform)
        #expect(error.message.contains("MacOSX.Cocoa"))
        #expect(error.range?.start.line == 2)
    }

    @Test func importIsDeterministic() throws {
        for name in Self.fixtureCases {
            let url = Self.fixtures.appendingPathComponent(name + ".storyboard")
            #expect(Self.importing(url).yaml == Self.importing(url).yaml)
        }
    }

    @Test func warningsNameElementsAndLines() throws {
        let result = Self.importing(Self.fixtures.appendingPathComponent("untidy.storyboard"))
        let ids = result.diagnostics.map(\.id)
        #expect(ids.contains(.importLibrarySegue))
        #expect(ids.contains(.importCodeWiredChildren))
        #expect(ids.contains(.importEmptyContainer))
        let library = try #require(result.diagnostics.first { $0.id == .importLibrarySegue })
        #expect(library.message.contains("SWRevealViewController") && library.message.contains("sw-1"))
        #expect(library.range?.start.line == 46)
        #expect(library.range?.start.column == 25)
        let wired = try #require(result.diagnostics.first { $0.id == .importCodeWiredChildren })
        #expect(wired.message.contains("contentViewStoryboardID"))
    }

    /// Container views constrained to the safe-area layout guide: the frames layout keeps their
    /// canvas frames, and the import says so at the container view, naming the pinned edges.
    @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipMessage))
    func safeAreaPinnedContainerViewsAreReported() throws {
        let pulley = Self.importing(Self.corpus.appendingPathComponent("52inc__Pulley__Main.storyboard"))
        let pinned = pulley.diagnostics.filter {
            $0.id == .importGeometry && $0.message.contains("pinned to the safe area")
        }
        #expect(pinned.map(\.message).map { $0.contains("(leading, trailing)") } == [true, true])
        #expect(pinned.first?.range?.start.line == 20)
        let split = Self.importing(
            Self.corpus.appendingPathComponent(
                "mattneub__Programming-iOS-Book-Examples__splitInContainer_Main.storyboard"))
        let edges = split.diagnostics.first { $0.message.contains("pinned to the safe area") }?.message
        #expect(edges?.contains("(leading, bottom, trailing)") == true, "\(edges ?? "no warning")")
        let plain = Self.importing(
            Self.corpus.appendingPathComponent("kharrison__CodeExamples__ContainerSB_Main.storyboard"))
        #expect(
            !plain.diagnostics.contains { $0.message.contains("pinned to the safe area") },
            "pinned to the margins, not the safe area")
    }

    /// Segues sharing a source and destination but not an identifier stay separate transitions,
    /// each carrying its identifier; a repeat of one identifier adds nothing; the summary counts them.
    @Test func segueIdentifiersAreNeverMerged() throws {
        let path = Self.fixtures.appendingPathComponent("segue-identifiers.storyboard").path
        let all = StoryboardImporter.importFiles([path], files: SourceFiles())
        let yaml = try #require(all.imports.first?.yaml)
        for identifier in ["showMarketSegue", "showQuestShopSegue", "showInfo", "showHelp"] {
            #expect(yaml.components(separatedBy: "identifier: \"\(identifier)\"").count == 2, "\(identifier)")
        }
        #expect(all.summary.segueIdentifiers == 4)
        #expect(all.summary.identifiersKept == 4)
        #expect(all.summary.text.contains("4 of 4 segue identifiers kept"))
        // The scene without a custom class gets one named after it, and says so.
        #expect(yaml.contains("class: BoardViewController"))
        let derived = try #require(all.imports.first?.diagnostics.first { $0.id == .importContainerClass })
        #expect(derived.message.contains("'board'") && derived.range?.start.line == 52)
        // The second page of the paging scroll view: moved onto the first page, and warned once.
        let pages = all.imports.first?.diagnostics.filter { $0.id == .importScrollPage } ?? []
        #expect(pages.count == 1)
        #expect(pages.first?.message.contains("page 2 of the paging scroll view 'pages'") == true)
        #expect(pages.first?.range?.start.line == 65)
        #expect(all.imports.first?.diagnostics.contains { $0.id == .importGeometry } == false)
        #expect(yaml.contains("secondPage: { accepts: [secondPage], initial: secondPage, frame: [0, 0, 375, 667] }"))
        #expect(all.summary.text.contains("1 paging scroll view page placed on the first page (import-scroll-page)"))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kinship-ids-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("segue-identifiers.yaml").path
        try yaml.write(toFile: spec, atomically: true, encoding: .utf8)
        let found = SpecLoader().load(spec).diagnostics
        #expect(!found.contains { $0.severity == .error }, "\(found.map(\.message))")
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// The iOS 14 split's compact column is read into the split's `compact` slot, no warning.
    @Test func splitCompactColumnIsImported() throws {
        let result = Self.importing(Self.fixtures.appendingPathComponent("split-compact.storyboard"))
        #expect(!result.diagnostics.contains { $0.message.contains("compactViewController") })
        let yaml = try #require(result.yaml)
        #expect(yaml.contains("compact: { accepts: [phone], initial: phone }"))
        #expect(yaml.contains("      phone: Phone\n"))
    }

    @Test func presetsAndSlotsHaveTheStoryboardsStructure() throws {
        let tabs = try #require(Self.importing(Self.fixtures.appendingPathComponent("tab-navigation.storyboard")).yaml)
        #expect(tabs.contains("  MainTabBar:\n    kind: tabs\n"))
        #expect(
            tabs.contains("content: { accepts: [catalogNavigation, accountNavigation], initial: catalogNavigation }"))
        #expect(
            tabs.contains("showProduct: { identifier: \"showProduct\", content: { push: product, from: catalog } }"))
        #expect(tabs.contains("title: \"Account: \\\"me\\\"\""))
        let embeds = try #require(Self.importing(Self.fixtures.appendingPathComponent("two-embeds.storyboard")).yaml)
        #expect(embeds.contains("layout: { kind: frames, designSize: 375x667 }"))
        #expect(embeds.contains("chartArea: { accepts: [chart], initial: chart, frame: [0, 20, 375, 200]"))
        let untidy = try #require(Self.importing(Self.fixtures.appendingPathComponent("untidy.storyboard")).yaml)
        #expect(!untidy.contains("\nroot:"))
        #expect(untidy.contains("AVPlayer: { class: AVPlayerViewController }"))
        #expect(untidy.contains("secondary: { accepts: [avPlayer, about] }"))
    }

    /// SWRevealViewController's push segue and ECSlidingViewController's sliding segue replace the
    /// front and top controllers from inside the container: show transitions of those slots.
    @Test func libraryPushSeguesAreShowTransitions() throws {
        let result = Self.importing(Self.fixtures.appendingPathComponent("library-segues.storyboard"))
        let yaml = try #require(result.yaml)
        #expect(yaml.contains("front: { accepts: [homeNavigation, settingsNavigation], initial: homeNavigation }"))
        #expect(yaml.contains("openSettings: { identifier: \"openSettings\", front: { show: settingsNavigation } }"))
        #expect(yaml.contains("showHomeNavigation: { front: { show: homeNavigation } }"))
        // ECSlidingViewController's slots come from its storyboard-id attributes, on a subclass too.
        #expect(yaml.contains("top: { accepts: [feed, profile], initial: feed }"))
        #expect(yaml.contains("underLeft: { accepts: [drawerNavigation], initial: drawerNavigation }"))
        #expect(yaml.contains("profile: { identifier: \"profile\", top: { show: profile } }"))
        #expect(!result.diagnostics.contains { $0.id == .importPresentationSegue || $0.id == .importCodeWiredChildren })
        let push = try #require(result.diagnostics.first { $0.message.contains("'slide-1'") })
        #expect(push.id == .importLibrarySegue && push.message.contains("ECSlidingViewController's push segue"))
        #expect(push.range?.start.line == 85)
    }

    /// XLPagerTabStrip's example: its root table (a plain UITableViewController no container
    /// holds) presents each example; the table becomes a screen that presents, nothing is dropped.
    @Test func aPlainSceneThatPresentsIsAPresentingScreen() throws {
        let result = Self.importing(
            Self.fixtures.appendingPathComponent("xmartlabs__XLPagerTabStrip__Example_Storyboard.storyboard"))
        let yaml = try #require(result.yaml)
        #expect(yaml.contains("  Table:\n    class: UITableViewController\n    children:\n"))
        #expect(yaml.contains("pageSheet: { kind: presentation, accepts: [tabBar, nav5, nav7, nav8, nav6] }"))
        #expect(yaml.contains("presentNav5: { pageSheet: { present: nav5, unlessPresenting: true } }"))
        #expect(!result.diagnostics.contains { $0.id == .importPresentationSegue })
    }

    @Test func notAStoryboardIsAnError() {
        let result = StoryboardImporter.importBytes(
            Array("<html><body>".utf8), path: "page.storyboard", files: SourceFiles())
        #expect(result.yaml == nil)
        #expect(result.diagnostics.map(\.id) == [.importUnreadable] as [DiagnosticID])
    }
}
