import Foundation
import KinshipImport
import KinshipPlan
import KinshipRuntime
import KinshipSpec
import KinshipSyntax

/// How the paths hostile input once made superlinear grow: pushes of a repeated child in
/// `kinship run`, and `import storyboard` on nested views, on scenes chained by `show` segues
/// and on one scene presenting many. Each size runs in-process; time per item should stay flat as the size grows.
@MainActor
enum GrowthBenchmark {
    static func run(pushes: [Int], views: [Int]) throws {
        let spec = try load(pushSpec)
        let plan = PlanLowering.lower(spec)
        var perPush: [Double] = []
        for count in pushes {
            let runtime = try Runtime(plan: plan, root: "Browser")
            runtime.launch()
            let events = Array(
                repeating: Event(kind: .transition(target: nil, name: "open"), text: "open", location: "bench"),
                count: count)
            let start = Date()
            for event in events { runtime.handle(event) }
            runtime.finish()
            let elapsed = Date().timeIntervalSince(start)
            perPush.append(elapsed / Double(count))
            print(
                String(
                    format: "  run: %6d pushes of a repeated child  %8.3f s  %7.2f µs/push", count, elapsed,
                    elapsed / Double(count) * 1e6))
        }
        if let first = perPush.first, let last = perPush.last, first > 0 {
            print(
                String(
                    format: "  run: time per push at %d / at %d = %.2f", pushes.last ?? 0, pushes.first ?? 0,
                    last / first))
        }
        try treeGrowth(pushes: pushes.first ?? 1_000, sizes: views.map { $0 / 2 })
        for (label, make) in [
            ("nested views", nestedViews), ("chained show segues", chainedScenes),
            ("presentations from one scene", presentingScene),
        ] as [(String, (Int) -> String)] {
            var perItem: [Double] = []
            for count in views {
                let bytes = Array(make(count).utf8)
                let start = Date()
                let result = StoryboardImporter.importBytes(bytes, path: "Bench.storyboard", files: SourceFiles())
                let elapsed = Date().timeIntervalSince(start)
                perItem.append(elapsed / Double(count))
                let errors = result.diagnostics.count { $0.severity == .error }
                print(
                    String(
                        format: "  import storyboard: %5d %@  %8.3f s  %7.2f µs each%@", count, label, elapsed,
                        elapsed / Double(count) * 1e6,
                        result.yaml == nil || errors > 0 ? " (\(errors) errors: unexpected)" : ""))
            }
            if let first = perItem.first, let last = perItem.last, first > 0 {
                print(
                    String(
                        format: "  import storyboard: time per item at %d / at %d %@ = %.2f", views.last ?? 0,
                        views.first ?? 0, label, last / first))
            }
        }
    }

    /// Pushes and pops of a repeated container child beside `sizes` other containers, named by
    /// path and by short name: an event costs the same however many containers the tree holds
    /// (releasing a popped instance once scanned every container's path, and a short name every
    /// container's transitions).
    static func treeGrowth(pushes: Int, sizes: [Int]) throws {
        for short in [false, true] {
            var perEvent: [Double] = []
            let label = short ? "short names" : "paths"
            for size in sizes {
                let runtime = try Runtime(plan: PlanLowering.lower(try load(treeSpec(size))), root: "Root")
                runtime.launch()
                let events = ["open", "back"].map { name in
                    Event(
                        kind: .transition(target: short ? nil : "Root/nav", name: name),
                        text: short ? name : "Root/nav.\(name)", location: "bench")
                }
                let start = Date()
                for _ in 0..<pushes { for event in events { runtime.handle(event) } }
                runtime.finish()
                let elapsed = Date().timeIntervalSince(start)
                perEvent.append(elapsed / Double(2 * pushes))
                print(
                    String(
                        format: "  run: %6d pushes and pops (%@) beside %5d containers  %8.3f s  %7.2f µs/event",
                        pushes, label, size, elapsed, elapsed / Double(2 * pushes) * 1e6))
            }
            if let first = perEvent.first, let last = perEvent.last, first > 0 {
                print(
                    String(
                        format: "  run: time per event (%@) beside %d / beside %d containers = %.2f", label,
                        sizes.last ?? 0, sizes.first ?? 0, last / first))
            }
        }
    }

    /// A navigation stack pushing a repeated container child, beside `size` other containers.
    static func treeSpec(_ size: Int) -> String {
        var yaml = """
            kinship: 1
            screens: { S: SViewController }
            containers:
              Leaf: { children: { s: S }, slots: { main: { accepts: [s], initial: s } } }
              Nav:
                kind: navigation
                children: { s: S, more: { type: Leaf, many: true } }
                slots: { content: { accepts: [s, more], initial: [s] } }
                transitions: { open: { content: { push: more } }, back: { content: { pop: 1, from: more } } }
              Root:
                layout: overlay
                children:
                  nav: Nav

            """
        for i in 0..<size { yaml += "      l\(i): Leaf\n" }
        yaml += "    slots:\n      top: { accepts: [nav], initial: nav }\n"
        for i in 0..<size { yaml += "      s\(i): { accepts: [l\(i)], initial: l\(i) }\n" }
        return yaml + "root: Root\n"
    }

    static let pushSpec = """
        kinship: 1
        screens: { Folder: FolderViewController }
        containers:
          Browser:
            kind: navigation
            children: { root: Folder, folder: { type: Folder, many: true } }
            slots: { content: { accepts: [root, folder], initial: [root] } }
            transitions: { open: { content: { push: folder } } }
        root: Browser
        """

    private static func load(_ yaml: String) throws -> Spec {
        let loadedSpec = SpecLoader().load("/bench/push.yaml", contents: Array(yaml.utf8))
        let spec = loadedSpec.spec, diagnostics = loadedSpec.diagnostics
        guard let spec, !diagnostics.contains(where: { $0.severity == .error }) else {
            throw BenchError("push spec does not check: \(diagnostics.prefix(3).map(\.message))")
        }
        return spec
    }

    private static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="%@">
            <scenes>

        """

    /// One scene whose view nests `depth` views, a container view innermost embedding a second scene.
    static func nestedViews(_ depth: Int) -> String {
        var xml = header.replacingOccurrences(of: "%@", with: "vc-host")
        xml +=
            "<scene sceneID=\"s0\"><objects><viewController id=\"vc-host\" customClass=\"HostViewController\" sceneMemberID=\"viewController\">\n"
        xml +=
            "<view key=\"view\" id=\"v0\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"375\" height=\"667\"/><subviews>\n"
        for i in 1..<depth {
            xml += "<view id=\"v\(i)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"375\" height=\"667\"/><subviews>\n"
        }
        xml +=
            "<containerView id=\"cv\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"375\" height=\"667\"/><connections><segue destination=\"vc-child\" kind=\"embed\" id=\"e1\"/></connections></containerView>\n"
        for _ in 1..<depth { xml += "</subviews></view>\n" }
        xml += "</subviews></view></viewController></objects></scene>\n"
        xml +=
            "<scene sceneID=\"s1\"><objects><viewController id=\"vc-child\" customClass=\"ChildViewController\" sceneMemberID=\"viewController\"/></objects></scene>\n"
        return xml + "</scenes></document>\n"
    }

    /// A navigation controller whose root scene shows the next by a `show` segue, `count` scenes long.
    static func chainedScenes(_ count: Int) -> String {
        var xml = header.replacingOccurrences(of: "%@", with: "nav")
        xml +=
            "<scene sceneID=\"sn\"><objects><navigationController id=\"nav\" sceneMemberID=\"viewController\"><connections><segue destination=\"vc0\" kind=\"relationship\" relationship=\"rootViewController\" id=\"r0\"/></connections></navigationController></objects></scene>\n"
        for i in 0..<count {
            xml +=
                "<scene sceneID=\"s\(i)\"><objects><viewController id=\"vc\(i)\" customClass=\"Step\(i)ViewController\" sceneMemberID=\"viewController\">"
            if i + 1 < count {
                xml += "<connections><segue destination=\"vc\(i + 1)\" kind=\"show\" id=\"g\(i)\"/></connections>"
            }
            xml += "</viewController></objects></scene>\n"
        }
        return xml + "</scenes></document>\n"
    }

    /// A plain scene presenting `count` other scenes, each by a modal segue of its own: they all
    /// become presentation slots and transitions of one screen that presents.
    static func presentingScene(_ count: Int) -> String {
        var xml = header.replacingOccurrences(of: "%@", with: "host")
        xml +=
            "<scene sceneID=\"sh\"><objects><viewController id=\"host\" customClass=\"HostViewController\" sceneMemberID=\"viewController\"><connections>"
        for i in 0..<count { xml += "<segue destination=\"vc\(i)\" kind=\"presentation\" id=\"p\(i)\"/>" }
        xml += "</connections></viewController></objects></scene>\n"
        for i in 0..<count {
            xml +=
                "<scene sceneID=\"s\(i)\"><objects><viewController id=\"vc\(i)\" customClass=\"Sheet\(i)ViewController\" sceneMemberID=\"viewController\"/></objects></scene>\n"
        }
        return xml + "</scenes></document>\n"
    }
}
