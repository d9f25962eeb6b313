import Foundation
import KinshipFlow
import KinshipLinks
import KinshipPlan
import KinshipRuntime
import KinshipSpec
import KinshipUIKit
import Testing

/// Runs generated containers on the UIKit model the way `Runtime` runs a plan, so the two
/// traces can be compared line for line.
@MainActor
struct TraceHarness {
    /// A transition on the container instance at `path` (`App/feed`), done by a generated method.
    struct Action {
        var path: String
        var run: (UIViewController) -> Bool
    }

    /// The runtime's default window (`--size`), an iPhone in portrait: compact width.
    static let phone = CGSize(width: 390, height: 844)

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The runtime's trace for `spec` (a path from the repository root) and `events`.
    /// `links`: `open(URL)` events open links as `kinship run` does (flow analysis plans them).
    static func runtimeTrace(_ spec: String, root: String? = nil, size: CGSize = phone, events: String, links: Bool = false) throws -> [String] {
        let loader = SpecLoader()
        let loadedSpec = loader.load(repository.appendingPathComponent(spec).path)
        let loaded = loadedSpec.spec, diagnostics = loadedSpec.diagnostics
        let errors = diagnostics.filter { $0.severity == .error }
        guard let loaded, errors.isEmpty else {
            Issue.record("\(spec) has errors: \(errors.map(\.message))")
            return []
        }
        let plan = PlanLowering.lower(loaded)
        guard let rootName = root ?? plan.root else {
            Issue.record("\(spec) has no root")
            return []
        }
        var options = Runtime.Options()
        options.size = size
        let runtime = try Runtime(plan: plan, root: rootName, options: options)
        if links { runtime.links = LinkPlanner(spec: loaded, options: FlowOptions(specPath: spec)).opener }
        runtime.launch()
        for event in try EventParser.parseList(events) { runtime.handle(event) }
        runtime.finish()
        return runtime.traceLines
    }

    /// The generated code's trace: launch as the runtime does (rule 6), then each event, ending
    /// every turn, waiting before each event as the runtime does.
    /// `open`: how an `open(URL)` event opens its link on the generated root (the router).
    static func generatedTrace(
        size: CGSize = phone, events: String, actions: [String: Action],
        open: ((UIViewController, String, UIModelRunLoop) -> Bool)? = nil, makeRoot: () -> UIViewController
    ) -> (lines: [String], diagnostics: [String]) {
        let loop = UIModelRunLoop.reset()
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let root = makeRoot()
        window.rootViewController = root
        window.makeKeyAndVisible()
        loop.endTurn()
        for event in events.split(separator: ",").map(String.init) {
            // The runtime waits until the tree is idle before window events, and before a
            // transition until its container and those around it are; the sequences below never
            // leave an unrelated animation running, so waiting for everything is the same.
            loop.runUntilIdle()
            switch event {
            case "background":
                window.windowScene.enterBackground()
            case "foreground":
                window.windowScene.enterForeground()
            case "hideWindow":
                window.isHidden = true
            case "showWindow":
                window.isHidden = false
            case _ where event.hasPrefix("open(") && event.contains("://"):
                _ = open?(root, String(event.dropFirst("open(".count).dropLast()), loop)
            case _ where event.hasPrefix("resize("):
                let inner = event.dropFirst("resize(".count).dropLast()
                let parts = inner.split(separator: "x").compactMap { Double($0) }
                if parts.count == 2 { window.resize(to: CGSize(width: parts[0], height: parts[1])) }
            default:
                guard let action = actions[event] else {
                    Issue.record("no action for event '\(event)'")
                    continue
                }
                guard let target = find(action.path, from: root) else {
                    Issue.record("no live controller at '\(action.path)' for '\(event)'")
                    continue
                }
                _ = action.run(target)
            }
            loop.endTurn()
        }
        loop.runUntilIdle()
        return (loop.trace.lines, loop.trace.diagnostics.map { "\($0)" })
    }

    /// The controller at a trace PATH, following trace names (`traceName`, which generated code
    /// sets whatever restorationIdentifier the app gives) down `children` and to
    /// presented controllers (whose PATH continues the container that presented them).
    static func find(_ path: String, from root: UIViewController) -> UIViewController? {
        let parts = path.split(separator: "/").map(String.init)
        guard parts.first == root.traceName else { return nil }
        var current = root
        for name in parts.dropFirst() {
            let presented = presentedChain(from: root).first { $0.traceName == name && $0.tracePathDescription == current.tracePathDescription + "/" + name }
            guard let next = current.specChildren.first(where: { $0.traceName == name }) ?? presented else { return nil }
            current = next
        }
        return current
    }

    /// Every controller presented from the window's root, in turn.
    private static func presentedChain(from root: UIViewController) -> [UIViewController] {
        var chain: [UIViewController] = []
        var current = root.presentedViewController
        while let c = current {
            chain.append(c)
            current = c.presentedViewController
        }
        return chain
    }

    /// The user taps Back on the navigation stack, or the collapsed split, at `path`. A move
    /// the model refuses is recorded (both sides would trace nothing, and match), unless
    /// `refused` says it must be.
    static func back(_ path: String, refused: Bool = false) -> Action {
        userMove(path, "Back", refused: refused) { controller in
            if let split = controller as? UISplitViewController { return split.simulateBackTap() }
            return (controller as? UINavigationController)?.simulateBackTap() ?? false
        }
    }

    /// The user swipes from the left edge of the navigation stack at `path` (or lets go).
    static func edgeSwipe(_ path: String, cancelled: Bool = false, refused: Bool = false) -> Action {
        userMove(path, "edge swipe", refused: refused) { controller in
            if let split = controller as? UISplitViewController { return split.simulateEdgeSwipe(cancelled: cancelled) }
            return (controller as? UINavigationController)?.simulateEdgeSwipe(cancelled: cancelled) ?? false
        }
    }

    /// The user taps the tab named `tab` (its trace name) of the tab bar at `path`.
    static func tapTab(_ path: String, _ tab: String, refused: Bool = false) -> Action {
        userMove(path, "tap on '\(tab)'", refused: refused) { controller in
            guard let tabs = controller as? UITabBarController,
                  let item = tabs.viewControllers?.first(where: { $0.traceName == tab }) else { return false }
            return tabs.simulateTabTap(item)
        }
    }

    private static func userMove(_ path: String, _ what: String, refused: Bool, _ move: @escaping (UIViewController) -> Bool) -> Action {
        Action(path: path) { controller in
            let moved = move(controller)
            if moved == refused {
                let outcome = refused ? "was not refused" : "did nothing"
                Issue.record("the user's \(what) at '\(path)' \(outcome)")
            }
            return moved
        }
    }

    /// The user swipes the presented sheet at `path` down (a completed or a cancelled swipe).
    static func swipe(_ path: String, cancelled: Bool = false) -> Action {
        Action(path: path) { $0.simulateSwipeDown(cancelled: cancelled) }
    }

    /// A typed action: `on("App/feed", AppSpec.FeedNav.self) { $0.openDetail() }`.
    static func on<T: UIViewController>(_ path: String, _ type: T.Type, _ body: @escaping (T) -> Bool) -> Action {
        Action(path: path) { controller in
            guard let typed = controller as? T else {
                Issue.record("'\(path)' is a \(Swift.type(of: controller)), not \(T.self)")
                return false
            }
            return body(typed)
        }
    }

    /// Compares both traces and prints the first difference readably.
    static func expectSameTrace(
        spec: String, root: String? = nil, size: CGSize = phone, events: String, actions: [String: Action],
        makeRoot: () -> UIViewController
    ) throws {
        let expected = try runtimeTrace(spec, root: root, size: size, events: events)
        let (actual, diagnostics) = generatedTrace(size: size, events: events, actions: actions, makeRoot: makeRoot)
        #expect(diagnostics.isEmpty, "the UIKit model reported: \(diagnostics.joined(separator: "; "))")
        #expect(!expected.isEmpty)
        guard expected != actual else { return }
        let index = zip(expected.indices, zip(expected, actual)).first { $0.1.0 != $0.1.1 }?.0 ?? min(expected.count, actual.count)
        let context = max(0, index - 3)
        Issue.record("""
            \(spec) (\(events)): generated code's trace differs from the runtime's at line \(index + 1)
            runtime:   \(expected[context..<min(expected.count, index + 3)].joined(separator: "\n           "))
            generated: \(actual[context..<min(actual.count, index + 3)].joined(separator: "\n           "))
            """)
    }
}

extension TraceHarness {
    /// A fresh run loop and a 390x844 key window showing the controller `make` builds (made
    /// after the reset, as containers read the run loop), launch and mount done. Keep the window:
    /// the run loop holds it, but tests read it.
    static func onScreen<Root: UIViewController>(_ make: () -> Root) -> (loop: UIModelRunLoop, root: Root, window: UIWindow) {
        let loop = UIModelRunLoop.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = make()
        window.rootViewController = root
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        return (loop, root, window)
    }
}
