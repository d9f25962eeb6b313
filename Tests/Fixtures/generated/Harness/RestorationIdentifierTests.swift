import Foundation
import KinshipUIKit
import Testing
@testable import GeneratedFolders
@testable import GeneratedTunnel

/// An app that uses state restoration gives its controllers restorationIdentifiers of its own
/// (in their initialisers, or in the factory). Generated containers keep them: the instance name
/// becomes the identifier only when the app left it nil, and the model's traces still name every
/// instance by its place in the spec (`traceName`), so they match `kinship run` line for line.
@MainActor
@Suite struct RestorationIdentifierTests {
    typealias H = TraceHarness

    /// `controller` with the restorationIdentifier an app restoring it gives it.
    static func identified<T: UIViewController>(_ controller: T, _ id: String) -> T {
        controller.restorationIdentifier = id
        return controller
    }

    /// Tunnel's children, each with the identifier an app restoring its maps would give.
    final class RestoringTunnelChildren: RGContainerViewControllerFactory {
        func identified<T: UIViewController>(_ controller: T, _ id: String) -> T { RestorationIdentifierTests.identified(controller, id) }
        func makeStartMap() -> RGMapViewController { identified(RGMapViewController(), "OriginMap") }
        func makeTargetMap() -> RGMapViewController { identified(RGMapViewController(), "DestinationMap") }
        func makeStartGeo() -> RGGeoInfoViewController { identified(RGGeoInfoViewController(), "OriginPlace") }
        func makeTargetGeo() -> RGGeoInfoViewController { RGGeoInfoViewController() }
    }

    @Test func theAppsIdentifiersStayAndTracesStillNameInstances() throws {
        var root: RGContainerViewController?
        let actions: [String: H.Action] = [
            "reveal": H.on("Tunnel", RGContainerViewController.self) { $0.reveal() },
            "conceal": H.on("Tunnel", RGContainerViewController.self) { $0.conceal() },
        ]
        try H.expectSameTrace(spec: "specs/tunnel.yaml", events: "reveal,conceal,reveal", actions: actions) {
            let made = RGContainerViewController(name: "Tunnel", factory: RestoringTunnelChildren())
            root = made
            return made
        }
        let tunnel = try #require(root)
        #expect(tunnel.controller(.startMap).restorationIdentifier == "OriginMap")
        #expect(tunnel.controller(.targetMap).restorationIdentifier == "DestinationMap")
        #expect(tunnel.controller(.startGeo).restorationIdentifier == "OriginPlace")
        // One the app left nil gets the instance name, so restoration paths mirror the spec.
        #expect(tunnel.controller(.targetGeo).restorationIdentifier == "targetGeo")
        #expect(tunnel.restorationIdentifier == "Tunnel")
        #expect(tunnel.controller(.startMap).tracePathDescription == "Tunnel/startMap")
    }

    /// Every folder the app makes carries the same identifier (its restoration class's scheme):
    /// the navigation preset still reads its stack back as the spec's children, by the names it
    /// keeps for the instances it made, and routes find `folder#2` among its children.
    final class RestoringBrowserChildren: BrowserFactory {
        func makeHome() -> FolderViewController { identified(FolderViewController(), "Home") }
        func makeFolder() -> FolderViewController { identified(FolderViewController(), "Folder") }
        func makePreview() -> PreviewViewController { identified(PreviewViewController(), "Preview") }
    }

    @Test func repeatedInstancesKeepTheAppsIdentifiers() throws {
        var root: Browser?
        let browser = { (run: @escaping (Browser) -> Bool) in H.on("Browser", Browser.self, run) }
        let actions: [String: H.Action] = [
            "open": browser { $0.open() }, "up": browser { $0.up() }, "look": browser { $0.look() },
            "close": browser { $0.close() }, "top": browser { $0.top() },
        ]
        try H.expectSameTrace(spec: "specs/folders.yaml", root: "Browser", events: "open,open,look,close,up", actions: actions) {
            let made = Browser(name: "Browser", factory: RestoringBrowserChildren())
            root = made
            return made
        }
        let browserController = try #require(root)
        #expect(browserController.state.content == [.home, .folder])
        #expect(browserController.viewControllers.map(\.restorationIdentifier) == ["Home", "Folder"])
        #expect(browserController.instance(named: "folder#1") === browserController.viewControllers.last)
        #expect(browserController.instance(named: "folder#2") == nil, "popped and released")
        #expect(browserController.viewControllers.last?.tracePathDescription == "Browser/folder#1")
    }

    /// Files, whose browser is the restoring one above and whose info sheets carry the app's
    /// identifier: every route still opens by URL as `kinship run --open` does, and the route's
    /// `set:` reaches `folder#1` by the name the browser keeps, not by its identifier.
    final class RestoringFilesChildren: FilesViewControllerFactory {
        func makeOutline() -> OutlineStackController { FoldersAssembly.makeOutline(name: "outline") }
        func makeBrowser() -> Browser { identified(Browser(name: "browser", factory: RestoringBrowserChildren()), "Browser") }
        func makeInfo() -> InfoViewController { identified(InfoViewController(), "Info") }
    }

    @Test(arguments: ["files://folder/docs", "files://folder/docs/preview", "files://group/work"])
    func routesOpenWhateverTheIdentifiers(_ url: String) throws {
        let parsed = FoldersRouter.route(for: try #require(URL(string: url)))
        try H.expectRouterMatchesRunOpen(spec: "specs/folders.yaml", url: url,
                                         makeRoot: { FilesViewController(name: "Files", factory: RestoringFilesChildren()) },
                                         inputs: { root in parsed.map { FoldersRouter.setInputs(of: $0, on: root) } ?? false }) { root in
            parsed.map { route in FoldersRouter.steps(for: route).map { step in H.RouterStep(event: step.path + "." + step.transition) { step.perform(root, true) } } }
        }
    }
}
