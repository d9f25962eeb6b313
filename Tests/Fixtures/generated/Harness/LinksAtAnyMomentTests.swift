import Foundation
import KinshipUIKit
import Testing
@testable import GeneratedApp
@testable import GeneratedFolders
@testable import GeneratedMail
@testable import GeneratedPodcasts
@testable import GeneratedPresentingScreen

/// Links at any moment (grammar.md, Routes): the generated routers' `open(_:from:)` on a running
/// app against `kinship run`'s `open(URL)`, in the middle of event lists (under a sheet, on
/// another tab, deep in a stack, on what is already shown). Each list's trace must be the
/// runtime's line for line: what covers dismissed first, values before the new instance loads.
@MainActor
@Suite struct LinksAtAnyMomentTests {
    typealias H = TraceHarness

    /// Runs a batch of a router's moves as `kinship run` runs a link's: the turn the values were
    /// set in ends, then each move once the previous one's animations have ended, a turn each.
    static func run(_ moves: [(Bool) -> Bool], _ loop: UIModelRunLoop) -> Bool {
        loop.endTurn()
        var ok = true
        for move in moves {
            loop.runUntilIdle()
            ok = move(true) && ok
            loop.endTurn()
        }
        return ok
    }

    private func expect(
        _ spec: String, _ lists: [String], _ actions: [String: H.Action],
        open: @escaping (UIViewController, String, UIModelRunLoop) -> Bool, makeRoot: () -> UIViewController
    ) throws {
        for events in lists {
            let expected = try H.runtimeTrace(spec, events: events, links: true)
            let (actual, diagnostics) = H.generatedTrace(events: events, actions: actions, open: open, makeRoot: makeRoot)
            #expect(diagnostics.isEmpty, "\(events): the UIKit model reported \(diagnostics)")
            #expect(expected.contains { $0.contains("viewDidLoad") })
            guard expected != actual else { continue }
            let i = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expected.count, actual.count)
            Issue.record("""
                \(spec) (\(events)): the generated router's trace differs from kinship run's at line \(i + 1)
                run:       \(expected[max(0, i - 2)..<min(expected.count, i + 3)].joined(separator: "\n           "))
                generated: \(actual[max(0, i - 2)..<min(actual.count, i + 3)].joined(separator: "\n           "))
                """)
        }
    }

    @Test func appOnAnotherTabAndDeepInTheStack() throws {
        let actions: [String: H.Action] = [
            "showFeed": H.on("App", GeneratedApp.App.self) { $0.showFeed() },
            "showAccount": H.on("App", GeneratedApp.App.self) { $0.showAccount() },
            "openDetail": H.on("App/feed", FeedNav.self) { $0.openDetail() },
            "showList": H.on("App/feed", FeedNav.self) { $0.showList() },
            "showPhotos": H.on("App/feed/place", PlaceViewController.self) { $0.showPhotos() },
            "showMap": H.on("App/feed/place", PlaceViewController.self) { $0.showMap() },
        ]
        try expect(
            "specs/app.yaml",
            [
                "showAccount,open(kinship-app://feed/place/p1/photos?index=2),showMap",
                "openDetail,showPhotos,showAccount,open(kinship-app://feed)",
                "showAccount,open(kinship-app://feed/place/p2),open(kinship-app://account),open(kinship-app://feed/place/p3)",
                "openDetail,open(kinship-app://feed/place/p4/photos),showList,open(kinship-app://feed/place/p5/photos?index=1)",
            ], actions,
            open: { root, url, loop in
                guard let root = root as? GeneratedApp.App, let u = URL(string: url), let route = AppRouter.route(for: u) else { return false }
                return AppRouter.open(route, from: root) { Self.run($0.map(\.perform), loop) }
            }
        ) { AppAssembly.makeRoot() }
    }

    @Test func mailUnderTheSheetAndInsideIt() throws {
        let actions: [String: H.Action] = [
            "open": H.on("Mail", Mail.self) { $0.open() },
            "write": H.on("Mail", Mail.self) { $0.write() },
            "sent": H.on("Mail", Mail.self) { $0.sent() },
            "addRecipients": H.on("Mail/compose", ComposeFlow.self) { $0.addRecipients() },
            "viewAttachment": H.on("Mail/compose", ComposeFlow.self) { $0.viewAttachment() },
            "closeViewer": H.on("Mail/compose", ComposeFlow.self) { $0.closeViewer() },
        ]
        try expect(
            "specs/mail.yaml",
            [
                "write,addRecipients,open(mail://inbox/message/7)",
                "open,open(mail://compose/attachment),closeViewer",
                "write,viewAttachment,open(mail://compose/recipients)",
                "write,open(mail://compose?to=ann),sent,open(mail://compose/recipients),open(mail://compose/attachment)",
            ], actions,
            open: { root, url, loop in
                guard let root = root as? Mail, let u = URL(string: url), let route = MailRouter.route(for: u) else { return false }
                return MailRouter.open(route, from: root) { Self.run($0.map(\.perform), loop) }
            }
        ) { MailAssembly.makeRoot() }
    }

    @Test func foldersRepeatedInstances() throws {
        let actions: [String: H.Action] = [
            "open": H.on("Files/browser", Browser.self) { $0.open() },
            "look": H.on("Files/browser", Browser.self) { $0.look() },
            "top": H.on("Files/browser", Browser.self) { $0.top() },
            "expand": H.on("Files/outline", OutlineStackController.self) { $0.expand() },
            "inspect": H.on("Files", FilesViewController.self) { $0.inspect() },
        ]
        try expect(
            "specs/folders.yaml",
            [
                "open,look,open(files://folder/a)",
                "inspect,open(files://folder/b),open(files://folder/c/preview)",
                "open,open,open(files://folder/d),top,open(files://group/g)",
                "expand,open(files://group/h),open(files://folder/e/preview)",
            ], actions,
            open: { root, url, loop in
                guard let root = root as? FilesViewController, let u = URL(string: url), let route = FoldersRouter.route(for: u) else { return false }
                return FoldersRouter.open(route, from: root) { Self.run($0.map(\.perform), loop) }
            }
        ) { FoldersAssembly.makeRoot() }
    }

    @Test func podcastsAnotherTabWithValues() throws {
        let actions: [String: H.Action] = [
            "showSearch": H.on("App", GeneratedPodcasts.App.self) { $0.showSearch() },
            "showLibrary": H.on("App", GeneratedPodcasts.App.self) { $0.showLibrary() },
            "openShow": H.on("App/library", LibraryNav.self) { $0.openShow() },
            "openEpisode": H.on("App/library", LibraryNav.self) { $0.openEpisode() },
        ]
        try expect(
            "specs/podcasts.yaml",
            [
                "open(podcast://show/a),openEpisode,showSearch,open(podcast://show/b)",
                "showLibrary,openShow,openEpisode,open(podcast://library),showSearch,open(podcast://show/c)",
            ], actions,
            open: { root, url, loop in
                guard let root = root as? GeneratedPodcasts.App, let u = URL(string: url), let route = PodcastsRouter.route(for: u) else { return false }
                return PodcastsRouter.open(route, from: root) { Self.run($0.map(\.perform), loop) }
            }
        ) { PodcastsAssembly.makeRoot() }
    }

    @Test func presentingScreenSwapsWhatItPresents() throws {
        try expect(
            "Tests/Fixtures/generated/presenting-screen/presenting-screen.yaml",
            [
                "openSettings,open(maps://notes/n1)",
                "openNotes,open(maps://settings),open(maps://notes/n2)",
                "openInfo,open(maps://settings)",
            ], PresentingScreenTraceTests.actions,
            open: { root, url, loop in
                guard let root = root as? GeneratedPresentingScreen.App, let u = URL(string: url), let route = PresentingScreenRouter.route(for: u) else { return false }
                return PresentingScreenRouter.open(route, from: root) { Self.run($0.map(\.perform), loop) }
            }
        ) { PresentingScreenAssembly.makeRoot() }
    }
}
