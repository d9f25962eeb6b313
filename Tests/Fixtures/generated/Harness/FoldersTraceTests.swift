import KinshipUIKit
import Testing
@testable import GeneratedFolders

/// Drill-down: every push of a repeated child makes a new instance (folder#1, folder#2, …), made
/// by the factory per push and released when popped, in a navigation preset (Browser) and a
/// custom stack (Outline), and every present of a repeated sheet (info#1, info#2, …; the second
/// swiped away). The golden uikit code traces exactly what the runtime traces.
@MainActor
@Suite struct FoldersTraceTests {
    typealias H = TraceHarness

    @Test func folders() throws {
        let browser = { (run: @escaping (Browser) -> Bool) in H.on("Files/browser", Browser.self, run) }
        let outline = { (run: @escaping (OutlineStackController) -> Bool) in H.on("Files/outline", OutlineStackController.self, run) }
        let actions: [String: H.Action] = [
            "open": browser { $0.open() }, "up": browser { $0.up() }, "look": browser { $0.look() },
            "close": browser { $0.close() }, "top": browser { $0.top() },
            "expand": outline { $0.expand() }, "collapse": outline { $0.collapse() }, "outline": outline { $0.outline() },
            "inspect": H.on("Files", FilesViewController.self) { $0.inspect() },
            "done": H.on("Files", FilesViewController.self) { $0.done() },
            "swipeDown(info)": H.swipe("Files/info#2"),
            "tapBack(folder)": H.back("Files/browser"), "swipeBackCancelled(folder)": H.edgeSwipe("Files/browser", cancelled: true),
            "tapBack(preview)": H.back("Files/browser"),
        ]
        // A window event between the two stacks' moves: the runtime lets sibling containers animate at once.
        try H.expectSameTrace(spec: "specs/folders.yaml",
                              events: "open,open,open,up,look,close,top,open,resize(844x390),expand,expand,collapse,expand,background,foreground,outline,resize(390x844),up,inspect,done,inspect,swipeDown(info),inspect,inspect",
                              actions: actions) { FoldersAssembly.makeRoot() }
    }

    /// The user's Back on a stack of repeated instances: each pop releases the instance on top,
    /// and the next push makes a new one, as the runtime names them.
    @Test func usersBackOnRepeatedInstances() throws {
        let browser = { (run: @escaping (Browser) -> Bool) in H.on("Files/browser", Browser.self, run) }
        let actions: [String: H.Action] = [
            "open": browser { $0.open() }, "look": browser { $0.look() },
            "tapBack(folder)": H.back("Files/browser"), "swipeBackCancelled(folder)": H.edgeSwipe("Files/browser", cancelled: true),
            "tapBack(preview)": H.back("Files/browser"),
        ]
        try H.expectSameTrace(spec: "specs/folders.yaml",
                              events: "open,open,open,tapBack(folder),look,tapBack(preview),swipeBackCancelled(folder),tapBack(folder),open,tapBack(folder),tapBack(folder)",
                              actions: actions) { FoldersAssembly.makeRoot() }
    }
}
