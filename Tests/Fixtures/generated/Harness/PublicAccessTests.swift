import Foundation
import GeneratedPublicAccess
import KinshipUIKit
import Testing

/// `kinship generate --access public`: the generated containers used from another module,
/// without `@testable`, as an app whose generated code lives in a module of its own uses them:
/// its own factory, the assembly, transitions, `state` and `controller(_:)`.
@MainActor
@Suite struct PublicAccessTests {
    /// An app-side factory: the generated protocol is public, so another module can adopt it.
    final class AppFactory: VerticalNavigationControllerFactory {
        var made: [String] = []
        func makeList() -> ListViewController { made.append("list"); return ListViewController(nibName: nil, bundle: nil) }
        func makeDetail() -> DetailViewController { made.append("detail"); return DetailViewController(nibName: nil, bundle: nil) }
        func makeInfo() -> InfoViewController { made.append("info"); return InfoViewController(nibName: nil, bundle: nil) }
    }

    @Test func theGeneratedContainerIsUsableFromAnotherModule() throws {
        let loop = UIModelRunLoop.reset()
        let factory = AppFactory()
        let stack = VerticalNavigationController(name: "Stack", factory: factory)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = stack
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        #expect(stack.state.content == [.list])
        #expect(stack.open())
        loop.runUntilIdle()
        #expect(stack.state.content == [.list, .detail])
        #expect(stack.controller(.detail) is DetailViewController)
        #expect(factory.made == ["list", "detail"])
        #expect(!stack.home(), "home's guard needs info on top")
        #expect(stack.back(animated: false))
        loop.runUntilIdle()
        #expect(stack.state.content == [.list])
        // The assembly and its default factory are public too.
        let root = VerticalNavigationAssembly.makeRoot()
        #expect(root.restorationIdentifier == "Stack")
        _ = window
    }
}
